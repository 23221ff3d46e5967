/**
 * The export's read-outs and prop getters (zag style, STYLE §12): a control is there exactly when the machine would
 * take its event (`snapshot.can`), so no view decides which buttons a state has.
 */
import type { ListQuery } from './list-query';
import { selectExportError, selectExportProgress, selectExportStatus, type ExportEvent } from './export.machine';

/** What the connect reads of an export snapshot. */
export interface ExportSnapshotLike {
  value: unknown;
  context: { done: number; total: number | null; error: unknown };
  matches(state: string): boolean;
  hasTag(tag: string): boolean;
  can(event: ExportEvent): boolean;
}

export interface ExportButtonProps {
  type: 'button';
  hidden: boolean;
  onClick: () => void;
}

export function connectExport(snapshot: ExportSnapshotLike, send: (event: ExportEvent) => void) {
  const status = selectExportStatus(snapshot as never);
  const action = (event: ExportEvent): ExportButtonProps => ({ type: 'button', hidden: !snapshot.can(event), onClick: () => send(event) });
  return {
    status,
    isExporting: status === 'fetching',
    isFailed: status === 'failed',
    progress: selectExportProgress(snapshot as never),
    error: selectExportError(snapshot as never),
    /** Export the rows of `query` (every matching row), with these columns and header labels. */
    getStartProps: (start: Omit<Extract<ExportEvent, { type: 'export.start' }>, 'type'>): ExportButtonProps =>
      action({ type: 'export.start', ...start }),
    getRetryProps: () => action({ type: 'export.retry' }),
    getCancelProps: () => action({ type: 'export.cancel' }),
  };
}

export type ExportApi = ReturnType<typeof connectExport>;
export type { ListQuery };
