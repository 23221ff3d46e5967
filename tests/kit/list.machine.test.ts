// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SimulatedClock, waitFor } from 'xstate';
import {
  LIST_SEARCH_DEBOUNCE_MS,
  selectActiveIndex,
  selectDraft,
  selectEmptyKind,
  selectError,
  selectIsBusy,
  selectIsCurrent,
  selectIsSearching,
  selectPageCount,
  selectPageSelection,
  selectQuery,
  selectRows,
  selectSelection,
  selectStatus,
  selectTotal,
  selectVisibleColumns,
} from '../../src/machines/kit/list.machine';
import { emitApiEvent } from '../../src/machines/effects/api-events';
import { answer, customers, manualFetchPage, memoryFetchPage, startList } from './fixtures';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

async function loadedList(options: Partial<Parameters<typeof startList>[0]> = {}) {
  const service = memoryFetchPage();
  const started = startList({ fetchPage: service.logic, ...options });
  await waitFor(started.list, (s) => s.matches({ data: 'loaded' }));
  return { ...started, service };
}

describe('list machine: the address is the query', () => {
  it('stays idle away from its route and loads when the address reaches it', async () => {
    const service = memoryFetchPage();
    const { list, nav } = startList({ fetchPage: service.logic, at: '/dashboard' });
    expect(selectStatus(list.getSnapshot())).toBe('idle');
    nav.send({ type: 'nav.visit', to: '/admin/customers/c00001?q=x' });
    await settle();
    expect(service.queries).toHaveLength(0);
    nav.send({ type: 'nav.visit', to: '/admin/customers?q=ana' });
    expect(selectStatus(list.getSnapshot())).toBe('loading');
    expect(selectIsBusy(list.getSnapshot())).toBe(true);
    await waitFor(list, (s) => s.matches({ data: 'loaded' }));
    expect(selectQuery(list.getSnapshot()).q).toBe('ana');
    expect(selectDraft(list.getSnapshot())).toBe('ana');
    expect(selectRows(list.getSnapshot())).toEqual(answer(customers, selectQuery(list.getSnapshot())).items);
    expect(selectTotal(list.getSnapshot())).toBe(answer(customers, { ...selectQuery(list.getSnapshot()), page: 1 }).total);
  });

  it('first load shows the first page with the default query', async () => {
    const { list, service } = await loadedList();
    const s = list.getSnapshot();
    expect(service.queries).toEqual([{ q: '', sort: ['name'], page: 1, pageSize: 50, filters: {} }]);
    expect(selectRows(s)).toHaveLength(50);
    expect(selectTotal(s)).toBe(10_000);
    expect(selectPageCount(s)).toBe(200);
    expect(selectIsCurrent(s)).toBe(true);
    expect(selectVisibleColumns(s)).toEqual(['name', 'email', 'status', 'createdAt']);
  });

  it('an intent becomes a navigation (pushed), and the address change drives the fetch', async () => {
    const { list, nav, service } = await loadedList();
    const firstPage = selectRows(list.getSnapshot());
    list.send({ type: 'list.sort.toggle', field: 'createdAt' });
    expect(nav.getSnapshot().context.navigations).toEqual([{ to: '/admin/customers?sort=createdAt', replace: false }]);
    // The rows of the previous query stay while the next loads.
    expect(selectStatus(list.getSnapshot())).toBe('refreshing');
    expect(selectRows(list.getSnapshot())).toBe(firstPage);
    expect(selectIsCurrent(list.getSnapshot())).toBe(false);
    await waitFor(list, (s) => s.matches({ data: 'loaded' }));
    expect(service.queries.at(-1)!.sort).toEqual(['createdAt']);
    list.send({ type: 'list.filter.change', name: 'status', value: 'inactive' });
    list.send({ type: 'list.page.go', page: 3 });
    await waitFor(list, (s) => s.matches({ data: 'loaded' }) && s.context.query.page === 3);
    expect(nav.getSnapshot().context.navigations.map((n) => n.to)).toEqual([
      '/admin/customers?sort=createdAt',
      '/admin/customers?status=inactive&sort=createdAt',
      '/admin/customers?status=inactive&sort=createdAt&page=3',
    ]);
    expect(nav.getSnapshot().context.navigations.every((n) => !n.replace)).toBe(true);
    // A filter change goes back to page 1.
    list.send({ type: 'list.filter.change', name: 'status', value: '' });
    expect(nav.getSnapshot().context.location.search).toBe('?sort=createdAt');
  });

  it('ignores intents it cannot honour', async () => {
    const { list, nav } = await loadedList();
    list.send({ type: 'list.sort.toggle', field: 'email' });
    list.send({ type: 'list.filter.change', name: 'password', value: 'x' });
    list.send({ type: 'list.page.go', page: 201 });
    list.send({ type: 'list.page.go', page: 0 });
    list.send({ type: 'list.page.go', page: 1 });
    list.send({ type: 'list.pageSize.set', pageSize: 33 });
    list.send({ type: 'list.columns.set', columns: ['nope'] });
    expect(nav.getSnapshot().context.navigations).toEqual([]);
  });

  it('the latest request wins: a newer query stops the older request and its late answer is dropped', async () => {
    const service = manualFetchPage();
    const { list, nav } = startList({ fetchPage: service.logic });
    service.requests[0]!.resolve();
    await waitFor(list, (s) => s.matches({ data: 'loaded' }));
    list.send({ type: 'list.page.go', page: 2 });
    list.send({ type: 'list.page.go', page: 3 });
    expect(nav.getSnapshot().context.location.search).toBe('?page=3');
    expect(service.requests.map((r) => r.query.page)).toEqual([1, 2, 3]);
    expect(service.requests[1]!.aborted()).toBe(true);
    expect(service.requests[2]!.aborted()).toBe(false);
    // Out of order: the newer answers first, then the older one arrives anyway.
    service.requests[2]!.resolve();
    await waitFor(list, (s) => s.matches({ data: 'loaded' }));
    service.requests[1]!.resolve();
    await settle();
    expect(ids(selectRows(list.getSnapshot()))).toEqual(ids(answer(customers, { ...selectQuery(list.getSnapshot()), page: 3 }).items));
    // And the other order: the older answers while the newer is pending: still ignored.
    list.send({ type: 'list.page.go', page: 4 });
    list.send({ type: 'list.page.go', page: 5 });
    service.requests[3]!.resolve();
    await settle();
    expect(selectStatus(list.getSnapshot())).toBe('refreshing');
    expect(selectQuery(list.getSnapshot()).page).toBe(5);
    service.requests[4]!.resolve();
    await waitFor(list, (s) => s.matches({ data: 'loaded' }));
    expect(selectRows(list.getSnapshot())[0]!.id).toBe(answer(customers, { ...selectQuery(list.getSnapshot()), page: 5 }).items[0]!.id);
  });

  it('Back shows the exact previous list at once, then revalidates', async () => {
    const service = manualFetchPage();
    const { list, nav } = startList({ fetchPage: service.logic });
    service.requests[0]!.resolve();
    await waitFor(list, (s) => s.matches({ data: 'loaded' }));
    const pageOne = selectRows(list.getSnapshot());
    list.send({ type: 'list.page.go', page: 2 });
    service.requests[1]!.resolve();
    await waitFor(list, (s) => s.matches({ data: 'loaded' }));
    nav.send({ type: 'nav.back' });
    const s = list.getSnapshot();
    expect(selectQuery(s).page).toBe(1);
    expect(selectRows(s)).toBe(pageOne);
    expect(selectIsCurrent(s)).toBe(true);
    expect(selectStatus(s)).toBe('refreshing');
    expect(service.requests).toHaveLength(3);
    service.requests[2]!.resolve({ ...answer(customers, selectQuery(s)), total: 9_999 });
    await waitFor(list, (x) => x.matches({ data: 'loaded' }));
    expect(selectTotal(list.getSnapshot())).toBe(9_999);
  });

  it('keeps only the last five answers', async () => {
    const { list, nav, service } = await loadedList();
    for (const page of [2, 3, 4, 5, 6]) {
      list.send({ type: 'list.page.go', page });
      await waitFor(list, (s) => s.matches({ data: 'loaded' }) && s.context.query.page === page);
    }
    expect(list.getSnapshot().context.cache.map((c) => new URLSearchParams(c.key).get('page'))).toEqual(['6', '5', '4', '3', '2']);
    nav.send({ type: 'nav.visit', to: '/admin/customers' });
    // Page 1 was forgotten: nothing to show at once, but the previous rows stay (refreshing).
    expect(selectStatus(list.getSnapshot())).toBe('refreshing');
    expect(selectIsCurrent(list.getSnapshot())).toBe(false);
    await waitFor(list, (s) => s.matches({ data: 'loaded' }));
    expect(service.queries.at(-1)!.page).toBe(1);
  });

  it('a page beyond the end (after deletes, or hand-edited) goes to the last page, replacing the address', async () => {
    const { list, nav } = await loadedList({ at: '/admin/customers?page=9000' });
    expect(nav.getSnapshot().context.navigations).toEqual([{ to: '/admin/customers?page=200', replace: true }]);
    expect(selectQuery(list.getSnapshot()).page).toBe(200);
  });
});

