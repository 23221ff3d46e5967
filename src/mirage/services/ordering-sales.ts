/**
 * Sales orders of the ordering service (`/sales-orders`, permission Order.Orders; DOMAIN.md). The rules are
 * src/domain/sales-order.ts (fields, numbering, totals) and src/domain/sales-order-lifecycle.ts (the statechart);
 * this file wires them to the generic resource and carries out the stock effects (services/stock-effects.ts):
 * `confirm` reserves the order's quantities in its warehouse, `cancel` and a short `close` release what is still
 * reserved, `deliver` issues what left (release + issue movement with the delivery's reference). `cancel` and `close`
 * answer 409 with `reason: 'delivery-on-the-road'` while a delivery of the order is dispatched, failed or rescheduled
 * (its dispatch already released its part of the reservation).
 *
 * A refused `confirm` answers 409 `illegal-transition` with `reason: 'insufficient-stock'`, a detail naming each
 * product short (SKU, name, ordered, available) and `shortages: [{ productId, sku, productName, requested,
 * available }]`.
 *
 * For deliveries (slice `deliveries`): call `deliverSalesOrder(ctx, orderId, { lines: [{ line, quantity }],
 * reference })` from a delivery's effect (e.g. on dispatch), synchronously, with the delivery's WriteContext
 * (`{ data, runtime, caller }`; put 'sales' in the delivery resource's `writeNeeds` so the orders are loaded). It
 * applies the order's `deliver` event through the same statechart (version + 1, a history entry by the caller),
 * releases the reservation of those quantities and records their issue movements (reference = the delivery's
 * number): do NOT move that stock yourself. It throws the ProblemError a `POST /sales-orders/{id}/events` would
 * answer (409 illegal-transition with reason `over-delivery` when a quantity passes what is left of its line;
 * 404 unknown order). `outstandingLines(order)` tells what is left to deliver per line.
 */
import { Permission as P } from '../../config/permissions';
import { tenantCurrency } from '../../config/tenants';
import { defaultPrefixes } from '../../domain/company';
import { compareDecimal, isDecimal, subtractDecimal } from '../../domain/decimal';
import { validatePricedLines } from '../../domain/document-lines';
import { applyEvent, type LifecycleEffect, type LifecycleEvent } from '../../domain/document-lifecycle';
import { allowsNegativeStock, INVENTORY_SETTINGS_ID, type InventorySettings } from '../../domain/inventory-settings';
import type { Product } from '../../domain/product';
import type { Audited, FieldErrors, HistoryEntry } from '../../domain/resource';
import {
  formatOrderNumber,
  normalizeSalesOrderInput,
  outstandingOf,
  salesOrderAssigned,
  salesOrderListSpec,
  salesOrderTotals,
  validateSalesOrder,
  type SalesOrder,
  type SalesOrderInput,
  type SalesOrderLine,
} from '../../domain/sales-order';
import { salesOrderLifecycle, shortagesOf, type DeliveredQuantity, type ProductQuantity, type SalesOrderFacts } from '../../domain/sales-order-lifecycle';
import type { Warehouse } from '../../domain/warehouse';
import type { Customer } from '../../domain/customer';
import { onTheRoadStatuses, type Delivery } from '../../domain/delivery';
import type { Caller } from '../auth';
import { notFoundProblem, ProblemError } from '../shared/problem';
import type { TenantData } from './data';
import { bindLifecycle } from './lifecycle-binding';
import type { ResourceLifecycle, WriteContext } from './resource';
import { countryOf, type ServiceRuntime } from './runtime';
import { defineResource } from './service';
import { availableIn, issueReserved, reserveStock, type StockEffectContext } from './stock-effects';

/** The deliveries' resource (distribution-deliveries.ts imports this module, so the name is not imported from it). */
const DELIVERIES = 'deliveries';

export const SALES_ORDERS = 'sales-orders';

const active = (flag: boolean): 'active' | 'inactive' => (flag ? 'active' : 'inactive');

/** The order's derived fields (names as ordered, SKUs, totals, currency) from the tenant's data. */
function derive(input: SalesOrderInput, data: TenantData, tenant: string, previous?: SalesOrder): SalesOrderInput & Partial<SalesOrder> {
  const products = data.collection<Product>('products');
  const lines: SalesOrderLine[] | unknown = Array.isArray(input.lines)
    ? input.lines.map((line) => {
        const product = typeof line.productId === 'string' ? products.get(line.productId) : undefined;
        return { ...line, sku: product?.sku ?? '', productName: product?.name ?? '', delivered: '0' };
      })
    : input.lines;
  const priced = Array.isArray(lines) && Object.keys(validatePricedLines(input.lines)).length === 0;
  const totals = priced ? salesOrderTotals(input.lines) : { gross: 0, discount: 0, net: 0, tax: 0, total: 0, taxByRate: {} };
  return {
    ...input,
    lines: lines as SalesOrderLine[],
    customerName: (typeof input.customerId === 'string' ? data.collection<Customer>('customers').get(input.customerId)?.name : undefined) ?? previous?.customerName ?? '',
    warehouseName: (typeof input.warehouseId === 'string' ? data.collection<Warehouse>('warehouses').get(input.warehouseId)?.name : undefined) ?? previous?.warehouseName ?? '',
    currency: tenantCurrency(tenant) ?? 'MXN',
    totals,
    total: totals.total,
  };
}

