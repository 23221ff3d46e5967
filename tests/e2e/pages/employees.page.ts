/**
 * Page objects of the people screens of Administration (issue 9): a catalog list, its form and a record's page, named
 * by the section's texts; the employees screen's own; and the shell gestures they share (theme, language, screenshots).
 */
import { mkdir } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../support/a11y';
import { seeSettledAnimations } from './customers.page';

export { ApiWire } from '../support/api-wire';
export { dontOverflowHorizontally, seeSettledAnimations } from './customers.page';

/** What names a catalog screen: its title, the New link and the form's names. */
export interface CatalogNames {
  title: string;
  newLink: string;
  createButton: string;
  editForm: string;
  back: string;
}

export class CatalogListPage {
  constructor(
    readonly page: Page,
    readonly names: CatalogNames,
  ) {}
  grid() {
    return this.page.getByRole('grid', { name: this.names.title });
  }
  rows() {
    return this.grid().getByRole('rowgroup').nth(1).getByRole('row');
  }
  search() {
    return this.page.getByRole('searchbox', { name: /^(Search|Buscar)$/ }).or(this.page.getByRole('textbox', { name: /^(Search|Buscar)$/ }));
  }
  filter(label: string) {
    return this.page.getByRole('combobox', { name: label, exact: true });
  }
  pagination() {
    return this.page.getByRole('navigation', { name: /^(Pagination|Paginación)$/ });
  }
  async seeList() {
    await expect(this.page.getByRole('heading', { name: this.names.title, level: 1 })).toBeVisible();
    await expect(this.grid()).toBeVisible();
  }
  /** The list answered its current query and shows rows. */
  async seeSettled() {
    await expect(this.page.getByRole('region', { name: this.names.title }).locator(':scope > [role="status"]')).toHaveText(/^[\d,]+ (results?|resultados?)$/);
    await expect(this.rows().first()).toBeVisible();
  }
  async total(): Promise<number> {
    const text = (await this.page.getByRole('region', { name: this.names.title }).locator(':scope > [role="status"]').textContent()) ?? '';
    return Number(text.replace(/\D/g, ''));
  }
  async columnTexts(column: string): Promise<string[]> {
    const index = (await this.page.locator('[role="grid"] thead th').allTextContents()).findIndex((text) => text.trim().startsWith(column));
    expect(index, `column ${column}`).toBeGreaterThanOrEqual(0);
    return this.rows().evaluateAll((rows, i) => rows.map((r) => (r.querySelectorAll('[role="gridcell"], td')[i]?.textContent ?? '').trim()), index);
  }
  async typeSearch(text: string) {
    await this.search().fill(text);
    await expect.poll(() => new URL(this.page.url()).searchParams.get('q') ?? '').toBe(text.trim());
  }
  async chooseFilter(label: string, option: string) {
    await this.filter(label).selectOption({ label: option });
  }
  async clickNew() {
    await this.page.getByRole('link', { name: this.names.newLink }).click();
  }
  async clickRowNamed(name: string) {
    await this.rows().filter({ hasText: name }).first().click();
  }
  async clickRow(index: number) {
    await this.rows().nth(index).click();
  }
  async seeNoAxeViolations(what: string) {
    expect(await axeViolations(this.page), what).toEqual([]);
  }
}

