// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { HistoryEntry } from '../../src/domain/resource';
import { ApiError } from '../../src/machines/effects/api-error';
import { emitApiEvent } from '../../src/machines/effects/api-events';
import { historyMachine, selectHistoryEntries, selectHistoryError, selectHistoryStatus } from '../../src/machines/kit/history.machine';

const entry = (event: string): HistoryEntry => ({ at: '2025-07-15T10:00:00.000Z', by: 'usr_ana', event, from: null, to: null, changes: {} });

function start(answers: Array<() => Promise<HistoryEntry[]>>) {
  const calls: string[] = [];
  const actor = createActor(
    historyMachine.provide({
      actors: {
        loadHistory: fromPromise<HistoryEntry[], { id: string }>(async ({ input }) => {
          calls.push(input.id);
          return (answers[calls.length - 1] ?? answers[answers.length - 1]!)();
        }),
      },
    }),
    { input: { id: 'so-1', version: 1 } },
  ).start();
  return { actor, calls };
}

describe('history machine', () => {
  it('loads the history of the document, and again only for a newer version', async () => {
    const { actor, calls } = start([async () => [entry('created')], async () => [entry('confirm'), entry('created')]]);
    await waitFor(actor, (s) => selectHistoryStatus(s) === 'loaded');
    expect(selectHistoryEntries(actor.getSnapshot()).map((e) => e.event)).toEqual(['created']);
    actor.send({ type: 'history.refresh', version: 1 });
    expect(selectHistoryStatus(actor.getSnapshot())).toBe('loaded');
    actor.send({ type: 'history.refresh', version: 2 });
    await waitFor(actor, (s) => selectHistoryStatus(s) === 'loaded' && s.context.entries.length === 2);
    expect(calls).toEqual(['so-1', 'so-1']);
  });

  it('a newer version while loading reads again, so the last answer is for the last change', async () => {
    let release!: (value: HistoryEntry[]) => void;
    const { actor, calls } = start([() => new Promise<HistoryEntry[]>((resolve) => (release = resolve)), async () => [entry('close'), entry('created')]]);
    actor.send({ type: 'history.refresh', version: 3 });
    release([entry('created')]);
    await waitFor(actor, (s) => selectHistoryStatus(s) === 'loaded');
    expect(calls).toHaveLength(2);
    expect(selectHistoryEntries(actor.getSnapshot())[0]!.event).toBe('close');
  });

  it('says why it failed and retries', async () => {
    const { actor } = start([() => Promise.reject(new ApiError({ kind: 'network', code: 'offline', method: 'GET', url: '/h' })), async () => [entry('created')]]);
    await waitFor(actor, (s) => selectHistoryStatus(s) === 'failed');
    expect(selectHistoryError(actor.getSnapshot())).toBe('offline');
    actor.send({ type: 'history.retry' });
    await waitFor(actor, (s) => selectHistoryStatus(s) === 'loaded');
    expect(selectHistoryError(actor.getSnapshot())).toBeNull();
  });

  it('N5: failed for want of a connection, it reads again once the connection is back', async () => {
    const { actor, calls } = start([() => Promise.reject(new ApiError({ kind: 'network', code: 'offline', method: 'GET', url: '/h' })), async () => [entry('created')]]);
    await waitFor(actor, (s) => selectHistoryStatus(s) === 'failed');
    emitApiEvent({ type: 'api.online' });
    await waitFor(actor, (s) => selectHistoryStatus(s) === 'loaded');
    expect(calls).toHaveLength(2);
  });
});
