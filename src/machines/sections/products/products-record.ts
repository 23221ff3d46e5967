/** A product's page and forms: the record machine (read, edit, delete with Undo, deactivate), New product, and the lookups the page shows. */
import { emptyProductInput, normalizeProductInput, validateProduct, type Product, type ProductInput } from '../../../domain/product';
import type { StockLevel } from '../../../domain/stock';
import { getResource, listResource } from '../../effects/resource-api';
import { lookupOf } from '../../kit/lookup.machine';
import { resourceSection } from '../resource-section';
import type { SectionDeps } from '../section-deps';
import { fetchProductStock, productsEndpoint } from './product-api';
import { productsListId, productsPath } from './products-list';

export const productStockId = 'products.stock';
export const productNamesId = 'products.names';

export const productToInput = (p: Product): ProductInput => ({
  sku: p.sku,
  barcode: p.barcode,
  name: p.name,
  description: p.description,
  categoryId: p.categoryId,
  unitId: p.unitId,
  cost: p.cost,
  price: p.price,
  taxRate: p.taxRate,
  components: p.components.map((c) => ({ ...c })),
  active: p.active,
});

export function isProductInput(values: unknown): values is ProductInput {
  if (typeof values !== 'object' || values === null) return false;
  const v = values as Record<string, unknown>;
  return (
    ['sku', 'name', 'description', 'unitId', 'taxRate'].every((k) => typeof v[k] === 'string') &&
    (v.barcode === null || typeof v.barcode === 'string') &&
    (v.categoryId === null || typeof v.categoryId === 'string') &&
    typeof v.cost === 'number' && typeof v.price === 'number' && typeof v.active === 'boolean' &&
    Array.isArray(v.components) &&
    v.components.every((c) => typeof c === 'object' && c !== null && typeof (c as Record<string, unknown>).productId === 'string' && typeof (c as Record<string, unknown>).quantity === 'string')
  );
}

/** Products on the shared catalog-section wiring: the catalogs service's rules that need no lookup. */
export const productsSection = (deps: SectionDeps) =>
  resourceSection<Product, ProductInput>(deps, {
    name: 'products',
    endpoint: productsEndpoint,
    path: productsPath,
    listId: productsListId,
    toValues: productToInput,
    isValues: isProductInput,
    normalize: normalizeProductInput,
    validate: (values) => validateProduct(values),
    isActive: (p) => p.active,
    withActive: (values, active) => ({ ...values, active }),
  });

/** New product: counted in the unit given (pieces) and taxed at the company's rate. */
export const productCreateFlow = (deps: SectionDeps, defaultUnitId: string, defaultTaxRate: string) =>
  productsSection(deps).createFlow(() => emptyProductInput(defaultUnitId, defaultTaxRate));

/** A product's stock in every warehouse (its page shows it read-only); `lookup.load` with another product id. */
export const productStockLogic = (deps: SectionDeps) => lookupOf<StockLevel[], string>((productId, signal) => fetchProductStock(deps.config, productId, signal));

/** Names of the products a kit is made of, by id (`lookup.load` with the ids of the kit shown). */
export const productNamesLogic = (deps: SectionDeps) =>
  lookupOf<Record<string, { name: string; sku: string }>, string[]>(async (ids, signal) => {
    const found = await Promise.all(ids.map((id) => getResource(deps.config, productsEndpoint, id, signal, { quiet: true }).catch(() => null)));
    return Object.fromEntries(found.filter((p): p is Product => p !== null).map((p) => [p.id, { name: p.name, sku: p.sku }]));
  });

/** The component picker's search: active products by name or SKU, at most 20. */
export async function searchProducts(deps: SectionDeps, q: string, signal: AbortSignal) {
  const page = await listResource(deps.config, productsEndpoint, { q: q.trim() || undefined, active: 'true', sort: 'name', pageSize: 20 }, signal);
  return page.items.map((p) => ({ id: p.id, label: p.name, sublabel: p.sku }));
}
