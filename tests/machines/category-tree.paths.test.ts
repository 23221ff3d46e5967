// @vitest-environment node
/** The category tree's generated paths: every state is reachable, and on every path the tree stays a numbered forest. */
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { childrenOf, descendantsOf } from '../../src/domain/inventory-config';
import { categoryTreeMachine } from '../../src/machines/sections/inventory-configuration/category-tree.machine';
import type { CategoryTreeEvent } from '../../src/machines/sections/inventory-configuration/category-tree.setup';
import { doneEvent, errorEvent } from '../support/path-events';
import { stateKeys } from '../support/state-keys';
import { apiError, seedTree } from './category-tree.fixtures';

const tree = seedTree();
const events = [
  { type: 'tree.next' },
  { type: 'tree.expand' },
  { type: 'tree.collapse' },
  { type: 'tree.move', move: 'up' },
  { type: 'tree.move', move: 'indent' },
  { type: 'tree.move.blocked', move: 'up' },
  { type: 'tree.drag.start', id: 'c' },
  { type: 'tree.drop', targetId: 'a', instruction: 'inside' },
  { type: 'tree.drag.cancel' },
  { type: 'tree.add', parentId: null },
  { type: 'tree.rename' },
  { type: 'tree.edit.change', value: 'Nueva' },
  { type: 'tree.edit.submit' },
  { type: 'tree.edit.cancel' },
  { type: 'tree.delete' },
  { type: 'tree.delete.confirm' },
  { type: 'tree.delete.cancel' },
  { type: 'tree.retry' },
  doneEvent('loadTree', tree),
  errorEvent('loadTree', apiError('offline')),
  doneEvent('moveCategory', tree),
  errorEvent('moveCategory', apiError('conflict', { status: 409 })),
  errorEvent('moveCategory', apiError('offline')),
  doneEvent('saveCategory', { ...tree, id: 'a' }),
  errorEvent('saveCategory', apiError('invalid', { status: 422, problem: { errors: { name: ['not-unique'] } } })),
  doneEvent('removeCategory', tree),
  errorEvent('removeCategory', apiError('conflict', { status: 409, type: 'referenced' })),
] as unknown as CategoryTreeEvent[];

// The announcement's counter and the expansion grow without bound; leave them out so the state space is finite.
const serializeState = (state: { value: unknown; context: object }) => {
  const { announcement, ...context } = state.context as { announcement: { kind: string } | null };
  return JSON.stringify({ value: state.value, context, kind: announcement?.kind ?? null });
};
const paths = getShortestPaths(categoryTreeMachine, { events, serializeState: serializeState as never });

describe('category tree machine: generated paths', () => {
  it('reaches every state of the chart', () => {
    const reached = new Set(paths.flatMap((p) => stateKeys(p.state.value)));
    expect([...reached].sort()).toEqual(
      ['failed', 'loading', 'ready.confirmingDelete', 'ready.deleting', 'ready.dragging', 'ready.editing', 'ready.idle', 'ready.moving', 'ready.refreshing', 'ready.saving'].sort(),
    );
  });

  it('on every path: positions 0..n-1 under each parent, no cycle, nothing pending outside a move, no drag outside dragging', () => {
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const { context, value } = path.state;
      const all = context.categories;
      for (const parent of [null, ...all.map((k) => k.id)]) expect(childrenOf(all, parent).map((k) => k.position)).toEqual(childrenOf(all, parent).map((_, i) => i));
      for (const k of all) expect(descendantsOf(all, k.id).has(k.id)).toBe(false);
      const leaf = stateKeys(value)[0]!;
      if (leaf !== 'ready.moving') expect(context.pending).toBeNull();
      if (leaf !== 'ready.dragging') expect(context.dragId).toBeNull();
      if (context.activeId !== null && all.length > 0) expect(all.some((k) => k.id === context.activeId)).toBe(true);
    }
  });

  it('a refused move always ends with the tree as it was before it', () => {
    const refused = paths.filter((p) => p.steps.some((s) => (s.event.type as string) === 'xstate.error.actor.moveCategory'));
    expect(refused.length).toBeGreaterThan(0);
    for (const path of refused) {
      const i = path.steps.findIndex((s) => (s.event.type as string) === 'xstate.error.actor.moveCategory');
      const before = path.steps.slice(0, i).reverse().find((s) => s.state.matches({ ready: 'idle' }));
      if (before) expect(path.steps[i]!.state.context.categories).toEqual(before.state.context.categories);
    }
  });
});
