// Issue 14, e-commerce inventory: the strict readers on the mock's real answers and on bad ones, the list kit's query
// as the mock's parameters (a page counted from 0), the draft's rules (price from base price and tax, checks, body).
import { describe, expect, it } from 'vitest';
import { pictureOf, pictureSrc, readProduct, readProductPage, readTag } from '../../../src/machines/demo/ecommerce/inventory-api';
import { toProductQuery } from '../../../src/machines/demo/ecommerce/inventory-list';
import { changesOf, computedPrice, draftOf, isDirty, parseAmount, validateDraft, withField } from '../../../src/machines/demo/ecommerce/product-draft';
import { get, post, useServer } from '../../mirage-demo/support';

useServer();
const base = '/api/apps/ecommerce/inventory';

describe('inventory answers', () => {
  it('reads the mock products page, a product and a new blank product', async () => {
    const raw = (await get(`${base}/products?page=0&size=10&sort=price&order=desc`)).body;
    const page = readProductPage(raw, 1, 10);
    expect(page.items).toHaveLength(10);
    expect(page.total).toBe(30);
    const prices = page.items.map((p) => p.price as number);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    const one = readProduct((await get(`${base}/product?id=${page.items[0]!.id}`)).body);
    expect(one).toEqual(page.items[0]);
    const blank = readProduct((await post(`${base}/product`)).body);
    expect(blank).toMatchObject({ name: 'A New Product', active: false, price: '', tags: [], images: [], category: '' });
  });

  it('beyond the last page: an empty page whose total places it beyond the end', async () => {
    const raw = (await get(`${base}/products?page=7&size=10`)).body;
    const page = readProductPage(raw, 8, 10);
    expect(page).toEqual({ items: [], total: 30, page: 8, pageSize: 10 });
  });

  it.each([
    ['not an object', []],
    ['a price that is text', { price: '12' }],
    ['a name that is not text', { name: 5 }],
    ['a thumbnail on another site', { thumbnail: 'https://evil.test/x.jpg' }],
    ['a thumbnail that is script', { thumbnail: 'javascript:alert(1)' }],
    ['a picture path that climbs out', { images: ['../../etc/passwd.png'] }],
    ['an id with markup', { id: '<img src=x onerror=alert(1)>' }],
    ['tags that are not a list', { tags: 'watch' }],
    ['active that is not a boolean', { active: 'yes' }],
  ])('refuses a product with %s', async (_, change) => {
    const raw = (await get(`${base}/products?page=0&size=1`)).body as { products: Record<string, unknown>[] };
    const bad = Array.isArray(change) ? change : { ...raw.products[0], ...change };
    expect(() => readProduct(bad)).toThrow(TypeError);
  });

  it('pictures: app paths and data images load from the app; anything else is refused', () => {
    expect(pictureSrc(pictureOf('images/apps/ecommerce/products/watch-01-thumb.jpg', 'p'))).toBe('/images/apps/ecommerce/products/watch-01-thumb.jpg');
    expect(pictureOf('data:image/png;base64,AAAA', 'p')).toBe('data:image/png;base64,AAAA');
    expect(pictureOf('', 'p')).toBe('');
    expect(() => pictureOf('//evil.test/x.png', 'p')).toThrow(TypeError);
    expect(() => readTag({ id: 't1', title: 7 })).toThrow(TypeError);
  });

  it('the list kit query becomes the mock parameters: one sort key and its order, page from 0 on the wire', () => {
    expect(toProductQuery({ q: 'zeon', sort: ['-price'], page: 2, pageSize: 25, filters: {} })).toEqual({ search: 'zeon', sort: 'price', order: 'desc', page: 2, size: 25 });
    expect(toProductQuery({ q: '', sort: ['sku'], page: 1, pageSize: 10, filters: {} })).toMatchObject({ sort: 'sku', order: 'asc', page: 1 });
  });
});

describe('product draft', () => {
  const product = readProduct({
    id: 'p1', category: 'c1', name: 'Zeon Watch', description: '', tags: ['t1'], sku: 'ABC-1', barcode: '1', brand: '', vendor: '',
    stock: 10, reserved: 2, cost: 20, basePrice: 40, taxPercent: 10, price: 44, weight: 0.5, thumbnail: '', images: ['a.jpg', 'b.jpg'], active: true,
  });

  it('a product becomes a draft and back without change', () => {
    const draft = draftOf(product);
    expect(draft.basePrice).toBe('40');
    expect(isDirty(draft, product)).toBe(false);
    expect(changesOf(draft)).toMatchObject({ basePrice: 40, price: 44, tags: ['t1'], active: true });
  });

  it('base price and tax compute the price to the cent; the price stays editable', () => {
    let draft = withField(draftOf(product), 'basePrice', '19.99');
    expect(draft.price).toBe('21.99');
    draft = withField(draft, 'taxPercent', '16');
    expect(draft.price).toBe('23.19');
    draft = withField(draft, 'price', '25');
    expect(draft.price).toBe('25');
    expect(isDirty(draft, product)).toBe(true);
    expect(computedPrice('', '16')).toBe('');
  });

  it('checks: name required, numbers, whole stock, tax up to 100, reserved up to the stock', () => {
    const draft = { ...draftOf(product), name: '  ', cost: 'abc', stock: '2.5', taxPercent: '120', reserved: '20' };
    expect(validateDraft(draft)).toEqual({ name: 'required', cost: 'invalid-number', stock: 'not-whole', taxPercent: 'out-of-range', reserved: 'out-of-range' });
    expect(validateDraft(draftOf(product))).toEqual({});
    expect(parseAmount('12,5')).toBe(12.5);
    expect(parseAmount('-3')).toBeNull();
    expect(parseAmount('')).toBe('');
  });
});
