/** Conformance of the top bar search (SPEC §3 "Search result set", §5, §7). */
import { describe, expect, it } from 'vitest';
import { contactRows } from '../../src/mirage/demo/data/contacts';
import { taskSeeds } from '../../src/mirage/demo/data/tasks';
import { makeTestServer } from '../support/access-tokens';
import { searchDelayMs, type SearchResultSet } from '../../src/mirage/routes/search';
import { call, type CallOptions, useShellServer } from './shell-caller';

const search = (query: unknown, options?: CallOptions) => call<SearchResultSet[]>('/api/common/search', { method: 'POST', body: { query }, ...options });
const setIds = (sets: SearchResultSet[]) => sets.map((s) => s.id);

describe('POST /api/common/search', () => {
  useShellServer();

  it('answers [] for a query under 2 characters (after trimming)', async () => {
    for (const query of ['', 'a', ' a ', '  ']) expect(await search(query)).toEqual({ status: 200, body: [] });
  });

  it('finds contacts by name, case-insensitively, sorted by name, with avatar and an in-app link', async () => {
    const expected = contactRows
      .filter((c) => c.name.includes('Hamilton'))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((c) => ({ id: c.id, avatar: c.avatar, name: c.name, link: `/apps/contacts/${c.id}` }));
    expect(expected.length).toBeGreaterThan(1);
    for (const query of ['hamilton', 'HAMILTON', 'HaMiLtOn']) {
      expect((await search(query)).body).toEqual([{ id: 'contacts', label: 'Contacts', results: expected }]);
    }
  });

  it('finds tasks (not sections) by title, in task order, with completed and an in-app link', async () => {
    const { body } = await search('THE ');
    expect(setIds(body)).toEqual(['tasks']);
    const tasks = body[0]!.results as { id: string; title: string; completed: boolean; link: string }[];
    const expected = taskSeeds.filter((t) => t.type === 'task' && t.title.toLowerCase().includes('the'));
    expect(tasks.map((t) => t.title)).toEqual(expected.map((t) => t.title));
    expect(tasks.some((t) => t.completed) && tasks.some((t) => !t.completed)).toBe(true);
    expect(tasks.every((t) => t.link === `/apps/tasks/${t.id}`)).toBe(true);
    expect(body[0]!.label).toBe('Tasks');
    // 'Company internal application v2' is a section, not a task.
    expect((await search('internal application')).body).toEqual([]);
  });

  it("finds the product pages the caller may see, by their English or Spanish label, answering the title's translation key", async () => {
    expect((await search('ORDERS')).body).toEqual([
      {
        id: 'pages',
        label: 'Pages',
        results: [
          { id: 'sales.orders', title: 'nav.salesOrders', link: '/orders' },
          { id: 'purchases.orders', title: 'nav.purchaseOrders', link: '/purchases/orders' },
        ],
      },
    ]);
    expect((await search('cotizaciones')).body).toEqual([{ id: 'pages', label: 'Pages', results: [{ id: 'purchases.quotes', title: 'nav.quotes', link: '/purchases/quotes' }] }]);
  });

  it('ignores accents both ways, in Spanish and English labels and in names', async () => {
    const pageIds = async (query: string, as?: 'sam') =>
      ((await search(query, as ? { as } : {})).body.find((set) => set.id === 'pages')?.results ?? []).map((r) => r.id);
    // "Órdenes de compra" (ana holds purchases) typed without its accent, and in capitals.
    expect(await pageIds('ordenes de')).toEqual(['purchases.orders']);
    expect(await pageIds('ORDENES DE COMPRA')).toEqual(['purchases.orders']);
    // Typed with an accent the label does not have: "Almacenes", "Requisiciones".
    expect(await pageIds('almacén', 'sam')).toEqual(['inventory.warehouses']);
    expect(await pageIds('requisición')).toEqual(['purchases.requisitions']);
    const accented = contactRows.find((c) => /[\u00C0-\u017F]/.test(c.name));
    if (accented) {
      const plain = accented.name.normalize('NFD').replace(/\p{M}/gu, '');
      const found = (await search(plain)).body.find((set) => set.id === 'contacts')?.results.map((r) => r.id);
      expect(found).toContain(accented.id);
    }
  });

  it('filters the pages by the caller\'s permissions', async () => {
    // sam holds inventory permissions only: no sales or purchase pages, but the warehouses.
    expect((await search('orders', { as: 'sam' })).body).toEqual([]);
    expect((await search('almacenes', { as: 'sam' })).body).toEqual([{ id: 'pages', label: 'Pages', results: [{ id: 'inventory.warehouses', title: 'nav.warehouses', link: '/inventory/warehouses' }] }]);
    expect((await search('warehouses')).body).toEqual([]);
    // gus holds no permission: no page at all, contacts and tasks still.
    expect(setIds((await search('ar', { as: 'gus', tenant: 'globex' })).body)).toEqual(['contacts', 'tasks']);
  });

  it('answers the non-empty sets in the order contacts, pages, tasks', async () => {
    // 'ar': contacts (Bernard, Carey...), the Dashboard page, tasks (Start..., Prepare...).
    const { body } = await search('ar');
    expect(setIds(body)).toEqual(['contacts', 'pages', 'tasks']);
    expect(body.every((set) => set.results.length > 0)).toBe(true);
    expect(body[1]!.results).toEqual([{ id: 'dashboard', title: 'nav.dashboard', link: '/dashboard' }]);
    expect((await search('zzqx')).body).toEqual([]);
  });

  it('refuses a body without a string query with 400 {error}', async () => {
    for (const body of [{}, { query: 42 }, { query: null }, { query: 'ab', extra: 1 }, 'not json']) {
      const result = await call('/api/common/search', { method: 'POST', body });
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body).toEqual({ error: expect.any(String) });
    }
  });

  it('answers 401 without a bearer token and 403 for a tenant the token does not hold', async () => {
    expect((await search('orders', { as: null })).status).toBe(401);
    expect((await search('orders', { as: 'sam', tenant: 'globex' })).status).toBe(403);
  });
});

describe('search latency', () => {
  it(`waits ${searchDelayMs} ms scaled by the delay factor (0 in tests by default)`, async () => {
    const slow = makeTestServer({ delayFactor: 1 });
    try {
      const started = performance.now();
      expect((await search('orders')).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(searchDelayMs - 20);
    } finally {
      slow.shutdown();
    }
    const fast = makeTestServer();
    try {
      await search('orders'); // the first search loads the demo areas
      const started = performance.now();
      expect((await search('orders')).status).toBe(200);
      expect(performance.now() - started).toBeLessThan(searchDelayMs - 50);
    } finally {
      fast.shutdown();
    }
  });
});
