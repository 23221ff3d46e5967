/**
 * Conformance of the top bar search (SPEC §3 "Search result set", §5, §7; issue 13 points 4 and 5): the pages the
 * caller may open and the business records of the caller's tenant that the caller may read and open, accent- and
 * case-insensitive, a few per kind with the total and a "see all" link to the kind's list filtered by the query.
 */
import { describe, expect, it } from 'vitest';
import { businessPermissions, Permission as P } from '../../src/config/permissions';
import { demoConfig } from '../../src/config/runtime-config';
import type { Customer } from '../../src/domain/customer';
import type { Employee } from '../../src/domain/employee';
import type { Product } from '../../src/domain/product';
import type { Supplier } from '../../src/domain/supplier';
import { fold } from '../../src/domain/text';
import type { Warehouse } from '../../src/domain/warehouse';
import { recordKinds, type RecordResult } from '../../src/machines/effects/search-request';
import { contactRows } from '../../src/mirage/demo/data/contacts';
import { taskSeeds } from '../../src/mirage/demo/data/tasks';
import { searchDelayMs, searchRecordLimit, type SearchResultSet } from '../../src/mirage/routes/search';
import { isServiceAreaLoaded } from '../../src/mirage/services/runtime';
import { makeTestServer, signAccessToken, type TestIdentity } from '../support/access-tokens';
import { call, get, newCustomer, useServices, type PageBody } from '../mirage-services/support';

/** The demo accounts (server/accounts.ts) as the search sees them. */
const accounts = {
  ana: { sub: 'usr_ana', name: 'Ana', tenants: ['acme'], permissions: businessPermissions },
  sam: { sub: 'usr_sam', name: 'Sam', tenants: ['acme'], permissions: [P.OrderOrders] },
  bea: { sub: 'usr_bea', name: 'Bea', tenants: ['acme'], permissions: [P.OrderPurchases, P.CatalogsSuppliers] },
  nobody: { sub: 'usr_nobody', name: 'Nobody', tenants: ['acme'], permissions: [] },
  gus: { sub: 'usr_gus', name: 'Gus', tenants: ['globex'], permissions: businessPermissions },
} satisfies Record<string, TestIdentity>;
type Account = keyof typeof accounts;

async function search(query: unknown, as: Account = 'ana', tenant?: string) {
  const identity = accounts[as];
  return call<SearchResultSet[]>('POST', '/api/common/search', { token: await signAccessToken(identity), tenant: tenant ?? identity.tenants[0]!, body: { query } });
}
const found = async (query: string, as: Account = 'ana') => {
  const answer = await search(query, as);
  expect(answer.status).toBe(200);
  return answer.body;
};
const setIds = (sets: SearchResultSet[]) => sets.map((s) => s.id);
/** The sets but the demo's contacts and tasks (every signed-in user's while the demo areas are on). */
const businessSetIds = (sets: SearchResultSet[]) => setIds(sets).filter((id) => id !== 'contacts' && id !== 'tasks');
const setOf = (sets: SearchResultSet[], id: SearchResultSet['id']) => sets.find((s) => s.id === id);
const recordsOf = (sets: SearchResultSet[], id: SearchResultSet['id']) => (setOf(sets, id)?.results ?? []) as RecordResult[];
/** The kind's list through its own service, as the same caller. */
const listed = async <T,>(path: string, q: string, as: Account = 'ana') =>
  (await get<PageBody<T>>(`${path}?q=${encodeURIComponent(q)}&pageSize=500`, { token: await signAccessToken(accounts[as]), tenant: accounts[as].tenants[0]! })).body;

