/**
 * A business list (issue 8, section kit): its query read from the address (owned by the navigation machine),
 * intents turned into navigations, the latest page fetched (the newest request always wins) with a small memory
 * of previous answers, a debounced search field, row selection and focus, and the user's column and page-size
 * preferences. One factory for every section: `createListMachine<Customer>(customersListSpec, { fetchPage })`.
 */
import type { ActorRefFrom, PromiseActorLogic, SnapshotFrom } from 'xstate';
import type { Page } from '../../domain/resource';
import { assertListSpec, isNarrowed, lastPageOf, listDefaults, parseListQuery, toggleSort, visibleColumns, type ListPreferences, type ListSpec } from './list-query';
import { listSetup, type FetchPageInput, type SavePreferencesParams } from './list.setup';
import { pageSelectionState } from './selection';

export * from './list.setup';

export interface ListMachineOptions<Row> {
  /** Answers one page of the query; must honour `signal` (a newer query stops it). @default none: set it here or with `.provide` */
  fetchPage?: PromiseActorLogic<Page<Row>, FetchPageInput>;
  /** Stores the user's choice; the app wires it to the user's settings. @default no-op */
  savePreferences?: (params: SavePreferencesParams) => void;
}

const savedPreferences = (context: { spec: ListSpec; preferences: ListPreferences }): SavePreferencesParams => ({
  listId: context.spec.id,
  ...listDefaults(context.spec, context.preferences),
});

