// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import { ApiError } from '../../src/machines/effects/api-error';
import type { SearchResultSet } from '../../src/machines/effects/search-request';
import { searchMachine, searchOptions, type SearchEvent } from '../../src/machines/search.machine';
import { config } from '../support/auth-fixtures';
import { doneEvent, errorEvent, stateKey } from '../support/path-events';

const sets: SearchResultSet[] = [
  { id: 'pages', label: 'Pages', results: [{ id: 'p1', title: 'Orders', link: '/orders' }] },
  {
    id: 'customers',
    label: 'Customers',
    total: 3,
    seeAll: '/admin/customers?q=ab',
    results: [{ id: 'c1', title: 'Ana Álvarez', details: ['CLI-000001'], inactive: false, link: '/admin/customers/c1' }],
  },
];
const offline = new ApiError({ kind: 'network', code: 'offline', method: 'POST', url: 'http://localhost:9090/api/common/search' });

// Typing, closing, keys, the debounce timer, and answers for the current and for older queries.
const events = [
  { type: 'search.open' },
  { type: 'search.close' },
  { type: 'search.escape' },
  { type: 'search.appearance.set', appearance: 'bar' },
  { type: 'search.appearance.set', appearance: 'basic' },
  { type: 'search.query.change', value: 'a' },
  { type: 'search.query.change', value: 'ab' },
  { type: 'search.query.change', value: 'abc' },
  { type: 'search.highlight.next' },
  { type: 'search.highlight.previous' },
  { type: 'search.highlight.set', index: 2 },
  { type: 'search.select' },
  { type: 'xstate.after.searchDebounce.search.opened.debouncing' },
  doneEvent('searchRequest', { query: 'ab', sets }),
  doneEvent('searchRequest', { query: 'abc', sets: [] }),
  errorEvent('searchRequest', offline),
] as unknown as SearchEvent[];

describe('search machine: generated paths', () => {
  const runs = (['bar', 'basic'] as const).map((appearance) => ({
    appearance,
    paths: getShortestPaths(searchMachine, { events, input: { config: config as RuntimeConfig, appearance } }),
  }));
  const all = runs.flatMap((run) => run.paths);
  const describePath = (path: (typeof all)[number]) => path.steps.map((s) => s.event.type).join(' > ');

  it('reaches every state from both appearances', () => {
    for (const run of runs) {
      const reached = new Set(run.paths.map((p) => stateKey(p.state.value)));
      expect([...reached].sort(), run.appearance).toEqual(['closed', 'opened.debouncing', 'opened.idle', 'opened.searching']);
    }
  });

  it('on every path the results shown belong to the current query, never an older one', () => {
    let withResults = 0;
    for (const path of all) {
      const { results, resultsQuery, query } = path.state.context;
      if (results !== null) {
        withResults += 1;
        expect(resultsQuery, describePath(path)).toBe(query);
      }
    }
    expect(withResults).toBeGreaterThan(0);
  });

  it('on every path a search is pending or shown only for a query of at least 2 characters', () => {
    for (const path of all) {
      const { results, query } = path.state.context;
      if (path.state.matches({ opened: 'searching' }) || path.state.matches({ opened: 'debouncing' }) || results !== null) {
        expect(query.trim().length, describePath(path)).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('on every path the highlight points at an option that leads somewhere (a result or a record set\'s see all)', () => {
    let seeAll = 0;
    for (const path of all) {
      const { highlighted, results } = path.state.context;
      if (highlighted === null) continue;
      const option = searchOptions(results)[highlighted]!;
      expect(option.link, describePath(path)).toMatch(/^\/(admin|orders)/);
      if (option.kind === 'seeAll') seeAll += 1;
    }
    expect(seeAll).toBeGreaterThan(0);
  });

  it('on every path the highlight points at a result, and a closed bar holds no query', () => {
    for (const path of all) {
      const { highlighted, results, query } = path.state.context;
      if (highlighted !== null) expect(searchOptions(results)[highlighted], describePath(path)).toBeDefined();
      if (path.state.matches('closed')) expect(query, describePath(path)).toBe('');
    }
  });
});
