// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { NavigationSets, NavItem } from '../../src/machines/navigation';
import { activeBranch, isActive, verticalNavMachine, type VerticalNavEvent } from '../../src/machines/vertical-nav.machine';

const items: NavItem[] = [
  { id: 'dashboard', type: 'basic', title: 'Dashboard', link: '/dashboard' },
  {
    id: 'sales',
    type: 'collapsable',
    title: 'Sales',
    children: [
      { id: 'sales.orders', type: 'basic', title: 'Orders', link: '/orders' },
      {
        id: 'sales.more',
        type: 'collapsable',
        title: 'More',
        children: [{ id: 'sales.more.quotes', type: 'basic', title: 'Quotes', link: '/orders/quotes', exactMatch: true }],
      },
    ],
  },
  { id: 'purchases', type: 'collapsable', title: 'Purchases', children: [{ id: 'p.req', type: 'basic', link: '/purchases/requisitions' }] },
  { id: 'locked', type: 'collapsable', title: 'Locked', disabled: true, children: [{ id: 'l.x', type: 'basic', link: '/x' }] },
  { id: 'apps', type: 'aside', title: 'Apps', children: [{ id: 'apps.a', type: 'basic', link: '/apps/notes' }] },
];

/** The menu shows a link only where its route opens (src/config/route-permissions.ts): these open the fixture's pages. */
const seller = ['permission.Order.Orders', 'permission.Order.Purchases'];

/** The session's navigation answer with `list` as its default set. */
const sets = (list: NavItem[]): NavigationSets => ({ default: list, compact: [], futuristic: [], horizontal: [] });

const quiet = {
  listenToLocation: fromCallback<{ type: string }, { eventType: string }>(() => () => undefined),
  listenToMedia: fromCallback<{ type: string }, { query: string; eventType: string }>(() => () => undefined),
};
const start = (wide: boolean, path = '/dashboard', clock?: SimulatedClock) =>
  createActor(verticalNavMachine.provide({ actors: quiet }), { input: { wide, location: { path, search: '' }, navigation: sets(items), permissions: seller }, ...(clock ? { clock } : {}) }).start();
const at = (path: string) => ({ type: 'verticalNav.location.changed', location: { path, search: '' } }) as const;

