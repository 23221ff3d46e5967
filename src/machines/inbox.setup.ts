/** The inbox machine's types, actors, guards and actions; the chart is in inbox.machine.ts. */
import { assign, setup } from 'xstate';
import { confirmAction } from './confirm-action.machine';
import type { DialogResult } from './dialog.machine';
import type { RuntimeConfig } from '../config/runtime-config';
import { errorCodeOf, type ShellErrorCode } from './effects/error-code';
import { getInbox, newestFirst, type InboxItem, type InboxKind } from './effects/get-inbox';
import { markAllInboxRead } from './effects/mark-all-inbox-read';
import { removeInboxItem } from './effects/remove-inbox-item';
import { toggleInboxItem } from './effects/toggle-inbox-item';
import { applyOperation, settled, type InboxOperation } from './inbox-operations';

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

export const inboxSetup = setup({
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
});

/** "Remove this message?" quoting the item: its title, else its description (server HTML). */
export function removalQuestion(context: InboxContext) {
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
