/**
 * Quotations (DOMAIN.md "Entities"): one supplier's prices for a requisition's lines, valid until a day. Made by the
 * requisition's `request-quotes` (status `requested`, lines unpriced); the supplier's prices are entered with the
 * `receive` event. The record, the rules of the prices, the comparison of a requisition's quotations and the list
 * spec. Pure.
 */
import { isDecimal } from './decimal';
import { documentTotals, type PricedLine } from './document-lines';
import { checkText, collectErrors, isPlainObject, trimStrings } from './fields';
import type { ListSpec } from './list-query';
import { isMinorUnits } from './money';
import { checkDay, checkQuantity, checkReference } from './purchasing';
import type { Audited, FieldErrors } from './resource';

export const quotationStatuses = ['requested', 'received', 'accepted', 'rejected', 'expired'] as const;
export type QuotationStatus = (typeof quotationStatuses)[number];

export interface QuotationLine {
  productId: string;
  /** The product's SKU and name when the line was written (the service fills them from the catalog). */
  sku: string;
  name: string;
  quantity: string;
  /** Minor units per unit; null until the supplier's prices are entered. */
  unitPrice: number | null;
  /** Percent decimal strings. */
  discount: string;
  taxRate: string;
}

export interface QuotationInput {
  requisitionId: string;
  supplierId: string;
  lines: QuotationLine[];
  notes: string;
}

export type Quotation = Audited &
  QuotationInput & {
    /** `QUO-000001`. */
    number: string;
    /** The supplier's name when the quotation was written. */
    supplierName: string;
    /** The day it was requested. */
    date: string;
    status: QuotationStatus;
    /** The last day its prices hold (entered with the prices), else null. */
    validUntil: string | null;
    /** The total with tax in minor units once priced, else null. */
    total: number | null;
    /** The purchase order made when it was accepted, else null. */
    purchaseOrderId: string | null;
  };

/** One line's price as the `receive` event carries it. */
export interface QuotedPrice {
  unitPrice: number;
  discount: string;
  taxRate: string;
}

export const normalizeQuotationInput = (input: QuotationInput): QuotationInput => trimStrings(input);

const isPercent = (value: unknown): value is string => isDecimal(value, { min: '0', max: '100', places: 4 });

export function validateQuotation(
  input: QuotationInput,
  rules: { requisition?: (id: string) => { active: boolean } | undefined; supplier?: (id: string) => { active: boolean } | undefined } = {},
): FieldErrors {
  const c = collectErrors();
  const raw = input as unknown as Record<string, unknown>;
  checkReference(c, 'requisitionId', raw.requisitionId, rules.requisition);
  checkReference(c, 'supplierId', raw.supplierId, rules.supplier);
  checkText(c, 'notes', raw.notes, { required: false, max: 1000 });
  if (!Array.isArray(raw.lines) || raw.lines.length === 0) c.add('lines', 'required');
  else
    raw.lines.forEach((line: unknown, i) => {
      const l = isPlainObject(line) ? line : {};
      checkReference(c, `lines.${i}.productId`, l.productId);
      checkQuantity(c, `lines.${i}.quantity`, l.quantity);
      if (l.unitPrice !== null && !isMinorUnits(l.unitPrice)) c.add(`lines.${i}.unitPrice`, 'out-of-range');
      if (!isPercent(l.discount)) c.add(`lines.${i}.discount`, 'out-of-range');
      if (!isPercent(l.taxRate)) c.add(`lines.${i}.taxRate`, 'out-of-range');
    });
  return c.errors;
}

