/**
 * The delivery lifecycle (DOMAIN.md "Lifecycles"): scheduled -> dispatched (stock leaves) -> delivered | failed;
 * failed -> rescheduled | returned. ONE flat statechart, run by the deliveries page's record machine (its buttons:
 * `snapshot.can`) and by the distribution service (`POST /deliveries/{id}/events`). Pure: XState only.
 *
 * Design of a failed attempt: the goods left the warehouse at the first dispatch and stay issued while the delivery
 * is failed or rescheduled (they wait on the dock or the truck). `reschedule` (a new date, today or later) leads to
 * `rescheduled`, which is dispatched again WITHOUT a second stock movement, then delivered or failed again.
 * `return` (from failed) brings the goods back: one `receipt` movement per line, and the order's reservation for
 * them is made again, so the order can be delivered by another delivery.
 *
 * Effects (named actions the service carries out after saving): `issueStock` (first dispatch: the order's
 * reservation released and one `issue` movement per line), `recordDelivered` (the order learns its delivered
 * quantities: partially delivered or delivered), `returnStock` (receipts and the reservation made again).
 */
import { assign, setup } from 'xstate';
import type { DocumentLifecycle, LifecycleContext, LifecycleEvent } from './document-lifecycle';
import { isCalendarDay } from './employee';
import { deliveryStatuses, isInstant, isProofTime, type Delivery, type DeliveryStatus } from './delivery';

/** What the service knows that the statechart's guards need (the UI passes null: the service decides). */
export interface DeliveryFacts {
  /** The tenant's day, `YYYY-MM-DD`. */
  today: string;
  /** Now, an instant (UTC). */
  now: string;
  /** Whether the order still takes its deliveries (confirmed or partially delivered). */
  orderOpen: boolean;
  /** Whether the warehouse holds every line on hand (or the negative stock policy allows issuing anyway). */
  stockSuffices: boolean;
}

export const deliveryEventTypes = ['dispatch', 'deliver', 'fail', 'reschedule', 'return'] as const;
export type DeliveryEventType = (typeof deliveryEventTypes)[number];

export type DeliveryEvent =
  | { type: 'dispatch' }
  | { type: 'deliver'; receivedBy: string; receivedAt: string }
  | { type: 'fail'; reason: string }
  | { type: 'reschedule'; scheduledDate: string }
  | { type: 'return' };

type Ctx = LifecycleContext<Delivery, DeliveryFacts>;

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export interface StockEffectParams {
  deliveryId: string;
  number: string;
  salesOrderId: string;
  warehouseId: string;
  lines: { productId: string; quantity: string }[];
}

const stockParams = ({ context }: { context: Ctx }): StockEffectParams => ({
  deliveryId: context.doc.id,
  number: context.doc.number,
  salesOrderId: context.doc.salesOrderId,
  warehouseId: context.doc.warehouseId,
  lines: context.doc.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
});

