/** The business seeds (DOMAIN.md "Demo data"): deterministic, valid by the domain rules, lazy per area, kept across reloads. */
import { afterEach, describe, expect, it } from 'vitest';
import { validateBusinessLine } from '../../src/domain/business-line';
import { validateCustomer } from '../../src/domain/customer';
import { validateProduct } from '../../src/domain/product';
import { parseRfc } from '../../src/domain/rfc';
import { isValidEin } from '../../src/domain/tax-id';
import { validateWarehouse } from '../../src/domain/warehouse';
import { isServiceAreaLoaded } from '../../src/mirage/services/runtime';
import { seedBusinessLines, seedCustomers, seedProducts } from '../../src/mirage/services/seeds/catalogs.seed';
import { inventoryConfigFor } from '../../src/mirage/services/seeds/inventory-config.seed';
import { seedStockLevels, seedWarehouses } from '../../src/mirage/services/seeds/inventory.seed';
import { makeTestServer } from '../support/access-tokens';
import { call, get, newCustomer, useServices, type PageBody } from './support';

describe('the same seed gives the same data on every machine', () => {
  it('acme: a few ids and fields', () => {
    const customers = seedCustomers('acme');
    const products = seedProducts('acme');
    expect(customers).toHaveLength(2000);
    expect(products).toHaveLength(10_000);
    expect(seedBusinessLines('acme').map((l) => l.code)).toEqual(['RES', 'EMP', 'GOB', 'DIS', 'MAY', 'EDU']);
    expect(seedWarehouses('acme').map((w) => `${w.code} ${w.type}`)).toEqual(['CDMX-01 main', 'GDL-01 branch', 'MTY-01 branch', 'QRO-01 branch', 'TRN-01 transit']);
    const { id, code, name, taxId, address } = customers[0]!;
    expect({ id, code, name, taxId, city: address.city }).toEqual(SNAPSHOT.acmeCustomer);
    const p = products[1]!;
    expect({ id: p.id, sku: p.sku, name: p.name, price: p.price, barcode: p.barcode }).toEqual(SNAPSHOT.acmeProduct);
    expect(products.filter((x) => x.components.length > 0).length).toBe(SNAPSHOT.acmeKits);
  });

  it('globex: a few ids and fields', () => {
    const customers = seedCustomers('globex');
    expect(customers).toHaveLength(150);
    expect(seedProducts('globex')).toHaveLength(400);
    expect(seedWarehouses('globex')).toHaveLength(2);
    const { id, name, taxId, address } = customers[0]!;
    expect({ id, name, taxId, state: address.state }).toEqual(SNAPSHOT.globexCustomer);
  });

  it('a tenant without a seed starts empty', () => {
    expect(seedCustomers('initech')).toEqual([]);
    expect(seedProducts('initech')).toEqual([]);
    expect(inventoryConfigFor('initech').units).toEqual([]);
  });
});

describe('the seeded records pass the rules the services apply to writes', () => {
  it.each(['acme', 'globex'] as const)('%s', (tenant) => {
    const country = tenant === 'acme' ? 'MX' : 'US';
    const lines = new Map(seedBusinessLines(tenant).map((l) => [l.id, l]));
    const products = new Map(seedProducts(tenant).map((p) => [p.id, p]));
    const { units, categories } = inventoryConfigFor(tenant);
    for (const line of lines.values()) expect(validateBusinessLine(line)).toEqual({});
    for (const customer of seedCustomers(tenant)) {
      expect(validateCustomer(customer, { country, businessLine: (id) => lines.get(id) }), customer.code).toEqual({});
    }
    if (tenant === 'acme') expect(seedCustomers(tenant).every((c) => parseRfc(c.taxId).ok)).toBe(true);
    else expect(seedCustomers(tenant).every((c) => isValidEin(c.taxId))).toBe(true);
    const skus = new Set<string>();
    for (const product of products.values()) {
      skus.add(product.sku);
      const errors = validateProduct(product, {
        id: product.id,
        product: (id) => products.get(id),
        unitExists: (id) => units.some((u) => u.id === id),
        categoryExists: (id) => categories.some((c) => c.id === id),
      });
      expect(errors, product.sku).toEqual({});
    }
    expect(skus.size).toBe(products.size);
    for (const warehouse of seedWarehouses(tenant)) expect(validateWarehouse(warehouse)).toEqual({});
    const levels = seedStockLevels(tenant);
    expect(levels).toHaveLength(products.size * seedWarehouses(tenant).length);
    expect(new Set(levels.map((l) => l.id)).size).toBe(levels.length);
  });
});

