/** The navigation tree as data: which item is active, which branches hold the route, and what the menu shows. */
import type { LayoutId } from '../config/appearance';
import { itemsForLayout, layoutSpecs, resolveLayout } from './layouts';
import { filterNavigation, getNavigation, type NavigationSets, type NavItem } from './navigation';

/** Whether `item` (or one of its descendants) is the current route. */
export function isActive(item: NavItem, path: string): boolean {
  if (item.link && !item.externalLink) {
    const link = item.link.split(/[?#]/)[0]!;
    if (item.exactMatch ? path === link : path === link || path.startsWith(`${link}/`)) return true;
  }
  return (item.children ?? []).some((child) => isActive(child, path));
}

export const findItem = (items: readonly NavItem[], id: string): NavItem | undefined => {
  for (const item of items) {
    if (item.id === id) return item;
    const found = findItem(item.children ?? [], id);
    if (found) return found;
  }
  return undefined;
};

/** Ids of the collapsable items on the way to `id` (its ancestors), outermost first. */
export const ancestorsOf = (items: readonly NavItem[], id: string, trail: string[] = []): string[] | null => {
  for (const item of items) {
    if (item.id === id) return trail;
    const found = ancestorsOf(item.children ?? [], id, item.type === 'collapsable' ? [...trail, item.id] : trail);
    if (found) return found;
  }
  return null;
};

/** The collapsables holding the active route: they expand on navigation, the others collapse. */
export function activeBranch(items: readonly NavItem[], path: string): string[] {
  const out: string[] = [];
  const visit = (list: readonly NavItem[]) => {
    for (const item of list) {
      if (item.type === 'collapsable' && isActive(item, path)) out.push(item.id);
      visit(item.children ?? []);
    }
  };
  visit(items);
  return out;
}

/** The sources the menu derives from. */
export interface NavigationSources {
  navigation: NavigationSets | null;
  permissions: readonly string[];
  configuredLayout: LayoutId;
  search: string;
}

/** What the menu shows follows from the session's navigation, the permissions, the layout and the address. */
export function deriveNavigation(c: NavigationSources) {
  const layout = resolveLayout(c.search, null, c.configuredLayout);
  const allowed = c.navigation === null ? [] : filterNavigation(getNavigation(c.navigation, 'default'), c.permissions);
  return { layout, allowed, items: itemsForLayout(layoutSpecs[layout], allowed) };
}

