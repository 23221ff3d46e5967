// Issue 14, scrumboard: the board machine. Moves show at once and send SPEC §7's positions; a refused write puts the
// board back and says so; additions wait for the mock and keep what was typed when they fail; deletes ask first;
// keyboard steps are announced; generated paths keep the invariants on every reachable state.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { BoardWrite, BoardWriteResult } from '../../../src/machines/demo/scrumboard/board-write';
import { boardMachine, selectAnnouncement, selectDraft, selectNotice, type BoardEvent } from '../../../src/machines/demo/scrumboard/board.machine';
import type { Board } from '../../../src/machines/demo/scrumboard/scrumboard-api';
import { ApiError } from '../../../src/machines/effects/api-error';
import { doneEvent, errorEvent } from '../../support/path-events';
import { board, titles } from './fixtures';

const refused = new ApiError({ kind: 'http', code: 'badRequest', method: 'PATCH', url: '/api/apps/scrumboard/board/card/positions', status: 400 });

function start(options: { answer?: (write: BoardWrite) => Promise<BoardWriteResult>; confirm?: 'confirmed' | 'cancelled'; loaded?: Board | null } = {}) {
  const writes: BoardWrite[] = [];
  const machine = boardMachine.provide({
    actors: {
      loadBoard: fromPromise(async () => (options.loaded === undefined ? board() : options.loaded)),
      writeBoard: fromPromise(async ({ input }) => {
        writes.push(input);
        return options.answer ? options.answer(input) : { kind: 'none' as const };
      }),
      confirmAction: fromPromise(async () => options.confirm ?? 'confirmed') as never,
    },
    actions: { leaveDeletedCard: () => undefined },
  });
  const actor = createActor(machine, { input: { boardId: 'b1' } }).start();
  return { actor, writes };
}

const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches({ ready: 'idle' }));

