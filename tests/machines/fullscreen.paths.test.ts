// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { fullscreenMachine, type FullscreenEvent } from '../../src/machines/fullscreen.machine';
import { doneEvent, errorEvent, stateKey } from '../support/path-events';

const refused = new TypeError('Permissions check failed');

const events = [
  { type: 'fullscreen.toggle' },
  { type: 'fullscreen.changed', active: true },
  { type: 'fullscreen.changed', active: false },
  doneEvent('enterFullscreen', undefined),
  errorEvent('enterFullscreen', refused),
  doneEvent('exitFullscreen', undefined),
  errorEvent('exitFullscreen', refused),
] as FullscreenEvent[];

const paths = getShortestPaths(fullscreenMachine, { events });
const describePath = (path: (typeof paths)[number]) => path.steps.map((s) => s.event.type).join(' > ');

describe('fullscreen machine: generated paths', () => {
  it('reaches the four states', () => {
    expect([...new Set(paths.map((p) => stateKey(p.state.value)))].sort()).toEqual(['off.entering', 'off.idle', 'on.exiting', 'on.idle']);
  });

  it('on every path the last fact from the browser wins', () => {
    for (const path of paths) {
      const lastChange = [...path.steps].reverse().find((s) => s.event.type === 'fullscreen.changed' || s.event.type.startsWith('xstate.'));
      if (lastChange?.event.type === 'fullscreen.changed') {
        const active = (lastChange.event as { active: boolean }).active;
        expect(path.state.matches(active ? 'on' : 'off'), describePath(path)).toBe(true);
      }
    }
  });

  it('only a done entering reaches on without a browser change; a refused one ends off', () => {
    for (const path of paths) {
      const types: string[] = path.steps.map((s) => s.event.type);
      if (path.state.matches('on') && !types.includes('fullscreen.changed')) {
        expect(types, describePath(path)).toContain('xstate.done.actor.enterFullscreen');
      }
      if (types.at(-1) === 'xstate.error.actor.enterFullscreen') expect(stateKey(path.state.value)).toBe('off.idle');
    }
  });
});