export function createListMachine<Row extends { id: string }>(spec: ListSpec, options: ListMachineOptions<Row> = {}) {
  assertListSpec(spec);
  const machine = listSetup<Row>().createMachine({
    id: 'list',
    type: 'parallel',
    context: ({ input }) => {
      const preferences = input.preferences ?? {};
      const query = parseListQuery('', spec, preferences);
      return {
        spec,
        preferences,
        search: null,
        query,
        requestedKey: null,
        rows: [],
        total: 0,
        rowsKey: null,
        rowsQuery: null,
        error: null,
        draft: '',
        selection: [],
        activeIndex: 0,
        cache: [],
      };
    },
    invoke: { id: 'listenToAddress', src: 'listenToAddress', input: { path: spec.path } },
    on: {
      'list.sort.toggle': {
        guard: { type: 'isSortable', params: ({ event }) => ({ field: event.field }) },
        actions: {
          type: 'goTo',
          params: ({ context, event }) => ({
            query: { ...context.query, sort: toggleSort(context.query.sort, event.field, event.additive === true), page: 1 },
            replace: false,
          }),
        },
      },
      'list.filter.change': {
        guard: { type: 'isKnownFilter', params: ({ event }) => ({ name: event.name }) },
        actions: {
          type: 'goTo',
          params: ({ context, event }) => {
            const filters = { ...context.query.filters };
            if (event.value.trim() === '') delete filters[event.name];
            else filters[event.name] = event.value;
            return { query: { ...context.query, filters, page: 1 }, replace: false };
          },
        },
      },
      'list.filters.clear': {
        guard: 'isNarrowed',
        actions: [
          { type: 'setDraft', params: { value: '' } },
          { type: 'goTo', params: ({ context }) => ({ query: { ...context.query, q: '', filters: {}, page: 1 }, replace: false }) },
        ],
      },
      'list.page.go': {
        guard: { type: 'isPageInRange', params: ({ event }) => ({ page: event.page }) },
        actions: { type: 'goTo', params: ({ context, event }) => ({ query: { ...context.query, page: event.page }, replace: false }) },
      },
      'list.pageSize.set': {
        guard: { type: 'isPageSizeAllowed', params: ({ event }) => ({ pageSize: event.pageSize }) },
        actions: [
          { type: 'setChoice', params: ({ event }) => ({ pageSize: event.pageSize }) },
          { type: 'savePreferences', params: ({ context }) => savedPreferences(context) },
          { type: 'goTo', params: ({ context, event }) => ({ query: { ...context.query, pageSize: event.pageSize, page: 1 }, replace: false }) },
        ],
      },
      'list.columns.set': {
        guard: { type: 'hasKnownColumns', params: ({ event }) => ({ columns: event.columns }) },
        actions: [
          { type: 'setChoice', params: ({ event }) => ({ columns: event.columns }) },
          { type: 'savePreferences', params: ({ context }) => savedPreferences(context) },
          // The choice is now the default: the address drops an explicit `columns`.
          { type: 'goTo', params: ({ context }) => ({ query: { ...context.query, columns: undefined }, replace: false }) },
        ],
      },
      'list.preferences.set': {
        actions: [{ type: 'setPreferences', params: ({ event }) => ({ preferences: event.preferences }) }, 'rereadAddress'],
      },
    },
    states: {
      data: {
        initial: 'idle',
        on: {
          'list.address.changed': [
            // Same request (the columns changed, or the same address again): nothing to fetch.
            { guard: { type: 'isSameRequest', params: ({ event }) => ({ search: event.search }) }, actions: { type: 'setAddress', params: ({ event }) => event } },
            // Back to a remembered query: its rows at once, then revalidate.
            {
              guard: { type: 'isCached', params: ({ event }) => ({ search: event.search }) },
              target: '.fetching.refreshing',
              reenter: true,
              actions: [{ type: 'setAddress', params: ({ event }) => event }, 'showCachedPage'],
            },
            { guard: 'hasRows', target: '.fetching.refreshing', reenter: true, actions: { type: 'setAddress', params: ({ event }) => event } },
            { target: '.fetching.loading', reenter: true, actions: { type: 'setAddress', params: ({ event }) => event } },
          ],
          'list.reload': [
            { guard: 'hasRows', target: '.fetching.refreshing', reenter: true, actions: 'forgetCache' },
            { guard: 'hasAddress', target: '.fetching.loading', reenter: true, actions: 'forgetCache' },
          ],
          'list.row.changed': { actions: { type: 'patchRow', params: ({ event }) => ({ row: event.row }) } },
          'list.row.focus': { guard: 'hasRows', actions: { type: 'focusRow', params: ({ event }) => ({ index: event.index }) } },
          'list.selection.toggle': { actions: { type: 'toggleSelection', params: ({ event }) => ({ id: event.id }) } },
          'list.selection.togglePage': { guard: 'hasRows', actions: 'togglePageSelection' },
          'list.selection.clear': { actions: 'clearSelection' },
        },
        states: {
          /** Not on the list's route yet. */
          idle: {},
          /** A request is under way; a newer query re-enters this state, which stops the older request. */
          fetching: {
            tags: ['busy'],
            initial: 'loading',
            invoke: {
              id: 'fetchPage',
              src: 'fetchPage',
              input: ({ context }) => ({ query: context.query }),
              onDone: [
                {
                  guard: { type: 'isBeyondLastPage', params: ({ event }) => ({ page: event.output }) },
                  target: 'empty',
                  actions: [
                    { type: 'setPage', params: ({ event }) => ({ page: event.output }) },
                    {
                      type: 'goTo',
                      params: ({ context, event }) => ({ query: { ...context.query, page: lastPageOf(event.output.total, context.query.pageSize) }, replace: true }),
                    },
                  ],
                },
                { guard: { type: 'hasItems', params: ({ event }) => ({ page: event.output }) }, target: 'loaded', actions: { type: 'setPage', params: ({ event }) => ({ page: event.output }) } },
                { target: 'empty', actions: { type: 'setPage', params: ({ event }) => ({ page: event.output }) } },
              ],
              onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
            },
            states: {
              /** Nothing to show yet: skeleton rows. */
              loading: { tags: ['loading'] },
              /** The previous rows (or a remembered page of this query) stay visible, marked busy. */
              refreshing: {},
            },
          },
          loaded: {},
          empty: {},
          failed: {
            on: {
              'list.retry': [
                { guard: 'hasRows', target: 'fetching.refreshing' },
                { target: 'fetching.loading' },
              ],
            },
          },
        },
      },
      search: {
        initial: 'idle',
        on: {
          'list.search.change': { target: '.debouncing', reenter: true, actions: { type: 'setDraft', params: ({ event }) => ({ value: event.value }) } },
          'list.search.submit': [
            {
              guard: 'isDraftNew',
              target: '.idle',
              actions: { type: 'goTo', params: ({ context }) => ({ query: { ...context.query, q: context.draft.trim(), page: 1 }, replace: true }) },
            },
            { target: '.idle' },
          ],
          'list.search.clear': {
            target: '.idle',
            actions: [
              { type: 'setDraft', params: { value: '' } },
              { type: 'goTo', params: ({ context }) => ({ query: { ...context.query, q: '', page: 1 }, replace: true }) },
            ],
          },
        },
        states: {
          idle: {
            on: {
              // Back or a link changed the text: the field follows (never while the user is typing).
              'list.address.changed': {
                guard: { type: 'isDraftOutdated', params: ({ event }) => ({ search: event.search }) },
                actions: { type: 'syncDraft', params: ({ event }) => ({ search: event.search }) },
              },
            },
          },
          debouncing: {
            after: {
              searchDebounce: [
                {
                  guard: 'isDraftNew',
                  target: 'idle',
                  actions: { type: 'goTo', params: ({ context }) => ({ query: { ...context.query, q: context.draft.trim(), page: 1 }, replace: true }) },
                },
                { target: 'idle' },
              ],
            },
          },
        },
      },
    },
  });
  const { fetchPage, savePreferences } = options;
  return machine.provide({
    actors: fetchPage ? { fetchPage } : {},
    actions: savePreferences ? { savePreferences: (_, params: SavePreferencesParams) => savePreferences(params) } : {},
  });
}

