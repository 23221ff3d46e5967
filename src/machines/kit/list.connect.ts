/**
 * The list's connect (zag style, STYLE §12): plain read-outs and prop getters that carry the aria attributes and
 * the keyboard wiring of a list, written once for every section and tested without React. The view spreads them
 * on its elements: `<tr {...api.getRowProps(row, i)}>`. Handlers use only the event fields they name, so any DOM
 * (React, Preact, plain) can call them.
 *
 * Table semantics: a `<table role="grid">` whose rows take the focus (one row in the tab order, roving
 * tabindex); ArrowUp/Down, Home/End and PageUp/PageDown move between rows of the page, Enter opens the row,
 * Space toggles its selection. Sorting: a click on a header sorts by it ascending, a second click flips it
 * (asc <-> desc; the service always sorts, so there is no unsorted state); shift-click adds a secondary key.
 */
import type { ListErrorCode, ListEvent } from './list.setup';
import {
  formatDateRange,
  isNarrowed,
  lastPageOf,
  listDefaults,
  pageSizesOf,
  parseDateRange,
  sortDirectionOf,
  sortFieldOf,
  visibleColumns,
  type ListPreferences,
  type ListQuery,
  type ListSpec,
} from './list-query';
import { pageSelectionState } from './selection';
import type { ListSnapshot, ListStatus } from './list.machine';
import { selectStatus } from './list.machine';

/** What connect reads: context values by reference and a few flags, so `shallowEqual` can compare two. */
export interface ListView<Row> {
  spec: ListSpec;
  status: ListStatus;
  rows: Row[];
  total: number;
  query: ListQuery;
  /** The query the rows answer (an older one while refreshing). @default query */
  rowsQuery?: ListQuery | null;
  preferences: ListPreferences;
  draft: string;
  selection: string[];
  activeIndex: number;
  busy: boolean;
  searching: boolean;
  error: ListErrorCode | null;
}

/** The list's view of a snapshot; use with `useSelector(listRef, selectListView, shallowEqual)`. */
export function selectListView<Row extends { id: string }>(s: ListSnapshot<Row>): ListView<Row> {
  const c = s.context;
  return {
    spec: c.spec,
    status: selectStatus(s),
    rows: c.rows,
    total: c.total,
    query: c.query,
    rowsQuery: c.rowsQuery,
    preferences: c.preferences,
    draft: c.draft,
    selection: c.selection,
    activeIndex: c.activeIndex,
    busy: s.hasTag('busy'),
    searching: s.matches({ search: 'debouncing' }) || (s.hasTag('busy') && c.query.q !== ''),
    error: s.matches({ data: 'failed' }) ? c.error : null,
  };
}

/** The few event fields the handlers read (React's synthetic events and DOM events both have them). */
export interface KeyLike {
  key: string;
  shiftKey?: boolean;
  /** When both are given and differ, the key belongs to a control inside the row. */
  target?: unknown;
  currentTarget?: unknown;
  preventDefault(): void;
}
export interface ClickLike {
  shiftKey?: boolean;
  target?: unknown;
}
export interface ValueEventLike {
  currentTarget: { value: string };
}
export interface CheckEventLike {
  currentTarget: { checked: boolean };
}

export interface ConnectListOptions<Row> {
  /** Enter on a row, or a click on it outside its controls. @default none */
  onOpen?: (row: Row) => void;
  /** Rows PageUp/PageDown move by. @default 10 */
  pageStep?: number;
  /** Rows have checkboxes and Space selects. @default true */
  selectable?: boolean;
}

/** The keys that move between rows. */
export const rowNavigationKeys = ['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp'] as const;
export type RowNavigationKey = (typeof rowNavigationKeys)[number];
export const isRowNavigationKey = (key: string): key is RowNavigationKey => (rowNavigationKeys as readonly string[]).includes(key);

export type PageTarget = 'first' | 'previous' | 'next' | 'last' | number;

const interactive = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"]';
/** A click on a control inside a row belongs to that control, not to the row. */
const isFromControl = (target: unknown): boolean => {
  const el = target as { closest?: (selector: string) => unknown } | null | undefined;
  return typeof el?.closest === 'function' && el.closest(interactive) !== null;
};

