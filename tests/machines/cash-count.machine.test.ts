/**
 * The count screen's machine (src/machines/sections/cashclosing/cash-count.machine.ts): what is typed is kept as
 * typed, parsed into pieces with per-cell errors, the live figures come from it, Save sends one `count` event to the
 * record machine only when every cell parses, and the rejection form sends `reject` only with a reason. Its paths
 * (xstate/graph) all keep the invariant: a request reaches the record machine only from a valid state.
 */
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { emptyCounts } from '../../src/domain/cash-closing';
import { cashCountMachine, parsePieces, selectCashCount, type CashCountEvent } from '../../src/machines/sections/cashclosing/cash-count.machine';
import type { RecordActor } from '../../src/machines/kit/record.connect';

const closing = { id: 'c1', currency: 'MXN' as const, openingFloat: 100_000, cashSales: 45_000, counts: emptyCounts('MXN'), countNote: '' };

function setUp() {
  const sent: unknown[] = [];
  const recordRef = { send: (e: unknown) => sent.push(e), getSnapshot: () => ({}) as never, subscribe: () => ({ unsubscribe() {} }) } as unknown as RecordActor;
  const actor = createActor(cashCountMachine, { input: { closing, recordRef, makeKey: () => 'key-1' } }).start();
  return { actor, sent };
}

describe('cash count machine', () => {
  it('parses pieces: empty is not counted, whole numbers up to 99,999, group separators allowed', () => {
    expect(parsePieces('')).toEqual({ ok: true, value: null });
    expect(parsePieces(' 12 ')).toEqual({ ok: true, value: 12 });
    expect(parsePieces('1,000')).toEqual({ ok: true, value: 1000 });
    expect(parsePieces('1.5')).toEqual({ ok: false, error: 'not-a-number' });
    expect(parsePieces('-1')).toEqual({ ok: false, error: 'not-a-number' });
    expect(parsePieces('100000')).toEqual({ ok: false, error: 'out-of-range' });
  });

  it('live figures from what is typed; a bad cell blocks Save and keeps its text', () => {
    const { actor, sent } = setUp();
    actor.send({ type: 'count.change', denomination: 'note-100000', text: '1' });
    actor.send({ type: 'count.change', denomination: 'note-20000', text: '2' });
    let view = selectCashCount(actor.getSnapshot(), closing);
    expect(view.figures).toMatchObject({ expected: 145_000, counted: 140_000, complete: false, difference: null });
    expect(view.unsaved).toBe(true);
    actor.send({ type: 'count.change', denomination: 'coin-50', text: 'x' });
    view = selectCashCount(actor.getSnapshot(), closing);
    expect(view.errors).toEqual({ 'coin-50': 'not-a-number' });
    expect(view.texts['coin-50']).toBe('x');
    expect(view.canSave).toBe(false);
    actor.send({ type: 'count.save' });
    expect(sent).toEqual([]);
    actor.send({ type: 'count.change', denomination: 'coin-50', text: '0' });
    actor.send({ type: 'count.change', denomination: 'unknown', text: '5' });
    actor.send({ type: 'count.note', text: ' Faltan 50 ' });
    actor.send({ type: 'count.save' });
    expect(sent).toEqual([
      { type: 'record.event.send', event: { type: 'count', counts: { ...emptyCounts('MXN'), 'note-100000': 1, 'note-20000': 2, 'coin-50': 0 }, note: 'Faltan 50' }, idempotencyKey: 'key-1' },
    ]);
  });

  it('is saved when the stored count equals what is typed; revert takes the stored count again', () => {
    const { actor } = setUp();
    actor.send({ type: 'count.change', denomination: 'note-100000', text: '3' });
    const stored = { ...closing, counts: { ...closing.counts, 'note-100000': 3 } };
    expect(selectCashCount(actor.getSnapshot(), stored).unsaved).toBe(false);
    actor.send({ type: 'count.revert', closing });
    expect(selectCashCount(actor.getSnapshot(), closing).texts['note-100000']).toBe('');
  });

  it('rejects only with a reason, then closes the form', () => {
    const { actor, sent } = setUp();
    actor.send({ type: 'reject.send' });
    actor.send({ type: 'reject.open' });
    actor.send({ type: 'reject.send' });
    expect(sent).toEqual([]);
    actor.send({ type: 'reject.reason', text: '  Recount  ' });
    actor.send({ type: 'reject.send' });
    expect(sent).toEqual([{ type: 'record.event.send', event: { type: 'reject', reason: 'Recount' }, idempotencyKey: 'key-1' }]);
    expect(actor.getSnapshot().matches({ reject: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context.reason).toBe('');
  });

  it('generated paths: every reachable state is reached; nothing is sent from an invalid count or an empty reason', () => {
    const events: CashCountEvent[] = [
      { type: 'count.change', denomination: 'note-100000', text: '1' },
      { type: 'count.change', denomination: 'note-100000', text: 'x' },
      { type: 'count.save' },
      { type: 'reject.open' },
      { type: 'reject.reason', text: 'Recount' },
      { type: 'reject.reason', text: '' },
      { type: 'reject.cancel' },
      { type: 'reject.send' },
    ];
    const recordRef = { send: () => undefined } as unknown as RecordActor;
    const paths = getShortestPaths(cashCountMachine, { events, input: { closing, recordRef, makeKey: () => 'k' } } as never);
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(reached).toEqual(new Set([JSON.stringify({ count: {}, reject: 'closed' }), JSON.stringify({ count: {}, reject: 'open' })]));
    for (const path of paths) {
      const { actor, sent } = setUp();
      for (const step of path.steps) if ((step.event.type as string) !== 'xstate.init') actor.send(step.event as CashCountEvent);
      for (const request of sent as { event: { type: string; reason?: string; counts?: Record<string, unknown> } }[]) {
        if (request.event.type === 'reject') expect(request.event.reason).not.toBe('');
        else expect(Object.values(request.event.counts ?? {}).every((v) => v === null || Number.isInteger(v))).toBe(true);
      }
    }
  });
});
