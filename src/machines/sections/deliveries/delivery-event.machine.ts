/**
 * The data a delivery's event needs before it is sent: proof of delivery (received by, when), why it failed, or the
 * new date. One panel at a time; what the user types is checked by the service's own rule (validateDeliveryEvent)
 * with the day and instant given at the boundary, kept while the panel is closed and reopened, and sent to the
 * record machine (`record.event.send`), which decides through the lifecycle whether the delivery takes it.
 */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { validateDeliveryEvent } from '../../../domain/delivery';
import type { FieldErrors } from '../../../domain/resource';
import type { RecordEvent } from '../../kit/record.machine';

export const dataEvents = ['deliver', 'fail', 'reschedule'] as const;
export type DataEventType = (typeof dataEvents)[number];

export interface EventValues {
  receivedBy: string;
  /** `YYYY-MM-DDTHH:MM` in the user's time zone, as a datetime-local input gives it. */
  receivedAt: string;
  reason: string;
  scheduledDate: string;
}

export interface EventPanelContext {
  /** Where the event goes. */
  recordRef: { send: (event: RecordEvent) => void };
  open: DataEventType | null;
  values: EventValues;
  errors: FieldErrors;
  /** Shown after a first try to send. */
  submitted: boolean;
}

export type EventPanelEvent =
  /** `now` (local `YYYY-MM-DDTHH:MM`) and `today` come from the boundary: the defaults of the time and the date. */
  | { type: 'panel.open'; event: DataEventType; now: string; today: string }
  | { type: 'panel.change'; name: keyof EventValues; value: string }
  | { type: 'panel.cancel' }
  /** `nowIso`/`today`: the rule's limits now; `dispatchedAt`: the delivery's; `idempotencyKey`: the request's key. */
  | { type: 'panel.submit'; nowIso: string; today: string; dispatchedAt: string | null; idempotencyKey: string };

/** A datetime-local value (the user's zone) as a UTC instant, or '' when it is not one. */
export function localToInstant(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return '';
  const time = new Date(`${local}:00`).getTime();
  return Number.isFinite(time) ? new Date(time).toISOString() : '';
}

/** The event's data to send, from what was typed. */
export function eventData(type: DataEventType, values: EventValues): Record<string, string> {
  if (type === 'deliver') return { receivedBy: values.receivedBy.trim(), receivedAt: localToInstant(values.receivedAt) };
  if (type === 'fail') return { reason: values.reason.trim() };
  return { scheduledDate: values.scheduledDate };
}

const emptyValues: EventValues = { receivedBy: '', receivedAt: '', reason: '', scheduledDate: '' };

export const deliveryEventPanel = setup({
  types: {} as { context: EventPanelContext; events: EventPanelEvent; input: { recordRef: EventPanelContext['recordRef'] } },
  guards: {
    isValid: ({ context }, params: { nowIso: string; today: string; dispatchedAt: string | null }) =>
      context.open !== null &&
      Object.keys(validateDeliveryEvent({ type: context.open, ...eventData(context.open, context.values) }, { now: params.nowIso, today: params.today, dispatchedAt: params.dispatchedAt })).length === 0,
  },
  actions: {
    openPanel: assign(({ context }, params: { event: DataEventType; now: string; today: string }) => ({
      open: params.event,
      submitted: false,
      errors: {},
      values: {
        ...context.values,
        receivedAt: context.values.receivedAt || params.now,
        scheduledDate: context.values.scheduledDate || params.today,
      },
    })),
    setValue: assign(({ context }, params: { name: keyof EventValues; value: string }) => ({ values: { ...context.values, [params.name]: params.value } })),
    showErrors: assign(({ context }, params: { nowIso: string; today: string; dispatchedAt: string | null }) => ({
      submitted: true,
      errors:
        context.open === null
          ? {}
          : validateDeliveryEvent({ type: context.open, ...eventData(context.open, context.values) }, { now: params.nowIso, today: params.today, dispatchedAt: params.dispatchedAt }),
    })),
    sendEvent: ({ context }, params: { idempotencyKey: string }) => {
      if (context.open === null) return;
      context.recordRef.send({ type: 'record.event.send', event: { type: context.open, ...eventData(context.open, context.values) }, idempotencyKey: params.idempotencyKey });
    },
    // Sent: the next panel starts afresh (the record machine shows a refusal and the delivery as it is now).
    close: assign({ open: null, values: emptyValues, errors: {}, submitted: false }),
    hide: assign({ open: null }),
  },
}).createMachine({
  id: 'deliveryEventPanel',
  context: ({ input }) => ({ recordRef: input.recordRef, open: null, values: emptyValues, errors: {}, submitted: false }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'panel.open': { target: 'open', actions: { type: 'openPanel', params: ({ event }) => event } } },
    },
    open: {
      on: {
        'panel.open': { actions: { type: 'openPanel', params: ({ event }) => event } },
        'panel.change': { actions: { type: 'setValue', params: ({ event }) => ({ name: event.name, value: event.value }) } },
        // Closed without sending: what was typed stays for the next time.
        'panel.cancel': { target: 'closed', actions: 'hide' },
        'panel.submit': [
          {
            guard: { type: 'isValid', params: ({ event }) => event },
            target: 'closed',
            actions: [{ type: 'sendEvent', params: ({ event }) => ({ idempotencyKey: event.idempotencyKey }) }, 'close'],
          },
          { actions: { type: 'showErrors', params: ({ event }) => event } },
        ],
      },
    },
  },
});

export type DeliveryEventPanelRef = ActorRefFrom<typeof deliveryEventPanel>;
type Snapshot = SnapshotFrom<typeof deliveryEventPanel>;
export const selectOpenPanel = (s: Snapshot) => s.context.open;
export const selectPanelValues = (s: Snapshot) => s.context.values;
export const selectPanelErrors = (s: Snapshot) => (s.context.submitted ? s.context.errors : {});
export const deliveryEventPanelId = (id: string) => `deliveries.event:${id}`;
