// @vitest-environment node
/**
 * The deliveries area's seed: made from the seeded orders, numbered in date order, drivers who are active employees,
 * and consistent with the orders and the stock: a delivered delivery carries what its order records as delivered, a
 * scheduled one what its confirmed order still has to ship (its reservation stays), a dispatched one (on the road)
 * what its confirmed order's reservation no longer holds (the dispatch released it and issued the stock). Also
 * measures what the area costs to build (time and heap) once its needs are built.
 */
import { describe, expect, it } from 'vitest';
import { addDecimal } from '../../src/domain/decimal';
import { seedStockLevels } from '../../src/mirage/services/seeds/inventory.seed';
import { outstandingOf } from '../../src/domain/sales-order';
import { seedDeliveries } from '../../src/mirage/services/seeds/deliveries.seed';
import { seedPeople } from '../../src/mirage/services/seeds/people.seed';
import { seedSalesOrders } from '../../src/mirage/services/seeds/sales-orders.seed';
import { SEED_DAY } from './support';

describe('the deliveries seed', () => {
  it('costs little to build: acme in well under a second and a few MiB (measured after the orders and people)', () => {
    seedSalesOrders('acme', SEED_DAY);
    seedPeople('acme');
    (globalThis as { gc?: () => void }).gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const deliveries = seedDeliveries('acme', SEED_DAY);
    const ms = performance.now() - started;
    const mib = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
    console.info(`deliveries seed, acme: ${deliveries.length} deliveries in ${ms.toFixed(0)} ms, heap +${mib.toFixed(1)} MiB`);
    // Its time and heap are reported above, not asserted: speed and memory are measured (npm run bench), not tested.
    expect(deliveries.length).toBeGreaterThan(300);
  });

  for (const tenant of ['acme', 'globex']) {
    it(`${tenant}: numbered in date order, active drivers, consistent with the orders (delivered quantities, reservations)`, () => {
      const deliveries = seedDeliveries(tenant, SEED_DAY);
      expect(deliveries.length).toBeGreaterThan(10);
      const orders = new Map(seedSalesOrders(tenant, SEED_DAY).map((o) => [o.id, o]));
      const levels = new Map(seedStockLevels(tenant).map((l) => [`${l.warehouseId}/${l.productId}`, l]));
      const active = new Set(seedPeople(tenant).employees.filter((e) => e.status === 'active').map((e) => e.id));
      deliveries.forEach((d, i) => {
        expect(d.number).toBe(`DEL-${String(i + 1).padStart(6, '0')}`);
        if (i > 0) expect(d.scheduledDate >= deliveries[i - 1]!.scheduledDate).toBe(true);
        expect(active.has(d.driverId), d.number).toBe(true);
        const order = orders.get(d.salesOrderId)!;
        expect([d.orderNumber, d.customerId, d.warehouseId]).toEqual([order.number, order.customerId, order.warehouseId]);
        const byProduct = (pick: (l: (typeof order.lines)[number]) => string) => Object.fromEntries(order.lines.map((l) => [l.productId, pick(l)]).filter(([, q]) => q !== '0'));
        const carried = Object.fromEntries(d.lines.map((l) => [l.productId, l.quantity]));
        if (d.status === 'delivered' || d.status === 'returned') expect(carried, d.number).toEqual(byProduct((l) => l.delivered));
        if (d.status === 'scheduled') expect(order.status).toBe('confirmed');
        if (d.status === 'delivered') expect(d.proof !== null && d.dispatchedAt !== null && d.proof.receivedAt >= d.dispatchedAt).toBe(true);
        if (d.status === 'dispatched') {
          // On the road: the order still owes it (stock issued, reservation released: the level keeps only the rest).
          expect(order.status, d.number).toBe('confirmed');
          expect(d.dispatchedAt !== null && d.proof === null, d.number).toBe(true);
          for (const l of d.lines) {
            const level = levels.get(`${order.warehouseId}/${l.productId}`)!;
            expect(addDecimal(level.reserved, l.quantity), d.number).toBe(outstandingOf(order.lines.find((x) => x.productId === l.productId)!));
          }
        }
        if (d.status === 'scheduled') {
          for (const l of d.lines) expect(l.quantity, d.number).toBe(levels.get(`${order.warehouseId}/${l.productId}`)!.reserved);
        }
        expect(['failed', 'rescheduled']).not.toContain(d.status);
      });
      // Each order has at most one delivery of each kind: one delivered, one scheduled.
      const seen = new Set<string>();
      for (const d of deliveries.filter((x) => x.status !== 'returned')) {
        expect(seen.has(`${d.salesOrderId}:${d.status}`), d.number).toBe(false);
        seen.add(`${d.salesOrderId}:${d.status}`);
      }
      expect(new Set(deliveries.map((d) => d.status))).toEqual(new Set(['delivered', 'returned', 'scheduled', 'dispatched']));
      // The dashboard's "Deliveries on the way" is not 0.
      expect(deliveries.filter((d) => d.status === 'dispatched').length).toBeGreaterThanOrEqual(2);
    });
  }
});
