/**
 * The product category tree (/admin/inventory-configuration/categories): focus and expansion (WAI-ARIA tree), moves by
 * keyboard or by drag and drop (shown at once, one request each, rolled back when refused), add a child, rename,
 * delete (refused with the reason when the category is in use). Every change is announced (`announcement`).
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { dropPlace, keyboardPlace, visibleRows } from '../../../domain/inventory-config';
import { categoryTreeSetup } from './category-tree.setup';

export const categoryTreeMachine = categoryTreeSetup.createMachine({
  id: 'categoryTree',
  initial: 'loading',
  context: {
    categories: [],
    usage: {},
    expanded: [],
    activeId: null,
    dragId: null,
    pending: null,
    editor: null,
    deleteId: null,
    failure: null,
    announcement: null,
  },
  states: {
    loading: {
      invoke: {
        id: 'loadTree',
        src: 'loadTree',
        onDone: { target: 'ready', actions: [{ type: 'setTree', params: ({ event }) => ({ tree: event.output }) }, 'clearFailure'] },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ action: 'load', error: event.error }) } },
      },
    },
    failed: { on: { 'tree.retry': { target: 'loading' } } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'tree.focus': { guard: { type: 'isKnown', params: ({ event }) => ({ id: event.id }) }, actions: { type: 'focus', params: ({ event }) => ({ id: event.id }) } },
            'tree.next': { actions: { type: 'focusStep', params: { to: 'next' } } },
            'tree.prev': { actions: { type: 'focusStep', params: { to: 'prev' } } },
            'tree.first': { actions: { type: 'focusStep', params: { to: 'first' } } },
            'tree.last': { actions: { type: 'focusStep', params: { to: 'last' } } },
            'tree.expand': [{ guard: 'canExpand', actions: 'expandActive' }, { guard: 'isExpanded', actions: 'focusFirstChild' }],
            'tree.collapse': [{ guard: 'isExpanded', actions: 'collapseActive' }, { guard: 'hasParent', actions: 'focusParent' }],
            'tree.toggle': { guard: { type: 'isKnown', params: ({ event }) => ({ id: event.id }) }, actions: { type: 'toggle', params: ({ event }) => ({ id: event.id }) } },
            'tree.move': [
              {
                guard: { type: 'canMove', params: ({ event }) => ({ move: event.move }) },
                target: 'moving',
                actions: { type: 'applyMove', params: ({ context, event }) => ({ id: context.activeId!, place: keyboardPlace(context.categories, context.activeId!, event.move) }) },
              },
            ],
            // The keyboard's Alt+Arrow where the move cannot go (`tree.move` is not offered): say why instead of nothing.
            'tree.move.blocked': { guard: 'hasActive', actions: { type: 'announceBlocked', params: ({ event }) => ({ move: event.move }) } },
            'tree.drag.start': { guard: { type: 'isKnown', params: ({ event }) => ({ id: event.id }) }, target: 'dragging', actions: { type: 'startDrag', params: ({ event }) => ({ id: event.id }) } },
            'tree.add': { target: 'editing', actions: { type: 'openAdd', params: ({ event }) => ({ parentId: event.parentId }) } },
            'tree.rename': { guard: 'hasActive', target: 'editing', actions: 'openRename' },
            'tree.delete': { guard: 'hasActive', target: 'confirmingDelete', actions: 'askDelete' },
            'tree.failure.dismiss': { actions: 'clearFailure' },
          },
        },
        dragging: {
          on: {
            'tree.drop': [
              {
                guard: { type: 'canDrop', params: ({ event }) => ({ targetId: event.targetId, instruction: event.instruction }) },
                target: 'moving',
                actions: [
                  { type: 'applyMove', params: ({ context, event }) => ({ id: context.dragId!, place: dropPlace(context.categories, context.dragId!, event.targetId, event.instruction) }) },
                  'clearDrag',
                ],
              },
              { target: 'idle', actions: 'cancelDrag' },
            ],
            'tree.drag.cancel': { target: 'idle', actions: 'cancelDrag' },
          },
        },
        moving: {
          tags: ['busy'],
          invoke: {
            id: 'moveCategory',
            src: 'moveCategory',
            input: ({ context }) => ({ category: context.pending!.before.find((k) => k.id === context.pending!.id)!, place: context.pending!.place }),
            onDone: { target: 'idle', actions: [{ type: 'setTree', params: ({ event }) => ({ tree: event.output }) }, 'announceMoved'] },
            onError: [
              // A stale version: someone else changed the tree; show theirs, so the next move starts from it.
              { guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) }, target: 'refreshing', actions: ['rollbackMove', { type: 'setFailure', params: ({ event }) => ({ action: 'move', error: event.error }) }] },
              { target: 'idle', actions: ['rollbackMove', { type: 'setFailure', params: ({ event }) => ({ action: 'move', error: event.error }) }] },
            ],
          },
        },
        refreshing: {
          tags: ['busy'],
          invoke: {
            id: 'loadTree',
            src: 'loadTree',
            onDone: { target: 'idle', actions: { type: 'setTree', params: ({ event }) => ({ tree: event.output }) } },
            onError: { target: 'idle' },
          },
        },
        editing: {
          on: {
            'tree.edit.change': { actions: { type: 'setEditorName', params: ({ event }) => ({ value: event.value }) } },
            'tree.edit.submit': { guard: 'hasName', target: 'saving' },
            'tree.edit.cancel': { target: 'idle', actions: 'closeEditor' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveCategory',
            src: 'saveCategory',
            input: ({ context }) => {
              const editor = context.editor!;
              return editor.mode === 'add'
                ? { mode: 'add' as const, parentId: editor.parentId, name: editor.name.trim() }
                : { mode: 'rename' as const, category: context.categories.find((k) => k.id === editor.id)!, name: editor.name.trim() };
            },
            onDone: { target: 'idle', actions: [{ type: 'setTree', params: ({ event }) => ({ tree: event.output }) }, { type: 'announceSaved', params: ({ event }) => ({ id: event.output.id }) }] },
            onError: { target: 'editing', actions: { type: 'setEditorError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        confirmingDelete: {
          on: {
            'tree.delete.confirm': { target: 'deleting' },
            'tree.delete.cancel': { target: 'idle', actions: 'clearDelete' },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'removeCategory',
            src: 'removeCategory',
            input: ({ context }) => context.categories.find((k) => k.id === context.deleteId)!,
            onDone: { target: 'idle', actions: ['announceDeleted', { type: 'setTree', params: ({ event }) => ({ tree: event.output }) }, 'clearDelete'] },
            onError: { target: 'idle', actions: [{ type: 'refuseDelete', params: ({ event }) => ({ error: event.error }) }, 'clearDelete'] },
          },
        },
      },
    },
  },
});

export type CategoryTreeRef = ActorRefFrom<typeof categoryTreeMachine>;
type Snapshot = SnapshotFrom<typeof categoryTreeMachine>;

export const selectRows = (s: Snapshot) => visibleRows(s.context.categories, new Set(s.context.expanded));
export const selectActiveId = (s: Snapshot) => s.context.activeId;
export const selectDragId = (s: Snapshot) => s.context.dragId;
export const selectUsage = (s: Snapshot) => s.context.usage;
export const selectEditor = (s: Snapshot) => (s.matches({ ready: 'editing' }) || s.matches({ ready: 'saving' }) ? s.context.editor : null);
export const selectDeleteId = (s: Snapshot) => (s.matches({ ready: 'confirmingDelete' }) || s.matches({ ready: 'deleting' }) ? s.context.deleteId : null);
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectAnnouncement = (s: Snapshot) => s.context.announcement;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectHasFailed = (s: Snapshot) => s.matches('failed');
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectCategories = (s: Snapshot) => s.context.categories;
export const selectPendingId = (s: Snapshot) => (s.matches({ ready: 'moving' }) ? (s.context.pending?.id ?? null) : null);
