// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { navigationSets } from '../../src/mirage/data/navigation';
import { filterNavigation, getNavigation, parseNavigation, type NavItem } from '../../src/machines/navigation';
import { allPermissions, businessPermissions } from '../../src/config/permissions';

const titles = (items: NavItem[]): string[] => items.flatMap((i) => [i.title ?? '', ...titles(i.children ?? [])]);

describe('navigation filtering by permission (SPEC §2, §6)', () => {
  // The business menu; the Demo group (issue 14: every signed-in user, config.json `demo`) is checked in demo-routes.test.ts.
  const menu = navigationSets.default.filter((i) => i.id !== 'demo');

  it('a user with every business permission sees everything but Tenant management', () => {
    const visible = titles(filterNavigation(menu, businessPermissions));
    expect(visible).toContain('nav.salesOrders');
    expect(visible).toContain('nav.inventoryConfiguration');
    expect(visible).not.toContain('nav.tenantManagement');
    expect(titles(filterNavigation(menu, allPermissions))).toContain('nav.tenants');
  });

  it('Order.Orders alone shows Dashboard and Sales', () => {
    expect(titles(filterNavigation(menu, ['permission.Order.Orders']))).toEqual(['nav.dashboard', 'nav.sales', 'nav.salesOrders']);
  });

  it('the administration group shows with any of its items (here Suppliers) and only that item; bea sees the Dashboard too (issue 13 point 11)', () => {
    const visible = titles(filterNavigation(menu, ['permission.Order.Purchases', 'permission.Catalogs.Suppliers']));
    expect(visible).toEqual(['nav.dashboard', 'nav.purchases', 'nav.requisitions', 'nav.quotes', 'nav.purchaseOrders', 'nav.administration', 'nav.providers']);
  });

  it('the inventory group shows with Catalogs.Products alone, holding only Products', () => {
    expect(titles(filterNavigation(menu, ['permission.Catalogs.Products']))).toEqual(['nav.dashboard', 'nav.inventory', 'nav.products']);
  });

  it('Catalogs.Employees alone shows Administration with Employees (SPEC §2 left Employees out of the group\'s any-of)', () => {
    expect(titles(filterNavigation(menu, ['permission.Catalogs.Employees']))).toEqual(['nav.dashboard', 'nav.administration', 'nav.employees']);
  });

  it('Deliveries, Cash closing and Manufacture show for their permissions only (issue 13 finish list)', () => {
    expect(titles(filterNavigation(menu, ['permission.Distribution.Deliveries']))).toEqual(['nav.dashboard', 'nav.distribution', 'nav.deliveries']);
    expect(titles(filterNavigation(menu, ['permission.Distribution.Cash']))).toEqual(['nav.dashboard', 'nav.distribution', 'nav.cashClosing']);
    expect(titles(filterNavigation(menu, ['permission.Inventory.Manufacturer']))).toEqual(['nav.dashboard', 'nav.production', 'nav.manufacture']);
    expect(titles(filterNavigation(menu, businessPermissions))).toEqual(expect.arrayContaining(['nav.deliveries', 'nav.cashClosing', 'nav.manufacture']));
    expect(titles(filterNavigation(menu, businessPermissions))).not.toContain('nav.company');
    expect(titles(filterNavigation(menu, allPermissions))).toContain('nav.company');
  });

  it('no business permission: only the Dashboard (it is for everyone); a list permission grants with any one of its entries', () => {
    expect(titles(filterNavigation(menu, []))).toEqual(['nav.dashboard']);
    const item: NavItem = { id: 'x', type: 'basic', title: 'x', permission: ['a', 'b'] };
    expect(filterNavigation([item], ['b'])).toHaveLength(1);
    expect(filterNavigation([item], ['B', 'constructor', '__proto__'])).toHaveLength(0);
  });

  it('an item whose hidden test returns true is hidden', () => {
    const items: NavItem[] = [
      { id: 'a', type: 'basic', title: 'a', hidden: () => true },
      { id: 'b', type: 'basic', title: 'b', hidden: () => false },
    ];
    expect(titles(filterNavigation(items, []))).toEqual(['b']);
  });

  it('parses the API answer and names the first bad field', () => {
    expect(parseNavigation(structuredClone(navigationSets)).default).toHaveLength(navigationSets.default.length);
    expect(() => parseNavigation({ ...navigationSets, compact: 'x' })).toThrow('navigation.compact must be a list');
    expect(() => parseNavigation('<html>')).toThrow();
  });

  it('issue 11 point 8: a bad item (a field, or a link the product refuses) is dropped with a warning naming it; the rest of the set stays', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const good = { id: 'ok', type: 'basic', title: 'ok', link: '/orders' };
    const bad = [
      { id: 'a', type: 'weird' },
      { id: 'b', type: 'basic', permission: 3 },
      { id: 'c', type: 'basic', link: 'https://user@evil.example/' , externalLink: true },
      { id: 'd', type: 'basic', link: '/\u202eorders' },
      { id: 'e', type: 'basic', link: 'javascript:alert(1)' },
      { id: 'f', type: 'basic', link: 'http://plain.example/', externalLink: true },
    ];
    const sets = parseNavigation({ ...navigationSets, default: [...bad, good, { id: 'g', type: 'group', children: [bad[4], good] }] });
    expect(sets.default.map((i) => i.id)).toEqual(['ok', 'g']);
    expect(sets.default[1]!.children!.map((i) => i.id)).toEqual(['ok']);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringContaining('navigation.default[0] was dropped'),
      expect.stringContaining('navigation.default[1] was dropped'),
      expect.stringContaining('navigation.default[2] was dropped from the answer: navigation.default[2].link must be an https URL'),
      expect.stringContaining('navigation.default[3] was dropped from the answer: navigation.default[3].link must be an app path'),
      expect.stringContaining('navigation.default[4] was dropped'),
      expect.stringContaining('navigation.default[5] was dropped'),
      expect.stringContaining('navigation.default[7].children[0] was dropped'),
    ]);
    warn.mockRestore();
    expect(parseNavigation({ ...navigationSets, default: [{ ...good, link: 'https://help.example/a', externalLink: true }] }).default).toHaveLength(1);
    expect(() => parseNavigation([])).toThrow('navigation is not an object');
  });

  it('SPEC §8 a missing navigation key logs a warning and the set is empty; the others stay', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { futuristic: _, ...rest } = structuredClone(navigationSets);
    const sets = parseNavigation(rest);
    expect(sets.futuristic).toEqual([]);
    expect(sets.default).toHaveLength(navigationSets.default.length);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/key "futuristic" does not exist/);
    expect(getNavigation(sets, 'default')).toBe(sets.default);
    expect(getNavigation(sets, 'sidebar')).toEqual([]);
    expect(getNavigation(null, 'default')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[1]![0]).toMatch(/key "sidebar" does not exist/);
  });
});