describe('POST /api/common/search: shape and pages', () => {
  useServices();

  it('answers [] for a query under 2 characters (after trimming)', async () => {
    for (const query of ['', 'a', ' a ', '  ']) expect(await search(query)).toMatchObject({ status: 200, body: [] });
  });

  it('finds the demo contacts by name and tasks by title (not sections), each leading to its screen (issue 14)', async () => {
    const contact = contactRows[7]!;
    const sets = await found(contact.name.toUpperCase(), 'nobody');
    const contacts = setOf(sets, 'contacts');
    expect(contacts?.label).toBe('Contacts');
    expect(contacts?.results[0]).toEqual({ id: contact.id, name: contact.name, avatar: contact.avatar, link: `/apps/contacts/${contact.id}` });
    const task = taskSeeds.find((t) => t.type === 'task')!;
    const tasks = setOf(await found(task.title.slice(0, 20), 'nobody'), 'tasks');
    expect(tasks?.results[0]).toEqual({ id: task.id, title: task.title, completed: task.completed, link: `/apps/tasks/${task.id}` });
    // A section's title is not a task: searched by its own title, no task set answers it (unless a task matches too).
    const section = taskSeeds.find((t) => t.type === 'section' && !taskSeeds.some((o) => o.type === 'task' && o.title.toLowerCase().includes(t.title.toLowerCase())))!;
    expect(setOf(await found(section.title, 'nobody'), 'tasks')).toBeUndefined();
    // Every contact and task answered contains the query; at most the record limit each, those starting with it first.
    const many = await found('al', 'nobody');
    const names = (setOf(many, 'contacts')?.results ?? []).map((r) => ('name' in r ? r.name : ''));
    expect(names.length).toBe(searchRecordLimit);
    for (const n of names) expect(fold(n)).toContain('al');
    expect(contactRows.some((c) => fold(c.name).startsWith('al'))).toBe(true);
    expect(fold(names[0]!).startsWith('al')).toBe(true);
    // Sets come in answer order, the demo's last; every signed-in caller finds them (nobody has no business permission).
    expect(setIds(many).slice(-2)).toEqual(['contacts', 'tasks']);
  });

  it('a saved change is what the search finds (a renamed contact, a completed task)', async () => {
    const token = await signAccessToken(accounts.nobody);
    const contact = contactRows[3]!;
    await call('PATCH', '/api/apps/contacts/contact', { token, tenant: 'acme', body: { id: contact.id, contact: { name: 'Zyxwv Renamed' } } });
    expect(setOf(await found('zyxwv', 'nobody'), 'contacts')?.results).toEqual([expect.objectContaining({ id: contact.id, name: 'Zyxwv Renamed' })]);
    const task = taskSeeds.find((t) => t.type === 'task' && !t.completed)!;
    await call('PATCH', '/api/apps/tasks/task', { token, tenant: 'acme', body: { id: task.id, task: { completed: true } } });
    expect(setOf(await found(task.title, 'nobody'), 'tasks')?.results[0]).toMatchObject({ id: task.id, completed: true });
  });

  it("finds the pages the caller may open, by their English or Spanish label, accent-insensitively", async () => {
    const pages = async (query: string, as: Account = 'ana') => (setOf(await found(query, as), 'pages')?.results ?? []).map((r) => r.id);
    expect(await pages('cotizaciones')).toEqual(['purchases.quotes']);
    expect(await pages('ordenes de')).toEqual(['purchases.orders']);
    expect(await pages('requisición')).toEqual(['purchases.requisitions']);
    expect(await pages('almacén')).toEqual(['inventory.warehouses']);
    // sam (sales orders only) has no purchases page and no warehouses page.
    expect(await pages('almacén', 'sam')).toEqual([]);
    expect(await pages('orders', 'sam')).toEqual(['sales.orders']);
  });

  it('refuses a body without a string query with 400 {error}', async () => {
    for (const body of [{}, { query: 42 }, { query: null }, { query: 'ab', extra: 1 }, 'not json']) {
      const result = await call('POST', '/api/common/search', { token: await signAccessToken(accounts.ana), tenant: 'acme', body });
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body).toEqual({ error: expect.any(String) });
    }
  });

  it('answers 401 without a bearer token and 403 for a tenant the token does not hold', async () => {
    expect((await call('POST', '/api/common/search', { as: null, tenant: 'acme', body: { query: 'orders' } })).status).toBe(401);
    expect((await search('orders', 'gus', 'acme')).status).toBe(403);
  });
});

