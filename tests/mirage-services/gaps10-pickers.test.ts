/**
 * The documents' pickers (issue 10 gaps, point 1): `/customer-options` and `/product-options` of the catalogs
 * service answer a narrow projection (no tax id, e-mail, phone, credit limit or cost) to the documents'
 * permissions, while the catalogs themselves stay refused to them (issue 8).
 */
import { describe, expect, it } from 'vitest';
import { Permission as P } from '../../src/config/permissions';
import type { Customer } from '../../src/domain/customer';
import { customerOptionOf, parseCustomerOption, parseOptionItems, parseProductOption, productOptionOf } from '../../src/domain/catalog-options';
import type { Product } from '../../src/domain/product';
import { signAccessToken } from '../support/access-tokens';
import { call, get, newCustomer, useServices, type PageBody } from './support';

useServices();
const base = '/api/catalogs';

type Items<T> = { items: T[] };
const customerKeys = ['address', 'code', 'id', 'name', 'status'];
const productKeys = ['active', 'available', 'barcode', 'components', 'id', 'name', 'price', 'sku', 'taxRate', 'unitId'];

/** A caller of acme with exactly these permissions. */
const as = async (permissions: string[], tenants = ['acme']) => ({
  as: null,
  tenant: tenants[0]!,
  token: await signAccessToken({ sub: `usr_${permissions.join('_') || 'none'}`, name: 'Test User', tenants, permissions }),
});

describe('who reads the pickers and who reads the catalogs', () => {
  const cases: [string, string[], { customers: number; customerOptions: number; products: number; productOptions: number }][] = [
    ['sales (sam)', [P.OrderOrders], { customers: 403, customerOptions: 200, products: 403, productOptions: 200 }],
    ['contracts', [P.ServiceContracts], { customers: 403, customerOptions: 200, products: 403, productOptions: 403 }],
    ['manufacture', [P.InventoryManufacturer], { customers: 403, customerOptions: 403, products: 403, productOptions: 200 }],
    ['deliveries', [P.DistributionDeliveries], { customers: 403, customerOptions: 200, products: 403, productOptions: 200 }],
    ['cash only', [P.DistributionCash], { customers: 403, customerOptions: 403, products: 403, productOptions: 403 }],
    ['nobody', [], { customers: 403, customerOptions: 403, products: 403, productOptions: 403 }],
    ['the customers catalog', [P.CatalogsCustomers], { customers: 200, customerOptions: 200, products: 403, productOptions: 403 }],
  ];
  it.each(cases)('%s', async (_, permissions, expected) => {
    const who = await as(permissions);
    const statuses = {
      customers: (await get(`${base}/customers?pageSize=1`, who)).status,
      customerOptions: (await get(`${base}/customer-options`, who)).status,
      products: (await get(`${base}/products?pageSize=1`, who)).status,
      productOptions: (await get(`${base}/product-options`, who)).status,
    };
    expect(statuses).toEqual(expected);
  });

  it('refuses a caller without a token (401)', async () => {
    expect((await get(`${base}/customer-options`, { as: null })).status).toBe(401);
  });
});

