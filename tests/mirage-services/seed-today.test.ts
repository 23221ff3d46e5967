/**
 * The seeds follow the services' clock (slice `today`): every seed is anchored to the tenant's business day that
 * data.ts takes from the mock's `now` in the tenant's time zone, so a year of documents ends today whatever the day:
 * recent documents open (drafts, confirmed orders, deliveries today and tomorrow, quotations still valid, contracts
 * active with end dates ahead, today's cash open), older ones done, nothing dated after today; the same day gives
 * the same data; the seeds stay consistent with each other on a day far from the tests' START (reservations = open
 * orders' outstanding, scheduled deliveries = their orders' outstanding, receipts = purchase orders' received);
 * and the seed day is kept with the storage's writes.
 */
import { describe, expect, it } from 'vitest';
import { tenants } from '../../src/config/tenants';
import { isExpiring, isOverdue, type Contract } from '../../src/domain/contract';
import { addDecimal, subtractDecimal } from '../../src/domain/decimal';
import type { Delivery } from '../../src/domain/delivery';
import { outstandingOf, type SalesOrder } from '../../src/domain/sales-order';
import type { Quotation } from '../../src/domain/quotation';
import { dayIn } from '../../src/domain/stock-movement';
import { serviceAreas } from '../../src/mirage/services/areas';
import { ServiceData } from '../../src/mirage/services/data';
import { seedCash } from '../../src/mirage/services/seeds/cash.seed';
import { seedContracts } from '../../src/mirage/services/seeds/contracts.seed';
import { seedDeliveries } from '../../src/mirage/services/seeds/deliveries.seed';
import { seedStockLevels, seedStockMovements } from '../../src/mirage/services/seeds/inventory.seed';
import { seedWorkOrders } from '../../src/mirage/services/seeds/manufacture.seed';
import { seedPurchasing } from '../../src/mirage/services/seeds/purchasing.seed';
import { seedSalesOrders } from '../../src/mirage/services/seeds/sales-orders.seed';
import { dayStart } from '../../src/mirage/services/seeds/seed-kit';
import { makeTestServer } from '../support/access-tokens';
import { get, type PageBody } from './support';

/** The machine's day in the brief (a day far from the tests' START, in another month and year). */
const LIVE = '2026-11-24';
const DAY = 86_400_000;
const shift = (day: string, days: number) => new Date(dayStart(day) + days * DAY).toISOString().slice(0, 10);
const YESTERDAY = shift(LIVE, -1);
const TOMORROW = shift(LIVE, 1);
/** Nothing seeded happened after the start of the tenant's today (acme: 06:00Z is midnight in Mexico City). */
const notAfter = `${LIVE}T06:00:00.000Z`;

