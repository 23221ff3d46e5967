/**
 * The ordering service's purchasing resources (issue 10): `/requisitions`, `/quotations`, `/purchase-orders`
 * (permission Order.Purchases), each a document with its lifecycle (`POST /{resource}/{id}/events`) bound to the
 * pure statecharts of src/domain. The chain's effects, carried out in the same write as the event:
 * - a requisition's `request-quotes {supplierIds}` makes one quotation per supplier (`requested`, lines unpriced);
 *   its `cancel` while quoting rejects the open quotations;
 * - a quotation's `accept` makes the purchase order (draft, the quotation's priced lines, the requisition's
 *   warehouse), rejects the requisition's other open quotations and takes the requisition to `ordered`;
 * - a purchase order's `receive {quantities}` records one `receipt` stock movement per line into its warehouse
 *   with its number as reference (stock-effects.recordMovement: on hand changes only through movements).
 * Numbers are `<default prefix>-<6 digits>` from the tenant's sequence of each resource. Lines and documents carry
 * the product's SKU and name and the supplier's name as they were when written (a document keeps what it said).
 */
import { Permission as P } from '../../config/permissions';
import { companyTaxRate, tenants } from '../../config/tenants';
import { allowedEvents, applyEvent, type DocumentLifecycle, type LifecycleEvent } from '../../domain/document-lifecycle';
import { validatePricedLines } from '../../domain/document-lines';
import type { Department } from '../../domain/department';
import type { Employee } from '../../domain/employee';
import type { Product } from '../../domain/product';
import {
  normalizePurchaseOrderInput,
  purchaseOrderListSpec,
  purchaseOrderTotal,
  validatePurchaseOrder,
  validateReceipt,
  type PurchaseOrder,
  type PurchaseOrderInput,
  type PurchaseOrderLine,
} from '../../domain/purchase-order';
import { purchaseOrderLifecycle, type ReceiptEffect } from '../../domain/purchase-order-lifecycle';
import { formatDocumentNumber } from '../../domain/purchasing';
import { normalizeQuotationInput, quotationListSpec, quotationTotal, validateQuotation, validateQuotedPrices, type Quotation, type QuotationInput } from '../../domain/quotation';
import { quotationLifecycle, type QuotationFacts } from '../../domain/quotation-lifecycle';
import { normalizeRequisitionInput, requisitionListSpec, validateRequisition, validateSupplierChoice, type Requisition, type RequisitionInput } from '../../domain/requisition';
import { requisitionLifecycle } from '../../domain/requisition-lifecycle';
import type { Audited, HistoryEntry } from '../../domain/resource';
import { dayIn } from '../../domain/stock-movement';
import type { Supplier } from '../../domain/supplier';
import type { Warehouse } from '../../domain/warehouse';
import { newId } from '../shared/ids';
import type { TenantData } from './data';
import { bindLifecycle } from './lifecycle-binding';
import type { WriteContext } from './resource';
import { defineResource } from './service';
import { recordMovement } from './stock-effects';

export const REQUISITIONS = 'requisitions';
export const QUOTATIONS = 'quotations';
export const PURCHASE_ORDERS = 'purchase-orders';

/** The areas a purchasing write reads: the requester and department, products, suppliers, warehouses and stock. */
const purchasingNeeds = ['people', 'catalogs', 'suppliers', 'inventory'] as const;

const timeZoneOf = (tenant: string): string => tenants.find((t) => t.slug === tenant)?.timeZone ?? 'UTC';
/** Today in the company's time zone. */
export const todayOf = (ctx: Pick<WriteContext<unknown>, 'runtime' | 'tenant'>): string => dayIn(ctx.runtime.context.now(), timeZoneOf(ctx.tenant));

const activeOf =
  <T extends { id: string }>(data: TenantData, resource: string, isActive: (record: T) => boolean) =>
  (id: string): { active: boolean } | undefined => {
    const found = data.collection<T>(resource).get(id);
    return found ? { active: isActive(found) } : undefined;
  };

const productRule = (data: TenantData) => activeOf<Product>(data, 'products', (p) => p.active);
const supplierRule = (data: TenantData) => activeOf<Supplier>(data, 'suppliers', (s) => s.status === 'active');
const warehouseRule = (data: TenantData) => activeOf<Warehouse>(data, 'warehouses', (w) => w.active);

