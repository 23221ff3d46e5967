/** The list machine's types, actors, guards and actions; the chart is in list.machine.ts. */
import { assign, enqueueActions, fromCallback, fromPromise, setup, type PromiseActorLogic } from 'xstate';
import type { Page } from '../../domain/resource';
import { errorCodeOf, type ShellErrorCode } from '../effects/error-code';
import type { NavEvent, NavRef } from '../nav.machine';
import { navActor } from '../system';
import { listenForReconnect } from '../effects/reconnect';
import { findCached, patchCache, patchRows, rememberPage, type ListCacheEntry } from './list-cache';
import {
  lastPageOf,
  listDefaults,
  pageSizesOf,
  parseListQuery,
  requestKey,
  serializeListQuery,
  type ListPreferences,
  type ListQuery,
  type ListSpec,
} from './list-query';
import { keepPresent, toggleSelected, togglePageSelection } from './selection';

/** SPEC §9: search debounce. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

export type ListErrorCode = ShellErrorCode;

export interface ListInput {
  /** The user's saved column choice and page size for this list and tenant. @default {} */
  preferences?: ListPreferences;
}

/** What `fetchPage` gets: the query to answer (`toRequestParams(query)` gives the service's parameters). */
export interface FetchPageInput {
  query: ListQuery;
}

/** The injected `savePreferences` action's parameters. */
export interface SavePreferencesParams {
  listId: string;
  columns: string[];
  pageSize: number;
}

export interface ListContext<Row> {
  spec: ListSpec;
  preferences: ListPreferences;
  /** The address's search last read on the list's route (`''` or `?…`); null until the route was first seen. */
  search: string | null;
  /** Parsed from `search`: the address is the one source of the query. */
  query: ListQuery;
  /** `requestKey` of the query being fetched or shown; null before the first address. */
  requestedKey: string | null;
  rows: Row[];
  total: number;
  /** `requestKey` of the query `rows` answer; null before any answer. */
  rowsKey: string | null;
  /** The query `rows` answer (its page and page size place them: aria-rowindex, "51–100"). */
  rowsQuery: ListQuery | null;
  error: ListErrorCode | null;
  /** The search field's text as typed (the address gets it trimmed, after the debounce). */
  draft: string;
  /** Selected row ids (rows of the shown page only). */
  selection: string[];
  /** The row in the tab order (roving tabindex), an index into `rows`. */
  activeIndex: number;
  cache: ListCacheEntry<Row>[];
}

export type ListEvent<Row> =
  /** From `listenToAddress`: the address's search while on the list's route. */
  | { type: 'list.address.changed'; search: string }
  | { type: 'list.search.change'; value: string }
  /** Enter: searches now, without waiting for the debounce. */
  | { type: 'list.search.submit' }
  /** Escape or the clear button. */
  | { type: 'list.search.clear' }
  /** A header click; `additive` (shift-click) adds or flips a secondary key. */
  | { type: 'list.sort.toggle'; field: string; additive?: boolean }
  /** `value: ''` clears the filter. */
  | { type: 'list.filter.change'; name: string; value: string }
  /** Clears the free text and every filter (the empty state's action). */
  | { type: 'list.filters.clear' }
  | { type: 'list.page.go'; page: number }
  | { type: 'list.pageSize.set'; pageSize: number }
  | { type: 'list.columns.set'; columns: string[] }
  /** The user's settings arrived or changed elsewhere. */
  | { type: 'list.preferences.set'; preferences: ListPreferences }
  | { type: 'list.retry' }
  /** From `listenForReconnect` while failed: the connection is back. */
  | { type: 'list.connection.back' }
  /** Data changed elsewhere (create, edit, delete): fetch again, forgetting remembered pages. */
  | { type: 'list.reload' }
  /** A record changed elsewhere: patch it in place where shown or remembered. */
  | { type: 'list.row.changed'; row: Row }
  | { type: 'list.row.focus'; index: number }
  | { type: 'list.selection.toggle'; id: string }
  /** The header checkbox: select every row of the page, or clear them when all are selected. */
  | { type: 'list.selection.togglePage' }
  | { type: 'list.selection.clear' };

