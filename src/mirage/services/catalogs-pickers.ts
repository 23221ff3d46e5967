/**
 * The documents' pickers (issue 10): a narrow projection of customers and products that the documents' permissions
 * read, while the full records (tax ids, credit limits, e-mail and phone, costs) stay with the catalogs' own
 * permissions (issue 8: an account without the catalog permission is refused the catalog). These are THE pickers of
 * every document (sales orders included: the ordering service's former `/order-options/*` are gone, see
 * docs/mock-api.md "One picker design"); the option shapes and their one producer are src/domain/catalog-options.ts.
 *
 * - `GET /customer-options?q=&ids=&pageSize=` `{ items: [{ id, code, name, status, address }] }`: active customers
 *   whose code or name contains q (accent-insensitive), by name; `ids` (comma-separated, at most 100) names
 *   customers in any status (a document's customer, read back), in the order asked, unknown ids left out.
 * - `GET /customer-options/{id}`: one of them (404 unknown, 403 another tenant's).
 * - `GET /product-options?q=&kit=true&ids=&pageSize=&warehouseId=` `{ items: [{ id, sku, barcode, name, unitId, price,
 *   taxRate, components, active, available }] }`: active products whose SKU, barcode or name contains q, by SKU;
 *   `kit=true` only the assembled kits; `ids` as for customers; `warehouseId` fills `available` (the inventory's stock
 *   level of that warehouse, '0' without one; null when not asked): it needs a permission that reads stock levels
 *   (403), an unknown warehouse answers 400, another tenant's 403. `GET /product-options/{id}[?warehouseId=]`: one.
 * `pageSize` 1 to 500 (as a list's), 20 by default. Who may read: the documents that pick them (see the readers below).
 */
import { Response, type Request, type Server } from 'miragejs';
import { Permission as P } from '../../config/permissions';
import { customerOptionOf, isOfferedCustomer, isOfferedProduct, MAX_OPTION_IDS, OPTIONS_PAGE_SIZE, productOptionOf } from '../../domain/catalog-options';
import type { Customer } from '../../domain/customer';
import type { Product } from '../../domain/product';
import { fold } from '../../domain/text';
import type { Warehouse } from '../../domain/warehouse';
import type { Caller } from '../auth';
import { badRequestProblem, forbiddenProblem, notFoundProblem } from '../shared/problem';
import { inventoryReaders } from './inventory-access';
import { guarded } from './resource';
import type { ServiceRuntime } from './runtime';
import type { RouteDoc } from './service';
import { availableIn } from './stock-effects';

/** Who picks customers: their catalog, and the documents made for a customer (orders, contracts, deliveries). */
export const customerOptionReaders = [P.CatalogsCustomers, P.OrderOrders, P.ServiceContracts, P.DistributionDeliveries] as const;
/** Who picks products: their catalog, the warehouses, and the documents with product lines or kits. */
export const productOptionReaders = [P.CatalogsProducts, P.InventoryWarehouses, P.OrderOrders, P.OrderPurchases, P.InventoryManufacturer, P.DistributionDeliveries] as const;
/** Who may ask the products' stock (`warehouseId`): the readers of the inventory's stock levels (a dispatcher picks without it). */
export const productStockReaders = inventoryReaders;

const json = { 'Content-Type': 'application/json' };

interface OptionsQuery {
  q: string;
  ids: string[] | null;
  pageSize: number;
  kit: boolean;
  warehouseId: string | null;
}

function queryOf(request: Request): OptionsQuery {
  const params = new URL(request.url, 'http://mock.invalid').searchParams;
  const q = (params.get('q') ?? '').trim();
  if (q.length > 200) throw badRequestProblem('q is at most 200 characters');
  const rawIds = params.get('ids');
  const ids = rawIds === null ? null : rawIds.split(',').map((id) => id.trim()).filter((id) => id !== '');
  if (ids && ids.length > MAX_OPTION_IDS) throw badRequestProblem(`ids names at most ${MAX_OPTION_IDS} records`);
  const rawSize = params.get('pageSize');
  const pageSize = rawSize === null ? OPTIONS_PAGE_SIZE : Number(rawSize);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 500) throw badRequestProblem('pageSize is an integer from 1 to 500');
  const kit = params.get('kit');
  if (kit !== null && kit !== 'true' && kit !== 'false') throw badRequestProblem("kit is 'true' or 'false'");
  const warehouseId = params.get('warehouseId');
  if (warehouseId !== null && (warehouseId === '' || warehouseId.length > 100)) throw badRequestProblem('warehouseId names a warehouse');
  return { q: fold(q), ids, pageSize, kit: kit === 'true', warehouseId };
}

/** The records asked by id (in the order asked, unknown ones left out), or the search's page. */
function pick<T extends { id: string }>(all: readonly T[], byId: (id: string) => T | undefined, query: OptionsQuery, matches: (record: T) => boolean, order: (a: T, b: T) => number): T[] {
  if (query.ids) return query.ids.map(byId).filter((r): r is T => r !== undefined && matches(r));
  return all.filter(matches).sort((a, b) => order(a, b) || a.id.localeCompare(b.id)).slice(0, query.pageSize);
}