/**
 * The facts of the statechart's guards: what is available of the order's products in its warehouse, the policy, and
 * whether a delivery of the order is on the road (the deliveries area: in the resource's `writeNeeds`).
 */
function factsOf(order: SalesOrder, data: TenantData): SalesOrderFacts {
  const available: Record<string, string> = {};
  for (const line of order.lines) available[line.productId] = availableIn(data, order.warehouseId, line.productId);
  const settings = data.collection<InventorySettings>('settings').get(INVENTORY_SETTINGS_ID);
  const onTheRoad = data
    .collection<Delivery>(DELIVERIES)
    .all()
    .some((d) => d.salesOrderId === order.id && onTheRoadStatuses.includes(d.status));
  return { available, allowNegative: settings ? allowsNegativeStock(settings) : false, onTheRoad };
}

/** 422 field errors of a `deliver` event's data (its shape; quantities beyond what is left are a 409). */
function validateDelivery(event: LifecycleEvent, order: SalesOrder): FieldErrors {
  if (event.type !== 'deliver') return {};
  const lines = event.lines;
  if (!Array.isArray(lines) || lines.length === 0) return { lines: ['required'] };
  const errors: FieldErrors = {};
  lines.forEach((raw: unknown, i) => {
    const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    if (!Number.isInteger(item.line) || (item.line as number) < 0 || (item.line as number) >= order.lines.length) errors[`lines.${i}.line`] = ['unknown-reference'];
    if (!isDecimal(item.quantity, { min: '0', exclusiveMin: true })) errors[`lines.${i}.quantity`] = ['out-of-range'];
  });
  if (event.reference !== undefined && (typeof event.reference !== 'string' || event.reference.length > 40)) errors.reference = ['invalid-format'];
  return errors;
}

/** Carries out one effect of a step on the stock of the order's warehouse. */
function carryOut(effect: LifecycleEffect, ctx: StockEffectContext): void {
  const params = effect.params as { warehouseId: string; lines: ProductQuantity[]; reference?: string };
  if (effect.type === 'reserve') for (const line of params.lines) reserveStock(ctx, params.warehouseId, line.productId, line.quantity);
  else if (effect.type === 'release') for (const line of params.lines) reserveStock(ctx, params.warehouseId, line.productId, subtractDecimal('0', line.quantity));
  else if (effect.type === 'issue') {
    for (const line of params.lines) issueReserved(ctx, { warehouseId: params.warehouseId, productId: line.productId, quantity: line.quantity, reference: params.reference ?? '' });
  }
}

const bound = bindLifecycle<SalesOrder, SalesOrderFacts>({
  lifecycle: salesOrderLifecycle,
  facts: (order, { data }) => factsOf(order, data),
  validate: (event, order) => validateDelivery(event, order),
  effect: (effect, _saved, ctx) => carryOut(effect, ctx),
});

/** The 409 of a refused confirm names the products short and what is available of each. */
function shortageProblem(order: SalesOrder, data: TenantData, error: ProblemError): ProblemError {
  const shortages = shortagesOf(order, factsOf(order, data)).map((s) => {
    const line = order.lines.find((l) => l.productId === s.productId);
    return { ...s, sku: line?.sku ?? '', productName: line?.productName ?? '' };
  });
  const named = shortages.map((s) => `${s.sku} ${s.productName}: ordered ${s.requested}, available ${s.available}`).join('; ');
  return new ProblemError(409, error.type, error.title, `Not enough stock in ${order.warehouseName} to confirm ${order.number}: ${named}`, { ...error.extra, shortages });
}

const lifecycle: ResourceLifecycle<SalesOrder> = {
  editable: bound.editable,
  ...(bound.seededPast ? { seededPast: bound.seededPast } : {}),
  apply: (order, event, ctx) => {
    try {
      return bound.apply(order, event, ctx);
    } catch (error) {
      if (error instanceof ProblemError && error.extra.reason === 'insufficient-stock') throw shortageProblem(order, ctx.data, error);
      throw error;
    }
  },
};

