/** The route table of SPEC §2 and the route-level permissions of SPEC §6, as pure data and functions. */
import { Permission } from '../config/permissions';
import { routeAccess } from '../config/route-permissions';

export const sectionIds = [
  'dashboard',
  'orders',
  'purchases',
  'deliveries',
  'cashclosing',
  'manufacture',
  'admin',
  'inventory',
  'contracts',
  'config',
  'tenants',
  // The demo-template areas (issue 14, src/config/demo-routes.ts): /dashboards/*, /apps/*, /ui/icons/*, /docs/*.
  'dashboards',
  'apps',
  'ui',
  'docs',
] as const;
export type SectionId = (typeof sectionIds)[number];

/** SPEC §6: the sections whose refusal goes to /unauthorized (every other page is refused too: see route-permissions). */
export const sectionPermission: Partial<Record<SectionId, string>> = {
  orders: Permission.OrderOrders,
  purchases: Permission.OrderPurchases,
  deliveries: Permission.DistributionDeliveries,
  cashclosing: Permission.DistributionCash,
  manufacture: Permission.InventoryManufacturer,
};

export const publicPages = ['signin-oidc', 'signout-callback-oidc', 'unauthorized', 'logged-out', 'error-404', 'error-500'] as const;
export type PublicPage = (typeof publicPages)[number];

/** The printable document types (DOMAIN.md) and the permission each needs. */
export const printTypes: Record<string, { permission: string }> = {
  'sales-order': { permission: Permission.OrderOrders },
  requisition: { permission: Permission.OrderPurchases },
  quotation: { permission: Permission.OrderPurchases },
  'purchase-order': { permission: Permission.OrderPurchases },
  'delivery-note': { permission: Permission.DistributionDeliveries },
  'cash-closing': { permission: Permission.DistributionCash },
  contract: { permission: Permission.ServiceContracts },
};

export type RouteMatch =
  | { kind: 'public'; page: PublicPage }
  | { kind: 'section'; section: SectionId; rest: string }
  | { kind: 'print'; type: string; id: string; known: boolean }
  | { kind: 'redirect'; to: string };

const publicPaths: Record<string, PublicPage> = {
  '/signin-oidc': 'signin-oidc',
  '/signout-callback-oidc': 'signout-callback-oidc',
  '/unauthorized': 'unauthorized',
  '/logged-out': 'logged-out',
  '/error/404': 'error-404',
  '/error/500': 'error-500',
};

const safeDecode = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** Matches a pathname to a route. The empty path and any unknown path redirect to the dashboard. */
export function matchRoute(pathname: string): RouteMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = publicPaths[path];
  if (page) return { kind: 'public', page };
  const print = /^\/documents\/([^/]+)\/([^/]+)\/print$/.exec(path);
  if (print) {
    const type = safeDecode(print[1]!);
    const id = safeDecode(print[2]!);
    const valid = type !== null && id !== null && id.length > 0 && id.length <= 64 && /^[A-Za-z0-9_-]+$/.test(id);
    return { kind: 'print', type: type ?? '', id: id ?? '', known: valid && Object.hasOwn(printTypes, type!) };
  }
  const [, first = '', rest = ''] = /^\/([^/]*)(.*)$/.exec(path) ?? [];
  if ((sectionIds as readonly string[]).includes(first)) return { kind: 'section', section: first as SectionId, rest };
  return { kind: 'redirect', to: '/dashboard' };
}

/** SPEC §2 start-up: the paths on which an anonymous visitor is sent to sign in automatically. */
export const isAutoLoginPath = (pathname: string) => pathname === '/' || pathname === '' || pathname === '/dashboard';

export const isCallbackPath = (pathname: string) => pathname === '/signin-oidc' || pathname === '/signout-callback-oidc';

/** Whether a signed-in user is refused the shell page at `pathname` and sees the 404 page in its place (deny by default). */
export function isRouteRefused(pathname: string, permissions: readonly string[]): boolean {
  const match = matchRoute(pathname);
  if (match.kind !== 'section') return false;
  const access = routeAccess(pathname, permissions);
  return !access.open && access.refusal === 'not-found';
}

/** Whether the route needs a signed-in user (the main shell and the print layout). */
export const needsSignIn = (match: RouteMatch) => match.kind === 'section' || match.kind === 'print' || match.kind === 'redirect';

/**
 * Where a signed-in user must be sent instead of `pathname` (SPEC §2, §6): the empty or unknown path to the
 * dashboard, one of SPEC §6's five sections or a printable document they lack the permission for to /unauthorized.
 * Null: stay (a page refused as not found stays at its address and shows the 404 page: `isRouteRefused`).
 */
export function resolveRedirect(pathname: string, permissions: readonly string[]): string | null {
  const match = matchRoute(pathname);
  if (match.kind === 'redirect') return match.to;
  if (match.kind === 'section') {
    const access = routeAccess(pathname, permissions);
    return !access.open && access.refusal === 'unauthorized' ? '/unauthorized' : null;
  }
  if (match.kind === 'print' && match.known) {
    return permissions.includes(printTypes[match.type]!.permission) ? null : '/unauthorized';
  }
  return null;
}
