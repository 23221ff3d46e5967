/**
 * A sales order on paper: the customer, the date and warehouse, each line (SKU, product, quantity, unit price,
 * discount, tax rate, net amount from the one line rule), the totals as the service computed them (subtotal, discount,
 * tax per rate, total). Read through the orders section's endpoint and parser.
 */
import { lineFigures } from '../../domain/document-lines';
import type { SalesOrder } from '../../domain/sales-order';
import { fetchSalesOrder } from '../sections/orders/sales-order-api';
import { day, money, percent, quantity, text, type PrintModel, type PrintSource, type PrintTotal } from './print-model';

export function salesOrderModel(order: SalesOrder): PrintModel {
  const totals: PrintTotal[] = [{ key: 'subtotal', minor: order.totals.gross }];
  if (order.totals.discount !== 0) totals.push({ key: 'discount', minor: -order.totals.discount });
  for (const [rate, minor] of Object.entries(order.totals.taxByRate).sort(([a], [b]) => Number(a) - Number(b))) totals.push({ key: 'tax', minor, rate });
  totals.push({ key: 'total', minor: order.totals.total, grand: true });
  return {
    type: 'sales-order',
    number: order.number,
    status: order.status,
    parties: [{ role: 'customer', name: order.customerName, details: [] }],
    facts: [
      { key: 'date', value: day(order.date) },
      { key: 'warehouse', value: text(order.warehouseName) },
    ],
    columns: ['sku', 'item', 'quantity', 'unitPrice', 'discount', 'tax', 'amount'],
    rows: order.lines.map((line) => ({
      sku: text(line.sku),
      item: text(line.productName),
      quantity: quantity(line.quantity),
      unitPrice: money(line.unitPrice),
      discount: percent(line.discount),
      tax: percent(line.taxRate),
      amount: money(lineFigures(line).net),
    })),
    totals,
    notes: order.notes,
  };
}

export const salesOrderPrint: PrintSource = {
  load: async (config, id, signal) => salesOrderModel(await fetchSalesOrder(config, id, signal)),
  detailPath: (id) => `/orders/${encodeURIComponent(id)}`,
};
