/** A product's page and forms: the record machine (read, edit, delete with Undo, deactivate), New product, and the lookups the page shows. */
import { fromPromise } from 'xstate';
import { emptyProductInput, normalizeProductInput, validateProduct, type Product, type ProductInput } from '../../../domain/product';
import type { StockLevel } from '../../../domain/stock';
import { createResource, deleteResource, getResource, listResource, restoreResource, updateResource } from '../../effects/resource-api';
import { createCreateFlow } from '../../kit/create-flow.machine';
import { createFormMachine, type FormDraft, type SaveRecordInput } from '../../kit/form.machine';
import { lookupOf } from '../../kit/lookup.machine';
import { createRecordMachine, type RecordMutationInput } from '../../kit/record.machine';
import { draftActions, storedDraft, type SectionDeps } from '../section-deps';
import { fetchProductStock, parseProduct, productsEndpoint } from './product-api';
import { productsListId, productsPath } from './products-list';

export const productRecordId = 'products.record';
export const productCreateId = 'products.create';
export const productNewDraftKey = 'products:new';
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

export const productDraft = (deps: SectionDeps, key: string): FormDraft<ProductInput> | null => storedDraft(deps.owner, key, isProductInput);

/** The product form: the catalogs service's rules that need no lookup (SKU format, EAN-13, kit without itself). */
export function productForm(deps: SectionDeps) {
  const { config } = deps;
  return createFormMachine<ProductInput, Product>({
    validate: (values) => validateProduct(normalizeProductInput(values)),
    toValues: productToInput,
    parse: parseProduct,
  }).provide({
    actors: {
      saveRecord: fromPromise<Product, SaveRecordInput<ProductInput>>(({ input }) => {
        const body = normalizeProductInput(input.values);
        return input.mode === 'create' || input.recordId === null
          ? createResource(config, productsEndpoint, body, input.idempotencyKey)
          : updateResource(config, productsEndpoint, input.recordId, input.version ?? 0, body, input.idempotencyKey);
      }),
    },
    actions: draftActions(deps.owner),
  });
}

const withActive = (deps: SectionDeps, active: boolean) =>
  fromPromise<Product, RecordMutationInput<Product>>(({ input }) =>
    updateResource(deps.config, productsEndpoint, input.record.id, input.record.version, { ...productToInput(input.record), active }, input.idempotencyKey),
  );

export function productRecord(deps: SectionDeps) {
  const { config } = deps;
  return createRecordMachine<Product, ProductInput>({
    form: productForm(deps),
    toValues: productToInput,
    systemId: productRecordId,
    draftPrefix: 'products',
    path: productsPath,
    isActive: (p) => p.active,
  }).provide({
    actors: {
      loadRecord: fromPromise<Product, { id: string }>(({ input, signal }) => getResource(config, productsEndpoint, input.id, signal)),
      readDraft: fromPromise<FormDraft<ProductInput> | null, { key: string }>(async ({ input }) => productDraft(deps, input.key)),
      deleteRecord: fromPromise<unknown, RecordMutationInput<Product>>(({ input }) => deleteResource(config, productsEndpoint, input.record.id, input.idempotencyKey)),
      deactivateRecord: withActive(deps, false),
      activateRecord: withActive(deps, true),
      restoreRecord: fromPromise<Product, RecordMutationInput<Product>>(({ input }) => restoreResource(config, productsEndpoint, input.record.id, input.idempotencyKey)),
    },
  });
}

export const productCreateFlow = (deps: SectionDeps, defaultUnitId: string, defaultTaxRate: string) =>
  createCreateFlow<ProductInput, Product>({
    form: productForm(deps),
    systemId: productCreateId,
    draftKey: productNewDraftKey,
    empty: () => emptyProductInput(defaultUnitId, defaultTaxRate),
    pathOf: (p) => `${productsPath}/${encodeURIComponent(p.id)}`,
    backTo: productsPath,
    listId: productsListId,
  });

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
