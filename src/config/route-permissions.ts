/**
 * The one route-permission rule (issue 13 point 2, deny by default): every page of the shell, the permission that
 * opens it, and how a refusal shows. The menu (src/mirage/data/navigation.ts takes its items' permissions from
 * here, and the client's filter applies this rule again to every in-app link), the route guards (the navigation
 * machine, the shell, a section's items) and the links of shortcuts, messages, notifications and search results all
 * ask this module; the services check the same permission claims on their resources.
 */
import { demoLink, demoSections } from './demo-routes';
import { Permission as P, type PermissionName } from './permissions';

/** How a refusal shows: SPEC §6 sends the five guarded sections to /unauthorized; any other refusal is the 404 page. */
export type Refusal = 'unauthorized' | 'not-found';

export interface RouteRule {
  /** The page's path (no trailing slash). */
  path: string;
  /** Any one of these opens it; null: any signed-in user (the dashboard). */
  anyOf: readonly PermissionName[] | null;
  /** Whether the pages below it (a record, a tab) are covered too; a section's landing page covers only itself. */
  below: boolean;
  /** The navigation title key of the menu entry that leads here (for the reason shown on an unavailable link). */
  title: string;
  /** A demo-template page (issue 14): open to every signed-in user while config.json's `demo` is on. */
  demo?: true;
}

const page = (path: string, title: string, anyOf: readonly PermissionName[] | null, below = true): RouteRule => ({ path, title, anyOf, below });

/** The pages of the menu: each is the link of exactly one navigation item. */
export const pageRules: readonly RouteRule[] = [
  page('/dashboard', 'nav.dashboard', null, false),
  page('/orders', 'nav.salesOrders', [P.OrderOrders]),
  page('/purchases/requisitions', 'nav.requisitions', [P.OrderPurchases]),
  page('/purchases/quotes', 'nav.quotes', [P.OrderPurchases]),
  page('/purchases/orders', 'nav.purchaseOrders', [P.OrderPurchases]),
  page('/deliveries', 'nav.deliveries', [P.DistributionDeliveries]),
  page('/cashclosing', 'nav.cashClosing', [P.DistributionCash]),
  page('/contracts/services', 'nav.services', [P.ServiceContracts]),
  page('/contracts/plans', 'nav.plans', [P.ServiceContracts]),
  page('/admin/employees', 'nav.employees', [P.CatalogsEmployees]),
  page('/admin/customers', 'nav.customers', [P.CatalogsCustomers]),
  page('/admin/providers', 'nav.providers', [P.CatalogsSuppliers]),
  page('/admin/business-lines', 'nav.businessLines', [P.CatalogsBusinessLines]),
  page('/admin/departments', 'nav.departments', [P.CatalogsDepartments]),
  page('/admin/banks', 'nav.banks', [P.BankingBanks]),
  // SPEC §2: the document templates are under Catalogs.Customers.
  page('/admin/document-templates', 'nav.documentTemplates', [P.CatalogsCustomers]),
  page('/admin/inventory-configuration', 'nav.inventoryConfiguration', [P.InventoryConfiguration]),
  page('/inventory/warehouses', 'nav.warehouses', [P.InventoryWarehouses]),
  page('/inventory/products', 'nav.products', [P.CatalogsProducts]),
  page('/manufacture', 'nav.manufacture', [P.InventoryManufacturer]),
  page('/tenants', 'nav.tenants', [P.TenantManagementSuperAdmin]),
  // A tenant's company is platform-administered: its configuration takes SuperAdmin.
  page('/config', 'nav.company', [P.TenantManagementSuperAdmin]),
];

const under = (base: string) => pageRules.filter((r) => r.path.startsWith(`${base}/`));
const unionOf = (rules: readonly RouteRule[]): PermissionName[] => [...new Set(rules.flatMap((r) => r.anyOf ?? []))];

/** A section's landing page (/admin) opens with any of its pages' permissions: exactly when its menu group shows. */
const index = (path: string, title: string): RouteRule => ({ path, title, anyOf: unionOf(under(path)), below: false });

export const indexRules: readonly RouteRule[] = [
  index('/purchases', 'nav.purchases'),
  index('/contracts', 'nav.contracts'),
  index('/admin', 'nav.administration'),
  index('/inventory', 'nav.inventory'),
];

/**
 * The demo areas' pages and landing pages (src/config/demo-routes.ts): every signed-in user opens them, unless
 * config.json turns the demo off (`setDemoAreas(false)`), which refuses them as not found.
 */
export const demoRules: readonly RouteRule[] = demoSections.flatMap((section): RouteRule[] => [
  { path: section.base, title: section.title, anyOf: null, below: false, demo: true },
  ...section.pages.map((p): RouteRule => ({ path: demoLink(section, p), title: p.title, anyOf: null, below: p.below, demo: true })),
]);

