/**
 * Inventory configuration (DOMAIN.md): units of measure and product categories, the rules of their writes, and the
 * category tree's operations (children in order, descendants, moves with renumbered positions, the keyboard's
 * moves). Pure: the inventory service and the configuration screen run the same code.
 */
import { checkInteger, checkOneOf, checkText, codePattern, collectErrors, trimStrings } from './fields';
import type { ListSpec } from './list-query';
import type { Audited, FieldErrors } from './resource';

// ---------------------------------------------------------------------------------------------------------------
// Units of measure

export const unitStatuses = ['active', 'inactive'] as const;
export type UnitStatus = (typeof unitStatuses)[number];

export interface UnitInput {
  /** `PZA`, `KG`, `M`...: unique per tenant, upper-case letters, digits and hyphens. */
  code: string;
  name: string;
  /** An inactive unit stays on the products that use it but is not offered for new ones. */
  status: UnitStatus;
}

export type Unit = Audited & UnitInput;

export const unitLimits = { code: 10, name: 60 } as const;

export const normalizeUnitInput = (input: UnitInput): UnitInput => {
  const trimmed = trimStrings(input);
  return typeof trimmed.code === 'string' ? { ...trimmed, code: trimmed.code.toUpperCase() } : trimmed;
};

export interface UnitRules {
  /** Whether another unit of the tenant has this code. */
  codeTaken?: (code: string) => boolean;
}

export function validateUnit(input: UnitInput, rules: UnitRules = {}): FieldErrors {
  const c = collectErrors();
  const raw = input as unknown as Record<string, unknown>;
  checkText(c, 'code', raw.code, { max: unitLimits.code, pattern: codePattern });
  if (typeof raw.code === 'string' && !c.has('code') && rules.codeTaken?.(raw.code)) c.add('code', 'not-unique');
  checkText(c, 'name', raw.name, { max: unitLimits.name });
  checkOneOf(c, 'status', raw.status, unitStatuses);
  return c.errors;
}

export const emptyUnitInput = (): UnitInput => ({ code: '', name: '', status: 'active' });

export const unitListSpec: ListSpec<Unit> = {
  searchFields: ['code', 'name'],
  sortFields: ['code', 'name', 'status', 'createdAt', 'updatedAt'],
  filters: { status: { type: 'enum', values: unitStatuses } },
  defaultSort: 'code',
};

// ---------------------------------------------------------------------------------------------------------------
// Product categories

export interface ProductCategoryInput {
  name: string;
  /** null for a top-level category. */
  parentId: string | null;
  /** Index among its siblings, from 0; the service renumbers the siblings so they stay 0..n-1. */
  position: number;
}

export type ProductCategory = Audited &
  ProductCategoryInput & {
    /** Derived from the name by the service (`fibra-optica`); unique among siblings. */
    slug: string;
  };

export const categoryLimits = { name: 60 } as const;

/** A URL-safe name: lower case, accents dropped, other characters as single hyphens. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The fields a category's tree position is made of. */
export interface TreePlace {
  parentId: string | null;
  position: number;
}

type TreeNode = Pick<ProductCategory, 'id' | 'name' | 'parentId' | 'position'>;

const byPosition = (a: TreeNode, b: TreeNode) => a.position - b.position || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A parent's children in their order (position, then name, then id: a stable order even for unnumbered data). */
export function childrenOf<T extends TreeNode>(categories: readonly T[], parentId: string | null): T[] {
  return categories.filter((c) => c.parentId === parentId).sort(byPosition);
}

/** Every category below `id` (not `id` itself). Stops at a cycle in stored data instead of looping. */
export function descendantsOf(categories: readonly TreeNode[], id: string): Set<string> {
  const found = new Set<string>();
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.shift()!;
    for (const child of categories) {
      if (child.parentId === current && !found.has(child.id) && child.id !== id) {
        found.add(child.id);
        queue.push(child.id);
      }
    }
  }
  return found;
}

/** Whether putting `id` under `parentId` would make it its own ancestor. */
export const wouldCycle = (categories: readonly TreeNode[], id: string, parentId: string | null): boolean =>
  parentId !== null && (parentId === id || descendantsOf(categories, id).has(parentId));

export const normalizeCategoryInput = (input: ProductCategoryInput): ProductCategoryInput => trimStrings(input);

