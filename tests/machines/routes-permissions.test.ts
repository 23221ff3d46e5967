// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allPermissions, businessPermissions, Permission as P } from '../../src/config/permissions';
import { canOpen, hasAnyPage, indexRules, linkAccess, pageRules, routeAccess, ruleFor } from '../../src/config/route-permissions';
import { resolveRedirect, isRouteRefused } from '../../src/machines/routes';
import { filterNavigation, type NavItem } from '../../src/machines/navigation';
import { navigationSets } from '../../src/mirage/data/navigation';
import { bankingService } from '../../src/mirage/services/banking';
import { catalogsService } from '../../src/mirage/services/catalogs';
import { inventoryService } from '../../src/mirage/services/inventory';
import { iconSymbol } from '../../src/views/ui/icon';

// The business menu; the Demo group (issue 14: every signed-in user, config.json `demo`) is checked in demo-routes.test.ts.
const menu = navigationSets.default.filter((i) => i.id !== 'demo');
const flat = (items: readonly NavItem[]): NavItem[] => items.flatMap((i) => [i, ...flat(i.children ?? [])]);
const links = (items: readonly NavItem[]) => flat(items).flatMap((i) => (i.link ? [i.link] : []));
const visibleLinks = (permissions: readonly string[]) => links(filterNavigation(menu, permissions));
const visibleGroups = (permissions: readonly string[]) => filterNavigation(menu, permissions).filter((i) => i.type === 'group');

/** Any permission set: subsets of the real claims, with look-alikes that must grant nothing. */
const permissionSets = fc
  .tuple(
    fc.subarray([...allPermissions]),
    fc.array(fc.constantFrom('permission.banking.banks', 'PERMISSION.ORDER.ORDERS', 'constructor', '__proto__', 'permission.Catalogs', 'permission.Order.Orders ', 'toString')),
  )
  .map(([real, junk]) => [...real, ...junk]);

const ana = businessPermissions;
const sam = [P.OrderOrders];
const bea = [P.OrderPurchases, P.CatalogsSuppliers];
const nobody: string[] = [];

