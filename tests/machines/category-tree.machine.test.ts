// @vitest-environment node
/** The category tree machine: focus and expansion, keyboard moves and drops (optimistic, rolled back), edit, delete. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ProductCategory, TreePlace } from '../../src/domain/inventory-config';
import { apiError, seedTree } from './category-tree.fixtures';
import { categoryTreeMachine, selectRows } from '../../src/machines/sections/inventory-configuration/category-tree.machine';
import type { MoveInput, SaveInput } from '../../src/machines/sections/inventory-configuration/category-tree.setup';
import type { CategoryTree } from '../../src/machines/sections/inventory-configuration/inventory-config-api';

/** A service that answers what the test says, and records the moves it was asked for. */
function start(answers: { move?: (input: MoveInput) => Promise<CategoryTree>; save?: (input: SaveInput) => Promise<CategoryTree & { id: string }>; remove?: () => Promise<CategoryTree> } = {}) {
  const moves: { id: string; place: TreePlace }[] = [];
  const actor = createActor(
    categoryTreeMachine.provide({
      actors: {
        loadTree: fromPromise(async () => seedTree()),
        moveCategory: fromPromise<CategoryTree, MoveInput>(async ({ input }) => {
          moves.push({ id: input.category.id, place: input.place });
          return (answers.move ?? (async () => seedTree()))(input);
        }),
        saveCategory: fromPromise<CategoryTree & { id: string }, SaveInput>(async ({ input }) => (answers.save ?? (async () => ({ ...seedTree(), id: 'new' })))(input)),
        removeCategory: fromPromise<CategoryTree, ProductCategory>(async () => (answers.remove ?? (async () => seedTree()))()),
      },
    }),
  );
  actor.start();
  return { actor, moves };
}
const ids = (actor: ReturnType<typeof start>['actor']) => selectRows(actor.getSnapshot()).map((r) => r.category.id);

describe('category tree machine', () => {
  it('loads, focuses the first row, moves focus with arrows, expands and collapses like a WAI-ARIA tree', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.activeId).toBe('a');
    actor.send({ type: 'tree.next' });
    expect(actor.getSnapshot().context.activeId).toBe('b');
    actor.send({ type: 'tree.expand' });
    expect(ids(actor)).toEqual(['a', 'b', 'b1', 'b2', 'c']);
    actor.send({ type: 'tree.expand' });
    expect(actor.getSnapshot().context.activeId).toBe('b1');
    actor.send({ type: 'tree.collapse' });
    expect(actor.getSnapshot().context.activeId).toBe('b');
    actor.send({ type: 'tree.collapse' });
    expect(ids(actor)).toEqual(['a', 'b', 'c']);
    actor.send({ type: 'tree.last' });
    expect(actor.getSnapshot().context.activeId).toBe('c');
    actor.send({ type: 'tree.next' });
    expect(actor.getSnapshot().context.activeId).toBe('c');
  });

  it('a keyboard move is shown at once, sent as one request, and announced with its new place', async () => {
    let release: (tree: CategoryTree) => void = () => {};
    const { actor, moves } = start({ move: () => new Promise((resolve) => (release = resolve)) });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'tree.focus', id: 'c' });
    actor.send({ type: 'tree.move', move: 'indent' });
    expect(actor.getSnapshot().matches({ ready: 'moving' })).toBe(true);
    expect(moves).toEqual([{ id: 'c', place: { parentId: 'b', position: 2 } }]);
    expect(ids(actor)).toEqual(['a', 'b', 'b1', 'b2', 'c']);
    // Further moves wait for this one: one request per move.
    actor.send({ type: 'tree.move', move: 'outdent' });
    expect(moves).toHaveLength(1);
    const after = seedTree();
    after.categories = after.categories.map((k) => (k.id === 'c' ? { ...k, parentId: 'b', position: 2 } : k));
    release(after);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.announcement).toMatchObject({ kind: 'moved', name: 'C', parent: 'B', position: 3, size: 3 });
  });

  it('a refused move rolls back and says so; a stale one reads the tree again', async () => {
    const { actor } = start({ move: async () => Promise.reject(apiError('conflict', { status: 409 })) });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'tree.next' });
    actor.send({ type: 'tree.move', move: 'up' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    const { context } = actor.getSnapshot();
    expect(context.categories.find((k) => k.id === 'b')!.position).toBe(1);
    expect(context.failure).toEqual({ action: 'move', code: 'conflict' });
    expect(context.announcement).toMatchObject({ kind: 'moveFailed', name: 'B' });
  });

  it('a move that cannot happen is announced, not sent', async () => {
    const { actor, moves } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().can({ type: 'tree.move', move: 'up' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'tree.move', move: 'down' })).toBe(true);
    actor.send({ type: 'tree.move', move: 'up' });
    expect(moves).toEqual([]);
    actor.send({ type: 'tree.move.blocked', move: 'up' });
    expect(moves).toEqual([]);
    expect(actor.getSnapshot().context.announcement).toMatchObject({ kind: 'moveBlocked', move: 'up', name: 'A' });
  });

  it('drag and drop: a drop inside another category moves it there; a drop into its own branch is cancelled', async () => {
    const { actor, moves } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'tree.drag.start', id: 'b' });
    expect(actor.getSnapshot().context.dragId).toBe('b');
    actor.send({ type: 'tree.drop', targetId: 'b1', instruction: 'inside' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.announcement).toMatchObject({ kind: 'dragCancelled' });
    actor.send({ type: 'tree.drag.start', id: 'a' });
    actor.send({ type: 'tree.drop', targetId: 'c', instruction: 'inside' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(moves).toEqual([{ id: 'a', place: { parentId: 'c', position: 0 } }]);
    expect(actor.getSnapshot().context.dragId).toBeNull();
  });

  it('add keeps what was typed through a refusal and shows the field code; a save announces the new category', async () => {
    let fail = true;
    const { actor } = start({
      save: async (input) => {
        if (fail) throw apiError('invalid', { status: 422, problem: { errors: { name: ['not-unique'] } } });
        expect(input).toEqual({ mode: 'add', parentId: 'b', name: 'Nueva' });
        return { ...seedTree(), id: 'b3' };
      },
    });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'tree.add', parentId: 'b' });
    actor.send({ type: 'tree.edit.submit' });
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    actor.send({ type: 'tree.edit.change', value: ' Nueva ' });
    actor.send({ type: 'tree.edit.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }) && s.context.editor?.error !== null);
    expect(actor.getSnapshot().context.editor).toMatchObject({ name: ' Nueva ', error: 'not-unique' });
    fail = false;
    actor.send({ type: 'tree.edit.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.announcement).toMatchObject({ kind: 'created', name: 'Nueva', parent: 'B' });
    expect(actor.getSnapshot().context.expanded).toContain('b');
  });

  it('a delete refused as in use says how many products and subcategories', async () => {
    const { actor } = start({ remove: async () => Promise.reject(apiError('conflict', { status: 409, type: 'referenced' })) });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'tree.focus', id: 'b' });
    actor.send({ type: 'tree.delete' });
    expect(actor.getSnapshot().matches({ ready: 'confirmingDelete' })).toBe(true);
    actor.send({ type: 'tree.delete.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.failure).toEqual({ action: 'delete', code: 'inUse' });
    expect(actor.getSnapshot().context.announcement).toMatchObject({ kind: 'deleteRefused', name: 'B', products: 3, children: 2 });
  });
});
