/**
 * The list kit's table: a semantic `<table role="grid">` (thead with sortable `th scope="col"`, a sticky header),
 * rows from the list's connect (aria-rowindex, roving tabindex, keys, selection), virtualized with
 * @tanstack/react-virtual: only the visible rows plus overscan are in the DOM, between two spacer rows, so 10,000
 * rows scroll smoothly and the table stays a table.
 */
import { useLingui } from '@lingui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useRef, type ReactNode } from 'react';
import { isRowNavigationKey, type ListApi } from '../../machines/kit/list.connect';
import { ListIcon } from './list-icons';
import * as shared from './list-shared.css';
import { SkeletonRows } from './states';
import * as css from './data-table.css';

export interface DataTableColumn<Row> {
  /** A column id of the list's spec. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** @default 'start' */
  align?: 'start' | 'end' | 'center';
  /** A CSS width, e.g. '12rem'. @default auto */
  width?: string;
}

export interface DataTableProps<Row extends { id: string }> {
  api: ListApi<Row>;
  /** Every column the section can show; the list's visible columns choose among them, in this order. */
  columns: readonly DataTableColumn<Row>[];
  /** The table's accessible name (a visually hidden caption), e.g. "Customers". */
  caption: string;
  /** Names a row for its checkbox ("Select Ana López"). @default the row's id */
  rowLabel?: (row: Row) => string;
  /** Checkboxes and Space to select. @default true */
  selectable?: boolean;
  /** Estimated row height in px (rows are measured as they render). @default 48 */
  rowHeight?: number;
  /** Rows kept rendered beyond the visible ones. @default 8 */
  overscan?: number;
  /** The scroll box's max height, any CSS length. @default leaves room for the page header and toolbar */
  maxHeight?: string;
}

/** Where the rows start below the sticky header (before it is measured). */
const HEADER_HEIGHT = 44;

export function DataTable<Row extends { id: string }>({
  api,
  columns,
  caption,
  rowLabel = (row) => row.id,
  selectable = true,
  rowHeight = 48,
  overscan = 8,
  maxHeight,
}: DataTableProps<Row>) {
  const { i18n } = useLingui();
  const scrollRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const { rows, activeIndex } = api;
  const visible = api.visibleColumns.flatMap((id) => columns.filter((c) => c.id === id));
  const columnCount = visible.length + (selectable ? 1 : 0);
  const headerHeight = headRef.current?.offsetHeight || HEADER_HEIGHT;

  const virtualizer = useVirtualizer({
    count: api.isLoading ? 0 : rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin: headerHeight,
    scrollPaddingStart: headerHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items.length > 0 ? items[0]!.start - headerHeight : 0;
  const padBottom = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)!.end - headerHeight) : 0;

  // A key pressed on a row moves the focus to the active row: bring it into view (below the sticky header) and
  // focus it once rendered. The row that had the focus may have been unmounted by the scroll meanwhile.
  const wantFocus = useRef(false);
  useEffect(() => {
    if (!wantFocus.current || api.isLoading) return;
    const target = bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${activeIndex}"]`);
    virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
    if (!target) return;
    wantFocus.current = false;
    if (document.activeElement !== target) target.focus({ preventScroll: true });
  });

  // A new query starts at the top.
  const queryKey = `${api.query.q}|${api.query.sort.join()}|${api.query.page}|${api.query.pageSize}|${JSON.stringify(api.query.filters)}`;
  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [queryKey]);

  const selectAll = api.getSelectAllProps();

  return (
    <div ref={scrollRef} className={css.scroller} style={maxHeight ? assignInlineVars({ [css.maxHeight]: maxHeight }) : undefined}>
      <table {...api.getTableProps()} className={css.table}>
        <caption className={shared.visuallyHidden}>{caption}</caption>
        <thead ref={headRef}>
          <tr {...api.getHeaderRowProps()}>
            {selectable ? (
              <th scope="col" className={css.checkHeadCell}>
                <input
                  {...selectAll}
                  ref={(el) => {
                    if (el) el.indeterminate = api.pageSelection === 'some';
                  }}
                  className={css.checkbox}
                  aria-label={i18n._({ id: 'kit.list.selectAll', message: 'Select all rows on this page' })}
                />
              </th>
            ) : null}
            {visible.map((column) => (
              <HeaderCell key={column.id} api={api} column={column} />
            ))}
          </tr>
        </thead>
        <tbody ref={bodyRef}>
          {api.isLoading ? (
            <SkeletonRows columns={columnCount} />
          ) : (
            <>
              {padTop > 0 ? (
                <tr aria-hidden="true">
                  <td colSpan={columnCount} className={css.spacer} style={assignInlineVars({ [css.spacerHeight]: `${padTop}px` })} />
                </tr>
              ) : null}
              {items.map((item) => {
                const row = rows[item.index];
                if (!row) return null;
                const props = api.getRowProps(row, item.index);
                const onKeyDown: typeof props.onKeyDown = (event) => {
                  if (event.target === event.currentTarget && isRowNavigationKey(event.key)) wantFocus.current = true;
                  props.onKeyDown(event);
                };
                return (
                  <tr
                    key={row.id}
                    ref={virtualizer.measureElement}
                    {...props}
                    onKeyDown={onKeyDown}
                    className={css.row}
                    data-clickable={api.canOpen ? '' : undefined}
                  >
                    {selectable ? (
                      <td role="gridcell" className={css.checkCell}>
                        <input
                          {...api.getRowCheckboxProps(row)}
                          className={css.checkbox}
                          aria-label={i18n._({ id: 'kit.list.selectRow', message: 'Select {label}', values: { label: rowLabel(row) } })}
                        />
                      </td>
                    ) : null}
                    {visible.map((column) => (
                      <td key={column.id} role="gridcell" className={css.cell} data-align={column.align}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                );
              })}
              {padBottom > 0 ? (
                <tr aria-hidden="true">
                  <td colSpan={columnCount} className={css.spacer} style={assignInlineVars({ [css.spacerHeight]: `${padBottom}px` })} />
                </tr>
              ) : null}
            </>
          )}
        </tbody>
      </table>
    </div>
  );
}

function HeaderCell<Row extends { id: string }>({ api, column }: { api: ListApi<Row>; column: DataTableColumn<Row> }) {
  const trigger = api.getSortTriggerProps(column.id);
  const widthVars = column.width ? assignInlineVars({ [css.columnWidth]: column.width }) : undefined;
  if (trigger.disabled) {
    return (
      <th {...api.getHeaderCellProps(column.id)} className={css.headCell} data-align={column.align} style={widthVars}>
        {column.header}
      </th>
    );
  }
  const rank = api.sortRank(column.id);
  const sort = trigger['data-sort'];
  return (
    <th {...api.getHeaderCellProps(column.id)} className={css.headCell} data-align={column.align} style={widthVars}>
      <button {...trigger} className={css.sortButton}>
        {column.header}
        <ListIcon name={sort === 'asc' ? 'sortAscending' : sort === 'desc' ? 'sortDescending' : 'sortable'} size={16} className={css.sortIcon} />
        {rank !== null && rank > 1 ? <span className={css.sortRank}>{rank}</span> : null}
      </button>
    </th>
  );
}
