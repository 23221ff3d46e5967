import { expect, type Page } from '@playwright/test';
import { axeViolations } from '../support/a11y';

/**
 * The products section's API traffic, seen and shaped inside the page.
 *
 * In demo mode the Mirage mock answers inside the page (pretender replaces `window.fetch`): API calls never reach the
 * network, so `page.on('request')` does not see them and `page.route` cannot delay, fake or rewrite them. The request
 * layer looks `globalThis.fetch` up on every call, so an init script that wraps whatever is assigned to `window.fetch`
 * (the mock's fetch included) sees every call the app makes. Rules do what a `page.route` handler would: hold an
 * answer back (`delayMs`), answer in the mock's place (`fulfil`), or change `X-Subdomain` on the way (T2).
 * State lives in the document: a full navigation (goto, reload) starts a fresh recorder with no rules.
 */
export interface WireCall {
  seq: number;
  method: string;
  path: string;
  subdomain: string | null;
  /** The app's AbortSignal had fired by the time the answer was handed over (or refused). */
  aborted: boolean;
  /** Order in which answers were handed back to the app (null: not yet, or refused). */
  deliveredAs: number | null;
  status: number | null;
  /** Which rule touched it (its `name`), if any. */
  rule: string | null;
}

export interface WireRule {
  name: string;
  method?: string;
  /** A RegExp source matched against path + query. */
  path: string;
  /** How many calls it applies to (default: every one). */
  times?: number;
  /** Hold the mock's answer back this long. */
  delayMs?: number;
  /** Deliver the held answer even when the app aborted meanwhile (an answer already on its way). */
  ignoreAbort?: boolean;
  /** Answer in the mock's place. */
  fulfil?: { status: number; contentType: string; body: string };
  /** Replace X-Subdomain. */
  subdomain?: string;
}

interface WireState {
  calls: WireCall[];
  rules: (WireRule & { used: number })[];
  delivered: number;
}

export class ProductsWire {
  constructor(readonly page: Page) {}

  /** Installs the recorder in every document the page loads from now on (call before the first goto). */
  static async install(page: Page): Promise<ProductsWire> {
    await page.addInitScript(() => {
      const wire: WireState = { calls: [], rules: [], delivered: 0 };
      (window as unknown as { __productsWire: WireState }).__productsWire = wire;
      const native = window.fetch;
      let current: typeof fetch = native;
      const toPath = (input: RequestInfo | URL): string => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const parsed = new URL(url, location.href);
        return parsed.origin === location.origin ? `${parsed.pathname}${parsed.search}` : parsed.href;
      };
      const abortError = () => new DOMException('The operation was aborted.', 'AbortError');
      const wrapped = async function (this: unknown, input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
        const path = toPath(input);
        if (!path.startsWith('/api/')) return native.call(window, input, init);
        const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
        const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
        const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined) ?? undefined;
        const rule = wire.rules.find(
          (r) => (r.method === undefined || r.method === method) && new RegExp(r.path).test(path) && (r.times === undefined || r.used < r.times),
        );
        if (rule) rule.used += 1;
        if (rule?.subdomain !== undefined) headers.set('X-Subdomain', rule.subdomain);
        const call: WireCall = {
          seq: wire.calls.length + 1,
          method,
          path,
          subdomain: headers.get('X-Subdomain'),
          aborted: false,
          deliveredAs: null,
          status: null,
          rule: rule?.name ?? null,
        };
        wire.calls.push(call);
        const deliver = (response: Response) => {
          call.aborted = signal?.aborted ?? false;
          call.status = response.status;
          call.deliveredAs = ++wire.delivered;
          return response;
        };
        if (rule?.fulfil) {
          const { status, contentType, body } = rule.fulfil;
          return deliver(new Response(body, { status, headers: { 'Content-Type': contentType } }));
        }
        const refused = (error: unknown) => {
          // The mock honours the signal too: an abort while it answers rejects its promise.
          call.aborted = signal?.aborted ?? false;
          throw error;
        };
        // An answer already on its way: the mock is not told about the abort (it would reject at once).
        const answer = current.call(window, input, { ...init, headers, ...(rule?.ignoreAbort ? { signal: null } : {}) });
        if (!rule?.delayMs) return answer.then(deliver, refused);
        const response = await answer.catch(refused);
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, rule.delayMs);
          if (!rule.ignoreAbort && signal) {
            const onAbort = () => {
              clearTimeout(timer);
              call.aborted = true;
              reject(abortError());
            };
            if (signal.aborted) onAbort();
            else signal.addEventListener('abort', onAbort, { once: true });
          }
        });
        return deliver(response);
      };
      Object.defineProperty(window, 'fetch', {
        configurable: true,
        get: () => wrapped,
        set: (value: typeof fetch) => {
          // The mock's shutdown puts back what it found (this wrapper): keep the mock's fetch then.
          if (value !== wrapped) current = value;
        },
      });
    });
    return new ProductsWire(page);
  }

  async calls(filter: { method?: string; path?: RegExp } = {}): Promise<WireCall[]> {
    const calls = await this.page.evaluate(() => (window as unknown as { __productsWire: WireState }).__productsWire.calls);
    return calls.filter((c) => (filter.method === undefined || c.method === filter.method) && (filter.path === undefined || filter.path.test(c.path)));
  }

  addRule(rule: WireRule) {
    return this.page.evaluate((r) => (window as unknown as { __productsWire: WireState }).__productsWire.rules.push({ ...r, used: 0 }), rule);
  }

  removeRule(name: string) {
    return this.page.evaluate((n) => {
      const wire = (window as unknown as { __productsWire: WireState }).__productsWire;
      wire.rules = wire.rules.filter((r) => r.name !== n);
    }, name);
  }

  /** Forget the calls seen so far (the rules stay). */
  clear() {
    return this.page.evaluate(() => ((window as unknown as { __productsWire: WireState }).__productsWire.calls = []));
  }
}

