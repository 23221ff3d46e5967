import { Trans, useLingui } from '@lingui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import {
  selectExportError,
  selectExportProgress,
  selectExportStatus,
  type ExportReadyEvent,
  type ExportRef,
  type ExportSnapshot,
} from '../../machines/kit/export.machine';
import type { ListQuery } from '../../machines/kit/list-query';
import { ListIcon } from './list-icons';
import * as shared from './list-shared.css';
import * as css from './list-export.css';

/** The UTF-8 byte-order mark: spreadsheet programs (Excel) read the file as UTF-8 only with it, so accents survive. */
export const UTF8_BOM = '\uFEFF';

/** Saves a CSV as a file: a Blob, an object URL and a click on a temporary link (the machine's `downloadCsv`). */
export function saveCsvFile({ fileName, csv }: { fileName: string; csv: string }): void {
  const url = URL.createObjectURL(new Blob([UTF8_BOM, csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

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
 * failure, Retry (resumes) or Cancel. The finished file is saved by `saveCsvFile` on the machine's `export.ready`.
 */
export function ExportButton<Row extends { id: string }>({ exportRef, query, columns, labels, fileName }: ExportButtonProps<Row>) {
  const { i18n } = useLingui();
  const status = useSelector(exportRef, (s: ExportSnapshot<Row>) => selectExportStatus(s));
  const progress = useSelector(exportRef, (s: ExportSnapshot<Row>) => selectExportProgress(s), shallowEqual);
  const error = useSelector(exportRef, (s: ExportSnapshot<Row>) => selectExportError(s));
  useEffect(() => {
    const subscription = exportRef.on('export.ready', (event: ExportReadyEvent) => saveCsvFile(event));
    return () => subscription.unsubscribe();
  }, [exportRef]);
  const n = (value: number) => i18n.number(value);
  const start = () =>
    exportRef.send({
      type: 'export.start',
      query,
      ...(columns ? { columns } : {}),
      ...(labels ? { labels } : {}),
      ...(fileName ? { fileName } : {}),
    });
  const cancel = (
    <button type="button" className={shared.toolButton} onClick={() => exportRef.send({ type: 'export.cancel' })}>
      <Trans id="kit.list.export.cancel" message="Cancel" />
    </button>
  );

  if (status === 'fetching') {
    return (
      <div className={css.progress} role="group" aria-label={i18n._({ id: 'kit.list.export.label', message: 'Export progress' })}>
        <progress
          className={css.bar}
          value={progress.done}
          max={progress.total ?? undefined}
          aria-label={i18n._({ id: 'kit.list.export.label', message: 'Export progress' })}
        />
        <span className={css.count} aria-live="polite">
          {progress.total === null ? (
            <Trans id="kit.list.export.preparing" message="Preparing export…" />
          ) : (
            <Trans id="kit.list.export.progress" message="{done} of {total} rows" values={{ done: n(progress.done), total: n(progress.total) }} />
          )}
        </span>
        {cancel}
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div className={css.progress} role="alert">
        <span className={css.error}>
          <Trans id="kit.list.export.failed" message="The export stopped ({code})." values={{ code: error ?? 'unknown' }} />
        </span>
        <button type="button" className={shared.toolButton} onClick={() => exportRef.send({ type: 'export.retry' })}>
          <ListIcon name="retry" size={18} />
          <Trans id="kit.list.retry" message="Retry" />
        </button>
        {cancel}
      </div>
    );
  }
  return (
    <button type="button" className={shared.toolButton} onClick={start}>
      <ListIcon name="download" size={18} />
      <Trans id="kit.list.export" message="Export CSV" />
    </button>
  );
}
