/** Purchasing (/purchases/*) page objects: the lists, the requisition form, a document's page and its dialogs. */
import { expect, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../support/a11y';

export class PurchasingListPage {
  constructor(
    readonly page: Page,
    readonly title: RegExp,
  ) {}
  grid() {
    return this.page.getByRole('grid', { name: this.title });
  }
  async seeList() {
    await expect(this.page.getByRole('heading', { level: 1, name: this.title })).toBeVisible();
    await expect(this.grid().getByRole('row').nth(1)).toBeVisible();
  }
  async seeNoAxeViolations(what: string) {
    expect(await axeViolations(this.page), what).toEqual([]);
  }
}

export class RequisitionFormPage {
  constructor(readonly page: Page) {}
  form() {
    return this.page.getByRole('form', { name: /^(New requisition|Edit requisition)$/ });
  }
  select(label: string) {
    return this.form().getByRole('combobox', { name: label, exact: true });
  }
  /** Picks the first real option of a select (after the "Choose…" placeholder). */
  async chooseFirst(label: string) {
    const select = this.select(label);
    const value = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(value!);
  }
  line(n: number) {
    return this.form().getByRole('group', { name: `Line ${n}` });
  }
  /** Types a SKU into a line's product picker and picks it with the keyboard (arrow down, Enter). */
  async pickProduct(n: number, sku: string) {
    const picker = this.line(n).getByRole('combobox', { name: 'Product' });
    await picker.focus();
    await this.page.keyboard.type(sku);
    const option = this.page.getByRole('listbox', { name: 'Product' }).getByRole('option').filter({ hasText: sku }).first();
    await expect(option).toBeVisible();
    await this.page.keyboard.press('ArrowDown');
    await this.page.keyboard.press('Enter');
    await expect(picker).not.toHaveAttribute('aria-expanded', 'true');
  }
  quantity(n: number) {
    return this.line(n).getByRole('textbox', { name: 'Quantity' });
  }
}

export class DocumentPage {
  constructor(readonly page: Page) {}
  async see(title: RegExp, status: string) {
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(this.page.locator('main header').getByText(status, { exact: true })).toBeVisible();
  }
  action(name: string) {
    return this.page.locator('main header').getByRole('button', { name, exact: true });
  }
  /** The lifecycle's buttons the page offers now (and Edit / Delete), in order. */
  async actions() {
    return (await this.page.locator('main header button').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  }
  async apply(name: string, confirm = false) {
    await this.action(name).click();
    if (confirm) {
      const dialog = this.page.getByRole('alertdialog').or(this.page.getByRole('dialog'));
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name }).click();
      await expect(dialog).toBeHidden();
    }
  }
  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }
  comparison() {
    return this.page.getByRole('region', { name: /^(Quotations compared|Comparativo de cotizaciones)$/ });
  }
  history(id: string) {
    return this.page.locator(`section[aria-labelledby="${id}"]`);
  }
  link(name: string | RegExp) {
    return this.page.getByRole('main').getByRole('link', { name });
  }
}
