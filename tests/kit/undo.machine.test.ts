// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { selectIsUndoOffered, selectIsUndoPaused, UNDO_TIMEOUT_MS, undoMachine } from '../../src/machines/kit/undo.machine';

const start = (timeoutMs?: number) => {
  const clock = new SimulatedClock();
  const actor = createActor(undoMachine, { clock, input: timeoutMs === undefined ? {} : { timeoutMs } }).start();
  return { actor, clock };
};

describe('undo offer', () => {
  it('is offered for 6 s, then expires on its own', () => {
    const { actor, clock } = start();
    expect(UNDO_TIMEOUT_MS).toBe(6000);
    expect(selectIsUndoOffered(actor.getSnapshot())).toBe(true);
    clock.increment(5999);
    expect(selectIsUndoOffered(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ result: 'expired' });
  });

  it('ends with the key of the compensating request when the user undoes', () => {
    const { actor, clock } = start();
    clock.increment(3000);
    actor.send({ type: 'undo.run', idempotencyKey: 'undo-1' });
    expect(actor.getSnapshot().output).toEqual({ result: 'undo', idempotencyKey: 'undo-1' });
  });

  it('can be dismissed', () => {
    const { actor } = start();
    actor.send({ type: 'undo.dismiss' });
    expect(actor.getSnapshot().output).toEqual({ result: 'dismissed' });
  });

  it('holds its time while hovered or focused, and gets the full time again afterwards (WCAG 2.2.1)', () => {
    const { actor, clock } = start();
    clock.increment(5000);
    actor.send({ type: 'undo.pause' });
    expect(selectIsUndoPaused(actor.getSnapshot())).toBe(true);
    clock.increment(60_000);
    expect(selectIsUndoOffered(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'undo.resume' });
    clock.increment(5999);
    expect(selectIsUndoOffered(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().output).toEqual({ result: 'expired' });
  });

  it('takes another time from its input', () => {
    const { actor, clock } = start(1000);
    clock.increment(1000);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