describe('list machine: search field', () => {
  it('searches 300 ms after the last keystroke, replacing the address, from page 1', async () => {
    const clock = new SimulatedClock();
    const service = memoryFetchPage();
    const { list, nav } = startList({ fetchPage: service.logic, at: '/admin/customers?page=4', clock });
    await waitFor(list, (s) => s.matches({ data: 'loaded' }));
    for (const value of ['a', 'an', 'ana ']) {
      list.send({ type: 'list.search.change', value });
      clock.increment(LIST_SEARCH_DEBOUNCE_MS - 1);
    }
    expect(nav.getSnapshot().context.navigations).toEqual([]);
    expect(selectIsSearching(list.getSnapshot())).toBe(true);
    clock.increment(1);
    expect(nav.getSnapshot().context.navigations).toEqual([{ to: '/admin/customers?q=ana', replace: true }]);
    await waitFor(list, (s) => s.matches({ data: 'loaded' }));
    // The field keeps what the user typed (the trailing space): it never jumps.
    expect(selectDraft(list.getSnapshot())).toBe('ana ');
    expect(selectQuery(list.getSnapshot())).toMatchObject({ q: 'ana', page: 1 });
    expect(service.queries.map((q) => q.q)).toEqual(['', 'ana']);
    // Typing back to the same text does not navigate.
    list.send({ type: 'list.search.change', value: 'ana' });
    clock.increment(LIST_SEARCH_DEBOUNCE_MS);
    expect(nav.getSnapshot().context.navigations).toHaveLength(1);
  });

  it('Enter searches at once; clearing (Escape) empties the field and the address', async () => {
    const clock = new SimulatedClock();
    const { list, nav } = startList({ fetchPage: memoryFetchPage().logic, clock });
    await waitFor(list, (s) => s.matches({ data: 'loaded' }));
    list.send({ type: 'list.search.change', value: 'luis' });
    list.send({ type: 'list.search.submit' });
    expect(nav.getSnapshot().context.location.search).toBe('?q=luis');
    clock.increment(LIST_SEARCH_DEBOUNCE_MS);
    expect(nav.getSnapshot().context.navigations).toHaveLength(1);
    list.send({ type: 'list.search.clear' });
    expect(selectDraft(list.getSnapshot())).toBe('');
    expect(nav.getSnapshot().context.navigations.at(-1)).toEqual({ to: '/admin/customers', replace: true });
  });

  it('Back to another text updates the field, but never while the user types', async () => {
    const clock = new SimulatedClock();
    const { list, nav } = startList({ fetchPage: memoryFetchPage().logic, at: '/admin/customers?q=old', clock });
    await waitFor(list, (s) => !s.hasTag('busy'));
    list.send({ type: 'list.filter.change', name: 'vip', value: 'true' });
    list.send({ type: 'list.search.change', value: 'new' });
    clock.increment(LIST_SEARCH_DEBOUNCE_MS);
    expect(nav.getSnapshot().context.location.search).toBe('?q=new&vip=true');
    nav.send({ type: 'nav.back' });
    expect(nav.getSnapshot().context.location.search).toBe('?q=old');
    expect(selectDraft(list.getSnapshot())).toBe('old');
    list.send({ type: 'list.search.change', value: 'typing' });
    nav.send({ type: 'nav.forward' });
    expect(selectDraft(list.getSnapshot())).toBe('typing');
  });
});