export const salesOrders = defineResource<SalesOrder, SalesOrderInput>({
  name: SALES_ORDERS,
  area: 'sales',
  description:
    'Sales orders; `number` SO-000001 per tenant; lines priced in minor units with derived SKU, name and totals; lifecycle draft -> confirmed (reserves stock) -> partially-delivered -> delivered -> closed, cancelled (events confirm, deliver, close, cancel; cancel and a short close answer 409 reason delivery-on-the-road while a delivery of the order is dispatched, failed or rescheduled)',
  listSpec: salesOrderListSpec,
  // Deliveries are made from orders: their dispatcher reads the orders they ship (issue 10, slice deliveries).
  read: [P.OrderOrders, P.DistributionDeliveries],
  write: P.OrderOrders,
  // The deliveries: an order with one on the road is neither cancelled nor closed short (the `onTheRoad` fact).
  writeNeeds: ['catalogs', 'inventory', 'inventory-config', 'deliveries'],
  fields: ['customerId', 'date', 'warehouseId', 'lines', 'notes'],
  assigned: [...salesOrderAssigned],
  defaults: () => ({ notes: '' }),
  normalize: (input, { data, tenant, previous }) => derive(normalizeSalesOrderInput(input), data, tenant, previous),
  validate: (input, { data, previous }) =>
    validateSalesOrder(input, {
      customer: (id) => {
        const customer = data.collection<Customer>('customers').get(id);
        return customer ? active(customer.status === 'active') : undefined;
      },
      warehouse: (id) => {
        const warehouse = data.collection<Warehouse>('warehouses').get(id);
        return warehouse ? active(warehouse.active) : undefined;
      },
      product: (id) => {
        const product = data.collection<Product>('products').get(id);
        return product ? active(product.active) : undefined;
      },
      ...(previous ? { previous } : {}),
    }),
  assign: (_input, { data }) => {
    const next = data.sequence(SALES_ORDERS) + 1;
    return { fields: { number: formatOrderNumber(defaultPrefixes['sales-order'], next), status: 'draft' }, sequence: next };
  },
  lifecycle,
});

/** What is left to deliver of each line of an order (index, product, quantity), lines fully delivered left out. */
export const outstandingLines = (order: SalesOrder): { line: number; productId: string; quantity: string }[] =>
  order.lines.map((l, i) => ({ line: i, productId: l.productId, quantity: outstandingOf(l) })).filter((l) => compareDecimal(l.quantity, '0') > 0);

/** What `deliverSalesOrder` needs of the caller's write (a delivery resource's WriteContext has it). */
export interface OrderWriteContext {
  data: TenantData;
  runtime: ServiceRuntime;
  caller: Caller;
}

/**
 * Applies a delivery to a sales order (see the module comment): the order's `deliver` event through its statechart,
 * saved with its history entry, then the stock leaves (reservation released, issue movements with `reference`).
 * Returns the saved order; throws the ProblemError the events endpoint would answer.
 */
export function deliverSalesOrder(
  ctx: OrderWriteContext,
  orderId: string,
  delivery: { lines: DeliveredQuantity[]; reference: string; /** The stock already left (a delivery's dispatch issued it): only the quantities are recorded. @default false */ stockIssued?: boolean },
): SalesOrder {
  const { data, runtime, caller } = ctx;
  const order = data.collection<SalesOrder>(SALES_ORDERS).get(orderId);
  if (!order) throw notFoundProblem(`There is no sales-orders record '${orderId}'`);
  const event: LifecycleEvent = { type: 'deliver', lines: delivery.lines, reference: delivery.reference };
  const context: WriteContext<SalesOrder> = { caller, tenant: data.tenant, country: countryOf(data.tenant), data, runtime, id: orderId, previous: order };
  const step = lifecycle.apply(order, event, context);
  const at = runtime.context.now().toISOString();
  const saved: SalesOrder = { ...step.record, id: order.id, version: order.version + 1, createdAt: order.createdAt, createdBy: order.createdBy, updatedAt: at, updatedBy: caller.sub };
  runtime.data.save(data, SALES_ORDERS, saved as SalesOrder & Audited);
  const entry: HistoryEntry = { at, by: caller.sub, byName: caller.name, event: 'deliver', from: step.from, to: step.to, changes: { lines: { from: order.lines, to: saved.lines } } };
  runtime.data.addHistory(data.tenant, SALES_ORDERS, order.id, entry);
  if (!delivery.stockIssued) step.afterEvent?.(saved);
  return saved;
}

/** Applies an order's statechart without saving (tests and the deliveries' previews): the step or the refusal. */
export const previewSalesOrderEvent = (order: SalesOrder, data: TenantData, event: LifecycleEvent) => applyEvent(salesOrderLifecycle, order, factsOf(order, data), event);
