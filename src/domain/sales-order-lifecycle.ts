/**
 * The sales order lifecycle (DOMAIN.md "Lifecycles"), ONE flat statechart for the order page (its buttons come
 * from `snapshot.can`) and the ordering service (`POST /sales-orders/{id}/events`):
 *
 *   draft --confirm--> confirmed --deliver--> partially-delivered --deliver--> delivered --close--> closed
 *     |                 |   \--deliver (all)------------------------------------^    ^
 *     +--cancel--> cancelled <--cancel--+      partially-delivered --close (short close)--+
 *
 * - `confirm` reserves the ordered quantities in the order's warehouse; its guard needs them available there
 *   (every product, summed over its lines) unless the inventory's negative stock policy allows going below zero.
 * - `deliver { lines: [{ line, quantity }], reference? }` is sent by deliveries (slice `deliveries`, through
 *   `deliverSalesOrder` of src/mirage/services/ordering-sales.ts): each quantity is at most what is left of the
 *   line; the stock leaves the warehouse (the reservation is released and an issue movement recorded). The order
 *   is `delivered` when nothing is left, else `partially-delivered`.
 * - `cancel` (draft or confirmed) releases what the order holds reserved; `close` ends a delivered order, or a
 *   partially delivered one whose rest will not be delivered (its reservation is released).
 * - Neither `cancel` nor a short `close` is taken while a delivery of the order is on the road (dispatched, failed or
 *   rescheduled: its stock left the warehouse and its reservation was released at the dispatch, but the order does not
 *   yet count it as delivered): releasing "what is left" then would release it a second time. The refusal's reason is
 *   `delivery-on-the-road`; the delivery is recorded delivered, or returned, first.
 * Pure: XState only, no UI, Mirage or Node import.
 */
import { assign, setup } from 'xstate';
import { addDecimal, compareDecimal, isDecimal } from './decimal';
import type { DocumentLifecycle, LifecycleContext, LifecycleEvent } from './document-lifecycle';
import { outstandingByProduct, outstandingOf, quantitiesByProduct, salesOrderStatuses, type SalesOrder, type SalesOrderLine } from './sales-order';

/** What the service knows and the guards read (the UI passes null: the service decides). */
export interface SalesOrderFacts {
  /** Available quantity of each product of the order in its warehouse, by product id ('0' when absent). */
  available: Readonly<Record<string, string>>;
  /** The inventory's negative stock policy is `allow`. */
  allowNegative: boolean;
  /** A delivery of the order has left the warehouse and is neither delivered nor returned (dispatched, failed, rescheduled). */
  onTheRoad: boolean;
}

/** One delivered quantity: the line's index in the order, and how much left with the delivery. */
export interface DeliveredQuantity {
  line: number;
  /** Decimal string > 0, up to 4 places. */
  quantity: string;
}

export type SalesOrderEvent =
  | { type: 'confirm' }
  | { type: 'deliver'; lines: DeliveredQuantity[]; reference?: string }
  | { type: 'close' }
  | { type: 'cancel' };

export const salesOrderEventTypes = ['confirm', 'deliver', 'close', 'cancel'] as const;
export type SalesOrderEventType = (typeof salesOrderEventTypes)[number];

/** A product and a quantity (the params of the stock effects). */
export interface ProductQuantity {
  productId: string;
  quantity: string;
}

/** The effects the service carries out after the order is saved. */
export type SalesOrderEffect =
  | { type: 'reserve'; params: { warehouseId: string; lines: ProductQuantity[] } }
  | { type: 'release'; params: { warehouseId: string; lines: ProductQuantity[] } }
  | { type: 'issue'; params: { warehouseId: string; lines: ProductQuantity[]; reference: string } };

type Ctx = LifecycleContext<SalesOrder, SalesOrderFacts>;

const listOf = (quantities: Map<string, string>): ProductQuantity[] =>
  [...quantities].filter(([, quantity]) => compareDecimal(quantity, '0') > 0).map(([productId, quantity]) => ({ productId, quantity }));

/** The products whose quantity is more than what is available (empty when the order can be confirmed). */
export function shortagesOf(doc: Pick<SalesOrder, 'lines'>, facts: SalesOrderFacts): { productId: string; requested: string; available: string }[] {
  if (facts.allowNegative) return [];
  return [...quantitiesByProduct(doc.lines)]
    .map(([productId, requested]) => ({ productId, requested, available: facts.available[productId] ?? '0' }))
    .filter((s) => compareDecimal(s.requested, s.available) > 0);
}

/** The delivered quantities summed by line, or null when the event's data is not a delivery of this order. */
function deliveredByLine(doc: Pick<SalesOrder, 'lines'>, event: unknown): Map<number, string> | null {
  const lines = (event as { lines?: unknown }).lines;
  if (!Array.isArray(lines) || lines.length === 0) return null;
  const byLine = new Map<number, string>();
  for (const raw of lines as unknown[]) {
    const item = raw as Partial<DeliveredQuantity> | null;
    if (typeof item !== 'object' || item === null || !Number.isInteger(item.line) || !isDecimal(item.quantity, { min: '0', exclusiveMin: true })) return null;
    const index = item.line as number;
    if (index < 0 || index >= doc.lines.length) return null;
    byLine.set(index, addDecimal(byLine.get(index) ?? '0', item.quantity as string));
  }
  return byLine;
}

