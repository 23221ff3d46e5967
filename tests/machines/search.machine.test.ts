// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import { ApiError } from '../../src/machines/effects/api-error';
import type { SearchAnswer, SearchResultSet } from '../../src/machines/effects/search-request';
import {
  SEARCH_DEBOUNCE_MS,
  searchMachine,
  selectHasNoResults,
  selectHighlightedIndex,
  selectHighlightedOption,
  searchOptions,
  selectIsSearchOpen,
  selectIsSearching,
  selectIsSuggestionListOpen,
  selectSearchError,
  selectSearchQuery,
  selectSearchResults,
  type SearchAppearance,
} from '../../src/machines/search.machine';
import { config } from '../support/auth-fixtures';

type Input = { config: RuntimeConfig; query: string };

const setsFor = (query: string): SearchResultSet[] => [
  { id: 'pages', label: 'Pages', results: [{ id: 'p1', title: `${query} page`, link: '/orders' }] },
  {
    id: 'customers',
    label: 'Customers',
    total: 9,
    seeAll: `/admin/customers?q=${query}`,
    results: [{ id: 'c1', title: `${query} customer`, details: ['CLI-000001'], inactive: false, link: '/admin/customers/c1' }],
  },
];

/** A search whose answers the test releases one by one, recording every request and its abort. */
function manualSearch() {
  const requests: Array<{ query: string; aborted: () => boolean; answer: (sets?: SearchResultSet[]) => void; fail: (e: unknown) => void }> = [];
  const logic = fromPromise<SearchAnswer, Input>(
    ({ input, signal }) =>
      new Promise<SearchAnswer>((resolve, reject) => {
        requests.push({
          query: input.query,
          aborted: () => signal.aborted,
          answer: (sets = setsFor(input.query)) => resolve({ query: input.query, sets }),
          fail: reject,
        });
      }),
  );
  return { logic, requests };
}

function start(appearance: SearchAppearance, searchRequest: unknown = manualSearch().logic) {
  const clock = new SimulatedClock();
  const calls = { focus: 0, navigate: [] as string[] };
  const machine = searchMachine.provide({
    actors: { searchRequest: searchRequest as never },
    actions: {
      focusInput: () => {
        calls.focus += 1;
      },
      navigate: (_, params: { to: string }) => {
        calls.navigate.push(params.to);
      },
    },
  });
  const actor = createActor(machine, { input: { config: config as RuntimeConfig, appearance }, clock }).start();
  const type = (value: string) => actor.send({ type: 'search.query.change', value });
  return { actor, clock, calls, type };
}

