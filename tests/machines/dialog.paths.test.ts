// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { dialogMachine, type DialogClosedEvent, type DialogEvent } from '../../src/machines/dialog.machine';
import { stateKey } from '../support/path-events';

const intents = [
  { type: 'dialog.open', requestId: 'any', config: { dismissible: true } },
  { type: 'dialog.open', requestId: 'any' },
  { type: 'dialog.confirm' },
  { type: 'dialog.cancel' },
  { type: 'dialog.dismiss' },
] as DialogEvent[];

// At most three requests waiting: longer queues repeat the same shapes.
const options = { events: intents, stopWhen: (s: { context: { queue: unknown[] } }) => s.context.queue.length > 2 };
const shortest = getShortestPaths(dialogMachine, options);
const simple = getSimplePaths(dialogMachine, options);
const all = [...shortest, ...simple];
const describePath = (path: (typeof all)[number]) => path.steps.map((s) => s.event.type).join(' > ');

/** Replays a path with a fresh id per open, then answers what is left; returns opens and answers. */
function replay(path: (typeof all)[number]) {
  const actor = createActor(dialogMachine).start();
  const answers: DialogClosedEvent[] = [];
  actor.on('dialog.closed', (event) => answers.push(event));
  const opened: string[] = [];
  for (const step of path.steps) {
    if ((step.event.type as string) === 'xstate.init') continue;
    const event = step.event as DialogEvent;
    if (event.type === 'dialog.open') {
      const requestId = `r${opened.length + 1}`;
      opened.push(requestId);
      actor.send({ ...event, requestId });
    } else actor.send(event);
  }
  const answeredDuringPath = answers.length;
  for (let guard = 0; actor.getSnapshot().matches('opened') && guard < 10; guard += 1) actor.send({ type: 'dialog.cancel' });
  return { opened, answers, answeredDuringPath, final: actor.getSnapshot() };
}

describe('dialog machine: generated paths', () => {
  it('reaches both states', () => {
    expect([...new Set(all.map((p) => stateKey(p.state.value)))].sort()).toEqual(['closed', 'opened']);
    expect(simple.length).toBeGreaterThan(shortest.length);
  });

  it('on every path each open gets exactly one result, in the order asked', () => {
    for (const path of all) {
      const { opened, answers, final } = replay(path);
      expect(answers.map((a) => a.requestId), describePath(path)).toEqual(opened);
      expect(final.matches('closed')).toBe(true);
      expect(final.context.queue).toEqual([]);
    }
  });

  it('on every path a non-dismissible dialog survives dismiss, and a shown dialog always holds a request', () => {
    for (const path of all) {
      for (let i = 1; i < path.steps.length; i += 1) {
        const before = path.steps[i - 1]!.state;
        const after = path.steps[i]!.state;
        if (path.steps[i]!.event.type === 'dialog.dismiss' && before.context.current?.config.dismissible === false) {
          expect(after.context.current, describePath(path)).toBe(before.context.current);
        }
        expect(after.matches('opened'), describePath(path)).toBe(after.context.current !== null);
      }
    }
  });

  it('results are only confirmed or cancelled, and the state shown matches the answers given', () => {
    for (const path of all) {
      const { opened, answeredDuringPath, answers } = replay(path);
      expect(answers.every((a) => a.result === 'confirmed' || a.result === 'cancelled')).toBe(true);
      const waiting = (path.state.context.current ? 1 : 0) + path.state.context.queue.length;
      expect(answeredDuringPath + waiting, describePath(path)).toBe(opened.length);
    }
  });
});
