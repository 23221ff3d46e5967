/**
 * The top bar's search (SPEC §4, §5): bar or basic appearance, open or closed in bar mode, a debounced
 * query of at least 2 characters whose latest answer always wins, and keyboard selection of a result.
 */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RuntimeConfig } from '../config/runtime-config';
import { errorCodeOf, type ShellErrorCode } from './effects/error-code';
import { searchRequest, type SearchAnswer, type SearchResult, type SearchResultSet } from './effects/search-request';

export type { SearchResult, SearchResultSet } from './effects/search-request';

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
  /** Index into `flattenResults(results)`, or null. */
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

/** Every result of every set, in display order: the index space of `highlighted`. */
export const flattenResults = (sets: readonly SearchResultSet[] | null): SearchResult[] =>
  (sets ?? []).flatMap((set): SearchResult[] => set.results);

/** The query is searched once it has at least 2 characters (ignoring surrounding spaces). */
export const isSearchable = (query: string): boolean => query.trim().length >= SEARCH_MIN_LENGTH;

const cleared = { query: '', results: null, resultsQuery: null, highlighted: null, listOpen: false, error: null } as const;

export const searchMachine = setup({
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
    hasResults: ({ context }) => flattenResults(context.results).length > 0,
    hasHighlight: ({ context }) =>
      context.highlighted !== null && flattenResults(context.results)[context.highlighted] !== undefined,
    isResultIndex: ({ context }, params: { index: number }) =>
      Number.isInteger(params.index) && flattenResults(context.results)[params.index] !== undefined,
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
      const total = flattenResults(context.results).length;
      const from = context.highlighted ?? (params.step === 1 ? -1 : total);
      return { highlighted: (from + params.step + total) % total, listOpen: true };
    }),
    highlight: assign((_, params: { index: number }) => ({ highlighted: params.index })),
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({ config: input.config, appearance: input.appearance ?? 'basic', ...cleared }),
  initial: 'closed',
  on: {
    // SPEC §4: changing appearance closes it (basic is always open).
    'search.appearance.set': {
      target: '.closed',
      actions: { type: 'setAppearance', params: ({ event }) => ({ appearance: event.appearance }) },
    },
  },
  states: {
    closed: {
      always: { guard: 'isBasic', target: 'opened' },
      on: { 'search.open': { target: 'opened', actions: 'focusInput' } },
    },
    opened: {
      initial: 'idle',
      on: {
        'search.query.change': [
          // The same text again (a re-render, a caret move) keeps what is shown.
          { guard: { type: 'isSameQuery', params: ({ event }) => ({ query: event.value }) } },
          {
            guard: { type: 'isSearchable', params: ({ event }) => ({ query: event.value }) },
            target: '.debouncing',
            reenter: true,
            actions: { type: 'setQuery', params: ({ event }) => ({ query: event.value }) },
          },
          // Too short: results are cleared and a pending search is dropped.
          { target: '.idle', actions: { type: 'setQuery', params: ({ event }) => ({ query: event.value }) } },
        ],
        'search.close': { guard: 'isBar', target: 'closed', actions: 'clearQuery' },
        'search.escape': [
          { guard: 'isListOpen', actions: 'closeList' },
          { guard: 'isBar', target: 'closed', actions: 'clearQuery' },
          { target: '.idle', actions: 'clearQuery' },
        ],
        'search.highlight.next': { guard: 'hasResults', actions: { type: 'highlightBy', params: { step: 1 } } },
        'search.highlight.previous': { guard: 'hasResults', actions: { type: 'highlightBy', params: { step: -1 } } },
        'search.highlight.set': {
          guard: { type: 'isResultIndex', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'highlight', params: ({ event }) => ({ index: event.index }) },
        },
        'search.select': [
          {
            guard: 'hasHighlight',
            target: 'closed',
            actions: [
              {
                type: 'navigate',
                params: ({ context }) => ({ to: flattenResults(context.results)[context.highlighted ?? 0]?.link ?? '/' }),
              },
              'clearQuery',
            ],
          },
        ],
      },
      states: {
        idle: {},
        debouncing: { after: { searchDebounce: { target: 'searching' } } },
        searching: {
          tags: ['busy'],
          invoke: {
            id: 'searchRequest',
            src: 'searchRequest',
            input: ({ context }) => ({ config: context.config, query: context.query }),
            onDone: [
              {
                guard: { type: 'isCurrentAnswer', params: ({ event }) => ({ answer: event.output }) },
                target: 'idle',
                actions: { type: 'setResults', params: ({ event }) => ({ answer: event.output }) },
              },
              { target: 'idle' },
            ],
            onError: { target: 'idle', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

export type SearchRef = ActorRefFrom<typeof searchMachine>;
export type SearchSnapshot = SnapshotFrom<typeof searchMachine>;

export const selectSearchAppearance = (s: SearchSnapshot) => s.context.appearance;
/** Bar mode: the bar is shown; basic mode: always true. */
export const selectIsSearchOpen = (s: SearchSnapshot) => s.matches('opened');
export const selectSearchQuery = (s: SearchSnapshot) => s.context.query;
export const selectIsSearching = (s: SearchSnapshot) => s.hasTag('busy') || s.matches({ opened: 'debouncing' });
export const selectSearchResults = (s: SearchSnapshot) => (s.context.listOpen ? s.context.results : null);
export const selectIsSuggestionListOpen = (s: SearchSnapshot) => s.context.listOpen && s.context.results !== null;
export const selectHighlightedIndex = (s: SearchSnapshot) => s.context.highlighted;
export const selectHighlightedResult = (s: SearchSnapshot) =>
  s.context.highlighted === null ? null : (flattenResults(s.context.results)[s.context.highlighted] ?? null);
/** 'No results found!': the current query was answered with nothing. */
export const selectHasNoResults = (s: SearchSnapshot) =>
  s.context.listOpen && s.context.results !== null && flattenResults(s.context.results).length === 0;
export const selectSearchError = (s: SearchSnapshot) => s.context.error;