/** Minor units of a formatted amount ("MX$1,203.65", "$1,203.65 MXN" → 120365). */
export function minorUnits(text: string): number {
  const digits = text.replace(/[^\d.-]/g, '');
  return Math.round(Number(digits) * 100);
}

/** The products list (/inventory/products). */
export class ProductsListPage {
  constructor(readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { name: /^(Products|Productos)$/, level: 1 });
  }
  grid() {
    return this.page.getByRole('grid', { name: /^(Products|Productos)$/ });
  }
  rows() {
    return this.grid().getByRole('rowgroup').nth(1).getByRole('row');
  }
  search() {
    return this.page.getByRole('searchbox', { name: /^(Search|Buscar)$/ }).or(this.page.getByRole('textbox', { name: /^(Search|Buscar)$/ }));
  }
  filter(label: 'Status' | 'Kit' | 'Category') {
    return this.page.getByRole('combobox', { name: label, exact: true });
  }
  pagination() {
    return this.page.getByRole('navigation', { name: /^(Pagination|Paginación)$/ });
  }
  header(name: string) {
    return this.grid().getByRole('columnheader', { name, exact: true });
  }
  /** The list's live status line ("10,000 results" once loaded, "Loading…" before). */
  resultsStatus() {
    return this.page.getByRole('region', { name: /^(Products|Productos)$/ }).locator(':scope > [role="status"]');
  }

  async seeList(range: string | RegExp) {
    await expect(this.heading()).toBeVisible();
    await expect(this.grid()).toBeVisible();
    await expect(this.pagination()).toContainText(range);
  }
  /** The list has answered its current query and shows rows. */
  async seeSettled() {
    await expect(this.resultsStatus()).toHaveText(/^[\d,]+ (results?|resultados?)$/);
    await expect(this.grid()).toHaveAttribute('aria-busy', 'false');
    await expect(this.rows().first()).toBeVisible();
  }
  async seeSorted(name: string, direction: 'ascending' | 'descending') {
    await expect(this.header(name)).toHaveAttribute('aria-sort', direction);
  }

  /** The header names of the visible columns, in order. */
  headerNames(): Promise<string[]> {
    return this.grid().getByRole('columnheader').allTextContents().then((t) => t.map((s) => s.trim()));
  }
  /** The text of one column (by its header) of the rendered rows. */
  async columnTexts(header: string): Promise<string[]> {
    const index = (await this.headerNames()).indexOf(header);
    expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
    return this.rows().evaluateAll(
      (rows, i) => rows.map((r) => (r.querySelectorAll('[role="gridcell"], td')[i]?.textContent ?? '').trim()),
      index,
    );
  }
  rowTexts(): Promise<string[]> {
    return this.rows().evaluateAll((rows) => rows.map((r) => (r.textContent ?? '').trim()));
  }

  async typeSearch(text: string) {
    await this.search().fill(text);
    await expect.poll(() => new URL(this.page.url()).searchParams.get('q') ?? '').toBe(text.trim());
  }
  async clickSortBy(name: string) {
    await this.header(name).getByRole('button', { name, exact: true }).click();
  }
  async chooseFilter(label: 'Status' | 'Kit' | 'Category', option: string) {
    await this.filter(label).selectOption({ label: option });
  }
  async clickNewProduct() {
    await this.page.getByRole('link', { name: 'New product' }).click();
  }
  async clickRow(index: number) {
    await this.rows().nth(index).click();
  }

  /** Keyboard: focus the grid's row in the tab order (roving tabindex), then press keys on it. */
  async focusGrid() {
    const row = this.grid().locator('tr[tabindex="0"]');
    await row.focus();
    await expect(row).toBeFocused();
  }
  async press(key: string) {
    await this.page.keyboard.press(key);
  }
  focusedRowText() {
    return this.page.evaluate(() => (document.activeElement?.closest('tr')?.textContent ?? '').trim());
  }

  errorState() {
    return this.page.getByRole('region', { name: 'Products' }).getByRole('alert');
  }
  async seeErrorState(message: string | RegExp) {
    await expect(this.errorState()).toContainText(message);
    await expect(this.errorState().getByRole('button', { name: 'Retry' }).or(this.errorState().getByRole('button', { name: 'Try again' }))).toBeVisible();
  }
  async clickRetry() {
    await this.errorState().getByRole('button', { name: /^(Retry|Try again)$/ }).click();
  }

  async seeNoAxeViolations(what: string) {
    expect(await axeViolations(this.page), what).toEqual([]);
  }
}

