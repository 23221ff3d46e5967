import { expect, type Page } from '@playwright/test';
import { axeViolations } from '../support/a11y';
import { seeSettledAnimations } from './customers.page';

export { seeSettledAnimations };

/** A business list of the banking and providers screens, by its grid's name. */
export class ResourceListPage {
  constructor(
    readonly page: Page,
    readonly name: RegExp,
  ) {}
  grid() {
    return this.page.getByRole('grid', { name: this.name });
  }
  rows() {
    return this.grid().getByRole('rowgroup').nth(1).getByRole('row');
  }
  async seeSettled() {
    await expect(this.page.getByRole('region', { name: this.name }).locator(':scope > [role="status"]')).toHaveText(/^[\d,]+ (results?|resultados?)$/);
    await expect(this.rows().first()).toBeVisible();
  }
  async typeSearch(text: string) {
    await this.page.getByRole('searchbox', { name: /^(Search|Buscar)$/ }).or(this.page.getByRole('textbox', { name: /^(Search|Buscar)$/ })).fill(text);
    await expect.poll(() => new URL(this.page.url()).searchParams.get('q') ?? '').toBe(text);
  }
  async columnTexts(header: string): Promise<string[]> {
    const index = (await this.grid().locator('thead th').allTextContents()).findIndex((t) => t.trim().startsWith(header));
    expect(index, header).toBeGreaterThanOrEqual(0);
    return this.rows().evaluateAll((rows, i) => rows.map((r) => (r.querySelectorAll('[role="gridcell"], td')[i]?.textContent ?? '').trim()), index);
  }
  async clickRowNamed(name: string) {
    await this.rows().filter({ hasText: name }).first().click();
  }
  async seeNoAxeViolations(what: string) {
    expect(await axeViolations(this.page), what).toEqual([]);
  }
}

/** A form of these screens (New ..., Edit ...), its fields by their labels. */
export class ResourceFormPage {
  constructor(
    readonly page: Page,
    readonly name: RegExp,
  ) {}
  form() {
    return this.page.getByRole('form', { name: this.name });
  }
  field(label: string, within = this.form()) {
    return within.getByRole('textbox', { name: label, exact: true }).or(within.getByRole('combobox', { name: label, exact: true }));
  }
  async fill(values: Record<string, string>, within = this.form()) {
    for (const [label, value] of Object.entries(values)) {
      const field = this.field(label, within);
      if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption({ label: value });
      else await field.fill(value);
    }
  }
  /** The message is the field's own: aria-invalid, its accessible description, shown. */
  async seeFieldError(label: string, message: string | RegExp, within = this.form()) {
    const field = this.field(label, within);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message instanceof RegExp ? message : new RegExp(message));
    const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
    await expect(this.page.locator(ids.map((id) => `[id="${id}"]`).join(', ')).filter({ hasText: message })).toBeVisible();
  }
  async clickButton(name: string | RegExp) {
    await this.form().getByRole('button', { name }).click();
  }
}

/** A record page of these screens. */
export class ResourceRecordPage {
  constructor(readonly page: Page) {}
  async seeTitle(name: string) {
    await expect(this.page.getByRole('main').getByRole('heading', { name, level: 1 })).toBeVisible();
  }
  detail(term: string | RegExp) {
    return this.page.getByRole('main').getByRole('term').filter({ hasText: term instanceof RegExp ? term : new RegExp(`^${term}$`) }).locator('xpath=following-sibling::*[1]');
  }
  async seeStatus(label: string) {
    await expect(this.page.getByRole('main').locator('header').filter({ has: this.page.getByRole('heading', { level: 1 }) }).getByText(label, { exact: true })).toBeVisible();
  }
  async clickAction(name: string) {
    await this.page.getByRole('main').getByRole('button', { name, exact: true }).click();
  }
  /** Deactivate, answering the question when the kit asks one. */
  async clickDeactivate(label = 'Deactivate') {
    await this.clickAction(label);
    const question = this.page.getByRole('alertdialog');
    const done = this.undoToast();
    await expect(question.or(done).first()).toBeVisible();
    if (await question.isVisible()) {
      await seeSettledAnimations(question);
      await question.getByRole('button', { name: label, exact: true }).click();
      await expect(question).toBeHidden();
    }
  }
  undoToast() {
    return this.page.getByRole('status').filter({ has: this.page.getByRole('button', { name: /^(Undo|Deshacer)$/ }) });
  }
}
