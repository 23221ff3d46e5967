// @vitest-environment node
/**
 * Generated paths through the list machine: addresses arriving (first visit, another page, Back to a remembered
 * query), answers and failures of `fetchPage`, the search field's keystrokes and debounce, retry, reload, a row
 * changed elsewhere, selection and focus. Every reachable state, and invariants on every path's end.
 */
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { Page } from '../../src/domain/resource';
import { createListMachine, type ListEvent } from '../../src/machines/kit/list.machine';
import { requestKey } from '../../src/machines/kit/list-query';
import { LIST_CACHE_SIZE } from '../../src/machines/kit/list-cache';
import { doneEvent, errorEvent } from '../support/path-events';
import { stateKeys } from '../support/state-keys';
import { customers, customersSpec, type Customer } from './fixtures';

const rows = customers.slice(0, 3);
const full: Page<Customer> = { items: rows, total: 120, page: 1, pageSize: 50 };
const none: Page<Customer> = { items: [], total: 0, page: 1, pageSize: 50 };
const beyond: Page<Customer> = { items: [], total: 60, page: 3, pageSize: 50 };
const offline = Object.assign(new Error('offline'), { code: 'offline' });

const events = [
  { type: 'list.address.changed', search: '' },
  { type: 'list.address.changed', search: '?page=3' },
  { type: 'list.address.changed', search: '?q=ana' },
  doneEvent('fetchPage', full),
  doneEvent('fetchPage', none),
  doneEvent('fetchPage', beyond),
  errorEvent('fetchPage', offline),
  { type: 'list.search.change', value: 'an' },
  { type: 'list.search.clear' },
  { type: 'xstate.after.searchDebounce.list.search.debouncing' },
  { type: 'list.retry' },
  { type: 'list.reload' },
  { type: 'list.row.changed', row: { ...rows[1]!, name: 'Renamed' } },
  { type: 'list.selection.toggle', id: rows[0]!.id },
  { type: 'list.selection.togglePage' },
  { type: 'list.row.focus', index: 2 },
] as unknown as ListEvent<Customer>[];

describe('list machine: generated paths', () => {
  const machine = createListMachine<Customer>(customersSpec);
  // States are told apart by what the invariants read (row ids, not their contents), so the graph stays small.
  const serializeState = (state: ReturnType<typeof machine.resolveState>) => {
    const c = state.context;
    return JSON.stringify([state.value, c.search, c.requestedKey, c.rowsKey, c.rowsQuery, c.rows.map((r) => r.id), c.total, c.error, c.draft, c.selection, c.activeIndex, c.cache.map((e) => [e.key, e.page.items.length])]);
  };
  const paths = getShortestPaths(machine, { events, input: {}, serializeState: serializeState as never });
  const describePath = (path: (typeof paths)[number]) => path.steps.map((s) => s.event.type + ('search' in s.event ? `(${String(s.event.search)})` : '')).join(' > ');

  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((p) => stateKeys(p.state.value)));
    expect([...reached].sort()).toEqual([
      'data.empty',
      'data.failed',
      'data.fetching.loading',
      'data.fetching.refreshing',
      'data.idle',
      'data.loaded',
      'search.debouncing',
      'search.idle',
    ]);
  });

  it('on every path the rows shown answer the query in the address, and a request is always for it', () => {
    let shown = 0;
    for (const path of paths) {
      const { context } = path.state;
      if (context.search === null) continue;
      expect(context.requestedKey, describePath(path)).toBe(requestKey(context.query));
      if (path.state.matches({ data: 'loaded' })) {
        shown += 1;
        expect(context.rowsKey, describePath(path)).toBe(context.requestedKey);
        expect(requestKey(context.rowsQuery!), describePath(path)).toBe(context.rowsKey);
        expect(context.rows.length, describePath(path)).toBeGreaterThan(0);
      }
      if (path.state.matches({ data: 'empty' })) {
        expect(context.rows, describePath(path)).toEqual([]);
        expect(context.rowsKey, describePath(path)).toBe(context.requestedKey);
      }
    }
    expect(shown).toBeGreaterThan(0);
  });

  it('on every path the selection is of rows shown and the focused row exists', () => {
    for (const path of paths) {
      const { selection, rows: shownRows, activeIndex } = path.state.context;
      for (const id of selection) expect(shownRows.some((r) => r.id === id), describePath(path)).toBe(true);
      expect(activeIndex, describePath(path)).toBeGreaterThanOrEqual(0);
      expect(activeIndex, describePath(path)).toBeLessThanOrEqual(Math.max(0, shownRows.length - 1));
    }
  });

  it('on every path a failure has its code, busy means a request, and the memory stays small', () => {
    for (const path of paths) {
      const { context } = path.state;
      if (path.state.matches({ data: 'failed' })) expect(context.error, describePath(path)).toBe('offline');
      expect(path.state.hasTag('busy'), describePath(path)).toBe(path.state.matches({ data: 'fetching' }));
      expect(context.cache.length, describePath(path)).toBeLessThanOrEqual(LIST_CACHE_SIZE);
      expect(new Set(context.cache.map((c) => c.key)).size, describePath(path)).toBe(context.cache.length);
    }
  });
});
