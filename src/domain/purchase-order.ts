/**
 * Purchase orders (DOMAIN.md "Entities"): a supplier, the warehouse that receives, priced lines with what has been
 * received of each, and totals in minor units (document-lines). Made from an accepted quotation or written by hand;
 * received in parts (`receive` with a quantity per line, never more than outstanding). The record, the rules, the
 * receipt arithmetic and the list spec. Pure.
 */
import { addDecimal, compareDecimal, isDecimal, subtractDecimal } from './decimal';
import { documentTotals, notMoreThan, validatePricedLines, type PricedLine } from './document-lines';
import { checkText, collectErrors, isPlainObject, trimStrings } from './fields';
import type { ListSpec } from './list-query';
import { checkDay, checkReference } from './purchasing';
import type { Audited, FieldErrors } from './resource';

export const purchaseOrderStatuses = ['draft', 'sent', 'partially-received', 'received', 'closed', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];

export interface PurchaseOrderLine extends PricedLine {
  /** The product's SKU and name when the line was written (the service fills them from the catalog). */
  sku: string;
  name: string;
  /** What has been received so far (decimal string), never more than `quantity`. */
  received: string;
}

export interface PurchaseOrderInput {
  supplierId: string;
  warehouseId: string;
  /** The day the goods are expected, or null. */
  expectedDate: string | null;
  lines: PurchaseOrderLine[];
  notes: string;
}

export type PurchaseOrder = Audited &
  PurchaseOrderInput & {
    /** The supplier's name when the order was written. */
    supplierName: string;
    /** `PO-000001`. */
    number: string;
    /** The order's day. */
    date: string;
    status: PurchaseOrderStatus;
    /** The accepted quotation it came from, else null. */
    quotationId: string | null;
    requisitionId: string | null;
    /** Total with tax, minor units of the company currency (documentTotals of the lines). */
    total: number;
  };

export const emptyPurchaseOrderInput = (): PurchaseOrderInput => ({ supplierId: '', warehouseId: '', expectedDate: null, lines: [], notes: '' });

/** Trimmed; a draft has received nothing. */
export function normalizePurchaseOrderInput(input: PurchaseOrderInput): PurchaseOrderInput {
  const trimmed = trimStrings(input);
  return {
    ...trimmed,
    expectedDate: trimmed.expectedDate === '' ? null : trimmed.expectedDate,
    lines: Array.isArray(trimmed.lines) ? trimmed.lines.map((l) => (isPlainObject(l) ? { ...l, received: '0' } : l)) : trimmed.lines,
  };
}

export function validatePurchaseOrder(
  input: PurchaseOrderInput,
  rules: { supplier?: (id: string) => { active: boolean } | undefined; warehouse?: (id: string) => { active: boolean } | undefined; previous?: Pick<PurchaseOrderInput, 'supplierId' | 'warehouseId'> } = {},
): FieldErrors {
  const c = collectErrors();
  const raw = input as unknown as Record<string, unknown>;
  checkReference(c, 'supplierId', raw.supplierId, rules.supplier, rules.previous?.supplierId);
  checkReference(c, 'warehouseId', raw.warehouseId, rules.warehouse, rules.previous?.warehouseId);
  checkDay(c, 'expectedDate', raw.expectedDate, { required: false });
  checkText(c, 'notes', raw.notes, { required: false, max: 1000 });
  return { ...c.errors, ...validatePricedLines(raw.lines) };
}

export const outstandingOf = (line: Pick<PurchaseOrderLine, 'quantity' | 'received'>): string => subtractDecimal(line.quantity, line.received);

export const isFullyReceived = (lines: readonly Pick<PurchaseOrderLine, 'quantity' | 'received'>[]): boolean =>
  lines.every((l) => compareDecimal(l.received, l.quantity) >= 0);

/** What a receipt of `quantities` (one per line, '0' for none) is: fine, or why not. */
export function receiptProblem(lines: readonly Pick<PurchaseOrderLine, 'quantity' | 'received'>[], quantities: unknown): null | 'invalid-quantities' | 'over-receipt' | 'nothing-to-receive' {
  if (!Array.isArray(quantities) || quantities.length !== lines.length || !quantities.every((q) => isDecimal(q, { min: '0' }))) return 'invalid-quantities';
  if (quantities.some((q, i) => !notMoreThan(q as string, outstandingOf(lines[i]!)))) return 'over-receipt';
  if (quantities.every((q) => compareDecimal(q as string, '0') === 0)) return 'nothing-to-receive';
  return null;
}

/** Field errors of a `receive` event's data (`quantities.1`): the service's 422 before the statechart. */
export function validateReceipt(lines: readonly Pick<PurchaseOrderLine, 'quantity' | 'received'>[], quantities: unknown): FieldErrors {
  const c = collectErrors();
  if (!Array.isArray(quantities) || quantities.length !== lines.length) {
    c.add('quantities', 'required');
    return c.errors;
  }
  quantities.forEach((q: unknown, i) => {
    if (q === undefined || q === null || (typeof q === 'string' && q.trim() === '')) c.add(`quantities.${i}`, 'required');
    else if (!isDecimal(q, { min: '0' })) c.add(`quantities.${i}`, 'out-of-range');
  });
  return c.errors;
}

/** The lines after a receipt (quantities already checked). */
export const withReceipt = (lines: readonly PurchaseOrderLine[], quantities: readonly string[]): PurchaseOrderLine[] =>
  lines.map((line, i) => ({ ...line, received: addDecimal(line.received, quantities[i] ?? '0') }));

/** The outstanding quantity of every line: the receive dialog's prefill. */
export const outstandingQuantities = (lines: readonly PurchaseOrderLine[]): string[] => lines.map(outstandingOf);

export const purchaseOrderTotal = (lines: readonly PricedLine[]): number => documentTotals(lines).total;

export const purchaseOrderListSpec: ListSpec<PurchaseOrder> = {
  searchFields: ['number', 'notes'],
  sortFields: ['number', 'date', 'expectedDate', 'total', 'status', 'updatedAt'],
  filters: {
    status: { type: 'enum', values: purchaseOrderStatuses },
    supplierId: { type: 'reference' },
    warehouseId: { type: 'reference' },
    requisitionId: { type: 'reference' },
    quotationId: { type: 'reference' },
    date: { type: 'date-range' },
  },
  defaultSort: '-number',
};
