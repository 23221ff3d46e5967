/**
 * The purchasing lists (/purchases/requisitions, /purchases/quotes, /purchases/orders): their address specs (status,
 * supplier, warehouse and date-range filters from the domain's list specs), the list and CSV export machines, and
 * the section's lookups (suppliers, warehouses, employees, departments).
 */
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { toMajorString, type Currency } from '../../../domain/money';
import { purchaseOrderListSpec, type PurchaseOrder } from '../../../domain/purchase-order';
import { quotationListSpec, type Quotation } from '../../../domain/quotation';
import { requisitionListSpec, type Requisition } from '../../../domain/requisition';
import type { Page } from '../../../domain/resource';
import { listResource, type ResourceEndpoint } from '../../effects/resource-api';
import { saveCsvFile } from '../../effects/save-file';
import type { CsvColumn } from '../../kit/csv';
import { createExportMachine } from '../../kit/export.machine';
import { createListMachine, type FetchPageInput, type SavePreferencesParams } from '../../kit/list.machine';
import { listSpecFrom, toRequestParams, type ListSpec } from '../../kit/list-query';
import { lookupOf } from '../../kit/lookup.machine';
import {
  fetchDepartments,
  fetchEmployees,
  fetchSuppliers,
  fetchWarehouses,
  purchaseOrdersEndpoint,
  quotationsEndpoint,
  requisitionsEndpoint,
  type NamedOption,
} from './purchasing-api';

export const requisitionsPath = '/purchases/requisitions';
export const quotationsPath = '/purchases/quotes';
export const purchaseOrdersPath = '/purchases/orders';

export const purchasesIds = {
  requisitionsList: 'requisitions.list',
  requisitionsExport: 'requisitions.export',
  quotationsList: 'quotations.list',
  quotationsExport: 'quotations.export',
  purchaseOrdersList: 'purchaseOrders.list',
  purchaseOrdersExport: 'purchaseOrders.export',
  suppliers: 'purchases.suppliers',
  warehouses: 'purchases.warehouses',
  employees: 'purchases.employees',
  departments: 'purchases.departments',
} as const;

export const requisitionsListSpec: ListSpec = listSpecFrom(requisitionListSpec, {
  id: 'requisitions',
  path: requisitionsPath,
  columns: [
    { id: 'number', defaultVisible: true, sortField: 'number' },
    { id: 'date', defaultVisible: true, sortField: 'date' },
    { id: 'requesterId', defaultVisible: true },
    { id: 'departmentId', defaultVisible: false },
    { id: 'warehouseId', defaultVisible: true },
    { id: 'neededBy', defaultVisible: true, sortField: 'neededBy' },
    { id: 'lines', defaultVisible: true },
    { id: 'status', defaultVisible: true, sortField: 'status' },
    { id: 'updatedAt', defaultVisible: false, sortField: 'updatedAt' },
  ],
});

export const quotationsListSpec: ListSpec = listSpecFrom(quotationListSpec, {
  id: 'quotations',
  path: quotationsPath,
  columns: [
    { id: 'number', defaultVisible: true, sortField: 'number' },
    { id: 'date', defaultVisible: true, sortField: 'date' },
    { id: 'supplierId', defaultVisible: true },
    { id: 'validUntil', defaultVisible: true, sortField: 'validUntil' },
    { id: 'total', defaultVisible: true, sortField: 'total' },
    { id: 'status', defaultVisible: true, sortField: 'status' },
    { id: 'updatedAt', defaultVisible: false, sortField: 'updatedAt' },
  ],
});

export const purchaseOrdersListSpec: ListSpec = listSpecFrom(purchaseOrderListSpec, {
  id: 'purchaseOrders',
  path: purchaseOrdersPath,
  columns: [
    { id: 'number', defaultVisible: true, sortField: 'number' },
    { id: 'date', defaultVisible: true, sortField: 'date' },
    { id: 'supplierId', defaultVisible: true },
    { id: 'warehouseId', defaultVisible: true },
    { id: 'expectedDate', defaultVisible: false, sortField: 'expectedDate' },
    { id: 'total', defaultVisible: true, sortField: 'total' },
    { id: 'status', defaultVisible: true, sortField: 'status' },
    { id: 'updatedAt', defaultVisible: false, sortField: 'updatedAt' },
  ],
});

const fetchPage =
  <R>(endpoint: ResourceEndpoint<R>) =>
  (config: RuntimeConfig) =>
    fromPromise<Page<R>, FetchPageInput>(({ input, signal }) => listResource(config, endpoint, toRequestParams(input.query), signal));

export const fetchRequisitionsPage = fetchPage(requisitionsEndpoint);
export const fetchQuotationsPage = fetchPage(quotationsEndpoint);
export const fetchPurchaseOrdersPage = fetchPage(purchaseOrdersEndpoint);