/** The product form: New product, or Edit on a product's page. */
export class ProductFormPage {
  constructor(readonly page: Page) {}

  form() {
    return this.page.getByRole('form', { name: /^(New product|Edit product)$/ });
  }
  field(label: string) {
    return this.form().getByRole('textbox', { name: label, exact: true });
  }
  async fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }
  async chooseUnit(label: string) {
    await this.form().getByRole('combobox', { name: 'Unit', exact: true }).selectOption({ label });
  }
  componentRows() {
    return this.form().getByRole('group', { name: 'Kit components' }).getByRole('listitem');
  }
  componentPicker(n: number) {
    return this.form().getByRole('combobox', { name: `Component ${n}`, exact: true });
  }
  componentQuantity(n: number) {
    return this.componentRows().nth(n - 1).getByRole('textbox', { name: 'Quantity', exact: true });
  }
  async clickAddComponent() {
    const before = await this.componentRows().count();
    await this.form().getByRole('button', { name: 'Add component' }).click();
    await expect(this.componentRows()).toHaveCount(before + 1);
  }
  /** Types into the picker of component n, then picks the option whose text contains `option`. */
  async pickComponent(n: number, query: string, option: string | RegExp) {
    await this.componentPicker(n).fill(query);
    const choice = this.page.getByRole('listbox', { name: `Component ${n}` }).getByRole('option').filter({ hasText: option }).first();
    await choice.click();
    await expect(this.componentPicker(n)).not.toHaveAttribute('aria-expanded', 'true');
  }
  async setQuantity(n: number, value: string) {
    await this.componentQuantity(n).fill(value);
  }

  /** The message under a control: its aria-invalid, its own (aria-describedby) visible text, placed below it. */
  async seeErrorUnder(control: ReturnType<Page['getByRole']>, message: string | RegExp, what: string) {
    await expect(control, what).toHaveAttribute('aria-invalid', 'true');
    await expect(control, what).toHaveAccessibleDescription(message);
    const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
    const own = this.page.locator(ids.map((id) => `[id="${id}"]`).join(', ')).filter({ hasText: message });
    await expect(own, what).toBeVisible();
    const [controlBox, messageBox] = await Promise.all([control.boundingBox(), own.first().boundingBox()]);
    expect(controlBox && messageBox && messageBox.y >= controlBox.y + controlBox.height - 1, `${what}: its message is under it`).toBe(true);
  }
  async seeFieldError(label: string, message: string | RegExp) {
    await this.seeErrorUnder(this.field(label), message, label);
  }
  async seeComponentError(n: number, message: string | RegExp) {
    await this.seeErrorUnder(this.componentPicker(n), message, `Component ${n}`);
  }
  async clickCreate() {
    await this.form().getByRole('button', { name: 'Create product' }).click();
  }
  async clickSave() {
    await this.form().getByRole('button', { name: 'Save', exact: true }).click();
  }
}

