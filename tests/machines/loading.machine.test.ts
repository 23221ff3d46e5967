// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { announceRequest } from '../../src/machines/effects/track-requests';
import {
  loadingMachine,
  selectIsLoadingAuto,
  selectIsLoadingShown,
  selectLoadingMode,
  selectLoadingProgress,
  selectPendingRequests,
} from '../../src/machines/loading.machine';

function start() {
  const logged = { progress: [] as number[], missingUrl: 0 };
  const machine = loadingMachine.provide({
    actions: {
      logInvalidProgress: (_, params: { value: number }) => {
        logged.progress.push(params.value);
      },
      logMissingUrl: () => {
        logged.missingUrl += 1;
      },
    },
  });
  const actor = createActor(machine).start();
  return { actor, logged, shown: () => selectIsLoadingShown(actor.getSnapshot()) };
}

describe('loading machine', () => {
  it('defaults: hidden, auto on, indeterminate, progress 0', () => {
    const { actor, shown } = start();
    expect(shown()).toBe(false);
    expect(selectIsLoadingAuto(actor.getSnapshot())).toBe(true);
    expect(selectLoadingMode(actor.getSnapshot())).toBe('indeterminate');
    expect(selectLoadingProgress(actor.getSnapshot())).toBe(0);
  });

  it('shows while any request is pending and hides when none remain', () => {
    const { actor, shown } = start();
    actor.send({ type: 'loading.request.started', url: '/api/common/messages' });
    actor.send({ type: 'loading.request.started', url: '/api/common/shortcuts' });
    expect(shown()).toBe(true);
    actor.send({ type: 'loading.request.finished', url: '/api/common/messages' });
    expect(shown()).toBe(true);
    actor.send({ type: 'loading.request.finished', url: '/api/common/shortcuts' });
    expect(shown()).toBe(false);
    expect(selectPendingRequests(actor.getSnapshot())).toBe(0);
  });

  it('two requests to one URL are two: the bar stays until both finish', () => {
    const { actor, shown } = start();
    actor.send({ type: 'loading.request.started', url: '/api/common/search' });
    actor.send({ type: 'loading.request.started', url: '/api/common/search' });
    actor.send({ type: 'loading.request.finished', url: '/api/common/search' });
    expect(shown()).toBe(true);
    actor.send({ type: 'loading.request.finished', url: '/api/common/search' });
    expect(shown()).toBe(false);
  });

  it('a finish for a URL that is not pending changes nothing', () => {
    const { actor, shown } = start();
    actor.send({ type: 'loading.request.started', url: '/a' });
    actor.send({ type: 'loading.request.finished', url: '/b' });
    expect(shown()).toBe(true);
    expect(selectPendingRequests(actor.getSnapshot())).toBe(1);
  });

  it('a request without a URL is refused and logged (SPEC §5)', () => {
    const { actor, logged, shown } = start();
    actor.send({ type: 'loading.request.started' });
    actor.send({ type: 'loading.request.started', url: '' });
    actor.send({ type: 'loading.request.finished' });
    expect(logged.missingUrl).toBe(3);
    expect(shown()).toBe(false);
    expect(selectPendingRequests(actor.getSnapshot())).toBe(0);
  });

  it('progress outside 0..100 is logged and ignored', () => {
    const { actor, logged } = start();
    actor.send({ type: 'loading.progress.set', value: 40 });
    actor.send({ type: 'loading.progress.set', value: 101 });
    actor.send({ type: 'loading.progress.set', value: -1 });
    actor.send({ type: 'loading.progress.set', value: Number.NaN });
    expect(selectLoadingProgress(actor.getSnapshot())).toBe(40);
    expect(logged.progress).toEqual([101, -1, Number.NaN]);
    actor.send({ type: 'loading.progress.set', value: 100 });
    actor.send({ type: 'loading.progress.set', value: 0 });
    expect(selectLoadingProgress(actor.getSnapshot())).toBe(0);
    expect(logged.progress).toHaveLength(3);
  });

  it('the default loggers write to console.error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actor = createActor(loadingMachine).start();
    actor.send({ type: 'loading.progress.set', value: 120 });
    actor.send({ type: 'loading.request.started' });
    expect(spy).toHaveBeenCalledTimes(2);
    expect(String(spy.mock.calls[1]?.[0])).toBe('The request URL must be provided!');
  });

  it('mode can be set; show and hide work by hand', () => {
    const { actor, shown } = start();
    actor.send({ type: 'loading.mode.set', mode: 'determinate' });
    expect(selectLoadingMode(actor.getSnapshot())).toBe('determinate');
    actor.send({ type: 'loading.show' });
    expect(shown()).toBe(true);
    actor.send({ type: 'loading.hide' });
    expect(shown()).toBe(false);
  });

  it('with auto off, requests are counted but do not move the bar; turning auto on syncs it', () => {
    const { actor, shown } = start();
    actor.send({ type: 'loading.auto.set', value: false });
    actor.send({ type: 'loading.request.started', url: '/a' });
    expect(shown()).toBe(false);
    actor.send({ type: 'loading.auto.set', value: true });
    expect(shown()).toBe(true);
    actor.send({ type: 'loading.auto.set', value: false });
    actor.send({ type: 'loading.request.finished', url: '/a' });
    expect(shown()).toBe(true);
    actor.send({ type: 'loading.auto.set', value: true });
    expect(shown()).toBe(false);
  });

  it('trackRequests turns announced request activity into loading events', () => {
    const { actor, shown } = start();
    announceRequest({ phase: 'started', url: '/api/common/user' });
    expect(shown()).toBe(true);
    announceRequest({ phase: 'finished', url: '/api/common/user' });
    expect(shown()).toBe(false);
    actor.stop();
    // Stopped: no longer subscribed.
    announceRequest({ phase: 'started', url: '/api/common/user' });
    expect(selectPendingRequests(actor.getSnapshot())).toBe(0);
  });
});