export const requisitionsListLogic = (config: RuntimeConfig, save: (p: SavePreferencesParams) => void) =>
  createListMachine<Requisition>(requisitionsListSpec, { fetchPage: fetchRequisitionsPage(config), savePreferences: save });
export const quotationsListLogic = (config: RuntimeConfig, save: (p: SavePreferencesParams) => void) =>
  createListMachine<Quotation>(quotationsListSpec, { fetchPage: fetchQuotationsPage(config), savePreferences: save });
export const purchaseOrdersListLogic = (config: RuntimeConfig, save: (p: SavePreferencesParams) => void) =>
  createListMachine<PurchaseOrder>(purchaseOrdersListSpec, { fetchPage: fetchPurchaseOrdersPage(config), savePreferences: save });

/** Names by id (a lookup's data), the id itself until loaded. */
export type NameOf = (id: string) => string;

export const requisitionCsvColumns = (name: { employee: NameOf; department: NameOf; warehouse: NameOf }): CsvColumn<Requisition>[] => [
  { id: 'number', csv: (r) => r.number },
  { id: 'date', csv: (r) => r.date },
  { id: 'status', csv: (r) => r.status },
  { id: 'requesterId', csv: (r) => name.employee(r.requesterId) },
  { id: 'departmentId', csv: (r) => name.department(r.departmentId) },
  { id: 'warehouseId', csv: (r) => name.warehouse(r.warehouseId) },
  { id: 'neededBy', csv: (r) => r.neededBy },
  { id: 'lines', csv: (r) => r.lines.map((l) => `${l.sku} x ${l.quantity}`).join('; ') },
  { id: 'notes', csv: (r) => r.notes },
  { id: 'updatedAt', csv: (r) => r.updatedAt },
];

export const quotationCsvColumns = (currency: Currency): CsvColumn<Quotation>[] => [
  { id: 'number', csv: (q) => q.number },
  { id: 'date', csv: (q) => q.date },
  { id: 'status', csv: (q) => q.status },
  { id: 'supplierId', csv: (q) => q.supplierName },
  { id: 'validUntil', csv: (q) => q.validUntil },
  { id: 'total', csv: (q) => (q.total === null ? null : toMajorString(q.total, currency)) },
  { id: 'updatedAt', csv: (q) => q.updatedAt },
];

export const purchaseOrderCsvColumns = (currency: Currency, warehouse: NameOf): CsvColumn<PurchaseOrder>[] => [
  { id: 'number', csv: (o) => o.number },
  { id: 'date', csv: (o) => o.date },
  { id: 'status', csv: (o) => o.status },
  { id: 'supplierId', csv: (o) => o.supplierName },
  { id: 'warehouseId', csv: (o) => warehouse(o.warehouseId) },
  { id: 'expectedDate', csv: (o) => o.expectedDate },
  { id: 'total', csv: (o) => toMajorString(o.total, currency) },
  { id: 'lines', csv: (o) => o.lines.map((l) => `${l.sku} x ${l.quantity} (${l.received})`).join('; ') },
  { id: 'updatedAt', csv: (o) => o.updatedAt },
];

export const requisitionsExportLogic = (config: RuntimeConfig, name: { employee: NameOf; department: NameOf; warehouse: NameOf }) =>
  createExportMachine<Requisition>({ columns: requisitionCsvColumns(name), fileName: 'requisitions.csv', fetchPage: fetchRequisitionsPage(config), download: saveCsvFile });
export const quotationsExportLogic = (config: RuntimeConfig, currency: Currency) =>
  createExportMachine<Quotation>({ columns: quotationCsvColumns(currency), fileName: 'quotations.csv', fetchPage: fetchQuotationsPage(config), download: saveCsvFile });
export const purchaseOrdersExportLogic = (config: RuntimeConfig, currency: Currency, warehouse: NameOf) =>
  createExportMachine<PurchaseOrder>({ columns: purchaseOrderCsvColumns(currency, warehouse), fileName: 'purchase-orders.csv', fetchPage: fetchPurchaseOrdersPage(config), download: saveCsvFile });

const lookupAll = (fetch: (config: RuntimeConfig, signal?: AbortSignal) => Promise<NamedOption[]>) => (config: RuntimeConfig) =>
  lookupOf((_: void, signal) => fetch(config, signal));
export const suppliersLookupLogic = lookupAll(fetchSuppliers);
export const warehousesLookupLogic = lookupAll(fetchWarehouses);
export const employeesLookupLogic = lookupAll(fetchEmployees);
export const departmentsLookupLogic = lookupAll(fetchDepartments);
