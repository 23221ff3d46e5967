/**
 * The top bar's search (SPEC §3 "Search result set", §5, §7; issue 13 points 4 and 5): the product pages the caller
 * may open and the business records staff look for (customers, suppliers, products, employees, warehouses), read
 * through the business services' own data and read permissions, in the caller's tenant only. Every result leads
 * to a page of the app. While the demo areas are on (config `demo`), the demo's contacts (by name) and tasks (by
 * title) come last, leading to /apps/contacts/{id} and /apps/tasks/{id} (issue 14).
 */
import type { Server } from 'miragejs';
import { customerListSpec, type Customer } from '../../domain/customer';
import { employeeListSpec, type Employee } from '../../domain/employee';
import { matchesListQuery, QUERY_MAX_LENGTH, type ListSpec } from '../../domain/list-query';
import { productListSpec, type Product } from '../../domain/product';
import { supplierListSpec, type Supplier } from '../../domain/supplier';
import { compareText, fold } from '../../domain/text';
import { warehouseListSpec, type Warehouse } from '../../domain/warehouse';
import { filterNavigation, type NavItem } from '../../machines/navigation';
import { grants } from '../auth';
import { loadDemoArea } from '../demo/areas';
import type { ContactRow } from '../demo/data/contacts';
import type { TaskRow } from '../demo/data/tasks';
import { table } from '../shared/store';
import { navigationSets } from '../data/navigation';
import { customers, products } from '../services/catalogs';
import { employees } from '../services/catalogs-people';
import { suppliers } from '../services/catalogs-suppliers';
import { warehouses } from '../services/inventory';
import { serviceRuntimeOf } from '../services/runtime';
import type { ResourceRegistration } from '../services/service';
import { str } from '../shared/validate';
import type { MockContext } from '../index';
import { readBody, registerShellEndpoints, type ShellEndpoint } from './shell-api';
import type { ContactResult, PageResult, RecordKind, RecordResult, SearchResultSet, TaskResult } from '../../machines/effects/search-request';

/** SPEC §5: a shorter query (after trimming) answers no results. */
export const searchMinLength = 2;
/** Latency of a search in development (scaled by the delay factor; 0 in tests unless a factor is given). */
export const searchDelayMs = 150;
/** The records shown per kind; `total` and the kind's "see all" link give the rest. */
export const searchRecordLimit = 5;

// The answer's shape is the client's contract (its parser checks it field by field).
export type { ContactResult, PageResult, RecordKind, RecordResult, SearchResultSet, TaskResult } from '../../machines/effects/search-request';

type Catalog = { messages: Record<string, string | unknown[]> };
/**
 * The page titles are translation keys; a page matches on its label in any supported language. The two catalogs
 * (about 40 KiB gzip) load with the first search, not with the mock API at start-up (issue 12).
 */
let catalogsLoading: Promise<Catalog[]> | null = null;
const loadCatalogs = (): Promise<Catalog[]> =>
  (catalogsLoading ??= Promise.all([import('../../locales/en-US/messages.json'), import('../../locales/es-MX/messages.json')]).then(
    (modules) => modules.map((m) => ((m as { default?: unknown }).default ?? m) as Catalog),
  ));

const text = (message: string | unknown[] | undefined): string =>
  typeof message === 'string' ? message : Array.isArray(message) ? message.filter((part) => typeof part === 'string').join('') : '';

/** Every label of a key in the supported languages, and the key itself when no catalog has it. */
const labels = (catalogs: readonly Catalog[], key: string): string[] => {
  const found = catalogs.map((c) => text(c.messages[key])).filter((label) => label !== '');
  return found.length > 0 ? found : [key];
};

/** The leaf items with a link, depth first, in menu order. */
const pagesOf = (items: readonly NavItem[]): NavItem[] =>
  items.flatMap((item) => (item.children && item.children.length > 0 ? pagesOf(item.children) : item.link ? [item] : []));

/** How the search finds one kind of business record. */
interface RecordSearch<T extends { id: string }> {
  kind: RecordKind;
  label: string;
  /** The service's resource: its name gives the data area, its `read` (and `write`) claims who may read it. */
  resource: ResourceRegistration;
  /** The resource's list spec: the search matches exactly what the kind's list finds for `q`. */
  spec: ListSpec<T>;
  /** The kind's list page; a record's page is `${list}/${id}`. The caller must be able to open it (its menu item). */
  list: string;
  /** Identifiers that rank a record first when the query is all of one (a code, a tax id, a SKU). */
  keys: readonly (keyof T & string)[];
  title: (record: T) => string;
  details: (record: T) => string[];
  inactive: (record: T) => boolean;
}

