/**
 * Seed of the purchasing area per tenant: requisitions with their quotations and purchase orders in every status
 * (acme about 600 requisitions over a year, globex about 60 over a quarter), numbered REQ-/QUO-/PO-000001.
 *
 * Consistent with the inventory seed (the area needs it): the purchase orders that received goods are made FROM the
 * inventory seed's year of `receipt` movements. Those carry a purchase order number as reference (`PO-000123`); the
 * movements of one reference into one warehouse become one order into that warehouse whose `received` per line is
 * exactly the sum of its movements of that product, so every seeded receipt of an order is a recorded movement and
 * the stock levels already hold it. A partially received order ordered more than it received; draft, sent and
 * cancelled orders received nothing and take numbers no movement uses. A reference whose movements went into two
 * warehouses (the seed's random numbers meet now and then) has no order: a legacy receipt, never a document's.
 * The ordered requisitions are the ones behind some of these orders (its accepted quotation has the order's prices;
 * the other suppliers' were rejected).
 */
import { compareDecimal, addDecimal } from '../../../domain/decimal';
import { documentTotals } from '../../../domain/document-lines';
import type { Product } from '../../../domain/product';
import type { PurchaseOrder, PurchaseOrderLine, PurchaseOrderStatus } from '../../../domain/purchase-order';
import { documentNumberValue, formatDocumentNumber } from '../../../domain/purchasing';
import type { Quotation, QuotationLine, QuotationStatus } from '../../../domain/quotation';
import type { Requisition, RequisitionStatus } from '../../../domain/requisition';
import type { Supplier } from '../../../domain/supplier';
import type { TenantData } from '../data';
import { seedProducts } from './catalogs.seed';
import { seedStockMovements, seedWarehouses } from './inventory.seed';
import { seedPeople } from './people.seed';
import { seedSuppliers } from './suppliers.seed';
import { DAY_MS, dayStart, memoizedByDay, randomFor, SEED_USER, seedLocaleOf } from './seed-kit';

const DAY = DAY_MS;
const periods: Record<string, { days: number; requisitions: number; open: { draft: number; sent: number; cancelled: number } }> = {
  acme: { days: 365, requisitions: 600, open: { draft: 15, sent: 30, cancelled: 20 } },
  globex: { days: 91, requisitions: 60, open: { draft: 3, sent: 5, cancelled: 3 } },
};

const notes: Record<'MX' | 'US', readonly string[]> = {
  MX: ['', '', '', 'Urgente para instalación', 'Reposición de inventario', 'Proyecto de cliente corporativo'],
  US: ['', '', '', 'Urgent for an installation', 'Stock replenishment', 'Corporate customer project'],
};

const dayOf = (at: number): string => new Date(at).toISOString().slice(0, 10);
const instantOf = (day: string, hour: number): string => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;

export interface PurchasingSeed {
  requisitions: Requisition[];
  quotations: Quotation[];
  purchaseOrders: PurchaseOrder[];
}

interface ReceiptGroup {
  reference: string;
  warehouseId: string;
  first: string;
  last: string;
  /** productId -> received quantity. */
  received: Map<string, string>;
}

/** The inventory seed's receipts of purchase orders, one group per reference that went into one warehouse. */
function receiptGroups(tenant: string, today: string): ReceiptGroup[] {
  const groups = new Map<string, ReceiptGroup | null>();
  for (const m of seedStockMovements(tenant, today)) {
    if (m.type !== 'receipt' || m.reference === null || documentNumberValue('purchase-order', m.reference) === null) continue;
    const group = groups.get(m.reference);
    if (group === null) continue;
    if (group && group.warehouseId !== m.warehouseId) {
      groups.set(m.reference, null);
      continue;
    }
    const g = group ?? { reference: m.reference, warehouseId: m.warehouseId, first: m.date, last: m.date, received: new Map<string, string>() };
    if (m.date < g.first) g.first = m.date;
    if (m.date > g.last) g.last = m.date;
    g.received.set(m.productId, addDecimal(g.received.get(m.productId) ?? '0', m.quantity));
    groups.set(m.reference, g);
  }
  return [...groups.values()].filter((g): g is ReceiptGroup => g !== null).sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : a.reference < b.reference ? -1 : 1));
}

