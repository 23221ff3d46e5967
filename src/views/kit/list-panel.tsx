/**
 * A whole list, as a section shows it: toolbar (search, filters, actions, columns), the selection bar, the table
 * or its empty / failed state, and pagination. Sections that need another arrangement compose the same parts
 * (`useListApi`, `ListToolbar`, `DataTable`, `Pagination`, `EmptyState`, `ErrorState`).
 */
import { Trans, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { ListRef } from '../../machines/kit/list.machine';
import { DataTable, type DataTableColumn } from './data-table';
import type { ListFilterControl } from './filter-bar';
import { useListApi } from './list-api';
import { ListToolbar } from './list-toolbar';
import * as shared from './list-shared.css';
import { Pagination } from './pagination';
import { EmptyState, ErrorState } from './states';
import * as css from './list-panel.css';

export interface ListPanelColumn<Row> extends DataTableColumn<Row> {
  /** The column's name in the column chooser. @default the header when it is text, else the id */
  label?: string;
}

export interface ListPanelProps<Row extends { id: string }> {
  listRef: ListRef<Row>;
  /** The table's accessible name, e.g. "Customers". */
  caption: string;
  columns: readonly ListPanelColumn<Row>[];
  /** @default none */
  filters?: readonly ListFilterControl<Row>[];
  /** Enter on a row or a click on it (e.g. go to the record). @default rows do not open */
  onOpen?: (row: Row) => void;
  /** Names a row for its checkbox. @default the id */
  rowLabel?: (row: Row) => string;
  /** Checkboxes and the selection bar. @default true */
  selectable?: boolean;
  /** Actions for the selected rows (ids), shown in the selection bar. @default none */
  bulkActions?: (selection: string[]) => ReactNode;
  /** The section's toolbar actions (New, Export). */
  actions?: ReactNode;
  /** The column chooser. @default true */
  columnChooser?: boolean;
  /** @default "Search" */
  searchLabel?: string;
  /** The 'no data at all' state's own texts and action (e.g. "New customer"). */
  empty?: { title?: ReactNode; description?: ReactNode; action?: ReactNode };
  /** The table's max height. @default DataTable's */
  maxHeight?: string;
}

export function ListPanel<Row extends { id: string }>(props: ListPanelProps<Row>) {
  const { listRef, caption, columns, filters, onOpen, rowLabel, selectable = true, bulkActions, actions, columnChooser = true } = props;
  const { i18n } = useLingui();
  const api = useListApi(listRef, { onOpen, selectable });
  const chooser = columnChooser
    ? columns.map((c) => ({ id: c.id, label: c.label ?? (typeof c.header === 'string' ? c.header : c.id) }))
    : undefined;
  const count = api.selection.length;
  let body: ReactNode;
  if (api.status === 'failed') body = <ErrorState code={api.error} onRetry={api.retry} />;
  else if (api.emptyKind !== null) {
    // The section's own texts are for a list with no data at all; a search or filter matching nothing says so.
    body = <EmptyState kind={api.emptyKind} onClearFilters={api.clearFilters} {...(api.emptyKind === 'noData' ? props.empty : {})} />;
  } else {
    body = (
      <DataTable api={api} columns={columns} caption={caption} rowLabel={rowLabel} selectable={selectable} maxHeight={props.maxHeight} />
    );
  }
  return (
    <section className={css.panel} aria-label={caption}>
      <ListToolbar api={api} searchLabel={props.searchLabel} filters={filters} columns={chooser}>
        {actions}
      </ListToolbar>
      {api.hasSelection ? (
        <div className={css.bulk}>
          <span className={css.bulkCount}>
            <Trans id="kit.list.selected" message="{count, plural, one {# selected} other {# selected}}" values={{ count }} />
          </span>
          {bulkActions?.(api.selection)}
          <button type="button" className={shared.toolButton} onClick={api.clearSelection}>
            {i18n._({ id: 'kit.list.selection.clear', message: 'Clear selection' })}
          </button>
        </div>
      ) : null}
      {body}
      {api.hasPages ? <Pagination api={api} /> : null}
      <p className={shared.visuallyHidden} role="status">
        {api.status === 'loaded' ? (
          <Trans id="kit.list.results" message="{total, plural, one {# result} other {# results}}" values={{ total: api.total }} />
        ) : api.isLoading ? (
          <Trans id="kit.list.loading" message="Loading…" />
        ) : null}
      </p>
    </section>
  );
}
