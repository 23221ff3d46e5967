// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback } from 'xstate';
import type { DialogResult } from '../../src/machines/dialog.machine';
import { getShortestPaths } from 'xstate/graph';
import { navMachine, selectIsRouteRefused, type NavEvent } from '../../src/machines/nav.machine';
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
  ])('%s is not sent to /unauthorized (SPEC §6) but refused in place: the 404 page at its address (deny by default)', (path, permissions) => {
    const { actor, navigations } = start(path);
    expect(selectIsRouteRefused(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'nav.session.changed', signedIn: true, permissions });
    expect(navigations).toEqual([]);
    expect(selectIsRouteRefused(actor.getSnapshot())).toBe(true);
  });

  it('the refusal follows the address and the permissions (issue 13 point 2)', () => {
    const { actor, navigations } = start('/dashboard');
    actor.send({ type: 'nav.session.changed', signedIn: true, permissions: [] });
    expect(selectIsRouteRefused(actor.getSnapshot())).toBe(false);
    for (const path of ['/tenants', '/config', '/admin/banks', '/admin/employees', '/admin']) {
      actor.send({ type: 'nav.location.changed', location: { path, search: '' } });
      expect(selectIsRouteRefused(actor.getSnapshot()), path).toBe(true);
    }
    // A renewal that brings the permission opens the page where the user is.
    actor.send({ type: 'nav.session.changed', signedIn: true, permissions: ['permission.Catalogs.Employees'] });
    expect(selectIsRouteRefused(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'nav.location.changed', location: { path: '/admin/banks', search: '' } });
    expect(selectIsRouteRefused(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'nav.session.changed', signedIn: true, permissions: ['permission.Banking.Banks'] });
    expect(selectIsRouteRefused(actor.getSnapshot())).toBe(false);
    expect(navigations).toEqual([]);
    // The five sections of SPEC §6 keep their redirect.
    actor.send({ type: 'nav.location.changed', location: { path: '/deliveries', search: '' } });
    expect(navigations).toEqual([{ to: '/unauthorized', replace: true }]);
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
      expect(stateKey(path.state.value)).toBe('idle');
      const { errorStatus } = path.state.context;
      const last = path.steps.at(-1)?.event;
      if (last?.type === 'nav.location.changed') expect(errorStatus).toBeNull();
    }
  });

  describe('leave guard (unsaved changes)', () => {
    const form = { path: '/admin/customers/new', search: '' };
    const list = { path: '/admin/customers', search: '?sort=-name' };

    /** A nav actor in a system with a dialog that answers `answer`, and a form owner that records what it is told. */
    function guarded(answer: DialogResult) {
      const told: string[] = [];
      const owner = createActor(
        createMachine({ on: { 'form.leave.confirmed': { actions: () => told.push('form.leave.confirmed') } } }),
        { systemId: 'customers.form' },
      );
      const navigations: { to: string; replace?: boolean }[] = [];
      const dialog = createMachine({
        on: {
          'dialog.open': {
            actions: ({ event }) => {
              const { replyTo, requestId } = event as unknown as { replyTo: { send: (e: unknown) => void }; requestId: string };
              queueMicrotask(() => replyTo.send({ type: 'dialog.closed', requestId, result: answer }));
            },
          },
        },
      });
      const root = createMachine({
        invoke: [
          { src: dialog, systemId: 'dialog' },
          {
            id: 'nav',
            systemId: 'nav',
            src: navMachine.provide({
              actors: { listenToLocation: fromCallback(() => () => undefined) },
              actions: { navigate: (_, params) => navigations.push(params) },
            }),
            input: { location: form },
          },
        ],
      });
      const app = createActor(root).start();
      const nav = app.getSnapshot().children.nav as unknown as ReturnType<typeof createActor<typeof navMachine>>;
      // The owner joins the same system so the nav machine can find it by its systemId.
      (app.system as unknown as { _set: (id: string, ref: unknown) => void })._set('customers.form', owner);
      owner.start();
      return { nav, told, navigations };
    }

    it('asks before a guarded form page is left; staying puts the address back and keeps the page', async () => {
      const { nav, told, navigations } = guarded('cancelled');
      nav.send({ type: 'nav.leaveGuard.set', owner: 'customers.form', active: true });
      nav.send({ type: 'nav.location.changed', location: list });
      expect(nav.getSnapshot().matches('confirmingLeave')).toBe(true);
      expect(nav.getSnapshot().context.location).toEqual(form);
      await new Promise((r) => setTimeout(r, 0));
      expect(nav.getSnapshot().matches('idle')).toBe(true);
      expect(navigations).toEqual([{ to: '/admin/customers/new', replace: true }]);
      expect(nav.getSnapshot().context.location).toEqual(form);
      expect(told).toEqual([]);
      expect(nav.getSnapshot().context.guard?.owner).toBe('customers.form');
    });

    it('leaving tells the owner, lifts the guard and shows the new page', async () => {
      const { nav, told, navigations } = guarded('confirmed');
      nav.send({ type: 'nav.leaveGuard.set', owner: 'customers.form', active: true });
      nav.send({ type: 'nav.location.changed', location: list });
      await new Promise((r) => setTimeout(r, 0));
      expect(told).toEqual(['form.leave.confirmed']);
      expect(nav.getSnapshot().context).toMatchObject({ location: list, guard: null, pending: null });
      expect(navigations).toEqual([]);
    });

    it('a change of the query on the same page, or a guard lifted by its owner, asks nothing', () => {
      const { nav } = guarded('cancelled');
      nav.send({ type: 'nav.leaveGuard.set', owner: 'customers.form', active: true });
      nav.send({ type: 'nav.location.changed', location: { ...form, search: '?tab=2' } });
      expect(nav.getSnapshot().matches('idle')).toBe(true);
      nav.send({ type: 'nav.leaveGuard.set', owner: 'someone.else', active: false });
      expect(nav.getSnapshot().context.guard).not.toBeNull();
      nav.send({ type: 'nav.leaveGuard.set', owner: 'customers.form', active: false });
      nav.send({ type: 'nav.location.changed', location: list });
      expect(nav.getSnapshot().matches('idle')).toBe(true);
      expect(nav.getSnapshot().context.location).toEqual(list);
    });

    it('nav.navigate passes replace through', () => {
      const { nav, navigations } = guarded('cancelled');
      nav.send({ type: 'nav.navigate', to: '/admin/customers?page=2', replace: true });
      nav.send({ type: 'nav.navigate', to: '/admin/customers?page=3' });
      expect(navigations).toEqual([{ to: '/admin/customers?page=2', replace: true }, { to: '/admin/customers?page=3' }]);
    });

    it('generated paths: while asking, the page on screen is the guarded one; without a guard no question is asked', () => {
      const machine = navMachine.provide({ actors: { listenToLocation: fromCallback(() => () => undefined), confirmLeave: createMachine({}) as never } });
      const loc = (location: { path: string; search: string }) => ({ type: 'nav.location.changed', location }) as NavEvent;
      const events: NavEvent[] = [
        loc(list),
        loc(form),
        { type: 'nav.leaveGuard.set', owner: 'customers.form', active: true },
        { type: 'nav.leaveGuard.set', owner: 'customers.form', active: false },
        { type: 'xstate.done.actor.confirmLeave', output: 'confirmed' } as unknown as NavEvent,
        { type: 'xstate.done.actor.confirmLeave', output: 'cancelled' } as unknown as NavEvent,
      ];
      const paths = getShortestPaths(machine, { events, input: { location: form } });
      expect(new Set(paths.map((p) => stateKey(p.state.value)))).toEqual(new Set(['idle', 'confirmingLeave']));
      for (const path of paths) {
        const { context } = path.state;
        if (path.state.matches('confirmingLeave')) {
          expect(context.guard).not.toBeNull();
          expect(context.location.path).toBe(context.guard!.location.path);
          expect(context.pending).not.toBeNull();
        } else expect(context.pending).toBeNull();
      }
    });
  });
});
