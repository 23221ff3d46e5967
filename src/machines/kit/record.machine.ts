/**
 * One record of a section (issue 8, section kit): reading it (404, 403, retry), showing it, editing it through the
 * section's form, deleting it after the one confirmation dialog (in use: deactivation instead), deactivating it,
 * an Undo offer after either, and the document's lifecycle events. The buttons a view shows come from
 * `snapshot.can(event)`.
 */
import { and, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Audited } from '../../domain/resource';
import type { FormRef } from './form.machine';
import { recordChangeStates } from './record-changes.state';
import { recordSetup, type RecordContext, type RecordEvent, type RecordMachineOptions, type RecordTag } from './record.setup';
import { recordUndoState } from './record-undo.state';
import type { UndoRef } from './undo.machine';

export * from './record.setup';

export function createRecordMachine<R extends Audited, V>(options: RecordMachineOptions<R, V>) {
  const s = recordSetup(options);
  const error = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
  const key = (operation: 'delete' | 'deactivate' | 'activate') => ({ event }: { event: { idempotencyKey: string } }) => ({
    operation,
    idempotencyKey: event.idempotencyKey,
  });
  return s.createMachine({
    id: 'record',
    type: 'parallel',
    context: ({ input }) => ({
      id: input.id,
      readOnly: input.readOnly ?? false,
      record: null,
      loadError: null,
      draft: null,
      failure: null,
      mutation: null,
      undo: null,
      undoKey: null,
      referencedBy: null,
      lifecycleEvent: null,
      lifecycle: null,
    }),
    // The address names the record: a page of the section opened on another id opens that one.
    ...(options.path !== undefined
      ? { invoke: { id: 'listenToRecordAddress', src: 'listenToRecordAddress', input: ({ context }) => ({ base: options.path!, id: context.id }) } }
      : {}),
    on: { 'record.open': { target: '.main.loading', actions: { type: 'openRecord', params: ({ event }) => ({ id: event.id }) } } },
    states: {
      main: {
        initial: 'loading',
        states: {
          loading: {
            invoke: {
              id: 'loadRecord',
              src: 'loadRecord',
              input: ({ context }) => ({ id: context.id }),
              onDone: { target: 'restoring', actions: { type: 'setRecord', params: ({ event }) => ({ record: event.output }) } },
              onError: [
                { guard: { type: 'isNotFound', params: error }, target: 'notFound', actions: { type: 'setLoadError', params: error } },
                { guard: { type: 'isForbidden', params: error }, target: 'forbidden', actions: { type: 'setLoadError', params: error } },
                { target: 'failed', actions: { type: 'setLoadError', params: error } },
              ],
            },
          },
          // Unsaved changes kept on the device for this record: editing goes on where it stopped.
          restoring: {
            invoke: {
              id: 'readDraft',
              src: 'readDraft',
              input: ({ context }) => ({ key: `${options.draftPrefix}:${context.id}` }),
              onDone: [
                {
                  guard: { type: 'hasDraft', params: ({ event }) => ({ draft: event.output }) },
                  target: 'editing',
                  actions: { type: 'setDraft', params: ({ event }) => ({ draft: event.output }) },
                },
                { target: 'viewing' },
              ],
              onError: { target: 'viewing' },
            },
          },
          notFound: {},
          forbidden: {},
          // A load that failed for want of a connection loads again once the connection is back (N5).
          failed: {
            invoke: { src: 'listenForReconnect', input: { type: 'record.connection.back' } },
            on: { 'record.retry': { target: 'loading' }, 'record.connection.back': { guard: 'loadFailedOffline', target: 'loading' } },
          },
          viewing: {
            entry: 'mirrorLifecycle',
            on: {
              'record.reload': { target: 'loading' },
              'record.edit': { guard: and(['isWritable', 'isUndoQuiet']), target: 'editing' },
              'record.delete': {
                guard: and(['isWritable', 'isUndoQuiet']),
                target: 'confirmingDelete',
                actions: { type: 'startMutation', params: key('delete') },
              },
              'record.deactivate': {
                guard: and(['canDeactivate', 'isUndoQuiet']),
                target: 'confirmingDeactivate',
                actions: { type: 'startMutation', params: key('deactivate') },
              },
              'record.activate': {
                guard: and(['canActivate', 'isUndoQuiet']),
                target: 'activating',
                actions: { type: 'startMutation', params: key('activate') },
              },
              'record.event.send': [
                {
                  guard: and(['isUndoQuiet', 'canSendEvent', 'needsConfirmation']),
                  target: 'confirmingEvent',
                  actions: [
                    { type: 'startMutation', params: ({ event }) => ({ operation: `event:${event.event.type}` as const, idempotencyKey: event.idempotencyKey }) },
                    { type: 'setLifecycleEvent', params: ({ event }) => ({ event: event.event }) },
                  ],
                },
                {
                  guard: and(['isUndoQuiet', 'canSendEvent']),
                  target: 'sendingEvent',
                  actions: [
                    { type: 'startMutation', params: ({ event }) => ({ operation: `event:${event.event.type}` as const, idempotencyKey: event.idempotencyKey }) },
                    { type: 'setLifecycleEvent', params: ({ event }) => ({ event: event.event }) },
                  ],
                },
              ],
              'record.failure.dismiss': { actions: 'dismissFailure' },
            },
          },
          // The form's leave guard names this record as its owner: the navigation's answer comes here and goes on to the form.
          editing: {
            entry: 'mirrorLifecycle',
            on: { 'form.leave.confirmed': { actions: 'forwardLeaveToForm' } },
            invoke: {
              id: 'form',
              src: 'formMachine',
              input: ({ context }) => ({
                owner: options.systemId,
                recordId: context.id,
                draftKey: `${options.draftPrefix}:${context.id}`,
                initial: options.toValues(context.record!),
                version: context.record!.version,
                draft: context.draft,
              }),
              onDone: [
                {
                  guard: { type: 'isSaved', params: ({ event }) => ({ output: event.output }) },
                  target: 'viewing',
                  actions: [
                    { type: 'setRecord', params: ({ event }) => ({ record: (event.output as { record: R }).record }) },
                    { type: 'setDraft', params: { draft: null } },
                  ],
                },
                { target: 'viewing', actions: { type: 'setDraft', params: { draft: null } } },
              ],
            },
          },
          ...recordChangeStates(s),
          // The record is gone; an undo brings it back.
          deleted: { always: { guard: 'hasRecord', target: 'viewing' } },
        },
      },
      undo: recordUndoState(s),
    },
  });
}