describe('vertical navigation', () => {
  it('is open in side mode on wide screens and closed in over mode on small ones', () => {
    expect(start(true).getSnapshot().context).toMatchObject({ mode: 'side', opened: true });
    expect(start(false).getSnapshot().context).toMatchObject({ mode: 'over', opened: false });
  });

  it('in over mode a route change closes it; in side mode it stays open but closes an aside (SPEC §4)', () => {
    const over = start(false);
    over.send({ type: 'verticalNav.toggle' });
    expect(over.getSnapshot().context.opened).toBe(true);
    over.send(at('/orders'));
    expect(over.getSnapshot().context.opened).toBe(false);
    const side = start(true);
    side.send({ type: 'verticalNav.aside.toggle', id: 'apps' });
    expect(side.getSnapshot().context.aside).toBe('apps');
    side.send(at('/orders'));
    expect(side.getSnapshot().context).toMatchObject({ opened: true, aside: null });
  });

  it('collapsables auto-collapse their siblings, expand when a child is active, and disabled ones never change', () => {
    const nav = start(true, '/orders/quotes');
    expect(nav.getSnapshot().context.expanded).toEqual(['sales', 'sales.more']);
    nav.send({ type: 'verticalNav.item.toggle', id: 'purchases' });
    expect(nav.getSnapshot().context.expanded).toEqual(['purchases']);
    nav.send({ type: 'verticalNav.item.toggle', id: 'sales.more' });
    expect(nav.getSnapshot().context.expanded).toEqual(['sales', 'sales.more']);
    nav.send({ type: 'verticalNav.item.toggle', id: 'sales' });
    expect(nav.getSnapshot().context.expanded).toEqual([]);
    nav.send({ type: 'verticalNav.item.toggle', id: 'locked' });
    expect(nav.getSnapshot().context.expanded).toEqual([]);
    nav.send(at('/purchases/requisitions'));
    expect(nav.getSnapshot().context.expanded).toEqual(['purchases']);
  });

  it('crossing the md breakpoint switches the mode with animations off for 500 ms (SPEC §9)', () => {
    const clock = new SimulatedClock();
    const nav = start(true, '/dashboard', clock);
    nav.send({ type: 'verticalNav.wide.changed', matches: false });
    expect(nav.getSnapshot().context).toMatchObject({ mode: 'over', opened: false, animations: false });
    nav.send({ type: 'verticalNav.toggle' });
    expect(nav.getSnapshot().context.opened).toBe(true);
    clock.increment(499);
    expect(nav.getSnapshot().context.animations).toBe(false);
    clock.increment(1);
    expect(nav.getSnapshot().context.animations).toBe(true);
  });

  it('dense appearance: dense on large screens, default on small ones, toggled by a button', () => {
    const nav = start(true);
    expect(nav.getSnapshot().context.dense).toBe(true);
    nav.send({ type: 'verticalNav.dense.toggle' });
    expect(nav.getSnapshot().context.dense).toBe(false);
    nav.send({ type: 'verticalNav.wide.changed', matches: false });
    expect(nav.getSnapshot().context.dense).toBe(false);
  });

  it('active matching honours exactMatch and ignores external links', () => {
    expect(isActive({ id: 'a', type: 'basic', link: '/orders' }, '/orders/12')).toBe(true);
    expect(isActive({ id: 'a', type: 'basic', link: '/orders', exactMatch: true }, '/orders/12')).toBe(false);
    expect(isActive({ id: 'a', type: 'basic', link: '/orders', externalLink: true }, '/orders')).toBe(false);
    expect(activeBranch(items, '/nowhere')).toEqual([]);
  });

  it('generated paths: disabled items never expand; only asides open as asides; a route change closes the aside (and the menu in over mode)', () => {
    const events = [
      { type: 'verticalNav.toggle' },
      { type: 'verticalNav.item.toggle', id: 'sales' },
      { type: 'verticalNav.item.toggle', id: 'locked' },
      { type: 'verticalNav.aside.toggle', id: 'apps' },
      { type: 'verticalNav.aside.toggle', id: 'dashboard' },
      { type: 'verticalNav.wide.changed', matches: false },
      { type: 'verticalNav.wide.changed', matches: true },
      { type: 'verticalNav.dense.toggle' },
      at('/orders'),
      { type: 'xstate.after.animationsBack.verticalNav.changingMode' },
    ] as unknown as VerticalNavEvent[];
    const paths = getShortestPaths(verticalNavMachine.provide({ actors: quiet }), {
      events,
      input: { wide: true, location: { path: '/dashboard', search: '' }, navigation: sets(items) },
    });
    expect(paths.length).toBeGreaterThan(10);
    for (const { state, steps } of paths) {
      expect(state.context.expanded).not.toContain('locked');
      expect([null, 'apps']).toContain(state.context.aside);
      const last = steps.at(-1)?.event;
      if (last?.type === 'verticalNav.location.changed') {
        expect(state.context.aside).toBeNull();
        if (state.context.mode === 'over') expect(state.context.opened).toBe(false);
      }
    }
  });

  it('derives its items itself: the session navigation filtered by permission, shaped by the layout; signed out, nothing stays', () => {
    const guarded: NavItem[] = [
      { id: 'dashboard', type: 'basic', title: 'Dashboard', link: '/dashboard' },
      { id: 'sales', type: 'group', title: 'Sales', icon: 'orders', children: [{ id: 'orders', type: 'basic', link: '/orders', permission: 'permission.Order.Orders' }] },
      { id: 'admin', type: 'group', title: 'Admin', children: [{ id: 'tenants', type: 'basic', link: '/tenants', permission: 'permission.TenantManagement.SuperAdmin' }] },
    ];
    const nav = createActor(verticalNavMachine.provide({ actors: quiet }), { input: { wide: true, location: { path: '/orders', search: '' } } }).start();
    expect(nav.getSnapshot().context.items).toEqual([]);
    nav.send({ type: 'verticalNav.session.changed', signedIn: true, permissions: ['permission.Order.Orders'] });
    nav.send({ type: 'verticalNav.navigation.loaded', navigation: sets(guarded) });
    const ids = () => nav.getSnapshot().context.items.map((i) => `${i.id}:${i.type}`);
    expect(ids()).toEqual(['dashboard:basic', 'sales:group']);
    expect(nav.getSnapshot().context.layout).toBe('classic');
    // Compact (from the settings) turns groups into asides; `?layout=` in the address wins over the settings.
    nav.send({ type: 'verticalNav.appearance.configured', layout: 'compact', position: 'right' });
    expect(ids()).toEqual(['dashboard:basic', 'sales:aside']);
    expect(nav.getSnapshot().context.position).toBe('right');
    nav.send({ type: 'verticalNav.location.changed', location: { path: '/orders', search: '?layout=modern' } });
    expect(nav.getSnapshot().context.layout).toBe('modern');
    expect(ids()).toEqual(['dashboard:basic', 'sales:group']);
    // The aside guard sees the derived items at once (no render in between).
    nav.send({ type: 'verticalNav.location.changed', location: { path: '/orders', search: '' } });
    nav.send({ type: 'verticalNav.aside.toggle', id: 'sales' });
    expect(nav.getSnapshot().context.aside).toBe('sales');
    // A renewal that brings more permissions shows more.
    nav.send({ type: 'verticalNav.session.changed', signedIn: true, permissions: ['permission.Order.Orders', 'permission.TenantManagement.SuperAdmin'] });
    expect(ids()).toEqual(['dashboard:basic', 'sales:aside', 'admin:aside']);
    nav.send({ type: 'verticalNav.session.changed', signedIn: false, permissions: [] });
    expect(nav.getSnapshot().context).toMatchObject({ items: [], allowed: [], navigation: null, aside: null, expanded: [] });
  });

  it('the branch of the current route opens when the navigation arrives after the address', () => {
    const nav = createActor(verticalNavMachine.provide({ actors: quiet }), { input: { wide: true, location: { path: '/orders/quotes', search: '' }, permissions: seller } }).start();
    expect(nav.getSnapshot().context.expanded).toEqual([]);
    nav.send({ type: 'verticalNav.navigation.loaded', navigation: sets(items) });
    expect(nav.getSnapshot().context.expanded).toEqual(['sales', 'sales.more']);
  });
});
