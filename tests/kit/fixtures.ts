/**
 * The list kit's test fixtures: a customers-like spec, a deterministic 10,000-row dataset, an in-memory
 * `fetchPage` that answers like a service (q, filters, sort with ties by id, paging; honours its signal), a
 * `fetchPage` the test answers by hand, and a fake navigation machine (systemId 'nav') with a history.
 */
import { assign, createActor, fromPromise, setup, type AnyActorLogic, type SimulatedClock } from 'xstate';
import type { Page } from '../../src/domain/resource';
import { createListMachine, type FetchPageInput, type SavePreferencesParams } from '../../src/machines/kit/list.machine';
import { parseDateRange, sortFieldOf, type ListPreferences, type ListQuery, type ListSpec } from '../../src/machines/kit/list-query';
import { deferred } from '../support/deferred';

export interface Customer {
  id: string;
  name: string;
  email: string;
  status: 'active' | 'inactive';
  vip: boolean;
  city: string;
  /** `YYYY-MM-DD` */
  createdAt: string;
  balance: number;
}

export const customersSpec: ListSpec = {
  id: 'customers',
  path: '/admin/customers',
  sortFields: ['name', 'createdAt', 'balance'],
  defaultSort: ['name'],
  filters: [
    { name: 'status', kind: 'enum', values: ['active', 'inactive'] },
    { name: 'vip', kind: 'boolean' },
    { name: 'createdAt', kind: 'date-range' },
    { name: 'city', kind: 'text' },
  ],
  columns: [
    { id: 'name', defaultVisible: true, sortField: 'name' },
    { id: 'email', defaultVisible: true },
    { id: 'status', defaultVisible: true },
    { id: 'city', defaultVisible: false },
    { id: 'balance', defaultVisible: false, sortField: 'balance' },
    { id: 'createdAt', defaultVisible: true, sortField: 'createdAt' },
  ],
};

const first = ['Ana', 'Luis', 'María', 'José', 'Sofía', 'Diego', 'Lucía', 'Carlos', 'Elena', 'Jorge', 'Paula', 'Andrés'];
const last = ['García', 'López', 'Martínez', 'Hernández', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Rivera'];
const cities = ['Monterrey', 'Guadalajara', 'Puebla', 'Mérida', 'Querétaro', 'León'];

/** The same rows on every run (a small linear congruential generator, no Math.random). */
export function makeCustomers(count = 10_000): Customer[] {
  let seed = 20251122;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const name = `${pick(first)} ${pick(last)} ${String(i + 1).padStart(5, '0')}`;
    const day = new Date(Date.UTC(2024, 0, 1) + Math.floor(next() * 700) * 86_400_000).toISOString().slice(0, 10);
    return {
      id: `c${String(i + 1).padStart(5, '0')}`,
      name,
      email: `cliente${i + 1}@example.mx`,
      status: next() < 0.8 ? 'active' : 'inactive',
      vip: next() < 0.1,
      city: pick(cities),
      createdAt: day,
      balance: Math.round(next() * 1_000_000) / 100,
    };
  });
}