export class CatalogFormPage {
  constructor(
    readonly page: Page,
    readonly names: CatalogNames,
  ) {}
  form() {
    return this.page.getByRole('form', { name: new RegExp(`^(${this.names.newLink}|${this.names.editForm})$`) });
  }
  field(label: string) {
    return this.form().getByRole('textbox', { name: label, exact: true }).or(this.form().getByRole('combobox', { name: label, exact: true }));
  }
  async fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) {
      const field = this.field(label);
      if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption({ label: value });
      else await field.fill(value);
    }
  }
  /** Chooses an option of a reference field (a picker): types, then clicks the option whose text matches. */
  async pick(label: string, typed: string, option: string | RegExp = typed) {
    const input = this.form().getByRole('combobox', { name: label, exact: true });
    await input.fill(typed);
    const choice = this.page.getByRole('option', { name: option }).first();
    await expect(choice).toBeVisible();
    await choice.click();
  }
  /** The options a picker offers for what is typed (after its search answered). */
  async optionsFor(label: string, typed: string): Promise<string[]> {
    const input = this.form().getByRole('combobox', { name: label, exact: true });
    await input.fill(typed);
    const listbox = this.page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    await expect(listbox.getByRole('status')).toHaveCount(0);
    const options = await listbox.getByRole('option').allTextContents();
    await input.press('Escape');
    return options;
  }
  async seeFieldError(label: string, message: string | RegExp) {
    const field = this.field(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(typeof message === 'string' ? new RegExp(message) : message);
  }
  async clickCreate() {
    await this.form().getByRole('button', { name: this.names.createButton }).click();
  }
  async clickSave() {
    await this.form().getByRole('button', { name: /^(Save|Guardar)$/ }).click();
  }
}

export class CatalogRecordPage {
  constructor(
    readonly page: Page,
    readonly names: CatalogNames,
  ) {}
  async seeTitle(name: string) {
    await expect(this.page.getByRole('main').getByRole('heading', { name, level: 1 })).toBeVisible();
  }
  detail(term: string) {
    return this.page.getByRole('main').getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::*[1]');
  }
  async seeDetail(term: string, value: string | RegExp) {
    await expect(this.detail(term)).toHaveText(value);
  }
  async seeStatus(label: string) {
    await expect(this.page.getByRole('main').locator('header').filter({ has: this.page.getByRole('heading', { level: 1 }) }).getByText(label, { exact: true })).toBeVisible();
  }
  button(name: string) {
    return this.page.getByRole('main').getByRole('button', { name, exact: true });
  }
  async clickEdit() {
    await this.button('Edit').click();
  }
  deleteDialog() {
    return this.page.getByRole('alertdialog', { name: 'Delete this record?' });
  }
  inUseDialog() {
    return this.page.getByRole('alertdialog', { name: 'This record is in use' }).or(this.page.getByRole('dialog', { name: 'This record is in use' }));
  }
  deactivateDialog() {
    return this.page.getByRole('alertdialog', { name: 'Deactivate this record?' });
  }
  undoToast() {
    return this.page.getByRole('status').filter({ has: this.page.getByRole('button', { name: 'Undo' }) });
  }
  /** Delete, confirmed in its dialog. */
  async clickDelete() {
    await this.button('Delete').click();
    await expect(this.deleteDialog()).toBeVisible();
    await seeSettledAnimations(this.deleteDialog());
    await this.deleteDialog().getByRole('button', { name: 'Delete', exact: true }).click();
  }
  async clickDeactivate() {
    await this.button('Deactivate').click();
    await expect(this.deactivateDialog()).toBeVisible();
    await seeSettledAnimations(this.deactivateDialog());
    await this.deactivateDialog().getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expect(this.deactivateDialog()).toBeHidden();
  }
  async clickBack() {
    await this.page.getByRole('link', { name: this.names.back }).first().click();
  }
}

/** The shell's theme switch (light or dark) through the settings drawer. */
export async function chooseScheme(page: Page, scheme: 'Light' | 'Dark') {
  await page.getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByText(scheme, { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(new RegExp(`scheme-${scheme.toLowerCase()}`));
  await drawer.getByRole('button', { name: 'Close settings' }).click();
  await expect(drawer).toBeHidden();
}

/** Switches the interface to Spanish (Mexico). */
export async function chooseSpanish(page: Page) {
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: /Español/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
}

/** A screenshot for people to look at (/tmp/shots/people), besides the test's own output. */
export async function shoot(page: Page, name: string, target?: Locator) {
  await mkdir('/tmp/shots/people', { recursive: true });
  await (target ?? page).screenshot({ path: `/tmp/shots/people/${name}.png`, ...(target ? {} : { fullPage: true }) });
}

export const employeeNames: CatalogNames = {
  title: 'Employees',
  newLink: 'New employee',
  createButton: 'Create employee',
  editForm: 'Edit employee',
  back: 'Back to employees',
};