/** A product's page (/inventory/products/<id>). */
export class ProductPage {
  constructor(readonly page: Page) {}

  main() {
    return this.page.getByRole('main');
  }
  async seeProduct(name: string) {
    await expect(this.main().getByRole('heading', { name, level: 1 })).toBeVisible();
  }
  detail(term: string) {
    return this.main().getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::*[1]');
  }
  async seeDetail(term: string, value: string | RegExp) {
    await expect(this.detail(term)).toHaveText(value);
  }
  /** The "Kit components" list: "SKU → name × quantity" per component. */
  async components(): Promise<{ sku: string; text: string }[]> {
    const section = this.main().locator('section, div').filter({ has: this.page.getByRole('heading', { name: 'Kit components', level: 2 }) }).last();
    const terms = await section.getByRole('term').allTextContents();
    const definitions = await section.getByRole('definition').allTextContents();
    return terms.map((sku, i) => ({ sku: sku.trim(), text: (definitions[i] ?? '').trim() }));
  }
  stockTable() {
    return this.main().getByRole('region', { name: /^(Stock per warehouse|Existencias por almacén)$/ }).getByRole('table');
  }
  stockRows() {
    return this.stockTable().getByRole('rowgroup').nth(1).getByRole('row');
  }
  /** Each warehouse's row: its name and its three quantities. */
  async stock(): Promise<{ warehouse: string; onHand: string; reserved: string; available: string; level: string }[]> {
    return this.stockRows().evaluateAll((rows) =>
      rows.map((r) => {
        const cells = [...r.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim());
        return { warehouse: cells[0] ?? '', onHand: cells[1] ?? '', reserved: cells[2] ?? '', available: cells[3] ?? '', level: cells[4] ?? '' };
      }),
    );
  }
  async seeStatus(label: 'Active' | 'Inactive') {
    await expect(this.main().locator('header').filter({ has: this.page.getByRole('heading', { level: 1 }) }).getByText(label, { exact: true })).toBeVisible();
  }
  async clickEdit() {
    await this.main().getByRole('button', { name: 'Edit', exact: true }).click();
  }
  async clickDelete() {
    await this.main().getByRole('button', { name: 'Delete', exact: true }).click();
  }
  async clickBackToProducts() {
    await this.main().getByRole('link', { name: 'Back to products' }).first().click();
  }
  deleteDialog() {
    return this.page.getByRole('alertdialog', { name: 'Delete this record?' }).or(this.page.getByRole('dialog', { name: 'Delete this record?' }));
  }
  inUseDialog() {
    return this.page.getByRole('alertdialog', { name: 'This record is in use' }).or(this.page.getByRole('dialog', { name: 'This record is in use' }));
  }
  async confirmDelete() {
    await expect(this.deleteDialog()).toBeVisible();
    await this.deleteDialog().getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(this.deleteDialog()).toBeHidden();
  }
  undoToast() {
    return this.page.getByRole('status').filter({ has: this.page.getByRole('button', { name: 'Undo' }) });
  }
  async clickUndo() {
    await this.undoToast().getByRole('button', { name: 'Undo' }).click();
  }
  async seeNoAxeViolations(what: string) {
    expect(await axeViolations(this.page), what).toEqual([]);
  }
}

/**
 * The section's own content (the main landmark) is no wider than its box: whatever is wide scrolls inside it. The
 * shell's top bar at 320 px is issue 13's (point 7) and is not judged here.
 */
export async function dontOverflowInMain(page: Page, what: string) {
  const main = page.getByRole('main');
  const { scrollWidth, clientWidth, right } = await main.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, right: el.getBoundingClientRect().right }));
  expect(scrollWidth, `${what}: main's content`).toBeLessThanOrEqual(clientWidth);
  expect(right, `${what}: main's right edge`).toBeLessThanOrEqual(page.viewportSize()!.width);
}
