/** The inventory service's work orders: contract (numbering, components, validation, editing while planned, access), seeds, the stock rules, and stock conservation (property). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDecimal } from '../../src/domain/decimal';
import type { StockLevelRow } from '../../src/domain/stock';
import type { StockMovement } from '../../src/domain/stock-movement';
import type { WorkOrder } from '../../src/domain/work-order';
import { seedProducts } from '../../src/mirage/services/seeds/catalogs.seed';
import { seedStockLevels, seedWarehouses } from '../../src/mirage/services/seeds/inventory.seed';
import { seedWorkOrders } from '../../src/mirage/services/seeds/manufacture.seed';
import { call, get, useServices, type PageBody, SEED_DAY } from './support';

useServices();
const base = '/api/inventory';
const main = () => seedWarehouses('acme').find((w) => w.code === 'CDMX-01')!;
/** A kit whose components the main warehouse holds for `kits` kits. */
function stockedKit(kits = 2) {
  const levels = new Map(seedStockLevels('acme').filter((l) => l.warehouseId === main().id).map((l) => [l.productId, l]));
  return seedProducts('acme').find((p) => p.active && p.components.length >= 2 && p.components.every((c) => Number(levels.get(c.productId)?.available ?? 0) >= kits * Number(c.quantity)))!;
}
const body = (extra: Record<string, unknown> = {}) => ({ kitId: stockedKit().id, quantity: '2', warehouseId: main().id, plannedDate: '2025-07-20', notes: '', ...extra });
const create = (extra: Record<string, unknown> = {}, as: 'ana' | 'sam' | 'gus' = 'ana') => call<WorkOrder & { errors?: Record<string, string[]> }>('POST', `${base}/work-orders`, { body: body(extra), as });
const send = (id: string, type: string, headers: Record<string, string> = {}) => call<Record<string, unknown>>('POST', `${base}/work-orders/${id}/events`, { body: { type }, headers });
const level = async (productId: string) => (await get<PageBody<StockLevelRow>>(`${base}/stock-levels?warehouseId=${main().id}&productId=${productId}`)).body.items[0]!;

