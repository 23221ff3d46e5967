/** The work orders list (/manufacture): its address spec, the list and CSV export machines, and the warehouses lookup. */
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { Page } from '../../../domain/resource';
import { workOrderListSpec, type WorkOrder } from '../../../domain/work-order';
import { listResource } from '../../effects/resource-api';
import { saveCsvFile } from '../../effects/save-file';
import type { CsvColumn } from '../../kit/csv';
import { createExportMachine } from '../../kit/export.machine';
import { createListMachine, type FetchPageInput, type SavePreferencesParams } from '../../kit/list.machine';
import { listSpecFrom, toRequestParams, type ListSpec } from '../../kit/list-query';
import { lookupOf } from '../../kit/lookup.machine';
import { fetchKits, fetchWarehouses, workOrdersEndpoint } from './work-order-api';

export const workOrdersPath = '/manufacture';
export const workOrdersListId = 'workOrders.list';
export const workOrdersExportId = 'workOrders.export';
export const manufactureWarehousesId = 'workOrders.warehouses';
export const manufactureKitsId = 'workOrders.kits';

export const workOrdersListSpec: ListSpec = listSpecFrom(workOrderListSpec, {
  id: 'workOrders',
  path: workOrdersPath,
  columns: [
    { id: 'number', defaultVisible: true, sortField: 'number' },
    { id: 'kit', defaultVisible: true, sortField: 'kitSku' },
    { id: 'quantity', defaultVisible: true },
    { id: 'warehouse', defaultVisible: true },
    { id: 'plannedDate', defaultVisible: true, sortField: 'plannedDate' },
    { id: 'status', defaultVisible: true, sortField: 'status' },
    { id: 'notes', defaultVisible: false },
    { id: 'updatedAt', defaultVisible: false, sortField: 'updatedAt' },
  ],
});

export const fetchWorkOrdersPage = (config: RuntimeConfig) =>
  fromPromise<Page<WorkOrder>, FetchPageInput>(({ input, signal }) => listResource(config, workOrdersEndpoint, toRequestParams(input.query), signal));

export const workOrdersListLogic = (config: RuntimeConfig, savePreferences: (params: SavePreferencesParams) => void) =>
  createListMachine<WorkOrder>(workOrdersListSpec, { fetchPage: fetchWorkOrdersPage(config), savePreferences });

/** The CSV: one row per order, its components as `SKU x quantity` (machine formats: ISO dates, dot decimals). */
export const workOrderCsvColumns = (warehouseName: (id: string) => string = (id) => id): CsvColumn<WorkOrder>[] => [
  { id: 'number', csv: (o) => o.number },
  { id: 'status', csv: (o) => o.status },
  { id: 'kitSku', csv: (o) => o.kitSku },
  { id: 'kitName', csv: (o) => o.kitName },
  { id: 'quantity', csv: (o) => o.quantity },
  { id: 'warehouse', csv: (o) => warehouseName(o.warehouseId) },
  { id: 'plannedDate', csv: (o) => o.plannedDate },
  { id: 'components', csv: (o) => o.components.map((c) => `${c.sku} x ${c.quantity}`).join('; ') },
  { id: 'notes', csv: (o) => o.notes },
  { id: 'createdAt', csv: (o) => o.createdAt },
  { id: 'updatedAt', csv: (o) => o.updatedAt },
];

export const workOrdersExportLogic = (config: RuntimeConfig, warehouseName?: (id: string) => string) =>
  createExportMachine<WorkOrder>({ columns: workOrderCsvColumns(warehouseName), fileName: 'work-orders.csv', fetchPage: fetchWorkOrdersPage(config), download: saveCsvFile });

export const manufactureWarehousesLogic = (config: RuntimeConfig) => lookupOf((_: void, signal) => fetchWarehouses(config, signal));

export const manufactureKitsLogic = (config: RuntimeConfig) => lookupOf((_: void, signal) => fetchKits(config, signal));
