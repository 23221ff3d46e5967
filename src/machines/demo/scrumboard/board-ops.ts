/**
 * The scrumboard's pure changes (issue 14): each takes a board and answers the board after the change, the way the
 * mock will store it (SPEC §4, §7, §9), so the screen can show it before the answer and put the old board back if the
 * write fails. No Mirage, no UI.
 */
import { POSITION_STEP, type Board, type BoardLabel, type Card, type List } from './scrumboard-api';

export type CardDirection = 'up' | 'down' | 'left' | 'right';
export type ListDirection = 'left' | 'right';

const clamp = (n: number, min: number, max: number) => Math.max(min, Math.min(max, n));

export function findCard(board: Board, cardId: string): { list: List; index: number; card: Card } | null {
  for (const list of board.lists) {
    const index = list.cards.findIndex((c) => c.id === cardId);
    if (index >= 0) return { list, index, card: list.cards[index]! };
  }
  return null;
}

/**
 * Moves a card to `toIndex` of `toListId` (clamped to the list). Answers the new board and what PATCH
 * board/card/positions gets: the target list's cards in their new order, each with the target listId; every card of
 * that list gets its index as position (the mock does the same); cards of other lists keep theirs.
 */
export function moveCard(board: Board, cardId: string, toListId: string, toIndex: number): { board: Board; sent: { id: string; listId: string }[] } | null {
  const from = findCard(board, cardId);
  const target = board.lists.find((l) => l.id === toListId);
  if (!from || !target) return null;
  const without = target.cards.filter((c) => c.id !== cardId);
  const index = clamp(toIndex, 0, without.length);
  if (from.list.id === toListId && index === from.index) return null;
  const ordered = [...without.slice(0, index), { ...from.card, listId: toListId }, ...without.slice(index)].map((c, i) => ({ ...c, position: i }));
  const lists = board.lists.map((l) => {
    if (l.id === toListId) return { ...l, cards: ordered };
    if (l.id === from.list.id) return { ...l, cards: l.cards.filter((c) => c.id !== cardId) };
    return l;
  });
  return { board: { ...board, lists }, sent: ordered.map((c) => ({ id: c.id, listId: toListId })) };
}

/** Where a keyboard step takes a card: up/down in its list, left/right to the neighbouring list at the same height. */
export function cardStep(board: Board, cardId: string, direction: CardDirection): { toListId: string; toIndex: number } | null {
  const from = findCard(board, cardId);
  if (!from) return null;
  const listIndex = board.lists.indexOf(from.list);
  if (direction === 'up') return from.index > 0 ? { toListId: from.list.id, toIndex: from.index - 1 } : null;
  if (direction === 'down') return from.index < from.list.cards.length - 1 ? { toListId: from.list.id, toIndex: from.index + 1 } : null;
  const next = board.lists[listIndex + (direction === 'left' ? -1 : 1)];
  return next ? { toListId: next.id, toIndex: Math.min(from.index, next.cards.length) } : null;
}

/** Moves a list to `toIndex`; every list gets position (index + 1) × 65536, and all are sent to PATCH board/lists. */
export function moveList(board: Board, listId: string, toIndex: number): { board: Board; sent: { id: string; position: number }[] } | null {
  const from = board.lists.findIndex((l) => l.id === listId);
  if (from < 0) return null;
  const rest = board.lists.filter((l) => l.id !== listId);
  const index = clamp(toIndex, 0, rest.length);
  if (index === from) return null;
  const lists = [...rest.slice(0, index), board.lists[from]!, ...rest.slice(index)].map((l, i) => ({ ...l, position: (i + 1) * POSITION_STEP }));
  return { board: { ...board, lists }, sent: lists.map((l) => ({ id: l.id, position: l.position })) };
}

export function listStep(board: Board, listId: string, direction: ListDirection): number | null {
  const from = board.lists.findIndex((l) => l.id === listId);
  if (from < 0) return null;
  const to = from + (direction === 'left' ? -1 : 1);
  return to >= 0 && to < board.lists.length ? to : null;
}

export const addList = (board: Board, list: List): Board => ({ ...board, lists: [...board.lists.filter((l) => l.id !== list.id), list] });
export const renameList = (board: Board, listId: string, title: string): Board => ({ ...board, lists: board.lists.map((l) => (l.id === listId ? { ...l, title } : l)) });
/** Deleting a list deletes its cards (SPEC §4). */
export const removeList = (board: Board, listId: string): Board => ({ ...board, lists: board.lists.filter((l) => l.id !== listId) });

export const addCard = (board: Board, card: Card): Board => ({
  ...board,
  lists: board.lists.map((l) => (l.id === card.listId ? { ...l, cards: [...l.cards.filter((c) => c.id !== card.id), card] } : l)),
});
export const updateCard = (board: Board, cardId: string, changes: Partial<Card>): Board => ({
  ...board,
  lists: board.lists.map((l) => ({ ...l, cards: l.cards.map((c) => (c.id === cardId ? { ...c, ...changes, id: c.id, listId: c.listId } : c)) })),
});
export const removeCard = (board: Board, cardId: string): Board => ({ ...board, lists: board.lists.map((l) => ({ ...l, cards: l.cards.filter((c) => c.id !== cardId) })) });

export const addLabel = (board: Board, label: BoardLabel): Board => ({ ...board, labels: [...board.labels.filter((l) => l.id !== label.id), label] });
export const renameLabel = (board: Board, labelId: string, title: string): Board => ({ ...board, labels: board.labels.map((l) => (l.id === labelId ? { ...l, title } : l)) });
/** Deleting a label removes it from the cards that carry it. */
export const removeLabel = (board: Board, labelId: string): Board => ({
  ...board,
  labels: board.labels.filter((l) => l.id !== labelId),
  lists: board.lists.map((l) => ({ ...l, cards: l.cards.map((c) => (c.labels.includes(labelId) ? { ...c, labels: c.labels.filter((x) => x !== labelId) } : c)) })),
});

/** A due date's state on `today` (YYYY-MM-DD, the viewer's day): overdue before today, soon within 3 days. */
export function dueState(dueDate: string | null, today: string): 'overdue' | 'soon' | 'later' | null {
  if (dueDate === null) return null;
  const due = dueDate.slice(0, 10);
  if (due < today) return 'overdue';
  const days = (Date.parse(`${due}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return days <= 3 ? 'soon' : 'later';
}
