/** The sales orders CSV: one row per order in plain machine formats (ISO dates, dot decimals, the currency's code). */
import type { RuntimeConfig } from '../../../config/runtime-config';
import { toMajorString } from '../../../domain/money';
import type { SalesOrder } from '../../../domain/sales-order';
import type { CsvColumn } from '../../kit/csv';
import { saveCsvFile } from '../../effects/save-file';
import { createExportMachine } from '../../kit/export.machine';
import { fetchOrdersPage } from './orders-list';

export const orderCsvColumns: CsvColumn<SalesOrder>[] = [
  { id: 'number', csv: (o) => o.number },
  { id: 'date', csv: (o) => o.date },
  { id: 'customerName', csv: (o) => o.customerName },
  { id: 'warehouseName', csv: (o) => o.warehouseName },
  { id: 'lines', csv: (o) => o.lines.length },
  { id: 'currency', csv: (o) => o.currency },
  { id: 'subtotal', csv: (o) => toMajorString(o.totals.gross, o.currency) },
  { id: 'discount', csv: (o) => toMajorString(o.totals.discount, o.currency) },
  { id: 'tax', csv: (o) => toMajorString(o.totals.tax, o.currency) },
  { id: 'total', csv: (o) => toMajorString(o.totals.total, o.currency) },
  { id: 'status', csv: (o) => o.status },
  { id: 'notes', csv: (o) => o.notes },
  { id: 'updatedAt', csv: (o) => o.updatedAt },
];

export const ordersExportLogic = (config: RuntimeConfig) =>
  createExportMachine<SalesOrder>({ columns: orderCsvColumns, fileName: 'sales-orders.csv', fetchPage: fetchOrdersPage(config), download: saveCsvFile });

export const ordersExportId = 'orders.export';