/** Whether a delivery stays within what is left of each line. */
export function isWithinOrdered(doc: Pick<SalesOrder, 'lines'>, event: unknown): boolean {
  const byLine = deliveredByLine(doc, event);
  return byLine !== null && [...byLine].every(([index, quantity]) => compareDecimal(quantity, outstandingOf(doc.lines[index]!)) <= 0);
}

/** The lines after a delivery (assumes `isWithinOrdered`). */
export function linesAfterDelivery(lines: readonly SalesOrderLine[], event: unknown): SalesOrderLine[] {
  const byLine = deliveredByLine({ lines: [...lines] }, event) ?? new Map<number, string>();
  return lines.map((line, i) => (byLine.has(i) ? { ...line, delivered: addDecimal(line.delivered, byLine.get(i)!) } : line));
}

const completesOrder = (doc: SalesOrder, event: unknown): boolean =>
  isWithinOrdered(doc, event) && linesAfterDelivery(doc.lines, event).every((line) => compareDecimal(outstandingOf(line), '0') === 0);

const machine = setup({
  types: {} as { context: Ctx; events: SalesOrderEvent },
  guards: {
    hasStock: ({ context }) => context.facts === null || shortagesOf(context.doc, context.facts).length === 0,
    completesOrder: ({ context, event }) => completesOrder(context.doc, event),
    withinOrdered: ({ context, event }) => isWithinOrdered(context.doc, event),
    nothingOnTheRoad: ({ context }) => context.facts === null || !context.facts.onTheRoad,
  },
  actions: {
    reserve: (_, _params: SalesOrderEffect['params']) => undefined,
    release: (_, _params: SalesOrderEffect['params']) => undefined,
    issue: (_, _params: SalesOrderEffect['params']) => undefined,
    recordDelivery: assign(({ context, event }) => ({ doc: { ...context.doc, lines: linesAfterDelivery(context.doc.lines, event) } })),
  },
}).createMachine({
  id: 'salesOrderLifecycle',
  initial: 'draft',
  // Never started: `standAt` resolves the machine in the stored order's status with the order as `doc`.
  context: { doc: null as unknown as SalesOrder, facts: null },
  states: {
    /** Being taken: editable, deletable; holds no stock. */
    draft: {
      on: {
        confirm: {
          guard: 'hasStock',
          target: 'confirmed',
          actions: { type: 'reserve', params: ({ context }) => ({ warehouseId: context.doc.warehouseId, lines: listOf(quantitiesByProduct(context.doc.lines)) }) },
        },
        cancel: { target: 'cancelled' },
      },
    },
    /** Promised to the customer: its quantities are reserved in its warehouse. */
    confirmed: {
      on: {
        deliver: [
          { guard: 'completesOrder', target: 'delivered', actions: [{ type: 'issue', params: issueParams }, 'recordDelivery'] },
          { guard: 'withinOrdered', target: 'partially-delivered', actions: [{ type: 'issue', params: issueParams }, 'recordDelivery'] },
        ],
        cancel: { guard: 'nothingOnTheRoad', target: 'cancelled', actions: { type: 'release', params: releaseParams } },
      },
    },
    /** Some of it left with deliveries; the rest stays reserved. */
    'partially-delivered': {
      on: {
        deliver: [
          { guard: 'completesOrder', target: 'delivered', actions: [{ type: 'issue', params: issueParams }, 'recordDelivery'] },
          { guard: 'withinOrdered', target: 'partially-delivered', actions: [{ type: 'issue', params: issueParams }, 'recordDelivery'] },
        ],
        close: { guard: 'nothingOnTheRoad', target: 'closed', actions: { type: 'release', params: releaseParams } },
      },
    },
    delivered: { on: { close: { target: 'closed' } } },
    closed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

function issueParams({ context, event }: { context: Ctx; event: SalesOrderEvent }) {
  const byLine = deliveredByLine(context.doc, event) ?? new Map<number, string>();
  const lines = quantitiesByProduct([...byLine].map(([index, quantity]) => ({ productId: context.doc.lines[index]!.productId, quantity })));
  const reference = event.type === 'deliver' && typeof event.reference === 'string' && event.reference !== '' ? event.reference : context.doc.number;
  return { warehouseId: context.doc.warehouseId, lines: listOf(lines), reference };
}

function releaseParams({ context }: { context: Ctx }) {
  return { warehouseId: context.doc.warehouseId, lines: listOf(outstandingByProduct(context.doc.lines)) };
}

/** A delivery of everything left (what the deliver button of a page would send; deliveries send their own). */
const deliverAll = (doc: SalesOrder): LifecycleEvent => ({
  type: 'deliver',
  lines: doc.lines.map((line, i) => ({ line: i, quantity: outstandingOf(line) })).filter((l) => compareDecimal(l.quantity, '0') > 0),
});

export const salesOrderLifecycle: DocumentLifecycle<SalesOrder, SalesOrderFacts> = {
  machine,
  statuses: salesOrderStatuses,
  eventTypes: salesOrderEventTypes,
  editableIn: ['draft'],
  probe: (type, doc) => (type === 'deliver' ? deliverAll(doc) : { type }),
  explain: (event, { doc, facts }) => {
    if (event.type === 'confirm' && facts !== null && shortagesOf(doc, facts).length > 0) return 'insufficient-stock';
    if (event.type === 'deliver' && !isWithinOrdered(doc, event)) return 'over-delivery';
    if ((event.type === 'cancel' || event.type === 'close') && facts !== null && facts.onTheRoad) return 'delivery-on-the-road';
    return null;
  },
};
