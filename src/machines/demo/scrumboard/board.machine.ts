/**
 * A scrumboard board (/apps/scrumboard/{boardId}, issue 14): loads the board, then takes one write at a time. A change
 * of something that exists (rename, move, labels, due date, delete) shows at once and is put back if the mock refuses
 * it; an addition waits for the mock's id, keeping what was typed if it fails. Deleting a list, a card or a label asks
 * first (the shell's confirmation dialog). Keyboard moves (`*.step`) are the alternative to dragging and are announced.
 */
import type { MessageDescriptor } from '@lingui/core';
import { assign, enqueueActions, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { confirmAction } from '../../confirm-action.machine';
import { isApiError } from '../../effects/api-error';
import { navActor } from '../../system';
import * as ops from './board-ops';
import { boardMessages as m, withValues } from './board-messages';
import { writeBoard, type BoardWrite, type BoardWriteResult } from './board-write';
import { fetchBoard, MAX_DESCRIPTION, MAX_TITLE, type Board, type CardChanges } from './scrumboard-api';

export type BoardFailure = 'offline' | 'malformed' | 'failed';

export interface BoardContext {
  boardId: string;
  board: Board | null;
  failure: BoardFailure | null;
  /** The write being confirmed or sent. */
  write: BoardWrite | null;
  /** The board before an optimistic change, put back if the write fails. */
  rollback: Board | null;
  notice: MessageDescriptor | null;
  announcement: MessageDescriptor | null;
  /** What is typed, by field key: `list.new`, `list:<id>`, `card.new:<listId>`, `card.title:<id>`, `card.description:<id>`, `label.new`, `label:<id>`. */
  drafts: Record<string, string>;
  /** The inline editor open (a draft key), if any. */
  editing: string | null;
  labelsOpen: boolean;
}

export type BoardEvent =
  | { type: 'board.retry' }
  | { type: 'board.draft.change'; key: string; value: string }
  | { type: 'board.edit.start'; key: string }
  | { type: 'board.edit.cancel' }
  | { type: 'board.list.add' }
  | { type: 'board.list.rename'; listId: string }
  | { type: 'board.list.delete'; listId: string }
  | { type: 'board.list.move'; listId: string; toIndex: number }
  | { type: 'board.list.step'; listId: string; direction: ops.ListDirection }
  | { type: 'board.card.add'; listId: string }
  | { type: 'board.card.move'; cardId: string; toListId: string; toIndex: number }
  | { type: 'board.card.step'; cardId: string; direction: ops.CardDirection }
  | { type: 'board.card.save'; cardId: string }
  | { type: 'board.card.label.toggle'; cardId: string; labelId: string }
  | { type: 'board.card.due.change'; cardId: string; dueDate: string | null }
  | { type: 'board.card.delete'; cardId: string }
  | { type: 'board.label.add' }
  | { type: 'board.label.rename'; labelId: string }
  | { type: 'board.label.delete'; labelId: string }
  | { type: 'board.labels.open' }
  | { type: 'board.labels.close' }
  | { type: 'board.notice.dismiss' };

export const loadBoard = fromPromise<Board | null, { boardId: string }>(({ input, signal }) => fetchBoard(input.boardId, signal));

const failureOf = (error: unknown): BoardFailure => {
  const code = isApiError(error) ? error.code : null;
  return code === 'offline' ? 'offline' : code === 'malformed' ? 'malformed' : 'failed';
};

const draft = (context: BoardContext, key: string) => (context.drafts[key] ?? '').trim();
const without = (drafts: Record<string, string>, ...keys: string[]) => Object.fromEntries(Object.entries(drafts).filter(([k]) => !keys.includes(k)));

/** The board after a write's change, when it can show before the answer; null for an addition (it waits). */
function optimistic(board: Board, write: BoardWrite): Board | null {
  switch (write.kind) {
    case 'list.rename':
      return ops.renameList(board, write.listId, write.title);
    case 'list.delete':
      return ops.removeList(board, write.listId);
    case 'card.update':
      return ops.updateCard(board, write.cardId, write.changes);
    case 'card.delete':
      return ops.removeCard(board, write.cardId);
    case 'label.rename':
      return ops.renameLabel(board, write.labelId, write.title);
    case 'label.delete':
      return ops.removeLabel(board, write.labelId);
    default:
      return null;
  }
}

function reconcile(board: Board, result: BoardWriteResult): Board {
  switch (result.kind) {
    case 'list':
      return ops.addList(board, result.list);
    case 'card':
      return ops.findCard(board, result.card.id) ? ops.updateCard(board, result.card.id, result.card) : ops.addCard(board, result.card);
    case 'label':
      return ops.addLabel(board, result.label);
    case 'none':
      return board;
  }
}

/** The drafts an answered write no longer needs. */
function settledDrafts(write: BoardWrite): string[] {
  switch (write.kind) {
    case 'list.add':
      return ['list.new'];
    case 'list.rename':
      return [`list:${write.listId}`];
    case 'card.add':
      return [`card.new:${write.listId}`];
    case 'card.update':
      return [`card.title:${write.cardId}`, `card.description:${write.cardId}`];
    case 'label.add':
      return ['label.new'];
    case 'label.rename':
      return [`label:${write.labelId}`];
    default:
      return [];
  }
}

/** A user's title inside the question, which the dialog reads as HTML: as text. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The question asked before a delete. */
function question(board: Board, write: BoardWrite) {
  const confirm = { label: m.delete, color: 'warn' as const };
  if (write.kind === 'list.delete') {
    const count = board.lists.find((l) => l.id === write.listId)?.cards.length ?? 0;
    return { title: withValues(m.deleteListTitle, { title: escapeHtml(write.title) }), message: withValues(m.deleteListMessage, { count }), actions: { confirm } };
  }
  if (write.kind === 'label.delete') {
    const count = board.lists.flatMap((l) => l.cards).filter((c) => c.labels.includes(write.labelId)).length;
    return { title: withValues(m.deleteLabelTitle, { title: escapeHtml(write.title) }), message: withValues(m.deleteLabelMessage, { count }), actions: { confirm } };
  }
  const title = write.kind === 'card.delete' ? write.title : '';
  return { title: withValues(m.deleteCardTitle, { title: escapeHtml(title) }), message: m.cannotUndo, actions: { confirm } };
}

export const boardMachine = setup({
  types: {} as { context: BoardContext; events: BoardEvent; input: { boardId: string } },
  actors: { loadBoard, writeBoard, confirmAction: confirmAction({ icon: { name: 'trash', color: 'warn' }, dismissible: true }) },
  guards: {
    isReady: ({ context }) => context.board !== null,
    hasDraft: ({ context }, params: { key: string }) => draft(context, params.key) !== '',
    /** A rename: something typed, and not the name it has. */
    isRenamed: ({ context }, params: { key: string; stored: string | undefined }) => params.stored !== undefined && draft(context, params.key) !== '' && draft(context, params.key) !== params.stored,
    hasList: ({ context }, params: { listId: string }) => context.board?.lists.some((l) => l.id === params.listId) ?? false,
    hasCard: ({ context }, params: { cardId: string }) => (context.board ? ops.findCard(context.board, params.cardId) !== null : false),
    hasLabel: ({ context }, params: { labelId: string }) => context.board?.labels.some((l) => l.id === params.labelId) ?? false,
    canMoveCard: ({ context }, params: { cardId: string; toListId: string; toIndex: number }) =>
      context.board !== null && ops.moveCard(context.board, params.cardId, params.toListId, params.toIndex) !== null,
    canStepCard: ({ context }, params: { cardId: string; direction: ops.CardDirection }) =>
      context.board !== null && ops.cardStep(context.board, params.cardId, params.direction) !== null,
    canMoveList: ({ context }, params: { listId: string; toIndex: number }) => context.board !== null && ops.moveList(context.board, params.listId, params.toIndex) !== null,
    canStepList: ({ context }, params: { listId: string; direction: ops.ListDirection }) =>
      context.board !== null && ops.listStep(context.board, params.listId, params.direction) !== null,
    isCardChanged: ({ context }, params: { cardId: string }) => {
      const found = context.board ? ops.findCard(context.board, params.cardId) : null;
      if (!found) return false;
      const title = context.drafts[`card.title:${params.cardId}`];
      const description = context.drafts[`card.description:${params.cardId}`];
      return (title !== undefined && title.trim() !== '' && title.trim() !== found.card.title) || (description !== undefined && description !== found.card.description);
    },
    isConfirmed: (_, params: { result: string }) => params.result === 'confirmed',
  },
  actions: {
    setBoard: assign((_, params: { board: Board | null }) => ({ board: params.board, failure: null })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    setDraft: assign(({ context }, params: { key: string; value: string }) => ({
      drafts: { ...context.drafts, [params.key]: params.value.slice(0, params.key.startsWith('card.description') ? MAX_DESCRIPTION : MAX_TITLE) },
    })),
    startEdit: assign((_, params: { key: string }) => ({ editing: params.key })),
    cancelEdit: assign(({ context }) => ({ editing: null, drafts: context.editing ? without(context.drafts, context.editing) : context.drafts })),
    /** Puts a write in hand; a change of something that exists shows at once. */
    prepare: assign(({ context }, params: { write: BoardWrite }) => {
      const shown = context.board ? optimistic(context.board, params.write) : null;
      return { write: params.write, rollback: context.board, notice: null, ...(shown ? { board: shown } : {}) };
    }),
    /** A move: shown at once, announced; `write` holds what the mock gets. */
    prepareCardMove: assign(({ context }, params: { cardId: string; toListId: string; toIndex: number }) => {
      const moved = ops.moveCard(context.board!, params.cardId, params.toListId, params.toIndex)!;
      const found = ops.findCard(moved.board, params.cardId)!;
      const announcement = withValues(m.cardMoved, { title: found.card.title, list: found.list.title, position: found.index + 1, count: found.list.cards.length });
      return { rollback: context.board, board: moved.board, write: { kind: 'cards.order', cards: moved.sent } as BoardWrite, announcement, notice: null };
    }),
    prepareListMove: assign(({ context }, params: { listId: string; toIndex: number }) => {
      const moved = ops.moveList(context.board!, params.listId, params.toIndex)!;
      const index = moved.board.lists.findIndex((l) => l.id === params.listId);
      const announcement = withValues(m.listMoved, { title: moved.board.lists[index]!.title, position: index + 1, count: moved.board.lists.length });
      return { rollback: context.board, board: moved.board, write: { kind: 'lists.order', lists: moved.sent } as BoardWrite, announcement, notice: null };
    }),
    announce: assign((_, params: { message: MessageDescriptor }) => ({ announcement: params.message })),
    settle: assign(({ context }, params: { result: BoardWriteResult }) => {
      const write = context.write;
      return {
        board: context.board ? reconcile(context.board, params.result) : null,
        drafts: write ? without(context.drafts, ...settledDrafts(write)) : context.drafts,
        // A rename's editor closes; an add's stays open for the next one.
        editing: (write?.kind === 'list.rename' || write?.kind === 'label.rename') && settledDrafts(write).includes(context.editing ?? '') ? null : context.editing,
        write: null,
        rollback: null,
      };
    }),
    undo: assign(({ context }, params: { error: unknown }) => {
      const offline = isApiError(params.error) && params.error.code === 'offline';
      const added = context.write?.kind === 'list.add' || context.write?.kind === 'card.add' || context.write?.kind === 'label.add';
      return { board: context.rollback ?? context.board, write: null, rollback: null, notice: offline ? m.offline : added ? m.notAdded : m.undone, announcement: null };
    }),
    drop: assign({ write: null, rollback: null }),
    dismissNotice: assign({ notice: null }),
    /** A deleted card's dialog address is left for the board's. */
    leaveDeletedCard: sendTo(({ system }) => navActor(system), ({ context }) => ({ type: 'nav.navigate' as const, to: `/apps/scrumboard/${encodeURIComponent(context.boardId)}`, replace: true })),
    setLabelsOpen: assign((_, params: { open: boolean }) => ({ labelsOpen: params.open, editing: null })),
  },
}).createMachine({
  id: 'scrumboardBoard',
  context: ({ input }) => ({
    boardId: input.boardId,
    board: null,
    failure: null,
    write: null,
    rollback: null,
    notice: null,
    announcement: null,
    drafts: {},
    editing: null,
    labelsOpen: false,
  }),
  initial: 'loading',
  on: {
    'board.draft.change': { actions: { type: 'setDraft', params: ({ event }) => ({ key: event.key, value: event.value }) } },
    'board.edit.start': { actions: { type: 'startEdit', params: ({ event }) => ({ key: event.key }) } },
    'board.edit.cancel': { actions: 'cancelEdit' },
    'board.notice.dismiss': { actions: 'dismissNotice' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadBoard',
        src: 'loadBoard',
        input: ({ context }) => ({ boardId: context.boardId }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'missing', actions: { type: 'setBoard', params: { board: null } } },
          { target: 'ready', actions: { type: 'setBoard', params: ({ event }) => ({ board: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'board.retry': { target: 'loading' } } },
    missing: {},
    ready: {
      initial: 'idle',
      on: {
        'board.labels.open': { actions: { type: 'setLabelsOpen', params: { open: true } } },
        'board.labels.close': { actions: { type: 'setLabelsOpen', params: { open: false } } },
      },
      states: {
        idle: {
          on: {
            'board.list.add': {
              guard: { type: 'hasDraft', params: { key: 'list.new' } },
              target: 'saving',
              actions: { type: 'prepare', params: ({ context }) => ({ write: { kind: 'list.add', boardId: context.boardId, title: draft(context, 'list.new') } }) },
            },
            'board.list.rename': {
              guard: { type: 'isRenamed', params: ({ context, event }) => ({ key: `list:${event.listId}`, stored: context.board?.lists.find((l) => l.id === event.listId)?.title }) },
              target: 'saving',
              actions: { type: 'prepare', params: ({ context, event }) => ({ write: { kind: 'list.rename', listId: event.listId, title: draft(context, `list:${event.listId}`) } }) },
            },
            'board.list.delete': {
              guard: { type: 'hasList', params: ({ event }) => ({ listId: event.listId }) },
              target: 'confirming',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const title = context.board!.lists.find((l) => l.id === event.listId)!.title;
                enqueue.assign({ write: { kind: 'list.delete', listId: event.listId, title } });
              }),
            },
            'board.list.move': {
              guard: { type: 'canMoveList', params: ({ event }) => ({ listId: event.listId, toIndex: event.toIndex }) },
              target: 'saving',
              actions: { type: 'prepareListMove', params: ({ event }) => ({ listId: event.listId, toIndex: event.toIndex }) },
            },
            'board.list.step': [
              {
                guard: { type: 'canStepList', params: ({ event }) => ({ listId: event.listId, direction: event.direction }) },
                target: 'saving',
                actions: {
                  type: 'prepareListMove',
                  params: ({ context, event }) => ({ listId: event.listId, toIndex: ops.listStep(context.board!, event.listId, event.direction)! }),
                },
              },
              {
                guard: { type: 'hasList', params: ({ event }) => ({ listId: event.listId }) },
                actions: {
                  type: 'announce',
                  params: ({ context, event }) => ({ message: withValues(m.listAtEdge, { title: context.board!.lists.find((l) => l.id === event.listId)!.title }) }),
                },
              },
            ],
            'board.card.add': {
              guard: { type: 'hasDraft', params: ({ event }) => ({ key: `card.new:${event.listId}` }) },
              target: 'saving',
              actions: {
                type: 'prepare',
                params: ({ context, event }) => ({ write: { kind: 'card.add', boardId: context.boardId, listId: event.listId, title: draft(context, `card.new:${event.listId}`) } }),
              },
            },
            'board.card.move': {
              guard: { type: 'canMoveCard', params: ({ event }) => ({ cardId: event.cardId, toListId: event.toListId, toIndex: event.toIndex }) },
              target: 'saving',
              actions: { type: 'prepareCardMove', params: ({ event }) => ({ cardId: event.cardId, toListId: event.toListId, toIndex: event.toIndex }) },
            },
            'board.card.step': [
              {
                guard: { type: 'canStepCard', params: ({ event }) => ({ cardId: event.cardId, direction: event.direction }) },
                target: 'saving',
                actions: { type: 'prepareCardMove', params: ({ context, event }) => ({ cardId: event.cardId, ...ops.cardStep(context.board!, event.cardId, event.direction)! }) },
              },
              {
                guard: { type: 'hasCard', params: ({ event }) => ({ cardId: event.cardId }) },
                actions: {
                  type: 'announce',
                  params: ({ context, event }) => ({ message: withValues(m.cardAtEdge, { title: ops.findCard(context.board!, event.cardId)!.card.title }) }),
                },
              },
            ],
            'board.card.save': {
              guard: { type: 'isCardChanged', params: ({ event }) => ({ cardId: event.cardId }) },
              target: 'saving',
              actions: {
                type: 'prepare',
                params: ({ context, event }) => {
                  const changes: CardChanges = {};
                  const title = context.drafts[`card.title:${event.cardId}`];
                  const description = context.drafts[`card.description:${event.cardId}`];
                  if (title !== undefined && title.trim() !== '') changes.title = title.trim();
                  if (description !== undefined) changes.description = description;
                  return { write: { kind: 'card.update', cardId: event.cardId, changes } };
                },
              },
            },
            'board.card.label.toggle': {
              guard: ({ context, event }) => context.board?.labels.some((l) => l.id === event.labelId) === true && ops.findCard(context.board, event.cardId) !== null,
              target: 'saving',
              actions: {
                type: 'prepare',
                params: ({ context, event }) => {
                  const labels = ops.findCard(context.board!, event.cardId)!.card.labels;
                  const next = labels.includes(event.labelId) ? labels.filter((l) => l !== event.labelId) : [...labels, event.labelId];
                  return { write: { kind: 'card.update', cardId: event.cardId, changes: { labels: next } } };
                },
              },
            },
            'board.card.due.change': {
              guard: { type: 'hasCard', params: ({ event }) => ({ cardId: event.cardId }) },
              target: 'saving',
              actions: { type: 'prepare', params: ({ event }) => ({ write: { kind: 'card.update', cardId: event.cardId, changes: { dueDate: event.dueDate } } }) },
            },
            'board.card.delete': {
              guard: { type: 'hasCard', params: ({ event }) => ({ cardId: event.cardId }) },
              target: 'confirming',
              actions: enqueueActions(({ context, event, enqueue }) => {
                enqueue.assign({ write: { kind: 'card.delete', cardId: event.cardId, title: ops.findCard(context.board!, event.cardId)!.card.title } });
              }),
            },
            'board.label.add': {
              guard: { type: 'hasDraft', params: { key: 'label.new' } },
              target: 'saving',
              actions: { type: 'prepare', params: ({ context }) => ({ write: { kind: 'label.add', boardId: context.boardId, title: draft(context, 'label.new') } }) },
            },
            'board.label.rename': {
              guard: { type: 'isRenamed', params: ({ context, event }) => ({ key: `label:${event.labelId}`, stored: context.board?.labels.find((l) => l.id === event.labelId)?.title }) },
              target: 'saving',
              actions: { type: 'prepare', params: ({ context, event }) => ({ write: { kind: 'label.rename', labelId: event.labelId, title: draft(context, `label:${event.labelId}`) } }) },
            },
            'board.label.delete': {
              guard: { type: 'hasLabel', params: ({ event }) => ({ labelId: event.labelId }) },
              target: 'confirming',
              actions: enqueueActions(({ context, event, enqueue }) => {
                enqueue.assign({ write: { kind: 'label.delete', labelId: event.labelId, title: context.board!.labels.find((l) => l.id === event.labelId)!.title } });
              }),
            },
          },
        },
        confirming: {
          invoke: {
            id: 'confirmAction',
            src: 'confirmAction',
            input: ({ context }) => ({ config: question(context.board!, context.write!) }),
            onDone: [
              { guard: { type: 'isConfirmed', params: ({ event }) => ({ result: event.output }) }, target: 'saving', actions: { type: 'prepare', params: ({ context }) => ({ write: context.write! }) } },
              { target: 'idle', actions: 'drop' },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'writeBoard',
            src: 'writeBoard',
            input: ({ context }) => context.write!,
            onDone: [
              {
                guard: ({ context }) => context.write?.kind === 'card.delete',
                target: 'idle',
                actions: [{ type: 'settle', params: ({ event }) => ({ result: event.output }) }, 'leaveDeletedCard'],
              },
              { target: 'idle', actions: { type: 'settle', params: ({ event }) => ({ result: event.output }) } },
            ],
            onError: { target: 'idle', actions: { type: 'undo', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

export type BoardRef = ActorRefFrom<typeof boardMachine>;
export type BoardSnapshot = SnapshotFrom<typeof boardMachine>;

export const selectBoard = (s: BoardSnapshot) => s.context.board;
export const selectIsLoading = (s: BoardSnapshot) => s.matches('loading');
export const selectFailure = (s: BoardSnapshot) => (s.matches('failed') ? s.context.failure : null);
export const selectIsMissing = (s: BoardSnapshot) => s.matches('missing');
export const selectIsBusy = (s: BoardSnapshot) => s.hasTag('busy');
export const selectNotice = (s: BoardSnapshot) => s.context.notice;
export const selectAnnouncement = (s: BoardSnapshot) => s.context.announcement;
export const selectEditing = (s: BoardSnapshot) => s.context.editing;
/** While a delete is asked, the board's own dialogs step aside (the question is modal over the page). */
export const selectIsConfirming = (s: BoardSnapshot) => s.matches({ ready: 'confirming' });
export const selectLabelsOpen = (s: BoardSnapshot) => s.matches('ready') && s.context.labelsOpen && !selectIsConfirming(s);
/** What is typed for a field, or its stored value while nothing is. */
export const selectDraft = (s: BoardSnapshot, key: string, stored = '') => s.context.drafts[key] ?? stored;
