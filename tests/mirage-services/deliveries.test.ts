/**
 * The distribution service's deliveries (issue 10): the seed, list filters, create from a confirmed order (number,
 * the order's warehouse and customer, the customer's address by default, never more than is still undelivered),
 * the lifecycle with its stock and order effects (dispatch issues, proof records on the order, return receives and
 * reserves again), 409 refusals with their reason, PUT/DELETE only while scheduled, and access.
 */
import { describe, expect, it } from 'vitest';
import type { Delivery } from '../../src/domain/delivery';
import type { HistoryEntry } from '../../src/domain/resource';
import type { SalesOrder } from '../../src/domain/sales-order';
import type { StockLevelRow } from '../../src/domain/stock';
import type { StockMovementRow } from '../../src/domain/stock-movement';
import type { Warehouse } from '../../src/domain/warehouse';
import { Permission as P } from '../../src/config/permissions';
import { signAccessToken } from '../support/access-tokens';
import { advanceClock, call, get, useServices, type PageBody } from './support';

useServices();
const base = '/api/distribution/deliveries';
const orders = '/api/ordering/sales-orders';
const inventory = '/api/inventory';

type Answer = Delivery & { type?: string; reason?: string | null; allowed?: string[]; errors?: Record<string, string[]>; state?: string };

const warehouseByCode = async (code: string) => (await get<PageBody<Warehouse>>(`${inventory}/warehouses?pageSize=500`)).body.items.find((w) => w.code === code)!;
const level = async (warehouseId: string, productId: string) =>
  (await get<PageBody<StockLevelRow>>(`${inventory}/stock-levels?warehouseId=${warehouseId}&productId=${productId}`)).body.items[0]!;
async function freeLevel(skip = 0): Promise<StockLevelRow> {
  const main = await warehouseByCode('CDMX-01');
  const page = (await get<PageBody<StockLevelRow>>(`${inventory}/stock-levels?warehouseId=${main.id}&inStock=true&pageSize=300`)).body;
  return page.items.filter((l) => l.reserved === '0' && Number(l.onHand) >= 10 && !l.onHand.includes('.'))[skip]!;
}
const activeDriver = async () => (await get<PageBody<{ id: string }>>('/api/catalogs/employees?status=active&pageSize=1')).body.items[0]!.id;
const inactiveDriver = async () => (await get<PageBody<{ id: string }>>('/api/catalogs/employees?status=inactive&pageSize=1')).body.items[0]!.id;

/** A confirmed order of `quantity` of a free level's product (its quantity reserved). */
async function confirmedOrder(quantity = '6', skip = 0) {
  const l = await freeLevel(skip);
  const customer = (await get<PageBody<{ id: string; address: unknown }>>('/api/catalogs/customers?status=active&pageSize=1')).body.items[0]!;
  const created = await call<SalesOrder>('POST', orders, {
    body: { customerId: customer.id, date: '2025-07-15', warehouseId: l.warehouseId, notes: '', lines: [{ productId: l.productId, quantity, unitPrice: 10_000, discount: '0', taxRate: '16' }] },
  });
  expect(created.status).toBe(201);
  const confirmed = await call<SalesOrder>('POST', `${orders}/${created.body.id}/events`, { body: { type: 'confirm' } });
  expect(confirmed.status).toBe(200);
  return { order: confirmed.body, level: l, customer };
}
const deliveryBody = async (order: SalesOrder, lines: { productId: string; quantity: string }[], extra: Record<string, unknown> = {}) => ({
  salesOrderId: order.id,
  driverId: await activeDriver(),
  scheduledDate: '2025-07-15',
  lines,
  notes: '',
  ...extra,
});
const send = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => call<Answer>('POST', `${base}/${id}/events`, { body, headers });

