/**
 * The record's changes (main region): delete and deactivate after the one confirmation dialog, deactivation instead when the
 * record is in use (409 'referenced'), deactivation, and lifecycle events. One request at a time; its key comes
 * from the boundary and is kept only after an uncertain failure (SECURITY-TESTS N2).
 */
import type { Audited } from '../../domain/resource';
import { referencedMessage, type RecordContext, type RecordEvent, type RecordSetup } from './record.setup';

type SendEvent = Extract<RecordEvent, { type: 'record.event.send' }>;

export function recordChangeStates<R extends Audited, V>(s: RecordSetup<R, V>) {
  const error = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
  const mutation = ({ context }: { context: RecordContext<R, V> }) => ({ record: context.record!, idempotencyKey: context.mutation?.key ?? '' });
  return {
    confirmingDelete: s.createStateConfig({
      invoke: {
        id: 'confirmDelete',
        src: 'confirmDelete',
        onDone: [
          { guard: { type: 'isConfirmed', params: ({ event }) => ({ result: event.output }) }, target: 'deleting' },
          { target: 'viewing', actions: 'dropUnsent' },
        ],
      },
    }),
    confirmingDeactivate: s.createStateConfig({
      invoke: {
        id: 'confirmDeactivate',
        src: 'confirmDeactivate',
        onDone: [
          { guard: { type: 'isConfirmed', params: ({ event }) => ({ result: event.output }) }, target: 'deactivating' },
          { target: 'viewing', actions: 'dropUnsent' },
        ],
      },
    }),
    deleting: s.createStateConfig({
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
          { guard: { type: 'isReferenced', params: error }, target: 'offeringDeactivation', actions: { type: 'setReferencedBy', params: error } },
          { target: 'viewing', actions: { type: 'setMutationFailure', params: error } },
        ],
      },
    }),
    offeringDeactivation: s.createStateConfig({
      invoke: {
        id: 'confirmDeactivateInstead',
        src: 'confirmDeactivateInstead',
        // The service's count, in the user's words: "14 other records use it".
        input: ({ context }) => (context.referencedBy !== null && context.referencedBy > 0 ? { config: { message: referencedMessage(context.referencedBy) } } : {}),
        onDone: [
          {
            guard: { type: 'isConfirmed', params: ({ event }) => ({ result: event.output }) },
            target: 'deactivating',
            actions: 'startDeactivateInstead',
          },
          { target: 'viewing', actions: 'endMutation' },
        ],
      },
    }),
    activating: s.createStateConfig({
      tags: ['busy'],
      entry: 'markSent',
      invoke: {
        id: 'activateNow',
        src: 'activateRecord',
        input: mutation,
        onDone: { target: 'viewing', actions: ['endMutation', { type: 'setRecord', params: ({ event }) => ({ record: event.output }) }] },
        onError: { target: 'viewing', actions: { type: 'setMutationFailure', params: error } },
      },
    }),
    deactivating: s.createStateConfig({
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
    }),
    // The event's question (cancel, terminate…): the event is sent only when confirmed.
    confirmingEvent: s.createStateConfig({
      invoke: {
        id: 'confirmEvent',
        src: 'confirmEvent',
        input: ({ event }) => ({ config: (event as SendEvent).confirm ?? {} }),
        onDone: [
          { guard: { type: 'isConfirmed', params: ({ event }) => ({ result: event.output }) }, target: 'sendingEvent' },
          { target: 'viewing', actions: 'dropUnsent' },
        ],
      },
    }),
    sendingEvent: s.createStateConfig({
      tags: ['busy'],
      entry: 'markSent',
      invoke: {
        id: 'sendLifecycleEvent',
        src: 'sendLifecycleEvent',
        input: ({ context }) => ({
          ...mutation({ context }),
          event: context.lifecycleEvent ?? { type: '' },
        }),
        onDone: { target: 'viewing', actions: ['endMutation', { type: 'setRecord', params: ({ event }) => ({ record: event.output }) }] },
        onError: [
          // Someone changed the document first, or its state no longer takes the event: show it as it is now, with why.
          { guard: { type: 'isStale', params: error }, target: 'loading', actions: [{ type: 'setMutationFailure', params: error }, 'endMutation'] },
          { target: 'viewing', actions: { type: 'setMutationFailure', params: error } },
        ],
      },
    }),
  };
}
