/**
 * Asks the dialog service (`system.get('dialog')`) for a confirmation and ends with its answer, so any
 * machine can `invoke` it and branch on `event.output` ('confirmed' | 'cancelled'). With no dialog service
 * in the system the answer is 'cancelled': nothing destructive goes ahead unconfirmed. Stopped before the
 * answer (the asking state was left), it withdraws its request.
 */
import { assign, enqueueActions, fromCallback, setup } from 'xstate';
import type { DialogClosedEvent, DialogEvent, DialogOptions, DialogRef, DialogResult } from './dialog.machine';

export interface ConfirmActionInput {
  /** Merged over the question fixed by `confirmAction(config)`. @default {} */
  config?: DialogOptions;
}

/** While waiting: on stop, tells the dialog service the answer is no longer needed. */
const withdrawOnStop = fromCallback<DialogClosedEvent, { requestId: string }>(({ input, system }) => () => {
  (system.get('dialog') as DialogRef | undefined)?.send({ type: 'dialog.withdraw', requestId: input.requestId });
});

/**
 * The confirmation actor with its question fixed:
 * `invoke: { id: 'confirmAction', src: 'confirmAction', onDone: … }` with `actors: { confirmAction: confirmAction({ title: … }) }`.
 */
export const confirmAction = (question: DialogOptions = {}) =>
  setup({
    types: {} as {
      context: { requestId: string; config: DialogOptions; result: DialogResult };
      input: ConfirmActionInput | void;
      events: DialogClosedEvent;
      output: DialogResult;
    },
    actors: { withdrawOnStop },
    guards: {
      isMyAnswer: ({ context }, params: { requestId: string }) => params.requestId === context.requestId,
    },
    actions: {
      // No dialog service: answer ourselves, 'cancelled'.
      requestDialog: enqueueActions(({ context, self, system, enqueue }) => {
        const dialog = system.get('dialog') as DialogRef | undefined;
        if (dialog === undefined) {
          enqueue.raise({ type: 'dialog.closed', requestId: context.requestId, result: 'cancelled' });
          return;
        }
        const open: DialogEvent = { type: 'dialog.open', requestId: context.requestId, config: context.config, replyTo: self };
        enqueue.sendTo(dialog, open);
      }),
      setResult: assign((_, params: { result: DialogResult }) => ({ result: params.result })),
    },
  }).createMachine({
    id: 'confirmAction',
    context: ({ input, self }) => ({
      requestId: self.sessionId,
      config: {
        ...question,
        ...input?.config,
        icon: { ...question.icon, ...input?.config?.icon },
        actions: {
          confirm: { ...question.actions?.confirm, ...input?.config?.actions?.confirm },
          cancel: { ...question.actions?.cancel, ...input?.config?.actions?.cancel },
        },
      },
      result: 'cancelled',
    }),
    initial: 'waiting',
    states: {
      waiting: {
        entry: 'requestDialog',
        invoke: { id: 'withdrawOnStop', src: 'withdrawOnStop', input: ({ context }) => ({ requestId: context.requestId }) },
        on: {
          'dialog.closed': {
            guard: { type: 'isMyAnswer', params: ({ event }) => ({ requestId: event.requestId }) },
            target: 'answered',
            actions: { type: 'setResult', params: ({ event }) => ({ result: event.result }) },
          },
        },
      },
      answered: { type: 'final' },
    },
    output: ({ context }) => context.result,
  });

/** The confirmation actor asking only what its input says (defaults otherwise). */
export const confirmActionMachine = confirmAction();
