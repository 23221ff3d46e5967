/**
 * The requisition lifecycle (DOMAIN.md "Lifecycles"): draft -> submitted -> approved | rejected; approved -> quoting
 * (quotations requested from several suppliers) -> ordered (one quotation accepted, its purchase order made);
 * cancelled from any open status. One flat statechart run by the requisition page (its buttons) and by the ordering
 * service (`POST /requisitions/{id}/events`). Pure: XState only.
 *
 * Effects (carried out by the service after the requisition is saved): `createQuotations` (one quotation in
 * `requested` per supplier, with the requisition's lines unpriced) and `withdrawQuotations` (a cancelled
 * requisition's open quotations are rejected).
 */
import { assign, setup } from 'xstate';
import type { DocumentLifecycle, LifecycleContext } from './document-lifecycle';
import { requisitionStatuses, type Requisition } from './requisition';

export const requisitionEventTypes = ['submit', 'approve', 'reject', 'request-quotes', 'order', 'cancel'] as const;
export type RequisitionEventType = (typeof requisitionEventTypes)[number];

export type RequisitionEvent =
  | { type: 'submit' }
  | { type: 'approve' }
  | { type: 'reject' }
  | { type: 'request-quotes'; supplierIds: string[] }
  | { type: 'order'; purchaseOrderId: string }
  | { type: 'cancel' };

/** The requisition needs nothing from outside itself. */
export type RequisitionFacts = Record<string, never>;

type Context = LifecycleContext<Requisition, RequisitionFacts>;

const hasSuppliers = (event: { supplierIds?: unknown }): boolean =>
  Array.isArray(event.supplierIds) && event.supplierIds.length > 0 && event.supplierIds.every((id) => typeof id === 'string' && id !== '');

export const requisitionMachine = setup({
  types: {} as { context: Context; events: RequisitionEvent; input: Context },
  guards: {
    hasSuppliers: ({ event }) => event.type === 'request-quotes' && hasSuppliers(event),
    /** `order` comes from an accepted quotation's purchase order, never from a button. */
    hasPurchaseOrder: ({ event }) => event.type === 'order' && typeof event.purchaseOrderId === 'string' && event.purchaseOrderId !== '',
  },
  actions: {
    setSuppliers: assign(({ context }, params: { supplierIds: string[] }) => ({ doc: { ...context.doc, supplierIds: [...params.supplierIds] } })),
    setPurchaseOrder: assign(({ context }, params: { purchaseOrderId: string }) => ({ doc: { ...context.doc, purchaseOrderId: params.purchaseOrderId } })),
    createQuotations: (_, _params: { supplierIds: string[] }) => {},
    withdrawQuotations: (_, _params: { requisitionId: string }) => {},
  },
}).createMachine({
  id: 'requisitionLifecycle',
  initial: 'draft',
  context: ({ input }) => input,
  states: {
    draft: { on: { submit: { target: 'submitted' }, cancel: { target: 'cancelled' } } },
    submitted: { on: { approve: { target: 'approved' }, reject: { target: 'rejected' }, cancel: { target: 'cancelled' } } },
    approved: {
      on: {
        'request-quotes': {
          guard: 'hasSuppliers',
          target: 'quoting',
          actions: [
            { type: 'setSuppliers', params: ({ event }) => ({ supplierIds: (event as { supplierIds: string[] }).supplierIds }) },
            { type: 'createQuotations', params: ({ event }) => ({ supplierIds: (event as { supplierIds: string[] }).supplierIds }) },
          ],
        },
        cancel: { target: 'cancelled' },
      },
    },
    quoting: {
      on: {
        order: {
          guard: 'hasPurchaseOrder',
          target: 'ordered',
          actions: { type: 'setPurchaseOrder', params: ({ event }) => ({ purchaseOrderId: (event as { purchaseOrderId: string }).purchaseOrderId }) },
        },
        cancel: { target: 'cancelled', actions: { type: 'withdrawQuotations', params: ({ context }) => ({ requisitionId: context.doc.id }) } },
      },
    },
    rejected: { type: 'final' },
    ordered: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export const requisitionLifecycle: DocumentLifecycle<Requisition, RequisitionFacts> = {
  machine: requisitionMachine,
  statuses: requisitionStatuses,
  eventTypes: requisitionEventTypes,
  editableIn: ['draft'],
  // The button opens the supplier choice: it is offered whenever the state takes the event with some supplier.
  probe: (type) => (type === 'request-quotes' ? { type, supplierIds: ['?'] } : { type }),
  explain: (event) => (event.type === 'request-quotes' ? 'no-suppliers' : event.type === 'order' ? 'no-purchase-order' : null),
};
