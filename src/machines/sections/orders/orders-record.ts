/**
 * A sales order's page and forms: the record machine of the documents foundation run by the order's lifecycle (its
 * buttons from the same statechart the service applies), the create flow, the history, the line editor's machine
 * (products and stock of the order's warehouse) and the stock check of a draft's lines.
 */
import { fromPromise } from 'xstate';
import type { DocumentLifecycle } from '../../../domain/document-lifecycle';
import type { HistoryEntry } from '../../../domain/resource';
import {
  emptySalesOrderInput,
  normalizeSalesOrderInput,
  validateSalesOrder,
  type SalesOrder,
  type SalesOrderInput,
} from '../../../domain/sales-order';
import { salesOrderLifecycle } from '../../../domain/sales-order-lifecycle';
import { getHistory } from '../../effects/resource-api';
import { historyMachine } from '../../kit/history.machine';
import { loadLineStock, pricedLineOptions } from '../../kit/lines-api';
import { createLinesMachine, type LineProduct, type StockQuery } from '../../kit/lines.machine';
import { lookupOf } from '../../kit/lookup.machine';
import type { PricedLine } from '../../../domain/document-lines';
import { documentSection } from '../document-section';
import { companyToday, type SectionDeps } from '../section-deps';
import { salesOrdersEndpoint, searchOrderProducts } from './sales-order-api';
import { ordersListId, ordersPath } from './orders-list';

/** The writable fields of a stored order: what its form edits while a draft. */
export const salesOrderToInput = (o: SalesOrder): SalesOrderInput => ({
  customerId: o.customerId,
  date: o.date,
  warehouseId: o.warehouseId,
  lines: o.lines.map((l) => ({ productId: l.productId, quantity: l.quantity, unitPrice: l.unitPrice, discount: l.discount, taxRate: l.taxRate })),
  notes: o.notes,
});

const isLine = (value: unknown): value is PricedLine => {
  if (typeof value !== 'object' || value === null) return false;
  const l = value as Record<string, unknown>;
  return typeof l.productId === 'string' && ['quantity', 'discount', 'taxRate'].every((k) => l[k] === null || typeof l[k] === 'string') && (l.unitPrice === null || typeof l.unitPrice === 'number');
};

/** Whether a stored draft holds order values (drafts are read back, never trusted). */
export function isSalesOrderInput(values: unknown): values is SalesOrderInput {
  if (typeof values !== 'object' || values === null) return false;
  const v = values as Record<string, unknown>;
  return ['customerId', 'date', 'warehouseId', 'notes'].every((k) => typeof v[k] === 'string') && Array.isArray(v.lines) && v.lines.every(isLine);
}

export const ordersSection = (deps: SectionDeps) =>
  documentSection<SalesOrder, SalesOrderInput>(deps, {
    name: 'orders',
    endpoint: salesOrdersEndpoint,
    path: ordersPath,
    listId: ordersListId,
    toValues: salesOrderToInput,
    isValues: isSalesOrderInput,
    normalize: (values) => normalizeSalesOrderInput(values),
    validate: (values) => validateSalesOrder(values),
    lifecycle: salesOrderLifecycle as unknown as DocumentLifecycle<SalesOrder, unknown>,
  });

/** New order: today in the company's time zone, no customer, no lines yet. */
export const orderCreateFlow = (deps: SectionDeps) => ordersSection(deps).createFlow(() => emptySalesOrderInput(companyToday(deps)));

/** The order's history (newest first), read again after each change. */
export const orderHistoryLogic = (deps: SectionDeps) =>
  historyMachine.provide({
    actors: { loadHistory: fromPromise<HistoryEntry[], { id: string }>(({ input, signal }) => getHistory(deps.config, salesOrdersEndpoint, input.id, signal)) },
  });
export const orderHistoryId = (id: string) => `orders.history:${id}`;

/** The line editor of an order: a product brings its price and tax rate; stock of the order's warehouse. */
export const orderLinesLogic = (deps: SectionDeps, taxRate: string) =>
  createLinesMachine<PricedLine>(pricedLineOptions('price', taxRate)).provide({
    actors: { loadStock: fromPromise<Record<string, string>, StockQuery>(({ input, signal }) => loadLineStock(deps.config, input, signal)) },
  });

/** The picker's products, with what is available in `warehouseId`. */
export const orderProductSearch = (deps: SectionDeps, warehouseId: string | null) => (q: string, signal: AbortSignal) =>
  searchOrderProducts(deps.config, q, warehouseId, signal);

/** What the editor knows of an order's products before any search (their SKU and name as ordered). */
export const knownProducts = (order: SalesOrder): LineProduct[] =>
  order.lines.map((l) => ({ id: l.productId, sku: l.sku, name: l.productName, barcode: null, price: l.unitPrice, cost: 0, taxRate: l.taxRate, available: null }));

/** The stock of a draft's products in its warehouse (what Confirm needs), by product id. */
export const orderStockLookupLogic = (deps: SectionDeps) => lookupOf((input: StockQuery, signal) => loadLineStock(deps.config, input, signal));
export const orderStockId = (id: string) => `orders.stock:${id}`;
