/**
 * Requisitions, quotations and purchase orders on paper (issue 10 point 3), read through the purchasing section's
 * endpoints and parsers (a malformed document is refused whole by its parser, never printed half):
 * - a requisition: who asks (employee, department), where the goods go (warehouse and its address), when they are
 *   needed, each line (SKU, product, quantity, note); no prices (a requisition has none);
 * - a quotation: the supplier (tax id, contact), its requisition, validity, each line with the quoted price, discount,
 *   tax and net amount from the one line rule, and the totals once every line is priced;
 * - a purchase order: the supplier, the warehouse receiving, the expected day, the payment terms, each line with the
 *   quantity received so far, and the totals (subtotal, discount, tax per rate, total) by the one rule of the lines.
 * The records a document names by id (employee, department, warehouse, supplier, requisition) are read quietly: one
 * gone or refused prints its id instead; any other failure fails the print (Retry).
 */
import { documentTotals, lineFigures, type PricedLine } from '../../domain/document-lines';
import type { PurchaseOrder } from '../../domain/purchase-order';
import type { Quotation } from '../../domain/quotation';
import type { Requisition } from '../../domain/requisition';
import type { Supplier } from '../../domain/supplier';
import { getResource, type ResourceEndpoint } from '../effects/resource-api';
import { suppliersEndpoint } from '../sections/providers/provider-api';
import { purchaseOrdersEndpoint, quotationsEndpoint, requisitionsEndpoint } from '../sections/purchases/purchasing-api';
import { day, money, percent, quantity, text, type PrintModel, type PrintParty, type PrintSource, type PrintTotal } from './print-model';
import { addressLines, namedEndpoint, related, type Named } from './print-related';

export type { Named } from './print-related';

export interface RequisitionRelated {
  requester: Named | null;
  department: Named | null;
  warehouse: Named | null;
}

export interface SupplierRelated {
  supplier: Pick<Supplier, 'name' | 'code' | 'taxId' | 'contactName' | 'email' | 'phone' | 'paymentTermsDays'> | null;
}

const nameOf = (named: Named | null, id: string): string => (named ? (named.code ? `${named.name} (${named.code})` : named.name) : id);

function supplierParty(name: string, supplier: SupplierRelated['supplier']): PrintParty {
  if (!supplier) return { role: 'supplier', name, details: [] };
  return {
    role: 'supplier',
    name: supplier.name || name,
    details: [supplier.code, supplier.taxId, supplier.contactName, supplier.email, supplier.phone].filter((d) => d.trim() !== ''),
  };
}

function warehouseParty(warehouse: Named | null, id: string): PrintParty {
  return { role: 'deliverTo', name: nameOf(warehouse, id), details: addressLines(warehouse?.address) };
}

/** Subtotal, discount (when any), tax per rate and the grand total of priced lines (the one rule of the lines). */
export function pricedTotals(lines: readonly Pick<PricedLine, 'quantity' | 'unitPrice' | 'discount' | 'taxRate'>[]): PrintTotal[] {
  const t = documentTotals(lines);
  const totals: PrintTotal[] = [{ key: 'subtotal', minor: t.gross }];
  if (t.discount !== 0) totals.push({ key: 'discount', minor: -t.discount });
  for (const [rate, minor] of Object.entries(t.taxByRate).sort(([a], [b]) => Number(a) - Number(b))) totals.push({ key: 'tax', minor, rate });
  totals.push({ key: 'total', minor: t.total, grand: true });
  return totals;
}

export function requisitionModel(req: Requisition, related: RequisitionRelated): PrintModel {
  return {
    type: 'requisition',
    number: req.number,
    status: req.status,
    parties: [
      { role: 'requester', name: nameOf(related.requester, req.requesterId), details: [nameOf(related.department, req.departmentId)] },
      warehouseParty(related.warehouse, req.warehouseId),
    ],
    facts: [
      { key: 'date', value: day(req.date) },
      { key: 'neededBy', value: day(req.neededBy) },
    ],
    columns: ['sku', 'item', 'quantity', 'note'],
    rows: req.lines.map((line) => ({ sku: text(line.sku), item: text(line.name), quantity: quantity(line.quantity), note: text(line.note) })),
    totals: [],
    notes: req.notes,
  };
}