/** Lines with their product's SKU and name from the catalog (what the client sent for them is ignored). */
function labelled<L extends { productId: unknown }>(data: TenantData, lines: unknown): unknown {
  if (!Array.isArray(lines)) return lines;
  const products = data.collection<Product>('products');
  return lines.map((line: unknown) => {
    if (typeof line !== 'object' || line === null) return line;
    const l = line as L;
    const product = typeof l.productId === 'string' ? products.get(l.productId) : undefined;
    return { ...l, sku: product?.sku ?? '', name: product?.name ?? '' };
  });
}

const supplierNameOf = (data: TenantData, id: unknown): string => (typeof id === 'string' ? (data.collection<Supplier>('suppliers').get(id)?.name ?? '') : '');

/** The next number of a resource's sequence (the caller saves with it). */
function nextNumber(data: TenantData, resource: string, type: 'requisition' | 'quotation' | 'purchase-order'): { number: string; sequence: number } {
  const sequence = data.sequence(resource) + 1;
  return { number: formatDocumentNumber(type, sequence), sequence };
}

type Ctx = WriteContext<unknown>;

/**
 * Whether the document's status takes this event type at all: an event's data is checked (422) only then, so an event
 * the state does not take is the statechart's 409 illegal-transition whatever its data.
 */
const takes = <D extends { status: string }, F>(lifecycle: DocumentLifecycle<D, F>, record: D, type: string): boolean => allowedEvents(lifecycle, record, null).includes(type);

/** Saves a record another document's effect made, with its `created` history entry. */
function createFromEffect<T extends { id: string }>(ctx: Ctx, resource: string, record: T, sequence: number): void {
  const at = ctx.runtime.context.now().toISOString();
  const full = { ...record, version: 1, createdAt: at, createdBy: ctx.caller.sub, updatedAt: at, updatedBy: ctx.caller.sub };
  ctx.runtime.data.save(ctx.data, resource, full, sequence);
  ctx.runtime.data.addHistory(ctx.tenant, resource, record.id, { at, by: ctx.caller.sub, byName: ctx.caller.name, event: 'created', from: null, to: null, changes: {} });
}

/**
 * Applies an event of another document's lifecycle from an effect (the same statechart, the same history entry as
 * its own events endpoint); returns the saved record, or null when its statechart refuses.
 */
function applyFromEffect<T extends Audited & { status: string }, F>(
  ctx: Ctx,
  resource: string,
  lifecycle: DocumentLifecycle<T, F>,
  record: T,
  facts: F | null,
  event: LifecycleEvent,
): T | null {
  const step = applyEvent(lifecycle, record, facts, event);
  if (!step.ok) return null;
  const at = ctx.runtime.context.now().toISOString();
  const saved = { ...step.doc, version: record.version + 1, updatedAt: at, updatedBy: ctx.caller.sub };
  ctx.runtime.data.save(ctx.data, resource, saved);
  const changes: HistoryEntry['changes'] = {};
  for (const key of Object.keys(saved) as (keyof T & string)[]) {
    if (['version', 'updatedAt', 'updatedBy', 'status'].includes(key)) continue;
    if (JSON.stringify(record[key]) !== JSON.stringify(saved[key])) changes[key] = { from: record[key] ?? null, to: saved[key] ?? null };
  }
  ctx.runtime.data.addHistory(ctx.tenant, resource, record.id, { at, by: ctx.caller.sub, byName: ctx.caller.name, event: event.type, from: step.from, to: step.to, changes });
  return saved;
}

/** Rejects a requisition's quotations still open (requested or received), except `keep`. */
function rejectOpenQuotations(ctx: Ctx, requisitionId: string, keep: string | null): void {
  const open = ctx.data.collection<Quotation>(QUOTATIONS).all().filter((q) => q.requisitionId === requisitionId && q.id !== keep && (q.status === 'requested' || q.status === 'received'));
  for (const quotation of open) applyFromEffect(ctx, QUOTATIONS, quotationLifecycle, quotation, null, { type: 'reject' });
}

/** One quotation per supplier, in `requested`, with the requisition's lines unpriced (the company's tax rate). */
function createQuotations(ctx: Ctx, requisition: Requisition, supplierIds: readonly string[]): void {
  const taxRate = companyTaxRate(ctx.tenant);
  const today = todayOf(ctx);
  for (const supplierId of supplierIds) {
    const { number, sequence } = nextNumber(ctx.data, QUOTATIONS, 'quotation');
    const quotation = {
      id: newId(),
      number,
      date: today,
      status: 'requested',
      requisitionId: requisition.id,
      supplierId,
      supplierName: supplierNameOf(ctx.data, supplierId),
      lines: requisition.lines.map((l) => ({ productId: l.productId, sku: l.sku, name: l.name, quantity: l.quantity, unitPrice: null, discount: '0', taxRate })),
      notes: '',
      validUntil: null,
      total: null,
      purchaseOrderId: null,
    };
    createFromEffect(ctx, QUOTATIONS, quotation, sequence);
  }
}

