/**
 * The category tree's types, guards and actions (the chart is category-tree.machine.ts). The tree operations are the
 * domain's (src/domain/inventory-config.ts), so the screen computes a move exactly as the service will.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  categoryPath,
  childrenOf,
  dropPlace,
  keyboardPlace,
  placeCategory,
  visibleRows,
  type DropInstruction,
  type ProductCategory,
  type TreeMove,
  type TreePlace,
} from '../../../domain/inventory-config';
import { isApiError } from '../../effects/api-error';
import type { CategoryTree, CategoryUsage } from './inventory-config-api';

/** What the live region says after something happened (the view words it in the user's language). */
export type TreeAnnouncement =
  | { seq: number; kind: 'moved'; name: string; parent: string | null; position: number; size: number }
  | { seq: number; kind: 'moveFailed' | 'dragStarted' | 'dragCancelled' | 'renamed' | 'deleted'; name: string }
  | { seq: number; kind: 'moveBlocked'; name: string; move: TreeMove }
  | { seq: number; kind: 'created'; name: string; parent: string | null }
  | { seq: number; kind: 'deleteRefused'; name: string; products: number; children: number };

type AnnouncementInput = TreeAnnouncement extends infer A ? (A extends { seq: number } ? Omit<A, 'seq'> : never) : never;

/** Why the last change did not happen: an error code of the request layer, or the 409 of a category in use. */
export interface TreeFailure {
  action: 'load' | 'move' | 'save' | 'delete';
  code: string;
}

/** The add or rename box: what is typed is kept through a refused save. */
export type TreeEditor =
  | { mode: 'add'; parentId: string | null; name: string; error: string | null }
  | { mode: 'rename'; id: string; name: string; error: string | null };

export interface PendingMove {
  id: string;
  place: TreePlace;
  /** The tree before the optimistic move: the rollback of a refused one. */
  before: ProductCategory[];
}

export interface CategoryTreeContext {
  categories: ProductCategory[];
  usage: Record<string, CategoryUsage>;
  expanded: string[];
  /** The focused and selected row (roving tabindex); null before the tree has rows. */
  activeId: string | null;
  dragId: string | null;
  pending: PendingMove | null;
  editor: TreeEditor | null;
  /** The category a delete asks about. */
  deleteId: string | null;
  failure: TreeFailure | null;
  announcement: TreeAnnouncement | null;
}

export type CategoryTreeEvent =
  | { type: 'tree.focus'; id: string }
  | { type: 'tree.next' }
  | { type: 'tree.prev' }
  | { type: 'tree.first' }
  | { type: 'tree.last' }
  | { type: 'tree.expand' }
  | { type: 'tree.collapse' }
  | { type: 'tree.toggle'; id: string }
  | { type: 'tree.move'; move: TreeMove }
  | { type: 'tree.move.blocked'; move: TreeMove }
  | { type: 'tree.drag.start'; id: string }
  | { type: 'tree.drag.cancel' }
  | { type: 'tree.drop'; targetId: string; instruction: DropInstruction }
  | { type: 'tree.add'; parentId: string | null }
  | { type: 'tree.rename' }
  | { type: 'tree.edit.change'; value: string }
  | { type: 'tree.edit.submit' }
  | { type: 'tree.edit.cancel' }
  | { type: 'tree.delete' }
  | { type: 'tree.delete.confirm' }
  | { type: 'tree.delete.cancel' }
  | { type: 'tree.failure.dismiss' }
  | { type: 'tree.retry' };

export interface MoveInput {
  category: ProductCategory;
  place: TreePlace;
}
export type SaveInput = { mode: 'add'; parentId: string | null; name: string } | { mode: 'rename'; category: ProductCategory; name: string };

const codeOf = (error: unknown): string => (isApiError(error) ? (error.status === 409 && error.type === 'referenced' ? 'inUse' : error.code) : 'server');
/** A 422's first code of a field (`name`, `parentId`), else the request's error code. */
const fieldCodeOf = (error: unknown, field: string): string => (isApiError(error) && error.problem?.errors?.[field]?.[0]) || codeOf(error);

