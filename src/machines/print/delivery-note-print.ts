/**
 * A delivery note on paper (issue 10 point 3): the customer and the address the goods go to, the warehouse they leave
 * from and the driver, the scheduled day and the sales order, each line (SKU, product, quantity) and, once delivered,
 * who received it and when (or why the last attempt failed). Read through the deliveries section's endpoint and parser
 * (a malformed delivery is refused whole); the warehouse and the driver are read quietly (gone or refused: their id).
 */
import type { Delivery } from '../../domain/delivery';
import { getResource } from '../effects/resource-api';
import { deliveriesEndpoint } from '../sections/deliveries/delivery-api';
import { day, instant, quantity, text, type PrintModel, type PrintSource } from './print-model';
import { addressLines, namedEndpoint, related, type Named } from './print-related';

const nameOf = (named: Named | null, id: string): string => (named ? (named.code ? `${named.name} (${named.code})` : named.name) : id);

export function deliveryNoteModel(delivery: Delivery, rel: { warehouse: Named | null; driver: Named | null }): PrintModel {
  return {
    type: 'delivery-note',
    number: delivery.number,
    status: delivery.status,
    parties: [
      { role: 'deliverTo', name: delivery.customerName, details: addressLines(delivery.address) },
      { role: 'warehouse', name: nameOf(rel.warehouse, delivery.warehouseId), details: addressLines(rel.warehouse?.address) },
      { role: 'driver', name: nameOf(rel.driver, delivery.driverId), details: [] },
    ],
    facts: [
      { key: 'scheduledFor', value: day(delivery.scheduledDate) },
      { key: 'salesOrder', value: text(delivery.orderNumber) },
      ...(delivery.proof
        ? [
            { key: 'receivedBy' as const, value: text(delivery.proof.receivedBy) },
            { key: 'deliveredAt' as const, value: instant(delivery.proof.receivedAt) },
          ]
        : []),
      ...(delivery.failureReason ? [{ key: 'reason' as const, value: text(delivery.failureReason) }] : []),
    ],
    columns: ['sku', 'item', 'quantity'],
    rows: delivery.lines.map((line) => ({ sku: text(line.sku ?? ''), item: text(line.name ?? line.productId), quantity: quantity(line.quantity) })),
    totals: [],
    notes: delivery.notes,
  };
}

const warehouses = namedEndpoint('inventory', 'warehouses', 'code', true);
const employees = namedEndpoint('catalogs', 'employees', 'number');

export const deliveryNotePrint: PrintSource = {
  load: async (config, id, signal) => {
    const delivery = await getResource(config, deliveriesEndpoint, id, signal);
    const [warehouse, driver] = await Promise.all([related(config, warehouses, delivery.warehouseId, signal), related(config, employees, delivery.driverId, signal)]);
    return deliveryNoteModel(delivery, { warehouse, driver });
  },
  detailPath: (id) => `/deliveries/${encodeURIComponent(id)}`,
};
