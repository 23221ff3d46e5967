/**
 * The record's Undo region: after a delete or a deactivation the offer runs (`undoMachine`, ~6 s); chosen, the
 * compensating request goes out as its own request (re-create with the same id and values, or re-activate); a
 * failure keeps a retry with the same key. A newer change replaces or withdraws the offer.
 */
import type { Audited } from '../../domain/resource';
import type { RecordContext, RecordSetup } from './record.setup';

export function recordUndoState<R extends Audited, V>(s: RecordSetup<R, V>) {
  const error = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
  const undoInput = ({ context }: { context: RecordContext<R, V> }) => ({ record: context.undo!.record, idempotencyKey: context.undoKey ?? '' });
  return s.createStateConfig({
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
  });
}