export type RecordMachine<R extends Audited, V> = ReturnType<typeof createRecordMachine<R, V>>;
export type RecordRef<R extends Audited, V> = ActorRefFrom<RecordMachine<R, V>>;
export type RecordMachineSnapshot<R extends Audited, V> = SnapshotFrom<RecordMachine<R, V>>;

/** The main region's state, as a view names it. */
export type RecordStatus =
  | 'loading'
  | 'viewing'
  | 'editing'
  | 'notFound'
  | 'forbidden'
  | 'failed'
  | 'confirmingDelete'
  | 'confirmingDeactivate'
  | 'deleting'
  | 'offeringDeactivation'
  | 'deactivating'
  | 'activating'
  | 'confirmingEvent'
  | 'sendingEvent'
  | 'deleted';

/** What the selectors and `connectRecord` read of a record snapshot. */
export interface RecordSnapshot<R, V> {
  context: RecordContext<R, V>;
  value: unknown;
  children: Record<string, unknown>;
  hasTag(tag: RecordTag): boolean;
  can(event: RecordEvent): boolean;
}

export const selectRecord = <R, V>(s: RecordSnapshot<R, V>): R | null => s.context.record;
export function selectRecordStatus<R, V>(s: RecordSnapshot<R, V>): RecordStatus {
  const main = (s.value as { main: string }).main;
  return (main === 'restoring' ? 'loading' : main) as RecordStatus;
}
export const selectRecordLoadError = <R, V>(s: RecordSnapshot<R, V>) => s.context.loadError;
export const selectRecordFailure = <R, V>(s: RecordSnapshot<R, V>) => s.context.failure;
export const selectIsRecordBusy = <R, V>(s: RecordSnapshot<R, V>) => s.hasTag('busy');
/** What an Undo would bring back ('delete' | 'deactivate'), while one is offered or running. */
export const selectUndoKind = <R, V>(s: RecordSnapshot<R, V>) => s.context.undo?.kind ?? null;
export const selectUndoStatus = <R, V>(s: RecordSnapshot<R, V>): 'idle' | 'offered' | 'undoing' | 'failed' => {
  const undo = (s.value as { undo: string }).undo;
  if (undo === 'offered') return 'offered';
  if (undo === 'undoFailed') return 'failed';
  return undo === 'idle' ? 'idle' : 'undoing';
};
/** The form while editing (pass it to the form view). */
export const selectFormRef = <R extends Audited, V>(s: RecordSnapshot<R, V>) => (s.children.form as FormRef<V, R> | undefined) ?? null;
/** The Undo offer while shown (pass it to the toast). */
export const selectUndoRef = <R, V>(s: RecordSnapshot<R, V>) => (s.children.undo as UndoRef | undefined) ?? null;
