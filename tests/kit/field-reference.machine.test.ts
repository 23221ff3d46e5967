// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import {
  REFERENCE_SEARCH_DEBOUNCE_MS,
  referenceMachine,
  searchWith,
  selectIsReferenceEmpty,
  selectIsReferenceLoading,
  selectReferenceError,
  selectReferenceOptions,
  type ReferenceOption,
} from '../../src/machines/kit/field-reference.machine';

const options: ReferenceOption[] = [
  { id: 'bl1', label: 'Retail' },
  { id: 'bl2', label: 'Wholesale' },
];

function start(search: (query: string, signal: AbortSignal) => Promise<ReferenceOption[]>) {
  const clock = new SimulatedClock();
  const actor = createActor(referenceMachine.provide({ actors: { searchOptions: searchWith(search) } }), { clock, input: {} }).start();
  return { actor, clock };
}

describe('reference field options', () => {
  it('searches 300 ms after the last keystroke, once', async () => {
    const queries: string[] = [];
    const { actor, clock } = start(async (q) => {
      queries.push(q);
      return options.filter((o) => o.label.toLowerCase().includes(q));
    });
    expect(REFERENCE_SEARCH_DEBOUNCE_MS).toBe(300);
    actor.send({ type: 'reference.query.change', query: 'w' });
    clock.increment(200);
    actor.send({ type: 'reference.query.change', query: 'wh' });
    clock.increment(299);
    expect(queries).toEqual([]);
    expect(selectIsReferenceLoading(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(queries).toEqual(['wh']);
    expect(selectReferenceOptions(actor.getSnapshot())).toEqual([options[1]]);
  });

  it('aborts a search that a newer query replaces', async () => {
    const signals: AbortSignal[] = [];
    const { actor, clock } = start((_q, signal) => {
      signals.push(signal);
      return new Promise(() => undefined);
    });
    actor.send({ type: 'reference.query.change', query: 'r' });
    clock.increment(300);
    expect(signals).toHaveLength(1);
    actor.send({ type: 'reference.query.change', query: 're' });
    expect(signals[0]!.aborted).toBe(true);
  });

  it('searches at once when opened, and not again for the same query', async () => {
    let calls = 0;
    const { actor } = start(async () => {
      calls += 1;
      return options;
    });
    actor.send({ type: 'reference.open' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'reference.open' });
    expect(calls).toBe(1);
  });

  it('says when nothing matches, and when the search failed (retry)', async () => {
    let fail = true;
    const { actor, clock } = start(async () => {
      if (fail) throw Object.assign(new Error('down'), { code: 'server' });
      return [];
    });
    actor.send({ type: 'reference.query.change', query: 'zz' });
    clock.increment(300);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectReferenceError(actor.getSnapshot())).toBe('server');
    fail = false;
    actor.send({ type: 'reference.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectIsReferenceEmpty(actor.getSnapshot())).toBe(true);
    expect(selectReferenceError(actor.getSnapshot())).toBeNull();
  });
});
