/**
 * A lifecycle event that needs data first (a requisition's suppliers to ask, a quotation's prices, a purchase order's
 * receipt): the dialog holds the values, checks them with the same pure rule the service runs, and on a valid submit
 * sends `record.event.send` with the event to the document's record machine (by its systemId), which posts it with
 * If-Match and shows a refusal's reason. Closed again after the send; nothing typed is lost on an invalid submit.
 */
import { assign, sendTo, setup, type ActorRefFrom, type AnyActorRef, type SnapshotFrom } from 'xstate';
import type { LifecycleEvent } from '../../../domain/document-lifecycle';
import type { FieldErrors } from '../../../domain/resource';
import { setPath } from '../../kit/form-values';

export interface EventDialogContext<V> {
  values: V | null;
  errors: FieldErrors;
}

export type EventDialogEvent<V> =
  | { type: 'eventDialog.open'; values: V }
  | { type: 'eventDialog.change'; path: string; value: unknown }
  | { type: 'eventDialog.submit'; idempotencyKey: string }
  | { type: 'eventDialog.close' };

export interface EventDialogOptions<V> {
  /** The systemId of the record machine that sends the event. */
  recordId: string;
  validate: (values: V) => FieldErrors;
  toEvent: (values: V) => LifecycleEvent;
}

export function createEventDialog<V>({ recordId, validate, toEvent }: EventDialogOptions<V>) {
  return setup({
    types: {} as { context: EventDialogContext<V>; events: EventDialogEvent<V> },
    guards: {
      isValid: ({ context }) => context.values !== null && Object.keys(validate(context.values)).length === 0,
    },
    actions: {
      openWith: assign((_, params: { values: V }) => ({ values: params.values, errors: {} })),
      setValue: assign(({ context }, params: { path: string; value: unknown }) => {
        const values = setPath(context.values, params.path, params.value);
        // Errors already shown follow the values (a fixed field clears); none appear before the first submit.
        return { values, errors: Object.keys(context.errors).length > 0 && values !== null ? validate(values) : context.errors };
      }),
      showErrors: assign(({ context }) => ({ errors: context.values === null ? {} : validate(context.values) })),
      clear: assign({ values: null, errors: {} }),
      sendEvent: sendTo(
        ({ system }) => system.get(recordId) as AnyActorRef,
        ({ context }, params: { idempotencyKey: string }) => ({ type: 'record.event.send', event: toEvent(context.values as V), idempotencyKey: params.idempotencyKey }),
      ),
    },
  }).createMachine({
    id: 'eventDialog',
    initial: 'closed',
    context: { values: null, errors: {} },
    states: {
      closed: {
        on: { 'eventDialog.open': { target: 'open', actions: { type: 'openWith', params: ({ event }) => ({ values: event.values }) } } },
      },
      open: {
        on: {
          'eventDialog.change': { actions: { type: 'setValue', params: ({ event }) => ({ path: event.path, value: event.value }) } },
          'eventDialog.submit': [
            { guard: 'isValid', target: 'closed', actions: [{ type: 'sendEvent', params: ({ event }) => ({ idempotencyKey: event.idempotencyKey }) }, 'clear'] },
            { actions: 'showErrors' },
          ],
          'eventDialog.close': { target: 'closed', actions: 'clear' },
        },
      },
    },
  });
}

export type EventDialogMachine<V> = ReturnType<typeof createEventDialog<V>>;
export type EventDialogRef<V> = ActorRefFrom<EventDialogMachine<V>>;
type Snapshot<V> = SnapshotFrom<EventDialogMachine<V>>;
export const selectDialogOpen = <V>(s: Snapshot<V>) => s.matches('open');
export const selectDialogValues = <V>(s: Snapshot<V>) => s.context.values;
export const selectDialogErrors = <V>(s: Snapshot<V>) => s.context.errors;
