import { describe, expect, it } from 'vitest';
import type { InventoryBrand, InventoryCategory, Product, ProductPaginationAnswer } from './inventory.types';
import type { Tag } from '../../src/mirage/demo/tags';
import { del, expectBadRequest, get, patch, post, useServer } from './support';

const base = '/api/apps/ecommerce/inventory';
useServer();

const page = async (query: string) => (await get<ProductPaginationAnswer>(`${base}/products?${query}`)).body;
const everyProduct = async (): Promise<Product[]> => (await page('page=0&size=1000')).products!;

describe('e-commerce inventory', () => {
  it('GET categories, brands, vendors and tags answer the seeded values', async () => {
    const categories = (await get<InventoryCategory[]>(`${base}/categories`)).body;
    expect(categories.map((c) => [c.name, c.slug, c.parentId])).toEqual([['Mens', 'mens', null], ['Ladies', 'ladies', null], ['Unisex', 'unisex', null]]);
    expect((await get<InventoryBrand[]>(`${base}/brands`)).body.map((b) => b.name)).toEqual(['Benton', 'Capmia', 'Lara', 'Premera', 'Zeon']);
    expect((await get<InventoryBrand[]>(`${base}/vendors`)).body.map((v) => v.slug)).toEqual(['evel', 'mivon', 'neogen']);
    expect((await get<Tag[]>(`${base}/tags`)).body.map((t) => t.title)).toEqual(
      ['mens', 'ladies', 'unisex', '44mm', '40mm', '5 ATM', '10 ATM', 'automatic', 'chronograph', 'watch'],
    );
  });

  it('seeded products reference existing categories, brands, vendors and tags, with the sample tax percentages', async () => {
    const products = await everyProduct();
    expect(products.length).toBe(30);
    const ids = async (path: string) => new Set((await get<{ id: string }[]>(`${base}/${path}`)).body.map((x) => x.id));
    const [categories, brands, vendors, tags] = await Promise.all(['categories', 'brands', 'vendors', 'tags'].map(ids));
    for (const p of products) {
      expect(categories!.has(p.category) && brands!.has(p.brand) && vendors!.has(p.vendor)).toBe(true);
      expect(p.tags.every((t) => tags!.has(t))).toBe(true);
      expect([8, 10, 18, 20, 30]).toContain(p.taxPercent);
    }
  });

  it('GET products defaults: sort name asc, size 10, page 1 (zero-based slicing: the second ten)', async () => {
    const all = await everyProduct();
    const names = all.map((p) => p.name.toUpperCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const { products, pagination } = await page('');
    expect(pagination).toEqual({ length: 30, size: 10, page: 1, lastPage: 3, startIndex: 10, endIndex: 19 });
    expect(products!.map((p) => p.id)).toEqual(all.slice(10, 20).map((p) => p.id));
    expect((await page('page=0')).products!.map((p) => p.id)).toEqual(all.slice(0, 10).map((p) => p.id));
  });

  it('GET products pagination edges: page == lastPage is empty, beyond lastPage products is null with only lastPage', async () => {
    expect(await page('page=3&size=10')).toEqual({ products: [], pagination: { length: 30, size: 10, page: 3, lastPage: 3, startIndex: 30, endIndex: 29 } });
    expect(await page('page=4&size=10')).toEqual({ products: null, pagination: { lastPage: 3 } });
    expect(await page('search=nothing-matches&page=0')).toEqual({
      products: [], pagination: { length: 0, size: 10, page: 0, lastPage: 1, startIndex: 0, endIndex: -1 },
    });
    expect((await page('page=2&size=7')).pagination).toEqual({ length: 30, size: 7, page: 2, lastPage: 5, startIndex: 14, endIndex: 20 });
  });

  it('GET products searches names case-insensitively', async () => {
    const all = await everyProduct();
    const { products, pagination } = await page('search=CAPMIA&page=0&size=100');
    expect(products!.length).toBeGreaterThan(0);
    expect(products!.map((p) => p.id)).toEqual(all.filter((p) => p.name.toLowerCase().includes('capmia')).map((p) => p.id));
    expect(pagination).toMatchObject({ length: products!.length });
  });

  it('GET products sorts sku, name and active as case-insensitive text and other fields numerically, in both orders', async () => {
    const sorted = async (sort: string, order: string) => (await page(`sort=${sort}&order=${order}&page=0&size=100`)).products!;
    const text = (values: string[]) => [...values].sort((a, b) => a.toUpperCase().localeCompare(b.toUpperCase()));
    expect((await sorted('sku', 'asc')).map((p) => p.sku)).toEqual(text((await everyProduct()).map((p) => p.sku)));
    expect((await sorted('active', 'asc')).map((p) => p.active)).toEqual(text((await everyProduct()).map((p) => String(p.active))).map((a) => a === 'true'));
    for (const field of ['price', 'stock', 'cost', 'weight', 'taxPercent', 'basePrice', 'reserved'] as const) {
      const asc = (await sorted(field, 'asc')).map((p) => Number(p[field]));
      expect(asc).toEqual([...asc].sort((a, b) => a - b));
      const desc = (await sorted(field, 'desc')).map((p) => Number(p[field]));
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
    }
    const descNames = (await sorted('name', 'desc')).map((p) => p.name.toUpperCase());
    expect(descNames).toEqual([...descNames].sort((a, b) => b.localeCompare(a)));
  });

  it('GET products refuses a bad sort, order, page or size with 400', async () => {
    await expectBadRequest(get(`${base}/products?sort=colour`), /query\.sort must be one of/);
    await expectBadRequest(get(`${base}/products?order=up`), /query\.order/);
    await expectBadRequest(get(`${base}/products?page=-1`), /'page' must be at least 0/);
    await expectBadRequest(get(`${base}/products?page=two`), /'page' must be an integer/);
    await expectBadRequest(get(`${base}/products?size=0`), /'size' must be at least 1/);
  });

  it('GET product answers the product, and null for a missing or unknown id', async () => {
    const [first] = await everyProduct();
    expect((await get<Product>(`${base}/product?id=${first!.id}`)).body).toEqual(first);
    expect(await get(`${base}/product?id=nope`)).toMatchObject({ status: 200, body: null });
    expect(await get(`${base}/product`)).toMatchObject({ status: 200, body: null });
  });

  it("POST product creates the blank product, first in insertion order", async () => {
    const { status, body } = await post<Product>(`${base}/product`);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: expect.any(String), category: '', name: 'A New Product', description: '', tags: [], sku: '', barcode: '', brand: '', vendor: '',
      stock: '', reserved: '', cost: '', basePrice: '', taxPercent: '', price: '', weight: '', thumbnail: '', images: [], active: false,
    });
    expect((await everyProduct()).length).toBe(31);
    // equal sort keys keep insertion order, where the new product is first
    const bySku = (await page('sort=sku&page=0&size=100')).products!;
    expect(bySku[0]!.id).toBe(body.id);
  });

  it('PATCH product merges fields and maps references', async () => {
    const [first] = await everyProduct();
    const brands = (await get<InventoryBrand[]>(`${base}/brands`)).body;
    const other = brands.find((b) => b.id !== first!.brand)!;
    const { body } = await patch<Product>(`${base}/product`, { id: first!.id, product: { price: 99.5, active: !first!.active, brand: other.id } });
    expect(body).toEqual({ ...first, price: 99.5, active: !first!.active, brand: other.id });
    expect((await get<Product>(`${base}/product?id=${first!.id}`)).body).toEqual(body);
  });

  it('PATCH product refuses bad payloads without changing anything', async () => {
    const before = await everyProduct();
    const target = before[0]!;
    await expectBadRequest(patch(`${base}/product`, { id: target.id, product: { price: 'cheap' } }), /price must be a finite number/);
    await expectBadRequest(patch(`${base}/product`, { id: target.id, product: { name: 'x', tags: ['nope'] } }), /unknown tag id 'nope'/);
    await expectBadRequest(patch(`${base}/product`, { id: target.id, product: { category: 'nope' } }), /unknown category/);
    await expectBadRequest(patch(`${base}/product`, { id: target.id, product: { active: 'yes' } }), /active must be a boolean/);
    await expectBadRequest(patch(`${base}/product`, { id: 'nope', product: {} }), /does not exist/, 404);
    expect(await everyProduct()).toEqual(before);
  });

  it('DELETE product answers true; a missing or unknown id deletes nothing', async () => {
    const before = await everyProduct();
    expect(await del(`${base}/product?id=nope`)).toMatchObject({ status: 200, body: false });
    expect(await del(`${base}/product`)).toMatchObject({ status: 200, body: false });
    expect((await everyProduct()).length).toBe(30);
    expect((await del(`${base}/product?id=${before[5]!.id}`)).body).toBe(true);
    expect((await everyProduct()).map((p) => p.id)).toEqual(before.filter((_, i) => i !== 5).map((p) => p.id));
  });

  it('POST, PATCH and DELETE tag; deleting a tag removes it from every product', async () => {
    const created = (await post<Tag>(`${base}/tag`, { tag: { title: 'steel' } })).body;
    expect((await get<Tag[]>(`${base}/tags`)).body[0]).toEqual(created);
    expect((await patch<Tag>(`${base}/tag`, { id: created.id, tag: { title: 'titanium' } })).body).toEqual({ ...created, title: 'titanium' });
    const watch = (await get<Tag[]>(`${base}/tags`)).body.find((t) => t.title === 'watch')!;
    expect((await everyProduct()).every((p) => p.tags.includes(watch.id))).toBe(true);
    expect((await del(`${base}/tag?id=${watch.id}`)).body).toBe(true);
    expect((await everyProduct()).some((p) => p.tags.includes(watch.id))).toBe(false);
    expect((await everyProduct()).every((p) => p.tags.length === 4)).toBe(true);
    expect((await del(`${base}/tag?id=${watch.id}`)).body).toBe(false);
  });
});
