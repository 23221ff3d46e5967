/**
 * The purchasing documents' pages: record machines on the document-section wiring (each lifecycle's events offered by
 * `snapshot.can`, sent with If-Match), New requisition, each document's history, the dialogs of the events that need
 * data (suppliers to ask, a quotation's prices, a receipt's quantities) and a requisition's quotations side by side.
 */
import { fromPromise } from 'xstate';
import type { DocumentLifecycle } from '../../../domain/document-lifecycle';
import { isDecimal } from '../../../domain/decimal';
import { outstandingQuantities, receiptProblem, validateReceipt, type PurchaseOrder } from '../../../domain/purchase-order';
import { purchaseOrderLifecycle } from '../../../domain/purchase-order-lifecycle';
import { validateQuotedPrices, type Quotation } from '../../../domain/quotation';
import { quotationLifecycle } from '../../../domain/quotation-lifecycle';
import { emptyRequisitionInput, normalizeRequisitionInput, validateRequisition, validateSupplierChoice, type Requisition, type RequisitionInput } from '../../../domain/requisition';
import { requisitionLifecycle } from '../../../domain/requisition-lifecycle';
import type { FieldErrors, HistoryEntry } from '../../../domain/resource';
import { getHistory, type ResourceEndpoint } from '../../effects/resource-api';
import { historyMachine } from '../../kit/history.machine';
import { lookupOf } from '../../kit/lookup.machine';
import { documentSection } from '../document-section';
import type { SectionDeps } from '../section-deps';
import { createEventDialog } from './event-dialog.machine';
import { emptyPurchaseOrderValues, isPurchaseOrderValues, normalizePurchaseOrderValues, purchaseOrderToValues, validatePurchaseOrderValues, type PurchaseOrderValues } from './purchase-order-form';
import { fetchQuotationsOf, purchaseOrdersEndpoint, quotationsEndpoint, requisitionsEndpoint } from './purchasing-api';
import { purchaseOrdersPath, purchasesIds, quotationsPath, requisitionsPath } from './purchases-lists';
import { parseMajor, toMajorString, type Currency } from '../../../domain/money';

const asLifecycle = <R extends { status: string }>(lifecycle: DocumentLifecycle<R, never> | DocumentLifecycle<R, any>) => lifecycle as unknown as DocumentLifecycle<R, unknown>;

export const requisitionToInput = (r: Requisition): RequisitionInput => ({
  requesterId: r.requesterId,
  departmentId: r.departmentId,
  neededBy: r.neededBy,
  warehouseId: r.warehouseId,
  lines: r.lines.map((l) => ({ ...l })),
  notes: r.notes,
});

/** Whether a stored draft holds requisition values (drafts are read back, never trusted). */
export function isRequisitionInput(values: unknown): values is RequisitionInput {
  if (typeof values !== 'object' || values === null) return false;
  const v = values as Record<string, unknown>;
  return (
    ['requesterId', 'departmentId', 'neededBy', 'warehouseId', 'notes'].every((k) => typeof v[k] === 'string') &&
    Array.isArray(v.lines) &&
    v.lines.every((l: unknown) => typeof l === 'object' && l !== null && ['productId', 'sku', 'name', 'quantity', 'note'].every((k) => typeof (l as Record<string, unknown>)[k] === 'string'))
  );
}

export const requisitionsSection = (deps: SectionDeps) =>
  documentSection<Requisition, RequisitionInput>(deps, {
    name: 'requisitions',
    endpoint: requisitionsEndpoint,
    path: requisitionsPath,
    listId: purchasesIds.requisitionsList,
    toValues: requisitionToInput,
    isValues: isRequisitionInput,
    normalize: normalizeRequisitionInput,
    validate: (values) => validateRequisition(values),
    lifecycle: asLifecycle(requisitionLifecycle),
  });

export const requisitionCreateFlow = (deps: SectionDeps) => requisitionsSection(deps).createFlow(emptyRequisitionInput);

/** Quotations are made by the chain (request quotes): their pages only take events. */
const noValues = <R>() => ({ toValues: (_: R) => ({}), isValues: (_: unknown): _ is Record<string, never> => false, normalize: (v: Record<string, never>) => v, validate: () => ({}) });

export const quotationsSection = (deps: SectionDeps) =>
  documentSection<Quotation, Record<string, never>>(deps, {
    name: 'quotations',
    endpoint: quotationsEndpoint,
    path: quotationsPath,
    listId: purchasesIds.quotationsList,
    ...noValues<Quotation>(),
    lifecycle: asLifecycle(quotationLifecycle),
  });

/** Purchase orders: made by accepting a quotation or by hand (New purchase order), edited while a draft. */
export const purchaseOrdersSection = (deps: SectionDeps) =>
  documentSection<PurchaseOrder, PurchaseOrderValues>(deps, {
    name: 'purchaseOrders',
    endpoint: purchaseOrdersEndpoint,
    path: purchaseOrdersPath,
    listId: purchasesIds.purchaseOrdersList,
    toValues: purchaseOrderToValues,
    isValues: isPurchaseOrderValues,
    normalize: normalizePurchaseOrderValues,
    validate: validatePurchaseOrderValues,
    lifecycle: asLifecycle(purchaseOrderLifecycle),
  });

