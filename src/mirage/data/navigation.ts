/**
 * The navigation sets of SPEC §2 "Navigation menu". Each page's permission comes from the one route rule
 * (src/config/route-permissions.ts), so the menu shows an item exactly when its route opens; a group shows with any
 * of its items. Titles are translation keys; each page has its own icon.
 */
import { demoLink, demoSections } from '../../config/demo-routes';
import { permissionOf } from '../../config/route-permissions';
import type { NavigationSets, NavItem } from '../../machines/navigation';

const item = (id: string, title: string, icon: string, link: string): NavItem => ({ id, title, type: 'basic', icon, link, permission: permissionOf(link) });

/** A group shows with any of its items' permissions (SPEC §2 states the any-of rule for Administration). */
const group = (id: string, title: string, children: NavItem[]): NavItem => ({
  id,
  title,
  type: 'group',
  permission: [...new Set(children.flatMap((c) => (typeof c.permission === 'string' ? [c.permission] : (c.permission ?? []))))],
  children,
});

const defaultSet: NavItem[] = [
  // Issue 13 point 11: the dashboard is for everyone signed in (its figures follow the permissions), so it has no
  // permission; SPEC §2 gave it Order.Orders, which left bea landing on a page her menu did not name.
  { id: 'dashboard', title: 'nav.dashboard', type: 'basic', icon: 'dashboard', link: '/dashboard' },
  group('sales', 'nav.sales', [item('sales.orders', 'nav.salesOrders', 'orders', '/orders')]),
  group('purchases', 'nav.purchases', [
    item('purchases.requisitions', 'nav.requisitions', 'requisitions', '/purchases/requisitions'),
    item('purchases.quotes', 'nav.quotes', 'quotes', '/purchases/quotes'),
    item('purchases.orders', 'nav.purchaseOrders', 'purchases', '/purchases/orders'),
  ]),
  // SPEC §1 and §6: deliveries and cash closing are permission-gated sections of the distribution service.
  group('distribution', 'nav.distribution', [
    item('distribution.deliveries', 'nav.deliveries', 'deliveries', '/deliveries'),
    item('distribution.cash-closing', 'nav.cashClosing', 'cashClosing', '/cashclosing'),
  ]),
  group('contracts', 'nav.contracts', [
    item('contracts.services', 'nav.services', 'services', '/contracts/services'),
    // The plans contracts are signed on (issue 10): their catalog, under the same permission.
    item('contracts.plans', 'nav.plans', 'contracts', '/contracts/plans'),
  ]),
  group('admin', 'nav.administration', [
    item('admin.employees', 'nav.employees', 'employees', '/admin/employees'),
    item('admin.customers', 'nav.customers', 'customers', '/admin/customers'),
    item('admin.providers', 'nav.providers', 'providers', '/admin/providers'),
    item('admin.business-lines', 'nav.businessLines', 'businessLines', '/admin/business-lines'),
    item('admin.departments', 'nav.departments', 'departments', '/admin/departments'),
    item('admin.banks', 'nav.banks', 'banks', '/admin/banks'),
    item('admin.document-templates', 'nav.documentTemplates', 'documentTemplates', '/admin/document-templates'),
    item('admin.inventory-configuration', 'nav.inventoryConfiguration', 'inventoryConfiguration', '/admin/inventory-configuration'),
  ]),
  group('tenant-management', 'nav.tenantManagement', [
    item('tenant-management.tenants', 'nav.tenants', 'tenants', '/tenants'),
    // The product's configuration page (/config) is the tenant's company, platform-administered: one entry, here.
    item('tenant-management.company', 'nav.company', 'company', '/config'),
  ]),
  group('inventory', 'nav.inventory', [
    item('inventory.warehouses', 'nav.warehouses', 'warehouses', '/inventory/warehouses'),
    item('inventory.products', 'nav.products', 'inventory', '/inventory/products'),
  ]),
  // Its own group, not under Inventory: the Inventory group shows exactly when its landing page (/inventory) opens.
  group('production', 'nav.production', [item('production.manufacture', 'nav.manufacture', 'manufacture', '/manufacture')]),
];

/**
 * Issue 14: the demo-template areas, one collapsable per section of src/config/demo-routes.ts. No permission: every
 * signed-in user sees them, and config.json's `demo: false` refuses their routes, so the client's filter drops them
 * all and the group with them (src/machines/navigation.ts `filterNavigation`).
 */
const demoGroup: NavItem = {
  id: 'demo',
  title: 'nav.demo',
  type: 'group',
  children: demoSections.map((section) => ({
    id: section.id,
    title: section.title,
    type: 'collapsable',
    icon: section.icon,
    children: section.pages.map((p) => ({ id: `${section.id}.${p.segment}`, title: p.title, type: 'basic', link: demoLink(section, p) })),
  })),
};
defaultSet.push(demoGroup);

const example: NavItem[] = [{ id: 'example', title: 'nav.example', type: 'basic', icon: 'dashboard', link: '/example' }];

/** SPEC §2: the compact, futuristic and horizontal sets each hold only an example item at /example. */
export const navigationSets: NavigationSets = { default: defaultSet, compact: example, futuristic: example, horizontal: example };
