// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  fullscreenFailureText,
  fullscreenMachine,
  selectIsFullscreen,
  selectIsFullscreenBusy,
  type FullscreenEvent,
} from '../../src/machines/fullscreen.machine';

/** A fake browser: the change listener's `sendBack` is kept so the test can report `fullscreenchange`. */
function start({ enter = async () => {}, exit = async () => {} }: { enter?: () => Promise<void>; exit?: () => Promise<void> } = {}) {
  const calls = { enter: 0, exit: 0, listening: 0, stopped: 0 };
  let report: (event: FullscreenEvent) => void = () => {};
  const machine = fullscreenMachine.provide({
    actors: {
      enterFullscreen: fromPromise(async () => {
        calls.enter += 1;
        await enter();
      }),
      exitFullscreen: fromPromise(async () => {
        calls.exit += 1;
        await exit();
      }),
      listenToFullscreenChange: fromCallback<FullscreenEvent>(({ sendBack }) => {
        calls.listening += 1;
        report = sendBack;
        return () => {
          calls.stopped += 1;
        };
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls, report: (active: boolean) => report({ type: 'fullscreen.changed', active }) };
}

describe('fullscreen machine', () => {
  it('starts off and listens to the browser while it runs', () => {
    const { actor, calls } = start();
    expect(selectIsFullscreen(actor.getSnapshot())).toBe(false);
    expect(calls.listening).toBe(1);
    actor.stop();
    expect(calls.stopped).toBe(1);
  });

  it('toggle asks the browser to enter, then to leave', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'fullscreen.toggle' });
    expect(selectIsFullscreenBusy(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches({ on: 'idle' }));
    expect(calls.enter).toBe(1);
    actor.send({ type: 'fullscreen.toggle' });
    await waitFor(actor, (s) => s.matches({ off: 'idle' }));
    expect(calls.exit).toBe(1);
    expect(selectIsFullscreen(actor.getSnapshot())).toBe(false);
  });

  it("a refused request logs exactly 'Entering fullscreen mode failed.' and stays off", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { actor } = start({ enter: async () => Promise.reject(new TypeError('Permissions check failed')) });
    actor.send({ type: 'fullscreen.toggle' });
    await waitFor(actor, (s) => s.matches({ off: 'idle' }));
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Entering fullscreen mode failed.');
    expect(fullscreenFailureText).toBe('Entering fullscreen mode failed.');
  });

  it('follows the browser: Escape (fullscreenchange, not active) turns it off, F11-like changes turn it on', async () => {
    const { actor, report } = start();
    actor.send({ type: 'fullscreen.toggle' });
    await waitFor(actor, (s) => s.matches({ on: 'idle' }));
    report(false);
    expect(actor.getSnapshot().matches({ off: 'idle' })).toBe(true);
    report(true);
    expect(actor.getSnapshot().matches({ on: 'idle' })).toBe(true);
  });

  it('a failed exit stays on (the browser will report the real state)', async () => {
    const { actor, calls } = start({ exit: async () => Promise.reject(new Error('not allowed')) });
    actor.send({ type: 'fullscreen.toggle' });
    await waitFor(actor, (s) => s.matches({ on: 'idle' }));
    actor.send({ type: 'fullscreen.toggle' });
    await waitFor(actor, (s) => s.matches({ on: 'idle' }) && calls.exit === 1);
    expect(selectIsFullscreen(actor.getSnapshot())).toBe(true);
  });

  it('without a browser (no document) entering fails and is logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const actor = createActor(fullscreenMachine).start();
    actor.send({ type: 'fullscreen.toggle' });
    await waitFor(actor, (s) => s.matches({ off: 'idle' }));
    expect(log).toHaveBeenCalledWith('Entering fullscreen mode failed.');
  });
});