/** The purchase order of an accepted quotation (its id chosen with the facts: the quotation names it); rejects the others and orders the requisition. */
function orderFromQuotation(ctx: Ctx, quotation: Quotation, id: string): void {
  const requisition = ctx.data.collection<Requisition>(REQUISITIONS).get(quotation.requisitionId);
  const warehouseId = requisition?.warehouseId ?? ctx.data.collection<Warehouse>('warehouses').all().find((w) => w.type === 'main')?.id ?? '';
  const { number, sequence } = nextNumber(ctx.data, PURCHASE_ORDERS, 'purchase-order');
  const lines: PurchaseOrderLine[] = quotation.lines.map((l) => ({
    productId: l.productId,
    sku: l.sku,
    name: l.name,
    quantity: l.quantity,
    unitPrice: l.unitPrice ?? 0,
    discount: l.discount,
    taxRate: l.taxRate,
    received: '0',
  }));
  const order = {
    id,
    number,
    date: todayOf(ctx),
    status: 'draft',
    quotationId: quotation.id,
    requisitionId: quotation.requisitionId,
    supplierId: quotation.supplierId,
    supplierName: quotation.supplierName,
    warehouseId,
    expectedDate: requisition?.neededBy ?? null,
    lines,
    notes: '',
    total: purchaseOrderTotal(lines),
  };
  createFromEffect(ctx, PURCHASE_ORDERS, order, sequence);
  rejectOpenQuotations(ctx, quotation.requisitionId, quotation.id);
  if (requisition) applyFromEffect(ctx, REQUISITIONS, requisitionLifecycle, requisition, null, { type: 'order', purchaseOrderId: order.id });
}

export const requisitions = defineResource<Requisition, RequisitionInput>({
  name: REQUISITIONS,
  area: 'purchasing',
  description:
    'Purchase requisitions `REQ-000001` (requester, department, neededBy, warehouseId, lines product/quantity/note); events submit, approve, reject, request-quotes {supplierIds} (makes the quotations), order {purchaseOrderId} (from an accepted quotation), cancel',
  listSpec: requisitionListSpec,
  read: [P.OrderPurchases],
  write: P.OrderPurchases,
  writeNeeds: purchasingNeeds,
  fields: ['requesterId', 'departmentId', 'neededBy', 'warehouseId', 'lines', 'notes'],
  assigned: ['number', 'date', 'status', 'supplierIds', 'purchaseOrderId'],
  defaults: () => ({ notes: '' }),
  normalize: (input, { data }) => ({ ...normalizeRequisitionInput(input), lines: labelled(data, input.lines) as RequisitionInput['lines'] }),
  validate: (input, { data, previous }) =>
    validateRequisition(input, {
      employee: activeOf<Employee>(data, 'employees', (e) => e.status === 'active'),
      department: activeOf<Department>(data, 'departments', (d) => d.status === 'active'),
      warehouse: warehouseRule(data),
      product: productRule(data),
      ...(previous ? { previous } : {}),
    }),
  assign: (_input, ctx) => {
    const { number, sequence } = nextNumber(ctx.data, REQUISITIONS, 'requisition');
    return { fields: { number, date: todayOf(ctx), status: 'draft', supplierIds: [], purchaseOrderId: null }, sequence };
  },
  lifecycle: bindLifecycle<Requisition, Record<string, never>>({
    lifecycle: requisitionLifecycle,
    facts: () => ({}),
    validate: (event, record, { data }) =>
      event.type === 'request-quotes' && takes(requisitionLifecycle, record, event.type) ? validateSupplierChoice(event.supplierIds, supplierRule(data)) : {},
    effect: (effect, saved, ctx) => {
      if (effect.type === 'createQuotations') createQuotations(ctx as Ctx, saved, (effect.params as { supplierIds: string[] }).supplierIds);
      if (effect.type === 'withdrawQuotations') rejectOpenQuotations(ctx as Ctx, saved.id, null);
    },
  }),
});

