/**
 * The scrumboard's calls (SPEC §7 "Scrumboard") and the strict readers of their answers. Lists and cards come back in
 * position order; the screen keeps that order and sends positions by SPEC §4/§9: lists step by 65536, a card move
 * sends the target list's cards in their new order to PATCH board/card/positions (position = index, listId = target).
 */
import { apiRequest } from '../../effects/api-client';
import { arr, bool, id, isoInstant, nullable, num, obj, optionalPicture, str } from '../read-answer';

export const SCRUMBOARD_API = '/api/apps/scrumboard';
/** Lists' positions step by this (SPEC §9). */
export const POSITION_STEP = 65536;
export const MAX_TITLE = 200;
export const MAX_DESCRIPTION = 5000;
/** The most cards or lists one answer may carry when the reader names no smaller limit. */
const MAX_ENTRIES = 2000;

export interface Member {
  id: string;
  name: string;
  avatar: string | null;
}
export interface BoardLabel {
  id: string;
  boardId: string;
  title: string;
}
export interface Card {
  id: string;
  boardId: string;
  listId: string;
  position: number;
  title: string;
  description: string;
  labels: string[];
  dueDate: string | null;
}
export interface List {
  id: string;
  boardId: string;
  position: number;
  title: string;
  cards: Card[];
}
export interface BoardSummary {
  id: string;
  title: string;
  description: string;
  icon: string;
  lastActivity: string | null;
  members: Member[];
}
export interface Board extends BoardSummary {
  lists: List[];
  labels: BoardLabel[];
}

export function readMember(raw: unknown, path: string): Member {
  const o = obj(raw, path);
  return { id: id(o.id, `${path}.id`), name: str(o.name, `${path}.name`, 200), avatar: optionalPicture(o.avatar, `${path}.avatar`) };
}

export function readLabel(raw: unknown, path: string): BoardLabel {
  const o = obj(raw, path);
  return { id: id(o.id, `${path}.id`), boardId: id(o.boardId, `${path}.boardId`), title: str(o.title, `${path}.title`, MAX_TITLE) };
}

/** A card; its labels come resolved ({id, title}) or as ids, and are kept as ids. */
export function readCard(raw: unknown, path: string): Card {
  const o = obj(raw, path);
  return {
    id: id(o.id, `${path}.id`),
    boardId: id(o.boardId, `${path}.boardId`),
    listId: id(o.listId, `${path}.listId`),
    position: num(o.position, `${path}.position`),
    title: str(o.title, `${path}.title`, MAX_TITLE),
    description: o.description === undefined || o.description === null ? '' : str(o.description, `${path}.description`, MAX_DESCRIPTION),
    labels: arr(o.labels, `${path}.labels`, (l, p) => (typeof l === 'string' ? id(l, p) : id(obj(l, p).id, `${p}.id`)), 100),
    dueDate: o.dueDate === undefined ? null : nullable(isoInstant)(o.dueDate, `${path}.dueDate`),
  };
}

export function readList(raw: unknown, path: string): List {
  const o = obj(raw, path);
  const listId = id(o.id, `${path}.id`);
  const cards = arr(o.cards ?? [], `${path}.cards`, readCard, MAX_ENTRIES);
  for (const [i, c] of cards.entries()) if (c.listId !== listId) throw new TypeError(`${path}.cards[${i}].listId must be the list's id`);
  return { id: listId, boardId: id(o.boardId, `${path}.boardId`), position: num(o.position, `${path}.position`), title: str(o.title, `${path}.title`, MAX_TITLE), cards };
}

export function readSummary(raw: unknown, path: string): BoardSummary {
  const o = obj(raw, path);
  return {
    id: id(o.id, `${path}.id`),
    title: str(o.title, `${path}.title`, MAX_TITLE),
    description: o.description == null ? '' : str(o.description, `${path}.description`, 1000),
    icon: o.icon == null ? '' : str(o.icon, `${path}.icon`, 100),
    lastActivity: o.lastActivity == null ? null : isoInstant(o.lastActivity, `${path}.lastActivity`),
    members: arr(o.members ?? [], `${path}.members`, readMember, 200),
  };
}

