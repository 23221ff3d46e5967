/**
 * Deliveries of the distribution service (`/deliveries`, permission Distribution.Deliveries; DOMAIN.md). The rules are
 * src/domain/delivery.ts (fields, what an order still has to ship) and src/domain/delivery-lifecycle.ts (the
 * statechart); this file wires them to the generic resource and carries out the effects on the sales order and the
 * stock of the order's warehouse (services/stock-effects.ts):
 * - first `dispatch`: the order's reservation of each line is released and an `issue` movement recorded
 *   (reference = the delivery's number); refused with reason `insufficient-stock` when the warehouse does not hold
 *   a line on hand (unless the negative stock policy allows it), `order-not-open` when the order was closed;
 * - `deliver` (proof): the order records the delivered quantities through its own statechart (its `deliver` event:
 *   partially-delivered or delivered, a history entry on the order), with no second stock movement;
 * - `return`: one `receipt` movement per line, and the reservation is made again while the order is still open
 *   (its quantities are free for another delivery).
 */
import { Permission as P } from '../../config/permissions';
import { tenants } from '../../config/tenants';
import { defaultPrefixes } from '../../domain/company';
import { compareDecimal, subtractDecimal } from '../../domain/decimal';
import {
  deliveryListSpec,
  formatDeliveryNumber,
  isDeliverableOrder,
  normalizeDeliveryInput,
  outstandingByProduct,
  validateDelivery,
  validateDeliveryEvent,
  type Delivery,
  type DeliveryInput,
  type OrderForDelivery,
} from '../../domain/delivery';
import { deliveryLifecycle, type DeliveryFacts, type StockEffectParams } from '../../domain/delivery-lifecycle';
import { canTake, type LifecycleEffect } from '../../domain/document-lifecycle';
import type { Employee } from '../../domain/employee';
import { allowsNegativeStock, INVENTORY_SETTINGS_ID, type InventorySettings } from '../../domain/inventory-settings';
import type { Product } from '../../domain/product';
import { outstandingOf, type SalesOrder } from '../../domain/sales-order';
import type { DeliveredQuantity } from '../../domain/sales-order-lifecycle';
import { dayIn } from '../../domain/stock-movement';
import type { Customer } from '../../domain/customer';
import type { TenantData } from './data';
import { levelOf } from './inventory';
import { deliverSalesOrder, SALES_ORDERS } from './ordering-sales';
import { bindLifecycle } from './lifecycle-binding';
import type { WriteContext } from './resource';
import { defineResource } from './service';
import { recordMovement, reserveStock, issueReserved, type StockEffectContext } from './stock-effects';

export const DELIVERIES = 'deliveries';

const timeZoneOf = (tenant: string): string => tenants.find((t) => t.slug === tenant)?.timeZone ?? 'UTC';
const todayOf = (ctx: Pick<WriteContext<Delivery>, 'runtime' | 'tenant'>): string => dayIn(ctx.runtime.context.now(), timeZoneOf(ctx.tenant));

const orderOf = (data: TenantData, id: string): SalesOrder | undefined => data.collection<SalesOrder>(SALES_ORDERS).get(id);

/** The order as the delivery rules see it: its status and what it has not yet recorded as delivered. */
export const orderForDelivery = (order: SalesOrder): OrderForDelivery => ({
  id: order.id,
  status: order.status,
  lines: order.lines.map((line) => ({ productId: line.productId, quantity: outstandingOf(line) })),
});

/** The order's other deliveries (all but `exceptId`). */
const deliveriesOf = (data: TenantData, orderId: string, exceptId?: string): Delivery[] =>
  data
    .collection<Delivery>(DELIVERIES)
    .all()
    .filter((d) => d.salesOrderId === orderId && d.id !== exceptId);

/** What the order still has to ship by product, leaving delivery `exceptId` out. */
export const outstandingForOrder = (data: TenantData, order: SalesOrder, exceptId?: string) =>
  outstandingByProduct(orderForDelivery(order), deliveriesOf(data, order.id, exceptId));

function factsOf(delivery: Delivery, ctx: WriteContext<Delivery>): DeliveryFacts {
  const { data } = ctx;
  const order = orderOf(data, delivery.salesOrderId);
  const settings = data.collection<InventorySettings>('settings').get(INVENTORY_SETTINGS_ID);
  const allowNegative = settings ? allowsNegativeStock(settings) : false;
  const stockSuffices =
    allowNegative ||
    delivery.lines.every((line) => compareDecimal(levelOf(data, delivery.warehouseId, line.productId)?.onHand ?? '0', line.quantity) >= 0);
  return { today: todayOf(ctx), now: ctx.runtime.context.now().toISOString(), orderOpen: order !== undefined && isDeliverableOrder(order), stockSuffices };
}

/**
 * The delivered quantities as the order's `deliver` event takes them: each product's quantity spread over the
 * order's lines of that product, in line order, up to what is left of each line.
 */
export function deliveredLinesOf(order: SalesOrder, lines: readonly { productId: string; quantity: string }[]): DeliveredQuantity[] {
  const result: DeliveredQuantity[] = [];
  for (const line of lines) {
    let left = line.quantity;
    order.lines.forEach((orderLine, index) => {
      if (orderLine.productId !== line.productId || compareDecimal(left, '0') <= 0) return;
      const open = outstandingOf(orderLine);
      if (compareDecimal(open, '0') <= 0) return;
      const take = compareDecimal(left, open) <= 0 ? left : open;
      result.push({ line: index, quantity: take });
      left = subtractDecimal(left, take);
    });
  }
  return result;
}

