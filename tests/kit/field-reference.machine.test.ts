// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { doneEvent, errorEvent, stateKey } from '../support/path-events';
import {
  REFERENCE_SEARCH_DEBOUNCE_MS,
  referenceMachine,
  searchWith,
  selectIsReferenceEmpty,
  selectIsReferenceLoading,
  selectReferenceError,
  selectCanRetryReference,
  selectReferenceOptions,
  selectReferenceQuery,
  selectReferenceTyping,
  type ReferenceEvent,
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

describe('what the input shows (the one picker view selects it)', () => {
  it('the typed text while typing; the chosen label (null) once the list closes, the options and query kept', async () => {
    const { actor, clock } = start(async (q) => options.filter((o) => o.label.toLowerCase().includes(q)));
    expect(selectReferenceTyping(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'reference.query.change', query: 'ret' });
    expect(selectReferenceTyping(actor.getSnapshot())).toBe('ret');
    clock.increment(300);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'reference.close' });
    expect(selectReferenceTyping(actor.getSnapshot())).toBeNull();
    expect(selectReferenceQuery(actor.getSnapshot())).toBe('ret');
    expect(selectReferenceOptions(actor.getSnapshot())).toEqual([options[0]]);
    // Reopening the same query does not search again.
    actor.send({ type: 'reference.open' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('offers Try again only in the failed state', async () => {
    const { actor, clock } = start(async () => {
      throw new Error('down');
    });
    expect(selectCanRetryReference(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'reference.query.change', query: 'x' });
    expect(selectCanRetryReference(actor.getSnapshot())).toBe(false);
    clock.increment(300);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectCanRetryReference(actor.getSnapshot())).toBe(true);
  });

  it('generated paths: options come only from an answer, an error only from a failure, typing only from a keystroke', () => {
    const machine = referenceMachine.provide({ actors: { searchOptions: searchWith(async () => options) } });
    const events = [
      { type: 'reference.open' },
      { type: 'reference.query.change', query: 'w' },
      { type: 'reference.retry' },
      { type: 'reference.close' },
      { type: 'xstate.after.debounce.reference.debouncing' },
      doneEvent('searchOptions', options),
      errorEvent('searchOptions', Object.assign(new Error('x'), { code: 'offline' })),
    ] as unknown as ReferenceEvent[];
    const paths = getShortestPaths(machine, { events, input: {} } as Parameters<typeof getShortestPaths>[1]);
    expect(new Set(paths.map((p) => stateKey(p.state.value)))).toEqual(new Set(['idle', 'debouncing', 'searching', 'ready', 'failed']));
    for (const path of paths) {
      const typed = path.steps.some((step) => step.event.type === 'reference.query.change');
      const lastTyping = path.steps.map((step) => step.event.type).filter((t) => t === 'reference.query.change' || t === 'reference.close').at(-1);
      expect(selectReferenceTyping(path.state)).toBe(lastTyping === 'reference.query.change' ? 'w' : null);
      if (!typed) expect(path.state.context.query).toBe('');
      const answered = path.steps.some((step) => (step.event.type as string) === 'xstate.done.actor.searchOptions');
      expect(path.state.context.options).toEqual(answered ? options : []);
      if (path.state.matches('failed')) {
        expect(path.state.context.error).toBe('offline');
        expect(selectCanRetryReference(path.state)).toBe(true);
      } else {
        expect(selectReferenceError(path.state)).toBeNull();
        expect(selectCanRetryReference(path.state)).toBe(false);
      }
      expect(selectIsReferenceLoading(path.state)).toBe(path.state.matches('searching') || path.state.matches('debouncing'));
    }
  });
});
