/** List conventions (DOMAIN.md "API conventions", List) on the seeded catalogs and inventory. */
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../src/domain/customer';
import type { Product } from '../../src/domain/product';
import type { StockLevel } from '../../src/domain/stock';
import { fold } from '../../src/domain/text';
import { get, useServices, type PageBody } from './support';

useServices();

const customers = (query = '') => get<PageBody<Customer>>(`/api/catalogs/customers${query}`);
const products = (query = '') => get<PageBody<Product>>(`/api/catalogs/products${query}`);

describe('pagination', () => {
  it('answers { items, total, page, pageSize } with 50 per page by default, sorted by name', async () => {
    const { status, body, headers } = await customers();
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toMatchObject({ total: 2000, page: 1, pageSize: 50 });
    expect(body.items).toHaveLength(50);
    const names = body.items.map((c) => fold(c.name));
    expect(names).toEqual([...names].sort());
  });

  it('a page beyond the end has no items and the same total; the last page is partial', async () => {
    expect((await customers('?page=41')).body).toEqual({ items: [], total: 2000, page: 41, pageSize: 50 });
    expect((await customers('?page=7&pageSize=300')).body.items).toHaveLength(200);
    expect((await customers('?pageSize=500')).body.items).toHaveLength(500);
    expect((await customers('?pageSize=1')).body.items).toHaveLength(1);
  });

  it.each(['?pageSize=0', '?pageSize=501', '?pageSize=x', '?page=0', '?page=-1', '?page=1.5', '?sort=nope', '?sort=name,,code', '?sort=-', '?status=gone'])(
    '%s answers 400 problem+json',
    async (query) => {
      const { status, body, headers } = await customers(query);
      expect(status).toBe(400);
      expect(headers.get('content-type')).toBe('application/problem+json');
      expect(body).toMatchObject({ type: 'bad-request', title: expect.any(String), status: 400, detail: expect.any(String) });
    },
  );

  it('sorts descending with -, by several keys, and pages through ties without overlap or gap (ties broken by id)', async () => {
    const limits = (await customers('?sort=-creditLimit&pageSize=20')).body.items.map((c) => c.creditLimit);
    expect(limits).toEqual([...limits].sort((a, b) => b - a));
    // status has two values: 2,000 ties. Walk it in pages of 137 and in pages of 500: the same order, each record once.
    const walk = async (pageSize: number) => {
      const ids: string[] = [];
      for (let page = 1; page <= Math.ceil(2000 / pageSize); page++) ids.push(...(await customers(`?sort=status&pageSize=${pageSize}&page=${page}`)).body.items.map((c) => c.id));
      return ids;
    };
    const walked = await walk(137);
    expect(walked).toEqual(await walk(500));
    expect(new Set(walked).size).toBe(2000);
    const all = (await customers('?sort=status&pageSize=500')).body.items;
    const active = all.filter((c) => c.status === 'active').map((c) => c.id);
    expect(active.slice(0, 50)).toEqual([...active.slice(0, 50)].sort());
  });
});

describe('q and filters', () => {
  it("q is accent- and case-insensitive: 'jose' finds 'José', 'NUNEZ' finds 'Núñez'", async () => {
    const { body } = await customers('?q=jose&pageSize=500');
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.every((c) => [c.code, c.name, c.taxId, c.email].some((t) => fold(t).includes('jose')))).toBe(true);
    expect(body.items.some((c) => c.name.includes('José'))).toBe(true);
    const upper = await customers('?q=NUNEZ');
    expect(upper.body.items.some((c) => c.name.includes('Núñez'))).toBe(true);
  });

  it('q searches code, tax id and email too; a percent-encoded query works', async () => {
    expect((await customers('?q=CLI-000123')).body.items.map((c) => c.code)).toEqual(['CLI-000123']);
    const first = (await customers('?sort=code&pageSize=1')).body.items[0]!;
    expect((await customers(`?q=${encodeURIComponent(first.taxId.toLowerCase())}`)).body.items.map((c) => c.id)).toContain(first.id);
    expect((await customers(`?q=${encodeURIComponent('JOSÉ')}`)).body.total).toBe((await customers('?q=jose')).body.total);
  });

  it('filters customers by status and business line', async () => {
    const inactive = (await customers('?status=inactive&pageSize=500')).body;
    expect(inactive.total).toBeGreaterThan(0);
    expect(inactive.items.every((c) => c.status === 'inactive')).toBe(true);
    const lineId = (await get<PageBody<{ id: string }>>('/api/catalogs/business-lines')).body.items[0]!.id;
    const inLine = (await customers(`?businessLineId=${lineId}&pageSize=500`)).body;
    expect(inLine.total).toBeGreaterThan(0);
    expect(inLine.items.every((c) => c.businessLineId === lineId)).toBe(true);
    const none = (await customers('?businessLineId=null&pageSize=500')).body;
    expect(none.total).toBeGreaterThan(0);
    expect(none.items.every((c) => c.businessLineId === null)).toBe(true);
  });

  it('filters products by active, kit and category; sorts by price', async () => {
    const kits = (await products('?kit=true&pageSize=500')).body;
    expect(kits.total).toBeGreaterThan(100);
    expect(kits.items.every((p) => p.components.length > 0)).toBe(true);
    expect((await products('?kit=false')).body.total).toBe(10_000 - kits.total);
    const inactive = (await products('?active=false&pageSize=500')).body;
    expect(inactive.items.every((p) => !p.active)).toBe(true);
    const categoryId = kits.items[0]!.categoryId!;
    expect((await products(`?categoryId=${categoryId}`)).body.total).toBe(kits.total);
    const prices = (await products('?sort=-price&pageSize=100')).body.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect((await products('?active=maybe')).status).toBe(400);
  });

  it('stock levels: one per product and warehouse, filtered by product, warehouse and low', async () => {
    const all = (await get<PageBody<StockLevel>>('/api/inventory/stock-levels?pageSize=1')).body;
    expect(all.total).toBe(50_000);
    const productId = (await products('?pageSize=1')).body.items[0]!.id;
    const ofProduct = (await get<PageBody<StockLevel>>(`/api/inventory/stock-levels?productId=${productId}`)).body;
    expect(ofProduct.total).toBe(5);
    expect(new Set(ofProduct.items.map((l) => l.warehouseId)).size).toBe(5);
    const warehouseId = ofProduct.items[0]!.warehouseId;
    const low = (await get<PageBody<StockLevel>>(`/api/inventory/stock-levels?warehouseId=${warehouseId}&low=true&pageSize=500`)).body;
    expect(low.total).toBeGreaterThan(0);
    expect(low.items.every((l) => l.warehouseId === warehouseId && Number(l.available) < Number(l.minimum))).toBe(true);
  });

  it('ignores unknown query parameters (a cache-busting _=)', async () => {
    expect((await customers('?_=123&pageSize=2')).body.items).toHaveLength(2);
  });
});
