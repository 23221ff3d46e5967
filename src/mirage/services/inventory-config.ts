/**
 * The inventory service's configuration (DOMAIN.md): units of measure, product categories (a tree: a move is one
 * PUT with `parentId` and `position`, the service renumbers the siblings) and the settings singleton (costing method,
 * negative stock policy). Read by every inventory reader, written with Inventory.Configuration. Registered by the
 * inventory service (inventory.ts). The rules are src/domain/inventory-config.ts and inventory-settings.ts.
 */
import { Response, type Request, type Server } from 'miragejs';
import { Permission as P } from '../../config/permissions';
import {
  childrenOf,
  normalizeCategoryInput,
  normalizeUnitInput,
  placeCategory,
  productCategoryListSpec,
  renumberChildren,
  slugify,
  unitListSpec,
  validateCategory,
  validateUnit,
  type Placement,
  type ProductCategory,
  type ProductCategoryInput,
  type Unit,
  type UnitInput,
} from '../../domain/inventory-config';
import {
  INVENTORY_SETTINGS_ID,
  validateInventorySettings,
  type InventorySettings,
  type InventorySettingsInput,
} from '../../domain/inventory-settings';
import type { Product } from '../../domain/product';
import type { HistoryEntry } from '../../domain/resource';
import { badRequestProblem, problemResponse, ProblemError, validationProblem } from '../shared/problem';
import type { TenantData } from './data';
import { inventoryReaders } from './inventory-access';
import { etagOf, guarded, type ResourceDefinition, type WriteContext } from './resource';
import type { ServiceRuntime } from './runtime';
import { defineResource, type RouteDoc } from './service';

const CATEGORIES = 'product-categories';
const SETTINGS = 'settings';
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The tenant's products (the catalogs area: loaded on the first delete or count that needs them). */
const productsOf = async (runtime: ServiceRuntime, tenant: string): Promise<readonly Product[]> =>
  (await runtime.data.load(tenant, 'catalogs')).collection<Product>('products').all();

export const units = defineResource<Unit, UnitInput>({
  name: 'units',
  area: 'inventory-config',
  description: 'Units of measure (code unique per tenant, upper-case; name; status active | inactive); products refer to them',
  listSpec: unitListSpec,
  read: inventoryReaders,
  write: P.InventoryConfiguration,
  fields: ['code', 'name', 'status'],
  defaults: () => ({ status: 'active' }),
  normalize: (input) => normalizeUnitInput(input),
  validate: (input, { data, id }) => validateUnit(input, { codeTaken: (code) => data.collection<Unit>('units').all().some((u) => u.code === code && u.id !== id) }),
  referencedBy: async (unit, { runtime, tenant }) => {
    const count = (await productsOf(runtime, tenant)).filter((p) => p.unitId === unit.id).length;
    return count === 0
      ? null
      : { detail: `${plural(count, 'product is', 'products are')} counted in this unit: set its status to inactive instead`, references: { products: count }, instead: { status: 'inactive' } };
  },
});

/** Saves the renumbered siblings of a move (each a change of the record: version + 1, its history). */
function applyPlacements(placements: readonly Placement[], skip: string | null, ctx: WriteContext<ProductCategory>): void {
  const { data, runtime, caller, tenant } = ctx;
  const all = data.collection<ProductCategory>(CATEGORIES);
  const at = runtime.context.now().toISOString();
  for (const { id, parentId, position } of placements) {
    const stored = all.get(id);
    if (!stored || id === skip) continue;
    const changes: HistoryEntry['changes'] = {};
    if (stored.parentId !== parentId) changes.parentId = { from: stored.parentId, to: parentId };
    if (stored.position !== position) changes.position = { from: stored.position, to: position };
    if (Object.keys(changes).length === 0) continue;
    runtime.data.save(data, CATEGORIES, { ...stored, parentId, position, version: stored.version + 1, updatedAt: at, updatedBy: caller.sub });
    runtime.data.addHistory(tenant, CATEGORIES, id, { at, by: caller.sub, event: 'updated', from: null, to: null, changes });
  }
}