/** Field errors of a `receive` event's data: a price per line (`prices.2.unitPrice`) and the valid-until day. */
export function validateQuotedPrices(prices: unknown, validUntil: unknown, lineCount: number, today?: string): FieldErrors {
  const c = collectErrors();
  if (!Array.isArray(prices) || prices.length !== lineCount) c.add('prices', 'required');
  else
    prices.forEach((price: unknown, i) => {
      const p = isPlainObject(price) ? price : {};
      if (p.unitPrice === undefined || p.unitPrice === null) c.add(`prices.${i}.unitPrice`, 'required');
      else if (!isMinorUnits(p.unitPrice)) c.add(`prices.${i}.unitPrice`, 'out-of-range');
      if (!isPercent(p.discount)) c.add(`prices.${i}.discount`, 'out-of-range');
      if (!isPercent(p.taxRate)) c.add(`prices.${i}.taxRate`, 'out-of-range');
    });
  checkDay(c, 'validUntil', validUntil);
  if (today !== undefined && typeof validUntil === 'string' && !c.has('validUntil') && validUntil < today) c.add('validUntil', 'out-of-range');
  return c.errors;
}

/** Whether the event's data prices every line (the statechart's guard; the service's 422 names the fields). */
export const pricesEveryLine = (prices: unknown, lineCount: number): prices is QuotedPrice[] =>
  Array.isArray(prices) &&
  prices.length === lineCount &&
  prices.every((p: unknown) => isPlainObject(p) && isMinorUnits(p.unitPrice) && isPercent(p.discount) && isPercent(p.taxRate));

/** The lines with the supplier's prices. */
export const pricedLines = (lines: readonly QuotationLine[], prices: readonly QuotedPrice[]): QuotationLine[] =>
  lines.map((line, i) => ({ ...line, unitPrice: prices[i]!.unitPrice, discount: prices[i]!.discount, taxRate: prices[i]!.taxRate }));

/** The total with tax of fully priced lines, else null. */
export function quotationTotal(lines: readonly QuotationLine[]): number | null {
  if (lines.some((l) => l.unitPrice === null)) return null;
  return documentTotals(lines as readonly PricedLine[]).total;
}

/** Whether a quotation's prices no longer hold on `today`. */
export const isPastValidity = (q: Pick<Quotation, 'validUntil'>, today: string): boolean => q.validUntil !== null && q.validUntil < today;

export interface ComparisonRow {
  productId: string;
  quantity: string;
  /** Per quotation (same order as the quotations): the line's total with tax, or null when not priced. */
  totals: (number | null)[];
  /** The index of the cheapest priced quotation for this line, or null. */
  cheapest: number | null;
}

export interface Comparison {
  rows: ComparisonRow[];
  /** Per quotation: its total, or null when not priced. */
  totals: (number | null)[];
  /** The quotation with the lowest total among those priced and still open (received), or null. */
  cheapest: number | null;
}

/** Side by side: each line's price per supplier and each supplier's total, the cheapest marked. Pure. */
export function compareQuotations(quotations: readonly Pick<Quotation, 'lines' | 'status' | 'total'>[]): Comparison {
  const first = quotations[0];
  const rows: ComparisonRow[] = (first?.lines ?? []).map((line, i) => {
    const totals = quotations.map((q) => {
      const l = q.lines[i];
      return l && l.unitPrice !== null ? documentTotals([l as PricedLine]).total : null;
    });
    return { productId: line.productId, quantity: line.quantity, totals, cheapest: lowest(totals) };
  });
  const totals = quotations.map((q) => q.total);
  const open = quotations.map((q, i) => (q.status === 'received' || q.status === 'accepted' ? totals[i]! : null));
  return { rows, totals, cheapest: lowest(open) };
}

function lowest(values: readonly (number | null)[]): number | null {
  let best: number | null = null;
  values.forEach((v, i) => {
    if (v !== null && (best === null || v < values[best]!)) best = i;
  });
  return best;
}

export const quotationListSpec: ListSpec<Quotation> = {
  searchFields: ['number', 'notes'],
  sortFields: ['number', 'date', 'validUntil', 'total', 'status', 'updatedAt'],
  filters: {
    status: { type: 'enum', values: quotationStatuses },
    supplierId: { type: 'reference' },
    requisitionId: { type: 'reference' },
    date: { type: 'date-range' },
  },
  defaultSort: '-number',
};
