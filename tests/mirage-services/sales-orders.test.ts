/**
 * The ordering service's sales orders (issue 10): list filters and sorts, create with the number and the derived
 * names and totals, 422 codes, the lifecycle through `POST /sales-orders/{id}/events` with its stock effects
 * (confirm reserves, cancel releases, deliver issues), 409 insufficient-stock naming the product, the race for the
 * last units, PUT/DELETE only while a draft, and the deliveries' entry point `deliverSalesOrder`.
 */
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/domain/resource';
import type { SalesOrder } from '../../src/domain/sales-order';
import type { StockLevelRow } from '../../src/domain/stock';
import type { StockMovementRow } from '../../src/domain/stock-movement';
import type { Warehouse } from '../../src/domain/warehouse';
import { deliverSalesOrder, SALES_ORDERS } from '../../src/mirage/services/ordering-sales';
import { serviceRuntimeOf } from '../../src/mirage/services/runtime';
import { call, get, identities, useServices, type PageBody } from './support';

const server = useServices();
const base = '/api/ordering/sales-orders';
const inventory = '/api/inventory';

type Problem = { type: string; status: number; detail?: string; reason?: string | null; allowed?: string[]; errors?: Record<string, string[]>; shortages?: { sku: string; requested: string; available: string }[] };

const warehouseByCode = async (code: string) => (await get<PageBody<Warehouse>>(`${inventory}/warehouses?pageSize=500`)).body.items.find((w) => w.code === code)!;
async function level(warehouseId: string, productId: string): Promise<StockLevelRow> {
  return (await get<PageBody<StockLevelRow>>(`${inventory}/stock-levels?warehouseId=${warehouseId}&productId=${productId}`)).body.items[0]!;
}
/** A stocked level of the main warehouse with nothing reserved and whole quantities. */
async function freeLevel(skip = 0): Promise<StockLevelRow> {
  const main = await warehouseByCode('CDMX-01');
  const page = (await get<PageBody<StockLevelRow>>(`${inventory}/stock-levels?warehouseId=${main.id}&inStock=true&pageSize=300`)).body;
  return page.items.filter((l) => l.reserved === '0' && Number(l.onHand) >= 10 && !l.onHand.includes('.'))[skip]!;
}
const customerId = async () => (await get<PageBody<{ id: string; name: string }>>('/api/catalogs/customers?status=active&pageSize=1')).body.items[0]!;

const orderBody = (warehouseId: string, customer: string, lines: { productId: string; quantity: string; unitPrice?: number; discount?: string; taxRate?: string }[]) => ({
  customerId: customer,
  date: '2025-07-15',
  warehouseId,
  notes: '  Urgente  ',
  lines: lines.map((l) => ({ unitPrice: 10_000, discount: '0', taxRate: '16', ...l })),
});
const send = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}, as: 'ana' | 'sam' | 'gus' | 'nobody' = 'ana') =>
  call<Omit<SalesOrder, 'status'> & Omit<Problem, 'status'> & { status: string; state?: string }>('POST', `${base}/${id}/events`, { body, headers, as });

async function draftFor(l: StockLevelRow, quantity: string) {
  const customer = await customerId();
  const created = await call<SalesOrder>('POST', base, { body: orderBody(l.warehouseId, customer.id, [{ productId: l.productId, quantity }]) });
  expect(created.status).toBe(201);
  return created.body;
}

