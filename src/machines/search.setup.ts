/** The search machine's types, actors, guards and actions; the chart is in search.machine.ts. */
import { assign, setup } from 'xstate';
import type { RuntimeConfig } from '../config/runtime-config';
import { errorCodeOf, type ShellErrorCode } from './effects/error-code';
import { searchRequest, type SearchAnswer, type SearchResult, type SearchResultSet } from './effects/search-request';

export type { ContactResult, PageResult, RecordKind, RecordResult, SearchResult, SearchResultSet, TaskResult } from './effects/search-request';
export { recordKinds } from './effects/search-request';

export type SearchAppearance = 'bar' | 'basic';

/** SPEC §5 and §9. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchInput {
  config: RuntimeConfig;
  /** @default 'basic' */
  appearance?: SearchAppearance;
}

export interface SearchContext {
  config: RuntimeConfig;
  appearance: SearchAppearance;
  query: string;
  /** The answer to `resultsQuery`; null when there is nothing to show. */
  results: SearchResultSet[] | null;
  resultsQuery: string | null;
  /** Index into `searchOptions(results)`, or null. */
  highlighted: number | null;
  /** The suggestion list shows the results; Escape hides it first, then clears the query. */
  listOpen: boolean;
  error: ShellErrorCode | null;
}

export type SearchEvent =
  | { type: 'search.open' }
  | { type: 'search.close' }
  | { type: 'search.appearance.set'; appearance: SearchAppearance }
  | { type: 'search.query.change'; value: string }
  | { type: 'search.escape' }
  | { type: 'search.highlight.next' }
  | { type: 'search.highlight.previous' }
  | { type: 'search.highlight.set'; index: number }
  /** Enter, or a click after `search.highlight.set`: goes to the highlighted result. */
  | { type: 'search.select' };

/**
 * One choice of the suggestion list: a result, or a record set's "see all" (its list filtered by the query), which
 * follows the set's results. Every option leads somewhere: its `link`.
 */
export type SearchOption =
  | { kind: 'result'; set: SearchResultSet['id']; link: string; result: SearchResult }
  | { kind: 'seeAll'; set: SearchResultSet['id']; link: string; total: number };

/** Every option of every set, in display order: the index space of `highlighted`. */
export const searchOptions = (sets: readonly SearchResultSet[] | null): SearchOption[] =>
  (sets ?? []).flatMap((set): SearchOption[] => [
    ...set.results.map((result): SearchOption => ({ kind: 'result', set: set.id, link: result.link, result })),
    ...('seeAll' in set ? [{ kind: 'seeAll' as const, set: set.id, link: set.seeAll, total: set.total }] : []),
  ]);

/** The query is searched once it has at least 2 characters (ignoring surrounding spaces). */
export const isSearchable = (query: string): boolean => query.trim().length >= SEARCH_MIN_LENGTH;

export const cleared = { query: '', results: null, resultsQuery: null, highlighted: null, listOpen: false, error: null } as const;

export const searchSetup = setup({
  types: {} as { context: SearchContext; input: SearchInput; events: SearchEvent },
  actors: { searchRequest },
  delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
  guards: {
    isBar: ({ context }) => context.appearance === 'bar',
    isBasic: ({ context }) => context.appearance === 'basic',
    isSameQuery: ({ context }, params: { query: string }) => params.query === context.query,
    isSearchable: (_, params: { query: string }) => isSearchable(params.query),
    isListOpen: ({ context }) => context.listOpen && context.results !== null,
    // An answer for an older query never replaces the newer one.
    isCurrentAnswer: ({ context }, params: { answer: SearchAnswer }) => params.answer.query === context.query,
    hasResults: ({ context }) => searchOptions(context.results).length > 0,
    hasHighlight: ({ context }) =>
      context.highlighted !== null && searchOptions(context.results)[context.highlighted] !== undefined,
    isResultIndex: ({ context }, params: { index: number }) =>
      Number.isInteger(params.index) && searchOptions(context.results)[params.index] !== undefined,
  },
  actions: {
    // Provided by the view: moves focus into the input.
    focusInput: () => undefined,
    // Provided by the app (router for app paths).
    navigate: (_, _params: { to: string }) => undefined,
    setQuery: assign((_, params: { query: string }) => ({
      query: params.query,
      results: null,
      resultsQuery: null,
      highlighted: null,
      listOpen: false,
      error: null,
    })),
    clearQuery: assign(cleared),
    setAppearance: assign((_, params: { appearance: SearchAppearance }) => ({ ...cleared, appearance: params.appearance })),
    setResults: assign((_, params: { answer: SearchAnswer }) => ({
      results: params.answer.sets,
      resultsQuery: params.answer.query,
      highlighted: null,
      listOpen: true,
      error: null,
    })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
    closeList: assign({ listOpen: false, highlighted: null }),
    highlightBy: assign(({ context }, params: { step: 1 | -1 }) => {
      const total = searchOptions(context.results).length;
      const from = context.highlighted ?? (params.step === 1 ? -1 : total);
      return { highlighted: (from + params.step + total) % total, listOpen: true };
    }),
    highlight: assign((_, params: { index: number }) => ({ highlighted: params.index })),
  },
});