export function quotationModel(q: Quotation, related: SupplierRelated & { requisitionNumber: string | null }): PrintModel {
  const priced = q.lines.every((l) => l.unitPrice !== null);
  return {
    type: 'quotation',
    number: q.number,
    status: q.status,
    parties: [supplierParty(q.supplierName, related.supplier)],
    facts: [
      { key: 'date', value: day(q.date) },
      { key: 'requisition', value: text(related.requisitionNumber ?? q.requisitionId) },
      ...(q.validUntil ? [{ key: 'validUntil' as const, value: day(q.validUntil) }] : []),
    ],
    columns: ['sku', 'item', 'quantity', 'unitPrice', 'discount', 'tax', 'amount'],
    rows: q.lines.map((line) => ({
      sku: text(line.sku),
      item: text(line.name),
      quantity: quantity(line.quantity),
      // Not quoted yet (status requested): the price and amount stay blank, never a made-up zero.
      unitPrice: line.unitPrice === null ? text('—') : money(line.unitPrice),
      discount: percent(line.discount),
      tax: percent(line.taxRate),
      amount: line.unitPrice === null ? text('—') : money(lineFigures({ ...line, unitPrice: line.unitPrice }).net),
    })),
    totals: priced ? pricedTotals(q.lines.map((l) => ({ ...l, unitPrice: l.unitPrice ?? 0 }))) : [],
    notes: q.notes,
  };
}

export function purchaseOrderModel(po: PurchaseOrder, related: SupplierRelated & { warehouse: Named | null; requisitionNumber: string | null; quotationNumber: string | null }): PrintModel {
  return {
    type: 'purchase-order',
    number: po.number,
    status: po.status,
    parties: [supplierParty(po.supplierName, related.supplier), warehouseParty(related.warehouse, po.warehouseId)],
    facts: [
      { key: 'date', value: day(po.date) },
      ...(po.expectedDate ? [{ key: 'expectedDate' as const, value: day(po.expectedDate) }] : []),
      ...(related.supplier ? [{ key: 'paymentTerms' as const, value: quantity(String(related.supplier.paymentTermsDays)) }] : []),
      ...(po.requisitionId ? [{ key: 'requisition' as const, value: text(related.requisitionNumber ?? po.requisitionId) }] : []),
      ...(po.quotationId ? [{ key: 'quotation' as const, value: text(related.quotationNumber ?? po.quotationId) }] : []),
    ],
    columns: ['sku', 'item', 'quantity', 'received', 'unitPrice', 'discount', 'tax', 'amount'],
    rows: po.lines.map((line) => ({
      sku: text(line.sku),
      item: text(line.name),
      quantity: quantity(line.quantity),
      received: quantity(line.received),
      unitPrice: money(line.unitPrice),
      discount: percent(line.discount),
      tax: percent(line.taxRate),
      amount: money(lineFigures(line).net),
    })),
    totals: pricedTotals(po.lines),
    notes: po.notes,
  };
}

// --- reading -----------------------------------------------------------------------------------------------------

const employees = namedEndpoint('catalogs', 'employees', 'number');
const departments = namedEndpoint('catalogs', 'departments', 'code');
const warehouses = namedEndpoint('inventory', 'warehouses', 'code', true);
const numberOf = <D extends { number: string }>(endpoint: ResourceEndpoint<D>): ResourceEndpoint<{ number: string }> => endpoint;

export const requisitionPrint: PrintSource = {
  load: async (config, id, signal) => {
    const req = await getResource(config, requisitionsEndpoint, id, signal);
    const [requester, department, warehouse] = await Promise.all([
      related(config, employees, req.requesterId, signal),
      related(config, departments, req.departmentId, signal),
      related(config, warehouses, req.warehouseId, signal),
    ]);
    return requisitionModel(req, { requester, department, warehouse });
  },
  detailPath: (id) => `/purchases/requisitions/${encodeURIComponent(id)}`,
};

export const quotationPrint: PrintSource = {
  load: async (config, id, signal) => {
    const q = await getResource(config, quotationsEndpoint, id, signal);
    const [supplier, requisition] = await Promise.all([
      related(config, suppliersEndpoint, q.supplierId, signal),
      related(config, numberOf(requisitionsEndpoint), q.requisitionId, signal),
    ]);
    return quotationModel(q, { supplier, requisitionNumber: requisition?.number ?? null });
  },
  detailPath: (id) => `/purchases/quotes/${encodeURIComponent(id)}`,
};

export const purchaseOrderPrint: PrintSource = {
  load: async (config, id, signal) => {
    const po = await getResource(config, purchaseOrdersEndpoint, id, signal);
    const [supplier, warehouse, requisition, quotation] = await Promise.all([
      related(config, suppliersEndpoint, po.supplierId, signal),
      related(config, warehouses, po.warehouseId, signal),
      related(config, numberOf(requisitionsEndpoint), po.requisitionId, signal),
      related(config, numberOf(quotationsEndpoint), po.quotationId, signal),
    ]);
    return purchaseOrderModel(po, { supplier, warehouse, requisitionNumber: requisition?.number ?? null, quotationNumber: quotation?.number ?? null });
  },
  detailPath: (id) => `/purchases/orders/${encodeURIComponent(id)}`,
};