const kind = <T extends { id: string }>(search: RecordSearch<T>) => search as unknown as RecordSearch<{ id: string }>;
const present = (values: readonly (string | null | undefined)[]): string[] => values.filter((v): v is string => typeof v === 'string' && v !== '');

/** The record kinds, in answer order. A new kind (documents by number, issue 10) is one entry. */
export const recordSearches: readonly RecordSearch<{ id: string }>[] = [
  kind<Customer>({
    kind: 'customers', label: 'Customers', resource: customers, spec: customerListSpec, list: '/admin/customers', keys: ['code', 'taxId'],
    title: (c) => c.name, details: (c) => present([c.code, c.taxId]), inactive: (c) => c.status !== 'active',
  }),
  kind<Supplier>({
    kind: 'suppliers', label: 'Suppliers', resource: suppliers, spec: supplierListSpec, list: '/admin/providers', keys: ['code', 'taxId'],
    title: (s) => s.name, details: (s) => present([s.code, s.taxId]), inactive: (s) => s.status !== 'active',
  }),
  kind<Product>({
    kind: 'products', label: 'Products', resource: products, spec: productListSpec, list: '/inventory/products', keys: ['sku', 'barcode'],
    title: (p) => p.name, details: (p) => present([p.sku, p.barcode]), inactive: (p) => !p.active,
  }),
  kind<Employee>({
    kind: 'employees', label: 'Employees', resource: employees, spec: employeeListSpec, list: '/admin/employees', keys: ['number', 'email'],
    title: (e) => e.name, details: (e) => present([e.number, e.email]), inactive: (e) => e.status !== 'active',
  }),
  kind<Warehouse>({
    kind: 'warehouses', label: 'Warehouses', resource: warehouses, spec: warehouseListSpec, list: '/inventory/warehouses', keys: ['code'],
    title: (w) => w.name, details: (w) => present([w.code]), inactive: (w) => !w.active,
  }),
];

/** The claims that read a resource, as its service checks them (`read`, and the owning `write`). */
const readClaims = (resource: ResourceRegistration): string[] => [...resource.read, ...(resource.write ? [resource.write] : [])];

/** The same encoding as the lists' own addresses (kit list-query `serializeListQuery`). */
const seeAllLink = (list: string, q: string) => `${list}?q=${encodeURIComponent(q).replace(/%2C/gi, ',')}`;

/**
 * Relevance: an identifier equal to the query, then a title starting with it, then a word of the title starting
 * with it, then any other match; ties by title, then id (stable).
 */
function rank<T extends { id: string }>(search: RecordSearch<T>, needle: string, record: T): number {
  if (search.keys.some((key) => { const v = record[key]; return typeof v === 'string' && fold(v) === needle; })) return 0;
  const title = fold(search.title(record));
  if (title.startsWith(needle)) return 1;
  if (title.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(needle))) return 2;
  return 3;
}

/** Demo-template order of a name or title found: starting with the query first, then by text. */
const demoRank = (needle: string, text: string) => (fold(text).startsWith(needle) ? 0 : 1);

/** The demo's contacts (by name) and tasks (by title; sections are not tasks): their screens open them (issue 14). */
async function demoSets(schema: Parameters<typeof table>[0], needle: string): Promise<SearchResultSet[]> {
  await loadDemoArea(schema, 'tasks'); // loads the contacts area too (a task's assignee is a contact)
  const contacts: ContactResult[] = table<ContactRow>(schema, 'contact')
    .where((c) => fold(c.name).includes(needle))
    .sort((a, b) => demoRank(needle, a.name) - demoRank(needle, b.name) || compareText(a.name, b.name) || (a.id < b.id ? -1 : 1))
    .slice(0, searchRecordLimit)
    .map((c) => ({ id: c.id, name: c.name, avatar: c.avatar, link: `/apps/contacts/${encodeURIComponent(c.id)}` }));
  const tasks: TaskResult[] = table<TaskRow>(schema, 'task')
    .where((t) => t.type === 'task' && fold(t.title).includes(needle))
    .sort((a, b) => demoRank(needle, a.title) - demoRank(needle, b.title) || a.order - b.order)
    .slice(0, searchRecordLimit)
    .map((t) => ({ id: t.id, title: t.title, completed: t.completed, link: `/apps/tasks/${encodeURIComponent(t.id)}` }));
  return [
    { id: 'contacts', label: 'Contacts', results: contacts },
    { id: 'tasks', label: 'Tasks', results: tasks },
  ];
}

