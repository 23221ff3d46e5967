/**
 * A business list (issue 8, section kit): its query read from the address (owned by the navigation machine),
 * intents turned into navigations, the latest page fetched (the newest request always wins) with a small memory
 * of previous answers, a debounced search field, row selection and focus, and the user's column and page-size
 * preferences. One factory for every section: `createListMachine<Customer>(customersListSpec, { fetchPage })`.
 */
import type { ActorRefFrom, PromiseActorLogic, SnapshotFrom } from 'xstate';
import type { Page } from '../../domain/resource';
import { assertListSpec, isNarrowed, lastPageOf, parseListQuery, visibleColumns, type ListSpec } from './list-query';
import { listDataState } from './list-data.state';
import { listIntents } from './list-intents';
import { listSearchState } from './list-search.state';
import { listSetup, type FetchPageInput, type SavePreferencesParams } from './list.setup';
import { pageSelectionState } from './selection';

export * from './list.setup';

export interface ListMachineOptions<Row> {
  /** Answers one page of the query; must honour `signal` (a newer query stops it). @default none: set it here or with `.provide` */
  fetchPage?: PromiseActorLogic<Page<Row>, FetchPageInput>;
  /** Stores the user's choice; the app wires it to the user's settings. @default no-op */
  savePreferences?: (params: SavePreferencesParams) => void;
}

export function createListMachine<Row extends { id: string }>(spec: ListSpec, options: ListMachineOptions<Row> = {}) {
  assertListSpec(spec);
  const s = listSetup<Row>();
  const machine = s.createMachine({
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
    on: listIntents(s),
    states: { data: listDataState(s), search: listSearchState(s) },
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
/** The rows shown answer the query in the address (false while an older query's rows stay visible). */
export const selectIsCurrent = <Row extends Id>(s: Snap<Row>) => s.context.rowsKey !== null && s.context.rowsKey === s.context.requestedKey;