describe('list machine: outcomes', () => {
  it('fails with the error code, and retry loads again', async () => {
    const service = memoryFetchPage();
    service.fail = Object.assign(new Error('offline'), { code: 'offline' });
    const { list } = startList({ fetchPage: service.logic });
    await waitFor(list, (s) => s.matches({ data: 'failed' }));
    expect(selectError(list.getSnapshot())).toBe('offline');
    expect(selectStatus(list.getSnapshot())).toBe('failed');
    service.fail = null;
    list.send({ type: 'list.retry' });
    expect(selectStatus(list.getSnapshot())).toBe('loading');
    await waitFor(list, (s) => s.matches({ data: 'loaded' }));
    expect(selectError(list.getSnapshot())).toBeNull();
  });

  it('N5: failed for want of a connection, it waits and fetches again once when the connection is back', async () => {
    const service = memoryFetchPage();
    service.fail = Object.assign(new Error('offline'), { code: 'offline' });
    const { list } = startList({ fetchPage: service.logic });
    await waitFor(list, (s) => s.matches({ data: 'failed' }));
    const asked = service.queries.length;
    await settle();
    expect(service.queries).toHaveLength(asked);
    service.fail = null;
    emitApiEvent({ type: 'api.online' });
    emitApiEvent({ type: 'api.online' });
    await waitFor(list, (s) => s.matches({ data: 'loaded' }));
    expect(service.queries).toHaveLength(asked + 1);
  });

  it('N5: a failure that is not the connection’s stays failed when the connection comes back (Retry is the way)', async () => {
    const service = memoryFetchPage();
    service.fail = Object.assign(new Error('server'), { code: 'server' });
    const { list } = startList({ fetchPage: service.logic });
    await waitFor(list, (s) => s.matches({ data: 'failed' }));
    const asked = service.queries.length;
    service.fail = null;
    emitApiEvent({ type: 'api.online' });
    await settle();
    expect(selectStatus(list.getSnapshot())).toBe('failed');
    expect(service.queries).toHaveLength(asked);
  });

  it('tells "no data at all" from "no match for this query"', async () => {
    const service = memoryFetchPage([]);
    const { list } = startList({ fetchPage: service.logic });
    await waitFor(list, (s) => s.matches({ data: 'empty' }));
    expect(selectEmptyKind(list.getSnapshot())).toBe('noData');
    service.rows = customers;
    const other = memoryFetchPage();
    const second = startList({ fetchPage: other.logic, at: '/admin/customers?q=zzzzzz' });
    await waitFor(second.list, (s) => s.matches({ data: 'empty' }));
    expect(selectEmptyKind(second.list.getSnapshot())).toBe('noMatch');
    second.list.send({ type: 'list.filters.clear' });
    expect(second.nav.getSnapshot().context.location.search).toBe('');
    await waitFor(second.list, (s) => s.matches({ data: 'loaded' }));
    expect(selectEmptyKind(second.list.getSnapshot())).toBeNull();
  });

  it('reloads the same query after a change elsewhere, forgetting remembered pages; a changed row is patched in place', async () => {
    const { list, service } = await loadedList();
    const before = service.queries.length;
    const row = { ...selectRows(list.getSnapshot())[3]!, name: 'Renamed' };
    list.send({ type: 'list.row.changed', row });
    expect(selectRows(list.getSnapshot())[3]).toEqual(row);
    expect(list.getSnapshot().context.cache[0]!.page.items[3]).toEqual(row);
    list.send({ type: 'list.reload' });
    expect(selectStatus(list.getSnapshot())).toBe('refreshing');
    expect(list.getSnapshot().context.cache).toEqual([]);
    await waitFor(list, (s) => s.matches({ data: 'loaded' }));
    expect(service.queries).toHaveLength(before + 1);
  });
});