export const quotations = defineResource<Quotation, QuotationInput>({
  name: QUOTATIONS,
  area: 'purchasing',
  description:
    "Quotations `QUO-000001` of a requisition by one supplier (lines unpriced until `receive {prices:[{unitPrice, discount, taxRate}], validUntil}`); accept (valid and the requisition quoting: makes the purchase order, rejects the others), reject, expire (valid-until passed); `supplierName`, `total`",
  listSpec: quotationListSpec,
  read: [P.OrderPurchases],
  write: P.OrderPurchases,
  writeNeeds: purchasingNeeds,
  fields: ['requisitionId', 'supplierId', 'lines', 'notes'],
  assigned: ['number', 'date', 'status', 'validUntil', 'total', 'purchaseOrderId', 'supplierName'],
  defaults: () => ({ notes: '' }),
  normalize: (input, { data }) =>
    ({ ...normalizeQuotationInput(input), lines: labelled(data, input.lines), supplierName: supplierNameOf(data, input.supplierId) }) as QuotationInput,
  validate: (input, { data }) =>
    validateQuotation(input, { requisition: activeOf<Requisition>(data, REQUISITIONS, () => true), supplier: supplierRule(data) }),
  assign: (input, ctx) => {
    const { number, sequence } = nextNumber(ctx.data, QUOTATIONS, 'quotation');
    const priced = Array.isArray(input.lines) && input.lines.every((l) => l.unitPrice !== null);
    return { fields: { number, date: todayOf(ctx), status: 'requested', validUntil: null, total: priced ? quotationTotal(input.lines) : null, purchaseOrderId: null }, sequence };
  },
  lifecycle: bindLifecycle<Quotation, QuotationFacts>({
    lifecycle: quotationLifecycle,
    facts: (record, ctx) => ({ today: todayOf(ctx), requisitionStatus: ctx.data.collection<Requisition>(REQUISITIONS).get(record.requisitionId)?.status ?? null, purchaseOrderId: newId() }),
    validate: (event, record, ctx) =>
      event.type === 'receive' && takes(quotationLifecycle, record, event.type) ? validateQuotedPrices(event.prices, event.validUntil, record.lines.length, todayOf(ctx)) : {},
    effect: (effect, saved, ctx) => {
      if (effect.type === 'orderFromQuotation') orderFromQuotation(ctx as Ctx, saved, (effect.params as { purchaseOrderId: string }).purchaseOrderId);
    },
  }),
});

export const purchaseOrders = defineResource<PurchaseOrder, PurchaseOrderInput>({
  name: PURCHASE_ORDERS,
  area: 'purchasing',
  description:
    'Purchase orders `PO-000001` (supplier, warehouse, expectedDate, priced lines with `received`, `total`); events send, receive {quantities: one per line, never more than outstanding: 409 reason over-receipt} (a receipt stock movement per line, reference the PO number), close, cancel (draft or sent)',
  listSpec: purchaseOrderListSpec,
  read: [P.OrderPurchases],
  write: P.OrderPurchases,
  writeNeeds: purchasingNeeds,
  fields: ['supplierId', 'warehouseId', 'expectedDate', 'lines', 'notes'],
  assigned: ['number', 'date', 'status', 'quotationId', 'requisitionId', 'total', 'supplierName'],
  defaults: () => ({ notes: '', expectedDate: null }),
  normalize: (input, { data }) => {
    const normalized = normalizePurchaseOrderInput(input);
    const lines = labelled(data, normalized.lines) as PurchaseOrderLine[];
    const total = Object.keys(validatePricedLines(lines)).length === 0 ? purchaseOrderTotal(lines) : 0;
    // `total` and `supplierName` are the service's: derived here so that an update keeps them true.
    return { ...normalized, lines, total, supplierName: supplierNameOf(data, normalized.supplierId) } as PurchaseOrderInput;
  },
  validate: (input, { data, previous }) =>
    validatePurchaseOrder(input, { supplier: supplierRule(data), warehouse: warehouseRule(data), ...(previous ? { previous } : {}) }),
  assign: (_input, ctx) => {
    const { number, sequence } = nextNumber(ctx.data, PURCHASE_ORDERS, 'purchase-order');
    return { fields: { number, date: todayOf(ctx), status: 'draft', quotationId: null, requisitionId: null }, sequence };
  },
  lifecycle: bindLifecycle<PurchaseOrder, Record<string, never>>({
    lifecycle: purchaseOrderLifecycle,
    facts: () => ({}),
    validate: (event, record) => (event.type === 'receive' && takes(purchaseOrderLifecycle, record, event.type) ? validateReceipt(record.lines, event.quantities) : {}),
    effect: (effect, _saved, ctx) => {
      if (effect.type !== 'recordReceipts') return;
      const receipt = effect.params as ReceiptEffect;
      for (const line of receipt.lines) {
        recordMovement(ctx, { type: 'receipt', warehouseId: receipt.warehouseId, productId: line.productId, quantity: line.quantity, reference: receipt.reference });
      }
    },
  }),
});

export const purchasingResources = [requisitions, quotations, purchaseOrders];
