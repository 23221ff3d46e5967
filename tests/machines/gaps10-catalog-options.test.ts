/**
 * The documents' pickers on the client (issue 10 gaps, point 1): the answers of `/customer-options` and
 * `/product-options` are checked whole (a malformed option refuses the answer) and the sections' searches go to
 * them, so a user with a document's permission alone (sam, a contracts clerk, a manufacturer) picks without the catalog.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Permission as P } from '../../src/config/permissions';
import { demoConfig } from '../../src/config/runtime-config';
import { configureApiClient, resetApiClient } from '../../src/machines/effects/api-client';
import { parseCustomerOption, parseProductOption } from '../../src/machines/sections/catalog-options-api';
import { searchCustomers } from '../../src/machines/sections/contracts/contract-api';
import { fetchDeliveryPlan } from '../../src/machines/sections/deliveries/delivery-api';
import { fetchKit, fetchKits, searchKits } from '../../src/machines/sections/manufacture/work-order-api';
import { searchOrderProducts } from '../../src/machines/sections/orders/sales-order-api';
import { searchProducts } from '../../src/machines/sections/purchases/purchasing-api';
import { signAccessToken } from '../support/access-tokens';
import { get, useServices, type PageBody } from '../mirage-services/support';

useServices();
afterEach(() => resetApiClient());

/** The api client signed in at acme with exactly these permissions. */
async function configFor(permissions: string[]) {
  const config = demoConfig('http://localhost:9090');
  configureApiClient({
    config: { ...config, tenantBaseDomain: 'localhost' },
    host: 'acme.localhost',
    origin: window.location.origin,
    getAccessToken: () => signAccessToken({ sub: 'usr_clerk', name: 'Clerk', tenants: ['acme'], permissions }),
    renewAccessToken: async () => null,
  });
  return config;
}

const customer = { id: 'c1', code: 'CLI-000001', name: 'Ana', status: 'active', address: { street: 'Calle 1', city: 'CDMX', state: 'CDMX', postalCode: '01000', country: 'MX' } };
const product = { id: 'p1', sku: 'KIT-1', barcode: null, name: 'Kit', unitId: 'u1', price: 1000, taxRate: '16', components: [{ productId: 'p2', quantity: '2' }], active: true, available: null };

describe('the option parsers', () => {
  it('read a well-formed customer and product', () => {
    expect(parseCustomerOption(customer)).toEqual(customer);
    expect(parseProductOption(product)).toEqual(product);
  });
  it.each([
    ['a customer without an address', () => parseCustomerOption({ ...customer, address: null })],
    ['a customer of an unknown status', () => parseCustomerOption({ ...customer, status: 'gone' })],
    ['a product with a number for a barcode', () => parseProductOption({ ...product, barcode: 123 })],
    ['a product with a fractional price', () => parseProductOption({ ...product, price: 10.5 })],
    ['a component quantity that is not a decimal string', () => parseProductOption({ ...product, components: [{ productId: 'p2', quantity: 2 }] })],
  ])('refuse %s', (_, parse) => {
    expect(parse).toThrow(TypeError);
  });
});

describe('the sections\' searches read the options with the document permission alone', () => {
  it('a contracts clerk finds customers', async () => {
    const config = await configFor([P.ServiceContracts]);
    const found = await searchCustomers(config, '', new AbortController().signal);
    expect(found.length).toBe(20);
    expect(found.every((o) => o.sublabel?.startsWith('CLI-'))).toBe(true);
  });
  it('a manufacturer finds kits, reads one with its components and lists them by name', async () => {
    const config = await configFor([P.InventoryManufacturer]);
    const found = await searchKits(config, '', new AbortController().signal);
    expect(found.length).toBeGreaterThan(0);
    const kit = await fetchKit(config, found[0]!.id);
    expect(kit.components.length).toBeGreaterThan(0);
    const all = await fetchKits(config);
    expect(all.map((k) => k.name)).toEqual([...all.map((k) => k.name)].sort((a, b) => a.localeCompare(b)));
    expect(all.some((k) => k.id === kit.id)).toBe(true);
  });
  it('a purchaser (Order.Purchases alone) finds a requisition\'s product by SKU through the same options, name over SKU', async () => {
    const product = (await get<PageBody<{ id: string; sku: string; name: string }>>('/api/catalogs/products?active=true&pageSize=1')).body.items[0]!;
    const config = await configFor([P.OrderPurchases]);
    const found = await searchProducts(config, product.sku, new AbortController().signal);
    expect(found).toContainEqual({ id: product.id, label: product.name, sublabel: product.sku });
  });
  it("a salesperson's line picker reads the stock of the order's warehouse through /product-options (Order.Orders alone)", async () => {
    const warehouse = (await get<PageBody<{ id: string }>>('/api/inventory/warehouses?pageSize=1')).body.items[0]!;
    const config = await configFor([P.OrderOrders]);
    const found = await searchOrderProducts(config, 'a', warehouse.id, new AbortController().signal);
    expect(found.length).toBeGreaterThan(0);
    for (const p of found.slice(0, 3)) {
      const level = (await get<PageBody<{ available: string }>>(`/api/inventory/stock-levels?warehouseId=${warehouse.id}&productId=${p.id}`)).body.items[0];
      expect(p.available).toBe(level?.available ?? '0');
      expect(p.cost).toBe(0);
    }
  });
  it("a dispatcher plans a delivery with the order's customer address (the catalog of customers stays refused)", async () => {
    const order = (await get<PageBody<{ id: string; customerId: string }>>('/api/ordering/sales-orders?status=confirmed&pageSize=1')).body.items[0]!;
    const customer = (await get<{ address: unknown }>(`/api/catalogs/customers/${order.customerId}`)).body;
    const config = await configFor([P.DistributionDeliveries]);
    const plan = await fetchDeliveryPlan(config, order.id);
    expect(plan.address).toEqual(customer.address);
  });
});
