// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fromCallback } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { loadingMachine, selectPendingRequests, type LoadingEvent } from '../../src/machines/loading.machine';
import { stateKey } from '../support/path-events';

const machine = loadingMachine.provide({
  actors: { trackRequests: fromCallback(() => () => undefined) },
  actions: { logInvalidProgress: () => undefined, logMissingUrl: () => undefined },
});

// Request facts (incl. refused ones) and settings; no manual show/hide, so visibility follows auto mode.
const events: LoadingEvent[] = [
  { type: 'loading.request.started', url: '/a' },
  { type: 'loading.request.started', url: '/b' },
  { type: 'loading.request.finished', url: '/a' },
  { type: 'loading.request.finished', url: '/b' },
  { type: 'loading.request.started' },
  { type: 'loading.request.finished' },
  { type: 'loading.auto.set', value: false },
  { type: 'loading.auto.set', value: true },
  { type: 'loading.progress.set', value: 50 },
  { type: 'loading.progress.set', value: 150 },
  { type: 'loading.progress.set', value: -5 },
  { type: 'loading.mode.set', mode: 'determinate' },
];

const paths = getShortestPaths(machine, {
  events,
  stopWhen: (s) => Object.values(s.context.pending).some((n) => n > 2),
});
const describePath = (path: (typeof paths)[number]) => path.steps.map((s) => `${s.event.type}${'url' in s.event ? ` ${String(s.event.url)}` : ''}`).join(' > ');

describe('loading machine: generated paths', () => {
  it('reaches both states', () => {
    expect([...new Set(paths.map((p) => stateKey(p.state.value)))].sort()).toEqual(['hidden', 'shown']);
  });

  it('on every path in auto mode the bar is shown exactly while a request is pending', () => {
    let checked = 0;
    for (const path of paths) {
      if (!path.state.context.auto) continue;
      checked += 1;
      expect(path.state.matches('shown'), describePath(path)).toBe(selectPendingRequests(path.state) > 0);
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('on every path the counts are positive, only URLs are tracked and progress stays within 0..100', () => {
    for (const path of paths) {
      const { pending, progress } = path.state.context;
      for (const [url, count] of Object.entries(pending)) {
        expect(url, describePath(path)).not.toBe('');
        expect(url).not.toBe('undefined');
        expect(count, describePath(path)).toBeGreaterThan(0);
      }
      expect(progress >= 0 && progress <= 100, describePath(path)).toBe(true);
    }
  });
});
