/**
 * One write of the scrumboard (issue 14) as data: the board machine prepares it (and shows its effect at once when it
 * is a change of something that exists), `writeBoard` sends it, and its answer is reconciled into the board.
 */
import { fromPromise } from 'xstate';
import {
  deleteCard,
  deleteLabel,
  deleteList,
  patchCard,
  patchLabel,
  patchList,
  patchLists,
  patchPositions,
  postList,
  putCard,
  putLabel,
  type BoardLabel,
  type Card,
  type CardChanges,
  type List,
} from './scrumboard-api';

export type BoardWrite =
  | { kind: 'list.add'; boardId: string; title: string }
  | { kind: 'list.rename'; listId: string; title: string }
  | { kind: 'list.delete'; listId: string; title: string }
  | { kind: 'lists.order'; lists: { id: string; position: number }[] }
  | { kind: 'card.add'; boardId: string; listId: string; title: string }
  | { kind: 'card.update'; cardId: string; changes: CardChanges }
  | { kind: 'card.delete'; cardId: string; title: string }
  | { kind: 'cards.order'; cards: { id: string; listId: string }[] }
  | { kind: 'label.add'; boardId: string; title: string }
  | { kind: 'label.rename'; labelId: string; title: string }
  | { kind: 'label.delete'; labelId: string; title: string };

export type BoardWriteResult =
  | { kind: 'list'; list: List }
  | { kind: 'card'; card: Card }
  | { kind: 'label'; label: BoardLabel }
  | { kind: 'none' };

export async function sendBoardWrite(write: BoardWrite): Promise<BoardWriteResult> {
  switch (write.kind) {
    case 'list.add':
      return { kind: 'list', list: await postList({ boardId: write.boardId, title: write.title }) };
    case 'list.rename':
      await patchList({ id: write.listId, title: write.title });
      return { kind: 'none' };
    case 'list.delete':
      await deleteList(write.listId);
      return { kind: 'none' };
    case 'lists.order':
      await patchLists(write.lists);
      return { kind: 'none' };
    case 'card.add':
      return { kind: 'card', card: await putCard({ boardId: write.boardId, listId: write.listId, title: write.title }) };
    case 'card.update':
      return { kind: 'card', card: await patchCard(write.cardId, write.changes) };
    case 'card.delete':
      await deleteCard(write.cardId);
      return { kind: 'none' };
    case 'cards.order':
      await patchPositions(write.cards);
      return { kind: 'none' };
    case 'label.add':
      return { kind: 'label', label: await putLabel({ boardId: write.boardId, title: write.title }) };
    case 'label.rename':
      await patchLabel(write.labelId, write.title);
      return { kind: 'none' };
    case 'label.delete':
      await deleteLabel(write.labelId);
      return { kind: 'none' };
  }
}

export const writeBoard = fromPromise<BoardWriteResult, BoardWrite>(({ input }) => sendBoardWrite(input));
