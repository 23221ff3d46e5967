/**
 * The kit's one picker view (views/kit/picker.tsx) as its three users draw it (issue 10): the line editor's product
 * picker (SKU · name, price, stock when the document has a warehouse, barcode), the orders' customer filter and the
 * reference field (tests/kit/fields.test.tsx). Options, nothing matches, a failed search with Try again, and the
 * keyboard: type, arrows, Enter picks (the first match is highlighted, so a scanned barcode and Enter pick it),
 * Escape closes and the input shows the chosen label again. Axe clean.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ReferenceOption } from '../../src/machines/kit/field-reference.machine';
import type { FormActor } from '../../src/machines/kit/form.connect';
import { createFormMachine } from '../../src/machines/kit/form.machine';
import type { ListApi } from '../../src/machines/kit/list.connect';
import type { LineProduct } from '../../src/machines/kit/lines.machine';
import { FormatProvider } from '../../src/views/kit/format-context';
import { ProductPicker } from '../../src/views/kit/lines/product-picker';
import { CustomerFilter } from '../../src/views/sections/orders/order-customer-filter';
import { loadCatalog, noAxeViolations, renderWithI18n } from './form-render';

const cable: LineProduct = { id: 'p1', sku: 'CAB-01', name: 'Cable UTP', barcode: '7501000000017', price: 1_250, cost: 0, taxRate: '16', available: '3' };
const plug: LineProduct = { id: 'p2', sku: 'CON-02', name: 'Conector RJ45', barcode: null, price: 300, cost: 0, taxRate: '16', available: null };

type Values = { lines: { productId: string }[] };

function renderProductPicker(search: (q: string, signal: AbortSignal) => Promise<LineProduct[]>) {
  const form = createActor(
    createFormMachine<Values, Values & { version: number }>({ validate: () => ({}), toValues: (s) => ({ lines: s.lines }), parse: (v) => v as Values & { version: number } }).provide({
      actors: { saveRecord: fromPromise(async ({ input }) => ({ ...(input.values as Values), version: 1 })) },
    }),
    { input: { owner: 'test.form', draftKey: 'test:new', initial: { lines: [{ productId: '' }] }, version: null } },
  ).start();
  const picked: LineProduct[] = [];
  const view = renderWithI18n(
    <FormatProvider currency="MXN">
      <main>
        <form aria-label="Order">
          <ProductPicker formRef={form as unknown as FormActor} name="lines.0.productId" label="Product" search={search} product={null} onPick={(p) => picked.push(p)} />
        </form>
      </main>
    </FormatProvider>,
  );
  const input = screen.getByRole('combobox', { name: /Product/ }) as HTMLInputElement;
  return { form, picked, input, view };
}

/** The input's active option (aria-activedescendant) is one that is drawn, or none (Ark settles it after an answer). */
const activeOptionExists = (input: HTMLElement) =>
  waitFor(() => {
    const id = input.getAttribute('aria-activedescendant');
    expect(id === null || id === '' || document.getElementById(id) !== null).toBe(true);
  });

beforeEach(() => loadCatalog('en-US'));

