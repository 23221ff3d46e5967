// @vitest-environment node
/**
 * The sales area's seed: a year of acme orders (3,000) and a quarter of globex's, every status, numbered in date
 * order, totals by the one rule, and consistent with the inventory seed: for every stock level, what the open orders
 * still have to deliver of its product in its warehouse, less what a delivery on the road carries, is exactly its `reserved`. Also measures what the area costs
 * to build (time and heap), so the start-up budget can count it.
 */
import { describe, expect, it } from 'vitest';
import { addDecimal, subtractDecimal } from '../../src/domain/decimal';
import { documentTotals } from '../../src/domain/document-lines';
import { outstandingOf, salesOrderStatuses } from '../../src/domain/sales-order';
import { seedCustomers, seedProducts } from '../../src/mirage/services/seeds/catalogs.seed';
import { seedStockLevels, seedWarehouses } from '../../src/mirage/services/seeds/inventory.seed';
import { onTheRoadOf, seedSalesOrders } from '../../src/mirage/services/seeds/sales-orders.seed';
import { SEED_DAY } from './support';

describe('the sales orders seed', () => {
  it('costs little to build: acme 3,000 orders in well under a second and a few MiB (measured after its dependencies)', () => {
    // The catalogs and inventory seeds are the area's needs: built first, not counted.
    seedProducts('acme');
    seedCustomers('acme');
    seedStockLevels('acme');
    (globalThis as { gc?: () => void }).gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const orders = seedSalesOrders('acme', SEED_DAY);
    const ms = performance.now() - started;
    const mib = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
    console.info(`sales seed, acme: ${orders.length} orders in ${ms.toFixed(0)} ms, heap +${mib.toFixed(1)} MiB`);
    // Time and heap are reported above, not asserted (speed and memory: npm run bench).
    expect(orders.length).toBe(3_000);
  });

  for (const tenant of ['acme', 'globex']) {
    it(`${tenant}: every status, numbers in date order, totals by document-lines, names and SKUs as the catalog has them`, () => {
      const orders = seedSalesOrders(tenant, SEED_DAY);
      expect(new Set(orders.map((o) => o.status))).toEqual(new Set(salesOrderStatuses));
      orders.forEach((o, i) => {
        expect(o.number).toBe(`SO-${String(i + 1).padStart(6, '0')}`);
        if (i > 0) expect(o.date >= orders[i - 1]!.date).toBe(true);
        expect(o.totals).toEqual(documentTotals(o.lines));
        expect(o.total).toBe(o.totals.total);
      });
      const products = new Map(seedProducts(tenant).map((p) => [p.id, p]));
      const customers = new Map(seedCustomers(tenant).map((c) => [c.id, c]));
      const warehouses = new Map(seedWarehouses(tenant).map((w) => [w.id, w]));
      for (const o of orders) {
        expect(customers.get(o.customerId)?.name).toBe(o.customerName);
        expect(warehouses.get(o.warehouseId)?.name).toBe(o.warehouseName);
        for (const l of o.lines) expect(products.get(l.productId)?.sku).toBe(l.sku);
        const delivered = o.lines.some((l) => l.delivered !== '0');
        if (o.status === 'draft' || o.status === 'cancelled' || o.status === 'confirmed') expect(delivered, o.number).toBe(false);
        if (o.status === 'delivered' || o.status === 'closed') expect(o.lines.every((l) => outstandingOf(l) === '0'), o.number).toBe(true);
      }
    });

    it(`${tenant}: the open orders hold exactly the reservations of the inventory seed`, () => {
      const open = new Map<string, string>();
      for (const o of seedSalesOrders(tenant, SEED_DAY)) {
        if (o.status !== 'confirmed' && o.status !== 'partially-delivered') continue;
        for (const l of o.lines) {
          const key = `${o.warehouseId}/${l.productId}`;
          // What a dispatched delivery carries left the reservation (deliveries seed).
          open.set(key, addDecimal(open.get(key) ?? '0', subtractDecimal(outstandingOf(l), onTheRoadOf(o)?.[l.productId] ?? '0')));
        }
      }
      let reservedLevels = 0;
      for (const level of seedStockLevels(tenant)) {
        const key = `${level.warehouseId}/${level.productId}`;
        expect(open.get(key) ?? '0', key).toBe(level.reserved);
        if (level.reserved !== '0') reservedLevels++;
      }
      expect(reservedLevels).toBeGreaterThan(0);
      // A few confirmed orders have part of their lines on the road, never more than they still owe.
      const road = seedSalesOrders(tenant, SEED_DAY).filter((o) => onTheRoadOf(o) !== null);
      expect(road.length).toBeGreaterThanOrEqual(2);
      for (const o of road) {
        expect(o.status, o.number).toBe('confirmed');
        for (const [productId, q] of Object.entries(onTheRoadOf(o)!)) expect(Number(q) <= Number(outstandingOf(o.lines.find((l) => l.productId === productId)!)), o.number).toBe(true);
      }
    });
  }
});