const categoryDefinition: ResourceDefinition<ProductCategory, ProductCategoryInput> = {
  name: CATEGORIES,
  area: 'inventory-config',
  description:
    'Product categories, a tree: name, slug (derived from the name, unique among siblings), parentId (null at the top), position among the siblings from 0. A move is one PUT with the new parentId and position; the service renumbers the siblings left and joined (each gets version + 1). A parent inside its own branch is 422 `cycle`; a category with products or subcategories is not deleted (409). `GET /product-categories/usage` answers `{items: [{categoryId, products, children}]}`',
  listSpec: productCategoryListSpec,
  read: inventoryReaders,
  write: P.InventoryConfiguration,
  fields: ['name', 'parentId', 'position'],
  assigned: ['slug'],
  defaults: () => ({ parentId: null }),
  normalize: (input: ProductCategoryInput, { data, id }: WriteContext<ProductCategory>) => {
    const trimmed = normalizeCategoryInput(input);
    // A create may leave the position out: after the last sibling.
    const position =
      trimmed.position === undefined && (trimmed.parentId === null || typeof trimmed.parentId === 'string')
        ? childrenOf(data.collection<ProductCategory>(CATEGORIES).all(), trimmed.parentId).filter((c) => c.id !== id).length
        : trimmed.position;
    return { ...trimmed, position, ...(typeof trimmed.name === 'string' ? { slug: slugify(trimmed.name) } : {}) } as ProductCategoryInput;
  },
  validate: (input: ProductCategoryInput, { data, id, previous }: WriteContext<ProductCategory>) =>
    validateCategory(input, { ...(previous ? { id } : {}), categories: data.collection<ProductCategory>(CATEGORIES).all() }),
  referencedBy: async (category: ProductCategory, { data, runtime, tenant }: WriteContext<ProductCategory>) => {
    const products = (await productsOf(runtime, tenant)).filter((p) => p.categoryId === category.id).length;
    const children = data.collection<ProductCategory>(CATEGORIES).all().filter((c) => c.parentId === category.id).length;
    if (products === 0 && children === 0) return null;
    const reasons = [
      ...(products > 0 ? [`${plural(products, 'product is', 'products are')} in it`] : []),
      ...(children > 0 ? [`it has ${plural(children, 'subcategory', 'subcategories')}`] : []),
    ];
    return { detail: `The category is in use: ${reasons.join(' and ')}. Move them to another category first`, references: { products, [CATEGORIES]: children } };
  },
  afterWrite: (event: 'created' | 'updated' | 'deleted', category: ProductCategory, ctx: WriteContext<ProductCategory>) => {
    const all = ctx.data.collection<ProductCategory>(CATEGORIES).all();
    if (event === 'deleted') return applyPlacements(renumberChildren(all, category.parentId), null, ctx);
    const before = ctx.previous ? all.map((c) => (c.id === category.id ? ctx.previous! : c)) : all.filter((c) => c.id !== category.id);
    applyPlacements(placeCategory(before, category.id, { parentId: category.parentId, position: category.position }), category.id, ctx);
  },
};

export const productCategories = defineResource<ProductCategory, ProductCategoryInput>(categoryDefinition);