describe('work orders', () => {
  it('create: 201 numbered after the seed, planned, with the kit components times the quantity', async () => {
    const kit = stockedKit();
    const created = await create({ quantity: ' 03 ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ number: `WO-${String(seedWorkOrders('acme', SEED_DAY).length + 1).padStart(6, '0')}`, status: 'planned', quantity: '3', kitSku: kit.sku, kitName: kit.name });
    expect(created.body.components).toEqual(kit.components.map((c) => expect.objectContaining({ productId: c.productId, perKit: c.quantity, quantity: String(Number(c.quantity) * 3) })));
    expect((await create()).body.number).toBe(`WO-${String(seedWorkOrders('acme', SEED_DAY).length + 2).padStart(6, '0')}`);
  });

  it('422 with field codes; a client cannot set the number, status or components', async () => {
    const plain = seedProducts('acme').find((p) => p.components.length === 0)!;
    const refused = await create({ kitId: plain.id, quantity: '0', warehouseId: 'nope', plannedDate: '2025-13-01' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ kitId: ['unknown-reference'], quantity: ['out-of-range'], warehouseId: ['unknown-reference'], plannedDate: ['invalid-format'] });
    const sneaky = await create({ status: 'completed', number: 'WO-999999', components: [] });
    expect(sneaky.status).toBe(201);
    expect(sneaky.body).toMatchObject({ status: 'planned' });
    expect(sneaky.body.number).not.toBe('WO-999999');
    expect(sneaky.body.components.length).toBeGreaterThan(0);
    expect((await call('POST', `${base}/work-orders`, { body: { ...body(), extra: 1 } })).status).toBe(400);
  });

  it('edited and deleted only while planned: PUT recomputes the components; after release 409 not-editable', async () => {
    const created = (await create()).body;
    const put = (version: number, extra: Record<string, unknown>) =>
      call<WorkOrder>('PUT', `${base}/work-orders/${created.id}`, { body: body(extra), headers: { 'If-Match': `"${version}"` } });
    const edited = await put(1, { quantity: '1' });
    expect(edited.status).toBe(200);
    expect(edited.body.components.map((c) => c.quantity)).toEqual(edited.body.components.map((c) => c.perKit));
    expect((await put(1, { quantity: '2' })).status).toBe(409);
    expect((await send(created.id, 'release', { 'If-Match': '"1"' })).status).toBe(409);
    expect((await send(created.id, 'release', { 'If-Match': '"2"' })).status).toBe(200);
    const locked = await put(3, { quantity: '5' });
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ type: 'not-editable', state: 'released' });
    expect((await call('DELETE', `${base}/work-orders/${created.id}`)).status).toBe(409);
    const other = (await create()).body;
    expect((await call('DELETE', `${base}/work-orders/${other.id}`)).status).toBe(204);
  });

  it('Inventory.Manufacturer only: sam is refused, globex cannot read acme orders (403)', async () => {
    expect((await get(`${base}/work-orders`, { as: 'sam' })).status).toBe(403);
    expect((await create({}, 'sam')).status).toBe(403);
    const acme = seedWorkOrders('acme', SEED_DAY)[0]!;
    expect((await get(`${base}/work-orders/${acme.id}`, { as: 'gus' })).status).toBe(403);
    expect((await get(`${base}/work-orders/nope`)).status).toBe(404);
  });

  it('lists: seeded year, filtered by status, kit, warehouse and planned date range; sorted by number', async () => {
    const all = (await get<PageBody<WorkOrder>>(`${base}/work-orders?pageSize=500`)).body;
    expect(all.total).toBe(seedWorkOrders('acme', SEED_DAY).length);
    expect(all.total).toBeGreaterThanOrEqual(180);
    expect(all.items[0]!.number > all.items[1]!.number).toBe(true);
    const statuses = new Set(all.items.map((o) => o.status));
    expect([...statuses].sort()).toEqual(['cancelled', 'completed', 'in-progress', 'planned', 'released']);
    const inProgress = (await get<PageBody<WorkOrder>>(`${base}/work-orders?status=in-progress&pageSize=500`)).body;
    expect(inProgress.total).toBe(all.items.filter((o) => o.status === 'in-progress').length);
    const wh = all.items[0]!.warehouseId;
    const inWarehouse = (await get<PageBody<WorkOrder>>(`${base}/work-orders?warehouseId=${wh}&pageSize=500`)).body;
    expect(inWarehouse.items.every((o) => o.warehouseId === wh)).toBe(true);
    const q1 = (await get<PageBody<WorkOrder>>(`${base}/work-orders?plannedDate=2025-01-01..2025-03-31&pageSize=500`)).body;
    expect(q1.total).toBe(all.items.filter((o) => o.plannedDate >= '2025-01-01' && o.plannedDate <= '2025-03-31').length);
    expect(q1.total).toBeGreaterThan(0);
    expect((await get(`${base}/work-orders?status=done`)).status).toBe(400);
    const globex = (await get<PageBody<WorkOrder>>(`${base}/work-orders`, { as: 'gus' })).body;
    expect(globex.total).toBe(seedWorkOrders('globex', SEED_DAY).length);
    expect(globex.items.every((o) => o.number.startsWith('WO-'))).toBe(true);
  });

  it('start refused without components unless the negative stock policy allows; completion then takes stock below zero', async () => {
    const kit = stockedKit();
    const order = (await create({ quantity: '10000' })).body;
    await send(order.id, 'release');
    expect((await send(order.id, 'start')).body).toMatchObject({ type: 'illegal-transition', reason: 'missing-components' });
    const settings = (await get<{ version: number }>(`${base}/settings`)).body;
    expect((await call('PUT', `${base}/settings`, { body: { costingMethod: 'average', negativeStock: 'allow' }, headers: { 'If-Match': `"${settings.version}"` } })).status).toBe(200);
    expect((await send(order.id, 'start')).status).toBe(200);
    const component = kit.components[0]!;
    const before = await level(component.productId);
    expect((await send(order.id, 'complete')).status).toBe(200);
    const after = await level(component.productId);
    expect(after.onHand).toBe(addDecimal(before.onHand, `-${Number(component.quantity) * 10000}`));
    expect(Number(after.available)).toBeLessThan(0);
  });

  it('seed: a year of orders on kits and warehouses that exist, built once per page', () => {
    const acme = seedWorkOrders('acme', SEED_DAY);
    const products = new Map(seedProducts('acme').map((p) => [p.id, p]));
    const warehouses = new Set(seedWarehouses('acme').map((w) => w.id));
    for (const o of acme) {
      expect(products.get(o.kitId)?.components.length).toBeGreaterThan(0);
      expect(warehouses.has(o.warehouseId)).toBe(true);
      // The year before the seeds' today (2025-07-15 under the tests' clock); the open ones in its last 30 days.
      expect(o.plannedDate >= '2024-07-15' && o.plannedDate <= '2025-07-14', o.plannedDate).toBe(true);
      if (o.status === 'planned' || o.status === 'released' || o.status === 'in-progress') expect(o.plannedDate >= '2025-06-14', o.plannedDate).toBe(true);
      expect(o.updatedAt < '2025-07-15', o.updatedAt).toBe(true);
    }
    expect(seedWorkOrders('acme', SEED_DAY)).toBe(acme);
  });
});

describe('stock conservation through work orders (property)', () => {
  it('after any sequence of completions and cancellations, each level moved exactly by its recorded movements', async () => {
    const kit = stockedKit(6);
    const ids = [kit.id, ...kit.components.map((c) => c.productId)];
    const steps = { release: ['release'], start: ['release', 'start'], complete: ['release', 'start', 'complete'], cancel: ['release', 'start', 'cancel'] } as const;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 2 }), last: fc.constantFrom('complete', 'cancel', 'start', 'release') }), { minLength: 1, maxLength: 3 }), async (orders) => {
        const before = await Promise.all(ids.map(level));
        const references: string[] = [];
        for (const o of orders) {
          const created = (await create({ kitId: kit.id, quantity: String(o.quantity) })).body;
          references.push(created.number);
          for (const type of steps[o.last]) expect((await send(created.id, type)).status).toBe(200);
        }
        const movements = (await get<PageBody<StockMovement>>(`${base}/stock-movements?warehouseId=${main().id}&pageSize=500&sort=-createdAt`)).body.items.filter((m) => references.includes(m.reference ?? ''));
        const after = await Promise.all(ids.map(level));
        ids.forEach((id, i) => {
          const moved = movements.filter((m) => m.productId === id).reduce((sum, m) => addDecimal(sum, m.quantity), '0');
          expect(after[i]!.onHand, id).toBe(addDecimal(before[i]!.onHand, moved));
          expect(after[i]!.reserved, id).toBe(before[i]!.reserved);
        });
        const completed = orders.filter((o) => o.last === 'complete').reduce((n, o) => n + o.quantity, 0);
        expect(after[0]!.onHand).toBe(addDecimal(before[0]!.onHand, String(completed)));
      }),
      { numRuns: 8 },
    );
  });
});