export interface CategoryRules {
  /** The record's id (on update: it is not its own sibling). */
  id?: string;
  /** The tenant's categories as stored. */
  categories: readonly ProductCategory[];
}

/**
 * A category's fields: name (its slug unique among the siblings it would have), parent (known, and not itself or
 * one of its descendants: `cycle`), position (0 up to the number of those siblings).
 */
export function validateCategory(input: ProductCategoryInput, { id, categories }: CategoryRules): FieldErrors {
  const c = collectErrors();
  const raw = input as unknown as Record<string, unknown>;
  checkText(c, 'name', raw.name, { max: categoryLimits.name });
  const parentId = raw.parentId;
  if (parentId !== null && typeof parentId !== 'string') c.add('parentId', 'invalid-format');
  else if (parentId !== null && !categories.some((k) => k.id === parentId)) c.add('parentId', 'unknown-reference');
  else if (id !== undefined && wouldCycle(categories, id, parentId)) c.add('parentId', 'cycle');
  const siblings = c.has('parentId') ? [] : categories.filter((k) => k.parentId === parentId && k.id !== id);
  if (typeof raw.name === 'string' && !c.has('name')) {
    const slug = slugify(raw.name);
    if (slug === '') c.add('name', 'invalid-format');
    else if (siblings.some((k) => k.slug === slug)) c.add('name', 'not-unique');
  }
  checkInteger(c, 'position', raw.position, 0, siblings.length);
  return c.errors;
}

/** A change of one stored category made by a move: its new parent and position. */
export interface Placement {
  id: string;
  parentId: string | null;
  position: number;
}

/**
 * Puts `id` at `place` and renumbers the siblings it left and the ones it joined (0..n-1, in their order). Answers
 * every category whose parent or position differs from `categories` (the moved one included when it changed).
 * `place.position` is clamped to the new siblings' count; the caller checks cycles first (see `wouldCycle`).
 */
export function placeCategory(categories: readonly TreeNode[], id: string, place: TreePlace): Placement[] {
  const moved = categories.find((c) => c.id === id);
  const others = categories.filter((c) => c.id !== id);
  const target = childrenOf(others, place.parentId);
  const index = Math.max(0, Math.min(place.position, target.length));
  const groups: (TreeNode | { id: string; parentId: string | null })[][] = [[...target.slice(0, index), { id, parentId: place.parentId }, ...target.slice(index)]];
  if (moved && moved.parentId !== place.parentId) groups.push(childrenOf(others, moved.parentId));
  const changes: Placement[] = [];
  for (const group of groups) {
    group.forEach((node, position) => {
      const parentId = node.id === id ? place.parentId : (node as TreeNode).parentId;
      const stored = node.id === id ? moved : (node as TreeNode);
      if (!stored || stored.position !== position || stored.parentId !== parentId) changes.push({ id: node.id, parentId, position });
    });
  }
  return changes;
}

/** The renumbering of a parent's children after one of them left (deleted): 0..n-1 in their order. */
export function renumberChildren(categories: readonly TreeNode[], parentId: string | null): Placement[] {
  return childrenOf(categories, parentId)
    .map((c, position) => ({ id: c.id, parentId, position, stored: c.position }))
    .filter((c) => c.position !== c.stored)
    .map(({ id, parentId: p, position }) => ({ id, parentId: p, position }));
}

/** The keyboard's moves of a selected category (Alt+Arrow keys): up, down, outdent (to its parent's level), indent. */
export type TreeMove = 'up' | 'down' | 'outdent' | 'indent';

/**
 * Where a keyboard move puts a category, or null when it cannot go that way: up/down swap with the sibling before or
 * after; outdent makes it the sibling right after its parent; indent makes it the last child of the sibling before it.
 */
export function keyboardPlace(categories: readonly TreeNode[], id: string, move: TreeMove): TreePlace | null {
  const node = categories.find((c) => c.id === id);
  if (!node) return null;
  const siblings = childrenOf(categories, node.parentId);
  const index = siblings.findIndex((c) => c.id === id);
  switch (move) {
    case 'up':
      return index > 0 ? { parentId: node.parentId, position: index - 1 } : null;
    case 'down':
      return index < siblings.length - 1 ? { parentId: node.parentId, position: index + 1 } : null;
    case 'outdent': {
      if (node.parentId === null) return null;
      const parent = categories.find((c) => c.id === node.parentId);
      if (!parent) return null;
      const parentIndex = childrenOf(categories, parent.parentId).findIndex((c) => c.id === parent.id);
      return { parentId: parent.parentId, position: parentIndex + 1 };
    }
    case 'indent': {
      if (index <= 0) return null;
      const before = siblings[index - 1]!;
      return { parentId: before.id, position: childrenOf(categories, before.id).length };
    }
  }
}