export function connectList<Row extends { id: string }>(
  source: ListSnapshot<Row> | ListView<Row>,
  send: (event: ListEvent<Row>) => void,
  spec: ListSpec,
  options: ConnectListOptions<Row> = {},
) {
  const view: ListView<Row> = 'context' in source ? selectListView(source) : source;
  const { query, rows, selection, draft } = view;
  const selectable = options.selectable ?? true;
  const pageStep = options.pageStep ?? 10;
  const pageCount = lastPageOf(view.total, query.pageSize);
  const shown = view.status === 'loaded' || view.status === 'refreshing' || view.status === 'empty';
  const columns = visibleColumns(query, spec, view.preferences);
  const pageIds = rows.map((r) => r.id);
  const pageSelection = pageSelectionState(selection, pageIds);
  // Rows are placed by the query they answer: while the next page loads, the previous rows keep their positions.
  const placed = view.rowsQuery ?? query;
  const firstPosition = (placed.page - 1) * placed.pageSize + 1;
  const rangeStart = rows.length === 0 ? 0 : firstPosition;
  const rangeEnd = rows.length === 0 ? 0 : rangeStart + rows.length - 1;
  const activeIndex = Math.min(view.activeIndex, Math.max(0, rows.length - 1));

  const columnSpec = (id: string) => spec.columns.find((c) => c.id === id);
  const filterSpec = (name: string) => spec.filters.find((f) => f.name === name);
  const setFilter = (name: string, value: string) => send({ type: 'list.filter.change', name, value });
  const goToPage = (page: number) => send({ type: 'list.page.go', page });
  const targetPage = (target: PageTarget): number =>
    target === 'first' ? 1 : target === 'previous' ? query.page - 1 : target === 'next' ? query.page + 1 : target === 'last' ? pageCount : target;
  const toggleColumn = (id: string) => {
    const next = columns.includes(id) ? columns.filter((c) => c !== id) : [...columns, id];
    if (next.length > 0) send({ type: 'list.columns.set', columns: next });
  };

  const rowKeys: Record<RowNavigationKey, (index: number) => number> = {
    ArrowDown: (i) => i + 1,
    ArrowUp: (i) => i - 1,
    Home: () => 0,
    End: () => rows.length - 1,
    PageDown: (i) => i + pageStep,
    PageUp: (i) => i - pageStep,
  };

  const filterChoiceProps = (name: string) => ({
    name,
    value: query.filters[name] ?? '',
    onChange: (event: ValueEventLike) => setFilter(name, event.currentTarget.value),
  });

  return {
    spec,
    status: view.status,
    rows,
    total: view.total,
    query,
    draft,
    selection,
    /** 'none' | 'some' | 'all' rows of the page selected. */
    pageSelection,
    isBusy: view.busy,
    isSearching: view.searching,
    /** Skeleton rows: nothing to show yet. */
    isLoading: view.status === 'loading' || view.status === 'idle',
    error: view.error,
    /** 'noData' (the tenant has none) | 'noMatch' (none for this search and filters) | null. */
    emptyKind: view.status === 'empty' ? (isNarrowed(query) ? ('noMatch' as const) : ('noData' as const)) : null,
    isNarrowed: isNarrowed(query),
    page: query.page,
    pageCount,
    pageSize: query.pageSize,
    pageSizes: pageSizesOf(spec),
    /** 1-based positions of the first and last row shown ("1–50 of 2,000"); 0 when none. */
    rangeStart,
    rangeEnd,
    visibleColumns: columns,
    activeIndex,
    preferences: listDefaults(spec, view.preferences),
    /** Rows open on Enter or a click (the section gave `onOpen`). */
    canOpen: options.onOpen !== undefined,
    /** Rows of a query are shown (loaded, or kept while the next loads): pagination applies to them. */
    hasPages: view.status === 'loaded' || view.status === 'refreshing',
    /** Something is selected: the selection bar and its Clear show. */
    hasSelection: options.selectable !== false && view.selection.length > 0,
    /** 1-based rank of a column's sort key among the sort keys (for a "2" beside a secondary sort), or null. */
    sortRank: (columnId: string) => {
      const field = columnSpec(columnId)?.sortField;
      const at = field === undefined ? -1 : query.sort.findIndex((key) => sortFieldOf(key) === field);
      return at < 0 ? null : at + 1;
    },
    isSelected: (id: string) => selection.includes(id),

    setDraft: (value: string) => send({ type: 'list.search.change', value }),
    submitSearch: () => send({ type: 'list.search.submit' }),
    clearSearch: () => send({ type: 'list.search.clear' }),
    toggleSort: (field: string, additive = false) => send({ type: 'list.sort.toggle', field, additive }),
    setFilter,
    clearFilters: () => send({ type: 'list.filters.clear' }),
    goToPage,
    setPageSize: (pageSize: number) => send({ type: 'list.pageSize.set', pageSize }),
    setColumns: (ids: string[]) => send({ type: 'list.columns.set', columns: ids }),
    toggleColumn,
    retry: () => send({ type: 'list.retry' }),
    reload: () => send({ type: 'list.reload' }),
    toggleRow: (id: string) => send({ type: 'list.selection.toggle', id }),
    togglePage: () => send({ type: 'list.selection.togglePage' }),
    clearSelection: () => send({ type: 'list.selection.clear' }),
    focusRow: (index: number) => send({ type: 'list.row.focus', index }),

    getTableProps: () => ({
      role: 'grid' as const,
      // Header row + every row of the query (the page shows some of them; aria-rowindex says which).
      'aria-rowcount': shown ? view.total + 1 : -1,
      'aria-colcount': columns.length + (selectable ? 1 : 0),
      'aria-busy': view.busy,
      'aria-multiselectable': selectable ? true : undefined,
      'data-busy': view.busy ? '' : undefined,
    }),

    getHeaderRowProps: () => ({ 'aria-rowindex': 1 }),

    getHeaderCellProps: (columnId: string) => {
      const field = columnSpec(columnId)?.sortField;
      const direction = field === undefined ? null : sortDirectionOf(query.sort, field);
      return {
        scope: 'col' as const,
        // One header at a time carries aria-sort: the primary key's (WAI-ARIA APG sortable table).
        'aria-sort': direction ?? undefined,
        'data-sortable': field !== undefined ? '' : undefined,
      };
    },

    getSortTriggerProps: (columnId: string) => {
      const field = columnSpec(columnId)?.sortField;
      const direction = field === undefined ? null : sortDirectionOf(query.sort, field);
      return {
        type: 'button' as const,
        disabled: field === undefined,
        'data-sort': direction === 'ascending' ? 'asc' : direction === 'descending' ? 'desc' : undefined,
        onClick: (event?: ClickLike) => {
          if (field !== undefined) send({ type: 'list.sort.toggle', field, additive: event?.shiftKey === true });
        },
      };
    },

    getRowProps: (row: Row, index: number) => {
      const selected = selection.includes(row.id);
      return {
        'aria-rowindex': firstPosition + index + 1,
        'aria-selected': selectable ? selected : undefined,
        tabIndex: index === activeIndex ? 0 : -1,
        'data-active': index === activeIndex ? '' : undefined,
        'data-selected': selected ? '' : undefined,
        'data-index': index,
        onKeyDown: (event: KeyLike) => {
          if (event.target !== undefined && event.currentTarget !== undefined && event.target !== event.currentTarget) return;
          const move = isRowNavigationKey(event.key) ? rowKeys[event.key] : undefined;
          if (move) {
            event.preventDefault();
            const next = Math.max(0, Math.min(rows.length - 1, move(index)));
            if (next !== view.activeIndex) send({ type: 'list.row.focus', index: next });
            return;
          }
          if (event.key === 'Enter' && options.onOpen) {
            event.preventDefault();
            options.onOpen(row);
          } else if (event.key === ' ' && selectable) {
            event.preventDefault();
            send({ type: 'list.selection.toggle', id: row.id });
          }
        },
        // A click or focus on the row (or inside it) makes it the row in the tab order.
        onFocus: () => {
          if (index !== view.activeIndex) send({ type: 'list.row.focus', index });
        },
        onClick: (event?: ClickLike) => {
          if (options.onOpen && !isFromControl(event?.target)) options.onOpen(row);
        },
      };
    },

    /** The row's checkbox: out of the tab order (the row takes the focus; Space selects), labelled by the view. */
    getRowCheckboxProps: (row: Row) => ({
      type: 'checkbox' as const,
      checked: selection.includes(row.id),
      tabIndex: -1,
      onChange: () => send({ type: 'list.selection.toggle', id: row.id }),
    }),

    /** The header checkbox; the view sets `indeterminate` from `pageSelection === 'some'`. */
    getSelectAllProps: () => ({
      type: 'checkbox' as const,
      checked: pageSelection === 'all',
      disabled: rows.length === 0,
      'data-state': pageSelection,
      onChange: () => send({ type: 'list.selection.togglePage' }),
    }),

    /** The search field (its accessible name, "Search", comes from the view's label). */
    getSearchInputProps: () => ({
      type: 'search' as const,
      value: draft,
      autoComplete: 'off',
      spellCheck: false,
      enterKeyHint: 'search' as const,
      'aria-busy': view.searching,
      onChange: (event: ValueEventLike) => send({ type: 'list.search.change', value: event.currentTarget.value }),
      onKeyDown: (event: KeyLike) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          send({ type: 'list.search.submit' });
        } else if (event.key === 'Escape' && (draft !== '' || query.q !== '')) {
          // Only when there is something to clear, so Escape still reaches a dialog around the list.
          event.preventDefault();
          send({ type: 'list.search.clear' });
        }
      },
    }),

    getSearchClearProps: () => ({
      type: 'button' as const,
      hidden: draft === '' && query.q === '',
      onClick: () => send({ type: 'list.search.clear' }),
    }),

    getPageButtonProps: (target: PageTarget) => {
      const page = targetPage(target);
      const current = page === query.page;
      return {
        type: 'button' as const,
        disabled: !shown || current || page < 1 || page > pageCount,
        'aria-current': typeof target === 'number' && current ? ('page' as const) : undefined,
        'data-page': page,
        onClick: () => goToPage(page),
      };
    },

    /** For a `<select>` of `pageSizes`. */
    getPageSizeProps: () => ({
      value: String(query.pageSize),
      onChange: (event: ValueEventLike) => send({ type: 'list.pageSize.set', pageSize: Number(event.currentTarget.value) }),
    }),

    /**
     * A filter control. enum and boolean: a `<select>` ('' = all); text and reference: an input committed on
     * Enter or blur (not on each keystroke: every commit is a history entry), uncontrolled: give the input
     * `key={value}` so that Back or a cleared filter shows the address's value.
     */
    getFilterProps: (name: string) => {
      const filter = filterSpec(name);
      const value = query.filters[name] ?? '';
      if (filter?.kind === 'text' || filter?.kind === 'reference') {
        const commit = (next: string) => {
          if (next.trim() !== value) setFilter(name, next.trim());
        };
        return {
          name,
          defaultValue: value,
          onBlur: (event: ValueEventLike) => commit(event.currentTarget.value),
          onKeyDown: (event: KeyLike & ValueEventLike) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            commit(event.currentTarget.value);
          },
        };
      }
      // Spelled out (not filterChoiceProps) so the two shapes stay one normalized union for the callers.
      return { name, value, onChange: (event: ValueEventLike) => setFilter(name, event.currentTarget.value) };
    },

    /**
     * A filter chosen from a list (`<select>`): applies at once on change. For enum and boolean filters, and for a
     * reference filter whose choices are given (a small lookup such as departments or categories), which
     * `getFilterProps` would otherwise commit only on Enter or blur, never given by a select until the user leaves it.
     */
    getFilterChoiceProps: (name: string) => filterChoiceProps(name),

    /** One side of a date-range filter, for `<input type="date">`. */
    getDateRangeProps: (name: string, side: 'from' | 'to') => {
      const range = parseDateRange(query.filters[name] ?? '') ?? { from: '', to: '' };
      return {
        type: 'date' as const,
        name: `${name}.${side}`,
        value: range[side],
        min: side === 'to' && range.from !== '' ? range.from : undefined,
        max: side === 'from' && range.to !== '' ? range.to : undefined,
        onChange: (event: ValueEventLike) => {
          const next = { ...range, [side]: event.currentTarget.value };
          // A half-typed date reads as '': keep the other side, drop an inverted range.
          if (next.from !== '' && next.to !== '' && next.from > next.to) return;
          setFilter(name, formatDateRange(next.from, next.to));
        },
      };
    },

    /** A column chooser checkbox; the last visible column cannot be hidden. */
    getColumnToggleProps: (columnId: string) => {
      const checked = columns.includes(columnId);
      return {
        type: 'checkbox' as const,
        checked,
        disabled: checked && columns.length === 1,
        onChange: () => toggleColumn(columnId),
      };
    },
  };
}

export type ListApi<Row extends { id: string }> = ReturnType<typeof connectList<Row>>;
