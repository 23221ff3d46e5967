/**
 * The record's read-outs and prop getters (zag style, STYLE §12). Every action button is present exactly when the
 * machine would take its event (`snapshot.can`), so no view copies a rule.
 */
import { newIdempotencyKey } from '../effects/idempotency-key';
import type { AnyActorRef } from 'xstate';
import type { DialogOptions } from '../dialog.machine';
import {
  selectIsRecordBusy,
  selectRecord,
  selectRecordFailure,
  selectRecordLoadError,
  selectRecordStatus,
  selectUndoKind,
  selectUndoStatus,
  type RecordEvent,
  type RecordSnapshot,
} from './record.machine';

export type RecordSend = (event: RecordEvent) => void;

/** Any record actor, whatever its record type: what record views need (a `RecordRef<R, V>` is one). */
export interface RecordActor {
  send: RecordSend;
  getSnapshot: () => RecordSnapshot<unknown, unknown>;
  subscribe: AnyActorRef['subscribe'];
}

export interface RecordConnectOptions {
  /** Makes an Idempotency-Key for a mutation. @default crypto.randomUUID() */
  makeKey?: () => string;
}

/** An action button: `hidden` when the record cannot take it now; `disabled` while another request runs. */
export interface RecordActionProps {
  type: 'button';
  hidden: boolean;
  disabled: boolean;
  onClick: () => void;
}


export function connectRecord<R, V>(snapshot: RecordSnapshot<R, V>, send: RecordSend, options: RecordConnectOptions = {}) {
  const makeKey = options.makeKey ?? newIdempotencyKey;
  const busy = selectIsRecordBusy(snapshot);
  // `can` is asked with a placeholder key: guards never look at keys.
  const action = (probe: RecordEvent, make: () => RecordEvent): RecordActionProps => ({
    type: 'button',
    hidden: !snapshot.can(probe),
    disabled: busy,
    onClick: () => send(make()),
  });

  return {
    record: selectRecord(snapshot),
    status: selectRecordStatus(snapshot),
    isBusy: busy,
    loadError: selectRecordLoadError(snapshot),
    failure: selectRecordFailure(snapshot),
    undoKind: selectUndoKind(snapshot),
    undoStatus: selectUndoStatus(snapshot),

    getEditProps: () => action({ type: 'record.edit' }, () => ({ type: 'record.edit' })),
    getDeleteProps: () => action({ type: 'record.delete', idempotencyKey: '' }, () => ({ type: 'record.delete', idempotencyKey: makeKey() })),
    getDeactivateProps: () =>
      action({ type: 'record.deactivate', idempotencyKey: '' }, () => ({ type: 'record.deactivate', idempotencyKey: makeKey() })),
    getActivateProps: () => action({ type: 'record.activate', idempotencyKey: '' }, () => ({ type: 'record.activate', idempotencyKey: makeKey() })),
    /**
     * A lifecycle event of the document (`confirm`, `cancel`…): shown only when its statechart takes it now; with
     * `confirm`, the question is asked first.
     */
    getLifecycleEventProps: (eventType: string, data: Record<string, unknown> = {}, confirm?: DialogOptions) =>
      action({ type: 'record.event.send', event: { type: eventType }, idempotencyKey: '' }, () => ({
        type: 'record.event.send',
        event: { ...data, type: eventType },
        idempotencyKey: makeKey(),
        ...(confirm ? { confirm } : {}),
      })),
    getRetryProps: () => action({ type: 'record.retry' }, () => ({ type: 'record.retry' })),
    getDismissFailureProps: () => action({ type: 'record.failure.dismiss' }, () => ({ type: 'record.failure.dismiss' })),
    getRetryUndoProps: () =>
      action({ type: 'record.undo.retry', idempotencyKey: '' }, () => ({ type: 'record.undo.retry', idempotencyKey: makeKey() })),
    getDismissUndoProps: () => action({ type: 'record.undo.dismiss' }, () => ({ type: 'record.undo.dismiss' })),
  };
}

export type RecordApi = ReturnType<typeof connectRecord>;