const nameOf = (c: CategoryTreeContext, id: string | null) => c.categories.find((k) => k.id === id)?.name ?? '';
const rowsOf = (c: CategoryTreeContext) => visibleRows(c.categories, new Set(c.expanded));
const ancestorsOf = (c: readonly ProductCategory[], id: string | null): string[] => {
  const out: string[] = [];
  let current = c.find((k) => k.id === id);
  while (current && current.parentId !== null && !out.includes(current.parentId)) {
    out.push(current.parentId);
    current = c.find((k) => k.id === current!.parentId);
  }
  return out;
};
const withExpanded = (expanded: readonly string[], ids: readonly (string | null)[]) => [...new Set([...expanded, ...ids.filter((i): i is string => i !== null)])];
const announce = (c: CategoryTreeContext, a: AnnouncementInput): TreeAnnouncement => ({ ...a, seq: (c.announcement?.seq ?? 0) + 1 }) as TreeAnnouncement;

/** The visible row `offset` rows from the active one (clamped). */
const stepFocus = (c: CategoryTreeContext, to: 'next' | 'prev' | 'first' | 'last'): string | null => {
  const rows = rowsOf(c);
  if (rows.length === 0) return null;
  const index = rows.findIndex((r) => r.category.id === c.activeId);
  const target = to === 'first' ? 0 : to === 'last' ? rows.length - 1 : Math.max(0, Math.min(rows.length - 1, index + (to === 'next' ? 1 : -1)));
  return rows[target]!.category.id;
};

const hasChildren = (c: CategoryTreeContext, id: string | null) => id !== null && c.categories.some((k) => k.parentId === id);