/** Per category: how many products are in it and how many subcategories it has (the tree shows the counts). */
function registerCategoryUsage(server: Server, runtime: ServiceRuntime, base: string): void {
  server.get(
    `${base}/${CATEGORIES}/usage`,
    guarded(runtime, [...inventoryReaders, P.InventoryConfiguration], async (caller) => {
      const data = await runtime.data.load(caller.tenant, 'inventory-config');
      const products = await productsOf(runtime, caller.tenant);
      const counts = new Map<string, number>();
      for (const p of products) if (p.categoryId !== null) counts.set(p.categoryId, (counts.get(p.categoryId) ?? 0) + 1);
      const all = data.collection<ProductCategory>(CATEGORIES).all();
      const items = all.map((c) => ({ categoryId: c.id, products: counts.get(c.id) ?? 0, children: all.filter((k) => k.parentId === c.id).length }));
      return new Response(200, { 'Content-Type': 'application/json' }, { items });
    }),
    { timing: runtime.context.delay(120) },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Settings: a singleton (GET, PUT with If-Match, history)

const header = (request: Request, name: string): string | undefined => {
  const headers = (request.requestHeaders ?? {}) as Record<string, string>;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? headers[key] : undefined;
};

/** The tenant's settings; a tenant without seeded settings starts from the defaults (average, forbid) at version 1. */
function settingsOf(data: TenantData): InventorySettings {
  const all = data.collection<InventorySettings>(SETTINGS);
  const stored = all.get(INVENTORY_SETTINGS_ID);
  if (stored) return stored;
  const at = '2025-01-01T00:00:00.000Z';
  const initial: InventorySettings = { id: INVENTORY_SETTINGS_ID, version: 1, createdAt: at, createdBy: 'system', updatedAt: at, updatedBy: 'system', costingMethod: 'average', negativeStock: 'forbid' };
  all.put(initial);
  return initial;
}

const settingsFields = ['costingMethod', 'negativeStock'] as const;
const auditFields = ['id', 'version', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy'];

function settingsInput(request: Request): InventorySettingsInput {
  let body: unknown;
  try {
    body = JSON.parse(String(request.requestBody ?? ''));
  } catch {
    throw badRequestProblem('The body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequestProblem('The body must be a JSON object');
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).filter((k) => !(settingsFields as readonly string[]).includes(k) && !auditFields.includes(k));
  if (unknown.length > 0) throw badRequestProblem(`Unknown field(s): ${unknown.join(', ')}. The fields are ${settingsFields.join(', ')}`);
  if (record.id !== undefined && record.id !== INVENTORY_SETTINGS_ID) throw badRequestProblem(`The settings' id is '${INVENTORY_SETTINGS_ID}'`);
  return { costingMethod: record.costingMethod, negativeStock: record.negativeStock } as InventorySettingsInput;
}

/** The settings singleton: `GET /settings`, `PUT /settings`, `GET /settings/history`; other methods 405. */
function registerInventorySettings(server: Server, runtime: ServiceRuntime, base: string): void {
    const path = `${base}/${SETTINGS}`;
    const json = { 'Content-Type': 'application/json' };
    const readAccess = [...inventoryReaders, P.InventoryConfiguration];
    const load = (tenant: string) => runtime.data.load(tenant, 'inventory-config');
    const answer = (status: number, settings: InventorySettings) => new Response(status, { ...json, ETag: etagOf(settings) }, settings as unknown as {});

    server.get(path, guarded(runtime, readAccess, async (caller) => answer(200, settingsOf(await load(caller.tenant)))), { timing: runtime.context.delay(80) });

    server.put(
      path,
      guarded(runtime, P.InventoryConfiguration, (caller, request) =>
        runtime.idempotency.run(caller, header(request, 'Idempotency-Key'), `PUT ${request.url}\n${header(request, 'If-Match') ?? ''}\n${String(request.requestBody ?? '')}`, async () => {
          const ifMatch = header(request, 'If-Match')?.trim();
          if (!ifMatch) throw new ProblemError(428, 'precondition-required', 'Precondition Required', 'An update needs If-Match: "<version>" (the ETag of the settings read)');
          const match = /^"(\d{1,15})"$/.exec(ifMatch);
          if (!match) throw badRequestProblem(`If-Match must be one version in quotes, e.g. "3", got ${ifMatch}`);
          const data = await load(caller.tenant);
          const input = settingsInput(request);
          const previous = settingsOf(data);
          if (previous.version !== Number(match[1])) {
            throw new ProblemError(409, 'conflict', 'Conflict', `The settings changed since they were read: they are at version ${previous.version}`, { current: previous }, { ETag: etagOf(previous) });
          }
          const errors = validateInventorySettings(input);
          if (Object.keys(errors).length > 0) throw validationProblem(errors);
          const at = runtime.context.now().toISOString();
          const updated: InventorySettings = { ...previous, ...input, version: previous.version + 1, updatedAt: at, updatedBy: caller.sub };
          runtime.data.save(data, SETTINGS, updated);
          const changes: HistoryEntry['changes'] = {};
          for (const key of settingsFields) if (previous[key] !== updated[key]) changes[key] = { from: previous[key], to: updated[key] };
          if (Object.keys(changes).length > 0) runtime.data.addHistory(caller.tenant, SETTINGS, INVENTORY_SETTINGS_ID, { at, by: caller.sub, event: 'updated', from: null, to: null, changes });
          return answer(200, updated);
        }),
      ),
      { timing: runtime.context.delay(200) },
    );

    server.get(
      `${path}/history`,
      guarded(runtime, readAccess, async (caller) => {
        const stored = settingsOf(await load(caller.tenant));
        const entries = [
          { at: stored.createdAt, by: stored.createdBy, event: 'created', from: null, to: null, changes: {} },
          ...runtime.data.history(caller.tenant, SETTINGS, INVENTORY_SETTINGS_ID),
        ];
        return new Response(200, json, entries.reverse() as unknown as {});
      }),
      { timing: runtime.context.delay(80) },
    );

    const notAllowed = (allow: string) =>
      guarded(runtime, readAccess, async (_caller, request) =>
        problemResponse(405, 'method-not-allowed', 'Method Not Allowed', `${(request as unknown as { method?: string }).method ?? ''} is not allowed here; allowed: ${allow}`, { Allow: allow }),
      );
    for (const verb of ['post', 'patch', 'del'] as const) server[verb](path, notAllowed('GET, PUT'));
    for (const verb of ['post', 'put', 'patch', 'del'] as const) server[verb](`${path}/history`, notAllowed('GET'));
}

/** The inventory configuration's routes other than its generic resources (inventory.ts passes them to its service). */
export function registerInventoryConfigRoutes(server: Server, runtime: ServiceRuntime, base: string): void {
  registerCategoryUsage(server, runtime, base);
  registerInventorySettings(server, runtime, base);
}

const readers = 'any inventory reader (Inventory.Warehouses, .Configuration, .Manufacturer, Catalogs.Products, Order.Orders, Order.Purchases)';
export const inventoryConfigRouteDocs: readonly RouteDoc[] = [
  { method: 'GET', path: '/product-categories/usage', access: readers, answer: '{items: [{categoryId, products, children}]}: per category, its products and subcategories' },
  { method: 'GET', path: '/settings', access: readers, answer: 'the tenant\'s inventory settings {id: settings, version, costingMethod average | fifo, negativeStock forbid | allow (whether a sales order may be confirmed without available stock), audit}; ETag' },
  { method: 'PUT', path: '/settings', access: 'Inventory.Configuration', answer: '{costingMethod, negativeStock} with If-Match: 200 version + 1; 428 without If-Match, 409 conflict {current} when stale, 422 field codes, 400 unknown fields; recorded in the history' },
  { method: 'GET', path: '/settings/history', access: readers, answer: 'the settings\' changes {at, by, event, from, to, changes}, newest first' },
];