export function registerPickerRoutes(server: Server, runtime: ServiceRuntime, base: string): void {
  const timing = { timing: runtime.context.delay(100) };
  const catalogs = (tenant: string) => runtime.data.load(tenant, 'catalogs');

  /** 404 for an unknown id, 403 for another tenant's. */
  const missing = async (caller: Caller, collection: string, id: string) => {
    for (const other of runtime.tenantSlugs) {
      if (other !== caller.tenant && (await catalogs(other)).collection(collection).has(id)) return forbiddenProblem(`The ${collection} record '${id}' is not one of this tenant's`);
    }
    return notFoundProblem(`There is no ${collection} record '${id}'`);
  };

  /**
   * What is available of a product in the asked warehouse (null: none asked). The stock is the inventory's: asking it
   * needs a permission that reads stock levels (403 otherwise); an unknown warehouse is a bad query (400), another
   * tenant's a 403.
   */
  const stockOf = async (caller: Caller, warehouseId: string | null): Promise<(productId: string) => string | null> => {
    if (warehouseId === null) return () => null;
    if (!caller.permissions.some((p) => (productStockReaders as readonly string[]).includes(p))) throw forbiddenProblem('Reading the stock (warehouseId) needs a permission that reads stock levels');
    const data = await runtime.data.load(caller.tenant, 'inventory');
    if (!data.collection<Warehouse>('warehouses').has(warehouseId)) {
      for (const other of runtime.tenantSlugs) {
        if (other !== caller.tenant && (await runtime.data.load(other, 'inventory')).collection('warehouses').has(warehouseId)) throw forbiddenProblem(`The warehouses record '${warehouseId}' is not one of this tenant's`);
      }
      throw badRequestProblem(`warehouseId: there is no warehouse '${warehouseId}'`);
    }
    return (productId) => availableIn(data, warehouseId, productId);
  };

  server.get(
    `${base}/customer-options`,
    guarded(runtime, customerOptionReaders, async (caller, request) => {
      const query = queryOf(request);
      const customers = (await catalogs(caller.tenant)).collection<Customer>('customers');
      const items = pick(
        customers.all(),
        (id) => customers.get(id),
        query,
        (c) => (query.ids ? true : isOfferedCustomer(c) && (query.q === '' || fold(`${c.code} ${c.name}`).includes(query.q))),
        (a, b) => a.name.localeCompare(b.name),
      ).map(customerOptionOf);
      return new Response(200, json, { items });
    }),
    timing,
  );
  server.get(
    `${base}/customer-options/:id`,
    guarded(runtime, customerOptionReaders, async (caller, request) => {
      const id = String(request.params.id);
      const customer = (await catalogs(caller.tenant)).collection<Customer>('customers').get(id);
      if (!customer) throw await missing(caller, 'customers', id);
      return new Response(200, json, customerOptionOf(customer));
    }),
    timing,
  );
  server.get(
    `${base}/product-options`,
    guarded(runtime, productOptionReaders, async (caller, request) => {
      const query = queryOf(request);
      const stock = await stockOf(caller, query.warehouseId);
      const products = (await catalogs(caller.tenant)).collection<Product>('products');
      const items = pick(
        products.all(),
        (id) => products.get(id),
        query,
        (p) =>
          (!query.kit || p.components.length > 0) &&
          (query.ids ? true : isOfferedProduct(p) && (query.q === '' || fold(`${p.sku} ${p.barcode ?? ''} ${p.name}`).includes(query.q))),
        (a, b) => a.sku.localeCompare(b.sku),
      ).map((p) => productOptionOf(p, stock(p.id)));
      return new Response(200, json, { items });
    }),
    timing,
  );
  server.get(
    `${base}/product-options/:id`,
    guarded(runtime, productOptionReaders, async (caller, request) => {
      const id = String(request.params.id);
      const stock = await stockOf(caller, queryOf(request).warehouseId);
      const product = (await catalogs(caller.tenant)).collection<Product>('products').get(id);
      if (!product) throw await missing(caller, 'products', id);
      return new Response(200, json, productOptionOf(product, stock(product.id)));
    }),
    timing,
  );
}

const names = (permissions: readonly string[]) => permissions.map((p) => p.replace(/^permission\./, '')).join(', ');

export const pickerRouteDocs: readonly RouteDoc[] = [
  {
    method: 'GET',
    path: '/customer-options',
    access: names(customerOptionReaders),
    answer:
      "{items: [{id, code, name, status, address}]}: every document's customer picker (no tax id, e-mail, phone or credit limit); active customers whose code or name contains q, by name, pageSize 1-500 (20); ids=a,b names customers in any status, in that order",
  },
  { method: 'GET', path: '/customer-options/{id}', access: names(customerOptionReaders), answer: '{id, code, name, status, address} of one customer; 404 unknown, 403 another tenant\'s' },
  {
    method: 'GET',
    path: '/product-options',
    access: names(productOptionReaders),
    answer:
      "{items: [{id, sku, barcode, name, unitId, price, taxRate, components, active, available}]}: every document's product and kit picker (no cost); active products whose SKU, barcode or name contains q, by SKU; kit=true only kits; pageSize 1-500 (20); ids=a,b in any state, in that order; warehouseId=w fills available (decimal string; null without it), needs a stock-level reader's permission (" + names(productStockReaders) + '), 400 unknown warehouse, 403 another tenant\'s',
  },
  { method: 'GET', path: '/product-options/{id}', access: names(productOptionReaders), answer: '{id, sku, barcode, name, unitId, price, taxRate, components, active, available} of one product (warehouseId as for the list); 404 unknown, 403 another tenant\'s' },
];
