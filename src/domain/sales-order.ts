/**
 * Sales orders (DOMAIN.md "Entities"): the record, what a client writes, the validation rules and the list query
 * spec. Pure: the ordering service and the order editor use the same rules. The lifecycle (draft -> confirmed ->
 * partially-delivered -> delivered -> closed, cancelled) is `sales-order-lifecycle.ts`.
 *
 * A stored order carries, besides what the client writes, what the service derives on every write (so lists,
 * print pages and users without the catalogs' permissions read the order as it was taken): the number, the
 * customer's and the warehouse's names, each line's SKU and name, the totals in minor units of the company
 * currency, and each line's delivered quantity (changed only by the `deliver` event).
 */
import { addDecimal, compareDecimal, isDecimal, subtractDecimal, toScaled, fromScaled } from './decimal';
import { documentTotals, validatePricedLines, type DocumentTotals, type PricedLine } from './document-lines';
import { checkText, collectErrors, isPlainObject } from './fields';
import type { ListSpec } from './list-query';
import type { Currency } from './money';
import type { Audited, FieldErrors } from './resource';

export const salesOrderStatuses = ['draft', 'confirmed', 'partially-delivered', 'delivered', 'closed', 'cancelled'] as const;
export type SalesOrderStatus = (typeof salesOrderStatuses)[number];

/** A line as the client writes it: a priced line (document-lines.ts). */
export type SalesOrderLineInput = PricedLine;

/** A stored line: the written one, the product as it was ordered, and what deliveries took of it. */
export interface SalesOrderLine extends PricedLine {
  sku: string;
  productName: string;
  /** Decimal string: the quantity deliveries took so far (0 until confirmed and delivered). */
  delivered: string;
}

/** The fields a client writes (create, and update while a draft). */
export interface SalesOrderInput {
  customerId: string;
  /** `YYYY-MM-DD`, the order's day. */
  date: string;
  warehouseId: string;
  lines: SalesOrderLineInput[];
  /** '' when there are none. */
  notes: string;
}

export type SalesOrder = Audited &
  Omit<SalesOrderInput, 'lines'> & {
    /** `SO-000001`: numbered per tenant by the service on create (the company's prefix), never reused. */
    number: string;
    status: SalesOrderStatus;
    lines: SalesOrderLine[];
    customerName: string;
    warehouseName: string;
    currency: Currency;
    totals: DocumentTotals;
    /** `totals.total`, at the top level so that lists sort by it. */
    total: number;
  };

/** The fields the service assigns or derives (a client's value is ignored). */
export const salesOrderAssigned = ['number', 'status', 'customerName', 'warehouseName', 'currency', 'totals', 'total'] as const;

export const salesOrderLimits = { notes: 2000 } as const;

/** `SO-000001` for 1 (the prefix is the company's, `defaultPrefixes['sales-order']` by default). */
export const formatOrderNumber = (prefix: string, n: number): string => `${prefix}-${String(n).padStart(6, '0')}`;

export const emptySalesOrderLine = (): SalesOrderLineInput => ({ productId: '', quantity: '1', unitPrice: 0, discount: '0', taxRate: '0' });

/** A blank order for a form. */
export const emptySalesOrderInput = (today: string): SalesOrderInput => ({ customerId: '', date: today, warehouseId: '', lines: [], notes: '' });

/** A decimal in its shortest form (`'2.5000'` -> `'2.5'`, `' 3 '` -> `'3'`); other values unchanged. */
export function canonicalDecimal(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  const scaled = toScaled(trimmed);
  return scaled === null ? trimmed : fromScaled(scaled);
}

/** Keeps only a line's written fields, trimmed and in canonical decimal form. */
function normalizeLine(raw: unknown): SalesOrderLineInput {
  const line = isPlainObject(raw) ? raw : {};
  return {
    productId: typeof line.productId === 'string' ? line.productId.trim() : (line.productId as string),
    quantity: canonicalDecimal(line.quantity) as string,
    unitPrice: line.unitPrice as number,
    discount: canonicalDecimal(line.discount ?? '0') as string,
    taxRate: canonicalDecimal(line.taxRate) as string,
  };
}

/** The form of the input the service stores: trimmed texts, canonical decimals, lines with their written fields only. */
export function normalizeSalesOrderInput(input: SalesOrderInput): SalesOrderInput {
  const raw = input as unknown as Record<string, unknown>;
  return {
    ...input,
    ...(typeof raw.customerId === 'string' ? { customerId: raw.customerId.trim() } : {}),
    ...(typeof raw.warehouseId === 'string' ? { warehouseId: raw.warehouseId.trim() } : {}),
    ...(typeof raw.date === 'string' ? { date: raw.date.trim() } : {}),
    ...(typeof raw.notes === 'string' ? { notes: raw.notes.trim() } : {}),
    ...(Array.isArray(raw.lines) ? { lines: (raw.lines as unknown[]).map(normalizeLine) } : {}),
  };
}

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** What a reference lookup finds: whether it exists and is in use. */
export type ReferenceState = 'active' | 'inactive' | undefined;