describe('POST /api/common/search: business records', () => {
  const server = useServices();

  it("ana finds customers 'Álvarez' typed without accent or in capitals: the list's own matches, at most 5, best first, with the total and see all", async () => {
    const sets = await found('alvarez');
    const customers = setOf(sets, 'customers');
    const list = await listed<Customer>('/api/catalogs/customers', 'alvarez');
    expect(list.total).toBeGreaterThan(searchRecordLimit);
    expect(customers).toMatchObject({ label: 'Customers', total: list.total, seeAll: '/admin/customers?q=alvarez' });
    expect(customers!.results).toHaveLength(searchRecordLimit);
    const byId = new Map(list.items.map((c) => [c.id, c]));
    for (const result of customers!.results as RecordResult[]) {
      const customer = byId.get(result.id)!;
      expect(customer, result.title).toBeDefined();
      expect(result).toEqual({ id: customer.id, title: customer.name, details: [customer.code, customer.taxId], inactive: customer.status !== 'active', link: `/admin/customers/${customer.id}` });
      // A name starting with the query ranks first; these are all "Álvarez" by name.
      expect(fold(result.title)).toContain('alvarez');
      expect(result.title).toMatch(/Álvarez/);
    }
    expect(await found('ÁLVAREZ')).toEqual((await found('alvarez')).map((s) => ('seeAll' in s ? { ...s, seeAll: `${s.seeAll.split('?')[0]}?q=%C3%81LVAREZ` } : s)));
  });

  it('finds a customer by code and by tax id, ranking the exact identifier first', async () => {
    const [customer] = (await listed<Customer>('/api/catalogs/customers', 'CLI-000012')).items;
    expect(customer).toBeDefined();
    expect(recordsOf(await found('cli-000012'), 'customers')[0]).toMatchObject({ id: customer!.id, details: [customer!.code, customer!.taxId] });
    expect(recordsOf(await found(customer!.taxId.toLowerCase()), 'customers')[0]?.id).toBe(customer!.id);
    // 'CLI-00001' is the start of ten codes: the exact one is not among them, the set is cut at 5 with the total.
    const partial = setOf(await found('CLI-00001'), 'customers') as { results: RecordResult[]; total: number };
    expect(partial.results).toHaveLength(searchRecordLimit);
    expect(partial.total).toBe((await listed<Customer>('/api/catalogs/customers', 'CLI-00001')).total);
  });

  it('finds products by SKU, barcode and name among the 10,000 of acme, linking to the product page', async () => {
    const { items } = await listed<Product>('/api/catalogs/products', 'a');
    const product = items.find((p) => p.barcode)!;
    for (const query of [product.sku, product.barcode!, product.sku.toLowerCase()]) {
      expect(recordsOf(await found(query), 'products')[0], query).toEqual({
        id: product.id, title: product.name, details: [product.sku, product.barcode], inactive: !product.active, link: `/inventory/products/${product.id}`,
      });
    }
    const byName = setOf(await found(product.name), 'products') as { results: RecordResult[]; total: number };
    expect(byName.results.map((r) => r.id)).toContain(product.id);
    expect(byName.total).toBe((await listed<Product>('/api/catalogs/products', product.name)).total);
  });

  it('finds employees by name, number and email, and warehouses by code and name', async () => {
    const [employee] = (await listed<Employee>('/api/catalogs/employees', 'EMP-0007')).items;
    expect(recordsOf(await found('emp-0007'), 'employees')[0]).toMatchObject({ id: employee!.id, title: employee!.name, details: [employee!.number, employee!.email], link: `/admin/employees/${employee!.id}` });
    expect(recordsOf(await found(employee!.email), 'employees')[0]?.id).toBe(employee!.id);
    expect(recordsOf(await found(fold(employee!.name)), 'employees').map((r) => r.id)).toContain(employee!.id);
    const { items: stores } = await listed<Warehouse>('/api/inventory/warehouses', '');
    const warehouse = stores[0]!;
    expect(recordsOf(await found(warehouse.code), 'warehouses')[0]).toMatchObject({ id: warehouse.id, title: warehouse.name, details: [warehouse.code], link: `/inventory/warehouses/${warehouse.id}` });
    expect(recordsOf(await found(fold(warehouse.name)), 'warehouses').map((r) => r.id)).toContain(warehouse.id);
  });

  it('finds what was just written (the services\' data, not a copy) and marks a deactivated record', async () => {
    const created = await call<Customer>('POST', '/api/catalogs/customers', { token: await signAccessToken(accounts.ana), tenant: 'acme', body: newCustomer({ name: 'Ñandú Ortíz Zapién', status: 'inactive' }) });
    expect(created.status).toBe(201);
    expect(recordsOf(await found('nandu ortiz'), 'customers')).toEqual([
      { id: created.body.id, title: 'Ñandú Ortíz Zapién', details: [created.body.code, created.body.taxId], inactive: true, link: `/admin/customers/${created.body.id}` },
    ]);
  });

  it('sam (sales orders only) finds no customers, suppliers, products, employees or warehouses, and no business data is loaded for him', async () => {
    for (const query of ['alvarez', 'CLI-000012', 'EMP-0007', 'PRV-0001', 'al']) {
      expect(businessSetIds(await found(query, 'sam')).filter((id) => id !== 'pages'), query).toEqual([]);
    }
    for (const area of ['catalogs', 'suppliers', 'people', 'inventory']) expect(isServiceAreaLoaded(server(), 'acme', area), area).toBe(false);
  });

  it('bea (purchases and suppliers) finds suppliers but no customers, and no employees although purchases read them (she may not open their page)', async () => {
    const [supplier] = (await listed<Supplier>('/api/catalogs/suppliers', 'PRV-0001', 'bea')).items;
    const sets = await found('PRV-0001', 'bea');
    expect(recordsOf(sets, 'suppliers')[0]).toEqual({ id: supplier!.id, title: supplier!.name, details: [supplier!.code, supplier!.taxId], inactive: supplier!.status !== 'active', link: `/admin/providers/${supplier!.id}` });
    expect(setOf(sets, 'suppliers')).toMatchObject({ seeAll: '/admin/providers?q=PRV-0001' });
    const broad = await found('al', 'bea');
    expect(setIds(broad)).toContain('suppliers');
    expect(businessSetIds(broad).filter((id) => id !== 'pages' && id !== 'suppliers')).toEqual([]);
    for (const area of ['catalogs', 'people', 'inventory']) expect(isServiceAreaLoaded(server(), 'acme', area), area).toBe(false);
  });

  it('nobody finds no business record and no business page: only the demo pages every signed-in user may open (issue 14)', async () => {
    const sets = await found('al', 'nobody');
    expect(sets.filter((set) => set.id !== 'pages' && set.id !== 'contacts' && set.id !== 'tasks')).toEqual([]);
    const pages = sets.find((set) => set.id === 'pages')?.results ?? [];
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages as { id: string; link: string }[]) expect(page.link).toMatch(/^\/(dashboards|apps|ui|docs)\//);
  });

  it('gus finds only globex records, in English data, never one of acme', async () => {
    const sets = await found('an', 'gus');
    const kinds = setIds(sets).filter((id) => id !== 'pages');
    expect(kinds.length).toBeGreaterThan(2);
    const [globexCustomers, acmeCustomers] = [await listed<Customer>('/api/catalogs/customers', '', 'gus'), await listed<Customer>('/api/catalogs/customers', '')];
    const acmeIds = new Set(acmeCustomers.items.map((c) => c.id));
    const globexIds = new Set(globexCustomers.items.map((c) => c.id));
    for (const result of recordsOf(sets, 'customers')) {
      expect(globexIds.has(result.id)).toBe(true);
      expect(acmeIds.has(result.id)).toBe(false);
    }
    // An acme customer's code typed by gus finds globex's own customer of that number at most, never acme's.
    const acme = acmeCustomers.items.find((c) => c.code === 'CLI-000012')!;
    expect(recordsOf(await found(acme.taxId, 'gus'), 'customers')).toEqual([]);
    expect(isServiceAreaLoaded(server(), 'acme', 'catalogs')).toBe(true); // loaded by ana's list above, not by gus
  });

  it('an acme-only search of gus loads no acme data', async () => {
    await found('alvarez', 'gus');
    for (const area of ['catalogs', 'suppliers', 'people', 'inventory']) expect(isServiceAreaLoaded(server(), 'acme', area), area).toBe(false);
    expect(isServiceAreaLoaded(server(), 'globex', 'catalogs')).toBe(true);
  });

  it('answers the non-empty sets in the order pages, customers, suppliers, products, employees, warehouses, then the demo contacts and tasks', async () => {
    const order = ['pages', ...recordKinds, 'contacts', 'tasks'];
    const ids = setIds(await found('al'));
    expect(ids.length).toBeGreaterThan(3);
    expect([...ids].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(ids);
    expect(await found('zzqxw')).toEqual([]);
  });
});

describe('POST /api/common/search: demo areas off', () => {
  useServices({ config: { ...demoConfig('http://localhost:9090'), demo: false } });

  it('with `demo: false` no contact or task is offered (their routes are refused)', async () => {
    for (const query of [contactRows[0]!.name, taskSeeds.find((t) => t.type === 'task')!.title, 'an']) {
      for (const id of setIds(await found(query))) expect(['pages', ...recordKinds], query).toContain(id);
    }
  });
});

describe('search latency', () => {
  it(`waits ${searchDelayMs} ms scaled by the delay factor (0 in tests by default); how fast a search of the loaded catalog is, npm run bench measures`, async () => {
    const slow = makeTestServer({ delayFactor: 1 });
    try {
      const started = performance.now();
      expect((await search('orders', 'sam')).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(searchDelayMs - 20);
    } finally {
      slow.shutdown();
    }
    const fast = makeTestServer();
    try {
      await search('al'); // the first search loads ana's areas
      expect((await search('ca')).status).toBe(200);
    } finally {
      fast.shutdown();
    }
  });
});