describe('the sales orders list', () => {
  it('answers the seed: about 3,000 acme orders of every status, filtered by status, customer, warehouse and date range, sorted by total', async () => {
    const all = (await get<PageBody<SalesOrder>>(`${base}?pageSize=1`)).body;
    expect(all.total).toBeGreaterThan(2_500);
    expect(all.total).toBeLessThan(3_500);
    for (const status of ['draft', 'confirmed', 'partially-delivered', 'delivered', 'closed', 'cancelled']) {
      const page = (await get<PageBody<SalesOrder>>(`${base}?status=${status}&pageSize=20`)).body;
      expect(page.total, status).toBeGreaterThan(0);
      expect(page.items.every((o) => o.status === status)).toBe(true);
    }
    const first = (await get<PageBody<SalesOrder>>(`${base}?pageSize=1`)).body.items[0]!;
    const byCustomer = (await get<PageBody<SalesOrder>>(`${base}?customerId=${first.customerId}&pageSize=500`)).body;
    expect(byCustomer.items.every((o) => o.customerId === first.customerId)).toBe(true);
    const byWarehouse = (await get<PageBody<SalesOrder>>(`${base}?warehouseId=${first.warehouseId}&pageSize=500`)).body;
    expect(byWarehouse.items.every((o) => o.warehouseId === first.warehouseId)).toBe(true);
    const april = (await get<PageBody<SalesOrder>>(`${base}?date=2025-04-01..2025-04-30&pageSize=500`)).body;
    expect(april.total).toBeGreaterThan(0);
    expect(april.items.every((o) => o.date >= '2025-04-01' && o.date <= '2025-04-30')).toBe(true);
    const byTotal = (await get<PageBody<SalesOrder>>(`${base}?sort=-total&pageSize=50`)).body.items.map((o) => o.total);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a));
    expect((await get(`${base}?sort=price`)).status).toBe(400);
    expect((await get(`${base}?status=lost`)).status).toBe(400);
  });

  it('every seeded order adds up: its total is the sum of its lines (document-lines), numbers are unique', async () => {
    const page = (await get<PageBody<SalesOrder>>(`${base}?pageSize=500`)).body;
    const { documentTotals } = await import('../../src/domain/document-lines');
    for (const order of page.items) expect(order.totals).toEqual(documentTotals(order.lines));
    expect(new Set(page.items.map((o) => o.number)).size).toBe(page.items.length);
  });

  it('is read with Order.Orders only (sam), refused without it (403), and globex has its own quarter in USD', async () => {
    expect((await get(`${base}?pageSize=1`, { as: 'sam' })).status).toBe(200);
    expect((await get(`${base}?pageSize=1`, { as: 'nobody' })).status).toBe(403);
    const globex = (await get<PageBody<SalesOrder>>(`${base}?pageSize=500`, { as: 'gus' })).body;
    expect(globex.total).toBeGreaterThan(150);
    expect(globex.total).toBeLessThan(400);
    expect(globex.items.every((o) => o.currency === 'USD' && o.date >= '2025-04-01')).toBe(true);
    const acmeOrder = (await get<PageBody<SalesOrder>>(`${base}?pageSize=1`)).body.items[0]!;
    expect((await get(`${base}/${acmeOrder.id}`, { as: 'gus' })).status).toBe(403);
  });
});