describe('lazy per area', () => {
  const server = useServices();

  it('nothing loads at start-up; the first request of an area loads that area for that tenant only', async () => {
    expect(isServiceAreaLoaded(server(), 'acme', 'catalogs')).toBe(false);
    await get('/api/catalogs/business-lines');
    expect(isServiceAreaLoaded(server(), 'acme', 'catalogs')).toBe(true);
    expect(isServiceAreaLoaded(server(), 'acme', 'inventory')).toBe(false);
    expect(isServiceAreaLoaded(server(), 'globex', 'catalogs')).toBe(false);
    await get('/api/inventory/warehouses');
    expect(isServiceAreaLoaded(server(), 'acme', 'inventory')).toBe(true);
  });

  it('the seed modules are only reached through dynamic imports (their own chunks)', async () => {
    const { readFileSync } = await import('node:fs');
    const sources = ['areas', 'catalogs', 'inventory', 'resource', 'service', 'runtime', 'data'].map((f) => readFileSync(`src/mirage/services/${f}.ts`, 'utf8'));
    const staticSeedImports = sources.flatMap((s) => [...s.matchAll(/^import [^;]*from '\.\/seeds\/[^']+';/gm)].map((m) => m[0]));
    expect(staticSeedImports).toEqual([]);
    expect(readFileSync('src/mirage/services/areas.ts', 'utf8')).toMatch(/import\('\.\/seeds\/catalogs\.seed'\)/);
  });
});

describe('in the demo (development) the writes outlive a reload', () => {
  afterEach(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('mirage.services.')) localStorage.removeItem(key);
  });

  it('created, updated and deleted records, numbering and history come back over the seed', async () => {
    const first = makeTestServer({ environment: 'development', delayFactor: 0 });
    let createdId = '';
    let deletedId = '';
    try {
      createdId = ((await call('POST', '/api/catalogs/customers', { body: newCustomer() })).body.id as string) ?? '';
      await call('PUT', `/api/catalogs/customers/${createdId}`, { body: newCustomer({ name: 'Guardado' }), headers: { 'If-Match': '"1"' } });
      const seeded = (await get<PageBody<{ id: string }>>('/api/catalogs/customers?pageSize=1')).body.items[0]!;
      deletedId = seeded.id;
      expect((await call('DELETE', `/api/catalogs/customers/${deletedId}`)).status).toBe(204);
    } finally {
      first.shutdown();
    }
    const second = makeTestServer({ environment: 'development', delayFactor: 0 });
    try {
      expect((await get(`/api/catalogs/customers/${createdId}`)).body).toMatchObject({ name: 'Guardado', version: 2, code: 'CLI-002001' });
      expect((await get(`/api/catalogs/customers/${deletedId}`)).status).toBe(404);
      expect((await get<PageBody>('/api/catalogs/customers?pageSize=1')).body.total).toBe(2000);
      expect((await call('POST', '/api/catalogs/customers', { body: newCustomer() })).body).toMatchObject({ code: 'CLI-002002' });
      expect(((await get<unknown[]>(`/api/catalogs/customers/${createdId}/history`)).body).length).toBe(2);
      expect((await get<PageBody>('/api/catalogs/customers?pageSize=1', { as: 'gus' })).body.total).toBe(150);
    } finally {
      second.shutdown();
    }
  });
});

/** Recorded from the first run; a change here means the seed changed for everyone. */
const SNAPSHOT = {
  acmeCustomer: { id: 'c3bf75d2-90c7-41ed-a25b-4dad7969ba83', code: 'CLI-000001', name: 'Sergio Reyes Castillo', taxId: 'RECS531026AI3', city: 'La Paz' },
  acmeProduct: { id: '376130bb-365f-483a-9d51-ae6810aa6cab', sku: 'APW-TPL-00002', name: 'Punto de acceso Wi-Fi 6 TP-Link LD448 v2', price: 256266, barcode: null },
  acmeKits: 284,
  globexCustomer: { id: 'e7d8031e-5420-4bdd-bf62-e9a51474b702', name: 'Jennifer Taylor', taxId: '12-0935279', state: 'Illinois' },
};
