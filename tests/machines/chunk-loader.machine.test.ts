// @vitest-environment node
/** Issue 11 fault 2 (SECURITY-TESTS N7): the chunk loader never reloads offline, and reloads a replaced chunk once. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { chunkLoaderMachine, selectChunkFailure, selectChunkModule, selectIsChunkLoading } from '../../src/machines/chunk-loader.machine';
import { classifyChunkFailure, type ChunkFailure } from '../../src/machines/effects/chunk-loading';
import { doneEvent, errorEvent, stateKey } from '../support/path-events';

const module = { default: 'Section' };

function loader(options: { failure: ChunkFailure; canReload?: boolean; loads: (() => Promise<unknown>)[] }) {
  const reloadPage = vi.fn();
  const remember = vi.fn();
  let online: (() => void) | undefined;
  let calls = 0;
  const machine = chunkLoaderMachine.provide({
    actors: {
      classifyFailure: fromPromise<ChunkFailure>(async () => options.failure),
      listenToConnection: fromCallback(({ sendBack }) => {
        online = () => sendBack({ type: 'chunk.online' });
        return () => (online = undefined);
      }),
    },
    guards: { canReload: () => options.canReload ?? false },
    actions: { reloadPage, rememberModule: (_, p) => remember(p.module) },
  });
  const load = () => options.loads[Math.min(calls++, options.loads.length - 1)]!();
  const actor = createActor(machine, { input: { load } }).start();
  return { actor, reloadPage, remember, goOnline: () => online?.(), calls: () => calls };
}

const offlineError = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('chunk loader machine', () => {
  it('shows the module once loaded and remembers it for the next mount', async () => {
    const { actor, remember } = loader({ failure: 'offline', loads: [async () => module] });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectChunkModule(actor.getSnapshot())).toBe(module);
    expect(remember).toHaveBeenCalledWith(module);
  });

  it('starts ready without loading when an earlier loader got the module', () => {
    const load = vi.fn(async () => module);
    const actor = createActor(chunkLoaderMachine, { input: { load, loaded: module } }).start();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('offline: never reloads, offers Retry, and loads by itself when the connection returns', async () => {
    const l = loader({ failure: 'offline', canReload: true, loads: [offlineError, async () => module] });
    await waitFor(l.actor, (s) => s.matches({ failed: 'offline' }));
    const snapshot = l.actor.getSnapshot();
    expect(selectChunkFailure(snapshot)).toBe('offline');
    expect(snapshot.can({ type: 'chunk.retry' })).toBe(true);
    expect(snapshot.can({ type: 'chunk.reload' })).toBe(false);
    expect(l.reloadPage).not.toHaveBeenCalled();
    l.goOnline();
    await waitFor(l.actor, (s) => s.matches('ready'));
    expect(l.calls()).toBe(2);
    expect(l.reloadPage).not.toHaveBeenCalled();
  });

  it('offline: Retry while still offline fails again without a reload and keeps listening', async () => {
    const l = loader({ failure: 'offline', canReload: true, loads: [offlineError, offlineError, async () => module] });
    await waitFor(l.actor, (s) => s.matches({ failed: 'offline' }));
    l.actor.send({ type: 'chunk.retry' });
    expect(selectIsChunkLoading(l.actor.getSnapshot())).toBe(true);
    await waitFor(l.actor, (s) => s.matches({ failed: 'offline' }));
    l.goOnline();
    await waitFor(l.actor, (s) => s.matches('ready'));
    expect(l.reloadPage).not.toHaveBeenCalled();
  });

  it('a replaced chunk reloads the page once within the cooldown', async () => {
    const l = loader({ failure: 'replaced', canReload: true, loads: [offlineError] });
    await waitFor(l.actor, (s) => s.matches('reloading'));
    expect(l.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('a replaced chunk after the reload shows the error with Reload, and no automatic reload', async () => {
    const l = loader({ failure: 'replaced', canReload: false, loads: [offlineError] });
    await waitFor(l.actor, (s) => s.matches({ failed: 'replaced' }));
    expect(selectChunkFailure(l.actor.getSnapshot())).toBe('replaced');
    expect(l.reloadPage).not.toHaveBeenCalled();
    expect(l.actor.getSnapshot().can({ type: 'chunk.reload' })).toBe(true);
    l.goOnline();
    expect(l.actor.getSnapshot().matches({ failed: 'replaced' })).toBe(true);
    l.actor.send({ type: 'chunk.reload' });
    expect(l.reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('classifyChunkFailure', () => {
  it('is offline when the browser says so, without probing', async () => {
    const probe = vi.fn(async () => new Response(''));
    expect(await classifyChunkFailure({ onLine: () => false, probe })).toBe('offline');
    expect(probe).not.toHaveBeenCalled();
  });
  it('is offline when even the app index cannot be fetched (navigator.onLine still true)', async () => {
    expect(await classifyChunkFailure({ onLine: () => true, probe: () => Promise.reject(new TypeError('Failed to fetch')) })).toBe('offline');
  });
  it('is a replaced chunk when the server answers', async () => {
    expect(await classifyChunkFailure({ onLine: () => true, probe: async () => new Response('', { status: 200 }) })).toBe('replaced');
  });
});

describe('chunk loader paths', () => {
  it('reaches every state, and no path reloads from an offline failure', () => {
    const events = [
      doneEvent('loadChunk', module),
      errorEvent('loadChunk', new TypeError('x')),
      doneEvent('classifyFailure', 'offline'),
      doneEvent('classifyFailure', 'replaced'),
      errorEvent('classifyFailure', new Error('x')),
      { type: 'chunk.retry' as const },
      { type: 'chunk.reload' as const },
      { type: 'chunk.online' as const },
    ];
    for (const canReload of [true, false]) {
      const machine = chunkLoaderMachine.provide({ guards: { canReload: () => canReload } });
      const paths = getShortestPaths(machine, { events: events as never, input: { load: async () => module } } as never);
      const reached = new Set(paths.map((p) => stateKey(p.state.value)));
      expect([...reached].sort()).toEqual(
        canReload ? ['classifying', 'failed.offline', 'loading', 'ready', 'reloading'] : ['classifying', 'failed.offline', 'failed.replaced', 'loading', 'ready', 'reloading'],
      );
      for (const path of paths) {
        if (stateKey(path.state.value) !== 'reloading') continue;
        // The step into reloading is never an offline classification, nor the connection coming back.
        const last = path.steps[path.steps.length - 1]!.event as { type: string; output?: unknown };
        expect(last.type === 'chunk.online' || (last.type === 'xstate.done.actor.classifyFailure' && last.output === 'offline')).toBe(false);
        expect(path.state.context.failure).toBe('replaced');
      }
    }
  });
});
