/**
 * The ordering service's sales orders, and what the order editor picks from (customers and products through the
 * documents' one picker client, catalog-options-api.ts; warehouses): the endpoints
 * and the checks of every answer (a malformed order is refused as a whole, never half shown). The print page
 * imports `salesOrdersEndpoint` and `parseSalesOrder` from here (document type `sales-order`).
 */
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { DocumentTotals } from '../../../domain/document-lines';
import { salesOrderStatuses, type SalesOrder, type SalesOrderLine } from '../../../domain/sales-order';
import { getResource, listResource, parseAudited, type ResourceEndpoint } from '../../effects/resource-api';
import type { LineProduct } from '../../kit/lines.machine';
import { count, list, oneOf, record, text, type Fields } from '../../effects/shape';
import type { ReferenceOption } from '../../kit/field-reference.machine';
import { searchCustomerOptions, searchLineProductOptions } from '../catalog-options-api';

const currencies = ['MXN', 'USD'] as const;
const day = /^\d{4}-\d{2}-\d{2}$/;
const decimal = /^-?\d{1,12}(\.\d{1,4})?$/;

function decimalText(r: Fields, key: string, name: string): string {
  const value = text(r, key, name);
  if (!decimal.test(value)) throw new TypeError(`${name}.${key} must be a decimal of up to 4 places`);
  return value;
}

/** An integer of minor units (a discount or a total may be 0; never fractional). */
function minor(r: Fields, key: string, name: string): number {
  const value = r[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new TypeError(`${name}.${key} must be an integer of minor units`);
  return value;
}

function parseLine(raw: unknown, name: string): SalesOrderLine {
  const r = record(raw, name);
  return {
    productId: text(r, 'productId', name),
    sku: text(r, 'sku', name),
    productName: text(r, 'productName', name),
    quantity: decimalText(r, 'quantity', name),
    unitPrice: count(r, 'unitPrice', name),
    discount: decimalText(r, 'discount', name),
    taxRate: decimalText(r, 'taxRate', name),
    delivered: decimalText(r, 'delivered', name),
  };
}

function parseTotals(raw: unknown, name: string): DocumentTotals {
  const r = record(raw, name);
  const byRate = record(r.taxByRate, `${name}.taxByRate`);
  const taxByRate: Record<string, number> = {};
  for (const [rate, value] of Object.entries(byRate)) {
    if (!decimal.test(rate) || typeof value !== 'number' || !Number.isSafeInteger(value)) throw new TypeError(`${name}.taxByRate must map rates to minor units`);
    taxByRate[rate] = value;
  }
  return { gross: minor(r, 'gross', name), discount: minor(r, 'discount', name), net: minor(r, 'net', name), tax: minor(r, 'tax', name), total: minor(r, 'total', name), taxByRate };
}

export function parseSalesOrder(raw: unknown): SalesOrder {
  const name = 'salesOrder';
  const r = record(raw, name);
  const date = text(r, 'date', name);
  if (!day.test(date)) throw new TypeError(`${name}.date must be a day YYYY-MM-DD`);
  return {
    ...parseAudited(r, name),
    number: text(r, 'number', name),
    status: oneOf(r, 'status', salesOrderStatuses, name),
    customerId: text(r, 'customerId', name),
    customerName: text(r, 'customerName', name),
    date,
    warehouseId: text(r, 'warehouseId', name),
    warehouseName: text(r, 'warehouseName', name),
    lines: list(r.lines, `${name}.lines`).map((line, i) => parseLine(line, `${name}.lines[${i}]`)),
    notes: text(r, 'notes', name),
    currency: oneOf(r, 'currency', currencies, name),
    totals: parseTotals(r.totals, `${name}.totals`),
    total: minor(r, 'total', name),
  };
}

export const salesOrdersEndpoint: ResourceEndpoint<SalesOrder> = { service: 'ordering', resource: 'sales-orders', parse: parseSalesOrder };

/** One sales order (the print page's read). */
export const fetchSalesOrder = (config: RuntimeConfig, id: string, signal?: AbortSignal): Promise<SalesOrder> => getResource(config, salesOrdersEndpoint, id, signal);

/** The order's customer picker and the list's customer filter: the documents' one picker (`GET /customer-options`, Order.Orders reads it). */
export const searchCustomers = (config: RuntimeConfig, q: string, signal?: AbortSignal): Promise<ReferenceOption[]> => searchCustomerOptions(config, q, signal);

/** The order's line picker: the documents' one product picker (`GET /product-options`) with what is available in `warehouseId`. */
export const searchOrderProducts = (config: RuntimeConfig, q: string, warehouseId: string | null, signal?: AbortSignal): Promise<LineProduct[]> =>
  searchLineProductOptions(config, q, warehouseId, signal);

/** A warehouse as the order's picker and filters show it. */
export interface WarehouseChoice {
  id: string;
  code: string;
  name: string;
  active: boolean;
}
const parseWarehouseChoice = (raw: unknown): WarehouseChoice => {
  const r = record(raw, 'warehouse');
  const active = r.active;
  if (typeof active !== 'boolean') throw new TypeError('warehouse.active must be a boolean');
  return { ...parseAudited(r, 'warehouse'), code: text(r, 'code', 'warehouse'), name: text(r, 'name', 'warehouse'), active };
};
const warehousesEndpoint: ResourceEndpoint<WarehouseChoice> = { service: 'inventory', resource: 'warehouses', parse: parseWarehouseChoice };

/** Every warehouse of the tenant (a handful): the filter, the form's select, the names. */
export async function fetchWarehouseChoices(config: RuntimeConfig, signal?: AbortSignal): Promise<WarehouseChoice[]> {
  return (await listResource(config, warehousesEndpoint, { sort: 'name', pageSize: 500 }, signal)).items;
}
