/**
 * The distribution service's deliveries and what their pages read of other services (the orders they ship, the
 * drivers, the warehouses, the customer's address): the endpoints and the checks of every answer (a malformed
 * record is refused as a whole, never half shown). The print page imports `deliveriesEndpoint` and `parseDelivery`
 * from here (document type `delivery-note`).
 */
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { Address } from '../../../domain/address';
import {
  deliveryStatuses,
  outstandingLines,
  openDeliveryStatuses,
  type Delivery,
  type DeliveryLine,
  type DeliveryProof,
  type OrderForDelivery,
} from '../../../domain/delivery';
import { subtractDecimal, compareDecimal } from '../../../domain/decimal';
import type { Warehouse } from '../../../domain/warehouse';
import { getResource, listResource, parseAudited, type ResourceEndpoint } from '../../effects/resource-api';
import { id, isoTime, list, oneOf, record, text, type Fields } from '../../effects/shape';
import { fetchCustomerOption } from '../catalog-options-api';
import { decimalText, parseAddress } from '../shared-answers';

const day = /^\d{4}-\d{2}-\d{2}$/;

function dayText(r: Fields, key: string, name: string): string {
  const value = text(r, key, name);
  if (!day.test(value)) throw new TypeError(`${name}.${key} must be a day YYYY-MM-DD`);
  return value;
}

const nullable = <T>(r: Fields, key: string, parse: () => T): T | null => (r[key] === null || r[key] === undefined ? null : parse());

function parseLine(raw: unknown, name: string): DeliveryLine {
  const r = record(raw, name);
  return {
    productId: id(r, 'productId', name),
    quantity: decimalText(r, 'quantity', name),
    ...(typeof r.sku === 'string' ? { sku: r.sku } : {}),
    ...(typeof r.name === 'string' ? { name: r.name } : {}),
  };
}

function parseProof(raw: unknown, name: string): DeliveryProof {
  const r = record(raw, name);
  return { receivedBy: text(r, 'receivedBy', name), receivedAt: isoTime(r, 'receivedAt', name) };
}

export function parseDelivery(raw: unknown): Delivery {
  const name = 'delivery';
  const r = record(raw, name);
  return {
    ...parseAudited(r, name),
    number: text(r, 'number', name),
    status: oneOf(r, 'status', deliveryStatuses, name),
    salesOrderId: id(r, 'salesOrderId', name),
    orderNumber: text(r, 'orderNumber', name),
    customerId: text(r, 'customerId', name),
    customerName: text(r, 'customerName', name),
    warehouseId: id(r, 'warehouseId', name),
    driverId: id(r, 'driverId', name),
    scheduledDate: dayText(r, 'scheduledDate', name),
    address: parseAddress(r.address, `${name}.address`),
    lines: list(r.lines, `${name}.lines`).map((line, i) => parseLine(line, `${name}.lines.${i}`)),
    notes: text(r, 'notes', name),
    dispatchedAt: nullable(r, 'dispatchedAt', () => isoTime(r, 'dispatchedAt', name)),
    proof: nullable(r, 'proof', () => parseProof(r.proof, `${name}.proof`)),
    failureReason: nullable(r, 'failureReason', () => text(r, 'failureReason', name)),
  };
}

export const deliveriesEndpoint: ResourceEndpoint<Delivery> = { service: 'distribution', resource: 'deliveries', parse: parseDelivery };

/** A sales order as the deliveries pages read it (whatever else the order holds). */
export interface OrderSummary {
  id: string;
  number: string;
  status: string;
  date: string;
  customerId: string;
  customerName: string;
  warehouseId: string;
  warehouseName: string;
  lines: { productId: string; sku: string; productName: string; quantity: string; delivered: string }[];
}

export function parseOrderSummary(raw: unknown): OrderSummary {
  const name = 'salesOrder';
  const r = record(raw, name);
  return {
    id: id(r, 'id', name),
    number: text(r, 'number', name),
    status: text(r, 'status', name),
    date: dayText(r, 'date', name),
    customerId: id(r, 'customerId', name),
    customerName: text(r, 'customerName', name),
    warehouseId: id(r, 'warehouseId', name),
    warehouseName: text(r, 'warehouseName', name),
    lines: list(r.lines, `${name}.lines`).map((raw, i) => {
      const l = record(raw, `${name}.lines.${i}`);
      return {
        productId: id(l, 'productId', `${name}.lines.${i}`),
        sku: text(l, 'sku', `${name}.lines.${i}`),
        productName: text(l, 'productName', `${name}.lines.${i}`),
        quantity: decimalText(l, 'quantity', `${name}.lines.${i}`),
        delivered: decimalText(l, 'delivered', `${name}.lines.${i}`),
      };
    }),
  };
}