describe('documents end on the seeds\' today (2026-11-24)', () => {
  it('sales orders: dated within the year up to yesterday, the open ones in the last two months, drafts in the last two weeks', () => {
    const orders = seedSalesOrders('acme', LIVE);
    expect(orders.length).toBeGreaterThan(2_500);
    const dates = orders.map((o) => o.date).sort();
    expect(dates[0]! >= shift(LIVE, -365)).toBe(true);
    expect(dates.at(-1)! <= YESTERDAY && dates.at(-1)! >= shift(LIVE, -2)).toBe(true);
    for (const o of orders) {
      if (o.status === 'confirmed' || o.status === 'partially-delivered') expect(o.date >= shift(LIVE, -61), o.number).toBe(true);
      if (o.status === 'draft') expect(o.date >= shift(LIVE, -15), o.number).toBe(true);
      expect(o.updatedAt <= notAfter, o.number).toBe(true);
    }
    // This month has sales: the dashboard's "sales this month" reads live numbers.
    expect(orders.filter((o) => o.date.startsWith(LIVE.slice(0, 7)) && o.status !== 'draft' && o.status !== 'cancelled').length).toBeGreaterThan(100);
  });

  it('deliveries: scheduled ones today and tomorrow (most) and later this week, done ones by yesterday, nothing stamped after today began', () => {
    const deliveries = seedDeliveries('acme', LIVE);
    const scheduled = deliveries.filter((d) => d.status === 'scheduled');
    expect(scheduled.filter((d) => d.scheduledDate === LIVE).length).toBeGreaterThan(5);
    expect(scheduled.filter((d) => d.scheduledDate === TOMORROW).length).toBeGreaterThan(5);
    expect(scheduled.filter((d) => d.scheduledDate === LIVE || d.scheduledDate === TOMORROW).length / scheduled.length).toBeGreaterThan(0.6);
    for (const d of scheduled) expect(d.scheduledDate >= LIVE && d.scheduledDate <= shift(LIVE, 6), d.number).toBe(true);
    for (const d of deliveries.filter((x) => x.status !== 'scheduled' && x.status !== 'dispatched')) expect(d.scheduledDate <= YESTERDAY, d.number).toBe(true);
    // On the road: for today, left last evening (the dashboard's "Deliveries on the way").
    const onTheRoad = deliveries.filter((d) => d.status === 'dispatched');
    expect(onTheRoad.length).toBeGreaterThanOrEqual(2);
    for (const d of onTheRoad) expect([d.scheduledDate, d.dispatchedAt! < notAfter, d.dispatchedAt! >= `${YESTERDAY}T12:00:00.000Z`], d.number).toEqual([LIVE, true, true]);
    for (const d of deliveries) {
      for (const at of [d.createdAt, d.updatedAt, d.dispatchedAt, d.proof?.receivedAt]) if (at) expect(at <= notAfter, `${d.number} ${at}`).toBe(true);
    }
  });

  it('purchasing: quotations being compared are still valid, documents dated up to yesterday', () => {
    const { requisitions, quotations, purchaseOrders } = seedPurchasing('acme', LIVE);
    const quoting = new Set(requisitions.filter((r) => r.status === 'quoting').map((r) => r.id));
    const open = quotations.filter((q: Quotation) => quoting.has(q.requisitionId) && q.status === 'received');
    expect(open.length).toBeGreaterThan(20);
    for (const q of open) expect(q.validUntil! >= LIVE, `${q.number} valid until ${q.validUntil}`).toBe(true);
    for (const doc of [...requisitions, ...quotations, ...purchaseOrders]) expect(doc.date <= YESTERDAY, `${doc.number} ${doc.date}`).toBe(true);
    expect(requisitions.filter((r) => r.status === 'submitted' && r.date >= shift(LIVE, -26)).length).toBeGreaterThan(10);
  });

  it('contracts: none active past its end (overdue), the active ones end from today on, few expiring within 30 days', () => {
    const contracts = seedContracts('acme', LIVE);
    const active = contracts.filter((c: Contract) => c.status === 'active');
    expect(active.length).toBeGreaterThan(800);
    expect(active.filter((c) => isOverdue(c, LIVE))).toEqual([]);
    const expiring = active.filter((c) => isExpiring(c, LIVE));
    // About 30 days of yearly-or-longer terms: a few percent, never most of them (958 of 1,224 before).
    expect(expiring.length).toBeGreaterThan(10);
    expect(expiring.length / active.length).toBeLessThan(0.12);
    for (const c of contracts) expect(c.startDate < LIVE, c.number).toBe(true);
  });

  it('inventory, manufacture and cash: movements in the year up to yesterday, work orders open only lately, today\'s cash open', () => {
    const movements = seedStockMovements('acme', LIVE);
    const days = movements.map((m) => m.date).sort();
    expect(days[0]! >= shift(LIVE, -366)).toBe(true);
    expect(days.at(-1)! <= YESTERDAY && days.at(-1)! >= shift(LIVE, -3)).toBe(true);
    for (const w of seedWorkOrders('acme', LIVE)) {
      expect(w.plannedDate <= YESTERDAY && w.plannedDate >= shift(LIVE, -365), w.number).toBe(true);
      if (w.status !== 'completed' && w.status !== 'cancelled') expect(w.plannedDate >= shift(LIVE, -31), w.number).toBe(true);
    }
    const { closings } = seedCash('acme', dayStart(LIVE));
    expect(closings.filter((c) => c.date === LIVE).map((c) => c.status).sort()).toEqual(['counting', 'open', 'open']);
  });
});

