/**
 * The ordering service's purchasing documents (`/requisitions`, `/quotations`, `/purchase-orders`): typed endpoints and
 * the check of every answer (a malformed document is refused as a whole, never half shown; the print page imports
 * these too), and the lookups the purchasing pages need: suppliers, warehouses, employees, departments, the product
 * picker and a requisition's quotations.
 */
import type { RuntimeConfig } from '../../../config/runtime-config';
import { purchaseOrderStatuses, type PurchaseOrder, type PurchaseOrderLine } from '../../../domain/purchase-order';
import { quotationStatuses, type Quotation, type QuotationLine } from '../../../domain/quotation';
import { requisitionStatuses, type Requisition, type RequisitionLine } from '../../../domain/requisition';
import { listResource, parseAudited, type ResourceEndpoint } from '../../effects/resource-api';
import { bool, count, list, oneOf, optionalRef, record, text, type Fields } from '../../effects/shape';
import { searchProductOptions } from '../catalog-options-api';
import { decimalText } from '../shared-answers';

const day = (r: Fields, key: string, name: string): string => {
  const value = text(r, key, name);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new TypeError(`${name}.${key} must be YYYY-MM-DD`);
  return value;
};
const optionalDay = (r: Fields, key: string, name: string): string | null => (r[key] === null ? null : day(r, key, name));
const ids = (raw: unknown, name: string): string[] =>
  list(raw, name).map((v) => {
    if (typeof v !== 'string' || v === '') throw new TypeError(`${name}[] must be ids`);
    return v;
  });
const nonEmpty = (r: Fields, key: string, name: string): string => {
  const value = text(r, key, name);
  if (value === '') throw new TypeError(`${name}.${key} must not be empty`);
  return value;
};
const percent = (r: Fields, key: string, name: string) => decimalText(r, key, name);
const nullableCount = (r: Fields, key: string, name: string): number | null => (r[key] === null ? null : count(r, key, name));

function parseRequisitionLine(raw: unknown): RequisitionLine {
  const r = record(raw, 'requisition.lines[]');
  const n = 'requisition.lines[]';
  return { productId: nonEmpty(r, 'productId', n), sku: text(r, 'sku', n), name: text(r, 'name', n), quantity: decimalText(r, 'quantity', n), note: text(r, 'note', n) };
}

export function parseRequisition(raw: unknown): Requisition {
  const r = record(raw, 'requisition');
  const n = 'requisition';
  return {
    ...parseAudited(r, n),
    number: text(r, 'number', n),
    date: day(r, 'date', n),
    status: oneOf(r, 'status', requisitionStatuses, n),
    requesterId: text(r, 'requesterId', n),
    departmentId: text(r, 'departmentId', n),
    neededBy: day(r, 'neededBy', n),
    warehouseId: text(r, 'warehouseId', n),
    lines: list(r.lines, 'requisition.lines').map(parseRequisitionLine),
    notes: text(r, 'notes', n),
    supplierIds: ids(r.supplierIds, 'requisition.supplierIds'),
    purchaseOrderId: optionalRef(r, 'purchaseOrderId', n),
  };
}

function parseQuotationLine(raw: unknown): QuotationLine {
  const n = 'quotation.lines[]';
  const r = record(raw, n);
  return {
    productId: nonEmpty(r, 'productId', n),
    sku: text(r, 'sku', n),
    name: text(r, 'name', n),
    quantity: decimalText(r, 'quantity', n),
    unitPrice: nullableCount(r, 'unitPrice', n),
    discount: percent(r, 'discount', n),
    taxRate: percent(r, 'taxRate', n),
  };
}

export function parseQuotation(raw: unknown): Quotation {
  const n = 'quotation';
  const r = record(raw, n);
  return {
    ...parseAudited(r, n),
    number: text(r, 'number', n),
    date: day(r, 'date', n),
    status: oneOf(r, 'status', quotationStatuses, n),
    requisitionId: nonEmpty(r, 'requisitionId', n),
    supplierId: nonEmpty(r, 'supplierId', n),
    supplierName: text(r, 'supplierName', n),
    lines: list(r.lines, 'quotation.lines').map(parseQuotationLine),
    notes: text(r, 'notes', n),
    validUntil: optionalDay(r, 'validUntil', n),
    total: nullableCount(r, 'total', n),
    purchaseOrderId: optionalRef(r, 'purchaseOrderId', n),
  };
}