const machine = setup({
  types: {} as { context: Ctx; events: DeliveryEvent; input: Ctx },
  guards: {
    canShip: ({ context }) => context.facts === null || (context.facts.orderOpen && context.facts.stockSuffices),
    hasProof: ({ context, event }) => {
      if (event.type !== 'deliver' || !filled(event.receivedBy) || !filled(event.receivedAt) || !isInstant(event.receivedAt)) return false;
      const { facts, doc } = context;
      return facts === null || isProofTime(event.receivedAt, facts.now, doc.dispatchedAt);
    },
    hasReason: ({ event }) => event.type === 'fail' && filled(event.reason),
    hasNewDate: ({ context, event }) =>
      event.type === 'reschedule' && isCalendarDay(event.scheduledDate) && (context.facts === null || event.scheduledDate >= context.facts.today),
  },
  actions: {
    issueStock: (_, _params: StockEffectParams) => undefined,
    recordDelivered: (_, _params: StockEffectParams) => undefined,
    returnStock: (_, _params: StockEffectParams) => undefined,
    markDispatched: assign(({ context }) => ({ doc: { ...context.doc, dispatchedAt: context.doc.dispatchedAt ?? context.facts?.now ?? null } })),
    keepProof: assign(({ context, event }) =>
      event.type === 'deliver' ? { doc: { ...context.doc, proof: { receivedBy: event.receivedBy.trim(), receivedAt: event.receivedAt } } } : {},
    ),
    keepFailure: assign(({ context, event }) => (event.type === 'fail' ? { doc: { ...context.doc, failureReason: event.reason.trim() } } : {})),
    keepNewDate: assign(({ context, event }) => (event.type === 'reschedule' ? { doc: { ...context.doc, scheduledDate: event.scheduledDate } } : {})),
  },
}).createMachine({
  id: 'deliveryLifecycle',
  // The lifecycle stands at a stored document (`standAt`): its context is the document and the facts.
  context: ({ input }) => input,
  initial: 'scheduled',
  states: {
    /** Planned: lines, driver, date and address may still change; deleting it frees the order's quantities. */
    scheduled: {
      on: { dispatch: { guard: 'canShip', target: 'dispatched', actions: ['markDispatched', { type: 'issueStock', params: stockParams }] } },
    },
    /** On the road: the stock has left the warehouse. */
    dispatched: {
      on: {
        deliver: { guard: 'hasProof', target: 'delivered', actions: ['keepProof', { type: 'recordDelivered', params: stockParams }] },
        fail: { guard: 'hasReason', target: 'failed', actions: 'keepFailure' },
      },
    },
    delivered: { type: 'final' },
    /** Not delivered (nobody home, wrong address…): try again on another day, or bring the goods back. */
    failed: {
      on: {
        reschedule: { guard: 'hasNewDate', target: 'rescheduled', actions: 'keepNewDate' },
        return: { target: 'returned', actions: { type: 'returnStock', params: stockParams } },
      },
    },
    /** A new date for goods already issued: dispatched again without a second stock movement. */
    rescheduled: {
      on: { dispatch: { target: 'dispatched' } },
    },
    /** The goods are back in the warehouse; the order's quantities are free for another delivery. */
    returned: { type: 'final' },
  },
});

/**
 * The event a button sends before its panel completes it: placeholder data that passes the data guards whatever the
 * facts (the UI asks without facts, the service's `allowed` with them, and both must agree): received when it was
 * dispatched, a reason, the latest possible day.
 */
function probe(type: string, doc: Delivery): LifecycleEvent {
  if (type === 'deliver') return { type, receivedBy: '-', receivedAt: doc.dispatchedAt ?? '2000-01-01T00:00:00.000Z' };
  if (type === 'fail') return { type, reason: '-' };
  if (type === 'reschedule') return { type, scheduledDate: '9999-12-31' };
  return { type };
}

function explain(event: LifecycleEvent, { doc, facts }: Ctx): string | null {
  if (event.type === 'dispatch' && facts !== null) {
    if (!facts.orderOpen) return 'order-not-open';
    if (!facts.stockSuffices) return 'insufficient-stock';
  }
  if (event.type === 'deliver') {
    if (!filled(event.receivedBy)) return 'proof-required';
    if (!filled(event.receivedAt) || !isInstant(event.receivedAt)) return 'proof-required';
    if (facts !== null && !isProofTime(event.receivedAt, facts.now, doc.dispatchedAt)) return 'proof-time';
  }
  if (event.type === 'fail') return 'reason-required';
  if (event.type === 'reschedule') return 'date-in-past';
  return null;
}

export const deliveryLifecycle: DocumentLifecycle<Delivery, DeliveryFacts> = {
  machine,
  statuses: deliveryStatuses,
  eventTypes: deliveryEventTypes,
  editableIn: ['scheduled'],
  probe,
  explain,
};

/** The statuses a delivery can reach from `scheduled` (for the tests' and the inspector's eyes). */
export const terminalDeliveryStatuses: readonly DeliveryStatus[] = ['delivered', 'returned'];
