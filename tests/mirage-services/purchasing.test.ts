/**
 * The ordering service's purchasing chain (issue 10): requisitions, quotations and purchase orders through their
 * events endpoints, with the chain's effects (quotations requested per supplier, the accepted one's purchase order,
 * the others rejected, the requisition ordered) and the receipts' stock movements; the seed's size, statuses and its
 * agreement with the inventory's receipts.
 */
import { describe, expect, it } from 'vitest';
import { compareDecimal, addDecimal } from '../../src/domain/decimal';
import { documentTotals } from '../../src/domain/document-lines';
import type { PurchaseOrder } from '../../src/domain/purchase-order';
import type { Quotation } from '../../src/domain/quotation';
import type { Requisition } from '../../src/domain/requisition';
import type { HistoryEntry } from '../../src/domain/resource';
import type { StockLevelRow } from '../../src/domain/stock';
import type { StockMovementRow } from '../../src/domain/stock-movement';
import type { Warehouse } from '../../src/domain/warehouse';
import { seedStockMovements } from '../../src/mirage/services/seeds/inventory.seed';
import { seedPurchasing } from '../../src/mirage/services/seeds/purchasing.seed';
import { call, get, useServices, type PageBody, type Who, SEED_DAY } from './support';

useServices();
const ordering = '/api/ordering';
type Problem = { type: string; status: number; reason?: string | null; allowed?: string[]; state?: string; errors?: Record<string, string[]> };
type Answer<T> = T & Partial<Omit<Problem, 'status'>>;