export const purchaseOrderCreateFlow = (deps: SectionDeps) => purchaseOrdersSection(deps).createFlow(emptyPurchaseOrderValues);

/** One history per document kind, following the page's document. */
export const purchasingHistoryLogic = (deps: SectionDeps, endpoint: ResourceEndpoint<unknown>) =>
  historyMachine.provide({
    actors: { loadHistory: fromPromise<HistoryEntry[], { id: string }>(({ input, signal }) => getHistory(deps.config, endpoint, input.id, signal)) },
  });
export const historyIds = {
  requisition: (id: string) => `requisitions.history.${id}`,
  quotation: (id: string) => `quotations.history.${id}`,
  purchaseOrder: (id: string) => `purchaseOrders.history.${id}`,
};

// ---- The events that need data first ----

/** Request quotations: the suppliers to ask (1 to 10, distinct). */
export interface SupplierChoice {
  supplierIds: string[];
}
export const requestQuotesDialogId = 'requisitions.requestQuotes';
export const requestQuotesDialogLogic = () =>
  createEventDialog<SupplierChoice>({
    recordId: 'requisitions.record',
    validate: (v) => validateSupplierChoice(v.supplierIds),
    toEvent: (v) => ({ type: 'request-quotes', supplierIds: v.supplierIds }),
  });

/** A quotation's prices as typed: unit prices in major units (text), percents, and the valid-until day. */
export interface PriceEntry {
  prices: { unitPrice: string; discount: string; taxRate: string }[];
  validUntil: string;
}

/**
 * The entry's prices in minor units (both the company's locales group thousands with commas, so they are dropped); an
 * empty price is null (`required`), one that does not read is -1 (`out-of-range`).
 */
export const pricesOf = (entry: PriceEntry, currency: Currency) =>
  entry.prices.map((p) => ({ unitPrice: p.unitPrice.trim() === '' ? null : (parseMajor(p.unitPrice.trim().replace(/,/g, ''), currency) ?? -1), discount: p.discount.trim(), taxRate: p.taxRate.trim() }));

/** The prefill of the prices dialog: the quotation's lines (prices already entered, else empty). */
export const priceEntryOf = (q: Quotation, currency: Currency, validUntil: string): PriceEntry => ({
  prices: q.lines.map((l) => ({ unitPrice: l.unitPrice === null ? '' : toMajorString(l.unitPrice, currency), discount: l.discount, taxRate: l.taxRate })),
  validUntil: q.validUntil ?? validUntil,
});

export function validatePriceEntry(entry: PriceEntry, currency: Currency): FieldErrors {
  const prices = pricesOf(entry, currency);
  return validateQuotedPrices(prices, entry.validUntil, entry.prices.length);
}

export const receivePricesDialogId = 'quotations.receivePrices';
export const receivePricesDialogLogic = (currency: Currency) =>
  createEventDialog<PriceEntry>({
    recordId: 'quotations.record',
    validate: (v) => validatePriceEntry(v, currency),
    toEvent: (v) => ({ type: 'receive', prices: pricesOf(v, currency), validUntil: v.validUntil }),
  });

/** A receipt as typed: one quantity per line, prefilled with what is outstanding. */
export interface ReceiptEntry {
  quantities: string[];
  /** What each line still expects (the rule's bound, shown next to each field). */
  outstanding: string[];
}
export const receiptEntryOf = (o: PurchaseOrder): ReceiptEntry => ({ quantities: outstandingQuantities(o.lines), outstanding: outstandingQuantities(o.lines) });

/** Field errors of a receipt: each quantity a decimal, never more than outstanding, something at all. */
export function validateReceiptEntry(entry: ReceiptEntry): FieldErrors {
  const quantities = entry.quantities.map((q) => q.trim());
  const errors: FieldErrors = { ...validateReceipt(entry.outstanding.map((o) => ({ quantity: o, received: '0' })), quantities) };
  quantities.forEach((q, i) => {
    if (!errors[`quantities.${i}`] && isDecimal(q, { min: '0' }) && receiptProblem([{ quantity: entry.outstanding[i]!, received: '0' }], [q]) === 'over-receipt') errors[`quantities.${i}`] = ['out-of-range'];
  });
  if (Object.keys(errors).length === 0 && receiptProblem(entry.outstanding.map((o) => ({ quantity: o, received: '0' })), quantities) === 'nothing-to-receive') errors.quantities = ['required'];
  return errors;
}

export const receiveDialogId = 'purchaseOrders.receive';
export const receiveDialogLogic = () =>
  createEventDialog<ReceiptEntry>({
    recordId: 'purchaseOrders.record',
    validate: validateReceiptEntry,
    toEvent: (v) => ({ type: 'receive', quantities: v.quantities.map((q) => q.trim()) }),
  });

/** A requisition's quotations, for the comparison (read again when the page asks). */
export const comparisonId = 'requisitions.comparison';
export const comparisonLogic = (deps: SectionDeps) => lookupOf<Quotation[], string>((requisitionId, signal) => fetchQuotationsOf(deps.config, requisitionId, signal));