function parsePurchaseOrderLine(raw: unknown): PurchaseOrderLine {
  const n = 'purchaseOrder.lines[]';
  const r = record(raw, n);
  return {
    productId: nonEmpty(r, 'productId', n),
    sku: text(r, 'sku', n),
    name: text(r, 'name', n),
    quantity: decimalText(r, 'quantity', n),
    unitPrice: count(r, 'unitPrice', n),
    discount: percent(r, 'discount', n),
    taxRate: percent(r, 'taxRate', n),
    received: decimalText(r, 'received', n),
  };
}

export function parsePurchaseOrder(raw: unknown): PurchaseOrder {
  const n = 'purchaseOrder';
  const r = record(raw, n);
  return {
    ...parseAudited(r, n),
    number: text(r, 'number', n),
    date: day(r, 'date', n),
    status: oneOf(r, 'status', purchaseOrderStatuses, n),
    quotationId: optionalRef(r, 'quotationId', n),
    requisitionId: optionalRef(r, 'requisitionId', n),
    supplierId: nonEmpty(r, 'supplierId', n),
    supplierName: text(r, 'supplierName', n),
    warehouseId: nonEmpty(r, 'warehouseId', n),
    expectedDate: optionalDay(r, 'expectedDate', n),
    lines: list(r.lines, 'purchaseOrder.lines').map(parsePurchaseOrderLine),
    notes: text(r, 'notes', n),
    total: count(r, 'total', n),
  };
}

/** The typed endpoints (the print page of requisition, quotation and purchase-order reads through these). */
export const requisitionsEndpoint: ResourceEndpoint<Requisition> = { service: 'ordering', resource: 'requisitions', parse: parseRequisition };
export const quotationsEndpoint: ResourceEndpoint<Quotation> = { service: 'ordering', resource: 'quotations', parse: parseQuotation };
export const purchaseOrdersEndpoint: ResourceEndpoint<PurchaseOrder> = { service: 'ordering', resource: 'purchase-orders', parse: parsePurchaseOrder };

/** A record a purchasing page names by id (a supplier, warehouse, employee or department). */
export interface NamedOption {
  id: string;
  code: string;
  name: string;
  active: boolean;
}

const named =
  (resource: string, service: 'catalogs' | 'inventory', codeKey: string, activeOf: (r: Fields) => boolean): ResourceEndpoint<NamedOption> => ({
    service,
    resource,
    parse: (raw) => {
      const r = record(raw, resource);
      return { id: nonEmpty(r, 'id', resource), code: text(r, codeKey, resource), name: text(r, 'name', resource), active: activeOf(r) };
    },
  });
const byStatus = (r: Fields) => r.status === 'active';
const suppliersEndpoint = named('suppliers', 'catalogs', 'code', byStatus);
const warehousesEndpoint = named('warehouses', 'inventory', 'code', (r) => bool(r.active, 'warehouse.active'));
const employeesEndpoint = named('employees', 'catalogs', 'number', byStatus);
const departmentsEndpoint = named('departments', 'catalogs', 'code', byStatus);

const everything = (endpoint: ResourceEndpoint<NamedOption>, sort: string) => async (config: RuntimeConfig, signal?: AbortSignal) =>
  (await listResource(config, endpoint, { sort, pageSize: 500 }, signal)).items;

/** The tenant's suppliers (300 in acme), warehouses, employees and departments: names for lists, pages and pickers. */
export const fetchSuppliers = everything(suppliersEndpoint, 'name');
export const fetchWarehouses = everything(warehousesEndpoint, 'code');
export const fetchEmployees = everything(employeesEndpoint, 'name');
export const fetchDepartments = everything(departmentsEndpoint, 'name');

/** The product picker's search: the documents' one picker (`/product-options`, Order.Purchases reads it): active products by SKU, barcode or name, at most 20. */
export const searchProducts = (config: RuntimeConfig, q: string, signal?: AbortSignal) => searchProductOptions(config, q, signal);

/** The quotations of one requisition, by number (the comparison). */
export async function fetchQuotationsOf(config: RuntimeConfig, requisitionId: string, signal?: AbortSignal): Promise<Quotation[]> {
  return (await listResource(config, quotationsEndpoint, { requisitionId, sort: 'number', pageSize: 50 }, signal)).items;
}
