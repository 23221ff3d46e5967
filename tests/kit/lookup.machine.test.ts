// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createLookupMachine, selectLookupData, selectLookupFailed, type LookupEvent } from '../../src/machines/kit/lookup.machine';
import { ApiError } from '../../src/machines/effects/api-error';
import { doneEvent, errorEvent, stateKey } from '../support/path-events';

describe('lookup machine', () => {
  it('loads once, fails with a code, and a retry loads again', async () => {
    let calls = 0;
    const machine = createLookupMachine(
      fromPromise<string[], void>(async () => {
        calls += 1;
        if (calls === 1) throw new ApiError({ kind: 'network', code: 'offline', method: 'GET', url: 'https://x/units' });
        return ['PZA', 'KG'];
      }),
    );
    const actor = createActor(machine).start();
    await waitFor(actor, selectLookupFailed);
    expect(actor.getSnapshot().context.error).toBe('offline');
    actor.send({ type: 'lookup.retry' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectLookupData(actor.getSnapshot())).toEqual(['PZA', 'KG']);
    expect(calls).toBe(2);
  });

  it('generated paths: data is only set by an answer; failed only after an error', () => {
    const machine = createLookupMachine(fromPromise<string[], void>(async () => []));
    const events = [
      { type: 'lookup.retry' },
      { type: 'lookup.reload' },
      doneEvent('load', ['A']),
      errorEvent('load', new Error('x')),
    ] as unknown as LookupEvent[];
    const paths = getShortestPaths(machine, { events });
    expect(new Set(paths.map((p) => stateKey(p.state.value)))).toEqual(new Set(['loading', 'loaded', 'failed']));
    for (const path of paths) {
      if (path.state.matches('loaded')) expect(path.state.context.data).toEqual(['A']);
      if (path.state.matches('failed')) expect(path.state.context.error).toBe('unknown');
    }
  });

  it('a new input loads that one; the older answer is dropped', async () => {
    const answers = new Map<string, (v: string) => void>();
    const machine = createLookupMachine(
      fromPromise<string, string>(({ input }) => new Promise<string>((resolve) => answers.set(input, resolve))),
    );
    const actor = createActor(machine, { input: 'a' }).start();
    actor.send({ type: 'lookup.load', input: 'b' });
    await Promise.resolve();
    answers.get('a')!('answer a');
    answers.get('b')!('answer b');
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectLookupData(actor.getSnapshot())).toBe('answer b');
    expect(actor.getSnapshot().context.input).toBe('b');
  });
});