describe('the deliveries seed and list', () => {
  it('holds delivered, returned and scheduled deliveries of the seeded orders, numbered, filtered by status, warehouse, driver and dates', async () => {
    const all = (await get<PageBody<Delivery>>(`${base}?pageSize=1`)).body;
    expect(all.total).toBeGreaterThan(200);
    for (const status of ['delivered', 'returned', 'scheduled']) {
      const page = (await get<PageBody<Delivery>>(`${base}?status=${status}&pageSize=50`)).body;
      expect(page.total, status).toBeGreaterThan(0);
      expect(page.items.every((d) => d.status === status && /^DEL-\d{6}$/.test(d.number))).toBe(true);
    }
    const delivered = (await get<PageBody<Delivery>>(`${base}?status=delivered&pageSize=5`)).body.items;
    expect(delivered.every((d) => d.proof !== null && d.dispatchedAt !== null && d.proof.receivedAt > d.dispatchedAt)).toBe(true);
    const one = delivered[0]!;
    const byWarehouse = (await get<PageBody<Delivery>>(`${base}?warehouseId=${one.warehouseId}&driverId=${one.driverId}&pageSize=500`)).body;
    expect(byWarehouse.items.every((d) => d.warehouseId === one.warehouseId && d.driverId === one.driverId)).toBe(true);
    expect(byWarehouse.items.map((d) => d.id)).toContain(one.id);
    const days = (await get<PageBody<Delivery>>(`${base}?scheduledDate=2025-07-01..2025-07-03&sort=scheduledDate&pageSize=500`)).body;
    expect(days.items.every((d) => d.scheduledDate >= '2025-07-01' && d.scheduledDate <= '2025-07-03')).toBe(true);
    // A seeded delivery's order: its delivered quantities are what the delivery carried.
    const order = (await get<SalesOrder>(`${orders}/${one.salesOrderId}`)).body;
    for (const line of one.lines) expect(order.lines.find((l) => l.productId === line.productId)?.delivered).toBe(line.quantity);
  });

  it('scheduled seeded deliveries ship exactly what their confirmed order still has to deliver, less what is on the road (its reservation)', async () => {
    const scheduled = (await get<PageBody<Delivery>>(`${base}?status=scheduled&pageSize=20`)).body.items;
    // Less what a seeded delivery on the road carries (its dispatch released that part of the reservation).
    const onTheRoad = (await get<PageBody<Delivery>>(`${base}?status=dispatched&pageSize=100`)).body.items;
    expect(onTheRoad.length).toBeGreaterThan(0);
    const carried = (orderId: string, productId: string) =>
      onTheRoad.filter((d) => d.salesOrderId === orderId).reduce((sum, d) => sum + Number(d.lines.find((l) => l.productId === productId)?.quantity ?? 0), 0);
    for (const delivery of scheduled) {
      const order = (await get<SalesOrder>(`${orders}/${delivery.salesOrderId}`)).body;
      expect(order.status).toBe('confirmed');
      for (const line of delivery.lines) {
        const ordered = order.lines.find((l) => l.productId === line.productId)!;
        expect(Number(line.quantity)).toBe(Number(ordered.quantity) - Number(ordered.delivered) - carried(order.id, line.productId));
      }
    }
  });

  it('a dispatcher (Distribution.Deliveries only) reads the orders they ship, but does not change them', async () => {
    const token = await signAccessToken({ sub: 'usr_dina', name: 'Dina Ruiz', tenants: ['acme'], permissions: [P.DistributionDeliveries] });
    const orders = await get<PageBody<SalesOrder>>('/api/ordering/sales-orders?status=confirmed&pageSize=1', { token });
    expect(orders.status).toBe(200);
    const order = orders.body.items[0]!;
    expect((await get(`/api/ordering/sales-orders/${order.id}`, { token })).status).toBe(200);
    expect((await call('POST', `/api/ordering/sales-orders/${order.id}/events`, { token, body: { type: 'cancel' } })).status).toBe(403);
    expect((await get(`${base}?pageSize=1`, { token })).status).toBe(200);
  });

  it('is the Distribution.Deliveries permission\'s, per tenant', async () => {
    expect((await get(`${base}?pageSize=1`, { as: 'sam' })).status).toBe(403);
    const one = (await get<PageBody<Delivery>>(`${base}?pageSize=1`)).body.items[0]!;
    expect((await get(`${base}/${one.id}`, { as: 'gus' })).status).toBe(403);
    expect((await get(`${base}/nope`)).status).toBe(404);
    expect((await get(`${base}?sort=driver`)).status).toBe(400);
  });
});

