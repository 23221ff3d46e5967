import { Trans, useLingui } from '@lingui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { connectExport } from '../../machines/kit/export.connect';
import type { ExportRef, ExportSnapshot } from '../../machines/kit/export.machine';
import type { ListQuery } from '../../machines/kit/list-query';
import { ListIcon } from './list-icons';
import * as shared from './list-shared.css';
import * as css from './list-export.css';

export interface ExportButtonProps<Row extends { id: string }> {
  exportRef: ExportRef<Row>;
  /** The list's current query (`api.query`): every matching row is exported. */
  query: ListQuery;
  /** Column ids to write, in order. @default every exportable column */
  columns?: string[];
  /** Header labels by column id. @default the ids */
  labels?: Record<string, string>;
  /** @default the machine's */
  fileName?: string;
}

/**
 * Export to CSV with its progress: a button, then a progress bar with "1,500 of 10,000 rows" and Cancel; on a
 * failure, Retry (resumes) or Cancel. Which controls show comes from the machine (`connectExport`); the finished file
 * is saved by the machine's `downloadCsv` (the section gives `saveCsvFile`).
 */
export function ExportButton<Row extends { id: string }>({ exportRef, query, columns, labels, fileName }: ExportButtonProps<Row>) {
  const { i18n } = useLingui();
  const view = useSelector(
    exportRef,
    (s: ExportSnapshot<Row>) => {
      const api = connectExport(s, exportRef.send);
      return { status: api.status, done: api.progress.done, total: api.progress.total, error: api.error, retry: api.getRetryProps().hidden, cancel: api.getCancelProps().hidden };
    },
    shallowEqual,
  );
  const api = connectExport(exportRef.getSnapshot(), exportRef.send);
  const n = (value: number) => i18n.number(value);
  const start = api.getStartProps({ query, ...(columns ? { columns } : {}), ...(labels ? { labels } : {}), ...(fileName ? { fileName } : {}) });
  const cancelProps = api.getCancelProps();
  const retryProps = api.getRetryProps();
  const cancel = view.cancel ? null : (
    <button type="button" className={shared.toolButton} onClick={cancelProps.onClick}>
      <Trans id="kit.list.export.cancel" message="Cancel" />
    </button>
  );

  if (view.status === 'fetching') {
    return (
      <div className={css.progress} role="group" aria-label={i18n._({ id: 'kit.list.export.label', message: 'Export progress' })}>
        <progress className={css.bar} value={view.done} max={view.total ?? undefined} aria-label={i18n._({ id: 'kit.list.export.label', message: 'Export progress' })} />
        <span className={css.count} aria-live="polite">
          {view.total === null ? (
            <Trans id="kit.list.export.preparing" message="Preparing export…" />
          ) : (
            <Trans id="kit.list.export.progress" message="{done} of {total} rows" values={{ done: n(view.done), total: n(view.total) }} />
          )}
        </span>
        {cancel}
      </div>
    );
  }
  if (view.status === 'failed') {
    return (
      <div className={css.progress} role="alert">
        <span className={css.error}>
          <Trans id="kit.list.export.failed" message="The export stopped ({code})." values={{ code: view.error ?? 'unknown' }} />
        </span>
        {view.retry ? null : (
          <button type="button" className={shared.toolButton} onClick={retryProps.onClick}>
            <ListIcon name="retry" size={18} />
            <Trans id="kit.list.retry" message="Retry" />
          </button>
        )}
        {cancel}
      </div>
    );
  }
  return (
    <button type="button" className={shared.toolButton} hidden={start.hidden} onClick={start.onClick}>
      <ListIcon name="download" size={18} />
      <Trans id="kit.list.export" message="Export CSV" />
    </button>
  );
}