export const categoryTreeSetup = setup({
  types: {} as { context: CategoryTreeContext; events: CategoryTreeEvent },
  actors: {
    loadTree: fromPromise<CategoryTree, void>(async () => {
      throw new Error('loadTree is provided by the section');
    }),
    moveCategory: fromPromise<CategoryTree, MoveInput>(async () => {
      throw new Error('moveCategory is provided by the section');
    }),
    saveCategory: fromPromise<CategoryTree & { id: string }, SaveInput>(async () => {
      throw new Error('saveCategory is provided by the section');
    }),
    removeCategory: fromPromise<CategoryTree, ProductCategory>(async () => {
      throw new Error('removeCategory is provided by the section');
    }),
  },
  guards: {
    canMove: ({ context }, params: { move: TreeMove }) => context.activeId !== null && keyboardPlace(context.categories, context.activeId, params.move) !== null,
    canDrop: ({ context }, params: { targetId: string; instruction: DropInstruction }) =>
      context.dragId !== null && dropPlace(context.categories, context.dragId, params.targetId, params.instruction) !== null,
    hasActive: ({ context }) => context.activeId !== null,
    isKnown: ({ context }, params: { id: string }) => context.categories.some((k) => k.id === params.id),
    canExpand: ({ context }) => hasChildren(context, context.activeId) && !context.expanded.includes(context.activeId!),
    isExpanded: ({ context }) => context.activeId !== null && context.expanded.includes(context.activeId),
    hasParent: ({ context }) => context.categories.find((k) => k.id === context.activeId)?.parentId != null,
    hasName: ({ context }) => (context.editor?.name.trim() ?? '') !== '',
    isConflict: (_, params: { error: unknown }) => isApiError(params.error) && params.error.code === 'conflict',
  },
  actions: {
    setTree: assign(({ context }, params: { tree: CategoryTree }) => {
      const { categories, usage } = params.tree;
      const activeId = categories.some((k) => k.id === context.activeId) ? context.activeId : (childrenOf(categories, null)[0]?.id ?? null);
      return { categories, usage, activeId, expanded: context.expanded.filter((id) => categories.some((k) => k.id === id)) };
    }),
    setFailure: assign((_, params: { action: TreeFailure['action']; error: unknown }) => ({ failure: { action: params.action, code: codeOf(params.error) } })),
    clearFailure: assign({ failure: null }),
    focus: assign((_, params: { id: string | null }) => (params.id === null ? {} : { activeId: params.id })),
    focusStep: assign(({ context }, params: { to: 'next' | 'prev' | 'first' | 'last' }) => ({ activeId: stepFocus(context, params.to) ?? context.activeId })),
    expandActive: assign(({ context }) => ({ expanded: withExpanded(context.expanded, [context.activeId]) })),
    collapseActive: assign(({ context }) => ({ expanded: context.expanded.filter((id) => id !== context.activeId) })),
    focusFirstChild: assign(({ context }) => ({ activeId: childrenOf(context.categories, context.activeId)[0]?.id ?? context.activeId })),
    focusParent: assign(({ context }) => ({ activeId: context.categories.find((k) => k.id === context.activeId)?.parentId ?? context.activeId })),
    toggle: assign(({ context }, params: { id: string }) => ({
      activeId: params.id,
      expanded: context.expanded.includes(params.id) ? context.expanded.filter((id) => id !== params.id) : [...context.expanded, params.id],
    })),
    startDrag: assign(({ context }, params: { id: string }) => ({
      dragId: params.id,
      activeId: params.id,
      announcement: announce(context, { kind: 'dragStarted', name: nameOf(context, params.id) }),
    })),
    cancelDrag: assign(({ context }) => ({ dragId: null, announcement: announce(context, { kind: 'dragCancelled', name: nameOf(context, context.dragId) }) })),
    clearDrag: assign({ dragId: null }),
    /** The move shown at once (renumbered as the service will); `before` is kept for a rollback. */
    applyMove: assign(({ context }, params: { id: string; place: TreePlace | null }) => {
      if (params.place === null) return {};
      const changes = placeCategory(context.categories, params.id, params.place);
      const categories = context.categories.map((k) => {
        const change = changes.find((ch) => ch.id === k.id);
        return change ? { ...k, parentId: change.parentId, position: change.position } : k;
      });
      return {
        pending: { id: params.id, place: params.place, before: context.categories },
        categories,
        activeId: params.id,
        failure: null,
        expanded: withExpanded(context.expanded, [params.place.parentId, ...ancestorsOf(categories, params.id)]),
      };
    }),
    announceMoved: assign(({ context }) => {
      const p = context.pending;
      if (!p) return {};
      const size = childrenOf(context.categories, p.place.parentId).length;
      const position = childrenOf(context.categories, p.place.parentId).findIndex((k) => k.id === p.id) + 1;
      return { announcement: announce(context, { kind: 'moved', name: nameOf(context, p.id), parent: p.place.parentId === null ? null : categoryPath(context.categories, p.place.parentId).join(' / '), position, size }), pending: null };
    }),
    rollbackMove: assign(({ context }) => {
      const p = context.pending;
      if (!p) return {};
      return { categories: p.before, pending: null, announcement: announce({ ...context, categories: p.before }, { kind: 'moveFailed', name: nameOf({ ...context, categories: p.before }, p.id) }) };
    }),
    announceBlocked: assign(({ context }, params: { move: TreeMove }) => ({ announcement: announce(context, { kind: 'moveBlocked', name: nameOf(context, context.activeId), move: params.move }) })),
    openAdd: assign((_, params: { parentId: string | null }) => ({ editor: { mode: 'add' as const, parentId: params.parentId, name: '', error: null }, failure: null })),
    openRename: assign(({ context }) => ({ editor: { mode: 'rename' as const, id: context.activeId!, name: nameOf(context, context.activeId), error: null }, failure: null })),
    setEditorName: assign(({ context }, params: { value: string }) => (context.editor ? { editor: { ...context.editor, name: params.value, error: null } } : {})),
    setEditorError: assign(({ context }, params: { error: unknown }) => (context.editor ? { editor: { ...context.editor, error: fieldCodeOf(params.error, 'name') } } : {})),
    closeEditor: assign({ editor: null }),
    announceSaved: assign(({ context }, params: { id: string }) => {
      const editor = context.editor;
      if (!editor) return {};
      const name = editor.name.trim();
      if (editor.mode === 'rename') return { editor: null, announcement: announce(context, { kind: 'renamed', name }) };
      const parent = editor.parentId === null ? null : categoryPath(context.categories, editor.parentId).join(' / ');
      return { editor: null, activeId: params.id, expanded: withExpanded(context.expanded, [editor.parentId]), announcement: announce(context, { kind: 'created', name, parent }) };
    }),
    askDelete: assign(({ context }) => ({ deleteId: context.activeId, failure: null })),
    clearDelete: assign({ deleteId: null }),
    announceDeleted: assign(({ context }) => ({ announcement: announce(context, { kind: 'deleted', name: nameOf(context, context.deleteId) }) })),
    refuseDelete: assign(({ context }, params: { error: unknown }) => {
      const id = context.deleteId;
      const usage = (id && context.usage[id]) || { products: 0, children: 0 };
      const code = codeOf(params.error);
      return {
        failure: { action: 'delete' as const, code },
        ...(code === 'inUse' ? { announcement: announce(context, { kind: 'deleteRefused', name: nameOf(context, id), products: usage.products, children: usage.children }) } : {}),
      };
    }),
  },
});

export type { CategoryUsage };