export function searchEndpoints({ config }: MockContext, server?: object): ShellEndpoint[] {
  return [
    {
      method: 'POST', path: `${config.commonApi}/search`, delay: searchDelayMs, payload: '{query}',
      answer:
        "[{id: 'pages', label: 'Pages', results: [{id, title (translation key), link}]}, then one set per record kind the caller may read and open " +
        "(customers, suppliers, products, employees, warehouses): {id, label, results: [{id, title, details: [code, tax id | SKU, barcode | number, email], inactive, link: '/<list>/<id>'}] " +
        `(at most ${searchRecordLimit}, best first), total, seeAll: '/<list>?q=<query>'}]; only non-empty sets; case- and accent-insensitive contains ` +
        "(records: the resource's list `q`, so `total` is what seeAll lists); the caller's tenant only; a kind needs its service's read permission and its menu item; " +
        `[] for a query under ${searchMinLength} characters; pages are the caller's permitted menu items matched on their en-US or es-MX label; ` +
        "while the demo areas are on (config `demo` not false), then {id: 'contacts', label: 'Contacts', results: [{id, name, avatar, link: '/apps/contacts/<id>'}]} " +
        `(names containing the query) and {id: 'tasks', label: 'Tasks', results: [{id, title, completed, link: '/apps/tasks/<id>'}]} (task titles, not sections), at most ${searchRecordLimit} each, best first`,
      handler: async ({ caller, req, schema }): Promise<SearchResultSet[]> => {
        const { query } = readBody(req, { query: str });
        const q = query.trim().slice(0, QUERY_MAX_LENGTH).trim();
        if (q.length < searchMinLength) return [];
        // Case- and accent-insensitive in both languages (issue 13): "lineas" finds "Líneas", "alvarez" "Álvarez".
        const needle = fold(q);
        const matches = (value: string) => fold(value).includes(needle);

        const permitted = pagesOf(filterNavigation(navigationSets.default, caller.permissions));
        const catalogs = await loadCatalogs();
        const pages: PageResult[] = permitted
          .filter((item) => item.title !== undefined && labels(catalogs, item.title).some(matches))
          .map((item) => ({ id: item.id, title: item.title as string, link: item.link as string }));
        const sets: SearchResultSet[] = [{ id: 'pages', label: 'Pages', results: pages }];

        const runtime = server ? serviceRuntimeOf(server) : undefined;
        const links = new Set(permitted.map((item) => item.link));
        for (const search of recordSearches) {
          // Only areas the caller may read are loaded (the acme catalog holds 10,000 products), and only kinds
          // whose page the caller may open are offered: a result always leads somewhere.
          if (!runtime || !grants(caller.permissions, readClaims(search.resource)) || !links.has(search.list)) continue;
          const data = await runtime.data.load(caller.tenant, runtime.data.areaFor(search.resource.name));
          const found = data
            .collection<{ id: string }>(search.resource.name)
            .all()
            .filter((record) => matchesListQuery(record, { q, filters: [] }, search.spec));
          const best = found
            .map((record) => ({ record, rank: rank(search, needle, record) }))
            .sort((a, b) => a.rank - b.rank || compareText(search.title(a.record), search.title(b.record)) || (a.record.id < b.record.id ? -1 : 1))
            .slice(0, searchRecordLimit);
          const results: RecordResult[] = best.map(({ record }) => ({
            id: record.id,
            title: search.title(record),
            details: search.details(record),
            inactive: search.inactive(record),
            link: `${search.list}/${encodeURIComponent(record.id)}`,
          }));
          sets.push({ id: search.kind, label: search.label, results, total: found.length, seeAll: seeAllLink(search.list, q) });
        }
        if (config.demo !== false) sets.push(...(await demoSets(schema, needle)));
        return sets.filter((set) => set.results.length > 0);
      },
    },
  ];
}

export function registerSearchRoutes(server: Server, context: MockContext): void {
  registerShellEndpoints(server, context, searchEndpoints(context, server));
}
