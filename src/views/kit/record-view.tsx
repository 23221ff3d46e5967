/**
 * A record page: its reading states (loading, not found, forbidden, failed with Retry, deleted), the header with
 * the actions the record takes now, why the last change failed, the section's read view, the section's form while
 * editing, and the Undo offer after a delete or a deactivation.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { FormActor } from '../../machines/kit/form.connect';
import { connectRecord, type RecordActionProps, type RecordActor } from '../../machines/kit/record.connect';
import { selectFormRef, selectUndoRef, type RecordFailure, type RecordSnapshot } from '../../machines/kit/record.machine';
import { button } from '../theme/recipes/button.css';
import { recordErrorMessages } from './field-messages';
import { Notice } from './form-notices';
import { RecordHeader, type RecordHeaderProps } from './record-header';
import { UndoToast } from './undo-toast';
import * as css from './record-header.css';

/** A record actor whose record is an `R`. */
export type RecordActorOf<R> = Omit<RecordActor, 'getSnapshot'> & { getSnapshot: () => RecordSnapshot<R, unknown> };

export interface RecordViewProps<R> {
  recordRef: RecordActorOf<R>;
  /** The header's title for the record. */
  title: (record: R) => ReactNode;
  /** The header's badge for the record. @default none */
  status?: (record: R) => RecordHeaderProps['status'];
  /** @default none */
  events?: RecordHeaderProps['events'];
  /** @default ['edit', 'deactivate', 'delete'] */
  actions?: RecordHeaderProps['actions'];
  /** The record as read. */
  children: (record: R) => ReactNode;
  /** The section's form (a `FormView` with its fields) while editing. */
  form: (formRef: FormActor, record: R) => ReactNode;
  /** Shown where a missing or deleted record was (a link back to the list). @default none */
  back?: ReactNode;
  /** The Undo toast's texts, translated. @default "Deleted" / "Deactivated" */
  undoMessages?: { delete: string; deactivate: string };
  /**
   * The section's own words for a failed change (a lifecycle rule's reason: what is short, why not), shown in the
   * failure notice instead of the kit's message for its code; null keeps the kit's. @default the kit's message
   */
  failureMessage?: (failure: RecordFailure) => ReactNode | null;
}

/** Equal when every value is the same, comparing action props by what they show (their handlers are remade each time). */
function sameView(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const isAction = (v: unknown): v is RecordActionProps => typeof v === 'object' && v !== null && 'onClick' in v;
  return Object.keys(a).every((key) => {
    const x = a[key];
    const y = b[key];
    if (isAction(x) && isAction(y)) return x.hidden === y.hidden && x.disabled === y.disabled;
    return Object.is(x, y);
  });
}

export function RecordView<R>({ recordRef, title, status, events, actions, children, form, back, undoMessages, failureMessage }: RecordViewProps<R>) {
  const { i18n } = useLingui();
  const view = useSelector(
    recordRef,
    (snapshot) => {
      const api = connectRecord(snapshot, recordRef.send);
      return {
        status: api.status,
        record: api.record as R | null,
        loadError: api.loadError,
        failure: api.failure,
        undoKind: api.undoKind,
        undoStatus: api.undoStatus,
        formRef: selectFormRef(snapshot as RecordSnapshot<never, unknown>) as FormActor | null,
        undoRef: selectUndoRef(snapshot),
        retry: api.getRetryProps(),
        retryUndo: api.getRetryUndoProps(),
        dismissUndo: api.getDismissUndoProps(),
        dismissFailure: api.getDismissFailureProps(),
      };
    },
    sameView,
  );
  const undoToast = (
    <UndoToast
      undoRef={view.undoStatus === 'offered' ? view.undoRef : null}
      message={
        view.undoKind === 'deactivate'
          ? (undoMessages?.deactivate ?? i18n._({ id: 'kit.undo.deactivated', message: 'Deactivated' }))
          : (undoMessages?.delete ?? i18n._({ id: 'kit.undo.deleted', message: 'Deleted' }))
      }
    />
  );
  const undoFailed =
    view.undoStatus === 'failed' && view.failure ? (
      <Notice
        tone="error"
        icon="alert"
        role="alert"
        actions={
          <>
            <button type="button" className={button({ tone: 'secondary' })} hidden={view.retryUndo.hidden} onClick={view.retryUndo.onClick}>
              {i18n._({ id: 'kit.record.undo.retry', message: 'Try again' })}
            </button>
            <button type="button" className={button({ tone: 'ghost' })} hidden={view.dismissUndo.hidden} onClick={view.dismissUndo.onClick}>
              {i18n._({ id: 'kit.record.undo.dismiss', message: 'Dismiss' })}
            </button>
          </>
        }
      >
        {i18n._({ id: 'kit.record.undo.failed', message: 'Could not undo.' })} {i18n._(recordErrorMessages[view.failure.code])}
      </Notice>
    ) : null;

  if (view.status === 'loading') {
    return (
      <div className={css.state} role="status" aria-busy="true">
        {i18n._({ id: 'kit.record.loading', message: 'Loading…' })}
      </div>
    );
  }
  if (view.status === 'notFound' || view.status === 'forbidden' || view.status === 'failed') {
    const code = view.loadError ?? (view.status === 'failed' ? 'unknown' : view.status);
    return (
      <div className={css.state}>
        <h1 className={css.title}>{i18n._({ id: 'kit.record.unavailable.title', message: 'Record not available' })}</h1>
        <Notice tone="error" icon="alert" role="alert">
          {i18n._(recordErrorMessages[code])}
        </Notice>
        {!view.retry.hidden ? (
          <button type="button" className={button()} onClick={view.retry.onClick}>
            {i18n._({ id: 'kit.record.retry', message: 'Try again' })}
          </button>
        ) : null}
        {back}
      </div>
    );
  }
  if (view.status === 'deleted' || view.record === null) {
    return (
      <div className={css.state}>
        <h1 className={css.title}>{i18n._({ id: 'kit.record.deleted.title', message: 'Record deleted' })}</h1>
        <p role="status">{i18n._({ id: 'kit.record.deleted', message: 'This record was deleted.' })}</p>
        {undoFailed}
        {back}
        {undoToast}
      </div>
    );
  }
  const record = view.record;
  return (
    <div className={css.page}>
      <RecordHeader
        recordRef={recordRef as RecordActor}
        title={title(record)}
        {...(status ? { status: status(record) } : {})}
        {...(events ? { events } : {})}
        {...(actions ? { actions } : {})}
      />
      {view.failure && view.failure.operation !== 'undo' ? (
        <Notice
          tone="error"
          icon="alert"
          role="alert"
          actions={
            <button type="button" className={button({ tone: 'ghost' })} hidden={view.dismissFailure.hidden} onClick={view.dismissFailure.onClick}>
              {i18n._({ id: 'kit.record.failure.dismiss', message: 'Dismiss' })}
            </button>
          }
        >
          {failureMessage?.(view.failure) ?? i18n._(recordErrorMessages[view.failure.code])}
        </Notice>
      ) : null}
      {undoFailed}
      {view.status === 'editing' && view.formRef ? form(view.formRef, record) : children(record)}
      {undoToast}
    </div>
  );
}
