/**
 * The inventory service's configuration (units, the category tree and its usage counts, the settings): endpoints,
 * requests, and the checks of every answer (a malformed answer is refused as a whole, never half shown).
 */
import type { RuntimeConfig } from '../../../config/runtime-config';
import { unitStatuses, type ProductCategory, type ProductCategoryInput, type Unit } from '../../../domain/inventory-config';
import { costingMethods, negativeStockPolicies, type InventorySettings, type InventorySettingsInput } from '../../../domain/inventory-settings';
import type { HistoryEntry } from '../../../domain/resource';
import { apiRequest } from '../../effects/api-client';
import { newIdempotencyKey } from '../../effects/idempotency-key';
import { createResource, deleteResource, listResource, parseAudited, parseHistoryEntry, updateResource, type ResourceEndpoint } from '../../effects/resource-api';
import { count, list, oneOf, optionalRef, record, text } from '../../effects/shape';

export function parseUnit(raw: unknown): Unit {
  const r = record(raw, 'unit');
  return { ...parseAudited(r, 'unit'), code: text(r, 'code', 'unit'), name: text(r, 'name', 'unit'), status: oneOf(r, 'status', unitStatuses, 'unit') };
}

export function parseCategory(raw: unknown): ProductCategory {
  const r = record(raw, 'category');
  return {
    ...parseAudited(r, 'category'),
    name: text(r, 'name', 'category'),
    slug: text(r, 'slug', 'category'),
    parentId: optionalRef(r, 'parentId', 'category'),
    position: count(r, 'position', 'category'),
  };
}

export function parseSettings(raw: unknown): InventorySettings {
  const r = record(raw, 'settings');
  return {
    ...parseAudited(r, 'settings'),
    costingMethod: oneOf(r, 'costingMethod', costingMethods, 'settings'),
    negativeStock: oneOf(r, 'negativeStock', negativeStockPolicies, 'settings'),
  };
}

/** Per category: its products and subcategories. */
export interface CategoryUsage {
  products: number;
  children: number;
}

export function parseUsage(raw: unknown): Record<string, CategoryUsage> {
  const items = list(record(raw, 'usage').items, 'usage.items');
  const usage: Record<string, CategoryUsage> = {};
  for (const item of items) {
    const r = record(item, 'usage.items[]');
    usage[text(r, 'categoryId', 'usage.items[]')] = { products: count(r, 'products', 'usage.items[]'), children: count(r, 'children', 'usage.items[]') };
  }
  return usage;
}

export const unitsEndpoint: ResourceEndpoint<Unit> = { service: 'inventory', resource: 'units', parse: parseUnit };
export const categoriesEndpoint: ResourceEndpoint<ProductCategory> = { service: 'inventory', resource: 'product-categories', parse: parseCategory };

/** The whole tree (a tenant has tens of categories, far below one page of 500) and its usage counts. */
export interface CategoryTree {
  categories: ProductCategory[];
  usage: Record<string, CategoryUsage>;
}

export async function fetchCategoryTree(config: RuntimeConfig, signal?: AbortSignal): Promise<CategoryTree> {
  const base = config.services.inventory;
  const [page, usage] = await Promise.all([
    listResource(config, categoriesEndpoint, { sort: 'position', pageSize: 500 }, signal),
    apiRequest({ method: 'GET', url: `${base}/product-categories/usage`, ...(signal ? { signal } : {}), parse: parseUsage }),
  ]);
  return { categories: page.items, usage };
}

const bodyOf = (c: ProductCategory): ProductCategoryInput => ({ name: c.name, parentId: c.parentId, position: c.position });

/** One move: a PUT of the category with its new parent and position (the service renumbers the siblings). */
export const moveCategory = (config: RuntimeConfig, category: ProductCategory, place: { parentId: string | null; position: number }) =>
  updateResource(config, categoriesEndpoint, category.id, category.version, { ...bodyOf(category), ...place }, newIdempotencyKey());

export const renameCategory = (config: RuntimeConfig, category: ProductCategory, name: string) =>
  updateResource(config, categoriesEndpoint, category.id, category.version, { ...bodyOf(category), name }, newIdempotencyKey());

/** A new category, last among the parent's children. */
export const createCategory = (config: RuntimeConfig, parentId: string | null, name: string) =>
  createResource(config, categoriesEndpoint, { name, parentId }, newIdempotencyKey());

export const deleteCategory = (config: RuntimeConfig, category: ProductCategory) => deleteResource(config, categoriesEndpoint, category.id, newIdempotencyKey());

export async function fetchSettings(config: RuntimeConfig, signal?: AbortSignal): Promise<InventorySettings> {
  return apiRequest({ method: 'GET', url: `${config.services.inventory}/settings`, ...(signal ? { signal } : {}), parse: parseSettings });
}

export async function fetchSettingsHistory(config: RuntimeConfig, signal?: AbortSignal): Promise<HistoryEntry[]> {
  return apiRequest({ method: 'GET', url: `${config.services.inventory}/settings/history`, ...(signal ? { signal } : {}), parse: (raw) => list(raw, 'history').map(parseHistoryEntry) });
}

export async function saveSettings(config: RuntimeConfig, version: number, values: InventorySettingsInput, idempotencyKey: string): Promise<InventorySettings> {
  return apiRequest({ method: 'PUT', url: `${config.services.inventory}/settings`, body: values, ifMatch: version, idempotencyKey, parse: parseSettings });
}