describe('list machine: selection and focus', () => {
  it('selects rows and the whole page; a refresh keeps only rows still present', async () => {
    const { list, service } = await loadedList();
    const rows = selectRows(list.getSnapshot());
    list.send({ type: 'list.selection.toggle', id: rows[0]!.id });
    list.send({ type: 'list.selection.toggle', id: rows[1]!.id });
    list.send({ type: 'list.selection.toggle', id: 'not-on-page' });
    expect(selectSelection(list.getSnapshot())).toEqual([rows[0]!.id, rows[1]!.id]);
    expect(selectPageSelection(list.getSnapshot())).toBe('some');
    list.send({ type: 'list.selection.togglePage' });
    expect(selectPageSelection(list.getSnapshot())).toBe('all');
    list.send({ type: 'list.selection.togglePage' });
    expect(selectSelection(list.getSnapshot())).toEqual([]);
    list.send({ type: 'list.selection.toggle', id: rows[0]!.id });
    list.send({ type: 'list.selection.toggle', id: rows[1]!.id });
    // rows[0] is deleted elsewhere.
    service.rows = customers.filter((c) => c.id !== rows[0]!.id);
    list.send({ type: 'list.reload' });
    expect(selectSelection(list.getSnapshot())).toHaveLength(2);
    await waitFor(list, (s) => s.matches({ data: 'loaded' }));
    expect(selectSelection(list.getSnapshot())).toEqual([rows[1]!.id]);
    list.send({ type: 'list.selection.clear' });
    expect(selectSelection(list.getSnapshot())).toEqual([]);
  });

  it('moves the focused row within the page and starts again at the top of a new query', async () => {
    const { list } = await loadedList();
    list.send({ type: 'list.row.focus', index: 10 });
    expect(selectActiveIndex(list.getSnapshot())).toBe(10);
    list.send({ type: 'list.row.focus', index: 999 });
    expect(selectActiveIndex(list.getSnapshot())).toBe(49);
    list.send({ type: 'list.row.focus', index: -3 });
    expect(selectActiveIndex(list.getSnapshot())).toBe(0);
    list.send({ type: 'list.row.focus', index: 7 });
    list.send({ type: 'list.page.go', page: 2 });
    expect(selectActiveIndex(list.getSnapshot())).toBe(0);
  });
});

