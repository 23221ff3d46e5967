/**
 * The quotation lifecycle (DOMAIN.md "Lifecycles"): requested -> received (the supplier's prices entered) ->
 * accepted | rejected | expired. Accepting needs prices still valid (`expired` otherwise) and the requisition still
 * quoting; expiring needs the valid-until day passed (a fact the service knows: today in the company's time zone).
 * The effect `orderFromQuotation` makes the purchase order, rejects the requisition's other quotations and moves the
 * requisition to `ordered`. Pure: XState only.
 */
import { and, assign, setup } from 'xstate';
import type { DocumentLifecycle, LifecycleContext } from './document-lifecycle';
import { isPastValidity, pricedLines, pricesEveryLine, quotationStatuses, quotationTotal, type Quotation, type QuotedPrice } from './quotation';
import { isDay } from './purchasing';

export const quotationEventTypes = ['receive', 'accept', 'reject', 'expire'] as const;
export type QuotationEventType = (typeof quotationEventTypes)[number];

export type QuotationEvent =
  | { type: 'receive'; prices: QuotedPrice[]; validUntil: string }
  | { type: 'accept' }
  | { type: 'reject' }
  | { type: 'expire' };

export interface QuotationFacts {
  /** Today in the company's time zone, `YYYY-MM-DD`. */
  today: string;
  /** The requisition's status (null when it is gone). */
  requisitionStatus: string | null;
  /** The id the purchase order of an acceptance gets (the service makes it; the document names its order at once). */
  purchaseOrderId: string;
}

type Context = LifecycleContext<Quotation, QuotationFacts>;

export const quotationMachine = setup({
  types: {} as { context: Context; events: QuotationEvent; input: Context },
  guards: {
    hasPrices: ({ context, event }) => event.type === 'receive' && pricesEveryLine(event.prices, context.doc.lines.length) && isDay(event.validUntil),
    isStillValid: ({ context }) => context.facts === null || !isPastValidity(context.doc, context.facts.today),
    isRequisitionQuoting: ({ context }) => context.facts === null || context.facts.requisitionStatus === 'quoting',
    isPastValidity: ({ context }) => context.facts === null || isPastValidity(context.doc, context.facts.today),
  },
  actions: {
    setPrices: assign(({ context }, params: { prices: QuotedPrice[]; validUntil: string }) => {
      const lines = pricedLines(context.doc.lines, params.prices);
      return { doc: { ...context.doc, lines, validUntil: params.validUntil, total: quotationTotal(lines) } };
    }),
    setPurchaseOrder: assign(({ context }) => ({ doc: { ...context.doc, purchaseOrderId: context.facts?.purchaseOrderId ?? context.doc.purchaseOrderId } })),
    orderFromQuotation: (_, _params: { quotationId: string; requisitionId: string; purchaseOrderId: string | null }) => {},
  },
}).createMachine({
  id: 'quotationLifecycle',
  initial: 'requested',
  context: ({ input }) => input,
  states: {
    requested: {
      on: {
        receive: {
          guard: 'hasPrices',
          target: 'received',
          actions: { type: 'setPrices', params: ({ event }) => event as { prices: QuotedPrice[]; validUntil: string } },
        },
        reject: { target: 'rejected' },
      },
    },
    received: {
      on: {
        accept: {
          guard: and(['isStillValid', 'isRequisitionQuoting']),
          target: 'accepted',
          actions: [
            'setPurchaseOrder',
            { type: 'orderFromQuotation', params: ({ context }) => ({ quotationId: context.doc.id, requisitionId: context.doc.requisitionId, purchaseOrderId: context.facts?.purchaseOrderId ?? null }) },
          ],
        },
        reject: { target: 'rejected' },
        expire: { guard: 'isPastValidity', target: 'expired' },
      },
    },
    accepted: { type: 'final' },
    rejected: { type: 'final' },
    expired: { type: 'final' },
  },
});

export const quotationLifecycle: DocumentLifecycle<Quotation, QuotationFacts> = {
  machine: quotationMachine,
  statuses: quotationStatuses,
  eventTypes: quotationEventTypes,
  editableIn: ['requested'],
  // The receive button opens the prices dialog: offered whenever the state takes prices for every line.
  probe: (type, doc) =>
    type === 'receive' ? { type, prices: doc.lines.map((l) => ({ unitPrice: l.unitPrice ?? 0, discount: l.discount, taxRate: l.taxRate })), validUntil: '2999-12-31' } : { type },
  explain: (event, { doc, facts }) => {
    if (event.type === 'receive') return 'missing-prices';
    if (event.type === 'expire') return 'still-valid';
    if (event.type === 'accept' && facts) return isPastValidity(doc, facts.today) ? 'expired' : 'requisition-not-quoting';
    return null;
  },
};
