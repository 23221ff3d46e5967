/**
 * The catalogs service's products, and the inventory lists a product refers to (units, categories, warehouses, stock
 * levels): the endpoints and the checks of every answer.
 */
import type { RuntimeConfig } from '../../../config/runtime-config';
import { unitStatuses, type ProductCategory, type Unit } from '../../../domain/inventory-config';
import type { KitComponent, Product } from '../../../domain/product';
import type { StockLevel } from '../../../domain/stock';
import type { Warehouse } from '../../../domain/warehouse';
import { warehouseTypes } from '../../../domain/warehouse';
import { listResource, parseAudited, type ResourceEndpoint } from '../../effects/resource-api';
import { bool, count, list, oneOf, optionalRef, record, text } from '../../effects/shape';
import { decimalText, parseAddress } from '../shared-answers';

function parseComponent(raw: unknown): KitComponent {
  const r = record(raw, 'product.components[]');
  const productId = text(r, 'productId', 'product.components[]');
  if (productId === '') throw new TypeError('product.components[].productId must not be empty');
  return { productId, quantity: decimalText(r, 'quantity', 'product.components[]') };
}

export function parseProduct(raw: unknown): Product {
  const r = record(raw, 'product');
  const barcode = r.barcode;
  if (barcode !== null && typeof barcode !== 'string') throw new TypeError('product.barcode must be a string or null');
  return {
    ...parseAudited(r, 'product'),
    sku: text(r, 'sku', 'product'),
    barcode: barcode as string | null,
    name: text(r, 'name', 'product'),
    description: text(r, 'description', 'product'),
    categoryId: optionalRef(r, 'categoryId', 'product'),
    unitId: text(r, 'unitId', 'product'),
    cost: count(r, 'cost', 'product'),
    price: count(r, 'price', 'product'),
    taxRate: decimalText(r, 'taxRate', 'product'),
    components: list(r.components, 'product.components').map(parseComponent),
    active: bool(r.active, 'product.active'),
  };
}

export function parseUnit(raw: unknown): Unit {
  const r = record(raw, 'unit');
  return { ...parseAudited(r, 'unit'), code: text(r, 'code', 'unit'), name: text(r, 'name', 'unit'), status: oneOf(r, 'status', unitStatuses, 'unit') };
}

export function parseCategory(raw: unknown): ProductCategory {
  const r = record(raw, 'category');
  return { ...parseAudited(r, 'category'), parentId: optionalRef(r, 'parentId', 'category'), name: text(r, 'name', 'category'), slug: text(r, 'slug', 'category'), position: count(r, 'position', 'category') };
}

export function parseWarehouse(raw: unknown): Warehouse {
  const r = record(raw, 'warehouse');
  return {
    ...parseAudited(r, 'warehouse'),
    code: text(r, 'code', 'warehouse'),
    name: text(r, 'name', 'warehouse'),
    address: parseAddress(r.address, 'warehouse.address'),
    type: oneOf(r, 'type', warehouseTypes, 'warehouse'),
    active: bool(r.active, 'warehouse.active'),
  };
}

export function parseStockLevel(raw: unknown): StockLevel {
  const r = record(raw, 'stockLevel');
  return {
    ...parseAudited(r, 'stockLevel'),
    productId: text(r, 'productId', 'stockLevel'),
    warehouseId: text(r, 'warehouseId', 'stockLevel'),
    onHand: decimalText(r, 'onHand', 'stockLevel'),
    reserved: decimalText(r, 'reserved', 'stockLevel'),
    // Below zero when more is promised than held (a negative-stock policy allows it).
    available: decimalText(r, 'available', 'stockLevel', { signed: true }),
    minimum: decimalText(r, 'minimum', 'stockLevel'),
  };
}

export const productsEndpoint: ResourceEndpoint<Product> = { service: 'catalogs', resource: 'products', parse: parseProduct };
export const unitsEndpoint: ResourceEndpoint<Unit> = { service: 'inventory', resource: 'units', parse: parseUnit };
export const categoriesEndpoint: ResourceEndpoint<ProductCategory> = { service: 'inventory', resource: 'product-categories', parse: parseCategory };
export const warehousesEndpoint: ResourceEndpoint<Warehouse> = { service: 'inventory', resource: 'warehouses', parse: parseWarehouse };
export const stockLevelsEndpoint: ResourceEndpoint<StockLevel> = { service: 'inventory', resource: 'stock-levels', parse: parseStockLevel };

/** The small reference lists a product form and list show by name (units, categories, warehouses): all of them, by name. */
export async function fetchProductReferences(config: RuntimeConfig, signal?: AbortSignal) {
  const [units, categories, warehouses] = await Promise.all([
    listResource(config, unitsEndpoint, { sort: 'code', pageSize: 500 }, signal),
    listResource(config, categoriesEndpoint, { sort: 'name', pageSize: 500 }, signal),
    listResource(config, warehousesEndpoint, { sort: 'code', pageSize: 500 }, signal),
  ]);
  return { units: units.items, categories: categories.items, warehouses: warehouses.items };
}
export type ProductReferences = Awaited<ReturnType<typeof fetchProductReferences>>;

/** A product's stock in every warehouse (read-only on its page). */
export async function fetchProductStock(config: RuntimeConfig, productId: string, signal?: AbortSignal): Promise<StockLevel[]> {
  const page = await listResource(config, stockLevelsEndpoint, { productId, sort: 'warehouseId', pageSize: 500 }, signal);
  return page.items;
}
