/**
 * A document section's list page (issue 10: orders, purchasing, deliveries, cash closing, work orders, contracts):
 * the page's heading, the list with its columns and filters, the toolbar's actions (Export as CSV, then New at
 * `{path}/new`), the empty state, and a row opening `{path}/{id}`. Each section gives its data (columns, filters,
 * texts); the helpers below build the parts every document list has the same way (the status column and filter,
 * a lookup's options, the export's column names).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useCallback, type ReactNode } from 'react';
import type { ExportRef } from '../../machines/kit/export.machine';
import { selectQuery, type ListRef } from '../../machines/kit/list.machine';
import * as page from '../sections/section-page.css';
import { button } from '../theme/recipes/button.css';
import { Badge } from './badge';
import type { BadgeTone } from './badge.css';
import type { ListFilterControl } from './filter-bar';
import { InAppLink } from './in-app-link';
import { ExportButton } from './list-export';
import { ListPanel, type ListPanelColumn } from './list-panel';

export interface DocumentListViewProps<Row extends { id: string; number: string }> {
  listRef: ListRef<Row>;
  exportRef: ExportRef<Row>;
  /** The page's heading and the table's name. */
  title: string;
  /** The section's address: a row opens `{path}/{id}`, New goes to `{path}/new`. */
  path: string;
  columns: readonly ListPanelColumn<Row>[];
  filters: readonly ListFilterControl<Row>[];
  /** The search box's label. @default the list's ("Search") */
  searchLabel?: string;
  /** The CSV's column names, by the export's keys. */
  exportLabels: Record<string, string>;
  /** The New link's text. @default no New link (documents made elsewhere, e.g. quotations) */
  newLabel?: string;
  /** Actions before Export (e.g. a link to today's deliveries). @default none */
  leadingActions?: ReactNode;
  empty: { title: string; description: string };
  onNavigate: (to: string) => void;
}

export function DocumentListView<Row extends { id: string; number: string }>({
  listRef,
  exportRef,
  title,
  path,
  columns,
  filters,
  searchLabel,
  exportLabels,
  newLabel,
  leadingActions,
  empty,
  onNavigate,
}: DocumentListViewProps<Row>) {
  const query = useSelector(listRef, selectQuery);
  const onOpen = useCallback((row: Row) => onNavigate(`${path}/${encodeURIComponent(row.id)}`), [onNavigate, path]);
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      <ListPanel
        listRef={listRef}
        caption={title}
        columns={columns}
        onOpen={onOpen}
        rowLabel={(row) => row.number}
        selectable={false}
        {...(searchLabel === undefined ? {} : { searchLabel })}
        filters={filters}
        actions={
          <>
            {leadingActions}
            <ExportButton exportRef={exportRef} query={query} labels={exportLabels} />
            {newLabel === undefined ? null : (
              <InAppLink className={button()} to={`${path}/new`} onNavigate={onNavigate}>
                {newLabel}
              </InAppLink>
            )}
          </>
        }
        empty={empty}
      />
    </>
  );
}

/** A document's statuses as the texts and badge tones of its section. */
export interface StatusTexts<S extends string> {
  labels: Record<S, MessageDescriptor>;
  tones: Record<S, BadgeTone>;
}

/** The Status column: the document's status as a badge. */
export function statusColumn<Row extends { status: S }, S extends string>(i18n: I18n, header: string, texts: StatusTexts<S>): ListPanelColumn<Row> {
  return { id: 'status', header, cell: (row) => <Badge tone={texts.tones[row.status]}>{i18n._(texts.labels[row.status])}</Badge> };
}

/** The Status filter: one option per status, in the lifecycle's order. */
export function statusFilter<S extends string>(i18n: I18n, label: string, statuses: readonly S[], labels: Record<S, MessageDescriptor>): Omit<ListFilterControl, 'render'> {
  return { name: 'status', label, options: statuses.map((value) => ({ value, label: i18n._(labels[value]) })) };
}

/** A lookup's records as a filter's options (none while it loads). */
export function optionsOf<T extends { id: string; name: string }>(items: readonly T[] | null, label: (item: T) => string = (item) => item.name) {
  return (items ?? []).map((item) => ({ value: item.id, label: label(item) }));
}

/** A section's labels, translated, by key (the CSV's column names). */
export function translated(i18n: I18n, labels: Record<string, MessageDescriptor>): Record<string, string> {
  return Object.fromEntries(Object.entries(labels).map(([key, message]) => [key, i18n._(message)]));
}

/** `label('status')`: one of the section's labels, translated. */
export function useLabels<K extends string>(labels: Record<K, MessageDescriptor>) {
  const { i18n } = useLingui();
  return { i18n, label: (key: K) => i18n._(labels[key]) };
}
