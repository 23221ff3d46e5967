/**
 * The purchase order lifecycle (DOMAIN.md "Lifecycles"): draft -> sent -> partially-received -> received -> closed;
 * cancelled from draft or sent. `receive` carries a quantity per line (`quantities`, '0' for none): never more than
 * a line's outstanding quantity (reason `over-receipt`), something at all (`nothing-to-receive`); it lands in
 * `received` when every line is complete, else in `partially-received`. Each receipt's effect `recordReceipts` makes
 * one `receipt` stock movement per line into the order's warehouse with the order's number as reference (the
 * service carries it out with stock-effects.recordMovement). Pure: XState only.
 */
import { assign, setup } from 'xstate';
import type { DocumentLifecycle, LifecycleContext } from './document-lifecycle';
import { isFullyReceived, outstandingQuantities, purchaseOrderStatuses, receiptProblem, withReceipt, type PurchaseOrder } from './purchase-order';
import { compareDecimal } from './decimal';

export const purchaseOrderEventTypes = ['send', 'receive', 'close', 'cancel'] as const;
export type PurchaseOrderEventType = (typeof purchaseOrderEventTypes)[number];

export type PurchaseOrderEvent = { type: 'send' } | { type: 'receive'; quantities: string[] } | { type: 'close' } | { type: 'cancel' };

/** The order needs nothing from outside itself: the outstanding quantities are its own. */
export type PurchaseOrderFacts = Record<string, never>;

type Context = LifecycleContext<PurchaseOrder, PurchaseOrderFacts>;

export interface ReceiptEffect {
  warehouseId: string;
  reference: string;
  lines: { productId: string; quantity: string }[];
}

const quantitiesOf = (event: PurchaseOrderEvent): unknown => (event.type === 'receive' ? event.quantities : undefined);

const receiveActions = [
  { type: 'recordReceipts' as const, params: ({ context, event }: { context: Context; event: PurchaseOrderEvent }) => receiptOf(context.doc, quantitiesOf(event) as string[]) },
  { type: 'addReceipt' as const, params: ({ event }: { event: PurchaseOrderEvent }) => ({ quantities: quantitiesOf(event) as string[] }) },
];

function receiptOf(doc: PurchaseOrder, quantities: readonly string[]): ReceiptEffect {
  return {
    warehouseId: doc.warehouseId,
    reference: doc.number,
    lines: doc.lines.map((l, i) => ({ productId: l.productId, quantity: quantities[i] ?? '0' })).filter((l) => compareDecimal(l.quantity, '0') > 0),
  };
}

export const purchaseOrderMachine = setup({
  types: {} as { context: Context; events: PurchaseOrderEvent; input: Context },
  guards: {
    isReceipt: ({ context, event }) => receiptProblem(context.doc.lines, quantitiesOf(event)) === null,
    completesOrder: ({ context, event }) =>
      receiptProblem(context.doc.lines, quantitiesOf(event)) === null && isFullyReceived(withReceipt(context.doc.lines, quantitiesOf(event) as string[])),
  },
  actions: {
    addReceipt: assign(({ context }, params: { quantities: string[] }) => ({ doc: { ...context.doc, lines: withReceipt(context.doc.lines, params.quantities) } })),
    recordReceipts: (_, _params: ReceiptEffect) => {},
  },
}).createMachine({
  id: 'purchaseOrderLifecycle',
  initial: 'draft',
  context: ({ input }) => input,
  states: {
    draft: { on: { send: { target: 'sent' }, cancel: { target: 'cancelled' } } },
    sent: {
      on: {
        receive: [
          { guard: 'completesOrder', target: 'received', actions: receiveActions },
          { guard: 'isReceipt', target: 'partially-received', actions: receiveActions },
        ],
        cancel: { target: 'cancelled' },
      },
    },
    'partially-received': {
      on: {
        receive: [
          { guard: 'completesOrder', target: 'received', actions: receiveActions },
          { guard: 'isReceipt', target: 'partially-received', actions: receiveActions },
        ],
      },
    },
    received: { on: { close: { target: 'closed' } } },
    closed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export const purchaseOrderLifecycle: DocumentLifecycle<PurchaseOrder, PurchaseOrderFacts> = {
  machine: purchaseOrderMachine,
  statuses: purchaseOrderStatuses,
  eventTypes: purchaseOrderEventTypes,
  editableIn: ['draft'],
  // The receive button opens the dialog prefilled with what is outstanding.
  probe: (type, doc) => (type === 'receive' ? { type, quantities: outstandingQuantities(doc.lines) } : { type }),
  explain: (event, { doc }) => (event.type === 'receive' ? receiptProblem(doc.lines, event.quantities) : null),
};
