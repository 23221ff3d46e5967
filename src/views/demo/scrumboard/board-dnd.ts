/**
 * Drag and drop of the board's cards and lists with Pragmatic drag and drop (plain DOM, so it runs on Preact). A card is
 * draggable and a drop target (the pointer's half says before or after it); a list's card area takes a card at its end;
 * a list is draggable by its header and takes another list before or after it. The drop indicator is a data attribute
 * (no React state); the decision is the board machine's (`board.card.move`, `board.list.move`), which refuses a drop
 * that changes nothing. Every drag has its keyboard alternative (Alt + arrow keys, see board-keys.ts).
 */
import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { draggable, dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import type { BoardRef } from '../../../machines/demo/scrumboard/board.machine';

const CARD = 'scrumboard-card';
const LIST = 'scrumboard-list';

type Place = { listId: string; index: number };

const half = (element: HTMLElement, clientX: number, clientY: number, axis: 'x' | 'y'): 'before' | 'after' => {
  const rect = element.getBoundingClientRect();
  return axis === 'y' ? (clientY - rect.top < rect.height / 2 ? 'before' : 'after') : clientX - rect.left < rect.width / 2 ? 'before' : 'after';
};

/** Where a card dropped on card `index` of `listId` goes, when it comes from `from` (its own list's later slots shift up). */
export function cardDropIndex(from: Place, target: Place, edge: 'before' | 'after'): number {
  const raw = target.index + (edge === 'after' ? 1 : 0);
  return from.listId === target.listId && from.index < raw ? raw - 1 : raw;
}

export function bindCard(element: HTMLElement, place: Place & { cardId: string }, boardRef: BoardRef): () => void {
  const clear = () => delete element.dataset.drop;
  return combine(
    draggable({ element, getInitialData: () => ({ [CARD]: place.cardId, listId: place.listId, index: place.index }) }),
    dropTargetForElements({
      element,
      canDrop: ({ source }) => typeof source.data[CARD] === 'string',
      getData: ({ input }) => ({ edge: half(element, input.clientX, input.clientY, 'y') }),
      onDrag: ({ self, source }) => {
        element.dataset.drop = source.data[CARD] === place.cardId ? 'self' : String(self.data.edge);
      },
      onDragLeave: clear,
      onDrop: ({ self, source }) => {
        clear();
        const cardId = source.data[CARD] as string;
        if (cardId === place.cardId) return;
        const from = { listId: source.data.listId as string, index: source.data.index as number };
        boardRef.send({ type: 'board.card.move', cardId, toListId: place.listId, toIndex: cardDropIndex(from, place, self.data.edge as 'before' | 'after') });
      },
    }),
  );
}

/** A list's card area: a card dropped on it (not on a card) goes last. */
export function bindListBody(element: HTMLElement, listId: string, count: number, boardRef: BoardRef): () => void {
  const clear = () => delete element.dataset.drop;
  return dropTargetForElements({
    element,
    canDrop: ({ source }) => typeof source.data[CARD] === 'string',
    onDrag: ({ location }) => {
      // Only while the pointer is not over one of the cards (they show their own edge).
      element.dataset.drop = location.current.dropTargets[0]?.element === element ? 'end' : 'inside';
    },
    onDragLeave: clear,
    onDrop: ({ source, location }) => {
      clear();
      if (location.current.dropTargets[0]?.element !== element) return;
      const cardId = source.data[CARD] as string;
      const sameList = source.data.listId === listId;
      boardRef.send({ type: 'board.card.move', cardId, toListId: listId, toIndex: sameList ? count - 1 : count });
    },
  });
}

export function bindList(element: HTMLElement, handle: HTMLElement, place: { listId: string; index: number }, boardRef: BoardRef): () => void {
  const clear = () => delete element.dataset.drop;
  return combine(
    draggable({ element, dragHandle: handle, getInitialData: () => ({ [LIST]: place.listId, index: place.index }) }),
    dropTargetForElements({
      element,
      canDrop: ({ source }) => typeof source.data[LIST] === 'string',
      getData: ({ input }) => ({ edge: half(element, input.clientX, input.clientY, 'x') }),
      onDrag: ({ self, source }) => {
        element.dataset.drop = source.data[LIST] === place.listId ? 'self' : String(self.data.edge);
      },
      onDragLeave: clear,
      onDrop: ({ self, source }) => {
        clear();
        const listId = source.data[LIST] as string;
        if (listId === place.listId) return;
        const from = { listId: '', index: source.data.index as number };
        boardRef.send({ type: 'board.list.move', listId, toIndex: cardDropIndex(from, { listId: '', index: place.index }, self.data.edge as 'before' | 'after') });
      },
    }),
  );
}
