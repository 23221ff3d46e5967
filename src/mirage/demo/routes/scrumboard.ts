/** Scrumboard endpoints (SPEC §7 "Scrumboard", §4, §9 position step). */
import { defineRoutes } from '../endpoint';

const base = '/api/apps/scrumboard';

export const scrumboardRoutes = defineRoutes('scrumboard', [
  { method: 'GET', path: `${base}/boards`, handler: 'getBoards', payload: '—', answer: 'Board[] with members resolved' },
  {
    method: 'GET', path: `${base}/board`, handler: 'getBoard', payload: 'query `id`',
    answer: 'the Board with members, lists by position (each with cards by position, labels resolved) and labels; null if unknown',
  },
  {
    method: 'POST', path: `${base}/board/list`, handler: 'createList', payload: '{list: {boardId, title, position?}}',
    answer: 'the new List (cards: []); position defaults to the last + 65536',
  },
  { method: 'PATCH', path: `${base}/board/list`, handler: 'updateList', payload: '{list: {id, title?, position?}}', answer: 'the updated List; 404 unknown id' },
  { method: 'PATCH', path: `${base}/board/lists`, handler: 'updateLists', payload: '{lists: [{id, title?, position?}]}', answer: 'the updated Lists (all or none)' },
  { method: 'DELETE', path: `${base}/board/list`, handler: 'deleteList', payload: 'query `id`', answer: 'true, and its cards are deleted; false for a missing or unknown id' },
  {
    method: 'PUT', path: `${base}/board/card`, handler: 'createCard',
    payload: '{card: {boardId, listId, title, description?, labels?, dueDate?, position?}}',
    answer: 'the new Card (labels resolved); position defaults to the last in the list + 65536',
  },
  {
    method: 'PATCH', path: `${base}/board/card`, handler: 'updateCard', payload: '{id, card: Partial<Card>}',
    answer: 'the updated Card; moving to another list without a position puts it last; 404 unknown id',
  },
  { method: 'PATCH', path: `${base}/board/cards`, handler: 'updateCards', payload: '{cards: [{id, ...Partial<Card>}]}', answer: 'the updated Cards (all or none)' },
  { method: 'DELETE', path: `${base}/board/card`, handler: 'deleteCard', payload: 'query `id`', answer: 'true; false for a missing or unknown id' },
  {
    method: 'PATCH', path: `${base}/board/card/positions`, handler: 'updatePositions', payload: '{cards: [{id, listId?}]}',
    answer: 'the sent Cards, each with position = its index in the sent list (and its sent listId); cards not sent keep theirs',
  },
  { method: 'GET', path: `${base}/board/labels`, handler: 'getLabels', payload: 'query `boardId`', answer: "the board's labels ([] if unknown)" },
  { method: 'PUT', path: `${base}/board/label`, handler: 'createLabel', payload: '{label: {boardId, title}}', answer: 'the new BoardLabel' },
  { method: 'PATCH', path: `${base}/board/label`, handler: 'updateLabel', payload: '{id, label: {title}}', answer: 'the updated BoardLabel; 404 unknown id' },
  {
    method: 'DELETE', path: `${base}/board/label`, handler: 'deleteLabel', payload: 'query `id`',
    answer: 'true, and the label is removed from its cards; false for a missing or unknown id',
  },
]);