describe('taking an order', () => {
  it('creates a draft: 201, the next SO number, names, SKUs and totals derived, notes trimmed, a created history entry', async () => {
    const l = await freeLevel();
    const customer = await customerId();
    const before = (await get<PageBody<SalesOrder>>(`${base}?sort=-number&pageSize=1`)).body.items[0]!;
    const created = await call<SalesOrder>('POST', base, {
      body: orderBody(l.warehouseId, customer.id, [{ productId: l.productId, quantity: '2.50', unitPrice: 12_345, discount: '10', taxRate: '16' }]),
    });
    expect(created.status).toBe(201);
    const order = created.body;
    expect(order.number).toBe(`SO-${String(Number(before.number.slice(3)) + 1).padStart(6, '0')}`);
    expect(order).toMatchObject({ status: 'draft', customerName: customer.name, notes: 'Urgente', currency: 'MXN', version: 1 });
    expect(order.lines[0]).toMatchObject({ productId: l.productId, sku: l.sku, productName: l.productName, quantity: '2.5', delivered: '0' });
    // 12,345 x 2.5 = 30,862.5 -> 30,863; discount 10% 3,086; net 27,777; tax 16% 4,444; total 32,221.
    expect(order.totals).toMatchObject({ gross: 30_863, discount: 3_086, net: 27_777, tax: 4_444, total: 32_221 });
    expect(order.total).toBe(32_221);
    const history = (await get<HistoryEntry[]>(`${base}/${order.id}/history`)).body;
    expect(history[0]).toMatchObject({ event: 'created', byName: identities.ana.name });
  });

  it('422 with a code per field: customer, warehouse, date, lines and each line cell', async () => {
    const l = await freeLevel();
    const bad = await call<Problem>('POST', base, {
      body: { customerId: 'nope', date: '2025-02-30', warehouseId: '', notes: 'x'.repeat(2001), lines: [{ productId: l.productId, quantity: '0', unitPrice: -1, discount: '120', taxRate: '16' }, { productId: 'ghost', quantity: '1', unitPrice: 1, discount: '0', taxRate: '16' }] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      customerId: ['unknown-reference'],
      warehouseId: ['required'],
      date: ['invalid-format'],
      notes: ['too-long'],
      'lines.0.quantity': ['out-of-range'],
      'lines.0.unitPrice': ['out-of-range'],
      'lines.0.discount': ['out-of-range'],
      'lines.1.productId': ['unknown-reference'],
    });
    const empty = await call<Problem>('POST', base, { body: { ...orderBody(l.warehouseId, (await customerId()).id, []) } });
    expect(empty.body.errors).toEqual({ lines: ['required'] });
  });

  it('a draft is updated with If-Match (stale: 409 conflict with the stored order) and deleted; a confirmed one is not (409 not-editable)', async () => {
    const l = await freeLevel();
    const order = await draftFor(l, '1');
    const body = { customerId: order.customerId, date: order.date, warehouseId: order.warehouseId, notes: 'Cambio', lines: [{ ...order.lines[0]!, quantity: '3' }] };
    const updated = await call<SalesOrder>('PUT', `${base}/${order.id}`, { body, headers: { 'If-Match': '"1"' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ version: 2, notes: 'Cambio', number: order.number, status: 'draft' });
    expect(updated.body.totals.gross).toBe(30_000);
    const stale = await call<Problem & { current: SalesOrder }>('PUT', `${base}/${order.id}`, { body, headers: { 'If-Match': '"1"' } });
    expect(stale.status).toBe(409);
    expect(stale.body.current.version).toBe(2);
    expect((await send(order.id, { type: 'confirm' })).status).toBe(200);
    const locked = await call<Problem>('PUT', `${base}/${order.id}`, { body, headers: { 'If-Match': '"3"' } });
    expect(locked.status).toBe(409);
    expect(locked.body.type).toBe('not-editable');
    expect((await call('DELETE', `${base}/${order.id}`)).status).toBe(409);
    const other = await draftFor(l, '1');
    expect((await call('DELETE', `${base}/${other.id}`)).status).toBe(204);
  });
});

describe('the lifecycle and the stock', () => {
  it('confirm reserves the quantity in the order warehouse, cancel releases it; history names the transitions', async () => {
    const l = await freeLevel();
    const order = await draftFor(l, '4');
    const confirmed = await send(order.id, { type: 'confirm' }, { 'If-Match': '"1"' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', version: 2 });
    const reserved = await level(l.warehouseId, l.productId);
    expect(reserved).toMatchObject({ onHand: l.onHand, reserved: '4', available: String(Number(l.onHand) - 4) });
    const cancelled = await send(order.id, { type: 'cancel' });
    expect(cancelled.body.status).toBe('cancelled');
    expect(await level(l.warehouseId, l.productId)).toMatchObject({ onHand: l.onHand, reserved: '0', available: l.onHand });
    const history = (await get<HistoryEntry[]>(`${base}/${order.id}/history`)).body;
    expect(history.map((h) => [h.event, h.from, h.to])).toEqual([
      ['cancel', 'confirmed', 'cancelled'],
      ['confirm', 'draft', 'confirmed'],
      ['created', null, null],
    ]);
    const illegal = await send(order.id, { type: 'confirm' });
    expect(illegal.status).toBe(409);
    expect(illegal.body).toMatchObject({ type: 'illegal-transition', state: 'cancelled', event: 'confirm', allowed: [], reason: null });
  });

  it('409 insufficient-stock names the product and what is available; nothing is reserved', async () => {
    const l = await freeLevel();
    const order = await draftFor(l, String(Number(l.available) + 1));
    const refused = await send(order.id, { type: 'confirm' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ type: 'illegal-transition', reason: 'insufficient-stock', state: 'draft', event: 'confirm' });
    expect(refused.body.detail).toContain(l.sku);
    expect(refused.body.detail).toContain(`available ${l.available}`);
    expect(refused.body.shortages).toEqual([expect.objectContaining({ sku: l.sku, requested: String(Number(l.available) + 1), available: l.available })]);
    expect((await level(l.warehouseId, l.productId)).reserved).toBe('0');
    expect((await get<SalesOrder>(`${base}/${order.id}`)).body).toMatchObject({ status: 'draft', version: 1 });
  });

  it('the negative stock policy `allow` lets it confirm beyond what is available', async () => {
    const l = await freeLevel();
    const settings = (await get<{ version: number; costingMethod: string }>(`${inventory}/settings`)).body;
    const put = await call('PUT', `${inventory}/settings`, { body: { costingMethod: settings.costingMethod, negativeStock: 'allow' }, headers: { 'If-Match': `"${settings.version}"` } });
    expect(put.status).toBe(200);
    const order = await draftFor(l, String(Number(l.available) + 5));
    expect((await send(order.id, { type: 'confirm' })).status).toBe(200);
    expect((await level(l.warehouseId, l.productId)).available).toBe('-5');
  });

  it('two orders racing for the last units: exactly one confirms, the other gets 409 insufficient-stock', async () => {
    const l = await freeLevel();
    const a = await draftFor(l, l.available);
    const b = await draftFor(l, l.available);
    const answers = await Promise.all([send(a.id, { type: 'confirm' }), send(b.id, { type: 'confirm' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.reason).toBe('insufficient-stock');
    expect(await level(l.warehouseId, l.productId)).toMatchObject({ reserved: l.available, available: '0' });
  });

  it('deliver (partial then the rest) issues stock with the reference, then close; over-delivery 409, bad data 422', async () => {
    const l = await freeLevel();
    const order = await draftFor(l, '5');
    await send(order.id, { type: 'confirm' });
    const over = await send(order.id, { type: 'deliver', lines: [{ line: 0, quantity: '6' }] });
    expect(over.status).toBe(409);
    expect(over.body.reason).toBe('over-delivery');
    const malformed = await send(order.id, { type: 'deliver', lines: [{ line: 3, quantity: 'x' }] });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ 'lines.0.line': ['unknown-reference'], 'lines.0.quantity': ['out-of-range'] });
    const partial = await send(order.id, { type: 'deliver', lines: [{ line: 0, quantity: '2' }], reference: 'DEL-000901' });
    expect(partial.body).toMatchObject({ status: 'partially-delivered' });
    expect(partial.body.lines[0]!.delivered).toBe('2');
    expect(await level(l.warehouseId, l.productId)).toMatchObject({ onHand: String(Number(l.onHand) - 2), reserved: '3' });
    const moves = (await get<PageBody<StockMovementRow>>(`${inventory}/stock-movements?warehouseId=${l.warehouseId}&productId=${l.productId}&sort=-createdAt&pageSize=5`)).body.items;
    expect(moves[0]).toMatchObject({ type: 'issue', quantity: '-2', reference: 'DEL-000901' });
    const rest = await send(order.id, { type: 'deliver', lines: [{ line: 0, quantity: '3' }] });
    expect(rest.body.status).toBe('delivered');
    expect(await level(l.warehouseId, l.productId)).toMatchObject({ onHand: String(Number(l.onHand) - 5), reserved: '0' });
    expect((await send(order.id, { type: 'cancel' })).body).toMatchObject({ type: 'illegal-transition', allowed: ['close'] });
    expect((await send(order.id, { type: 'close' })).body.status).toBe('closed');
  });

  it('a partially delivered order closed short releases what is left', async () => {
    const l = await freeLevel();
    const order = await draftFor(l, '5');
    await send(order.id, { type: 'confirm' });
    await send(order.id, { type: 'deliver', lines: [{ line: 0, quantity: '1' }] });
    expect((await send(order.id, { type: 'close' })).body.status).toBe('closed');
    expect(await level(l.warehouseId, l.productId)).toMatchObject({ onHand: String(Number(l.onHand) - 1), reserved: '0' });
  });

  it('events need Order.Orders (403 for nobody), a stale If-Match is a 409 conflict, an Idempotency-Key replays', async () => {
    const l = await freeLevel();
    const order = await draftFor(l, '1');
    expect((await send(order.id, { type: 'confirm' }, {}, 'nobody')).status).toBe(403);
    expect((await send(order.id, { type: 'confirm' }, { 'If-Match': '"7"' })).body.type).toBe('conflict');
    const first = await send(order.id, { type: 'confirm' }, { 'Idempotency-Key': 'so-confirm-1' });
    const again = await send(order.id, { type: 'confirm' }, { 'Idempotency-Key': 'so-confirm-1' });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect((await level(l.warehouseId, l.productId)).reserved).toBe('1');
  });

  it('deliverSalesOrder (the deliveries slice entry point) applies deliver through the statechart with the caller in history', async () => {
    const l = await freeLevel();
    const order = await draftFor(l, '3');
    await send(order.id, { type: 'confirm' });
    const runtime = serviceRuntimeOf(server())!;
    const data = await runtime.data.load('acme', 'sales');
    const caller = { sub: 'usr_dan', name: 'Dan Driver', tenant: 'acme', permissions: [] } as unknown as Parameters<typeof deliverSalesOrder>[0]['caller'];
    const saved = deliverSalesOrder({ data, runtime, caller }, order.id, { lines: [{ line: 0, quantity: '3' }], reference: 'DEL-000777' });
    expect(saved).toMatchObject({ status: 'delivered', version: 3 });
    expect(data.collection<SalesOrder>(SALES_ORDERS).get(order.id)!.status).toBe('delivered');
    expect(await level(l.warehouseId, l.productId)).toMatchObject({ onHand: String(Number(l.onHand) - 3), reserved: '0' });
    const history = (await get<HistoryEntry[]>(`${base}/${order.id}/history`)).body;
    expect(history[0]).toMatchObject({ event: 'deliver', from: 'confirmed', to: 'delivered', byName: 'Dan Driver' });
    expect(() => deliverSalesOrder({ data, runtime, caller }, order.id, { lines: [{ line: 0, quantity: '1' }], reference: 'DEL-000778' })).toThrow(/does not take 'deliver'/);
  });
});

describe("the order editor's pickers: the documents' one picker (/customer-options, /product-options?warehouseId)", () => {
  it('sam (sales only) finds active customers and products with their stock, and takes and confirms an order; nobody is refused', async () => {
    expect((await get('/api/catalogs/customers', { as: 'sam' })).status).toBe(403);
    const customers = await get<{ items: { id: string; code: string; name: string }[] }>('/api/catalogs/customer-options?q=a', { as: 'sam' });
    expect(customers.status).toBe(200);
    expect(customers.body.items.length).toBeGreaterThan(0);
    expect(customers.body.items.length).toBeLessThanOrEqual(20);
    expect(Object.keys(customers.body.items[0]!).sort()).toEqual(['address', 'code', 'id', 'name', 'status']);
    const l = await freeLevel();
    const products = await get<{ items: { id: string; sku: string; available: string | null; price: number }[] }>(
      `/api/catalogs/product-options?q=${encodeURIComponent(l.sku.toLowerCase())}&warehouseId=${l.warehouseId}`,
      { as: 'sam' },
    );
    const found = products.body.items.find((p) => p.id === l.productId)!;
    expect(found).toMatchObject({ sku: l.sku, available: l.available });
    expect(Object.keys(found)).not.toContain('cost');
    expect((await get<{ items: { available: string | null }[] }>(`/api/catalogs/product-options?q=${l.sku}`, { as: 'sam' })).body.items[0]!.available).toBeNull();
    const created = await call<SalesOrder>('POST', base, {
      as: 'sam',
      body: orderBody(l.warehouseId, customers.body.items[0]!.id, [{ productId: found.id, quantity: '1', unitPrice: found.price }]),
    });
    expect(created.status).toBe(201);
    expect((await send(created.body.id, { type: 'confirm' }, {}, 'sam')).body.status).toBe('confirmed');
    expect((await get('/api/catalogs/customer-options', { as: 'nobody' })).status).toBe(403);
    expect((await get('/api/catalogs/product-options', { as: 'gus' })).status).toBe(200);
    expect((await get(`/api/catalogs/product-options?q=${'x'.repeat(201)}`)).status).toBe(400);
  });

  it('the ordering service no longer answers its former /order-options/* (one design: the catalogs\' pickers)', async () => {
    expect((await get('/api/ordering/order-options/customers', { as: 'sam' })).status).toBe(404);
    expect((await get('/api/ordering/order-options/products', { as: 'sam' })).status).toBe(404);
  });
});
