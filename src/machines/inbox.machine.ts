/**
 * One top-bar list (messages or notifications, by input): loads on start, keeps the panel open or closed,
 * and applies read toggles, "mark all as read" and removals at once, saving them one after another and
 * rolling back the ones the service refuses. A removal cannot be undone, so it is confirmed first.
 */
import { not, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { nextId } from './inbox-operations';
import { inboxSetup, removalQuestion } from './inbox.setup';

export type { InboxItem, InboxKind } from './effects/get-inbox';
export type { InboxOperation } from './inbox-operations';
export type { InboxContext, InboxEvent } from './inbox.setup';

export const inboxMachine = inboxSetup.createMachine({
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
              // One toggle per intent (issue 13 point 13) is the view's: a double click's second click is not sent. Two
              // key presses are two intents, queued and saved in order even while the first is being saved.
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
/** Whether an item's read toggle is being saved: it shows so, and takes no other toggle meanwhile. */
export const selectIsTogglePending = (id: string) => (s: InboxSnapshot) => s.context.queue.some((o) => o.op === 'toggle' && o.id === id);
/** "No messages" / "No notifications" once loaded. */
export const selectIsInboxEmpty = (s: InboxSnapshot) => s.matches({ list: 'ready' }) && s.context.items.length === 0;
