/**
 * The top bar's search (SPEC §4, §5): bar or basic appearance, open or closed in bar mode, a debounced
 * query of at least 2 characters whose latest answer always wins, and keyboard selection of a result.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { cleared, searchOptions, searchSetup } from './search.setup';

export * from './search.setup';

export const searchMachine = searchSetup.createMachine({
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
                params: ({ context }) => ({ to: searchOptions(context.results)[context.highlighted ?? 0]?.link ?? '/' }),
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
/** The query the shown results answer (for highlighting the matched text), or null. */
export const selectResultsQuery = (s: SearchSnapshot) => s.context.resultsQuery;
export const selectIsSuggestionListOpen = (s: SearchSnapshot) => s.context.listOpen && s.context.results !== null;
export const selectHighlightedIndex = (s: SearchSnapshot) => s.context.highlighted;
/** The highlighted option (a result or a set's "see all"), or null. */
export const selectHighlightedOption = (s: SearchSnapshot) =>
  s.context.highlighted === null ? null : (searchOptions(s.context.results)[s.context.highlighted] ?? null);
/** 'No results found!': the current query was answered with nothing. */
export const selectHasNoResults = (s: SearchSnapshot) =>
  s.context.listOpen && s.context.results !== null && searchOptions(s.context.results).length === 0;
export const selectSearchError = (s: SearchSnapshot) => s.context.error;
