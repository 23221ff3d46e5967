// Issue 14: the demo areas' frame. Their routes are sections of the app (never the redirect to the dashboard), open to
// every signed-in user by the one route rule, and config.json's `demo: false` turns off the menu group and the routes.
import { afterEach, describe, expect, it } from 'vitest';
import { Permission as P } from '../../src/config/permissions';
import { demoLink, demoSections } from '../../src/config/demo-routes';
import { demoAreasEnabled, linkAccess, routeAccess, setDemoAreas } from '../../src/config/route-permissions';
import { demoAreasOn, demoConfig, parseRuntimeConfig } from '../../src/config/runtime-config';
import { filterNavigation, parseNavigation, type NavItem } from '../../src/machines/navigation';
import { isRouteRefused, matchRoute, resolveRedirect } from '../../src/machines/routes';
import { navigationSets } from '../../src/mirage/data/navigation';
import { generatedConfig } from '../../server/static-server';

/** SPEC §2 "Template demo routes" (with an id where the route takes one) and the areas of SPEC §1's demo list. */
const specRoutes = [
  '/dashboards/project',
  '/dashboards/analytics',
  '/dashboards/finance',
  '/dashboards/crypto',
  '/apps/tasks/5fa5e6ab-2b80-4a89-b7a6-b4b4bbc59c3f',
  '/apps/contacts/cd5fa417-b667-482d-b208-8d7dbd0c1aaa',
  '/apps/mailbox',
  '/apps/mailbox/inbox/2',
  '/apps/chat/ff6bc7f1-449a-4419-af62-b89ce6cae0aa',
  '/apps/help-center',
  '/apps/help-center/guides/getting-started/what-is-this-app',
  '/apps/notes',
  '/apps/scrumboard/2c82225f-2a6c-45d3-b18a-1132712a4234',
  '/apps/file-manager/cd6897cb-acfd-4016-8b53-3f66a5b5fc68',
  '/apps/academy/2',
  '/apps/e-commerce/inventory',
  '/ui/icons/feather',
  '/ui/icons/heroicons-outline',
  '/ui/icons/heroicons-solid',
  '/ui/icons/heroicons-mini',
  '/ui/icons/material-solid',
  '/ui/icons/material-outline',
  '/ui/icons/material-twotone',
  '/docs/changelog',
  '/docs/guides/getting-started/introduction',
];

const users = { nobody: [] as string[], sam: [P.OrderOrders], bea: [P.OrderPurchases, P.CatalogsSuppliers] };

const links = (items: readonly NavItem[]): string[] => items.flatMap((i) => [...(i.link ? [i.link] : []), ...links(i.children ?? [])]);
const demoGroup = (items: readonly NavItem[]) => items.find((i) => i.id === 'demo');

afterEach(() => setDemoAreas(true));

describe('demo routes (issue 14)', () => {
  it.each(specRoutes)('%s is a section of the app, open to every signed-in user, never redirected', (path) => {
    expect(matchRoute(path).kind).toBe('section');
    for (const permissions of Object.values(users)) {
      expect(resolveRedirect(path, permissions)).toBeNull();
      expect(isRouteRefused(path, permissions)).toBe(false);
      expect(routeAccess(path, permissions).open).toBe(true);
    }
  });

  it('an address no demo page has is the 404 page, not a redirect and not another page', () => {
    for (const path of ['/apps/unknown', '/ui/icons/unknown', '/ui', '/docs/guides', '/docs/guides/getting-started/other', '/dashboards/project/1', '/docs/changelog/x']) {
      expect(matchRoute(path).kind).toBe('section');
      expect(resolveRedirect(path, [])).toBeNull();
      expect(isRouteRefused(path, [])).toBe(true);
    }
  });

  it('each section has a landing page listing its pages, open to everyone', () => {
    for (const section of demoSections) {
      expect(isRouteRefused(section.base, [])).toBe(false);
      for (const page of section.pages) expect(isRouteRefused(demoLink(section, page), [])).toBe(false);
    }
  });

  it('the Demo group is its own entry of the navigation data, survives its parser and shows to a user without permissions', () => {
    const parsed = parseNavigation(JSON.parse(JSON.stringify(navigationSets)));
    const group = demoGroup(filterNavigation(parsed.default, []))!;
    expect(group).toMatchObject({ type: 'group', title: 'nav.demo' });
    expect(group.children!.map((c) => c.id)).toEqual(['demo.dashboards', 'demo.apps', 'demo.icons', 'demo.docs']);
    expect(links([group])).toEqual(demoSections.flatMap((s) => s.pages.map((p) => demoLink(s, p))));
    for (const link of links([group])) expect(linkAccess(link, []).available).toBe(true);
  });

  it('demo: false hides the group and refuses every demo route as not found (the business pages are untouched)', () => {
    setDemoAreas(false);
    expect(demoAreasEnabled()).toBe(false);
    expect(demoGroup(filterNavigation(navigationSets.default, [P.OrderOrders]))).toBeUndefined();
    expect(filterNavigation(navigationSets.default, [P.OrderOrders]).map((i) => i.id)).toContain('sales');
    for (const path of [...specRoutes, ...demoSections.map((s) => s.base)]) {
      expect(isRouteRefused(path, [P.OrderOrders]), path).toBe(true);
      expect(resolveRedirect(path, [P.OrderOrders]), path).toBeNull();
      expect(linkAccess(path, [P.OrderOrders]).available, path).toBe(false);
    }
    expect(isRouteRefused('/orders', [P.OrderOrders])).toBe(false);
    setDemoAreas(true);
    expect(isRouteRefused('/apps/mailbox', [])).toBe(false);
  });
});

describe('config.json `demo`', () => {
  const base = { ...demoConfig('http://localhost:9090') };

  it('is an optional boolean: kept when given, refused when it is anything else', () => {
    expect(parseRuntimeConfig({ ...base, demo: false })).toMatchObject({ ok: true, config: { demo: false } });
    expect(parseRuntimeConfig({ ...base, demo: true })).toMatchObject({ ok: true, config: { demo: true } });
    const absent = parseRuntimeConfig(base);
    expect(absent.ok && 'demo' in absent.config).toBe(false);
    for (const bad of ['false', 0, null, {}]) {
      expect(parseRuntimeConfig({ ...base, demo: bad })).toEqual({ ok: false, problem: 'config.json: "demo" must be true or false' });
    }
  });

  it('defaults to the mock API (the demo data lives there), and an explicit value wins', () => {
    expect(demoAreasOn({ mockApi: true })).toBe(true);
    expect(demoAreasOn({ mockApi: false })).toBe(false);
    expect(demoAreasOn({ mockApi: true, demo: false })).toBe(false);
    expect(demoAreasOn({ mockApi: false, demo: true })).toBe(true);
  });

  it("npm start's generated config.json keeps the demo on", () => {
    const parsed = parseRuntimeConfig(JSON.parse(generatedConfig('http://localhost:9090')));
    expect(parsed.ok && demoAreasOn(parsed.config)).toBe(true);
  });
});