const list = async <T>(path: string, as: Who = 'ana') => (await get<PageBody<T>>(path, { as })).body;
const event = <T>(resource: string, id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call<Answer<T>>('POST', `${ordering}/${resource}/${id}/events`, { body, headers });

async function references() {
  const warehouse = (await list<Warehouse>('/api/inventory/warehouses?pageSize=50')).items.find((w) => w.type === 'main')!;
  const employee = (await list<{ id: string; departmentId: string }>('/api/catalogs/employees?status=active&pageSize=1')).items[0]!;
  const products = (await list<StockLevelRow>(`/api/inventory/stock-levels?warehouseId=${warehouse.id}&inStock=true&pageSize=50`)).items.filter((l) => !l.onHand.includes('.'));
  const suppliers = (await list<{ id: string; name: string }>('/api/catalogs/suppliers?status=active&pageSize=3')).items;
  return { warehouse, employee, products, suppliers };
}

const level = async (warehouseId: string, productId: string) =>
  (await list<StockLevelRow>(`/api/inventory/stock-levels?warehouseId=${warehouseId}&productId=${productId}`)).items[0]!;

describe('the purchasing seed', () => {
  it('holds about 600 acme requisitions in every status, with quotations and purchase orders in every status, numbered', async () => {
    const all = await list<Requisition>(`${ordering}/requisitions?pageSize=1`);
    expect(all.total).toBeGreaterThan(550);
    expect(all.total).toBeLessThan(650);
    for (const status of ['draft', 'submitted', 'approved', 'rejected', 'quoting', 'ordered', 'cancelled']) {
      expect((await list<Requisition>(`${ordering}/requisitions?status=${status}&pageSize=1`)).total, status).toBeGreaterThan(0);
    }
    for (const status of ['requested', 'received', 'accepted', 'rejected']) {
      expect((await list<Quotation>(`${ordering}/quotations?status=${status}&pageSize=1`)).total, status).toBeGreaterThan(0);
    }
    for (const status of ['draft', 'sent', 'partially-received', 'received', 'closed', 'cancelled']) {
      expect((await list<PurchaseOrder>(`${ordering}/purchase-orders?status=${status}&pageSize=1`)).total, status).toBeGreaterThan(0);
    }
    const first = (await list<Requisition>(`${ordering}/requisitions?sort=number&pageSize=1`)).items[0]!;
    expect(first.number).toBe('REQ-000001');
    const globex = (await list<Requisition>(`${ordering}/requisitions?pageSize=1`, 'gus')).total;
    expect(globex).toBeGreaterThan(40);
    expect(globex).toBeLessThan(80);
  });

  it('agrees with stock: what every seeded order received of a product is the sum of the receipt movements with its number, into its warehouse', () => {
    for (const tenant of ['acme', 'globex']) {
      const movements = seedStockMovements(tenant, SEED_DAY).filter((m) => m.type === 'receipt' && m.reference?.startsWith('PO-'));
      const byReference = new Map<string, typeof movements>();
      for (const m of movements) byReference.set(m.reference!, [...(byReference.get(m.reference!) ?? []), m]);
      const orders = seedPurchasing(tenant, SEED_DAY).purchaseOrders;
      let received = 0;
      for (const order of orders) {
        const mine = byReference.get(order.number) ?? [];
        for (const line of order.lines) {
          const sum = mine.filter((m) => m.productId === line.productId).reduce((s, m) => addDecimal(s, m.quantity), '0');
          expect(sum, `${tenant} ${order.number} ${line.sku}`).toBe(line.received);
          expect(compareDecimal(line.received, line.quantity)).toBeLessThanOrEqual(0);
        }
        expect(mine.every((m) => m.warehouseId === order.warehouseId)).toBe(true);
        expect(mine.every((m) => order.lines.some((l) => l.productId === m.productId))).toBe(true);
        if (['received', 'closed'].includes(order.status)) expect(order.lines.every((l) => l.received === l.quantity)).toBe(true);
        if (['draft', 'sent', 'cancelled'].includes(order.status)) expect(mine).toEqual([]);
        expect(order.total).toBe(documentTotals(order.lines).total);
        if (mine.length > 0) received++;
      }
      expect(received, tenant).toBeGreaterThan(tenant === 'acme' ? 500 : 30);
      expect(new Set(orders.map((o) => o.number)).size).toBe(orders.length);
    }
  });

  it('links the ordered requisitions to their accepted quotation and order', async () => {
    const ordered = (await list<Requisition>(`${ordering}/requisitions?status=ordered&pageSize=10`)).items;
    for (const requisition of ordered) {
      const quotes = (await list<Quotation>(`${ordering}/quotations?requisitionId=${requisition.id}&pageSize=10`)).items;
      const accepted = quotes.filter((q) => q.status === 'accepted');
      expect(accepted).toHaveLength(1);
      expect(accepted[0]!.purchaseOrderId).toBe(requisition.purchaseOrderId);
      const order = (await get<PurchaseOrder>(`${ordering}/purchase-orders/${requisition.purchaseOrderId}`)).body;
      expect(order.quotationId).toBe(accepted[0]!.id);
      expect(order.supplierId).toBe(accepted[0]!.supplierId);
      expect(quotes.filter((q) => q.id !== accepted[0]!.id).every((q) => q.status === 'rejected')).toBe(true);
    }
  });
});

describe('the purchasing chain', () => {
  it('takes a requisition through approval, quotations, the accepted one to a purchase order, two receipts and the close', async () => {
    const { warehouse, employee, products, suppliers } = await references();
    const [a, b] = products as [StockLevelRow, StockLevelRow];
    const created = await call<Requisition>('POST', `${ordering}/requisitions`, {
      body: { requesterId: employee.id, departmentId: employee.departmentId, neededBy: '2025-08-01', warehouseId: warehouse.id, notes: ' ', lines: [{ productId: a.productId, quantity: '10', note: '' }, { productId: b.productId, quantity: '4', note: 'azul' }] },
    });
    expect(created.status).toBe(201);
    const req = created.body;
    expect(req.number).toMatch(/^REQ-\d{6}$/);
    expect(req.status).toBe('draft');
    expect(req.lines[0]!.sku).toBe(a.sku);

    expect((await event<Requisition>('requisitions', req.id, { type: 'approve' })).body).toMatchObject({ type: 'illegal-transition', state: 'draft', allowed: ['submit', 'cancel'] });
    expect((await event<Requisition>('requisitions', req.id, { type: 'submit' })).status).toBe(200);
    // Only a draft is edited.
    const put = await call<Problem>('PUT', `${ordering}/requisitions/${req.id}`, { body: { requesterId: employee.id, departmentId: employee.departmentId, neededBy: '2025-08-02', warehouseId: warehouse.id, notes: '', lines: req.lines }, headers: { 'If-Match': '"2"' } });
    expect(put.status).toBe(409);
    expect(put.body.type).toBe('not-editable');
    expect((await event<Requisition>('requisitions', req.id, { type: 'approve' })).body.status).toBe('approved');
    const none = await event<Requisition>('requisitions', req.id, { type: 'request-quotes', supplierIds: [] });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ supplierIds: ['required'] });
    const unknown = await event<Requisition>('requisitions', req.id, { type: 'request-quotes', supplierIds: ['nope'] });
    expect(unknown.body.errors).toEqual({ 'supplierIds.0': ['unknown-reference'] });
    const quoting = await event<Requisition>('requisitions', req.id, { type: 'request-quotes', supplierIds: [suppliers[0]!.id, suppliers[1]!.id] });
    expect(quoting.status).toBe(200);
    expect(quoting.body.status).toBe('quoting');

    const quotes = (await list<Quotation>(`${ordering}/quotations?requisitionId=${req.id}&sort=number`)).items;
    expect(quotes.map((q) => [q.supplierId, q.status, q.lines.map((l) => l.unitPrice)])).toEqual([
      [suppliers[0]!.id, 'requested', [null, null]],
      [suppliers[1]!.id, 'requested', [null, null]],
    ]);
    expect(quotes[0]!.supplierName).toBe(suppliers[0]!.name);
    const [cheap, dear] = quotes as [Quotation, Quotation];
    // Accepting before the prices is refused: the state does not take it.
    expect((await event<Quotation>('quotations', cheap.id, { type: 'accept' })).body).toMatchObject({ state: 'requested', allowed: ['receive', 'reject'] });
    const badPrices = await event<Quotation>('quotations', cheap.id, { type: 'receive', prices: [{ unitPrice: -1, discount: '0', taxRate: '16' }], validUntil: '2025-02-30' });
    expect(badPrices.status).toBe(422);
    expect(badPrices.body.errors).toEqual({ prices: ['required'], validUntil: ['invalid-format'] });
    const price = (unitPrice: number) => ({ unitPrice, discount: '0', taxRate: '16' });
    expect((await event<Quotation>('quotations', cheap.id, { type: 'receive', prices: [price(1000), price(2500)], validUntil: '2025-08-31' })).body.total).toBe(documentTotals([{ quantity: '10', unitPrice: 1000, discount: '0', taxRate: '16' }, { quantity: '4', unitPrice: 2500, discount: '0', taxRate: '16' }]).total);
    expect((await event<Quotation>('quotations', dear.id, { type: 'receive', prices: [price(1200), price(2600)], validUntil: '2025-07-20' })).status).toBe(200);
    // Still valid: it does not expire.
    expect((await event<Quotation>('quotations', dear.id, { type: 'expire' })).body).toMatchObject({ type: 'illegal-transition', reason: 'still-valid' });

    const accepted = await event<Quotation>('quotations', cheap.id, { type: 'accept' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    expect((await get<Quotation>(`${ordering}/quotations/${dear.id}`)).body.status).toBe('rejected');
    const ordered = (await get<Requisition>(`${ordering}/requisitions/${req.id}`)).body;
    expect(ordered.status).toBe('ordered');
    const po = (await get<PurchaseOrder>(`${ordering}/purchase-orders/${ordered.purchaseOrderId}`)).body;
    expect(po).toMatchObject({ status: 'draft', quotationId: cheap.id, requisitionId: req.id, supplierId: suppliers[0]!.id, warehouseId: warehouse.id, expectedDate: '2025-08-01' });
    expect(po.number).toMatch(/^PO-\d{6}$/);
    expect(po.lines.map((l) => [l.productId, l.quantity, l.unitPrice, l.received])).toEqual([
      [a.productId, '10', 1000, '0'],
      [b.productId, '4', 2500, '0'],
    ]);
    const history = (await get<HistoryEntry[]>(`${ordering}/requisitions/${req.id}/history`)).body;
    expect(history.map((h) => [h.event, h.from, h.to])).toEqual([
      ['order', 'quoting', 'ordered'],
      ['request-quotes', 'approved', 'quoting'],
      ['approve', 'submitted', 'approved'],
      ['submit', 'draft', 'submitted'],
      ['created', null, null],
    ]);

    // The order: sent, received in two parts (stock rises by each), closed.
    const before = [await level(warehouse.id, a.productId), await level(warehouse.id, b.productId)];
    expect((await event<PurchaseOrder>('purchase-orders', po.id, { type: 'receive', quantities: ['1', '1'] })).body).toMatchObject({ state: 'draft', allowed: ['send', 'cancel'] });
    expect((await event<PurchaseOrder>('purchase-orders', po.id, { type: 'send' }, { 'If-Match': '"1"' })).body.status).toBe('sent');
    const over = await event<PurchaseOrder>('purchase-orders', po.id, { type: 'receive', quantities: ['11', '0'] });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ type: 'illegal-transition', reason: 'over-receipt' });
    expect((await event<PurchaseOrder>('purchase-orders', po.id, { type: 'receive', quantities: ['x', '0'] })).body.errors).toEqual({ 'quantities.0': ['out-of-range'] });
    const first = await event<PurchaseOrder>('purchase-orders', po.id, { type: 'receive', quantities: ['6', '0'] });
    expect(first.body.status).toBe('partially-received');
    expect((await level(warehouse.id, a.productId)).onHand).toBe(addDecimal(before[0]!.onHand, '6'));
    expect((await level(warehouse.id, b.productId)).onHand).toBe(before[1]!.onHand);
    expect((await event<PurchaseOrder>('purchase-orders', po.id, { type: 'close' })).body.allowed).toEqual(['receive']);
    const rest = await event<PurchaseOrder>('purchase-orders', po.id, { type: 'receive', quantities: ['4', '4'] });
    expect(rest.body.status).toBe('received');
    expect(rest.body.lines.map((l) => l.received)).toEqual(['10', '4']);
    expect((await level(warehouse.id, a.productId)).onHand).toBe(addDecimal(before[0]!.onHand, '10'));
    expect((await level(warehouse.id, b.productId)).onHand).toBe(addDecimal(before[1]!.onHand, '4'));
    const movements = (await list<StockMovementRow>(`/api/inventory/stock-movements?q=${po.number}&pageSize=10`)).items.filter((m) => m.reference === po.number);
    expect(movements.map((m) => [m.type, m.productId, m.quantity]).sort()).toEqual(
      [
        ['receipt', a.productId, '6'],
        ['receipt', a.productId, '4'],
        ['receipt', b.productId, '4'],
      ].sort(),
    );
    expect((await event<PurchaseOrder>('purchase-orders', po.id, { type: 'receive', quantities: ['0', '0'] })).body.state).toBe('received');
    expect((await event<PurchaseOrder>('purchase-orders', po.id, { type: 'close' })).body.status).toBe('closed');
    expect(compareDecimal((await level(warehouse.id, a.productId)).onHand, before[0]!.onHand)).toBe(1);
  });

  it('refuses a stale If-Match, cancels a quoting requisition (its open quotations rejected), and keeps other users out', async () => {
    const { warehouse, employee, products, suppliers } = await references();
    const body = { requesterId: employee.id, departmentId: employee.departmentId, neededBy: '2025-08-01', warehouseId: warehouse.id, notes: '', lines: [{ productId: products[0]!.productId, quantity: '1', note: '' }] };
    const req = (await call<Requisition>('POST', `${ordering}/requisitions`, { body })).body;
    expect((await event<Requisition>('requisitions', req.id, { type: 'submit' }, { 'If-Match': '"7"' })).body.type).toBe('conflict');
    await event('requisitions', req.id, { type: 'submit' });
    await event('requisitions', req.id, { type: 'approve' });
    await event('requisitions', req.id, { type: 'request-quotes', supplierIds: suppliers.slice(0, 3).map((s) => s.id) });
    expect((await event<Requisition>('requisitions', req.id, { type: 'order' })).body.reason).toBe('no-purchase-order');
    expect((await event<Requisition>('requisitions', req.id, { type: 'cancel' })).body.status).toBe('cancelled');
    const quotes = (await list<Quotation>(`${ordering}/quotations?requisitionId=${req.id}`)).items;
    expect(quotes.map((q) => q.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect((await call('GET', `${ordering}/requisitions/${req.id}`, { as: 'sam' })).status).toBe(403);
    expect((await call('GET', `${ordering}/requisitions/${req.id}`, { as: 'gus' })).status).toBe(403);
    expect((await call('GET', `${ordering}/purchase-orders?pageSize=1`, { as: 'nobody' })).status).toBe(403);
  });

  it('a purchase order written by hand: 422 codes, the total computed, cancel from sent', async () => {
    const { warehouse, products, suppliers } = await references();
    const bad = await call<Problem>('POST', `${ordering}/purchase-orders`, { body: { supplierId: '', warehouseId: warehouse.id, expectedDate: null, notes: '', lines: [] } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ supplierId: ['required'], lines: ['required'] });
    const lines = [{ productId: products[0]!.productId, quantity: '3', unitPrice: 1999, discount: '10', taxRate: '16' }];
    const po = await call<PurchaseOrder>('POST', `${ordering}/purchase-orders`, { body: { supplierId: suppliers[0]!.id, warehouseId: warehouse.id, expectedDate: '2025-09-01', notes: '', lines } });
    expect(po.status).toBe(201);
    expect(po.body.total).toBe(documentTotals(lines).total);
    expect(po.body.lines[0]!.received).toBe('0');
    await event('purchase-orders', po.body.id, { type: 'send' });
    expect((await event<PurchaseOrder>('purchase-orders', po.body.id, { type: 'cancel' })).body.status).toBe('cancelled');
    expect((await call('DELETE', `${ordering}/purchase-orders/${po.body.id}`)).status).toBe(409);
  });
});
