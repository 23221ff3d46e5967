/** Manufacture (/manufacture) page objects: the work orders list, the new-order form, an order's page. */
import { expect, type Page } from '@playwright/test';
import { axeViolations } from '../support/a11y';

export class WorkOrdersListPage {
  constructor(readonly page: Page) {}
  grid() {
    return this.page.getByRole('grid', { name: /^(Work orders|Órdenes de trabajo)$/ });
  }
  async seeList() {
    await expect(this.page.getByRole('heading', { level: 1, name: /^(Work orders|Órdenes de trabajo)$/ })).toBeVisible();
    await expect(this.grid().getByRole('row').nth(1)).toBeVisible();
  }
  filter(label: string) {
    return this.page.getByRole('combobox', { name: label, exact: true });
  }
  async clickNew() {
    await this.page.getByRole('link', { name: 'New work order' }).click();
  }
  async seeNoAxeViolations(what: string) {
    expect(await axeViolations(this.page), what).toEqual([]);
  }
}

export class WorkOrderFormPage {
  constructor(readonly page: Page) {}
  form() {
    return this.page.getByRole('form', { name: /^(New work order|Edit work order)$/ });
  }
  kitPicker() {
    return this.form().getByRole('combobox', { name: 'Kit', exact: true });
  }
  /** Types a SKU into the kit picker and picks its option with the keyboard (arrow down, Enter). */
  async pickKitWithKeyboard(sku: string) {
    await this.kitPicker().focus();
    await this.page.keyboard.type(sku);
    const option = this.page.getByRole('listbox', { name: 'Kit' }).getByRole('option').filter({ hasText: sku }).first();
    await expect(option).toBeVisible();
    await this.page.keyboard.press('ArrowDown');
    await this.page.keyboard.press('Enter');
    await expect(this.kitPicker()).not.toHaveAttribute('aria-expanded', 'true');
  }
  quantity() {
    return this.form().getByRole('textbox', { name: 'Kits to assemble', exact: true });
  }
  warehouse() {
    return this.form().getByRole('combobox', { name: 'Warehouse', exact: true });
  }
  components() {
    return this.page.getByRole('region', { name: 'Components needed and available' });
  }
  async clickCreate() {
    await this.form().getByRole('button', { name: 'Create work order' }).click();
  }
}

export class WorkOrderPage {
  constructor(readonly page: Page) {}
  async seeOrder(number: RegExp | string, status: string) {
    await expect(this.page.getByRole('heading', { level: 1, name: typeof number === 'string' ? `Work order ${number}` : number })).toBeVisible();
    await expect(this.page.locator('header').getByText(status, { exact: true })).toBeVisible();
  }
  action(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }
  /** The buttons of the header, in order (the lifecycle's events the order takes now, then Edit / Delete). */
  async actions() {
    return this.page.locator('main header button').allInnerTexts();
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
  history() {
    return this.page.getByRole('region', { name: /^(History|Historial)$/ }).or(this.page.locator('section[aria-labelledby="work-order-history"]'));
  }
}
