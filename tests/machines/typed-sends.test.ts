// @vitest-environment node
/**
 * Sends between machines are typed (issue 8, architecture): a wrong event name or payload sent to an actor of the
 * system fails the type-check. `npm test` runs tsc over this file: if a send were not checked, an
 * `@ts-expect-error` below would be unused and tsc would fail.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, sendTo, setup } from 'xstate';
import { navMachine } from '../../src/machines/nav.machine';
import { navActor } from '../../src/machines/system';

describe('typed sends through the system', () => {
  it('a well-typed send reaches the nav machine by its systemId', () => {
    const asker = setup({
      actions: { go: sendTo(({ system }) => navActor(system), { type: 'nav.navigate', to: '/admin/customers', replace: true }) },
    }).createMachine({ entry: 'go' });
    const navigations: unknown[] = [];
    const root = createMachine({
      invoke: [
        {
          src: navMachine.provide({ actions: { navigate: (_, params) => navigations.push(params) }, actors: { listenToLocation: createMachine({}) as never } }),
          systemId: 'nav',
          input: { location: { path: '/', search: '' } },
        },
        { src: asker },
      ],
    });
    createActor(root).start();
    expect(navigations).toEqual([{ to: '/admin/customers', replace: true }]);
  });
});

// Compile-time checks (tsc runs over tests): each line below must be a type error.
void setup({
  actions: {
    // @ts-expect-error: no such event on the nav machine
    typo: sendTo(({ system }) => navActor(system), { type: 'nav.navigat', to: '/' }),
    // @ts-expect-error: `to` must be a string
    badPayload: sendTo(({ system }) => navActor(system), { type: 'nav.navigate', to: 7 }),
  },
});
