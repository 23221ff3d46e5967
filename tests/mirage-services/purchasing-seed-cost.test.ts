/** What the purchasing area's seed costs on top of the inventory seed it reads (issue 10: seeds stay cheap). */
import { expect, it } from 'vitest';
import { seedStockMovements } from '../../src/mirage/services/seeds/inventory.seed';
import { seedPurchasing } from '../../src/mirage/services/seeds/purchasing.seed';
import { SEED_DAY } from './support';

it('builds both tenants in well under two seconds, keeping a few MiB', () => {
  for (const tenant of ['acme', 'globex']) seedStockMovements(tenant, SEED_DAY);
  (globalThis as { gc?: () => void }).gc?.();
  const heap = process.memoryUsage().heapUsed;
  const started = performance.now();
  const seeds = ['acme', 'globex'].map((tenant) => seedPurchasing(tenant, SEED_DAY));
  const took = performance.now() - started;
  const grew = (process.memoryUsage().heapUsed - heap) / 2 ** 20;
  const counts = seeds.map((s) => `${s.requisitions.length} requisitions, ${s.quotations.length} quotations, ${s.purchaseOrders.length} orders`);
  // What the seed keeps, as JSON (the heap growth also counts garbage not yet collected: shown, bounded loosely).
  const kept = seeds.reduce((sum, s) => sum + JSON.stringify(s).length, 0) / 2 ** 20;
  console.info(`purchasing seed: ${took.toFixed(0)} ms, ${kept.toFixed(1)} MiB as JSON, heap +${grew.toFixed(1)} MiB before collection (acme ${counts[0]}; globex ${counts[1]})`);
  expect(seeds[0]!.requisitions.length).toBeGreaterThan(550);
  expect(took).toBeLessThan(1500);
  expect(kept).toBeLessThan(8);
  expect(grew).toBeLessThan(80);
});
