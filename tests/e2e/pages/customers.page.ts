import { expect, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../support/a11y';

export { ApiWire, type ApiCall } from '../support/api-wire';

/** Waits until the element's own and its children's animations (a dialog fading in) have finished. */
export async function seeSettledAnimations(locator: Locator) {
  await locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
}

/** Lower case without accents, as the list's search compares. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The customers list (/admin/customers). */
export class CustomersListPage {
  constructor(readonly page: Page) {}

  grid() {
    return this.page.getByRole('grid', { name: /^(Customers|Clientes)$/ });
  }
  rows() {
    return this.grid().getByRole('rowgroup').nth(1).getByRole('row');
  }
  search() {
    return this.page.getByRole('searchbox', { name: 'Search' }).or(this.page.getByRole('textbox', { name: 'Search' }));
  }
  statusFilter() {
    return this.page.getByRole('combobox', { name: 'Status' });
  }
  pagination() {
    return this.page.getByRole('navigation', { name: 'Pagination' });
  }
  header(name: string) {
    return this.grid().getByRole('columnheader', { name });
  }

  async seeList(range: string | RegExp) {
    await expect(this.page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    await expect(this.grid()).toBeVisible();
    await expect(this.pagination()).toContainText(range);
  }

  /** The list's live status line ("2,000 results" once loaded, "Loading…" before). */
  resultsStatus() {
    return this.page.getByRole('region', { name: /^(Customers|Clientes)$/ }).locator(':scope > [role="status"]');
  }
  /** The list has answered its current query (the address holds it) and shows rows. */
  async seeSettled() {
    await expect(this.resultsStatus()).toHaveText(/^[\d,]+ (results?|resultados?)$/);
    await expect(this.rows().first()).toBeVisible();
  }

  /** The text of one column (by its position) of the rendered rows. */
  /** The texts of one column of the rendered rows, by its index or its header (the visible columns may change). */
  async columnTexts(column: number | string): Promise<string[]> {
    const index =
      typeof column === 'number'
        ? column
        : (await this.page.locator('[role="grid"] thead th').allTextContents()).findIndex((text) => text.trim().startsWith(column));
    expect(index, `column ${String(column)}`).toBeGreaterThanOrEqual(0);
    return this.rows().evaluateAll((rows, i) => rows.map((r) => (r.querySelectorAll('[role="gridcell"], td')[i]?.textContent ?? '').trim()), index);
  }
  /** Every rendered row as its accessible text (enough to tell two lists apart). */
  async rowTexts(): Promise<string[]> {
    return this.rows().evaluateAll((rows) => rows.map((r) => (r.textContent ?? '').trim()));
  }

  /** Types into Search and waits until the address holds it (the search runs after its debounce). */
  async typeSearch(text: string) {
    await this.search().fill(text);
    await expect.poll(() => new URL(this.page.url()).searchParams.get('q') ?? '').toBe(text.trim());
  }
  async clickSortBy(name: string) {
    await this.header(name).getByRole('button', { name }).click();
  }
  async seeSorted(name: string, direction: 'ascending' | 'descending') {
    await expect(this.header(name)).toHaveAttribute('aria-sort', direction);
  }
  async chooseStatus(label: 'All' | 'Active' | 'Inactive') {
    await this.statusFilter().selectOption({ label });
  }
  async clickNewCustomer() {
    await this.page.getByRole('link', { name: 'New customer' }).click();
  }
  async clickRowNamed(name: string) {
    await this.rows().filter({ hasText: name }).first().click();
  }
  async clickExport() {
    await this.page.getByRole('button', { name: 'Export CSV' }).click();
  }
  async seeNoAxeViolations(what: string) {
    expect(await axeViolations(this.page), what).toEqual([]);
  }
}

/** The customer form (New customer, or Edit on a customer's page). */
export class CustomerFormPage {
  constructor(readonly page: Page) {}

  form() {
    return this.page.getByRole('form', { name: /^(New customer|Edit customer|Nuevo cliente|Editar cliente)$/ });
  }
  /** A text field, or a select (a Mexican customer's State is chosen from the list of states). */
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
  async seeFieldError(label: string, message: string) {
    const field = this.field(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
    // The message is the field's own (its aria-describedby), visible, under the control.
    const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
    const own = this.page.locator(ids.map((id) => `[id="${id}"]`).join(', ')).filter({ hasText: message });
    await expect(own).toBeVisible();
    const [fieldBox, messageBox] = await Promise.all([field.boundingBox(), own.boundingBox()]);
    expect(fieldBox && messageBox && messageBox.y >= fieldBox.y + fieldBox.height - 1, `${label}: its message is under it`).toBe(true);
  }
  async dontSeeFieldError(label: string) {
    await expect(this.field(label)).not.toHaveAttribute('aria-invalid', 'true');
  }
  createButton() {
    return this.form().getByRole('button', { name: 'Create customer' });
  }
  saveButton() {
    return this.form().getByRole('button', { name: 'Save', exact: true });
  }
  async clickCreate() {
    await this.createButton().click();
  }
  async clickSave() {
    await this.saveButton().click();
  }
  async seeRestoredDraftNotice() {
    await expect(this.page.getByRole('status').filter({ hasText: 'Restored unsaved changes from your last visit.' })).toBeVisible();
  }
  async seeOutboxNotice() {
    await expect(this.page.getByRole('status').filter({ hasText: 'Waiting for the connection — will be sent automatically.' })).toBeVisible();
  }
  async dontSeeOutboxNotice() {
    await expect(this.page.getByText('Waiting for the connection — will be sent automatically.')).toHaveCount(0);
  }
}

/** A customer's page (/admin/customers/<id>). */
export class CustomerRecordPage {
  constructor(readonly page: Page) {}

  async seeCustomer(name: string) {
    await expect(this.page.getByRole('main').getByRole('heading', { name, level: 1 })).toBeVisible();
  }
  detail(term: string) {
    return this.page.getByRole('main').getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::*[1]');
  }
  async seeDetail(term: string, value: string | RegExp) {
    await expect(this.detail(term)).toHaveText(value);
  }
  async version(): Promise<number> {
    return Number(await this.detail('Version').textContent());
  }
  async seeStatus(label: 'Active' | 'Inactive') {
    await expect(this.page.getByRole('main').locator('header').filter({ has: this.page.getByRole('heading', { level: 1 }) }).getByText(label, { exact: true })).toBeVisible();
  }
  async clickEdit() {
    await this.page.getByRole('button', { name: 'Edit', exact: true }).click();
  }
  /** Deactivate, confirming the question when the product asks one (a confirmation is being added to the kit). */
  async clickDeactivate() {
    await this.page.getByRole('main').getByRole('button', { name: 'Deactivate', exact: true }).click();
    const question = this.page.getByRole('alertdialog', { name: /^(Deactivate this record\?|kit\.record\.deactivate\.title)$/ });
    const done = this.page.getByRole('status').filter({ has: this.page.getByRole('button', { name: 'Undo' }) });
    await expect(question.or(done)).toBeVisible();
    if (await question.isVisible()) {
      await seeSettledAnimations(question);
      expect(await axeViolations(this.page), 'deactivate question').toEqual([]);
      await question.getByRole('button', { name: /^(Deactivate|kit\.record\.deactivate\.confirm)$/ }).click();
      await expect(question).toBeHidden();
    }
  }
  async clickDelete() {
    await this.page.getByRole('main').getByRole('button', { name: 'Delete', exact: true }).click();
  }
  undoToast() {
    return this.page.getByRole('status').filter({ has: this.page.getByRole('button', { name: 'Undo' }) });
  }
  async seeUndoToast(message: string) {
    await expect(this.undoToast()).toContainText(message);
  }
  async clickUndo() {
    await this.undoToast().getByRole('button', { name: 'Undo' }).click();
  }
  deleteDialog() {
    return this.page.getByRole('alertdialog', { name: 'Delete this record?' });
  }
  conflictDialog() {
    return this.page.getByRole('dialog', { name: 'Someone else changed this record' }).or(
      this.page.getByRole('alertdialog', { name: 'Someone else changed this record' }),
    );
  }
}

/** The question asked before unsaved changes are left. */
export class LeaveDialog {
  constructor(readonly page: Page) {}
  dialog() {
    return this.page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).or(this.page.getByRole('dialog', { name: 'Discard unsaved changes?' }));
  }
  async seeAsked() {
    await expect(this.dialog()).toBeVisible();
    await seeSettledAnimations(this.dialog());
  }
  async clickStay() {
    await this.dialog().getByRole('button', { name: 'Stay on this page' }).click();
    await expect(this.dialog()).toBeHidden();
  }
  async clickDiscardAndLeave() {
    await this.dialog().getByRole('button', { name: 'Discard and leave' }).click();
    await expect(this.dialog()).toBeHidden();
  }
}

/**
 * The section's content (the main landmark) fits `width`: nothing in it reaches past the viewport unless it
 * scrolls inside its own box (the table). The shell's top bar at 320 px is issue 13's (point 7) and is not
 * judged here.
 */
export async function dontOverflowHorizontally(page: Page, width: number) {
  // Measured until it fits, for up to 5 s: the page answers a new width or language a frame or two later (the last
  // measure is what is judged, so a real overflow still fails and names what sticks out).
  const measure = () => page.evaluate((w) => {
    const main = document.querySelector('main')!;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== main; p = p.parentElement) {
        const overflowX = getComputedStyle(p).overflowX;
        if ((overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') && p.getBoundingClientRect().right <= w + 0.5) return true;
      }
      return false;
    };
    const past = [...main.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > w + 0.5 && !clipped(el));
    const outermost = past.filter((el) => !past.some((other) => other !== el && other.contains(el)));
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[aria-label="${el.getAttribute('aria-label')}"]` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} right=${Math.round(el.getBoundingClientRect().right)}`;
    return { mainRight: main.getBoundingClientRect().right, mainOverflow: main.scrollWidth - main.clientWidth, widest: outermost.slice(0, 5).map(name) };
  }, width);
  let measured = await measure();
  for (let tries = 0; tries < 25 && (measured.mainRight > width + 0.5 || measured.mainOverflow > 1 || measured.widest.length > 0); tries++) {
    await page.waitForTimeout(200);
    measured = await measure();
  }
  const { mainRight, mainOverflow, widest } = measured;
  // Soft: one overflowing screen does not hide what the next screens do.
  expect.soft(mainRight, 'the main content ends inside the viewport').toBeLessThanOrEqual(width + 0.5);
  expect.soft(mainOverflow, 'the main content does not scroll sideways').toBeLessThanOrEqual(1);
  expect.soft(widest, `content past ${width}px`).toEqual([]);
}