export type ListMachine<Row extends { id: string }> = ReturnType<typeof createListMachine<Row>>;
export type ListRef<Row extends { id: string }> = ActorRefFrom<ListMachine<Row>>;
export type ListSnapshot<Row extends { id: string }> = SnapshotFrom<ListMachine<Row>>;

/** 'idle' (not on its route yet) | 'loading' (nothing to show) | 'refreshing' | 'loaded' | 'empty' | 'failed'. */
export type ListStatus = 'idle' | 'loading' | 'refreshing' | 'loaded' | 'empty' | 'failed';

type Snap<Row extends { id: string }> = ListSnapshot<Row>;
type Id = { id: string };

export const selectStatus = <Row extends Id>(s: Snap<Row>): ListStatus => {
  if (s.matches({ data: { fetching: 'loading' } })) return 'loading';
  if (s.matches({ data: { fetching: 'refreshing' } })) return 'refreshing';
  for (const status of ['loaded', 'empty', 'failed'] as const) if (s.matches({ data: status })) return status;
  return 'idle';
};
export const selectRows = <Row extends Id>(s: Snap<Row>): Row[] => s.context.rows;
export const selectTotal = <Row extends Id>(s: Snap<Row>) => s.context.total;
export const selectQuery = <Row extends Id>(s: Snap<Row>) => s.context.query;
export const selectSpec = <Row extends Id>(s: Snap<Row>) => s.context.spec;
/** A request is under way (first load or refresh). */
export const selectIsBusy = <Row extends Id>(s: Snap<Row>) => s.hasTag('busy');
/** The search field waits for its debounce, or the results of its text are loading. */
export const selectIsSearching = <Row extends Id>(s: Snap<Row>) =>
  s.matches({ search: 'debouncing' }) || (s.hasTag('busy') && s.context.query.q !== '');
export const selectDraft = <Row extends Id>(s: Snap<Row>) => s.context.draft;
export const selectSelection = <Row extends Id>(s: Snap<Row>) => s.context.selection;
/** The header checkbox: 'none' | 'some' | 'all' of the page's rows selected. */
export const selectPageSelection = <Row extends Id>(s: Snap<Row>) => pageSelectionState(s.context.selection, s.context.rows.map((r) => r.id));
export const selectActiveIndex = <Row extends Id>(s: Snap<Row>) => s.context.activeIndex;
/** The failure's code while failed, else null. */
export const selectError = <Row extends Id>(s: Snap<Row>) => (s.matches({ data: 'failed' }) ? s.context.error : null);
/** Why the list is empty: the tenant has none at all, or none match the search and filters; null when not empty. */
export const selectEmptyKind = <Row extends Id>(s: Snap<Row>): 'noData' | 'noMatch' | null =>
  s.matches({ data: 'empty' }) ? (isNarrowed(s.context.query) ? 'noMatch' : 'noData') : null;
export const selectVisibleColumns = <Row extends Id>(s: Snap<Row>) => visibleColumns(s.context.query, s.context.spec, s.context.preferences);
export const selectPageCount = <Row extends Id>(s: Snap<Row>) => lastPageOf(s.context.total, s.context.query.pageSize);
/** The user's effective page size and columns (what `savePreferences` last stored, or the spec's defaults). */
export const selectPreferences = <Row extends Id>(s: Snap<Row>) => listDefaults(s.context.spec, s.context.preferences);
/** The rows shown answer the query in the address (false while an older query's rows stay visible). */
export const selectIsCurrent = <Row extends Id>(s: Snap<Row>) => s.context.rowsKey !== null && s.context.rowsKey === s.context.requestedKey;