describe('list machine: preferences', () => {
  it('starts from the saved page size and columns', async () => {
    const { list, service } = await loadedList({ preferences: { pageSize: 100, columns: ['name', 'balance'] } });
    expect(service.queries[0]!.pageSize).toBe(100);
    expect(selectVisibleColumns(list.getSnapshot())).toEqual(['name', 'balance']);
  });

  it('a page size choice is saved, pushed to the address from page 1 and fetched', async () => {
    const { list, nav, saved, service } = await loadedList({ at: '/admin/customers?page=3' });
    list.send({ type: 'list.pageSize.set', pageSize: 100 });
    expect(saved).toEqual([{ listId: 'customers', columns: ['name', 'email', 'status', 'createdAt'], pageSize: 100 }]);
    // 100 is now the user's default: the address leaves it out.
    expect(nav.getSnapshot().context.navigations).toEqual([{ to: '/admin/customers', replace: false }]);
    await waitFor(list, (s) => s.matches({ data: 'loaded' }) && s.context.rows.length === 100);
    expect(service.queries.at(-1)).toMatchObject({ page: 1, pageSize: 100 });
  });

  it('on page 1 the same address under the new default is read again (no duplicate history entry)', async () => {
    const { list, nav, service } = await loadedList();
    list.send({ type: 'list.pageSize.set', pageSize: 25 });
    expect(nav.getSnapshot().context.navigations).toEqual([]);
    await waitFor(list, (s) => s.matches({ data: 'loaded' }) && s.context.rows.length === 25);
    expect(service.queries.at(-1)!.pageSize).toBe(25);
  });

  it('a column choice is saved and shown without fetching again', async () => {
    const { list, saved, service } = await loadedList({ at: '/admin/customers?columns=name' });
    expect(selectVisibleColumns(list.getSnapshot())).toEqual(['name']);
    list.send({ type: 'list.columns.set', columns: ['balance', 'name', 'ghost'] });
    expect(saved).toEqual([{ listId: 'customers', columns: ['name', 'balance'], pageSize: 50 }]);
    expect(selectVisibleColumns(list.getSnapshot())).toEqual(['name', 'balance']);
    await settle();
    expect(service.queries).toHaveLength(1);
  });

  it('preferences that arrive later apply to the address as it is', async () => {
    const { list, service } = await loadedList();
    list.send({ type: 'list.preferences.set', preferences: { pageSize: 200 } });
    await waitFor(list, (s) => s.matches({ data: 'loaded' }) && s.context.rows.length === 200);
    expect(service.queries.map((q) => q.pageSize)).toEqual([50, 200]);
  });
});