const audit = (id: string, created: string, updated: string) => ({ id, version: 1, createdAt: created, createdBy: SEED_USER, updatedAt: updated, updatedBy: SEED_USER });

const unitCost = (product: Product): number => (product.cost > 0 ? product.cost : Math.round(product.price * 0.6));

function poLine(product: Product, quantity: string, received: string, unitPrice = unitCost(product)): PurchaseOrderLine {
  return { productId: product.id, sku: product.sku, name: product.name, quantity, unitPrice, discount: '0', taxRate: product.taxRate, received };
}

/** The documents up to `today` (the tenant's business day, data.ts): dated up to the day before it. */
export const seedPurchasing = memoizedByDay((tenant: string, today: string): PurchasingSeed => {
  const period = periods[tenant];
  const lastDay = dayStart(today) - DAY;
  const empty: PurchasingSeed = { requisitions: [], quotations: [], purchaseOrders: [] };
  if (!period) return empty;
  const locale = seedLocaleOf(tenant);
  const random = randomFor(tenant, 'purchasing');
  const products = new Map(seedProducts(tenant).map((p) => [p.id, p]));
  const stockable = seedProducts(tenant).filter((p) => p.active && p.components.length === 0);
  const suppliers = seedSuppliers(tenant).filter((s) => s.status === 'active');
  const warehouses = seedWarehouses(tenant).filter((w) => w.type !== 'transit');
  const { employees, departments } = seedPeople(tenant);
  if (stockable.length === 0 || suppliers.length === 0 || warehouses.length === 0 || employees.length === 0) return empty;

  // 1. Orders that received goods: the inventory's receipts.
  const orders: PurchaseOrder[] = [];
  const used = new Set<number>();
  for (const g of receiptGroups(tenant, today)) {
    const lines: PurchaseOrderLine[] = [];
    for (const [productId, received] of g.received) {
      const product = products.get(productId);
      if (product) lines.push(poLine(product, received, received));
    }
    if (lines.length === 0) continue;
    const old = Date.parse(g.last) < lastDay - 45 * DAY;
    let status: PurchaseOrderStatus = old ? (random.chance(0.85) ? 'closed' : 'received') : random.chance(0.5) ? 'received' : 'closed';
    if (random.chance(0.12)) {
      // Ordered more than arrived: still partially received.
      status = 'partially-received';
      const i = random.int(0, lines.length - 1);
      lines[i] = { ...lines[i]!, quantity: addDecimal(lines[i]!.quantity, String(random.int(1, 20))) };
    }
    const date = dayOf(Date.parse(g.first) - random.int(2, 20) * DAY);
    const supplier = random.pick(suppliers);
    used.add(documentNumberValue('purchase-order', g.reference)!);
    orders.push({
      ...audit(random.uuid(), instantOf(date, 16), instantOf(g.last, 18)),
      number: g.reference,
      date,
      status,
      quotationId: null,
      requisitionId: null,
      supplierId: supplier.id,
      supplierName: supplier.name,
      warehouseId: g.warehouseId,
      expectedDate: g.first,
      lines,
      notes: random.pick(notes[locale]),
      total: documentTotals(lines).total,
    });
  }

  // 2. Orders that received nothing (draft, sent, cancelled), from the last weeks: numbers after every used one, in
  // the order of their dates (a list sorted by number reads newest first, as with every other document).
  let nextPo = Math.max(0, ...used);
  const start = lastDay - (period.days - 1) * DAY;
  const open: { status: PurchaseOrderStatus; date: string }[] = [];
  for (const [status, count] of Object.entries(period.open) as [PurchaseOrderStatus, number][]) {
    for (let n = 0; n < count; n++) open.push({ status, date: dayOf(Math.max(start, lastDay - random.int(0, status === 'cancelled' ? 60 : 30) * DAY)) });
  }
  open.sort((a, b) => a.date.localeCompare(b.date));
  for (const { status, date } of open) {
    const lines = random.sample(stockable, random.int(1, 4)).map((p) => poLine(p, String(random.int(2, 40)), '0'));
    const supplier = random.pick(suppliers);
    orders.push({
      ...audit(random.uuid(), instantOf(date, 15), instantOf(date, 17)),
      number: formatDocumentNumber('purchase-order', ++nextPo),
      date,
      status,
      quotationId: null,
      requisitionId: null,
      supplierId: supplier.id,
      supplierName: supplier.name,
      warehouseId: random.pick(warehouses).id,
      expectedDate: dayOf(Date.parse(date) + random.int(5, 30) * DAY),
      lines,
      notes: random.pick(notes[locale]),
      total: documentTotals(lines).total,
    });
  }

  // 3. Requisitions (every status); the ordered ones are behind orders of step 1 and 2 (not the cancelled ones).
  const orderable = orders.filter((o) => o.status !== 'cancelled' && o.status !== 'draft' && Date.parse(o.date) >= start + 10 * DAY);
  const statusPlan: [RequisitionStatus, number][] = [
    ['ordered', 0.45],
    ['quoting', 0.1],
    ['approved', 0.07],
    ['submitted', 0.1],
    ['draft', 0.08],
    ['rejected', 0.1],
    ['cancelled', 0.1],
  ];
  const requisitions: Requisition[] = [];
  const quotations: Quotation[] = [];
  const behind = random.sample(orderable, Math.min(orderable.length, Math.round(period.requisitions * 0.45)));
  const drafts: { status: RequisitionStatus; at: number; order?: PurchaseOrder }[] = behind.map((order) => ({ status: 'ordered', at: Date.parse(order.date) - random.int(3, 10) * DAY, order }));
  for (const [status, share] of statusPlan.slice(1)) {
    const count = Math.round(period.requisitions * share);
    for (let n = 0; n < count; n++) {
      const recent = status === 'draft' || status === 'submitted' || status === 'approved' || status === 'quoting';
      drafts.push({ status, at: recent ? lastDay - random.int(0, 25) * DAY : start + random.int(0, period.days - 1) * DAY });
    }
  }
  drafts.sort((a, b) => a.at - b.at);
  let quotationNumber = 0;
  const quote = (requisition: Requisition, supplier: Supplier, status: QuotationStatus, lines: QuotationLine[], extra: Partial<Quotation> = {}): Quotation => {
    // Answered two days after the requisition, by yesterday at the latest.
    const day = dayOf(Math.min(Date.parse(requisition.date) + 2 * DAY, lastDay));
    const priced = lines.every((l) => l.unitPrice !== null);
    return {
      ...audit(random.uuid(), instantOf(day, 15), instantOf(day, 19)),
      number: formatDocumentNumber('quotation', ++quotationNumber),
      date: day,
      status,
      requisitionId: requisition.id,
      supplierId: supplier.id,
      supplierName: supplier.name,
      lines,
      notes: '',
      validUntil: priced ? dayOf(Date.parse(day) + random.int(15, 60) * DAY) : null,
      total: priced ? documentTotals(lines as (QuotationLine & { unitPrice: number })[]).total : null,
      purchaseOrderId: null,
      ...extra,
    };
  };
  const priceUp = (lines: readonly { productId: string; sku: string; name: string; quantity: string; unitPrice: number; taxRate: string }[], factor: number): QuotationLine[] =>
    lines.map((l) => ({ productId: l.productId, sku: l.sku, name: l.name, quantity: l.quantity, unitPrice: Math.round(l.unitPrice * factor), discount: '0', taxRate: l.taxRate }));

  drafts.forEach((d, i) => {
    const requester = random.pick(employees);
    const departmentId = requester.departmentId ?? random.pick(departments).id;
    const day = dayOf(d.at);
    const order = d.order;
    const lines = order
      ? order.lines.map((l) => ({ productId: l.productId, sku: l.sku, name: l.name, quantity: l.quantity, note: '' }))
      : random.sample(stockable, random.int(1, 4)).map((p) => ({ productId: p.id, sku: p.sku, name: p.name, quantity: String(random.int(1, 30)), note: '' }));
    const asked = random.sample(suppliers, random.int(2, 3));
    const requisition: Requisition = {
      ...audit(random.uuid(), instantOf(day, 14), instantOf(day, 20)),
      number: formatDocumentNumber('requisition', i + 1),
      date: day,
      status: d.status,
      requesterId: requester.id,
      departmentId,
      neededBy: dayOf(d.at + random.int(7, 30) * DAY),
      warehouseId: order?.warehouseId ?? random.pick(warehouses).id,
      lines,
      notes: random.pick(notes[locale]),
      supplierIds: d.status === 'ordered' || d.status === 'quoting' ? asked.map((s) => s.id) : [],
      purchaseOrderId: order?.id ?? null,
    };
    if (order) {
      // The accepted quotation is the order's supplier with the order's prices; the others asked more.
      const winner = suppliers.find((s) => s.id === order.supplierId)!;
      const others = asked.filter((s) => s.id !== winner.id).slice(0, 2);
      requisition.supplierIds = [winner.id, ...others.map((s) => s.id)];
      const accepted = quote(requisition, winner, 'accepted', priceUp(order.lines, 1), { purchaseOrderId: order.id });
      quotations.push(accepted);
      for (const other of others) quotations.push(random.chance(0.8) ? quote(requisition, other, 'rejected', priceUp(order.lines, 1 + random.int(3, 25) / 100)) : quote(requisition, other, 'rejected', lines.map((l) => ({ ...l, unitPrice: null, discount: '0', taxRate: products.get(l.productId)!.taxRate }))));
      order.quotationId = accepted.id;
      order.requisitionId = requisition.id;
    } else if (d.status === 'quoting') {
      const base = lines.map((l) => ({ ...l, unitPrice: unitCost(products.get(l.productId)!), taxRate: products.get(l.productId)!.taxRate }));
      asked.forEach((supplier, k) => {
        const received = k === 0 || random.chance(0.6);
        quotations.push(
          received
            ? // Still open: valid for a week to a month and a half from today.
              quote(requisition, supplier, 'received', priceUp(base, 1 + random.int(-5, 20) / 100), { validUntil: dayOf(dayStart(today) + random.int(7, 45) * DAY) })
            : quote(requisition, supplier, 'requested', lines.map((l) => ({ productId: l.productId, sku: l.sku, name: l.name, quantity: l.quantity, unitPrice: null, discount: '0', taxRate: products.get(l.productId)!.taxRate }))),
        );
      });
    }
    requisitions.push(requisition);
  });
  orders.sort((a, b) => compareDecimal(String(documentNumberValue('purchase-order', a.number)), String(documentNumberValue('purchase-order', b.number))));
  return { requisitions, quotations, purchaseOrders: orders };
});

export function seed(data: TenantData, today: string): void {
  const { requisitions, quotations, purchaseOrders } = seedPurchasing(data.tenant, today);
  data.collection<Requisition>('requisitions').putMany(requisitions);
  data.collection<Quotation>('quotations').putMany(quotations);
  data.collection<PurchaseOrder>('purchase-orders').putMany(purchaseOrders);
  data.setSequence('requisitions', requisitions.length);
  data.setSequence('quotations', quotations.length);
  data.setSequence('purchase-orders', Math.max(0, ...purchaseOrders.map((o) => documentNumberValue('purchase-order', o.number) ?? 0)));
}