export const salesOrdersEndpoint: ResourceEndpoint<OrderSummary> = { service: 'ordering', resource: 'sales-orders', parse: parseOrderSummary };

/** The order as the delivery rules see it: what it has not yet recorded as delivered, per line. */
export const orderForDelivery = (order: OrderSummary): OrderForDelivery => ({
  id: order.id,
  status: order.status,
  lines: order.lines.map((l) => {
    const left = subtractDecimal(l.quantity, l.delivered);
    return { productId: l.productId, quantity: compareDecimal(left, '0') > 0 ? left : '0' };
  }),
});

/** What a new delivery of an order starts with: the order, what it still has to ship (named), and where it goes. */
export interface DeliveryPlan {
  order: OrderSummary;
  lines: DeliveryLine[];
  /** The customer's address; null when it could not be read (the user types it). */
  address: Address | null;
}

/** Reads an order, its deliveries on their way and its customer's address: the lines still to ship, named. */
export async function fetchDeliveryPlan(config: RuntimeConfig, orderId: string, signal?: AbortSignal): Promise<DeliveryPlan> {
  const [order, others] = await Promise.all([
    getResource(config, salesOrdersEndpoint, orderId, signal),
    listResource(config, deliveriesEndpoint, { salesOrderId: orderId, pageSize: 500 }, signal),
  ]);
  const onTheirWay = others.items.filter((d) => openDeliveryStatuses.includes(d.status));
  const names = new Map(order.lines.map((l) => [l.productId, { sku: l.sku, name: l.productName }]));
  const lines = outstandingLines(orderForDelivery(order), onTheirWay).map((line) => ({ ...line, ...names.get(line.productId) }));
  let address: Address | null = null;
  try {
    const customer = await fetchCustomerOption(config, order.customerId, signal, { quiet: true });
    address = customer.address;
  } catch (error) {
    // The catalogs' customer options (Distribution.Deliveries reads them); a customer gone: the user types the address.
    if (signal?.aborted) throw error;
  }
  return { order, lines, address };
}

/** An order a delivery can be made from, as the "New delivery" page lists it. */
export type OrderChoice = Pick<OrderSummary, 'id' | 'number' | 'status' | 'date' | 'customerName' | 'warehouseName'>;

/** The order picker's search: orders that take deliveries (confirmed, then partially delivered), newest first, by number or customer. */
export async function searchDeliverableOrders(config: RuntimeConfig, q: string, signal?: AbortSignal): Promise<OrderChoice[]> {
  const [confirmed, partial] = await Promise.all(
    ['confirmed', 'partially-delivered'].map((status) => listResource(config, salesOrdersEndpoint, { q: q.trim() || undefined, status, sort: '-date', pageSize: 10 }, signal)),
  );
  return [...confirmed!.items, ...partial!.items].map(({ id, number, status, date, customerName, warehouseName }) => ({ id, number, status, date, customerName, warehouseName }));
}

const warehousesEndpoint: ResourceEndpoint<Pick<Warehouse, 'id' | 'code' | 'name'>> = {
  service: 'inventory',
  resource: 'warehouses',
  parse: (raw) => {
    const r = record(raw, 'warehouse');
    return { id: id(r, 'id', 'warehouse'), code: text(r, 'code', 'warehouse'), name: text(r, 'name', 'warehouse') };
  },
};

/** Every warehouse of the tenant (a handful): names in the list, the filter and the page. */
export async function fetchWarehouses(config: RuntimeConfig, signal?: AbortSignal): Promise<Pick<Warehouse, 'id' | 'code' | 'name'>[]> {
  return (await listResource(config, warehousesEndpoint, { sort: 'name', pageSize: 500 }, signal)).items;
}

/** Drivers: every employee (active or not, a deliveries list names past drivers too), by name. */
export async function fetchDrivers(config: RuntimeConfig, signal?: AbortSignal): Promise<{ id: string; name: string; number: string; status: string }[]> {
  const page = await listResource(config, driversEndpoint, { sort: 'name', pageSize: 500 }, signal);
  return page.items;
}

const driversEndpoint: ResourceEndpoint<{ id: string; name: string; number: string; status: string }> = {
  service: 'catalogs',
  resource: 'employees',
  parse: (raw) => {
    const r = record(raw, 'employee');
    return { id: id(r, 'id', 'employee'), name: text(r, 'name', 'employee'), number: text(r, 'number', 'employee'), status: text(r, 'status', 'employee') };
  },
};
