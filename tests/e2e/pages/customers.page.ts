import { expect, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../support/a11y';

/**
 * What the page sent to the API. In demo mode the Mirage mock answers inside the page (pretender replaces
 * `window.fetch`), so API calls never reach the network: `page.on('request')` does not see them and `page.route`
 * cannot change them. The request layer looks `globalThis.fetch` up on every call, so an init script that wraps
 * whatever is assigned to `window.fetch` (Mirage's fetch included) sees every call the app makes, and can make one
 * fail the way a dead connection does (a fetch TypeError) or rewrite a header on its way to the mock.
 */
export interface ApiCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  ifMatch: string | null;
  subdomain: string | null;
  body: string | null;
  /** False when the call was failed here (unreachable) and never got to the mock. */
  delivered: boolean;
}

interface Wire {
  calls: ApiCall[];
  /** API calls fail with `TypeError: Failed to fetch` (no answer from the services). */
  unreachable: boolean;
  /** X-Subdomain of every API call is replaced by this (a request edited on its way, T2). */
  subdomain: string | null;
}

export class ApiWire {
  constructor(readonly page: Page) {}

  /** Installs the recorder in every document the page loads from now on (call before the first goto). */
  static async install(page: Page): Promise<ApiWire> {
    await page.addInitScript(() => {
      const wire: Wire = { calls: [], unreachable: false, subdomain: null };
      (window as unknown as { __wire: Wire }).__wire = wire;
      const native = window.fetch;
      let current: typeof fetch = native;
      const toPath = (input: RequestInfo | URL): string => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const parsed = new URL(url, location.href);
        return parsed.origin === location.origin ? `${parsed.pathname}${parsed.search}` : parsed.href;
      };
      const wrapped = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
        const path = toPath(input);
        if (!path.startsWith('/api/')) return native.call(window, input, init);
        const raw = init?.headers ?? {};
        const headers: Record<string, string> = {};
        if (Array.isArray(raw)) for (const [k, v] of raw) headers[k] = v;
        else if (typeof (raw as Headers).forEach === 'function') (raw as Headers).forEach((v, k) => (headers[k] = v));
        else Object.assign(headers, raw);
        const get = (name: string) => Object.entries(headers).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1] ?? null;
        if (wire.subdomain !== null) {
          for (const k of Object.keys(headers)) if (k.toLowerCase() === 'x-subdomain') delete headers[k];
          headers['X-Subdomain'] = wire.subdomain;
        }
        wire.calls.push({
          method: (init?.method ?? 'GET').toUpperCase(),
          path,
          idempotencyKey: get('Idempotency-Key'),
          ifMatch: get('If-Match'),
          subdomain: get('X-Subdomain'),
          body: typeof init?.body === 'string' ? init.body : null,
          delivered: !wire.unreachable,
        });
        if (wire.unreachable) return Promise.reject(new TypeError('Failed to fetch'));
        return current.call(window, input, { ...init, headers });
      };
      Object.defineProperty(window, 'fetch', {
        configurable: true,
        get: () => wrapped,
        set: (value: typeof fetch) => {
          // Mirage's shutdown puts back what it found (this wrapper): keep the mock's fetch then.
          if (value !== wrapped) current = value;
        },
      });
    });
    return new ApiWire(page);
  }

  calls(filter: { method?: string; path?: RegExp; delivered?: boolean } = {}): Promise<ApiCall[]> {
    return this.page.evaluate(() => (window as unknown as { __wire: Wire }).__wire.calls).then((calls) =>
      calls.filter((c) => (filter.method === undefined || c.method === filter.method) && (filter.path === undefined || filter.path.test(c.path)) && (filter.delivered === undefined || c.delivered === filter.delivered)),
    );
  }

  setUnreachable(unreachable: boolean) {
    return this.page.evaluate((value) => ((window as unknown as { __wire: Wire }).__wire.unreachable = value), unreachable);
  }

  rewriteSubdomain(subdomain: string | null) {
    return this.page.evaluate((value) => ((window as unknown as { __wire: Wire }).__wire.subdomain = value), subdomain);
  }
}

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
    return this.page.getByRole('grid', { name: 'Customers' });
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
  async columnTexts(index: number): Promise<string[]> {
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
  field(label: string) {
    return this.form().getByRole('textbox', { name: label, exact: true });
  }
  async fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
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
  const { mainRight, mainOverflow, widest } = await page.evaluate((w) => {
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
  // Soft: one overflowing screen does not hide what the next screens do.
  expect.soft(mainRight, 'the main content ends inside the viewport').toBeLessThanOrEqual(width + 0.5);
  expect.soft(mainOverflow, 'the main content does not scroll sideways').toBeLessThanOrEqual(1);
  expect.soft(widest, `content past ${width}px`).toEqual([]);
}

