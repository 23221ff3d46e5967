import { expect, type Page } from '@playwright/test';
import { axeViolations } from '../support/a11y';

/** The company configuration (/config). */
export class CompanyPage {
  constructor(readonly page: Page) {}

  async seeForm() {
    await expect(this.page.getByRole('heading', { name: 'Company', level: 1 })).toBeVisible();
    await expect(this.field('Trade name')).toBeVisible();
  }

  field(label: string) {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  async clickSave() {
    await this.page.getByRole('button', { name: 'Save company' }).click();
  }

  topBar() {
    return this.page.getByRole('banner');
  }

  footer() {
    return this.page.getByRole('contentinfo');
  }

  async seeNoAxeViolations(context: string) {
    expect(await axeViolations(this.page), context).toEqual([]);
  }
}