describe('consistent with each other on that day', () => {
  it('reservations are the open orders\' outstanding; scheduled deliveries ship their confirmed order\'s outstanding; receipts are the purchase orders\' received', () => {
    for (const tenant of ['acme', 'globex']) {
      const orders = seedSalesOrders(tenant, LIVE);
      const owed = new Map<string, string>();
      for (const o of orders.filter((x) => x.status === 'confirmed' || x.status === 'partially-delivered')) {
        for (const l of o.lines) owed.set(`${o.warehouseId}|${l.productId}`, addDecimal(owed.get(`${o.warehouseId}|${l.productId}`) ?? '0', outstandingOf(l)));
      }
      // A dispatched delivery's lines left the reservation (as the lifecycle's dispatch does).
      const road = new Map<string, string>();
      for (const d of seedDeliveries(tenant, LIVE).filter((x: Delivery) => x.status === 'dispatched')) {
        const order = orders.find((o) => o.id === d.salesOrderId)!;
        for (const l of d.lines) road.set(`${order.warehouseId}|${l.productId}`, addDecimal(road.get(`${order.warehouseId}|${l.productId}`) ?? '0', l.quantity));
      }
      expect(road.size, tenant).toBeGreaterThan(0);
      for (const level of seedStockLevels(tenant)) {
        const key = `${level.warehouseId}|${level.productId}`;
        expect(subtractDecimal(owed.get(key) ?? '0', road.get(key) ?? '0'), `${tenant} ${level.id}`).toBe(level.reserved);
      }

      const byId = new Map<string, SalesOrder>(orders.map((o) => [o.id, o]));
      for (const d of seedDeliveries(tenant, LIVE).filter((x: Delivery) => x.status === 'scheduled')) {
        const order = byId.get(d.salesOrderId)!;
        expect(order.status).toBe('confirmed');
        const key = (productId: string) => `${order.warehouseId}|${productId}`;
        expect(d.lines.map((l) => [l.productId, l.quantity])).toEqual(
          order.lines.map((l) => [l.productId, subtractDecimal(outstandingOf(l), road.get(key(l.productId)) ?? '0')]).filter(([, q]) => q !== '0'),
        );
      }

      const received = new Map<string, string>();
      for (const m of seedStockMovements(tenant, LIVE).filter((x) => x.type === 'receipt' && x.reference?.startsWith('PO-'))) {
        received.set(`${m.reference}|${m.productId}`, addDecimal(received.get(`${m.reference}|${m.productId}`) ?? '0', m.quantity));
      }
      for (const po of seedPurchasing(tenant, LIVE).purchaseOrders) {
        for (const l of po.lines) if (l.received !== '0') expect(received.get(`${po.number}|${l.productId}`), `${tenant} ${po.number}`).toBe(l.received);
      }
    }
  });
});

describe('deterministic for a day', () => {
  it('the same tenant and day give the same records, built again after another day; another day moves them', () => {
    const first = seedSalesOrders('globex', LIVE);
    const other = seedSalesOrders('globex', '2026-03-02');
    const again = seedSalesOrders('globex', LIVE);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    expect(other.at(-1)!.date).toBe('2026-03-01');
    expect(first.at(-1)!.date <= YESTERDAY).toBe(true);
  });
});

describe('the services anchor the seeds to their clock in the tenant\'s zone', () => {
  it('a mock whose clock reads 2026-11-24 15:00Z answers live figures: this month\'s orders, today\'s deliveries, a few contracts expiring', async () => {
    const now = new Date(`${LIVE}T15:00:00.000Z`);
    const server = makeTestServer({ now: () => now });
    try {
      const today = dayIn(now, tenants.find((t) => t.slug === 'acme')!.timeZone);
      expect(today).toBe(LIVE);
      const month = await get<PageBody>(`/api/ordering/sales-orders?date=${LIVE.slice(0, 8)}01..${LIVE}&pageSize=1`);
      expect(month.status).toBe(200);
      expect(month.body.total).toBeGreaterThan(100);
      const deliveries = await get<PageBody>(`/api/distribution/deliveries?scheduledDate=${LIVE}..${LIVE}&pageSize=1`);
      expect(deliveries.body.total).toBeGreaterThan(5);
      const contracts = await get<PageBody>('/api/service-contracts/contracts?status=active&pageSize=1');
      const expiring = await get<PageBody<Contract & { expiring: boolean; overdue: boolean }>>('/api/service-contracts/contracts?expiring=true&pageSize=5');
      expect(expiring.body.total).toBeGreaterThan(0);
      expect(expiring.body.total / contracts.body.total).toBeLessThan(0.12);
      expect(expiring.body.items.every((c) => c.expiring && !c.overdue)).toBe(true);
      expect((await get<PageBody>('/api/service-contracts/contracts?overdue=true&pageSize=1')).body.total).toBe(0);
      const closings = await get<PageBody>(`/api/distribution/cash-closings?date=${LIVE}..${LIVE}&pageSize=1`);
      expect(closings.body.total).toBe(3);
    } finally {
      server.shutdown();
    }
  }, 60_000);

  it('the seed day is kept while the storage keeps a write of the tenant, else each mock starts on its today', async () => {
    localStorage.clear();
    let day = '2026-11-24';
    const open = () => new ServiceData(serviceAreas, localStorage, { today: () => day });
    const tab = open();
    const data = await tab.load('globex', 'contracts');
    expect(tab.seedDay('globex')).toBe('2026-11-24');
    day = '2026-11-30';
    expect(open().seedDay('globex'), 'nothing written: the new day').toBe('2026-11-30');
    day = '2026-12-05';
    const fresh = open();
    const loaded = await fresh.load('globex', 'contracts');
    const first = loaded.collection<Contract>('contracts').all()[0]!;
    fresh.save(loaded, 'contracts', { ...first, notes: 'kept', version: first.version + 1 });
    day = '2027-01-10';
    expect(open().seedDay('globex'), 'a kept write: its seed day').toBe('2026-12-05');
    expect(data.tenant).toBe('globex');
    localStorage.clear();
  });
});
