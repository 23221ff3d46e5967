// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fromCallback } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { selectPageName, selectSection, titleMachine, type TitleEvent } from '../../src/machines/title.machine';

const quiet = fromCallback<{ type: string }, { eventType: string }>(() => undefined);
const machine = titleMachine.provide({ actors: { followAddress: quiet, watchHeading: quiet } });

const paths = ['/dashboard', '/admin/customers', '/unauthorized'];
const events: TitleEvent[] = [
  ...paths.map((path) => ({ type: 'title.location.changed' as const, location: { path, search: '' } })),
  ...paths.flatMap((path) => [
    { type: 'title.heading.changed' as const, path, text: `Heading of ${path}` },
    { type: 'title.heading.changed' as const, path, text: null },
  ]),
];

const generated = getShortestPaths(machine, { events, input: { location: { path: '/dashboard', search: '' } } });

describe('title machine: generated paths', () => {
  it('reaches every combination of address and heading', () => {
    // 3 addresses x (no heading + a heading read at each of the 3 addresses) = 12 distinct contexts.
    expect(generated.length).toBe(12);
  });

  it('on every path the page name is the last heading read at the address the user is on, or none', () => {
    for (const path of generated) {
      const steps = path.steps.map((s) => s.event as TitleEvent);
      const at = [...steps].reverse().find((e) => e.type === 'title.location.changed');
      const current = at?.type === 'title.location.changed' ? at.location.path : '/dashboard';
      const lastHeading = [...steps].reverse().find((e) => e.type === 'title.heading.changed');
      const expected = lastHeading?.type === 'title.heading.changed' && lastHeading.path === current ? lastHeading.text : null;
      const name = steps.map((e) => e.type).join(' > ');
      expect(selectPageName(path.state), name).toBe(expected);
      expect(selectSection(path.state), name).toBe(current === '/unauthorized' ? null : current.split('/')[1]);
    }
  });
});