describe('the customer options', () => {
  it('answers only id, code, name, status and address: no tax id, e-mail, phone or credit limit', async () => {
    const page = (await get<Items<Record<string, unknown>>>(`${base}/customer-options?q=a`, await as([P.OrderOrders]))).body;
    expect(page.items.length).toBe(20);
    for (const item of page.items) expect(Object.keys(item).sort()).toEqual(customerKeys);
  });

  it('searches active customers by code or name without accents, sorted by name', async () => {
    const created = (await call<Customer>('POST', `${base}/customers`, { body: newCustomer({ name: 'Zoé Ñandú Pérez' }) })).body;
    const sam = await as([P.OrderOrders]);
    const byName = (await get<Items<{ id: string; name: string }>>(`${base}/customer-options?q=zoe%20nandu`, sam)).body.items;
    expect(byName.map((c) => c.id)).toEqual([created.id]);
    const byCode = (await get<Items<{ id: string }>>(`${base}/customer-options?q=${created.code}`, sam)).body.items;
    expect(byCode.map((c) => c.id)).toEqual([created.id]);
    const names = (await get<Items<{ name: string; status: string }>>(`${base}/customer-options?pageSize=100`, sam)).body.items;
    expect(names.length).toBe(100);
    expect(names.every((c) => c.status === 'active')).toBe(true);
    expect([...names.map((c) => c.name)].sort((a, b) => a.localeCompare(b))).toEqual(names.map((c) => c.name));
  });

  it('leaves an inactive customer out of the search but names it by id (a document that already has it)', async () => {
    const created = (await call<Customer>('POST', `${base}/customers`, { body: newCustomer({ name: 'Inactiva Ejemplo', status: 'inactive' }) })).body;
    const sam = await as([P.OrderOrders]);
    expect((await get<Items<unknown>>(`${base}/customer-options?q=inactiva%20ejemplo`, sam)).body.items).toEqual([]);
    const other = (await get<PageBody<Customer>>(`${base}/customers?status=active&pageSize=1`)).body.items[0]!;
    const named = (await get<Items<{ id: string; status: string }>>(`${base}/customer-options?ids=${created.id},unknown,${other.id}`, sam)).body.items;
    expect(named.map((c) => [c.id, c.status])).toEqual([
      [created.id, 'inactive'],
      [other.id, 'active'],
    ]);
    const one = await get<Record<string, unknown>>(`${base}/customer-options/${created.id}`, sam);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ id: created.id, code: created.code, name: created.name, status: 'inactive', address: created.address });
  });

  it('answers 404 for an unknown id and 403 for another tenant\'s, 400 for a bad page size or too many ids', async () => {
    const globexCustomer = (await get<PageBody<Customer>>(`${base}/customers?pageSize=1`, { as: 'gus' })).body.items[0]!;
    const sam = await as([P.OrderOrders]);
    expect((await get(`${base}/customer-options/no-such-id`, sam)).status).toBe(404);
    expect((await get(`${base}/customer-options/${globexCustomer.id}`, sam)).status).toBe(403);
    expect((await get(`${base}/customer-options?ids=${globexCustomer.id}`, sam)).body).toEqual({ items: [] });
    expect((await get(`${base}/customer-options?pageSize=0`, sam)).status).toBe(400);
    expect((await get(`${base}/customer-options?pageSize=501`, sam)).status).toBe(400);
    expect((await get(`${base}/customer-options?ids=${Array.from({ length: 101 }, (_, i) => `c${i}`).join(',')}`, sam)).status).toBe(400);
  });
});

describe('the product options', () => {
  it('answers no cost, searches by SKU, barcode or name, active only, sorted by SKU', async () => {
    const sam = await as([P.OrderOrders]);
    const page = (await get<Items<Record<string, unknown>>>(`${base}/product-options?pageSize=50`, sam)).body.items as unknown as Product[];
    expect(page.length).toBe(50);
    for (const item of page) expect(Object.keys(item).sort()).toEqual(productKeys);
    expect(page.every((p) => p.active)).toBe(true);
    expect([...page.map((p) => p.sku)].sort((a, b) => a.localeCompare(b))).toEqual(page.map((p) => p.sku));
    const withBarcode = page.find((p) => p.barcode !== null)!;
    const byBarcode = (await get<Items<Product>>(`${base}/product-options?q=${withBarcode.barcode}`, sam)).body.items;
    expect(byBarcode.map((p) => p.id)).toContain(withBarcode.id);
  });

  it('kit=true answers only kits with their components (the work order picker of a manufacturer)', async () => {
    const maker = await as([P.InventoryManufacturer]);
    const kits = (await get<Items<Product>>(`${base}/product-options?kit=true&pageSize=100`, maker)).body.items;
    expect(kits.length).toBeGreaterThan(0);
    expect(kits.every((k) => k.components.length > 0 && k.components.every((c) => typeof c.productId === 'string' && typeof c.quantity === 'string'))).toBe(true);
    const component = kits[0]!.components[0]!.productId;
    const named = await get<Product>(`${base}/product-options/${component}`, maker);
    expect(named.status).toBe(200);
    expect(named.body.id).toBe(component);
    expect((await get(`${base}/product-options?kit=maybe`, maker)).status).toBe(400);
  });
});

