/** The inventory service's stock: levels joined with products, the minimum, adjustments as movements, the history. */
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/domain/resource';
import type { StockLevel, StockLevelRow } from '../../src/domain/stock';
import type { StockMovement, StockMovementRow } from '../../src/domain/stock-movement';
import type { Warehouse } from '../../src/domain/warehouse';
import { advanceClock, call, get, useServices, type PageBody } from './support';

useServices();

const base = '/api/inventory';
const warehouseByCode = async (code: string, as: 'ana' | 'gus' = 'ana') =>
  (await get<PageBody<Warehouse>>(`${base}/warehouses?pageSize=500`, { as })).body.items.find((w) => w.code === code)!;
/** A level of the main warehouse with stock and nothing reserved (adjustable both ways). */
async function freeLevel(): Promise<StockLevelRow> {
  const main = await warehouseByCode('CDMX-01');
  const page = (await get<PageBody<StockLevelRow>>(`${base}/stock-levels?warehouseId=${main.id}&inStock=true&pageSize=200`)).body;
  return page.items.find((l) => l.reserved === '0' && Number(l.onHand) >= 10 && !l.onHand.includes('.'))!;
}
const adjust = (body: Record<string, unknown>, headers: Record<string, string> = {}, as: 'ana' | 'sam' | 'gus' = 'ana') =>
  call<StockMovement & { errors?: Record<string, string[]> }>('POST', `${base}/stock-movements`, { body, headers, as });
const adjustment = (level: StockLevel, extra: Record<string, unknown>) => ({ type: 'adjustment', warehouseId: level.warehouseId, productId: level.productId, reason: 'damaged', note: '', ...extra });