describe('scrumboard board machine', () => {
  it('a dragged card shows in its new place at once and PATCH board/card/positions gets the target list in order', async () => {
    let release!: () => void;
    const { actor, writes } = start({ answer: () => new Promise((r) => (release = () => r({ kind: 'none' }))) });
    await idle(actor);
    actor.send({ type: 'board.card.move', cardId: 'a', toListId: 'done', toIndex: 0 });
    expect(actor.getSnapshot().matches({ ready: 'saving' })).toBe(true);
    expect(titles(actor.getSnapshot().context.board!)).toEqual({ todo: 'bc', done: 'ad' });
    expect(writes[0]).toEqual({ kind: 'cards.order', cards: [{ id: 'a', listId: 'done' }, { id: 'd', listId: 'done' }] });
    // One write at a time: another move waits for the answer.
    expect(actor.getSnapshot().can({ type: 'board.card.move', cardId: 'b', toListId: 'done', toIndex: 0 })).toBe(false);
    release();
    await idle(actor);
    expect(titles(actor.getSnapshot().context.board!)).toEqual({ todo: 'bc', done: 'ad' });
  });

  it('a refused move is undone and the notice says so', async () => {
    const { actor } = start({ answer: () => Promise.reject(refused) });
    await idle(actor);
    actor.send({ type: 'board.card.move', cardId: 'c', toListId: 'todo', toIndex: 0 });
    await idle(actor);
    expect(titles(actor.getSnapshot().context.board!)).toEqual({ todo: 'abc', done: 'd' });
    expect(selectNotice(actor.getSnapshot())?.id).toBe('demo.board.notice.undone');
    actor.send({ type: 'board.notice.dismiss' });
    expect(selectNotice(actor.getSnapshot())).toBeNull();
  });

  it('keyboard steps move and announce; at an edge nothing is sent and the edge is announced', async () => {
    const { actor, writes } = start();
    await idle(actor);
    actor.send({ type: 'board.card.step', cardId: 'c', direction: 'right' });
    await idle(actor);
    expect(titles(actor.getSnapshot().context.board!)).toEqual({ todo: 'ab', done: 'dc' });
    expect(selectAnnouncement(actor.getSnapshot())).toMatchObject({ id: 'demo.board.announce.cardMoved', values: { title: 'Card C', list: 'Done', position: 2, count: 2 } });
    actor.send({ type: 'board.card.step', cardId: 'c', direction: 'right' });
    expect(writes).toHaveLength(1);
    expect(selectAnnouncement(actor.getSnapshot())).toMatchObject({ id: 'demo.board.announce.cardAtEdge' });
    actor.send({ type: 'board.list.step', listId: 'done', direction: 'left' });
    await idle(actor);
    expect(actor.getSnapshot().context.board!.lists.map((l) => [l.id, l.position])).toEqual([
      ['done', 65536],
      ['todo', 131072],
    ]);
    expect(writes[1]).toEqual({ kind: 'lists.order', lists: [{ id: 'done', position: 65536 }, { id: 'todo', position: 131072 }] });
    expect(selectAnnouncement(actor.getSnapshot())).toMatchObject({ id: 'demo.board.announce.listMoved', values: { title: 'Done', position: 1, count: 2 } });
  });

  it('adding a card waits for the mock; on failure the typed title stays; on success it is cleared and the card appended', async () => {
    let fail = true;
    const { actor } = start({
      answer: async (w) => {
        if (fail) throw refused;
        if (w.kind !== 'card.add') throw new Error('unexpected');
        return { kind: 'card', card: { id: 'n', boardId: 'b1', listId: w.listId, position: 3, title: w.title, description: '', labels: [], dueDate: null } };
      },
    });
    await idle(actor);
    expect(actor.getSnapshot().can({ type: 'board.card.add', listId: 'todo' })).toBe(false);
    actor.send({ type: 'board.draft.change', key: 'card.new:todo', value: '  New card ' });
    actor.send({ type: 'board.card.add', listId: 'todo' });
    expect(titles(actor.getSnapshot().context.board!).todo).toBe('abc');
    await idle(actor);
    expect(selectNotice(actor.getSnapshot())?.id).toBe('demo.board.notice.notAdded');
    expect(selectDraft(actor.getSnapshot(), 'card.new:todo')).toBe('  New card ');
    fail = false;
    actor.send({ type: 'board.card.add', listId: 'todo' });
    await idle(actor);
    expect(titles(actor.getSnapshot().context.board!).todo).toBe('abcn');
    expect(actor.getSnapshot().context.board!.lists[0]!.cards[3]!.title).toBe('New card');
    expect(selectDraft(actor.getSnapshot(), 'card.new:todo')).toBe('');
  });

  it('deleting a list asks first: cancelled keeps it, confirmed removes it with its cards', async () => {
    const cancelled = start({ confirm: 'cancelled' });
    await idle(cancelled.actor);
    cancelled.actor.send({ type: 'board.list.delete', listId: 'todo' });
    await idle(cancelled.actor);
    expect(cancelled.writes).toEqual([]);
    expect(cancelled.actor.getSnapshot().context.board!.lists).toHaveLength(2);

    const confirmed = start({ confirm: 'confirmed' });
    await idle(confirmed.actor);
    confirmed.actor.send({ type: 'board.list.delete', listId: 'todo' });
    await idle(confirmed.actor);
    expect(confirmed.writes).toEqual([{ kind: 'list.delete', listId: 'todo', title: 'To do' }]);
    expect(titles(confirmed.actor.getSnapshot().context.board!)).toEqual({ done: 'd' });
  });

  it('the card dialog: save sends only what changed; labels toggle; the due date clears; a deleted label leaves its cards', async () => {
    const { actor, writes } = start({ answer: async () => ({ kind: 'none' }) });
    await idle(actor);
    expect(actor.getSnapshot().can({ type: 'board.card.save', cardId: 'a' })).toBe(false);
    actor.send({ type: 'board.draft.change', key: 'card.description:a', value: 'Details' });
    actor.send({ type: 'board.card.save', cardId: 'a' });
    await idle(actor);
    expect(writes.at(-1)).toEqual({ kind: 'card.update', cardId: 'a', changes: { description: 'Details' } });
    actor.send({ type: 'board.card.label.toggle', cardId: 'a', labelId: 'l2' });
    await idle(actor);
    expect(writes.at(-1)).toEqual({ kind: 'card.update', cardId: 'a', changes: { labels: ['l1', 'l2'] } });
    actor.send({ type: 'board.card.due.change', cardId: 'd', dueDate: null });
    await idle(actor);
    expect(actor.getSnapshot().context.board!.lists[1]!.cards[0]!.dueDate).toBeNull();
    actor.send({ type: 'board.label.delete', labelId: 'l1' });
    await idle(actor);
    expect(actor.getSnapshot().context.board!.lists.flatMap((l) => l.cards).some((c) => c.labels.includes('l1'))).toBe(false);
  });

  it('an unknown board is "missing", not an error', async () => {
    const { actor } = start({ loaded: null });
    await waitFor(actor, (s) => s.matches('missing'));
  });

  it('generated paths: every state is loading, failed, missing or ready; a board only when ready; a write in hand only while confirming or saving', () => {
    const events = [
      doneEvent('loadBoard', board()),
      doneEvent('loadBoard', null),
      errorEvent('loadBoard', new Error('bad')),
      { type: 'board.retry' },
      { type: 'board.card.move', cardId: 'a', toListId: 'done', toIndex: 0 },
      { type: 'board.card.step', cardId: 'a', direction: 'up' },
      { type: 'board.list.step', listId: 'todo', direction: 'right' },
      { type: 'board.card.delete', cardId: 'b' },
      doneEvent('confirmAction', 'cancelled'),
      doneEvent('writeBoard', { kind: 'none' }),
      errorEvent('writeBoard', refused),
    ] as BoardEvent[];
    const paths = getShortestPaths(boardMachine, { input: { boardId: 'b1' }, events: events as never });
    const states = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(states).toEqual(new Set(['"loading"', '"failed"', '"missing"', '{"ready":"idle"}', '{"ready":"saving"}', '{"ready":"confirming"}']));
    for (const { state } of paths) {
      if (state.matches('ready')) expect(state.context.board).not.toBeNull();
      if (state.matches({ ready: 'idle' })) expect(state.context.write).toBeNull();
      if (state.matches({ ready: 'saving' }) || state.matches({ ready: 'confirming' })) expect(state.context.write).not.toBeNull();
      const cards = state.context.board?.lists.flatMap((l) => l.cards.map((c) => c.id)).sort() ?? [];
      // Moves never lose or duplicate a card.
      if (state.context.board && !state.matches({ ready: 'saving' })) expect(['abcd', 'acd']).toContain(cards.join(''));
    }
  });
});
