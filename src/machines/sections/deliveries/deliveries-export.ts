/** The deliveries CSV: one row per delivery, in plain machine formats (ISO dates), drivers and warehouses by name. */
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { Delivery } from '../../../domain/delivery';
import type { CsvColumn } from '../../kit/csv';
import { saveCsvFile } from '../../effects/save-file';
import { createExportMachine } from '../../kit/export.machine';
import { fetchDeliveriesPage } from './deliveries-list';

/** The CSV's columns; `nameOf` names a driver or warehouse by id when the export runs (their ids until known). */
export const deliveryCsvColumns = (nameOf: (kind: 'driver' | 'warehouse', id: string) => string = (_kind, id) => id): CsvColumn<Delivery>[] => [
  { id: 'number', csv: (d) => d.number },
  { id: 'scheduledDate', csv: (d) => d.scheduledDate },
  { id: 'status', csv: (d) => d.status },
  { id: 'orderNumber', csv: (d) => d.orderNumber },
  { id: 'customerName', csv: (d) => d.customerName },
  { id: 'driverId', csv: (d) => nameOf('driver', d.driverId) },
  { id: 'warehouseId', csv: (d) => nameOf('warehouse', d.warehouseId) },
  { id: 'street', csv: (d) => d.address.street },
  { id: 'city', csv: (d) => d.address.city },
  { id: 'state', csv: (d) => d.address.state },
  { id: 'postalCode', csv: (d) => d.address.postalCode },
  { id: 'lines', csv: (d) => d.lines.map((l) => `${l.sku ?? l.productId} x ${l.quantity}`).join('; ') },
  { id: 'dispatchedAt', csv: (d) => d.dispatchedAt },
  { id: 'receivedBy', csv: (d) => d.proof?.receivedBy ?? null },
  { id: 'receivedAt', csv: (d) => d.proof?.receivedAt ?? null },
  { id: 'failureReason', csv: (d) => d.failureReason },
  { id: 'notes', csv: (d) => d.notes },
  { id: 'updatedAt', csv: (d) => d.updatedAt },
];

export const deliveriesExportLogic = (config: RuntimeConfig, nameOf?: (kind: 'driver' | 'warehouse', id: string) => string) =>
  createExportMachine<Delivery>({ columns: deliveryCsvColumns(nameOf), fileName: 'deliveries.csv', fetchPage: fetchDeliveriesPage(config), download: saveCsvFile });

export const deliveriesExportId = 'deliveries.export';
