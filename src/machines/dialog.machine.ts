/**
 * The confirmation dialog service (SPEC §3, §4, §8): one dialog at a time, further requests wait in a queue
 * (first in, first out), and every request gets exactly one answer, 'confirmed' or 'cancelled'.
 */
import type { MessageDescriptor } from '@lingui/core';
import { assign, emit, enqueueActions, setup, type AnyActorRef, type ActorRefFrom, type SnapshotFrom } from 'xstate';

export const dialogColors = ['primary', 'accent', 'warn', 'basic', 'info', 'success', 'warning', 'error'] as const;
export type DialogColor = (typeof dialogColors)[number];

/** A caller's own text (may hold HTML, rendered by the sanitizing component) or a message to translate. */
export type DialogText = string | MessageDescriptor;

export interface DialogConfig {
  title: DialogText;
  message: DialogText;
  icon: { show: boolean; name: string; color: DialogColor };
  actions: {
    confirm: { show: boolean; label: DialogText; color: DialogColor };
    cancel: { show: boolean; label: DialogText };
  };
  /** When false, clicking outside or Escape does nothing. */
  dismissible: boolean;
}

/** What a caller may set; everything else comes from `defaultDialogConfig`. */
export interface DialogOptions {
  title?: DialogText;
  message?: DialogText;
  icon?: Partial<DialogConfig['icon']>;
  actions?: {
    confirm?: Partial<DialogConfig['actions']['confirm']>;
    cancel?: Partial<DialogConfig['actions']['cancel']>;
  };
  /** @default false */
  dismissible?: boolean;
}

export type DialogResult = 'confirmed' | 'cancelled';

/** SPEC §8 default texts, kept as messages for the view to translate. */
export const defaultDialogConfig: DialogConfig = {
  title: /* i18n */ { id: 'dialog.title', message: 'Confirm action' },
  message: /* i18n */ { id: 'dialog.message', message: 'Are you sure you want to confirm this action?' },
  icon: { show: true, name: 'alert', color: 'warn' },
  actions: {
    confirm: { show: true, label: /* i18n */ { id: 'dialog.confirm', message: 'Confirm' }, color: 'warn' },
    cancel: { show: true, label: /* i18n */ { id: 'dialog.cancel', message: 'Cancel' } },
  },
  dismissible: false,
};

/** `options` over the defaults, one level of each group at a time. */
export function mergeDialogConfig(options: DialogOptions = {}): DialogConfig {
  const d = defaultDialogConfig;
  return {
    title: options.title ?? d.title,
    message: options.message ?? d.message,
    icon: { ...d.icon, ...options.icon },
    actions: {
      confirm: { ...d.actions.confirm, ...options.actions?.confirm },
      cancel: { ...d.actions.cancel, ...options.actions?.cancel },
    },
    dismissible: options.dismissible ?? d.dismissible,
  };
}

export interface DialogRequest {
  /** Made by the caller (an actor's sessionId, `crypto.randomUUID()`); echoed in the answer. */
  requestId: string;
  config: DialogConfig;
  /** Gets `{ type: 'dialog.closed', requestId, result }`. */
  replyTo?: AnyActorRef;
}

export interface DialogContext {
  current: DialogRequest | null;
  /** Requests waiting for the one shown, oldest first. */
  queue: DialogRequest[];
}

export type DialogEvent =
  | { type: 'dialog.open'; requestId: string; config?: DialogOptions; replyTo?: AnyActorRef }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.cancel' }
  /** Outside click or Escape: only a dismissible dialog closes (as cancelled). */
  | { type: 'dialog.dismiss' }
  /** The caller no longer needs an answer: shown, it closes as cancelled; queued, it is dropped. */
  | { type: 'dialog.withdraw'; requestId: string };

/** The answer, sent to `replyTo` and emitted for listeners (`dialogRef.on('dialog.closed', …)`). */
export type DialogClosedEvent = { type: 'dialog.closed'; requestId: string; result: DialogResult };

export const dialogMachine = setup({
  types: {} as { context: DialogContext; events: DialogEvent; emitted: DialogClosedEvent },
  guards: {
    isDismissible: ({ context }) => context.current?.config.dismissible === true,
    hasQueued: ({ context }) => context.queue.length > 0,
    isShown: ({ context }, params: { requestId: string }) => context.current?.requestId === params.requestId,
  },
  actions: {
    enqueue: assign(({ context }, params: { request: DialogRequest }) => ({ queue: [...context.queue, params.request] })),
    showNext: assign(({ context }) => ({ current: context.queue[0] ?? null, queue: context.queue.slice(1) })),
    dropQueued: assign(({ context }, params: { requestId: string }) => ({
      queue: context.queue.filter((r) => r.requestId !== params.requestId),
    })),
    answer: enqueueActions(({ context, enqueue }, params: { result: DialogResult }) => {
      const current = context.current;
      if (current === null) return;
      const closed: DialogClosedEvent = { type: 'dialog.closed', requestId: current.requestId, result: params.result };
      if (current.replyTo) enqueue.sendTo(current.replyTo, closed);
      enqueue(emit(closed));
      enqueue.assign({ current: null });
    }),
    forget: assign({ current: null }),
  },
}).createMachine({
  id: 'dialog',
  context: { current: null, queue: [] },
  initial: 'closed',
  on: {
    'dialog.open': {
      actions: {
        type: 'enqueue',
        params: ({ event }) => ({
          request: {
            requestId: event.requestId,
            config: mergeDialogConfig(event.config),
            ...(event.replyTo ? { replyTo: event.replyTo } : {}),
          },
        }),
      },
    },
  },
  states: {
    closed: {
      always: { guard: 'hasQueued', target: 'opened', actions: 'showNext' },
      on: { 'dialog.withdraw': { actions: { type: 'dropQueued', params: ({ event }) => ({ requestId: event.requestId }) } } },
    },
    opened: {
      on: {
        'dialog.confirm': { target: 'closed', actions: { type: 'answer', params: { result: 'confirmed' } } },
        'dialog.cancel': { target: 'closed', actions: { type: 'answer', params: { result: 'cancelled' } } },
        'dialog.dismiss': { guard: 'isDismissible', target: 'closed', actions: { type: 'answer', params: { result: 'cancelled' } } },
        'dialog.withdraw': [
          { guard: { type: 'isShown', params: ({ event }) => ({ requestId: event.requestId }) }, target: 'closed', actions: 'forget' },
          { actions: { type: 'dropQueued', params: ({ event }) => ({ requestId: event.requestId }) } },
        ],
      },
    },
  },
});

export type DialogRef = ActorRefFrom<typeof dialogMachine>;
export type DialogSnapshot = SnapshotFrom<typeof dialogMachine>;

export { selectIsDialogOpen } from './dialog.select';
/** The dialog shown (merged config), or null. */
export const selectDialogConfig = (s: DialogSnapshot) => s.context.current?.config ?? null;
export const selectDialogRequestId = (s: DialogSnapshot) => s.context.current?.requestId ?? null;
export const selectQueuedDialogs = (s: DialogSnapshot) => s.context.queue.length;
