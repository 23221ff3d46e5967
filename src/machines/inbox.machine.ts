/**
 * One top-bar list (messages or notifications, by input): loads on start, keeps the panel open or closed,
 * and applies read toggles, "mark all as read" and removals at once, saving them one after another and
 * rolling back the ones the service refuses. A removal cannot be undone, so it is confirmed first.
 */
import { assign, not, setup, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { confirmAction } from './confirm-action.machine';
import type { DialogResult } from './dialog.machine';
import type { RuntimeConfig } from '../config/runtime-config';
import { errorCodeOf, type ShellErrorCode } from './effects/error-code';
import { getInbox, newestFirst, type InboxItem, type InboxKind } from './effects/get-inbox';
import { markAllInboxRead } from './effects/mark-all-inbox-read';
import { removeInboxItem } from './effects/remove-inbox-item';
import { toggleInboxItem } from './effects/toggle-inbox-item';
import { applyOperation, nextId, settled, type InboxOperation } from './inbox-operations';

export type { InboxItem, InboxKind } from './effects/get-inbox';
export type { InboxOperation } from './inbox-operations';

export interface InboxContext {
  kind: InboxKind;
  config: RuntimeConfig;
  /** The items as the service last confirmed them, newest first. */
  confirmed: InboxItem[];
  /** Changes not confirmed yet, oldest first; the head is being saved. */
  queue: InboxOperation[];
  /** What the user sees: `confirmed` with every queued change applied. */
  items: InboxItem[];
  /** The last change the service refused (already rolled back). */
  error: { code: ShellErrorCode; op: InboxOperation['op'] } | null;
  loadError: ShellErrorCode | null;
  /** The item whose removal waits for the user's confirmation. */
  removing: string | null;
}

export type InboxEvent =
  | { type: 'inbox.open' }
  | { type: 'inbox.close' }
  | { type: 'inbox.toggle' }
  | { type: 'inbox.item.toggleRead'; id: string }
  | { type: 'inbox.item.remove'; id: string }
  | { type: 'inbox.markAllAsRead' }
  | { type: 'inbox.retry' }
  | { type: 'inbox.error.dismiss' };

export const inboxMachine = setup({
  types: {} as { context: InboxContext; input: { kind: InboxKind; config: RuntimeConfig }; events: InboxEvent },
  actors: {
    getInbox,
    toggleInboxItem,
    removeInboxItem,
    markAllInboxRead,
    // The dialog quotes the item (its server HTML goes through the sanitizing component like in the list).
    confirmRemoval: confirmAction({ icon: { name: 'trash', color: 'warn' }, dismissible: true }),
  },
  guards: {
    isShown: ({ context }, params: { id: string }) => context.items.some((item) => item.id === params.id),
    isConfirmedRemoval: ({ context }, params: { result: DialogResult }) =>
      params.result === 'confirmed' && context.items.some((item) => item.id === context.removing),
    hasUnread: ({ context }) => context.items.some((item) => !item.read),
    isNext: ({ context }, params: { op: InboxOperation['op'] }) => context.queue[0]?.op === params.op,
    // A change to an item the service has since deleted: nothing left to save.
    isNextStale: ({ context }) => {
      const next = context.queue[0];
      return next !== undefined && next.op !== 'markAll' && !context.confirmed.some((item) => item.id === next.id);
    },
  },
  actions: {
    setItems: assign((_, params: { items: InboxItem[] }) => ({ ...settled(newestFirst(params.items), []), loadError: null })),
    setLoadError: assign((_, params: { error: unknown }) => ({ loadError: errorCodeOf(params.error) })),
    clearLoadError: assign({ loadError: null }),
    enqueue: assign(({ context }, params: { operation: InboxOperation }) => ({
      ...settled(context.confirmed, [...context.queue, params.operation]),
      error: null,
    })),
    dropNext: assign(({ context }) => settled(context.confirmed, context.queue.slice(1))),
    confirmToggle: assign(({ context }, params: { item: InboxItem }) =>
      settled(
        context.confirmed.map((item) => (item.id === params.item.id ? params.item : item)),
        context.queue.slice(1),
      ),
    ),
    confirmNext: assign(({ context }) => {
      const [next, ...rest] = context.queue;
      return settled(next === undefined ? context.confirmed : applyOperation(context.confirmed, next), rest);
    }),
    // The refused change leaves the queue, so it no longer shows: that is the rollback.
    refuseNext: assign(({ context }, params: { error: unknown }) => ({
      ...settled(context.confirmed, context.queue.slice(1)),
      error: { code: errorCodeOf(params.error), op: context.queue[0]?.op ?? 'toggle' },
    })),
    dismissError: assign({ error: null }),
    setRemoving: assign((_, params: { id: string | null }) => ({ removing: params.id })),
  },
}).createMachine({
  id: 'inbox',
  type: 'parallel',
  context: ({ input }) => ({
    kind: input.kind,
    config: input.config,
    confirmed: [],
    queue: [],
    items: [],
    error: null,
    loadError: null,
    removing: null,
  }),
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { 'inbox.open': { target: 'opened' }, 'inbox.toggle': { target: 'opened' } } },
        opened: {
          on: {
            // The confirmation dialog takes the focus: the panel stays open behind it.
            'inbox.close': { guard: not(stateIn({ removal: 'confirming' })), target: 'closed' },
            'inbox.toggle': { target: 'closed' },
          },
        },
      },
    },
    removal: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'inbox.item.remove': {
              guard: { type: 'isShown', params: ({ event }) => ({ id: event.id }) },
              target: 'confirming',
              actions: { type: 'setRemoving', params: ({ event }) => ({ id: event.id }) },
            },
          },
        },
        confirming: {
          invoke: {
            id: 'confirmRemoval',
            src: 'confirmRemoval',
            input: ({ context }) => ({ config: removalQuestion(context) }),
            onDone: [
              {
                guard: { type: 'isConfirmedRemoval', params: ({ event }) => ({ result: event.output }) },
                target: 'idle',
                actions: [
                  { type: 'enqueue', params: ({ context }) => ({ operation: { op: 'remove' as const, id: context.removing ?? '' } }) },
                  { type: 'setRemoving', params: { id: null } },
                ],
              },
              { target: 'idle', actions: { type: 'setRemoving', params: { id: null } } },
            ],
          },
        },
      },
    },
    list: {
      initial: 'loading',
      states: {
        loading: {
          entry: 'clearLoadError',
          invoke: {
            id: 'getInbox',
            src: 'getInbox',
            input: ({ context }) => ({ config: context.config, kind: context.kind }),
            onDone: { target: 'ready', actions: { type: 'setItems', params: ({ event }) => ({ items: event.output }) } },
            onError: { target: 'failed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failed: { on: { 'inbox.retry': { target: 'loading' } } },
        ready: {
          initial: 'idle',
          on: {
            'inbox.item.toggleRead': {
              guard: { type: 'isShown', params: ({ event }) => ({ id: event.id }) },
              actions: { type: 'enqueue', params: ({ event }) => ({ operation: { op: 'toggle', id: event.id } }) },
            },
            'inbox.markAllAsRead': {
              guard: 'hasUnread',
              actions: { type: 'enqueue', params: { operation: { op: 'markAll' } } },
            },
            'inbox.error.dismiss': { actions: 'dismissError' },
          },
          states: {
            idle: {
              always: [
                { guard: 'isNextStale', actions: 'dropNext' },
                { guard: { type: 'isNext', params: { op: 'toggle' } }, target: 'toggling' },
                { guard: { type: 'isNext', params: { op: 'remove' } }, target: 'removing' },
                { guard: { type: 'isNext', params: { op: 'markAll' } }, target: 'markingAll' },
              ],
            },
            toggling: {
              tags: ['saving'],
              invoke: {
                id: 'toggleInboxItem',
                src: 'toggleInboxItem',
                input: ({ context }) => ({ config: context.config, kind: context.kind, id: nextId(context.queue) }),
                onDone: { target: 'idle', actions: { type: 'confirmToggle', params: ({ event }) => ({ item: event.output }) } },
                onError: { target: 'idle', actions: { type: 'refuseNext', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            removing: {
              tags: ['saving'],
              invoke: {
                id: 'removeInboxItem',
                src: 'removeInboxItem',
                input: ({ context }) => ({ config: context.config, kind: context.kind, id: nextId(context.queue) }),
                onDone: { target: 'idle', actions: 'confirmNext' },
                onError: { target: 'idle', actions: { type: 'refuseNext', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            markingAll: {
              tags: ['saving'],
              invoke: {
                id: 'markAllInboxRead',
                src: 'markAllInboxRead',
                input: ({ context }) => ({ config: context.config, kind: context.kind }),
                onDone: { target: 'idle', actions: 'confirmNext' },
                onError: { target: 'idle', actions: { type: 'refuseNext', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
      },
    },
  },
});

/** "Remove this message?" quoting the item: its title, else its description (server HTML). */
function removalQuestion(context: InboxContext) {
  const item = context.items.find((i) => i.id === context.removing);
  const quote = item?.title || item?.description || '';
  const title =
    context.kind === 'messages'
      ? /* i18n */ { id: 'messages.remove.title', message: 'Remove this message?' }
      : /* i18n */ { id: 'notifications.remove.title', message: 'Remove this notification?' };
  return {
    title,
    ...(quote ? { message: quote } : {}),
    actions: { confirm: { label: /* i18n */ { id: 'messages.remove.confirm', message: 'Remove' } } },
  };
}

export type InboxRef = ActorRefFrom<typeof inboxMachine>;
export type InboxSnapshot = SnapshotFrom<typeof inboxMachine>;

export const selectInboxKind = (s: InboxSnapshot) => s.context.kind;
/** The list as shown, newest first, with unsaved changes applied. */
export const selectInboxItems = (s: InboxSnapshot) => s.context.items;
/** The badge shows only when this is above 0 (SPEC §4). */
export const selectUnreadCount = (s: InboxSnapshot) => s.context.items.reduce((n, item) => (item.read ? n : n + 1), 0);
export const selectIsInboxOpen = (s: InboxSnapshot) => s.matches({ panel: 'opened' });
export const selectIsInboxLoading = (s: InboxSnapshot) => s.matches({ list: 'loading' });
export const selectInboxLoadError = (s: InboxSnapshot) => s.context.loadError;
export const selectInboxError = (s: InboxSnapshot) => s.context.error;
export const selectIsConfirmingRemoval = (s: InboxSnapshot) => s.matches({ removal: 'confirming' });
export const selectIsInboxSaving = (s: InboxSnapshot) => s.hasTag('saving');
/** "No messages" / "No notifications" once loaded. */
export const selectIsInboxEmpty = (s: InboxSnapshot) => s.matches({ list: 'ready' }) && s.context.items.length === 0;
