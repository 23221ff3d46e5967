/**
 * One record of a section (issue 8, section kit): reading it (404, 403, retry), showing it, editing it through the
 * section's form, deleting it after the one confirmation dialog (in use: deactivation instead), deactivating it,
 * an Undo offer after either, and the document's lifecycle events. The buttons a view shows come from
 * `snapshot.can(event)`.
 */
import { and, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Audited } from '../../domain/resource';
import type { FormRef } from './form.machine';
import { recordSetup, type RecordContext, type RecordEvent, type RecordMachineOptions, type RecordTag } from './record.setup';
import type { UndoRef } from './undo.machine';

export * from './record.setup';

type SendEvent = Extract<RecordEvent, { type: 'record.event.send' }>;

export function createRecordMachine<R extends Audited, V>(options: RecordMachineOptions<R, V>) {
  const error = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
  const key = (operation: 'delete' | 'deactivate') => ({ event }: { event: { idempotencyKey: string } }) => ({
    operation,
    idempotencyKey: event.idempotencyKey,
  });
  const mutation = ({ context }: { context: RecordContext<R, V> }) => ({ record: context.record!, idempotencyKey: context.mutation?.key ?? '' });
  const undoInput = ({ context }: { context: RecordContext<R, V> }) => ({ record: context.undo!.record, idempotencyKey: context.undoKey ?? '' });
  return recordSetup(options).createMachine({
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
    }),
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
          failed: { on: { 'record.retry': { target: 'loading' } } },
          viewing: {
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
                target: 'deactivating',
                actions: { type: 'startMutation', params: key('deactivate') },
              },
              'record.event.send': {
                guard: and(['isUndoQuiet', 'canSendEvent']),
                target: 'sendingEvent',
                actions: { type: 'startMutation', params: ({ event }) => ({ operation: `event:${event.event.type}` as const, idempotencyKey: event.idempotencyKey }) },
              },
              'record.failure.dismiss': { actions: 'dismissFailure' },
            },
          },
          // The form's leave guard names this record as its owner: the navigation's answer comes here and goes on to the form.
          editing: {
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
          confirmingDelete: {
            invoke: {
              id: 'confirmDelete',
              src: 'confirmDelete',
              onDone: [
                { guard: { type: 'isConfirmed', params: ({ event }) => ({ result: event.output }) }, target: 'deleting' },
                { target: 'viewing', actions: 'dropUnsent' },
              ],
            },
          },
          deleting: {
            tags: ['busy'],
            entry: 'markSent',
            invoke: {
              id: 'deleteRecord',
              src: 'deleteRecord',
              input: mutation,
              onDone: { target: 'deleted', actions: ['endMutation', { type: 'offerUndo', params: { kind: 'delete' } }, 'markDeleted'] },
              onError: [
                // Already gone: what the user asked for is done (nothing to undo: it was not this delete).
                { guard: { type: 'isNotFound', params: error }, target: 'deleted', actions: ['endMutation', 'markDeleted'] },
                // The delete's key stays: the deactivation's key is derived from it.
                { guard: { type: 'isReferenced', params: error }, target: 'offeringDeactivation' },
                { target: 'viewing', actions: { type: 'setMutationFailure', params: error } },
              ],
            },
          },
          offeringDeactivation: {
            invoke: {
              id: 'confirmDeactivateInstead',
              src: 'confirmDeactivateInstead',
              onDone: [
                {
                  guard: { type: 'isConfirmed', params: ({ event }) => ({ result: event.output }) },
                  target: 'deactivating',
                  actions: 'startDeactivateInstead',
                },
                { target: 'viewing', actions: 'endMutation' },
              ],
            },
          },
          deactivating: {
            tags: ['busy'],
            entry: 'markSent',
            invoke: {
              id: 'deactivateRecord',
              src: 'deactivateRecord',
              input: mutation,
              onDone: {
                target: 'viewing',
                // The Undo re-activates the record as it is now (its new version).
                actions: [
                  'endMutation',
                  { type: 'setRecord', params: ({ event }) => ({ record: event.output }) },
                  { type: 'offerUndo', params: { kind: 'deactivate' } },
                ],
              },
              onError: { target: 'viewing', actions: { type: 'setMutationFailure', params: error } },
            },
          },
          sendingEvent: {
            tags: ['busy'],
            entry: 'markSent',
            invoke: {
              id: 'sendLifecycleEvent',
              src: 'sendLifecycleEvent',
              input: ({ context, event }) => ({
                ...mutation({ context }),
                event: (event as SendEvent).event,
              }),
              onDone: { target: 'viewing', actions: ['endMutation', { type: 'setRecord', params: ({ event }) => ({ record: event.output }) }] },
              onError: { target: 'viewing', actions: { type: 'setMutationFailure', params: error } },
            },
          },
          // The record is gone; an undo brings it back.
          deleted: { always: { guard: 'hasRecord', target: 'viewing' } },
        },
      },
      undo: {
        initial: 'idle',
        states: {
          idle: { always: { guard: 'hasUndoOffer', target: 'offered', actions: 'markUndoShown' } },
          offered: {
            always: [
              // A newer delete or deactivation: its own offer, with its own time.
              { guard: 'hasUndoOffer', target: 'offered', reenter: true, actions: 'markUndoShown' },
              // Another change of the record was started: the offer goes.
              { guard: 'hasNoUndo', target: 'idle' },
            ],
            invoke: {
              id: 'undo',
              src: 'undoMachine',
              input: {},
              onDone: [
                {
                  guard: { type: 'isUndoOf', params: ({ event }) => ({ output: event.output, kind: 'delete' as const }) },
                  target: 'undoingDelete',
                  actions: { type: 'setUndoKey', params: ({ event }) => ({ output: event.output }) },
                },
                {
                  guard: { type: 'isUndoOf', params: ({ event }) => ({ output: event.output, kind: 'deactivate' as const }) },
                  target: 'undoingDeactivate',
                  actions: { type: 'setUndoKey', params: ({ event }) => ({ output: event.output }) },
                },
                { target: 'idle', actions: 'clearUndo' },
              ],
            },
          },
          undoingDelete: {
            tags: ['busy'],
            invoke: {
              id: 'restoreRecord',
              src: 'restoreRecord',
              input: undoInput,
              onDone: { target: 'idle', actions: { type: 'setUndone', params: ({ event }) => ({ record: event.output }) } },
              onError: { target: 'undoFailed', actions: { type: 'setUndoFailure', params: error } },
            },
          },
          undoingDeactivate: {
            tags: ['busy'],
            invoke: {
              id: 'activateRecord',
              src: 'activateRecord',
              input: undoInput,
              onDone: { target: 'idle', actions: { type: 'setUndone', params: ({ event }) => ({ record: event.output }) } },
              onError: { target: 'undoFailed', actions: { type: 'setUndoFailure', params: error } },
            },
          },
          undoFailed: {
            on: {
              'record.undo.retry': [
                {
                  guard: 'isUndoingDelete',
                  target: 'undoingDelete',
                  actions: { type: 'retryUndo', params: ({ event }) => ({ idempotencyKey: event.idempotencyKey }) },
                },
                { target: 'undoingDeactivate', actions: { type: 'retryUndo', params: ({ event }) => ({ idempotencyKey: event.idempotencyKey }) } },
              ],
              'record.undo.dismiss': { target: 'idle', actions: ['clearUndo', 'dismissFailure'] },
            },
          },
        },
      },
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
  | 'deleting'
  | 'offeringDeactivation'
  | 'deactivating'
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