describe('search machine', () => {
  it('bar mode starts closed; opening asks the view to focus the input', () => {
    const { actor, calls } = start('bar');
    expect(selectIsSearchOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'search.open' });
    expect(selectIsSearchOpen(actor.getSnapshot())).toBe(true);
    expect(calls.focus).toBe(1);
  });

  it('basic mode is always open and cannot be closed', () => {
    const { actor, calls } = start('basic');
    expect(selectIsSearchOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'search.close' });
    expect(selectIsSearchOpen(actor.getSnapshot())).toBe(true);
    expect(calls.focus).toBe(0);
  });

  it('searches 300 ms after the last keystroke, only with at least 2 characters', () => {
    const search = manualSearch();
    const { actor, clock, type } = start('basic', search.logic);
    type('a');
    clock.increment(SEARCH_DEBOUNCE_MS * 2);
    expect(search.requests).toHaveLength(0);
    type('ab');
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    type('abc');
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    expect(search.requests).toHaveLength(0);
    expect(selectIsSearching(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    expect(search.requests.map((r) => r.query)).toEqual(['abc']);
  });

  it('shows the answer of the current query and highlights nothing yet', async () => {
    const search = manualSearch();
    const { actor, clock, type } = start('basic', search.logic);
    type('or');
    clock.increment(SEARCH_DEBOUNCE_MS);
    search.requests[0]!.answer();
    await waitFor(actor, (s) => s.context.results !== null);
    expect(selectSearchResults(actor.getSnapshot())).toEqual(setsFor('or'));
    expect(selectIsSuggestionListOpen(actor.getSnapshot())).toBe(true);
    expect(selectHighlightedIndex(actor.getSnapshot())).toBeNull();
    expect(selectIsSearching(actor.getSnapshot())).toBe(false);
  });

  it('a shorter query clears the results and drops the pending search', async () => {
    const search = manualSearch();
    const { actor, clock, type } = start('basic', search.logic);
    type('or');
    clock.increment(SEARCH_DEBOUNCE_MS);
    search.requests[0]!.answer();
    await waitFor(actor, (s) => s.context.results !== null);
    type('ord');
    clock.increment(SEARCH_DEBOUNCE_MS);
    type('o');
    expect(search.requests[1]!.aborted()).toBe(true);
    expect(selectSearchResults(actor.getSnapshot())).toBeNull();
    expect(selectIsSearching(actor.getSnapshot())).toBe(false);
  });

  it('the latest query wins: a new query cancels the request in flight and an older answer is never shown', async () => {
    const search = manualSearch();
    const { actor, clock, type } = start('basic', search.logic);
    type('or');
    clock.increment(SEARCH_DEBOUNCE_MS);
    type('ord');
    expect(search.requests[0]!.aborted()).toBe(true);
    clock.increment(SEARCH_DEBOUNCE_MS);
    // The old request answers anyway (a server that ignored the abort): it is not shown.
    search.requests[0]!.answer();
    await Promise.resolve();
    expect(actor.getSnapshot().context.results).toBeNull();
    search.requests[1]!.answer();
    await waitFor(actor, (s) => s.context.results !== null);
    expect(actor.getSnapshot().context.resultsQuery).toBe('ord');
  });

  it('an answer tagged with another query is ignored even if it arrives while searching', async () => {
    const stale = fromPromise<SearchAnswer, Input>(async () => ({ query: 'something else', sets: setsFor('x') }));
    const { actor, clock, type } = start('basic', stale);
    type('or');
    clock.increment(SEARCH_DEBOUNCE_MS);
    await waitFor(actor, (s) => s.matches({ opened: 'idle' }));
    expect(actor.getSnapshot().context.results).toBeNull();
  });

  it('keeps a failed search as a code', async () => {
    const failing = fromPromise<SearchAnswer, Input>(async () => {
      throw new ApiError({ kind: 'network', code: 'offline', method: 'POST', url: 'http://localhost:9090/api/common/search' });
    });
    const { actor, clock, type } = start('basic', failing);
    type('or');
    clock.increment(SEARCH_DEBOUNCE_MS);
    await waitFor(actor, (s) => s.context.error !== null);
    expect(selectSearchError(actor.getSnapshot())).toBe('offline');
    type('ord');
    expect(selectSearchError(actor.getSnapshot())).toBeNull();
  });

  it("'No results found!' only for an answered query with no results", async () => {
    const empty = fromPromise<SearchAnswer, Input>(async ({ input }) => ({ query: input.query, sets: [] }));
    const { actor, clock, type } = start('basic', empty);
    type('zz');
    expect(selectHasNoResults(actor.getSnapshot())).toBe(false);
    clock.increment(SEARCH_DEBOUNCE_MS);
    await waitFor(actor, (s) => s.context.results !== null);
    expect(selectHasNoResults(actor.getSnapshot())).toBe(true);
  });

  it('keyboard: next and previous wrap across every option of every set (results, then a set\'s see all); Enter navigates to the highlighted link and closes the bar', async () => {
    const search = manualSearch();
    const { actor, clock, calls, type } = start('bar', search.logic);
    actor.send({ type: 'search.open' });
    type('or');
    clock.increment(SEARCH_DEBOUNCE_MS);
    search.requests[0]!.answer();
    await waitFor(actor, (s) => s.context.results !== null);
    actor.send({ type: 'search.select' });
    expect(calls.navigate).toEqual([]);
    // page, customer, the customers' see all: 3 options.
    actor.send({ type: 'search.highlight.previous' });
    expect(selectHighlightedIndex(actor.getSnapshot())).toBe(2);
    expect(selectHighlightedOption(actor.getSnapshot())).toEqual({ kind: 'seeAll', set: 'customers', link: '/admin/customers?q=or', total: 9 });
    actor.send({ type: 'search.highlight.next' });
    expect(selectHighlightedIndex(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'search.highlight.next' });
    expect(selectHighlightedOption(actor.getSnapshot())).toMatchObject({ kind: 'result', set: 'customers', result: { id: 'c1' } });
    actor.send({ type: 'search.highlight.set', index: 7 });
    expect(selectHighlightedIndex(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'search.select' });
    expect(calls.navigate).toEqual(['/admin/customers/c1']);
    expect(selectIsSearchOpen(actor.getSnapshot())).toBe(false);
    expect(selectSearchQuery(actor.getSnapshot())).toBe('');
  });

  it("a set's see all is an option: Enter on it goes to the list filtered by the query", async () => {
    const search = manualSearch();
    const { actor, clock, calls, type } = start('basic', search.logic);
    type('alvarez');
    clock.increment(SEARCH_DEBOUNCE_MS);
    search.requests[0]!.answer();
    await waitFor(actor, (s) => s.context.results !== null);
    actor.send({ type: 'search.highlight.set', index: 2 });
    actor.send({ type: 'search.select' });
    expect(calls.navigate).toEqual(['/admin/customers?q=alvarez']);
    expect(selectSearchQuery(actor.getSnapshot())).toBe('');
  });

  it('searchOptions lists each set\'s results and then its see all (pages have none)', () => {
    expect(searchOptions(setsFor('x')).map((o) => [o.kind, o.set, o.link])).toEqual([
      ['result', 'pages', '/orders'],
      ['result', 'customers', '/admin/customers/c1'],
      ['seeAll', 'customers', '/admin/customers?q=x'],
    ]);
    expect(searchOptions(null)).toEqual([]);
  });

  it('Escape first closes the suggestion list, then clears the query (basic) or closes and clears (bar)', async () => {
    for (const appearance of ['basic', 'bar'] as const) {
      const search = manualSearch();
      const { actor, clock, type } = start(appearance, search.logic);
      actor.send({ type: 'search.open' });
      type('or');
      clock.increment(SEARCH_DEBOUNCE_MS);
      search.requests[0]!.answer();
      await waitFor(actor, (s) => s.context.results !== null);
      actor.send({ type: 'search.escape' });
      expect(selectIsSuggestionListOpen(actor.getSnapshot())).toBe(false);
      expect(selectSearchQuery(actor.getSnapshot())).toBe('or');
      actor.send({ type: 'search.escape' });
      expect(selectSearchQuery(actor.getSnapshot())).toBe('');
      expect(selectIsSearchOpen(actor.getSnapshot())).toBe(appearance === 'basic');
    }
  });

  it('closing the bar clears the query and cancels a pending search', () => {
    const search = manualSearch();
    const { actor, clock, type } = start('bar', search.logic);
    actor.send({ type: 'search.open' });
    type('or');
    clock.increment(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'search.close' });
    expect(search.requests[0]!.aborted()).toBe(true);
    expect(selectSearchQuery(actor.getSnapshot())).toBe('');
    actor.send({ type: 'search.open' });
    expect(selectSearchQuery(actor.getSnapshot())).toBe('');
  });

  it('changing appearance closes it and clears the query', () => {
    const { actor, type } = start('bar');
    actor.send({ type: 'search.open' });
    type('or');
    actor.send({ type: 'search.appearance.set', appearance: 'bar' });
    expect(selectIsSearchOpen(actor.getSnapshot())).toBe(false);
    expect(selectSearchQuery(actor.getSnapshot())).toBe('');
    actor.send({ type: 'search.appearance.set', appearance: 'basic' });
    expect(selectIsSearchOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'search.appearance.set', appearance: 'bar' });
    expect(selectIsSearchOpen(actor.getSnapshot())).toBe(false);
  });

  it('typing the same text again keeps the results', async () => {
    const search = manualSearch();
    const { actor, clock, type } = start('basic', search.logic);
    type('or');
    clock.increment(SEARCH_DEBOUNCE_MS);
    search.requests[0]!.answer();
    await waitFor(actor, (s) => s.context.results !== null);
    type('or');
    expect(actor.getSnapshot().context.results).not.toBeNull();
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(search.requests).toHaveLength(1);
  });
});
