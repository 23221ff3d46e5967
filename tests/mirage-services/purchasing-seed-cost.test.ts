/** What the purchasing area's seed costs on top of the inventory seed it reads (issue 10: seeds stay cheap). */
import { expect, it } from 'vitest';
import { seedStockMovements } from '../../src/mirage/services/seeds/inventory.seed';
import { seedPurchasing } from '../../src/mirage/services/seeds/purchasing.seed';

it('builds both tenants in well under a second and a few MiB', () => {
  for (const tenant of ['acme', 'globex']) seedStockMovements(tenant);
  (globalThis as { gc?: () => void }).gc?.();
  const heap = process.memoryUsage().heapUsed;
  const started = performance.now();
  const seeds = ['acme', 'globex'].map((tenant) => seedPurchasing(tenant));
  const took = performance.now() - started;
  const grew = (process.memoryUsage().heapUsed - heap) / 2 ** 20;
  const counts = seeds.map((s) => `${s.requisitions.length} requisitions, ${s.quotations.length} quotations, ${s.purchaseOrders.length} orders`);
  console.info(`purchasing seed: ${took.toFixed(0)} ms, heap +${grew.toFixed(1)} MiB (acme ${counts[0]}; globex ${counts[1]})`);
  expect(seeds[0]!.requisitions.length).toBeGreaterThan(550);
  expect(took).toBeLessThan(1000);
  expect(grew).toBeLessThan(30);
});