/** Where a dropped category lands relative to the row it is dropped on. */
export type DropInstruction = 'before' | 'after' | 'inside';

/**
 * The place of a drop on `targetId`: before or after it among its siblings, or as its last child. Null when the drop
 * would change nothing or make a cycle (dropping a category on itself or inside its own branch).
 */
export function dropPlace(categories: readonly TreeNode[], id: string, targetId: string, instruction: DropInstruction): TreePlace | null {
  const target = categories.find((c) => c.id === targetId);
  const node = categories.find((c) => c.id === id);
  if (!target || !node || id === targetId) return null;
  if (wouldCycle(categories, id, instruction === 'inside' ? targetId : target.parentId)) return null;
  let place: TreePlace;
  if (instruction === 'inside') place = { parentId: targetId, position: childrenOf(categories, targetId).filter((c) => c.id !== id).length };
  else {
    const siblings = childrenOf(categories, target.parentId).filter((c) => c.id !== id);
    const index = siblings.findIndex((c) => c.id === targetId);
    place = { parentId: target.parentId, position: instruction === 'before' ? index : index + 1 };
  }
  const current = childrenOf(categories, node.parentId).findIndex((c) => c.id === id);
  return place.parentId === node.parentId && place.position === current ? null : place;
}

/** One visible row of the tree (WAI-ARIA tree: level, position in set, set size). */
export interface TreeRow<T> {
  category: T;
  /** From 1. */
  level: number;
  /** From 1 (aria-posinset). */
  posInSet: number;
  setSize: number;
  hasChildren: boolean;
  expanded: boolean;
}

/** The rows a reader sees: top-level categories and the children of expanded ones, depth first, in order. */
export function visibleRows<T extends TreeNode>(categories: readonly T[], expanded: ReadonlySet<string>): TreeRow<T>[] {
  const rows: TreeRow<T>[] = [];
  const seen = new Set<string>();
  const walk = (parentId: string | null, level: number) => {
    const children = childrenOf(categories, parentId);
    children.forEach((category, i) => {
      if (seen.has(category.id)) return;
      seen.add(category.id);
      const hasChildren = categories.some((c) => c.parentId === category.id);
      const open = hasChildren && expanded.has(category.id);
      rows.push({ category, level, posInSet: i + 1, setSize: children.length, hasChildren, expanded: open });
      if (open) walk(category.id, level + 1);
    });
  };
  walk(null, 1);
  return rows;
}

/** The names from the top down to a category (`Networking / Routers`), for pickers and messages. */
/**
 * The products of each category's whole branch (its own and its subcategories'), from each category's own count: a
 * parent category is never shown as empty while its subcategories hold products.
 */
export function branchCounts(categories: readonly TreeNode[], own: Readonly<Record<string, number>>): Record<string, number> {
  const totals: Record<string, number> = {};
  const total = (id: string, seen: Set<string>): number => {
    if (totals[id] !== undefined) return totals[id]!;
    if (seen.has(id)) return 0;
    seen.add(id);
    const sum = (own[id] ?? 0) + childrenOf(categories, id).reduce((n, child) => n + total(child.id, seen), 0);
    totals[id] = sum;
    return sum;
  };
  for (const category of categories) total(category.id, new Set());
  return totals;
}

export function categoryPath(categories: readonly TreeNode[], id: string): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  let current = categories.find((c) => c.id === id);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    names.unshift(current.name);
    current = current.parentId === null ? undefined : categories.find((c) => c.id === current!.parentId);
  }
  return names;
}

export const productCategoryListSpec: ListSpec<ProductCategory> = {
  searchFields: ['name', 'slug'],
  sortFields: ['name', 'position', 'createdAt', 'updatedAt'],
  filters: { parentId: { type: 'reference' } },
  defaultSort: 'name',
};
