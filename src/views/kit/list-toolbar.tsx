import type { ReactNode } from 'react';
import type { ListApi } from '../../machines/kit/list.connect';
import { ColumnChooser } from './column-chooser';
import { FilterBar, type ListFilterControl } from './filter-bar';
import { SearchField } from './search-field';
import * as css from './list-toolbar.css';

export interface ListToolbarProps<Row extends { id: string }> {
  api: ListApi<Row>;
  /** @default "Search" */
  searchLabel?: string;
  /** The filter controls to show, in order. @default none */
  filters?: readonly ListFilterControl<Row>[];
  /** Columns offered by the column chooser (translated labels); none: no chooser. @default none */
  columns?: readonly { id: string; label: string }[];
  /** The section's actions at the end (New, Export). */
  children?: ReactNode;
}

/** Search, filters, the section's actions and the column chooser; wraps onto several lines on a phone. */
export function ListToolbar<Row extends { id: string }>({ api, searchLabel, filters, columns, children }: ListToolbarProps<Row>) {
  return (
    <div className={css.toolbar}>
      <SearchField api={api} label={searchLabel} />
      {filters && filters.length > 0 ? <FilterBar api={api} filters={filters} /> : null}
      <div className={css.end}>
        {children}
        {columns && columns.length > 0 ? <ColumnChooser api={api} columns={columns} /> : null}
      </div>
    </div>
  );
}
