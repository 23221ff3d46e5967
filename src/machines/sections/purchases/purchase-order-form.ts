/**
 * Purchase orders by hand (issue 10 gaps, point 2): the values a purchase order's form edits while a draft (supplier,
 * warehouse, expected day, priced lines, notes), the check of a stored draft, the line editor's machine (a product
 * brings its cost and tax rate; stock of the receiving warehouse) and the supplier picker's search.
 */
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { PricedLine } from '../../../domain/document-lines';
import { validatePurchaseOrder, type PurchaseOrder, type PurchaseOrderInput } from '../../../domain/purchase-order';
import type { FieldErrors } from '../../../domain/resource';
import { listResource, type ResourceEndpoint } from '../../effects/resource-api';
import { record, text } from '../../effects/shape';
import type { ReferenceOption } from '../../kit/field-reference.machine';
import { loadLineStock, pricedLineOptions, searchLineProducts } from '../../kit/lines-api';
import { createLinesMachine, type LineProduct, type StockQuery } from '../../kit/lines.machine';

/** What the form edits: the order's writable fields, lines as priced lines (the service names them), a day or ''. */
export interface PurchaseOrderValues {
  supplierId: string;
  warehouseId: string;
  /** '' when there is none. */
  expectedDate: string;
  lines: PricedLine[];
  notes: string;
}

export const emptyPurchaseOrderValues = (): PurchaseOrderValues => ({ supplierId: '', warehouseId: '', expectedDate: '', lines: [], notes: '' });

export const purchaseOrderToValues = (o: PurchaseOrder): PurchaseOrderValues => ({
  supplierId: o.supplierId,
  warehouseId: o.warehouseId,
  expectedDate: o.expectedDate ?? '',
  lines: o.lines.map((l) => ({ productId: l.productId, quantity: l.quantity, unitPrice: l.unitPrice, discount: l.discount, taxRate: l.taxRate })),
  notes: o.notes,
});

const isLine = (value: unknown): value is PricedLine => {
  if (typeof value !== 'object' || value === null) return false;
  const l = value as Record<string, unknown>;
  return typeof l.productId === 'string' && ['quantity', 'discount', 'taxRate'].every((k) => l[k] === null || typeof l[k] === 'string') && (l.unitPrice === null || typeof l.unitPrice === 'number');
};

/** Whether a stored draft holds purchase order values (drafts are read back, never trusted). */
export function isPurchaseOrderValues(values: unknown): values is PurchaseOrderValues {
  if (typeof values !== 'object' || values === null) return false;
  const v = values as Record<string, unknown>;
  return ['supplierId', 'warehouseId', 'expectedDate', 'notes'].every((k) => typeof v[k] === 'string') && Array.isArray(v.lines) && v.lines.every(isLine);
}

/** The values as the service takes them: trimmed (a blank expected day the service stores as null). */
export const normalizePurchaseOrderValues = (v: PurchaseOrderValues): PurchaseOrderValues => ({
  ...v,
  supplierId: v.supplierId.trim(),
  warehouseId: v.warehouseId.trim(),
  expectedDate: v.expectedDate.trim(),
  notes: v.notes.trim(),
});

/** The domain's rule (the service checks the same, and whether the supplier and warehouse are active). */
export const validatePurchaseOrderValues = (values: PurchaseOrderValues): FieldErrors =>
  validatePurchaseOrder({ ...values, expectedDate: values.expectedDate.trim() === '' ? null : values.expectedDate, lines: values.lines as PurchaseOrderInput['lines'] });

/** The line editor of a purchase order: a product brings its cost and tax rate; stock of the receiving warehouse. */
export const purchaseOrderLinesLogic = (config: RuntimeConfig, taxRate: string) =>
  createLinesMachine<PricedLine>(pricedLineOptions('cost', taxRate)).provide({
    actors: { loadStock: fromPromise<Record<string, string>, StockQuery>(({ input, signal }) => loadLineStock(config, input, signal)) },
  });

/** The line picker: active products by SKU, barcode or name, with what the warehouse holds; it shows what we pay (the cost). */
export const purchaseOrderProductSearch = (config: RuntimeConfig, warehouseId: string | null) => async (q: string, signal: AbortSignal) =>
  (await searchLineProducts(config, q, warehouseId, signal)).map(asPurchase);

/** A product as a purchase sees it: its price is the cost (the picker shows it, a picked line takes it). */
export const asPurchase = (p: LineProduct): LineProduct => ({ ...p, price: p.cost });

/** What the editor knows of a stored order's products before any search (their SKU and name as ordered). */
export const knownPurchaseProducts = (o: PurchaseOrder): LineProduct[] =>
  o.lines.map((l) => ({ id: l.productId, sku: l.sku, name: l.name, barcode: null, price: l.unitPrice ?? 0, cost: l.unitPrice ?? 0, taxRate: l.taxRate, available: null }));

const supplierOptionsEndpoint: ResourceEndpoint<ReferenceOption> = {
  service: 'catalogs',
  resource: 'suppliers',
  parse: (raw) => {
    const r = record(raw, 'supplier');
    return { id: text(r, 'id', 'supplier'), label: text(r, 'name', 'supplier'), sublabel: text(r, 'code', 'supplier') };
  },
};

/** The supplier picker: active suppliers by name or code, at most 20 (suppliers are readable with Order.Purchases). */
export async function searchSuppliers(config: RuntimeConfig, q: string, signal: AbortSignal): Promise<ReferenceOption[]> {
  return (await listResource(config, supplierOptionsEndpoint, { q: q.trim() || undefined, status: 'active', sort: 'name', pageSize: 20 }, signal)).items;
}