/**
 * Reports the address's search as `list.address.changed` while the navigation machine (systemId `nav`) is on
 * `path`: once on arrival, then on every change of the search. Elsewhere it stays silent.
 */
export const listenToAddress = fromCallback<{ type: 'list.address.changed'; search: string }, { path: string }>(
  ({ input, system, sendBack }) => {
    const nav: NavRef | undefined = navActor(system);
    if (nav === undefined) return () => undefined;
    let last: string | null = null;
    const read = (location: { path: string; search: string }) => {
      if (location.path !== input.path) {
        last = null;
        return;
      }
      if (location.search === last) return;
      last = location.search;
      sendBack({ type: 'list.address.changed', search: location.search });
    };
    const subscription = nav.subscribe((snapshot) => read(snapshot.context.location));
    read(nav.getSnapshot().context.location);
    return () => subscription.unsubscribe();
  },
);

const notProvided = fromPromise<Page<never>, FetchPageInput>(async () => {
  throw new Error('The list machine needs a fetchPage actor (createListMachine options or .provide)');
});

/** The list machine's setup for one row type. */
export function listSetup<Row extends { id: string }>() {
  return setup({
    types: {} as { context: ListContext<Row>; events: ListEvent<Row>; input: ListInput },
    actors: {
      listenToAddress,
      listenForReconnect,
      fetchPage: notProvided as unknown as PromiseActorLogic<Page<Row>, FetchPageInput>,
    },
    delays: { searchDebounce: LIST_SEARCH_DEBOUNCE_MS },
    guards: {
      isSameRequest: ({ context }, params: { search: string }) =>
        requestKey(parseListQuery(params.search, context.spec, context.preferences)) === context.requestedKey,
      isCached: ({ context }, params: { search: string }) =>
        findCached(context.cache, requestKey(parseListQuery(params.search, context.spec, context.preferences))) !== null,
      hasRows: ({ context }) => context.rows.length > 0,
      /** The last fetch failed for want of a connection (N5: it waits, then fetches again by itself). */
      failedOffline: ({ context }) => context.error === 'offline',
      hasAddress: ({ context }) => context.requestedKey !== null,
      hasItems: (_, params: { page: Page<Row> }) => params.page.items.length > 0,
      // DOMAIN.md: a page beyond the end answers `items: []` (after a delete, or a hand-edited address).
      isBeyondLastPage: ({ context }, params: { page: Page<Row> }) =>
        params.page.items.length === 0 && params.page.total > 0 && context.query.page > lastPageOf(params.page.total, context.query.pageSize),
      isDraftNew: ({ context }) => context.draft.trim() !== context.query.q,
      isDraftOutdated: ({ context }, params: { search: string }) =>
        parseListQuery(params.search, context.spec, context.preferences).q !== context.draft.trim(),
      isSortable: ({ context }, params: { field: string }) => context.spec.sortFields.includes(params.field),
      isKnownFilter: ({ context }, params: { name: string }) => context.spec.filters.some((f) => f.name === params.name),
      isPageInRange: ({ context }, params: { page: number }) =>
        Number.isInteger(params.page) && params.page >= 1 && params.page <= lastPageOf(context.total, context.query.pageSize) && params.page !== context.query.page,
      isPageSizeAllowed: ({ context }, params: { pageSize: number }) =>
        pageSizesOf(context.spec).includes(params.pageSize) && params.pageSize !== context.query.pageSize,
      hasKnownColumns: ({ context }, params: { columns: string[] }) => params.columns.some((id) => context.spec.columns.some((c) => c.id === id)),
      isNarrowed: ({ context }) => context.query.q !== '' || context.draft !== '' || Object.keys(context.query.filters).length > 0,
    },
    actions: {
      // Provided by the app: stores { listId, columns, pageSize } with the user's settings for the tenant.
      savePreferences: (_, _params: SavePreferencesParams) => undefined,
      /**
       * The address changes, not the list: the navigation machine pushes (or replaces) it and the new search
       * comes back as `list.address.changed`. An address equal to the current one is read again at once
       * (after a preference change the same address can mean another query).
       */
      goTo: enqueueActions(({ context, enqueue, system }, params: { query: ListQuery; replace: boolean }) => {
        const search = serializeListQuery(params.query, context.spec, context.preferences);
        if (search === context.search) {
          enqueue.raise({ type: 'list.address.changed', search });
          return;
        }
        // No navigation machine in the system (a bare test): nothing to change.
        const nav: NavRef | undefined = navActor(system);
        const navigate: NavEvent = { type: 'nav.navigate', to: `${context.spec.path}${search}`, replace: params.replace };
        if (nav !== undefined) enqueue.sendTo(nav, navigate);
      }),
      setAddress: assign(({ context }, params: { search: string }) => {
        const query = parseListQuery(params.search, context.spec, context.preferences);
        const key = requestKey(query);
        return {
          search: params.search,
          query,
          requestedKey: key,
          ...(key === context.requestedKey ? {} : { activeIndex: 0, error: null }),
        };
      }),
      showCachedPage: assign(({ context }) => {
        const page = findCached(context.cache, context.requestedKey);
        if (page === null) return {};
        return { rows: page.items, total: page.total, rowsKey: context.requestedKey, rowsQuery: context.query, selection: keepPresent(context.selection, page.items.map((r) => r.id)) };
      }),
      setPage: assign(({ context }, params: { page: Page<Row> }) => ({
        rows: params.page.items,
        total: params.page.total,
        rowsKey: context.requestedKey,
        rowsQuery: context.query,
        error: null,
        selection: keepPresent(context.selection, params.page.items.map((r) => r.id)),
        activeIndex: Math.min(context.activeIndex, Math.max(0, params.page.items.length - 1)),
        cache: context.requestedKey === null ? context.cache : rememberPage(context.cache, context.requestedKey, params.page),
      })),
      setError: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
      forgetCache: assign({ cache: [] }),
      patchRow: assign(({ context }, params: { row: Row }) => ({ rows: patchRows(context.rows, params.row), cache: patchCache(context.cache, params.row) })),
      setDraft: assign((_, params: { value: string }) => ({ draft: params.value })),
      syncDraft: assign(({ context }, params: { search: string }) => ({ draft: parseListQuery(params.search, context.spec, context.preferences).q })),
      setPreferences: assign(({ context }, params: { preferences: ListPreferences }) => ({ preferences: { ...context.preferences, ...params.preferences } })),
      // The same address under new defaults may be another query (the page size or columns it leaves out).
      rereadAddress: enqueueActions(({ context, enqueue }) => {
        if (context.search !== null) enqueue.raise({ type: 'list.address.changed', search: context.search });
      }),
      // Chosen page size and columns become the user's defaults (the address then leaves them out).
      setChoice: assign(({ context }, params: { columns?: string[]; pageSize?: number }) => {
        const current = listDefaults(context.spec, context.preferences);
        const choice = listDefaults(context.spec, {
          columns: params.columns ?? context.query.columns ?? current.columns,
          pageSize: params.pageSize ?? context.query.pageSize,
        });
        return { preferences: { ...context.preferences, columns: choice.columns, pageSize: choice.pageSize } };
      }),
      focusRow: assign(({ context }, params: { index: number }) => ({
        activeIndex: Math.max(0, Math.min(Math.trunc(params.index), context.rows.length - 1)),
      })),
      toggleSelection: assign(({ context }, params: { id: string }) =>
        context.rows.some((r) => r.id === params.id) ? { selection: toggleSelected(context.selection, params.id) } : {},
      ),
      togglePageSelection: assign(({ context }) => ({ selection: togglePageSelection(context.selection, context.rows.map((r) => r.id)) })),
      clearSelection: assign({ selection: [] }),
    },
  });
}

export type ListSetup<Row extends { id: string }> = ReturnType<typeof listSetup<Row>>;

/** What `savePreferences` stores: the user's effective page size and columns for the list. */
export const savedPreferences = (context: { spec: ListSpec; preferences: ListPreferences }): SavePreferencesParams => ({
  listId: context.spec.id,
  ...listDefaults(context.spec, context.preferences),
});