describe("the product options with a warehouse's stock (warehouseId: the sales order's line picker)", () => {
  type Level = { productId: string; warehouseId: string; available: string };
  const warehouses = async () => (await get<PageBody<{ id: string; code: string }>>('/api/inventory/warehouses?pageSize=50')).body.items;

  it('fills available from the stock levels of that warehouse (null when no warehouse is named)', async () => {
    const [first, second] = await warehouses();
    const sam = await as([P.OrderOrders]);
    const page = (await get<Items<{ id: string; available: string | null }>>(`${base}/product-options?q=a&pageSize=5&warehouseId=${first!.id}`, sam)).body.items;
    expect(page.length).toBe(5);
    for (const option of page) {
      const level = (await get<PageBody<Level>>(`/api/inventory/stock-levels?warehouseId=${first!.id}&productId=${option.id}`)).body.items[0];
      expect(option.available).toBe(level?.available ?? '0');
    }
    // Another warehouse answers its own levels: at least one of the five differs or both equal the stored ones.
    const other = (await get<Items<{ id: string; available: string | null }>>(`${base}/product-options?q=a&pageSize=5&warehouseId=${second!.id}`, sam)).body.items;
    for (const option of other) {
      const level = (await get<PageBody<Level>>(`/api/inventory/stock-levels?warehouseId=${second!.id}&productId=${option.id}`)).body.items[0];
      expect(option.available).toBe(level?.available ?? '0');
    }
    const without = (await get<Items<{ available: string | null }>>(`${base}/product-options?q=a&pageSize=5`, sam)).body.items;
    expect(without.map((o) => o.available)).toEqual([null, null, null, null, null]);
    const one = (await get<{ id: string; available: string | null }>(`${base}/product-options/${page[0]!.id}?warehouseId=${first!.id}`, sam)).body;
    expect(one.available).toBe(page[0]!.available);
  });

  it('leaves inactive products out of the stock search too', async () => {
    const unit = (await get<PageBody<Product>>(`${base}/products?pageSize=1`)).body.items[0]!.unitId;
    const created = (await call<Product>('POST', `${base}/products`, { body: { sku: 'ZZ-INACTIVE-PICK', name: 'Producto inactivo de prueba', unitId: unit, price: 100, active: false } })).body;
    const [first] = await warehouses();
    const sam = await as([P.OrderOrders]);
    expect(created.active).toBe(false);
    expect((await get<Items<unknown>>(`${base}/product-options?q=ZZ-INACTIVE-PICK&warehouseId=${first!.id}`, sam)).body.items).toEqual([]);
    const named = (await get<Items<{ id: string; active: boolean; available: string | null }>>(`${base}/product-options?ids=${created.id}&warehouseId=${first!.id}`, sam)).body.items;
    expect(named).toEqual([expect.objectContaining({ id: created.id, active: false, available: '0' })]);
  });

  it('answers problem+json: 400 for an unknown or empty warehouse, 403 for another tenant\'s, 403 for a caller who may not read stock', async () => {
    const sam = await as([P.OrderOrders]);
    const unknown = await get<{ type: string; status: number; detail: string }>(`${base}/product-options?warehouseId=no-such-warehouse`, sam);
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get('content-type')).toContain('application/problem+json');
    expect(unknown.body.detail).toContain('no-such-warehouse');
    expect((await get(`${base}/product-options?warehouseId=`, sam)).status).toBe(400);
    const globexWarehouse = (await get<PageBody<{ id: string }>>('/api/inventory/warehouses?pageSize=1', { as: 'gus' })).body.items[0]!;
    expect((await get(`${base}/product-options?warehouseId=${globexWarehouse.id}`, sam)).status).toBe(403);
    const [first] = await warehouses();
    // A dispatcher picks products but does not read the stock levels: the stock stays refused.
    const dispatcher = await as([P.DistributionDeliveries]);
    expect((await get(`${base}/product-options?q=a`, dispatcher)).status).toBe(200);
    expect((await get(`${base}/product-options?q=a&warehouseId=${first!.id}`, dispatcher)).status).toBe(403);
    expect((await get(`${base}/product-options?q=a&warehouseId=${first!.id}`, await as([P.OrderPurchases]))).status).toBe(200);
    expect((await get(`${base}/product-options?q=a&warehouseId=${first!.id}`, await as([P.InventoryManufacturer]))).status).toBe(200);
  });
});

describe("one shape on both sides: the client's parsers read exactly what the service produces", () => {
  it('every option of a page parses back to itself', async () => {
    const sam = await as([P.OrderOrders]);
    const [first] = (await get<PageBody<{ id: string }>>('/api/inventory/warehouses?pageSize=1')).body.items;
    const customers = (await get(`${base}/customer-options?q=a&pageSize=50`, sam)).body;
    expect(parseOptionItems(customers, parseCustomerOption)).toEqual((customers as unknown as Items<unknown>).items);
    for (const path of [`${base}/product-options?pageSize=50`, `${base}/product-options?pageSize=50&warehouseId=${first!.id}`, `${base}/product-options?kit=true&pageSize=50`]) {
      const products = (await get(path, sam)).body;
      expect(parseOptionItems(products, parseProductOption)).toEqual((products as unknown as Items<unknown>).items);
    }
  });

  it("the service's answer is the domain's projection of the stored record", async () => {
    const customer = (await get<PageBody<Customer>>(`${base}/customers?status=active&pageSize=1`)).body.items[0]!;
    const product = (await get<PageBody<Product>>(`${base}/products?active=true&pageSize=1`)).body.items[0]!;
    const sam = await as([P.OrderOrders]);
    expect((await get(`${base}/customer-options/${customer.id}`, sam)).body).toEqual(customerOptionOf(customer));
    expect((await get(`${base}/product-options/${product.id}`, sam)).body).toEqual(productOptionOf(product));
  });
});
