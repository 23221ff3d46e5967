/**
 * Model-based test of the navigation collapse (issue 3): paths generated from the vertical-nav machine are replayed
 * through the rendered component, clicking what a user would click, and after every step the DOM must show exactly
 * the machine's state: which branches are expanded (aria-expanded and their lists), that disabled branches never
 * open, and which link is the current page (aria-current).
 */
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromCallback } from 'xstate';
import { businessPermissions } from '../../src/config/permissions';
import { getShortestPaths } from 'xstate/graph';
import { activateCatalog, i18n } from '../../src/machines/effects/i18n';
import type { NavigationSets, NavItem } from '../../src/machines/navigation';
import { activeBranch, isActive, verticalNavMachine, type VerticalNavEvent, type VerticalNavSnapshot } from '../../src/machines/vertical-nav.machine';
import enUS from '../../src/locales/en-US/messages.json';
import { VerticalNavigation } from '../../src/views/layout/vertical-navigation';

beforeEach(() => activateCatalog('en-US', (enUS as unknown as { messages: Messages }).messages));
afterEach(cleanup);

const items: NavItem[] = [
  { id: 'dashboard', type: 'basic', title: 'nav.dashboard', link: '/dashboard' },
  {
    id: 'sales',
    type: 'collapsable',
    title: 'nav.sales',
    children: [
      { id: 'sales.orders', type: 'basic', title: 'nav.salesOrders', link: '/orders' },
      {
        id: 'purchasing',
        type: 'collapsable',
        title: 'nav.purchases',
        children: [{ id: 'purchasing.quotes', type: 'basic', title: 'nav.quotes', link: '/purchases/quotes' }],
      },
    ],
  },
  {
    id: 'inventory',
    type: 'collapsable',
    title: 'nav.inventory',
    children: [{ id: 'inventory.products', type: 'basic', title: 'nav.products', link: '/inventory/products' }],
  },
  {
    id: 'admin',
    type: 'collapsable',
    title: 'nav.administration',
    disabled: true,
    children: [{ id: 'admin.banks', type: 'basic', title: 'nav.banks', link: '/admin/banks' }],
  },
];
const navigation: NavigationSets = { default: items, compact: [], futuristic: [], horizontal: [] };
const collapsables = ['sales', 'purchasing', 'inventory', 'admin'];
const titleOf: Record<string, string> = { sales: 'Sales', purchasing: 'Purchases', inventory: 'Inventory', admin: 'Administration' };
const routes = ['/dashboard', '/purchases/quotes', '/inventory/products'];

const quiet = {
  listenToLocation: fromCallback(() => () => undefined),
  listenToMedia: fromCallback(() => () => undefined),
};
const machine = verticalNavMachine.provide({ actors: quiet as never });
// Every business permission: the menu shows a link only where its route opens (src/config/route-permissions.ts).
const input = { wide: true, location: { path: '/dashboard', search: '' }, navigation, permissions: businessPermissions };

const parentOf = (id: string, list: readonly NavItem[] = items, parent: string | null = null): string | null | undefined => {
  for (const item of list) {
    if (item.id === id) return parent;
    const found = parentOf(id, item.children ?? [], item.id);
    if (found !== undefined) return found;
  }
  return undefined;
};
/** A branch can be clicked only when every branch above it is expanded. */
const isVisible = (id: string, expanded: readonly string[]): boolean => {
  const parent = parentOf(id);
  return parent === null || (parent !== undefined && expanded.includes(parent) && isVisible(parent, expanded));
};

/** What a user can do in a state: click a visible branch (disabled ones too), or follow a route. */
function events(state: VerticalNavSnapshot): VerticalNavEvent[] {
  return [
    ...collapsables.filter((id) => isVisible(id, state.context.expanded)).map((id) => ({ type: 'verticalNav.item.toggle' as const, id })),
    ...routes.map((path) => ({ type: 'verticalNav.location.changed' as const, location: { path, search: '' } })),
  ];
}

const paths = getShortestPaths(machine, {
  events,
  input,
  serializeState: (s) => `${s.context.expanded.join(',')}|${s.context.path}`,
});

function renderNav() {
  const actor = createActor(machine, { input }).start();
  const location = memoryLocation({ path: '/dashboard' });
  const view = (path: string) => (
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook}>
        <VerticalNavigation navRef={actor} path={path} appearance="default" header={null} />
      </Router>
    </I18nProvider>
  );
  const result = render(view('/dashboard'));
  return { actor, rerender: (path: string) => result.rerender(view(path)) };
}

function expectDomMatches(snapshot: VerticalNavSnapshot, where: string) {
  const { expanded, path } = snapshot.context;
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  for (const id of collapsables) {
    const button = within(nav).queryByRole('button', { name: titleOf[id] });
    if (!isVisible(id, expanded)) {
      expect(button, `${where}: ${id} hidden`).toBeNull();
      continue;
    }
    expect(button, `${where}: ${id} shown`).not.toBeNull();
    const open = expanded.includes(id);
    expect(button!.getAttribute('aria-expanded'), `${where}: ${id}`).toBe(String(open));
    expect(document.getElementById(`nav-branch-${id}`) !== null, `${where}: ${id} list`).toBe(open);
  }
  expect(expanded, where).not.toContain('admin');
  const current = [...nav.querySelectorAll('[aria-current="page"]')].map((a) => a.getAttribute('href'));
  const leaves = ['/dashboard', '/orders', '/purchases/quotes', '/inventory/products', '/admin/banks'];
  const expectedCurrent = leaves.filter((href) => isActive({ id: href, type: 'basic', link: href }, path));
  // A current link inside a collapsed branch is not rendered.
  expect(current, where).toEqual(expectedCurrent.filter((href) => [...nav.querySelectorAll('a')].some((a) => a.getAttribute('href') === href)));
}

describe('vertical navigation collapse: generated paths through the component', () => {
  it('generates enough paths to cover nesting, auto-collapse, disabled branches and route changes', () => {
    expect(paths.length).toBeGreaterThan(10);
    const ends = new Set(paths.map((p) => p.state.context.expanded.join(',')));
    for (const shape of ['', 'sales', 'sales,purchasing', 'inventory']) expect(ends).toContain(shape);
  });

  it.each(paths.map((p) => [p.steps.map((s) => (s.event.type === 'verticalNav.item.toggle' ? `toggle ${s.event.id}` : s.event.type === 'verticalNav.location.changed' ? `go ${s.event.location.path}` : s.event.type)).join(' > ') || 'start', p] as const))(
    '%s',
    (_, path) => {
      const { actor, rerender } = renderNav();
      let where = 'start';
      for (const step of path.steps) {
        const event = step.event;
        if (event.type === 'verticalNav.item.toggle') {
          where = `${where} > toggle ${event.id}`;
          fireEvent.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('button', { name: titleOf[event.id] }));
        } else if (event.type === 'verticalNav.location.changed') {
          where = `${where} > go ${event.location.path}`;
          act(() => actor.send(event));
          rerender(event.location.path);
        } else continue;
        expectDomMatches(actor.getSnapshot(), where);
      }
      // The model and the machine driven through the DOM agree.
      expect(actor.getSnapshot().context.expanded).toEqual(path.state.context.expanded);
      // After a route change, exactly the branches holding it are open.
      const last = path.steps.at(-1)?.event;
      if (last?.type === 'verticalNav.location.changed') expect(actor.getSnapshot().context.expanded).toEqual(activeBranch(actor.getSnapshot().context.items, last.location.path));
      actor.stop();
    },
  );
});
