/**
 * An "Undo" offer after a delete or a deactivation: shown for about 6 s (held while the user hovers or focuses it,
 * WCAG 2.2.1), then gone. It only owns the offer and the user's answer; the compensating request (re-create,
 * re-activate) is its owner's own request, sent when the output says 'undo'. Nothing waits on the tab: the delete
 * itself was sent at once.
 */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

export const UNDO_TIMEOUT_MS = 6000;

export interface UndoInput {
  /** @default UNDO_TIMEOUT_MS */
  timeoutMs?: number;
}

export type UndoEvent =
  /** The Undo button; the key of the compensating request is made at the boundary. */
  | { type: 'undo.run'; idempotencyKey: string }
  | { type: 'undo.dismiss' }
  /** Pointer over, or focus in, the offer: its time stops. */
  | { type: 'undo.pause' }
  /** Pointer out, focus out: the offer gets its full time again. */
  | { type: 'undo.resume' };

export type UndoOutput = { result: 'undo'; idempotencyKey: string } | { result: 'expired' } | { result: 'dismissed' };

export const undoMachine = setup({
  types: {} as {
    context: { timeoutMs: number; outcome: UndoOutput };
    input: UndoInput | undefined;
    events: UndoEvent;
    output: UndoOutput;
  },
  delays: { undoTimeout: ({ context }) => context.timeoutMs },
  actions: {
    setOutcome: assign((_, params: { outcome: UndoOutput }) => ({ outcome: params.outcome })),
  },
}).createMachine({
  id: 'undo',
  // Unless the user answers, the offer runs out.
  context: ({ input }) => ({ timeoutMs: input?.timeoutMs ?? UNDO_TIMEOUT_MS, outcome: { result: 'expired' } }),
  initial: 'offered',
  states: {
    offered: {
      initial: 'running',
      on: {
        'undo.run': {
          target: 'undone',
          actions: { type: 'setOutcome', params: ({ event }) => ({ outcome: { result: 'undo', idempotencyKey: event.idempotencyKey } }) },
        },
        'undo.dismiss': { target: 'dismissed', actions: { type: 'setOutcome', params: { outcome: { result: 'dismissed' } } } },
      },
      states: {
        running: { after: { undoTimeout: { target: '#undo.expired' } }, on: { 'undo.pause': { target: 'paused' } } },
        paused: { on: { 'undo.resume': { target: 'running' } } },
      },
    },
    undone: { type: 'final' },
    expired: { type: 'final' },
    dismissed: { type: 'final' },
  },
  output: ({ context }) => context.outcome,
});

export type UndoRef = ActorRefFrom<typeof undoMachine>;
export type UndoSnapshot = SnapshotFrom<typeof undoMachine>;

export const selectIsUndoOffered = (s: UndoSnapshot) => s.matches('offered');
export const selectIsUndoPaused = (s: UndoSnapshot) => s.matches({ offered: 'paused' });