/**
 * The order records a delivery with proof: its `deliver` event through the ordering module (its statechart, version
 * + 1, a history entry by the caller). The stock left at dispatch, so no second movement (`stockIssued`). An order
 * that no longer takes deliveries (closed since the dispatch) is left as it is.
 */
function recordOnOrder(ctx: StockEffectContext, params: StockEffectParams): void {
  const order = orderOf(ctx.data, params.salesOrderId);
  if (!order || !isDeliverableOrder(order)) return;
  const lines = deliveredLinesOf(order, params.lines);
  if (lines.length === 0) return;
  deliverSalesOrder(ctx, order.id, { lines, reference: params.number, stockIssued: true });
}

function carryOut(effect: LifecycleEffect, ctx: StockEffectContext): void {
  const params = effect.params as StockEffectParams;
  if (effect.type === 'issueStock') {
    for (const line of params.lines) issueReserved(ctx, { warehouseId: params.warehouseId, productId: line.productId, quantity: line.quantity, reference: params.number });
  } else if (effect.type === 'recordDelivered') {
    recordOnOrder(ctx, params);
  } else if (effect.type === 'returnStock') {
    const order = orderOf(ctx.data, params.salesOrderId);
    const reserveAgain = order !== undefined && isDeliverableOrder(order);
    for (const line of params.lines) {
      recordMovement(ctx, { type: 'receipt', warehouseId: params.warehouseId, productId: line.productId, quantity: line.quantity, reference: params.number });
      if (reserveAgain) reserveStock(ctx, params.warehouseId, line.productId, line.quantity);
    }
  }
}

/** The service's names of the lines' products (SKU and name as written), and the customer's address by default. */
function derive(input: DeliveryInput, ctx: WriteContext<Delivery>): DeliveryInput {
  const normalized = normalizeDeliveryInput(input);
  const products = ctx.data.collection<Product>('products');
  const lines = Array.isArray(normalized.lines)
    ? normalized.lines.map((line) => {
        const product = typeof line?.productId === 'string' ? products.get(line.productId) : undefined;
        return product ? { ...line, sku: product.sku, name: product.name } : line;
      })
    : normalized.lines;
  let address = normalized.address;
  if ((address === undefined || address === null) && typeof normalized.salesOrderId === 'string') {
    const order = orderOf(ctx.data, normalized.salesOrderId);
    const customer = order ? ctx.data.collection<Customer>('customers').get(order.customerId) : undefined;
    if (customer) address = { ...customer.address };
  }
  return { ...normalized, lines, address };
}

export const deliveries = defineResource<Delivery, DeliveryInput>({
  name: DELIVERIES,
  area: 'deliveries',
  description:
    'Deliveries of confirmed sales orders; `number` DEL-000001 per tenant; lines never more than the order still has to ship; lifecycle scheduled -> dispatched (stock issued) -> delivered (proof: receivedBy, receivedAt; the order records it) | failed (reason) -> rescheduled (scheduledDate; dispatched again) | returned (receipts); events dispatch, deliver, fail, reschedule, return',
  listSpec: deliveryListSpec,
  read: [P.DistributionDeliveries],
  write: P.DistributionDeliveries,
  writeNeeds: ['sales', 'people', 'inventory', 'inventory-config', 'catalogs'],
  fields: ['salesOrderId', 'driverId', 'scheduledDate', 'address', 'lines', 'notes'],
  assigned: ['number', 'status', 'orderNumber', 'customerId', 'customerName', 'warehouseId', 'dispatchedAt', 'proof', 'failureReason'],
  defaults: () => ({ notes: '' }),
  normalize: (input, ctx) => derive(input, ctx),
  validate: (input, ctx) => {
    const { data, id, previous } = ctx;
    return validateDelivery(input, {
      today: todayOf(ctx),
      order: (orderId) => {
        const order = orderOf(data, orderId);
        return order ? orderForDelivery(order) : undefined;
      },
      outstanding: (order) => outstandingByProduct(order, deliveriesOf(data, order.id, id)),
      driver: (driverId) => data.collection<Employee>('employees').get(driverId),
      ...(previous ? { previous } : {}),
    });
  },
  assign: (input, { data }) => {
    const next = data.sequence(DELIVERIES) + 1;
    const order = orderOf(data, input.salesOrderId)!;
    return {
      fields: {
        number: formatDeliveryNumber(next, defaultPrefixes.delivery),
        status: 'scheduled',
        orderNumber: order.number,
        customerId: order.customerId,
        customerName: order.customerName,
        warehouseId: order.warehouseId,
        dispatchedAt: null,
        proof: null,
        failureReason: null,
      },
      sequence: next,
    };
  },
  lifecycle: bindLifecycle<Delivery, DeliveryFacts>({
    lifecycle: deliveryLifecycle,
    facts: (delivery, ctx) => factsOf(delivery, ctx),
    // Data is checked only for an event the state takes (otherwise the answer is the 409 with what it allows).
    validate: (event, delivery, ctx) =>
      !canTake(deliveryLifecycle, delivery, event.type) ? {} : validateDeliveryEvent(event, { today: todayOf(ctx), now: ctx.runtime.context.now().toISOString(), dispatchedAt: delivery.dispatchedAt }),
    effect: (effect, _saved, ctx) => carryOut(effect, ctx),
  }),
});
