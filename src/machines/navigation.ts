/** Navigation items (SPEC §3 "Navigation item") and their filtering by permission (SPEC §6). */
import { grantsAny, linkAccess } from '../config/route-permissions';
import { isSafeLink } from './effects/safe-url';
import { validItems } from './effects/shape-core';
export const navItemTypes = ['basic', 'aside', 'collapsable', 'group', 'divider', 'spacer'] as const;
export type NavItemType = (typeof navItemTypes)[number];

export interface NavItem {
  id: string;
  title?: string;
  subtitle?: string;
  type: NavItemType;
  icon?: string;
  link?: string;
  externalLink?: boolean;
  target?: '_blank' | '_self' | '_parent' | '_top';
  tooltip?: string;
  badge?: { title?: string; classes?: string };
  classes?: { title?: string; subtitle?: string; icon?: string; wrapper?: string };
  disabled?: boolean;
  /** A hidden test: the item is hidden when it returns true. Only items defined in code carry one. */
  hidden?: (item: NavItem) => boolean;
  children?: NavItem[];
  /** One permission or a list (any of them shows the item). */
  permission?: string | string[];
  exactMatch?: boolean;
  fragment?: string;
  queryParams?: Record<string, string>;
}

export interface NavigationSets {
  compact: NavItem[];
  default: NavItem[];
  futuristic: NavItem[];
  horizontal: NavItem[];
}

const isString = (v: unknown): v is string => typeof v === 'string';

function parseItem(raw: unknown, path: string): NavItem {
  if (typeof raw !== 'object' || raw === null) throw new TypeError(`${path} is not an object`);
  const r = raw as Record<string, unknown>;
  if (!isString(r.id) || r.id === '') throw new TypeError(`${path}.id must be a string`);
  if (!isString(r.type) || !(navItemTypes as readonly string[]).includes(r.type)) throw new TypeError(`${path}.type is not a navigation type`);
  const item: NavItem = { id: r.id, type: r.type as NavItemType };
  for (const key of ['title', 'subtitle', 'icon', 'link', 'tooltip', 'fragment'] as const) {
    if (r[key] !== undefined) {
      if (!isString(r[key])) throw new TypeError(`${path}.${key} must be a string`);
      item[key] = r[key];
    }
  }
  for (const key of ['externalLink', 'disabled', 'exactMatch'] as const) {
    if (r[key] !== undefined) {
      if (typeof r[key] !== 'boolean') throw new TypeError(`${path}.${key} must be a boolean`);
      item[key] = r[key];
    }
  }
  // The product's one link rule: an in-app path, or an https URL for an external link (issue 11 point 8).
  if (item.link !== undefined && !isSafeLink(item.link, item.externalLink !== true)) {
    throw new TypeError(`${path}.link must be ${item.externalLink === true ? 'an https URL' : 'an app path'}`);
  }
  if (r.target !== undefined) {
    if (!['_blank', '_self', '_parent', '_top'].includes(r.target as string)) throw new TypeError(`${path}.target is invalid`);
    item.target = r.target as NavItem['target'];
  }
  if (r.permission !== undefined) {
    if (isString(r.permission)) item.permission = r.permission;
    else if (Array.isArray(r.permission) && r.permission.every(isString)) item.permission = r.permission;
    else throw new TypeError(`${path}.permission must be a string or a list of strings`);
  }
  if (r.badge !== undefined) {
    const b = r.badge as Record<string, unknown> | null;
    if (typeof b !== 'object' || b === null) throw new TypeError(`${path}.badge must be an object`);
    item.badge = { ...(isString(b.title) ? { title: b.title } : {}), ...(isString(b.classes) ? { classes: b.classes } : {}) };
  }
  if (r.queryParams !== undefined && typeof r.queryParams === 'object' && r.queryParams !== null) {
    item.queryParams = Object.fromEntries(Object.entries(r.queryParams).filter((e): e is [string, string] => isString(e[1])));
  }
  if (r.children !== undefined) {
    if (!Array.isArray(r.children)) throw new TypeError(`${path}.children must be a list`);
    item.children = validItems(r.children, `${path}.children`, parseItem);
  }
  return item;
}

export const navigationKeys = ['compact', 'default', 'futuristic', 'horizontal'] as const;
export type NavigationKey = (typeof navigationKeys)[number];

/** SPEC §8 "Missing navigation key": a warning, and the set is empty (the app goes on). */
function warnMissingKey(key: string): void {
  console.warn(`Navigation with the key "${key}" does not exist; an empty navigation is used.`);
}

/**
 * Validates the answer of GET api/common/navigation. Throws a TypeError naming the first bad field; a set that is
 * missing altogether is logged as a missing navigation key and taken as empty.
 */
export function parseNavigation(raw: unknown): NavigationSets {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new TypeError('navigation is not an object');
  const r = raw as Record<string, unknown>;
  const sets = {} as NavigationSets;
  for (const key of navigationKeys) {
    const list = r[key];
    if (list === undefined) {
      warnMissingKey(key);
      sets[key] = [];
      continue;
    }
    if (!Array.isArray(list)) throw new TypeError(`navigation.${key} must be a list`);
    sets[key] = validItems(list, `navigation.${key}`, parseItem);
  }
  return sets;
}

/** The set stored under `key`; an unknown key logs a warning and gives an empty list. */
export function getNavigation(sets: NavigationSets | null, key: string): NavItem[] {
  if (sets !== null && (navigationKeys as readonly string[]).includes(key)) return sets[key as NavigationKey];
  warnMissingKey(key);
  return [];
}

const grants = (permissions: readonly string[], permission: NavItem['permission']) =>
  permission === undefined || grantsAny(permissions, typeof permission === 'string' ? [permission] : permission);

/** An in-app link is shown only where its route opens (the one route rule), whatever permission the data gave it. */
const opens = (permissions: readonly string[], item: NavItem) =>
  item.link === undefined || item.externalLink === true || linkAccess(item.link, permissions).available;

/**
 * Keeps the items the user may see: an item with a permission needs that claim (any of a list), and an in-app link
 * needs its route to open for the user (deny by default, src/config/route-permissions.ts); an item whose
 * hidden test returns true is dropped; a group or collapsable whose children are all filtered out is dropped
 * too (this is how the administration group shows with any of its items' permissions).
 */
export function filterNavigation(items: readonly NavItem[], permissions: readonly string[]): NavItem[] {
  const out: NavItem[] = [];
  for (const item of items) {
    if (!grants(permissions, item.permission) || !opens(permissions, item)) continue;
    if (item.hidden?.(item)) continue;
    if (item.children) {
      const children = filterNavigation(item.children, permissions);
      const isContainer = item.type === 'group' || item.type === 'collapsable' || item.type === 'aside';
      if (isContainer && item.children.length > 0 && children.length === 0) continue;
      out.push({ ...item, children });
    } else {
      out.push(item);
    }
  }
  return out;
}