describe('the product picker (the line editor)', () => {
  it('lists SKU · name with price, the stock when asked and the barcode; Enter on the highlighted first match picks it', async () => {
    const queries: string[] = [];
    const { picked, input } = renderProductPicker(async (q) => {
      queries.push(q);
      return [cable, plug].filter((p) => `${p.sku} ${p.barcode ?? ''} ${p.name}`.toLowerCase().includes(q.toLowerCase()));
    });
    input.focus();
    fireEvent.change(input, { target: { value: 'c' } });
    const first = await screen.findByRole('option', { name: /CAB-01 · Cable UTP/ });
    const second = screen.getByRole('option', { name: /CON-02 · Conector RJ45/ });
    expect(first.textContent).toContain('Available: 3');
    expect(first.textContent).toContain('7501000000017');
    expect(first.textContent).toMatch(/12\.50/);
    // No warehouse stock asked for this one: no "Available" at all (never a made-up 0).
    expect(second.textContent).not.toContain('Available');
    await noAxeViolations();
    // A scanned barcode then Enter: the only match is highlighted and picked.
    fireEvent.change(input, { target: { value: '7501000000017' } });
    await waitFor(() => expect(screen.queryByRole('option', { name: /CON-02/ })).toBeNull());
    await waitFor(() => expect(screen.getByRole('option', { name: /CAB-01/ }).hasAttribute('data-highlighted')).toBe(true));
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(picked.map((p) => p.id)).toEqual(['p1']));
    expect(queries.at(-1)).toBe('7501000000017');
  });

  it('moves with the arrows, and Escape closes and leaves nothing picked', async () => {
    const { picked, input } = renderProductPicker(async () => [cable, plug]);
    input.focus();
    fireEvent.change(input, { target: { value: 'o' } });
    await screen.findByRole('option', { name: /CAB-01/ });
    // The answer is in and the first match highlighted before the keys (a later answer would highlight afresh).
    await waitFor(() => expect(screen.queryByText('Searching…')).toBeNull());
    await waitFor(() => expect(screen.getByRole('option', { name: /CAB-01/ }).hasAttribute('data-highlighted')).toBe(true));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByRole('option', { name: /CON-02/ }).hasAttribute('data-highlighted')).toBe(true));
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    await waitFor(() => expect(screen.getByRole('option', { name: /CAB-01/ }).hasAttribute('data-highlighted')).toBe(true));
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    // Closed: the input shows the chosen label again (none yet), not the text typed.
    await waitFor(() => expect(input.value).toBe(''));
    expect(picked).toEqual([]);
  });

  it('says nothing matches, and a failed search says so with Try again (the text typed is kept)', async () => {
    let fail = true;
    const { input } = renderProductPicker(async (q) => {
      if (fail) throw Object.assign(new Error('offline'), { code: 'offline' });
      return [cable].filter((p) => p.sku.includes(q));
    });
    input.focus();
    fireEvent.change(input, { target: { value: 'ZZ' } });
    expect(await screen.findByText('The products could not be loaded.')).toBeTruthy();
    expect(input.value).toBe('ZZ');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing matches “ZZ”.')).toBeTruthy();
    expect(screen.queryByText('The products could not be loaded.')).toBeNull();
    expect(input.value).toBe('ZZ');
  });

  it('keeps its states beside the listbox (a listbox owns options only): axe clean while searching, failed and empty', async () => {
    let answer: ((products: LineProduct[]) => void) | null = null;
    let fail = true;
    const { input } = renderProductPicker((q) => {
      if (q === 'slow') return new Promise<LineProduct[]>((resolve) => (answer = resolve));
      return fail ? Promise.reject(new Error('down')) : Promise.resolve([]);
    });
    input.focus();
    fireEvent.change(input, { target: { value: 'slow' } });
    const searching = await screen.findByText('Searching…');
    // The pause is over and the search is out (still unanswered).
    await waitFor(() => expect(answer).not.toBeNull());
    const listbox = screen.getByRole('listbox');
    expect(listbox.contains(searching)).toBe(false);
    await waitFor(() => expect(listbox.getAttribute('aria-busy')).toBe('true'));
    await activeOptionExists(input);
    await noAxeViolations();
    await act(async () => answer!([cable]));
    await screen.findByRole('option', { name: /CAB-01/ });
    fireEvent.change(input, { target: { value: 'x' } });
    const failed = await screen.findByRole('alert');
    expect(screen.getByRole('listbox').contains(failed)).toBe(false);
    await activeOptionExists(input);
    await noAxeViolations();
    fail = false;
    // Try again (a click beside the listbox) keeps the list open and searches again.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Try again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing matches “x”.')).toBeTruthy();
    expect(screen.getByRole('listbox')).toBeTruthy();
    await activeOptionExists(input);
    await noAxeViolations();
  });

  it('shows hostile text as text', async () => {
    const hostile: LineProduct = { ...plug, id: 'p3', sku: 'X-1', name: '<img src=x onerror="window.__pwned=1">' };
    const { input } = renderProductPicker(async () => [hostile]);
    input.focus();
    fireEvent.change(input, { target: { value: 'x' } });
    const option = await screen.findByRole('option', { name: /X-1/ });
    expect(option.textContent).toContain('<img src=x');
    expect(option.querySelector('img')).toBeNull();
  });
});

describe("the orders' customer filter (the same picker)", () => {
  const customers: ReferenceOption[] = [
    { id: 'c1', label: 'Abarrotes Zoé', sublabel: 'CLI-000001' },
    { id: 'c2', label: 'Ferretería Ñandú', sublabel: 'CLI-000002' },
  ];
  function renderFilter(search: (q: string, signal: AbortSignal) => Promise<ReferenceOption[]>, filters: Record<string, string> = {}) {
    const setFilter = vi.fn();
    const api = { query: { filters }, setFilter } as unknown as ListApi<{ id: string }>;
    renderWithI18n(
      <main>
        <CustomerFilter api={api} label="Customer" search={search} currentLabel={filters.customerId ? 'Abarrotes Zoé' : null} />
      </main>,
    );
    return { setFilter, input: screen.getByRole('combobox', { name: 'Customer' }) as HTMLInputElement };
  }

  it('lists name over code; Enter filters by the highlighted one; emptying the text removes the filter', async () => {
    const { setFilter, input } = renderFilter(async (q) => customers.filter((c) => c.label.toLowerCase().includes(q.toLowerCase())));
    expect(input.placeholder).toBe('All');
    input.focus();
    fireEvent.change(input, { target: { value: 'ñan' } });
    const option = await screen.findByRole('option', { name: /Ferretería Ñandú/ });
    expect(option.textContent).toContain('CLI-000002');
    await waitFor(() => expect(option.hasAttribute('data-highlighted')).toBe(true));
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(setFilter).toHaveBeenCalledWith('customerId', 'c2'));
    await noAxeViolations();
  });

  it('shows the filtered customer, and clearing the text removes the filter', async () => {
    const { setFilter, input } = renderFilter(async () => customers, { customerId: 'c1' });
    expect(input.value).toBe('Abarrotes Zoé');
    input.focus();
    fireEvent.change(input, { target: { value: '' } });
    await waitFor(() => expect(setFilter).toHaveBeenCalledWith('customerId', ''));
  });

  it('a failed search offers Try again here too (it used to fail silently)', async () => {
    let calls = 0;
    const { input } = renderFilter(async () => {
      calls += 1;
      if (calls === 1) throw new Error('boom');
      return customers;
    });
    input.focus();
    fireEvent.change(input, { target: { value: 'a' } });
    expect(await screen.findByText('The options could not be loaded.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('option', { name: /Abarrotes Zoé/ })).toBeTruthy();
  });
});
