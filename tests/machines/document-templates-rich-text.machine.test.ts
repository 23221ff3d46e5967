// @vitest-environment node
/** The rich text commit machine: debounced commits of the editor's HTML, at once on blur, nothing lost or repeated. */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { RICH_TEXT_DEBOUNCE_MS, richTextMachine, selectHasPending } from '../../src/machines/sections/document-templates/rich-text.machine';
import { stateKey } from '../support/path-events';

function start() {
  const commits: string[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(richTextMachine.provide({ actions: { commit: (_, params) => void commits.push(params.html) } }), { clock }).start();
  return { actor, commits, clock };
}

describe('richTextMachine', () => {
  it('commits the last HTML once typing pauses for the debounce, not every keystroke', () => {
    const { actor, commits, clock } = start();
    actor.send({ type: 'richText.input', html: '<p>H</p>' });
    clock.increment(RICH_TEXT_DEBOUNCE_MS - 50);
    actor.send({ type: 'richText.input', html: '<p>Hi</p>' });
    clock.increment(RICH_TEXT_DEBOUNCE_MS - 50);
    expect(commits).toEqual([]);
    expect(selectHasPending(actor.getSnapshot())).toBe(true);
    clock.increment(50);
    expect(commits).toEqual(['<p>Hi</p>']);
    expect(selectHasPending(actor.getSnapshot())).toBe(false);
    clock.increment(RICH_TEXT_DEBOUNCE_MS * 4);
    expect(commits).toEqual(['<p>Hi</p>']);
  });

  it('flush (the editor lost focus) commits at once, and the timer then commits nothing more', () => {
    const { actor, commits, clock } = start();
    actor.send({ type: 'richText.input', html: '<p>a</p>' });
    actor.send({ type: 'richText.flush' });
    expect(commits).toEqual(['<p>a</p>']);
    clock.increment(RICH_TEXT_DEBOUNCE_MS * 2);
    expect(commits).toEqual(['<p>a</p>']);
  });

  it('a flush with nothing typed commits nothing', () => {
    const { actor, commits } = start();
    actor.send({ type: 'richText.flush' });
    expect(commits).toEqual([]);
    expect(actor.getSnapshot().can({ type: 'richText.flush' })).toBe(false);
  });
});

describe('richTextMachine paths', () => {
  const events = [
    { type: 'richText.input', html: '<p>x</p>' },
    { type: 'richText.input', html: '' },
    { type: 'richText.flush' },
    { type: 'xstate.after.debounce.richText.waiting' },
  ] as never[];
  const paths = getShortestPaths(richTextMachine, { events });

  it('reaches both states, and every path ending idle has nothing pending', () => {
    expect(new Set(paths.map((p) => stateKey(p.state.value)))).toEqual(new Set(['idle', 'waiting']));
    for (const path of paths) {
      if (path.state.matches('idle')) expect(path.state.context.pending).toBeNull();
      else expect(typeof path.state.context.pending).toBe('string');
    }
  });

  it('every path replayed on a real actor commits exactly what was last typed, when it leaves waiting', () => {
    for (const path of paths) {
      const { actor, commits, clock } = start();
      let last: string | null = null;
      let expected: string[] = [];
      for (const step of path.steps) {
        const event = step.event as { type: string; html?: string };
        if (event.type === 'xstate.init') continue;
        if (event.type.startsWith('xstate.after')) {
          clock.increment(RICH_TEXT_DEBOUNCE_MS);
        } else actor.send(event as never);
        if (event.type === 'richText.input') last = event.html ?? null;
        if ((event.type === 'richText.flush' || event.type.startsWith('xstate.after')) && last !== null) {
          expected = [...expected, last];
          last = null;
        }
      }
      expect(commits).toEqual(expected);
      expect(stateKey(actor.getSnapshot().value)).toBe(stateKey(path.state.value));
    }
  });
});
