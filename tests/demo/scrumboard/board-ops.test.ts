// Issue 14, scrumboard: the pure changes the screen shows before the mock answers, and the positions they send
// (SPEC §4 card moves change listId and position; §7 positions = index in the sent list; §9 lists step by 65536).
import { describe, expect, it } from 'vitest';
import { cardStep, dueState, listStep, moveCard, moveList, removeLabel, removeList } from '../../../src/machines/demo/scrumboard/board-ops';
import { board, titles } from './fixtures';

describe('scrumboard board ops', () => {
  it('moves a card within its list and sends the list in its new order (position = index)', () => {
    const moved = moveCard(board(), 'c', 'todo', 0)!;
    expect(titles(moved.board)).toEqual({ todo: 'cab', done: 'd' });
    expect(moved.sent).toEqual([
      { id: 'c', listId: 'todo' },
      { id: 'a', listId: 'todo' },
      { id: 'b', listId: 'todo' },
    ]);
    expect(moved.board.lists[0]!.cards.map((c) => c.position)).toEqual([0, 1, 2]);
  });

  it('moves a card across lists: its listId changes, the target list is sent, the source keeps its order', () => {
    const moved = moveCard(board(), 'b', 'done', 1)!;
    expect(titles(moved.board)).toEqual({ todo: 'ac', done: 'db' });
    expect(moved.board.lists[1]!.cards[1]).toMatchObject({ id: 'b', listId: 'done', position: 1 });
    expect(moved.sent).toEqual([
      { id: 'd', listId: 'done' },
      { id: 'b', listId: 'done' },
    ]);
  });

  it('a move to where the card is, or of an unknown card or list, is no move; an index past the end clamps', () => {
    expect(moveCard(board(), 'a', 'todo', 0)).toBeNull();
    expect(moveCard(board(), 'x', 'todo', 0)).toBeNull();
    expect(moveCard(board(), 'a', 'nope', 0)).toBeNull();
    expect(titles(moveCard(board(), 'a', 'todo', 99)!.board).todo).toBe('bca');
  });

  it('keyboard steps: up/down inside the list, left/right to the neighbour list at the same height; none past an edge', () => {
    const b = board();
    expect(cardStep(b, 'b', 'up')).toEqual({ toListId: 'todo', toIndex: 0 });
    expect(cardStep(b, 'b', 'down')).toEqual({ toListId: 'todo', toIndex: 2 });
    expect(cardStep(b, 'a', 'up')).toBeNull();
    expect(cardStep(b, 'c', 'down')).toBeNull();
    expect(cardStep(b, 'c', 'right')).toEqual({ toListId: 'done', toIndex: 1 });
    expect(cardStep(b, 'a', 'left')).toBeNull();
    expect(cardStep(b, 'd', 'right')).toBeNull();
    expect(cardStep(b, 'd', 'left')).toEqual({ toListId: 'todo', toIndex: 0 });
  });

  it('moves a list: every list gets (index + 1) × 65536 and all are sent', () => {
    const moved = moveList(board(), 'done', 0)!;
    expect(moved.board.lists.map((l) => l.id)).toEqual(['done', 'todo']);
    expect(moved.sent).toEqual([
      { id: 'done', position: 65536 },
      { id: 'todo', position: 131072 },
    ]);
    expect(moveList(board(), 'todo', 0)).toBeNull();
    expect(listStep(board(), 'todo', 'left')).toBeNull();
    expect(listStep(board(), 'todo', 'right')).toBe(1);
  });

  it('deleting a list takes its cards; deleting a label takes it off every card', () => {
    expect(removeList(board(), 'todo').lists.flatMap((l) => l.cards.map((c) => c.id))).toEqual(['d']);
    const b = removeLabel(board(), 'l1');
    expect(b.labels.map((l) => l.id)).toEqual(['l2']);
    expect(b.lists.flatMap((l) => l.cards).filter((c) => c.labels.includes('l1'))).toEqual([]);
  });

  it('due dates: overdue before today, soon within three days, later after; none without a date', () => {
    expect(dueState('2024-07-01T12:00:00.000Z', '2024-07-02')).toBe('overdue');
    expect(dueState('2024-07-01T12:00:00.000Z', '2024-07-01')).toBe('soon');
    expect(dueState('2024-07-04T12:00:00.000Z', '2024-07-01')).toBe('soon');
    expect(dueState('2024-07-05T12:00:00.000Z', '2024-07-01')).toBe('later');
    expect(dueState(null, '2024-07-01')).toBeNull();
  });
});