export const routeRules: readonly RouteRule[] = [...pageRules, ...indexRules, ...demoRules];

let demoAreasOn = true;

/** config.json `demo` (default on), set when the configuration is read (src/machines/effects/load-config.ts). */
export function setDemoAreas(on: boolean): void {
  demoAreasOn = on;
}

/** Whether the demo areas are on (their menu group and pages). */
export const demoAreasEnabled = (): boolean => demoAreasOn;

/** SPEC §6: the sections with a route-level check; a user without it goes to /unauthorized. */
export const unauthorizedSections: Readonly<Record<string, PermissionName>> = {
  '/orders': P.OrderOrders,
  '/purchases': P.OrderPurchases,
  '/deliveries': P.DistributionDeliveries,
  '/cashclosing': P.DistributionCash,
  '/manufacture': P.InventoryManufacturer,
};

/** The rule of `path`: the page itself, or the page it lies below; null when no page of the menu leads there. */
export function ruleFor(path: string): RouteRule | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  let best: RouteRule | null = null;
  for (const rule of routeRules) {
    const hit = clean === rule.path || (rule.below && clean.startsWith(`${rule.path}/`));
    if (hit && (best === null || rule.path.length > best.path.length)) best = rule;
  }
  return best;
}

/** Only an exact claim grants (no case folding, no prototype names: `permissions` is a plain list). */
export const grantsAny = (permissions: readonly string[], anyOf: readonly string[] | null): boolean =>
  anyOf === null || anyOf.some((p) => permissions.includes(p));

export type RouteAccess =
  | { open: true; rule: RouteRule }
  | { open: false; refusal: Refusal; rule: RouteRule | null };

/**
 * Whether a signed-in user with `permissions` may open the shell page at `path` (deny by default): a page no menu
 * item leads to is refused; so is one whose item the user would not see. A refusal in one of SPEC §6's five
 * sections goes to /unauthorized, any other shows the 404 page (the page's existence is not revealed).
 */
export function routeAccess(path: string, permissions: readonly string[]): RouteAccess {
  const rule = ruleFor(path);
  const section = `/${path.split('/')[1] ?? ''}`;
  const needed = Object.hasOwn(unauthorizedSections, section) ? unauthorizedSections[section]! : null;
  if (needed !== null && !permissions.includes(needed)) return { open: false, refusal: 'unauthorized', rule };
  if (rule === null) return { open: false, refusal: 'not-found', rule };
  if (rule.demo && !demoAreasOn) return { open: false, refusal: 'not-found', rule: null };
  return grantsAny(permissions, rule.anyOf) ? { open: true, rule } : { open: false, refusal: 'not-found', rule };
}

export const canOpen = (path: string, permissions: readonly string[]): boolean => routeAccess(path, permissions).open;

/** The permissions of `path`'s page, for the navigation data (throws on a path without a rule: a typo is caught at once). */
export function permissionOf(path: string): PermissionName[] {
  const rule = routeRules.find((r) => r.path === path);
  if (!rule || rule.anyOf === null) throw new Error(`No permission rule for ${path}`);
  return [...rule.anyOf];
}

/** Whether the user has anything to do beyond the dashboard (point 11: otherwise it explains whom to ask). */
export const hasAnyPage = (permissions: readonly string[]): boolean =>
  pageRules.some((r) => r.anyOf !== null && grantsAny(permissions, r.anyOf));

export type LinkAccess = { available: true } | { available: false; title: string | null };

/**
 * Whether an in-app link (a shortcut's, a message's, a notification's, a search result's) leads somewhere the user
 * may go. External links and the app's public pages are always available; an in-app page is available when
 * `routeAccess` opens it. `title` names the page's menu entry for the reason shown ("You have no access to Banks").
 */
export function linkAccess(link: string, permissions: readonly string[], origin?: string): LinkAccess {
  let path: string;
  if (link.startsWith('/') && !link.startsWith('//')) {
    path = link.split(/[?#]/)[0]!;
  } else {
    if (origin === undefined) return { available: true };
    try {
      const url = new URL(link, origin);
      if (url.origin !== origin) return { available: true };
      path = url.pathname;
    } catch {
      return { available: true };
    }
  }
  const first = path.split('/')[1] ?? '';
  const shellPage = first === '' || routeRules.some((r) => r.path.split('/')[1] === first);
  // Paths outside the shell's sections: the public pages, print, and the redirect to the dashboard.
  if (!shellPage || path === '/') return { available: true };
  const access = routeAccess(path, permissions);
  return access.open ? { available: true } : { available: false, title: access.rule?.title ?? null };
}