export const customers = makeCustomers();

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** What a service answers for the query over `rows`. */
export function answer(rows: readonly Customer[], query: ListQuery): Page<Customer> {
  const q = fold(query.q);
  const matches = rows.filter((row) => {
    if (q !== '' && !fold(`${row.name} ${row.email} ${row.city}`).includes(q)) return false;
    for (const [name, value] of Object.entries(query.filters)) {
      if (name === 'status' && row.status !== value) return false;
      if (name === 'vip' && String(row.vip) !== value) return false;
      if (name === 'city' && !fold(row.city).includes(fold(value))) return false;
      if (name === 'createdAt') {
        const range = parseDateRange(value);
        if (range && ((range.from && row.createdAt < range.from) || (range.to && row.createdAt > range.to))) return false;
      }
    }
    return true;
  });
  const sorted = [...matches].sort((a, b) => {
    for (const key of query.sort) {
      const field = sortFieldOf(key) as keyof Customer;
      const [x, y] = [a[field], b[field]];
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      if (order !== 0) return key.startsWith('-') ? -order : order;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  const start = (query.page - 1) * query.pageSize;
  return { items: sorted.slice(start, start + query.pageSize), total: sorted.length, page: query.page, pageSize: query.pageSize };
}

/** An in-memory service over `rows` (`rows` may be swapped through the returned handle), recording each query. */
export function memoryFetchPage(initial: readonly Customer[] = customers) {
  const handle = { rows: initial, queries: [] as ListQuery[], fail: null as Error | null };
  const logic = fromPromise<Page<Customer>, FetchPageInput>(async ({ input, signal }) => {
    handle.queries.push(input.query);
    await Promise.resolve();
    if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
    if (handle.fail) throw handle.fail;
    return answer(handle.rows, input.query);
  });
  return Object.assign(handle, { logic });
}

/** A fetchPage whose requests the test answers one by one, in any order. */
export function manualFetchPage() {
  const requests: Array<{ query: ListQuery; aborted: () => boolean; resolve: (page?: Page<Customer>) => void; reject: (e: unknown) => void }> = [];
  const logic = fromPromise<Page<Customer>, FetchPageInput>(({ input, signal }) => {
    const d = deferred<Page<Customer>>();
    requests.push({
      query: input.query,
      aborted: () => signal.aborted,
      resolve: (page = answer(customers, input.query)) => d.resolve(page),
      reject: d.reject,
    });
    return d.promise;
  });
  return { logic, requests };
}

interface FakeNavContext {
  location: { path: string; search: string };
  entries: string[];
  index: number;
  navigations: { to: string; replace: boolean }[];
}

const split = (to: string) => {
  const at = to.indexOf('?');
  return at < 0 ? { path: to, search: '' } : { path: to.slice(0, at), search: to.slice(at) };
};

/** Stands in for the navigation machine: it records `nav.navigate` and moves through a history like a router. */
export const fakeNavMachine = setup({
  types: {} as {
    context: FakeNavContext;
    input: { at: string };
    events: { type: 'nav.navigate'; to: string; replace?: boolean } | { type: 'nav.back' } | { type: 'nav.forward' } | { type: 'nav.visit'; to: string };
  },
  actions: {
    go: assign(({ context }, params: { to: string; replace: boolean }) => {
      const entries = [...context.entries.slice(0, context.index + (params.replace ? 0 : 1)), params.to];
      return {
        entries,
        index: entries.length - 1,
        location: split(params.to),
        navigations: [...context.navigations, { to: params.to, replace: params.replace }],
      };
    }),
    move: assign(({ context }, params: { by: number }) => {
      const index = Math.max(0, Math.min(context.entries.length - 1, context.index + params.by));
      return { index, location: split(context.entries[index]!) };
    }),
  },
}).createMachine({
  id: 'fakeNav',
  context: ({ input }) => ({ location: split(input.at), entries: [input.at], index: 0, navigations: [] }),
  on: {
    'nav.navigate': { actions: { type: 'go', params: ({ event }) => ({ to: event.to, replace: event.replace === true }) } },
    // A link elsewhere in the app (not recorded as the list's navigation).
    'nav.visit': { actions: [{ type: 'go', params: ({ event }) => ({ to: event.to, replace: false }) }, assign(({ context }) => ({ navigations: context.navigations.slice(0, -1) }))] },
    'nav.back': { actions: { type: 'move', params: { by: -1 } } },
    'nav.forward': { actions: { type: 'move', params: { by: 1 } } },
  },
});

export interface ListHarnessOptions {
  fetchPage: AnyActorLogic;
  /** @default the list's own path */
  at?: string;
  preferences?: ListPreferences;
  spec?: ListSpec;
  clock?: SimulatedClock;
  /** A shorter search debounce for view tests. @default 300 */
  debounceMs?: number;
}

/** The list machine and the fake navigation in one system, as the session runs them. */
export function startList(options: ListHarnessOptions) {
  const spec = options.spec ?? customersSpec;
  const saved: SavePreferencesParams[] = [];
  const created = createListMachine<Customer>(spec, {
    fetchPage: options.fetchPage as never,
    savePreferences: (params) => saved.push(params),
  });
  const listMachine = options.debounceMs === undefined ? created : created.provide({ delays: { searchDebounce: options.debounceMs } });
  const harness = setup({
    actors: { nav: fakeNavMachine, list: listMachine },
  }).createMachine({
    invoke: [
      { id: 'nav', src: 'nav', systemId: 'nav', input: { at: options.at ?? spec.path } },
      { id: 'list', src: 'list', systemId: `${spec.id}.list`, input: { preferences: options.preferences ?? {} } },
    ],
  });
  const root = createActor(harness, options.clock ? { clock: options.clock } : {}).start();
  const nav = root.system.get('nav') as ReturnType<typeof createActor<typeof fakeNavMachine>>;
  const list = root.system.get(`${spec.id}.list`) as ReturnType<typeof createActor<typeof listMachine>>;
  return { root, nav, list, saved, listMachine };
}