describe('the one route rule (issue 13 point 2: deny by default)', () => {
  it.each([
    ['/tenants', ana, 'not-found'],
    ['/config', ana, 'not-found'],
    ['/admin/banks', allPermissions.filter((p) => p !== P.BankingBanks), 'not-found'],
    ['/admin/employees', nobody, 'not-found'],
    ['/admin', nobody, 'not-found'],
    ['/inventory/products', sam, 'not-found'],
    ['/contracts/services', bea, 'not-found'],
    ['/admin/customers', bea, 'not-found'],
    // Pages no menu item leads to are refused even with every permission.
    ['/admin/unknown', allPermissions, 'not-found'],
    ['/dashboard/anything', allPermissions, 'not-found'],
    ['/purchases/elsewhere', allPermissions, 'not-found'],
    // SPEC §6's five sections keep their /unauthorized.
    ['/orders', bea, 'unauthorized'],
    ['/purchases/quotes', sam, 'unauthorized'],
    ['/deliveries', ana.filter((p) => p !== P.DistributionDeliveries), 'unauthorized'],
    ['/cashclosing', nobody, 'unauthorized'],
    ['/manufacture', sam, 'unauthorized'],
  ] as const)('%s is refused (%s) for %j', (path, permissions, refusal) => {
    const access = routeAccess(path, permissions);
    expect(access.open).toBe(false);
    expect(!access.open && access.refusal).toBe(refusal);
    expect(resolveRedirect(path, permissions)).toBe(refusal === 'unauthorized' ? '/unauthorized' : null);
    expect(isRouteRefused(path, permissions)).toBe(refusal === 'not-found');
  });

  it.each([
    ['/dashboard', nobody],
    ['/tenants', allPermissions],
    ['/tenants/globex', allPermissions],
    ['/config', allPermissions],
    ['/admin/banks', [P.BankingBanks]],
    ['/admin/customers/abc-123', [P.CatalogsCustomers]],
    ['/admin/document-templates', [P.CatalogsCustomers]],
    ['/admin', [P.CatalogsEmployees]],
    ['/admin/', [P.CatalogsEmployees]],
    ['/orders', sam],
    ['/orders/SO-1', sam],
    ['/purchases', bea],
    ['/admin/providers', bea],
  ] as const)('%s opens for %j', (path, permissions) => {
    expect(canOpen(path, permissions)).toBe(true);
    expect(resolveRedirect(path, permissions)).toBeNull();
    expect(isRouteRefused(path, permissions)).toBe(false);
  });

  it('the public pages, print and the redirect to the dashboard are not shell pages (they are never "refused")', () => {
    for (const path of ['/unauthorized', '/error/404', '/logged-out', '/', '/somewhere', '/documents/sales-order/1/print']) {
      expect(isRouteRefused(path, nobody), path).toBe(false);
    }
  });

  it('a page lies under its nearest rule only (a landing page does not cover its items)', () => {
    expect(ruleFor('/admin/banks/accounts')?.path).toBe('/admin/banks');
    expect(ruleFor('/admin')?.path).toBe('/admin');
    expect(ruleFor('/admin/nothing')).toBeNull();
    expect(ruleFor('/tenantsx')).toBeNull();
  });

  it('every page has exactly one menu item and every in-app menu link has a rule (no route without its item)', () => {
    const menuLinks = links(menu);
    expect([...menuLinks].sort()).toEqual(pageRules.map((r) => r.path).sort());
    expect(new Set(menuLinks).size).toBe(menuLinks.length);
  });

  it('property: for every page and every permission set, the menu shows its item if and only if its route opens', () => {
    fc.assert(
      fc.property(permissionSets, fc.constantFrom(...pageRules.map((r) => r.path)), (permissions, path) => {
        expect(visibleLinks(permissions).includes(path)).toBe(canOpen(path, permissions));
      }),
      { numRuns: 2000 },
    );
  });

  it('property: a section landing page opens if and only if its menu group shows', () => {
    fc.assert(
      fc.property(permissionSets, fc.constantFrom(...indexRules), (permissions, rule) => {
        const group = menu.find((g) => g.type === 'group' && (g.children ?? []).every((c) => c.link?.startsWith(`${rule.path}/`)) && (g.children ?? []).length > 0);
        expect(group, rule.path).toBeDefined();
        expect(visibleGroups(permissions).some((g) => g.id === group!.id)).toBe(canOpen(rule.path, permissions));
      }),
      { numRuns: 500 },
    );
  });

  it('property (deny by default): any address that opens is a visible item\'s page, below one, or a visible group\'s landing page', () => {
    const segment = fc.constantFrom('admin', 'inventory', 'orders', 'purchases', 'tenants', 'config', 'dashboard', 'contracts', 'banks', 'employees', 'services', 'x', '', '..', 'deliveries', 'manufacture', 'cashclosing', 'products', 'quotes');
    fc.assert(
      fc.property(permissionSets, fc.array(segment, { minLength: 1, maxLength: 4 }), (permissions, segments) => {
        const path = `/${segments.join('/')}`;
        if (!canOpen(path, permissions)) return;
        const clean = path.replace(/\/+$/, '');
        const byItem = visibleLinks(permissions).some((link) => clean === link || clean.startsWith(`${link}/`));
        const byGroup = indexRules.some((r) => r.path === clean) && visibleGroups(permissions).length > 0;
        expect(byItem || byGroup, path).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('the services check the same permission as the page that shows their resource', () => {
    const resources = [...catalogsService.resources, ...bankingService.resources, ...inventoryService.resources];
    const write = (name: string) => resources.find((r) => r.name === name)?.write;
    const pages: Record<string, string> = {
      '/admin/customers': 'customers',
      '/admin/providers': 'suppliers',
      '/admin/employees': 'employees',
      '/admin/business-lines': 'business-lines',
      '/admin/departments': 'departments',
      '/admin/banks': 'banks',
      '/admin/document-templates': 'document-templates',
      '/admin/inventory-configuration': 'units',
      '/inventory/warehouses': 'warehouses',
      '/inventory/products': 'products',
    };
    for (const [path, resource] of Object.entries(pages)) {
      expect(write(resource), resource).toBeDefined();
      expect(ruleFor(path)!.anyOf, path).toEqual([write(resource)]);
    }
  });
});

describe('the menu (issue 13 point 11 and finish list)', () => {
  it('everyone signed in has the Dashboard; nobody has nothing else, and nothing to do beyond it', () => {
    expect(visibleLinks(nobody)).toEqual(['/dashboard']);
    expect(hasAnyPage(nobody)).toBe(false);
    expect(hasAnyPage(['permission.order.orders', 'constructor'])).toBe(false);
    expect(hasAnyPage(bea)).toBe(true);
    expect(visibleLinks(bea)).toEqual(['/dashboard', '/purchases/requisitions', '/purchases/quotes', '/purchases/orders', '/admin/providers']);
  });

  it('Deliveries, Cash closing, Manufacture and Configuration (/config, the one Company entry) appear for those who may open them', () => {
    expect(visibleLinks(ana)).toEqual(expect.arrayContaining(['/deliveries', '/cashclosing', '/manufacture']));
    expect(visibleLinks(ana)).not.toContain('/config');
    expect(visibleLinks(allPermissions)).toEqual(expect.arrayContaining(['/config', '/tenants']));
    expect(links(menu).filter((l) => l === '/config')).toHaveLength(1);
  });

  it('an item given a wrong permission by the data is still shown only where its route opens', () => {
    const forged: NavItem[] = [{ id: 'x', type: 'basic', title: 'x', link: '/tenants', permission: P.OrderOrders }];
    expect(filterNavigation(forged, sam)).toEqual([]);
    expect(filterNavigation([{ id: 'y', type: 'basic', title: 'y', link: '/admin/nowhere' }], allPermissions)).toEqual([]);
    expect(filterNavigation([{ id: 'z', type: 'basic', title: 'z', link: 'https://example.com/tenants', externalLink: true }], nobody)).toHaveLength(1);
  });

  it('every item of the menu has its own icon from the icon set (no row of identical gears)', () => {
    const items = flat(menu).filter((i) => i.link);
    const pictures = items.map((i) => iconSymbol(i.icon));
    expect(pictures.every((p) => p !== undefined), items.map((i) => `${i.id}:${i.icon}`).join()).toBe(true);
    expect(new Set(pictures).size).toBe(items.length);
    expect(items.filter((i) => i.icon === 'admin')).toEqual([]);
  });
});

describe('links the user may not follow (issue 13 point 3)', () => {
  it('an in-app link to a refused page is unavailable and names the page', () => {
    expect(linkAccess('/admin/banks?tab=accounts', sam)).toEqual({ available: false, title: 'nav.banks' });
    expect(linkAccess('/tenants#x', ana)).toEqual({ available: false, title: 'nav.tenants' });
    expect(linkAccess('/orders', bea)).toEqual({ available: false, title: 'nav.salesOrders' });
    expect(linkAccess('/admin/nothing', allPermissions)).toEqual({ available: false, title: null });
    expect(linkAccess('/admin/banks', [P.BankingBanks])).toEqual({ available: true });
  });

  it('external links, public pages and the dashboard stay available', () => {
    for (const link of ['https://example.com/tenants', '//evil.example/tenants', 'mailto:a@b.c', '/unauthorized', '/', '/dashboard', '/apps/mailbox', '/documents/contract/1/print']) {
      expect(linkAccess(link, nobody), link).toEqual({ available: true });
    }
  });

  it('an absolute address of the app itself is checked like a path', () => {
    const origin = 'http://acme.localhost:4173';
    expect(linkAccess(`${origin}/tenants`, ana, origin)).toEqual({ available: false, title: 'nav.tenants' });
    expect(linkAccess('http://other.localhost:4173/tenants', ana, origin)).toEqual({ available: true });
    expect(linkAccess('http://[bad', ana, origin)).toEqual({ available: true });
  });

  it('property: a link is available exactly when its route opens (or it is not a shell page)', () => {
    fc.assert(
      fc.property(permissionSets, fc.constantFrom(...pageRules.map((r) => r.path)), (permissions, path) => {
        expect(linkAccess(path, permissions).available).toBe(canOpen(path, permissions));
      }),
    );
  });
});
