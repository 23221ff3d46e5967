// @vitest-environment node
/**
 * Lists at scale (DOMAIN.md "Demo data"): the acme seed's 10,000 products and 50,000 stock levels answer list
 * queries correctly (pages, sorts, the low-stock filter). How fast is measured by `npm run bench`
 * (docs/benchmarks.md), never asserted here: a timed test fails on a loaded machine, not on a slow change. The times
 * of this run are printed for a glance.
 */
import { describe, expect, it } from 'vitest';
import { applyListQuery, parseListQuery, type ListSpec } from '../../src/domain/list-query';
import { productListSpec } from '../../src/domain/product';
import { applyStockQuery, isLowStock, stockLevelListSpec } from '../../src/domain/stock';
import { seedProducts } from '../../src/mirage/services/seeds/catalogs.seed';
import { seedStockLevels } from '../../src/mirage/services/seeds/inventory.seed';

const time = (run: () => unknown): number => {
  const started = performance.now();
  run();
  return performance.now() - started;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

function query<T>(text: string, spec: ListSpec<T>) {
  const parsed = parseListQuery(new URLSearchParams(text), spec);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.query;
}

describe('list performance over the acme seed', () => {
  it('builds 10,000 products and 50,000 stock levels, then pages, sorts and filters them right', () => {
    const build = time(() => seedStockLevels('acme'));
    const products = seedProducts('acme');
    const cold = time(() => applyListQuery(products, query('sort=name', productListSpec), productListSpec));
    const runs: Record<string, number> = {};
    for (const text of ['sort=name', 'sort=-price', 'sort=sku&page=150', 'q=router&sort=-name', 'kit=true&sort=name']) {
      runs[text] = median(Array.from({ length: 5 }, () => time(() => applyListQuery(products, query(text, productListSpec), productListSpec))));
    }
    // The rows as the service lists them (joined with their product); quantities sort as decimals.
    const byId = new Map(products.map((p) => [p.id, p]));
    const stock = seedStockLevels('acme').map((l) => {
      const p = byId.get(l.productId)!;
      return { ...l, sku: p.sku, productName: p.name, categoryId: p.categoryId, unitId: p.unitId, low: isLowStock(l) };
    });
    const low = median(Array.from({ length: 5 }, () => time(() => applyStockQuery(stock, query('low=true&sort=-available', stockLevelListSpec)))));
    console.info(`[perf] seed build ${build.toFixed(0)} ms; first name sort ${cold.toFixed(1)} ms; medians ${JSON.stringify(Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, Number(v.toFixed(1))])))}; 50k low stock ${low.toFixed(1)} ms`);
    expect(products).toHaveLength(10_000);
    expect(stock).toHaveLength(50_000);
    const byPrice = applyListQuery(products, query('sort=-price', productListSpec), productListSpec);
    expect(byPrice.total).toBe(10_000);
    expect(byPrice.items.length).toBeGreaterThan(0);
    for (let i = 1; i < byPrice.items.length; i++) expect(byPrice.items[i - 1]!.price).toBeGreaterThanOrEqual(byPrice.items[i]!.price);
    const lastPage = applyListQuery(products, query('sort=sku&page=200&pageSize=50', productListSpec), productListSpec);
    expect(lastPage.items.map((p) => p.sku)).toEqual([...products].map((p) => p.sku).sort((a, b) => a.localeCompare(b, 'en')).slice(-50));
    const lowPage = applyStockQuery(stock, query('low=true&sort=-available&pageSize=500', stockLevelListSpec));
    expect(lowPage.total).toBe(stock.filter((l) => l.low).length);
    expect(lowPage.items.every((l) => l.low)).toBe(true);
  });
});