export interface SalesOrderRules {
  customer?: (id: string) => ReferenceState;
  warehouse?: (id: string) => ReferenceState;
  product?: (id: string) => ReferenceState;
  /** The stored order on update: an inactive customer, warehouse or product it already has may stay. */
  previous?: Pick<SalesOrderInput, 'customerId' | 'warehouseId'> & { lines: readonly Pick<PricedLine, 'productId'>[] };
}

function checkReference(errors: FieldErrors, path: string, id: unknown, lookup: ((id: string) => ReferenceState) | undefined, kept: boolean): void {
  if (typeof id !== 'string' || id === '') {
    errors[path] = ['required'];
    return;
  }
  if (!lookup) return;
  const state = lookup(id);
  if (state === undefined) errors[path] = ['unknown-reference'];
  else if (state === 'inactive' && !kept) errors[path] = ['inactive-reference'];
}

/** Field errors of an order input (empty when valid). Expects `normalizeSalesOrderInput` to have run. */
export function validateSalesOrder(input: SalesOrderInput, rules: SalesOrderRules = {}): FieldErrors {
  const c = collectErrors();
  const raw = input as unknown as Record<string, unknown>;
  const errors: FieldErrors = {};
  checkReference(errors, 'customerId', raw.customerId, rules.customer, rules.previous?.customerId === raw.customerId);
  checkReference(errors, 'warehouseId', raw.warehouseId, rules.warehouse, rules.previous?.warehouseId === raw.warehouseId);
  if (raw.date === undefined || raw.date === null || raw.date === '') errors.date = ['required'];
  else if (!isDay(raw.date)) errors.date = ['invalid-format'];
  checkText(c, 'notes', raw.notes, { required: false, max: salesOrderLimits.notes });
  Object.assign(errors, c.errors, validatePricedLines(raw.lines));
  if (Array.isArray(raw.lines) && rules.product) {
    const kept = new Set(rules.previous?.lines.map((l) => l.productId) ?? []);
    (raw.lines as Record<string, unknown>[]).forEach((line, i) => {
      const key = `lines.${i}.productId`;
      if (errors[key] || typeof line?.productId !== 'string') return;
      const state = rules.product!(line.productId);
      if (state === undefined) errors[key] = ['unknown-reference'];
      else if (state === 'inactive' && !kept.has(line.productId)) errors[key] = ['inactive-reference'];
    });
  }
  return errors;
}

/** What is left to deliver of a line (ordered - delivered, never below 0). */
export const outstandingOf = (line: Pick<SalesOrderLine, 'quantity' | 'delivered'>): string => {
  const left = subtractDecimal(line.quantity, line.delivered);
  return compareDecimal(left, '0') < 0 ? '0' : left;
};

/** The quantity of each product over all lines (a product may be on several lines), by product id. */
export function quantitiesByProduct(lines: readonly { productId: string; quantity: string }[]): Map<string, string> {
  const totals = new Map<string, string>();
  for (const line of lines) {
    if (!isDecimal(line.quantity)) continue;
    totals.set(line.productId, addDecimal(totals.get(line.productId) ?? '0', line.quantity));
  }
  return totals;
}

/** The outstanding quantity of each product (what the order still holds reserved once confirmed). */
export const outstandingByProduct = (lines: readonly SalesOrderLine[]): Map<string, string> =>
  quantitiesByProduct(lines.map((l) => ({ productId: l.productId, quantity: outstandingOf(l) })));

/** The totals of written lines (the one rule: document-lines.ts). */
export const salesOrderTotals = (lines: readonly PricedLine[]): DocumentTotals => documentTotals(lines);

export const salesOrderListSpec: ListSpec<SalesOrder> = {
  searchFields: ['number', 'customerName', 'notes'],
  sortFields: ['number', 'date', 'total', 'customerName', 'warehouseName', 'status', 'createdAt', 'updatedAt'],
  filters: {
    status: { type: 'enum', values: salesOrderStatuses },
    customerId: { type: 'reference' },
    warehouseId: { type: 'reference' },
    date: { type: 'date-range' },
  },
  defaultSort: '-number',
  sortOrders: { status: salesOrderStatuses },
};
