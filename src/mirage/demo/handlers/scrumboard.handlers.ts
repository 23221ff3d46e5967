/** Scrumboard area (lazy chunk): boards, lists and cards ordered by position, board labels, members. */
import {
  boardLabelRows,
  boardRows,
  cardRows,
  listRows,
  memberRows,
  POSITION_STEP,
  type Board,
  type BoardLabel,
  type BoardRow,
  type BoardSummary,
  type Card,
  type CardRow,
  type List,
  type ListRow,
  type Member,
} from '../data/scrumboard';
import type { Handler } from '../endpoint';
import { badRequest } from '../../shared/http';
import { newId } from '../../shared/ids';
import { table, type MirageSchema } from '../../shared/store';
import { arrayOf, id, idOrObject, isoDate, nonEmptyStr, nullable, num, object, partial, record, str, type Check } from '../../shared/validate';

const members = (s: MirageSchema) => table<Member>(s, 'scrumboardMember');
const boards = (s: MirageSchema) => table<BoardRow>(s, 'scrumboardBoard');
const lists = (s: MirageSchema) => table<ListRow>(s, 'scrumboardList');
const cards = (s: MirageSchema) => table<CardRow>(s, 'scrumboardCard');
const labels = (s: MirageSchema) => table<BoardLabel>(s, 'scrumboardLabel');

export function seed(schema: MirageSchema): void {
  members(schema).seed(memberRows);
  boards(schema).seed(boardRows);
  lists(schema).seed(listRows);
  labels(schema).seed(boardLabelRows);
  cards(schema).seed(cardRows);
}

const byPosition = (a: { position: number }, b: { position: number }): number => a.position - b.position;
const nextPosition = (rows: readonly { position: number }[]): number => Math.max(0, ...rows.map((r) => r.position)) + POSITION_STEP;

const toCard = (schema: MirageSchema, { labelIds, ...rest }: CardRow): Card => ({ ...rest, labels: labels(schema).findMany(labelIds) });

const toList = (schema: MirageSchema, list: ListRow): List => ({
  ...list,
  cards: cards(schema)
    .where((c) => c.listId === list.id)
    .sort(byPosition)
    .map((c) => toCard(schema, c)),
});

const toSummary = (schema: MirageSchema, { memberIds, ...rest }: BoardRow): BoardSummary => ({
  ...rest,
  members: members(schema).findMany(memberIds),
});

const getBoard: Handler = ({ schema, req }) => {
  const board = boards(schema).find(req.param('id'));
  if (!board) return null;
  const result: Board = {
    ...toSummary(schema, board),
    lists: lists(schema)
      .where((l) => l.boardId === board.id)
      .sort(byPosition)
      .map((l) => toList(schema, l)),
    labels: labels(schema).where((l) => l.boardId === board.id),
  };
  return result;
};

// ---- lists

const knownBoard =
  (schema: MirageSchema): Check<string> =>
  (v, p) => {
    const boardId = id(v, p);
    if (!boards(schema).has(boardId)) throw badRequest(`${p}: unknown board id '${boardId}'`);
    return boardId;
  };

const createList: Handler = ({ schema, req }) => {
  const { list } = req.json(object({ list: record({ boardId: knownBoard(schema), title: nonEmptyStr }, { id: str, position: num, cards: arrayOf(() => null) }) }));
  const position = list.position ?? nextPosition(lists(schema).where((l) => l.boardId === list.boardId));
  return toList(schema, lists(schema).create({ id: newId(), boardId: list.boardId, position, title: list.title }));
};

const listPatch = record({ id }, { boardId: id, title: nonEmptyStr, position: num, cards: arrayOf(() => null) });
type ListPatch = ReturnType<typeof listPatch>;

/** Checks a list change against the stored list; lists cannot move between boards. */
function checkListPatch(schema: MirageSchema, patch: ListPatch): Partial<ListRow> {
  const existing = lists(schema).get(patch.id, 'List');
  if (patch.boardId !== undefined && patch.boardId !== existing.boardId) throw badRequest(`List '${patch.id}' cannot move to another board`);
  const changes: Partial<ListRow> = {};
  if (patch.title !== undefined) changes.title = patch.title;
  if (patch.position !== undefined) changes.position = patch.position;
  return changes;
}

const updateList: Handler = ({ schema, req }) => {
  const { list } = req.json(object({ list: listPatch }));
  const changes = checkListPatch(schema, list);
  return toList(schema, lists(schema).update(list.id, changes));
};

const updateLists: Handler = ({ schema, req }) => {
  const { lists: patches } = req.json(object({ lists: arrayOf(listPatch) }));
  const checked = patches.map((p) => [p.id, checkListPatch(schema, p)] as const);
  return checked.map(([listId, changes]) => toList(schema, lists(schema).update(listId, changes)));
};

/** Deleting a list deletes its cards (SPEC §4). */
const deleteList: Handler = ({ schema, req }) => {
  const list = lists(schema).find(req.param('id'));
  if (!list) return false;
  for (const card of cards(schema).where((c) => c.listId === list.id)) cards(schema).destroy(card.id);
  return lists(schema).destroy(list.id);
};

// ---- cards

const cardFields = {
  boardId: id,
  listId: id,
  position: num,
  title: nonEmptyStr,
  description: str,
  labels: arrayOf(idOrObject),
  dueDate: nullable(isoDate),
};
const cardPatch = partial({ id, ...cardFields });
type CardPatch = ReturnType<typeof cardPatch>;

