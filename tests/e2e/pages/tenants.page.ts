import { expect, type Page } from '@playwright/test';
import { axeViolations } from '../support/a11y';

/** Tenant management (/tenants): the list, a tenant's page, New tenant. */
export class TenantsPage {
  constructor(readonly page: Page) {}

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { name, level: 1 });
  }

  async seeList() {
    await expect(this.heading('Tenants')).toBeVisible();
    await expect(this.page.getByRole('grid').or(this.page.getByRole('table'))).toBeVisible();
  }

  row(text: string) {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  async openTenant(subdomain: string, tradeName: string) {
    await this.row(subdomain).first().click();
    await expect(this.heading(tradeName)).toBeVisible();
  }

  async clickNew() {
    await this.page.getByRole('link', { name: 'New tenant' }).click();
    await expect(this.heading('New tenant')).toBeVisible();
  }

  field(label: string) {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  async fillNew(values: { subdomain: string; legalName: string; tradeName: string; taxId: string }) {
    await this.field('Subdomain').fill(values.subdomain);
    await this.field('Legal name').fill(values.legalName);
    await this.field('Trade name').fill(values.tradeName);
    await this.field('Tax ID').fill(values.taxId);
  }

  async clickCreate() {
    await this.page.getByRole('button', { name: 'Create tenant' }).click();
  }

  /** The field's description holds its error (the kit's fields point at it with aria-describedby). */
  async seeFieldError(label: string, text: RegExp) {
    await expect(this.field(label)).toHaveAccessibleDescription(text);
  }

  lifecycleButton(name: string) {
    return this.page.getByRole('group', { name: 'Lifecycle actions' }).getByRole('button', { name });
  }

  async seeLifecycleButtons(names: string[]) {
    await expect(this.page.getByRole('group', { name: 'Lifecycle actions' }).getByRole('button')).toHaveText(names);
  }

  /** Clicks the action and confirms it in the app's dialog. */
  async applyEvent(name: string, confirm = true) {
    await this.lifecycleButton(name).click();
    const dialog = this.page.getByRole('alertdialog').or(this.page.getByRole('dialog'));
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: confirm ? name : 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }

  async seeStatus(label: string) {
    await expect(this.page.locator('header').getByText(label, { exact: true })).toBeVisible();
  }

  history() {
    return this.page.getByRole('list', { name: 'History' }).getByRole('listitem');
  }

  async seeNoAxeViolations(context: string) {
    expect(await axeViolations(this.page), context).toEqual([]);
  }
}