describe('a new delivery', () => {
  it('is made from a confirmed order: number, the order\'s warehouse and customer, the customer\'s address by default, product names', async () => {
    const { order, level: l, customer } = await confirmedOrder('6');
    const created = await call<Answer>('POST', base, { body: await deliveryBody(order, [{ productId: l.productId, quantity: '4' }]) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'scheduled',
      orderNumber: order.number,
      customerId: order.customerId,
      customerName: order.customerName,
      warehouseId: order.warehouseId,
      address: customer.address,
      proof: null,
      dispatchedAt: null,
      lines: [{ productId: l.productId, quantity: '4', sku: l.sku, name: l.productName }],
    });
    expect(created.body.number).toMatch(/^DEL-\d{6}$/);
  });

  it('never ships more than the order still has undelivered, counting its other deliveries on their way', async () => {
    const { order, level: l } = await confirmedOrder('6');
    expect((await call('POST', base, { body: await deliveryBody(order, [{ productId: l.productId, quantity: '4' }]) })).status).toBe(201);
    const over = await call<Answer>('POST', base, { body: await deliveryBody(order, [{ productId: l.productId, quantity: '2.5' }]) });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({ 'lines.0.quantity': ['out-of-range'] });
    expect((await call('POST', base, { body: await deliveryBody(order, [{ productId: l.productId, quantity: '2' }]) })).status).toBe(201);
  });

  it('422 for an order that is not confirmed, an inactive driver, a past date, a product not on the order', async () => {
    const { order, level: l } = await confirmedOrder('3');
    const draft = (await get<PageBody<SalesOrder>>(`${orders}?status=draft&pageSize=1`)).body.items[0]!;
    const refused = await call<Answer>('POST', base, {
      body: await deliveryBody(draft, [{ productId: draft.lines[0]!.productId, quantity: '1' }], { driverId: await inactiveDriver(), scheduledDate: '2025-07-14' }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toMatchObject({ salesOrderId: ['inactive-reference'], driverId: ['inactive-reference'], scheduledDate: ['out-of-range'] });
    const other = await freeLevel(3);
    const wrong = await call<Answer>('POST', base, { body: await deliveryBody(order, [{ productId: other.productId, quantity: '1' }]) });
    expect(wrong.body.errors).toEqual({ 'lines.0.productId': ['unknown-reference'] });
    expect(l.productId).not.toBe(other.productId);
  });
});

describe('a delivery\'s lifecycle', () => {
  it('dispatch issues the stock (reservation released, one issue movement), proof records it on the order', async () => {
    const { order, level: l } = await confirmedOrder('6');
    const before = await level(l.warehouseId, l.productId);
    expect(before.reserved).toBe('6');
    const delivery = (await call<Answer>('POST', base, { body: await deliveryBody(order, [{ productId: l.productId, quantity: '4' }]) })).body;
    const dispatched = await send(delivery.id, { type: 'dispatch' }, { 'If-Match': `"${delivery.version}"` });
    expect(dispatched.status).toBe(200);
    expect(dispatched.body).toMatchObject({ status: 'dispatched', version: 2, dispatchedAt: '2025-07-15T10:00:00.000Z' });
    const after = await level(l.warehouseId, l.productId);
    expect([after.onHand, after.reserved]).toEqual([String(Number(before.onHand) - 4), '2']);
    const movements = (await get<PageBody<StockMovementRow>>(`${inventory}/stock-movements?warehouseId=${l.warehouseId}&productId=${l.productId}&type=issue&pageSize=5`)).body.items;
    expect(movements[0]).toMatchObject({ reference: delivery.number, quantity: '-4', type: 'issue' });

    advanceClock(3_600_000);
    const proof = await send(delivery.id, { type: 'deliver', receivedBy: 'Rosa Pérez', receivedAt: '2025-07-15T10:45:00.000Z' });
    expect(proof.status).toBe(200);
    expect(proof.body).toMatchObject({ status: 'delivered', proof: { receivedBy: 'Rosa Pérez', receivedAt: '2025-07-15T10:45:00.000Z' } });
    // No second movement: on hand unchanged by the proof.
    expect((await level(l.warehouseId, l.productId)).onHand).toBe(after.onHand);
    const orderAfter = (await get<SalesOrder>(`${orders}/${order.id}`)).body;
    expect(orderAfter.status).toBe('partially-delivered');
    expect(orderAfter.lines[0]!.delivered).toBe('4');
    const orderHistory = (await get<HistoryEntry[]>(`${orders}/${order.id}/history`)).body;
    expect(orderHistory[0]).toMatchObject({ event: 'deliver', from: 'confirmed', to: 'partially-delivered', byName: 'Ana Álvarez' });

    // The rest in a second delivery: the order is delivered.
    const rest = (await call<Answer>('POST', base, { body: await deliveryBody(orderAfter, [{ productId: l.productId, quantity: '2' }]) })).body;
    expect((await send(rest.id, { type: 'dispatch' })).status).toBe(200);
    expect((await send(rest.id, { type: 'deliver', receivedBy: 'Rosa', receivedAt: '2025-07-15T11:00:00.000Z' })).status).toBe(200);
    expect((await get<SalesOrder>(`${orders}/${order.id}`)).body.status).toBe('delivered');
    expect((await level(l.warehouseId, l.productId)).reserved).toBe('0');
  });

  it('failed -> rescheduled -> dispatched again moves no stock; failed -> returned receives it and reserves it again', async () => {
    const { order, level: l } = await confirmedOrder('5');
    const before = await level(l.warehouseId, l.productId);
    const delivery = (await call<Answer>('POST', base, { body: await deliveryBody(order, [{ productId: l.productId, quantity: '5' }]) })).body;
    await send(delivery.id, { type: 'dispatch' });
    const failed = await send(delivery.id, { type: 'fail', reason: 'Nadie en casa' });
    expect(failed.body).toMatchObject({ status: 'failed', failureReason: 'Nadie en casa' });
    const moved = await send(delivery.id, { type: 'reschedule', scheduledDate: '2025-07-17' });
    expect(moved.body).toMatchObject({ status: 'rescheduled', scheduledDate: '2025-07-17' });
    const out = await level(l.warehouseId, l.productId);
    expect((await send(delivery.id, { type: 'dispatch' })).body.status).toBe('dispatched');
    expect((await level(l.warehouseId, l.productId)).onHand).toBe(out.onHand);
    await send(delivery.id, { type: 'fail', reason: 'Otra vez nadie' });
    const back = await send(delivery.id, { type: 'return' });
    expect(back.body.status).toBe('returned');
    const after = await level(l.warehouseId, l.productId);
    expect([after.onHand, after.reserved]).toEqual([before.onHand, before.reserved]);
    const receipts = (await get<PageBody<StockMovementRow>>(`${inventory}/stock-movements?warehouseId=${l.warehouseId}&productId=${l.productId}&type=receipt&pageSize=5`)).body.items;
    expect(receipts[0]).toMatchObject({ reference: delivery.number, quantity: '5' });
    // The order's quantities are free again: a new delivery takes them.
    expect((await call('POST', base, { body: await deliveryBody(order, [{ productId: l.productId, quantity: '5' }]) })).status).toBe(201);
    const history = (await get<HistoryEntry[]>(`${base}/${delivery.id}/history`)).body;
    expect(history.map((h) => h.event)).toEqual(['return', 'fail', 'dispatch', 'reschedule', 'fail', 'dispatch', 'created']);
  });

  it('409 for an event the state does not take (with what it allows) or a rule refuses (with why); 422 for bad data', async () => {
    const { order, level: l } = await confirmedOrder('2');
    const delivery = (await call<Answer>('POST', base, { body: await deliveryBody(order, [{ productId: l.productId, quantity: '2' }]) })).body;
    const early = await send(delivery.id, { type: 'deliver', receivedBy: 'x', receivedAt: '2025-07-15T09:00:00.000Z' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ type: 'illegal-transition', state: 'scheduled', event: 'deliver', allowed: ['dispatch'], reason: null });
    await send(delivery.id, { type: 'dispatch' });
    const noProof = await send(delivery.id, { type: 'deliver', receivedBy: ' ', receivedAt: '2025-07-15T11:00:00.000Z' });
    expect(noProof.status).toBe(422);
    expect(noProof.body.errors).toEqual({ receivedBy: ['required'], receivedAt: ['out-of-range'] });
    const stale = await send(delivery.id, { type: 'fail', reason: 'x' }, { 'If-Match': '"1"' });
    expect(stale.status).toBe(409);
    expect(stale.body.type).toBe('conflict');
    expect((await send(delivery.id, { type: 'fail', reason: 'x' })).status).toBe(200);
    const past = await send(delivery.id, { type: 'reschedule', scheduledDate: '2025-07-01' });
    expect(past.status).toBe(422);
    expect(past.body.errors).toEqual({ scheduledDate: ['out-of-range'] });
  });

  it('dispatch is refused with order-not-open once the order was cancelled', async () => {
    const { order, level: l } = await confirmedOrder('3');
    const delivery = (await call<Answer>('POST', base, { body: await deliveryBody(order, [{ productId: l.productId, quantity: '3' }]) })).body;
    // Someone takes the stock away by an adjustment (down to what is reserved), then issues the rest elsewhere.
    const now = await level(l.warehouseId, l.productId);
    const cut = String(Number(now.onHand) - 3);
    if (cut !== '0') expect((await call('POST', `${inventory}/stock-movements`, { body: { type: 'adjustment', warehouseId: l.warehouseId, productId: l.productId, quantity: `-${cut}`, reason: 'lost', note: '' } })).status).toBe(201);
    expect((await level(l.warehouseId, l.productId)).onHand).toBe('3');
    // The order is cancelled meanwhile: its reservation goes, and the delivery may no longer leave.
    expect((await call('POST', `${orders}/${order.id}/events`, { body: { type: 'cancel' } })).status).toBe(200);
    const refused = await send(delivery.id, { type: 'dispatch' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ type: 'illegal-transition', reason: 'order-not-open' });
  });

  it('dispatch is refused with insufficient-stock when the order was confirmed beyond stock under the allow policy, then the policy forbids', async () => {
    const settings = async (negativeStock: 'allow' | 'forbid') => {
      const current = await get<{ version: number; costingMethod: string }>(`${inventory}/settings`);
      const put = await call('PUT', `${inventory}/settings`, { body: { costingMethod: current.body.costingMethod, negativeStock }, headers: { 'If-Match': `"${current.body.version}"` } });
      expect(put.status).toBe(200);
    };
    await settings('allow');
    const l = await freeLevel(1);
    const beyond = String(Number(l.onHand) + 2);
    const customer = (await get<PageBody<{ id: string }>>('/api/catalogs/customers?status=active&pageSize=1')).body.items[0]!;
    const order = (await call<SalesOrder>('POST', orders, { body: { customerId: customer.id, date: '2025-07-15', warehouseId: l.warehouseId, notes: '', lines: [{ productId: l.productId, quantity: beyond, unitPrice: 100, discount: '0', taxRate: '16' }] } })).body;
    expect((await call('POST', `${orders}/${order.id}/events`, { body: { type: 'confirm' } })).status).toBe(200);
    const delivery = (await call<Answer>('POST', base, { body: await deliveryBody(order, [{ productId: l.productId, quantity: beyond }]) })).body;
    await settings('forbid');
    const refused = await send(delivery.id, { type: 'dispatch' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ type: 'illegal-transition', state: 'scheduled', reason: 'insufficient-stock', allowed: [] });
    expect((await level(l.warehouseId, l.productId)).onHand).toBe(l.onHand);
    await settings('allow');
    expect((await send(delivery.id, { type: 'dispatch' })).status).toBe(200);
    expect((await level(l.warehouseId, l.productId)).onHand).toBe('-2');
  });

  it('PUT and DELETE only while scheduled', async () => {
    const { order, level: l } = await confirmedOrder('4');
    const body = await deliveryBody(order, [{ productId: l.productId, quantity: '1' }]);
    const delivery = (await call<Answer>('POST', base, { body })).body;
    const put = await call<Answer>('PUT', `${base}/${delivery.id}`, { body: { ...body, address: delivery.address, quantity: undefined, lines: [{ productId: l.productId, quantity: '4' }], scheduledDate: '2025-07-16' }, headers: { 'If-Match': '"1"' } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ version: 2, scheduledDate: '2025-07-16', lines: [{ quantity: '4' }] });
    await send(delivery.id, { type: 'dispatch' });
    const late = await call<Answer>('PUT', `${base}/${delivery.id}`, { body: { ...body, address: delivery.address }, headers: { 'If-Match': '"3"' } });
    expect(late.status).toBe(409);
    expect(late.body.type).toBe('not-editable');
    expect((await call('DELETE', `${base}/${delivery.id}`)).status).toBe(409);
  });
});