describe('stock levels of a warehouse', () => {
  it('are listed with the product (SKU, name, category), searched by SKU or name, sorted by quantity as numbers', async () => {
    const main = await warehouseByCode('CDMX-01');
    const page = (await get<PageBody<StockLevelRow>>(`${base}/stock-levels?warehouseId=${main.id}&sort=-onHand&pageSize=50`)).body;
    expect(page.total).toBe(10_000);
    expect(page.items.every((l) => l.warehouseId === main.id && l.sku !== '' && l.productName !== '')).toBe(true);
    const onHand = page.items.map((l) => Number(l.onHand));
    expect(onHand).toEqual([...onHand].sort((a, b) => b - a));
    const first = page.items[0]!;
    const bySku = (await get<PageBody<StockLevelRow>>(`${base}/stock-levels?warehouseId=${main.id}&q=${encodeURIComponent(first.sku.toLowerCase())}`)).body;
    expect(bySku.items.map((l) => l.id)).toContain(first.id);
    const word = first.productName.split(' ')[0]!;
    const byName = (await get<PageBody<StockLevelRow>>(`${base}/stock-levels?warehouseId=${main.id}&q=${encodeURIComponent(word)}&pageSize=500`)).body;
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.every((l) => l.productName.toLowerCase().includes(word.toLowerCase()) || l.sku.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it('filter low stock (available below minimum), with stock only, and a category with its subcategories', async () => {
    const main = await warehouseByCode('CDMX-01');
    const low = (await get<PageBody<StockLevelRow>>(`${base}/stock-levels?warehouseId=${main.id}&low=true&pageSize=500`)).body;
    expect(low.total).toBeGreaterThan(0);
    expect(low.items.every((l) => l.low && Number(l.available) < Number(l.minimum))).toBe(true);
    const empty = (await get<PageBody<StockLevelRow>>(`${base}/stock-levels?warehouseId=${main.id}&inStock=false&pageSize=500`)).body;
    expect(empty.items.every((l) => l.onHand === '0')).toBe(true);
    const stocked = (await get<PageBody<StockLevelRow>>(`${base}/stock-levels?warehouseId=${main.id}&inStock=true&pageSize=1`)).body;
    expect(stocked.total + empty.total).toBe(10_000);
    const categories = (await get<PageBody<{ id: string; parentId: string | null }>>(`${base}/product-categories?pageSize=500`)).body.items;
    const parent = categories.find((c) => c.parentId === null && categories.some((d) => d.parentId === c.id))!;
    const children = new Set(categories.filter((c) => c.parentId === parent.id).map((c) => c.id));
    const inParent = (await get<PageBody<StockLevelRow>>(`${base}/stock-levels?warehouseId=${main.id}&categoryId=${parent.id}&pageSize=500`)).body;
    expect(inParent.total).toBeGreaterThan(0);
    expect(inParent.items.every((l) => l.categoryId === parent.id || children.has(l.categoryId!) || categories.find((c) => c.id === l.categoryId)?.parentId !== null)).toBe(true);
  });

  it('400 for a bad filter or sort; reading a level of another tenant is 403', async () => {
    expect((await get(`${base}/stock-levels?low=maybe`)).status).toBe(400);
    expect((await get(`${base}/stock-levels?sort=price`)).status).toBe(400);
    // Seeded level ids are counters per tenant (stk-<warehouse>-<product>): globex has two warehouses, so a third's is acme's only.
    const qro = await warehouseByCode('QRO-01');
    const level = (await get<PageBody<StockLevel>>(`${base}/stock-levels?warehouseId=${qro.id}&pageSize=1`)).body.items[0]!;
    expect((await get(`${base}/stock-levels/${level.id}`, { as: 'gus' })).status).toBe(403);
    const movement = (await get<PageBody<StockMovement>>(`${base}/stock-movements?warehouseId=${qro.id}&pageSize=1`)).body.items[0]!;
    expect((await get(`${base}/stock-movements/${movement.id}`, { as: 'gus' })).status).toBe(403);
  });

  it('only the minimum is writable: PUT with If-Match, decimal >= 0 with up to 4 places; the low flag follows it', async () => {
    const level = await freeLevel();
    const put = (body: unknown, version?: number) =>
      call<StockLevel & { errors?: Record<string, string[]> }>('PUT', `${base}/stock-levels/${level.id}`, { body, headers: version === undefined ? {} : { 'If-Match': `"${version}"` } });
    expect((await put({ minimum: '5' })).status).toBe(428);
    for (const [minimum, code] of [['-1', 'out-of-range'], ['1.23456', 'not-a-number'], ['abc', 'not-a-number'], ['', 'required']] as const) {
      const refused = await put({ minimum }, level.version);
      expect(refused.status, minimum).toBe(422);
      expect(refused.body.errors, minimum).toEqual({ minimum: [code] });
    }
    expect((await put({ minimum: '1', onHand: '99999' }, level.version)).status).toBe(400);
    const high = String(Number(level.available) + 1);
    const saved = await put({ minimum: `${high}.0000`.replace(/\.0000$/, '.5') }, level.version);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ minimum: `${high}.5`, onHand: level.onHand, version: level.version + 1 });
    const row = (await get<PageBody<StockLevelRow>>(`${base}/stock-levels?warehouseId=${level.warehouseId}&productId=${level.productId}`)).body.items[0]!;
    expect(row.low).toBe(true);
    expect((await put({ minimum: '0' }, level.version)).status).toBe(409);
  });

  it('levels are neither created nor deleted by clients: 405 with Allow', async () => {
    const level = await freeLevel();
    const post = await call('POST', `${base}/stock-levels`, { body: {} });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET']);
    const del = await call('DELETE', `${base}/stock-levels/${level.id}`);
    expect([del.status, del.headers.get('allow')]).toEqual([405, 'GET, PUT']);
    expect((await get(`${base}/stock-levels/${level.id}`)).status).toBe(200);
  });
});

describe('stock adjustments', () => {
  it('201 with the movement; the level on hand and available change in the same write; the movement tops the history', async () => {
    const level = await freeLevel();
    const created = await adjust(adjustment(level, { quantity: '-3', reason: 'damaged', note: 'Caja mojada' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'adjustment', quantity: '-3', counted: null, reason: 'damaged', note: 'Caja mojada', reference: null,
      userName: 'Ana Álvarez', createdBy: 'usr_ana', date: '2025-07-15', balance: String(Number(level.onHand) - 3),
    });
    const after = (await get<StockLevel>(`${base}/stock-levels/${level.id}`)).body;
    expect(after).toMatchObject({ onHand: String(Number(level.onHand) - 3), available: String(Number(level.available) - 3), version: level.version + 1 });
    const history = (await get<PageBody<StockMovementRow>>(`${base}/stock-movements?warehouseId=${level.warehouseId}&pageSize=5`)).body;
    expect(history.items[0]).toMatchObject({ id: created.body.id, sku: level.sku, productName: level.productName });
    expect((await get<HistoryEntry[]>(`${base}/stock-levels/${level.id}/history`)).body[0]).toMatchObject({ event: 'updated', changes: { onHand: { from: level.onHand, to: after.onHand } } });
  });

  it('a count becomes its change against the on hand at that moment', async () => {
    const level = await freeLevel();
    const created = await adjust(adjustment(level, { counted: '2', reason: 'count-correction' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ counted: '2', quantity: String(2 - Number(level.onHand)), balance: '2' });
    expect((await get<StockLevel>(`${base}/stock-levels/${level.id}`)).body.onHand).toBe('2');
  });

  it('422 out-of-range when on hand would drop below zero or below the reserved quantity; nothing changes', async () => {
    const main = await warehouseByCode('CDMX-01');
    const reserved = (await get<PageBody<StockLevelRow>>(`${base}/stock-levels?warehouseId=${main.id}&inStock=true&pageSize=500`)).body.items.find((l) => Number(l.reserved) > 0 && !l.onHand.includes('.'))!;
    const belowReserved = await adjust(adjustment(reserved, { quantity: `-${Number(reserved.onHand) - Number(reserved.reserved) + 1}` }));
    expect(belowReserved.status).toBe(422);
    expect(belowReserved.body.errors).toEqual({ quantity: ['out-of-range'] });
    expect((await adjust(adjustment(reserved, { counted: String(Number(reserved.reserved) - 1) }))).body.errors).toEqual({ counted: ['out-of-range'] });
    const level = await freeLevel();
    expect((await adjust(adjustment(level, { quantity: `-${Number(level.onHand) + 1}` }))).body.errors).toEqual({ quantity: ['out-of-range'] });
    expect((await get<StockLevel>(`${base}/stock-levels/${reserved.id}`)).body.onHand).toBe(reserved.onHand);
    expect((await get<StockLevel>(`${base}/stock-levels/${level.id}`)).body.onHand).toBe(level.onHand);
  });

  it('field codes: type other than adjustment, reason, other needs a note, quantity or count, unknown references', async () => {
    const level = await freeLevel();
    expect((await adjust(adjustment(level, { type: 'receipt', quantity: '1' }))).body.errors).toEqual({ type: ['invalid-format'] });
    expect((await adjust(adjustment(level, { quantity: '1', reason: 'other' }))).body.errors).toEqual({ note: ['required'] });
    expect((await adjust(adjustment(level, { quantity: '1', reason: 'stolen' }))).body.errors).toEqual({ reason: ['invalid-format'] });
    expect((await adjust(adjustment(level, {}))).body.errors).toEqual({ quantity: ['required'] });
    expect((await adjust(adjustment(level, { quantity: '0' }))).body.errors).toEqual({ quantity: ['out-of-range'] });
    expect((await adjust(adjustment(level, { quantity: '1.00001' }))).body.errors).toEqual({ quantity: ['not-a-number'] });
    expect((await adjust(adjustment(level, { quantity: '1', counted: '5' }))).body.errors).toEqual({ quantity: ['invalid-format'] });
    expect((await adjust(adjustment(level, { quantity: '1', note: 'x'.repeat(501) }))).body.errors).toEqual({ note: ['too-long'] });
    expect((await adjust({ ...adjustment(level, { quantity: '1' }), productId: 'nope' })).body.errors).toMatchObject({ productId: ['unknown-reference'] });
    expect((await adjust({ ...adjustment(level, { quantity: '1' }), balance: '1000000' })).status).toBe(201);
    expect((await get<StockLevel>(`${base}/stock-levels/${level.id}`)).body.onHand).toBe(String(Number(level.onHand) + 1));
  });

  it('the same Idempotency-Key adjusts once (a double click): the first answer again, one movement', async () => {
    const level = await freeLevel();
    const body = adjustment(level, { quantity: '-1' });
    const headers = { 'Idempotency-Key': 'adjust-key-0001' };
    const [first, second] = await Promise.all([adjust(body, headers), adjust(body, headers)]);
    expect(first.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect((await get<StockLevel>(`${base}/stock-levels/${level.id}`)).body.onHand).toBe(String(Number(level.onHand) - 1));
    const mine = (await get<PageBody<StockMovement>>(`${base}/stock-movements?warehouseId=${level.warehouseId}&productId=${level.productId}&type=adjustment&date=2025-07-15..`)).body;
    expect(mine.total).toBe(1);
  });

  it('needs Inventory.Warehouses; movements are immutable (405)', async () => {
    const level = await freeLevel();
    expect((await adjust(adjustment(level, { quantity: '1' }), {}, 'sam')).status).toBe(403);
    expect((await get(`${base}/stock-movements`, { as: 'sam' })).status).toBe(403);
    const created = (await adjust(adjustment(level, { quantity: '1' }))).body;
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const answer = await call(method, `${base}/stock-movements/${created.id}`, { body: {} });
      expect([answer.status, answer.headers.get('allow')], method).toEqual([405, 'GET']);
    }
    expect((await get(`${base}/stock-movements/${created.id}`)).status).toBe(200);
  });
});

describe('movement history', () => {
  it('newest first; each level has one opening and its movements add up to its on hand', async () => {
    const main = await warehouseByCode('CDMX-01');
    const page = (await get<PageBody<StockMovementRow>>(`${base}/stock-movements?warehouseId=${main.id}&pageSize=100`)).body;
    const at = page.items.map((m) => m.createdAt);
    expect(at).toEqual([...at].sort().reverse());
    const busy = (await get<PageBody<StockMovementRow>>(`${base}/stock-movements?warehouseId=${main.id}&type=transfer&pageSize=1`)).body.items[0]!;
    const all = (await get<PageBody<StockMovementRow>>(`${base}/stock-movements?warehouseId=${main.id}&productId=${busy.productId}&pageSize=500`)).body.items;
    expect(all.filter((m) => m.reference === 'SALDO-INICIAL')).toHaveLength(1);
    const level = (await get<PageBody<StockLevel>>(`${base}/stock-levels?warehouseId=${main.id}&productId=${busy.productId}`)).body.items[0]!;
    expect(all.reduce((sum, m) => sum + Number(m.quantity), 0)).toBeCloseTo(Number(level.onHand), 4);
    expect(all[0]!.balance).toBe(level.onHand);
    expect(all.every((m) => Number(m.balance) >= 0)).toBe(true);
  });

  it('filters by type, product and date range (inclusive days); a bad range is 400', async () => {
    const main = await warehouseByCode('CDMX-01');
    const march = (await get<PageBody<StockMovementRow>>(`${base}/stock-movements?warehouseId=${main.id}&date=2025-03-01..2025-03-31&pageSize=500`)).body;
    expect(march.total).toBeGreaterThan(0);
    expect(march.items.every((m) => m.date >= '2025-03-01' && m.date <= '2025-03-31')).toBe(true);
    const fromMarch = (await get<PageBody>(`${base}/stock-movements?warehouseId=${main.id}&date=2025-03-01..&pageSize=1`)).body.total;
    const untilFeb = (await get<PageBody>(`${base}/stock-movements?warehouseId=${main.id}&date=..2025-02-28&pageSize=1`)).body.total;
    const everything = (await get<PageBody>(`${base}/stock-movements?warehouseId=${main.id}&pageSize=1`)).body.total;
    expect(fromMarch + untilFeb).toBe(everything);
    const issues = (await get<PageBody<StockMovementRow>>(`${base}/stock-movements?warehouseId=${main.id}&type=issue&pageSize=200`)).body.items;
    expect(issues.every((m) => m.type === 'issue' && Number(m.quantity) < 0 && /^PV-/.test(m.reference ?? ''))).toBe(true);
    for (const bad of ['2025-03-31..2025-03-01', '2025-02-30..', '..', 'yesterday']) {
      expect((await get(`${base}/stock-movements?date=${bad}`)).status, bad).toBe(400);
    }
  });

  it('the business day is the company\'s (acme: Mexico City, UTC-6): 03:00Z is still the day before', async () => {
    const level = await freeLevel();
    advanceClock(-8 * 3_600_000); // 2025-07-15T02:00Z
    expect((await adjust(adjustment(level, { quantity: '1' }))).body.date).toBe('2025-07-14');
  });

  it('gus sees only globex warehouses and movements', async () => {
    const globex = (await get<PageBody<Warehouse>>(`${base}/warehouses`, { as: 'gus' })).body.items;
    expect(globex.map((w) => w.code).sort()).toEqual(['SPR-01', 'TRN-01']);
    const movements = (await get<PageBody<StockMovementRow>>(`${base}/stock-movements?pageSize=500`, { as: 'gus' })).body;
    const ids = new Set(globex.map((w) => w.id));
    expect(movements.total).toBeGreaterThan(0);
    expect(movements.items.every((m) => ids.has(m.warehouseId) && /^(PO|SO|TRF|WO)-|^OPENING-BALANCE$|^$/.test(m.reference ?? ''))).toBe(true);
  });
});
