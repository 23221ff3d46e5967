/**
 * The inventory service's warehouses, stock levels and stock movements as the warehouses section reads them: the
 * endpoints and the checks of every answer (a malformed record is refused as a whole, never half shown).
 */
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { StockLevel, StockLevelRow } from '../../../domain/stock';
import { adjustmentReasons, movementTypes, type StockMovement, type StockMovementRow } from '../../../domain/stock-movement';
import { warehouseTypes, type Warehouse } from '../../../domain/warehouse';
import { listResource, parseAudited, type ResourceEndpoint } from '../../effects/resource-api';
import { bool, oneOf, optionalRef, record, text, type Fields } from '../../effects/shape';
import { decimalText, parseAddress } from '../shared-answers';

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

function levelFields(r: Fields): StockLevel {
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

/** A level as the list answers it (with its product) or as a read or PUT answers it (without: those fields empty). */
export function parseStockLevelRow(raw: unknown): StockLevelRow {
  const r = record(raw, 'stockLevel');
  const level = levelFields(r);
  const optional = (key: string) => (r[key] === undefined ? '' : text(r, key, 'stockLevel'));
  return {
    ...level,
    sku: optional('sku'),
    productName: optional('productName'),
    categoryId: r.categoryId === undefined ? null : optionalRef(r, 'categoryId', 'stockLevel'),
    unitId: optional('unitId'),
    low: r.low === undefined ? false : bool(r.low, 'stockLevel.low'),
  };
}

function nullableText(r: Fields, key: string, name: string): string | null {
  return r[key] === null ? null : text(r, key, name);
}

export function parseMovementRow(raw: unknown): StockMovementRow {
  const r = record(raw, 'stockMovement');
  const name = 'stockMovement';
  const counted = r.counted === null || r.counted === undefined ? null : decimalText(r, 'counted', name);
  const movement: StockMovement = {
    ...parseAudited(r, name),
    type: oneOf(r, 'type', movementTypes, name),
    warehouseId: text(r, 'warehouseId', name),
    productId: text(r, 'productId', name),
    quantity: decimalText(r, 'quantity', name, { signed: true }),
    counted,
    reason: r.reason === null ? null : oneOf(r, 'reason', adjustmentReasons, name),
    note: text(r, 'note', name),
    reference: nullableText(r, 'reference', name),
    otherWarehouseId: nullableText(r, 'otherWarehouseId', name),
    date: text(r, 'date', name),
    userName: text(r, 'userName', name),
    balance: decimalText(r, 'balance', name, { signed: true }),
  };
  return { ...movement, sku: r.sku === undefined ? '' : text(r, 'sku', name), productName: r.productName === undefined ? '' : text(r, 'productName', name) };
}

/** What the stock filter needs of a product category (the configuration section owns the rest). */
export interface CategoryOption {
  id: string;
  parentId: string | null;
  name: string;
}

export function parseCategory(raw: unknown): CategoryOption {
  const r = record(raw, 'category');
  return { id: text(r, 'id', 'category'), parentId: optionalRef(r, 'parentId', 'category'), name: text(r, 'name', 'category') };
}

export const warehousesEndpoint: ResourceEndpoint<Warehouse> = { service: 'inventory', resource: 'warehouses', parse: parseWarehouse };
export const stockLevelsEndpoint: ResourceEndpoint<StockLevelRow> = { service: 'inventory', resource: 'stock-levels', parse: parseStockLevelRow };
export const movementsEndpoint: ResourceEndpoint<StockMovementRow> = { service: 'inventory', resource: 'stock-movements', parse: parseMovementRow };
export const categoriesEndpoint: ResourceEndpoint<CategoryOption> = { service: 'inventory', resource: 'product-categories', parse: parseCategory };

/** Every warehouse of the tenant (a handful), by code: names for transfers, and the other tabs' headers. */
export async function fetchWarehouses(config: RuntimeConfig, signal?: AbortSignal): Promise<Warehouse[]> {
  return (await listResource(config, warehousesEndpoint, { sort: 'code', pageSize: 500 }, signal)).items;
}

/** The categories the stock filter offers (a small tree), by name. */
export async function fetchCategories(config: RuntimeConfig, signal?: AbortSignal): Promise<CategoryOption[]> {
  return (await listResource(config, categoriesEndpoint, { sort: 'name', pageSize: 500 }, signal)).items;
}