/** Checks a card change: list and labels must exist on the card's board. Returns the row changes. */
function checkCard(schema: MirageSchema, existing: CardRow | null, card: CardPatch): Partial<CardRow> & { boardId: string; listId: string } {
  if (existing && card.id !== undefined && card.id !== existing.id) throw badRequest('card.id cannot change');
  const boardId = card.boardId ?? existing?.boardId;
  if (boardId === undefined) throw badRequest('card.boardId is required');
  if (!boards(schema).has(boardId)) throw badRequest(`card.boardId: unknown board id '${boardId}'`);
  if (existing && boardId !== existing.boardId) throw badRequest('A card cannot move to another board');
  const listId = card.listId ?? existing?.listId;
  if (listId === undefined) throw badRequest('card.listId is required');
  const list = lists(schema).find(listId);
  if (!list || list.boardId !== boardId) throw badRequest(`card.listId: unknown list id '${listId}' on board '${boardId}'`);
  const labelIds = card.labels === undefined ? undefined : [...new Set(card.labels)];
  const foreign = (labelIds ?? []).filter((l) => labels(schema).find(l)?.boardId !== boardId);
  if (foreign.length) throw badRequest(`card.labels: unknown label id(s) on board '${boardId}': ${foreign.join(', ')}`);
  const { id: _id, labels: _labels, ...fields } = card;
  const changes: Partial<CardRow> & { boardId: string; listId: string } = { ...fields, boardId, listId };
  if (labelIds) changes.labelIds = labelIds;
  // A card moved to another list without a position goes to its end.
  if (card.position === undefined && (!existing || existing.listId !== listId)) {
    changes.position = nextPosition(cards(schema).where((c) => c.listId === listId && c.id !== existing?.id));
  }
  return changes;
}

const createCard: Handler = ({ schema, req }) => {
  const { card } = req.json(object({ card: record({ boardId: id, listId: id, title: nonEmptyStr }, { id: str, position: num, description: str, labels: arrayOf(idOrObject), dueDate: nullable(isoDate) }) }));
  const { id: _clientId, ...fields } = card;
  const changes = checkCard(schema, null, fields);
  const row: CardRow = { id: newId(), position: 0, title: card.title, labelIds: [], dueDate: null, ...changes };
  return toCard(schema, cards(schema).create(row));
};

const updateCard: Handler = ({ schema, req }) => {
  const { id: cardId, card } = req.json(object({ id, card: cardPatch }));
  const existing = cards(schema).get(cardId, 'Card');
  return toCard(schema, cards(schema).update(existing.id, checkCard(schema, existing, card)));
};

const updateCards: Handler = ({ schema, req }) => {
  const { cards: patches } = req.json(object({ cards: arrayOf(record({ id }, cardFields)) }));
  const checked = patches.map((p) => {
    const existing = cards(schema).get(p.id, 'Card');
    return [existing.id, checkCard(schema, existing, p)] as const;
  });
  return checked.map(([cardId, changes]) => toCard(schema, cards(schema).update(cardId, changes)));
};

const deleteCard: Handler = ({ schema, req }) => {
  const cardId = req.param('id');
  return cardId ? cards(schema).destroy(cardId) : false;
};

/**
 * Each sent card's position becomes its index in the sent list (a sent listId moves it too); cards that are
 * not sent keep their position. (The template gave them -1.)
 */
const updatePositions: Handler = ({ schema, req }) => {
  const { cards: sent } = req.json(object({ cards: arrayOf(record({ id }, { ...cardFields, position: num })) }));
  const seen = new Set<string>();
  const checked = sent.map((card, index) => {
    if (seen.has(card.id)) throw badRequest(`Card '${card.id}' appears twice`);
    seen.add(card.id);
    const existing = cards(schema).get(card.id, 'Card');
    const { listId } = checkCard(schema, existing, { listId: card.listId ?? existing.listId, position: index });
    return [existing.id, { listId, position: index }] as const;
  });
  return checked.map(([cardId, changes]) => toCard(schema, cards(schema).update(cardId, changes)));
};

// ---- labels

const getLabels: Handler = ({ schema, req }) => {
  const boardId = req.param('boardId');
  return boardId ? labels(schema).where((l) => l.boardId === boardId) : [];
};

const createLabel: Handler = ({ schema, req }) => {
  const { label } = req.json(object({ label: record({ boardId: knownBoard(schema), title: nonEmptyStr }, { id: str }) }));
  return labels(schema).create({ id: newId(), boardId: label.boardId, title: label.title });
};

const updateLabel: Handler = ({ schema, req }) => {
  const { id: labelId, label } = req.json(object({ id, label: partial({ id, boardId: id, title: nonEmptyStr }) }));
  const existing = labels(schema).get(labelId, 'Label');
  if (label.id !== undefined && label.id !== existing.id) throw badRequest('label.id cannot change');
  if (label.boardId !== undefined && label.boardId !== existing.boardId) throw badRequest('A label cannot move to another board');
  return labels(schema).update(existing.id, label.title === undefined ? {} : { title: label.title });
};

/** The declared hasMany removes the label from its cards (the template crashed here). */
const deleteLabel: Handler = ({ schema, req }) => {
  const labelId = req.param('id');
  return labelId ? labels(schema).destroy(labelId) : false;
};

export const handlers = {
  getBoards: ({ schema }) =>
    boards(schema)
      .all()
      .map((b) => toSummary(schema, b)),
  getBoard,
  createList,
  updateList,
  updateLists,
  deleteList,
  createCard,
  updateCard,
  updateCards,
  deleteCard,
  updatePositions,
  getLabels,
  createLabel,
  updateLabel,
  deleteLabel,
} satisfies Record<string, Handler>;