const unique = <T extends { id: string }>(rows: readonly T[], path: string): void => {
  const seen = new Set<string>();
  for (const r of rows) {
    if (seen.has(r.id)) throw new TypeError(`${path} holds the id '${r.id}' twice`);
    seen.add(r.id);
  }
};

export function readBoards(raw: unknown): BoardSummary[] {
  const boards = arr(raw, 'boards', readSummary, 500);
  unique(boards, 'boards');
  return boards;
}

/** A board; null (SPEC §7: a missing id yields an empty result) means there is no such board. */
export function readBoard(raw: unknown): Board | null {
  if (raw === null) return null;
  const summary = readSummary(raw, 'board');
  const o = obj(raw, 'board');
  const lists = arr(o.lists, 'board.lists', readList, 200).sort((a, b) => a.position - b.position);
  const labels = arr(o.labels, 'board.labels', readLabel, 200);
  unique(lists, 'board.lists');
  unique(lists.flatMap((l) => l.cards), 'board.cards');
  unique(labels, 'board.labels');
  for (const l of lists) l.cards.sort((a, b) => a.position - b.position);
  return { ...summary, lists, labels };
}

const readTrue = (raw: unknown): true => {
  if (!bool(raw, 'answer')) throw new TypeError('answer must be true');
  return true;
};

const url = (path: string) => `${SCRUMBOARD_API}${path}`;

export const fetchBoards = (signal?: AbortSignal) => apiRequest({ method: 'GET', url: url('/boards'), signal, parse: readBoards });
export const fetchBoard = (boardId: string, signal?: AbortSignal) => apiRequest({ method: 'GET', url: url('/board'), query: { id: boardId }, signal, parse: readBoard });

export const postList = (list: { boardId: string; title: string }) => apiRequest({ method: 'POST', url: url('/board/list'), body: { list }, parse: (r) => readList(r, 'list') });
export const patchList = (list: { id: string; title: string }) => apiRequest({ method: 'PATCH', url: url('/board/list'), body: { list }, parse: (r) => readList(r, 'list') });
export const patchLists = (lists: { id: string; position: number }[]) =>
  apiRequest({ method: 'PATCH', url: url('/board/lists'), body: { lists }, parse: (r) => arr(r, 'lists', readList, MAX_ENTRIES) });
export const deleteList = (listId: string) => apiRequest({ method: 'DELETE', url: url('/board/list'), query: { id: listId }, parse: readTrue });

export const putCard = (card: { boardId: string; listId: string; title: string }) => apiRequest({ method: 'PUT', url: url('/board/card'), body: { card }, parse: (r) => readCard(r, 'card') });
export type CardChanges = Partial<Pick<Card, 'title' | 'description' | 'labels' | 'dueDate'>>;
export const patchCard = (cardId: string, card: CardChanges) => apiRequest({ method: 'PATCH', url: url('/board/card'), body: { id: cardId, card }, parse: (r) => readCard(r, 'card') });
export const deleteCard = (cardId: string) => apiRequest({ method: 'DELETE', url: url('/board/card'), query: { id: cardId }, parse: readTrue });
/** SPEC §7: each sent card's position becomes its index in the sent list, and its listId the sent one. */
export const patchPositions = (cards: { id: string; listId: string }[]) =>
  apiRequest({ method: 'PATCH', url: url('/board/card/positions'), body: { cards }, parse: (r) => arr(r, 'cards', readCard, MAX_ENTRIES) });

export const putLabel = (label: { boardId: string; title: string }) => apiRequest({ method: 'PUT', url: url('/board/label'), body: { label }, parse: (r) => readLabel(r, 'label') });
export const patchLabel = (labelId: string, title: string) =>
  apiRequest({ method: 'PATCH', url: url('/board/label'), body: { id: labelId, label: { title } }, parse: (r) => readLabel(r, 'label') });
export const deleteLabel = (labelId: string) => apiRequest({ method: 'DELETE', url: url('/board/label'), query: { id: labelId }, parse: readTrue });
