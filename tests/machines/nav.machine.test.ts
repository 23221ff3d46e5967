// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { navMachine, type NavEvent } from '../../src/machines/nav.machine';
import { stateKey } from '../support/path-events';

function start(path: string) {
  const navigations: { to: string; replace?: boolean }[] = [];
  const machine = navMachine.provide({
    actors: { listenToLocation: fromCallback(() => () => undefined) },
    actions: { navigate: (_, params) => navigations.push(params) },
  });
  const actor = createActor(machine, { input: { location: { path, search: '' } } }).start();
  return { actor, navigations };
}

const orders = 'permission.Order.Orders';

describe('nav machine', () => {
  it('does not redirect anyone who is not signed in (auth decides)', () => {
    const { actor, navigations } = start('/');
    actor.send({ type: 'nav.location.changed', location: { path: '/nowhere', search: '' } });
    expect(navigations).toEqual([]);
  });

  it('sends a signed-in user from the empty path and unknown paths to the dashboard (SPEC §2)', () => {
    const { actor, navigations } = start('/');
    actor.send({ type: 'nav.session.changed', signedIn: true, permissions: [orders] });
    actor.send({ type: 'nav.location.changed', location: { path: '/no/such/page', search: '' } });
    expect(navigations).toEqual([
      { to: '/dashboard', replace: true },
      { to: '/dashboard', replace: true },
    ]);
  });

  it('sends a user without the section permission to /unauthorized (SPEC §6), and lets one with it stay', () => {
    const { actor, navigations } = start('/orders');
    actor.send({ type: 'nav.session.changed', signedIn: true, permissions: [] });
    expect(navigations).toEqual([{ to: '/unauthorized', replace: true }]);
    const other = start('/orders');
    other.actor.send({ type: 'nav.session.changed', signedIn: true, permissions: [orders] });
    expect(other.navigations).toEqual([]);
  });

  it.each([
    ['/admin/customers', []],
    ['/inventory/products', []],
    ['/tenants', []],
    ['/contracts/services', []],
  ])('%s has no route-level check (SPEC §6)', (path, permissions) => {
    const { actor, navigations } = start(path);
    actor.send({ type: 'nav.session.changed', signedIn: true, permissions });
    expect(navigations).toEqual([]);
  });

  it('opens the error page without changing the address, and a route change closes it', () => {
    const { actor, navigations } = start('/orders');
    actor.send({ type: 'nav.session.changed', signedIn: true, permissions: [orders] });
    actor.send({ type: 'nav.errorPage.open', status: 403 });
    expect(actor.getSnapshot().context).toMatchObject({ errorStatus: 403 });
    expect(navigations).toEqual([]);
    actor.send({ type: 'nav.location.changed', location: { path: '/dashboard', search: '' } });
    expect(actor.getSnapshot().context).toMatchObject({ errorStatus: null });
  });

  it('generated paths: every redirect a signed-in user gets is to /dashboard or /unauthorized', () => {
    const machine = navMachine.provide({ actors: { listenToLocation: fromCallback(() => () => undefined) } });
    const loc = (path: string) => ({ type: 'nav.location.changed', location: { path, search: '' } }) as NavEvent;
    const events: NavEvent[] = [
      loc('/'),
      loc('/orders'),
      loc('/unknown'),
      loc('/documents/sales-order/7/print'),
      { type: 'nav.session.changed', signedIn: true, permissions: [] },
      { type: 'nav.session.changed', signedIn: true, permissions: [orders] },
      { type: 'nav.session.changed', signedIn: false, permissions: [] },
      { type: 'nav.errorPage.open', status: 404 },
    ];
    const paths = getShortestPaths(machine, { events, input: { location: { path: '/dashboard', search: '' } } });
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      expect(stateKey(path.state.value)).toBe('');
      const { errorStatus } = path.state.context;
      const last = path.steps.at(-1)?.event;
      if (last?.type === 'nav.location.changed') expect(errorStatus).toBeNull();
    }
  });
});
