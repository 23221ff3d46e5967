/**
 * The inventory service (DOMAIN.md): warehouses; stock levels (listed with their product's SKU, name and category;
 * only the minimum is writable); stock movements (immutable; clients post adjustments, which change the level in
 * the same write); units and product categories. A stock level exists for every product in every warehouse.
 */
import { Response, type Request, type Server } from 'miragejs';
import { Permission as P } from '../../config/permissions';
import { tenants } from '../../config/tenants';
import type { ProductCategory } from '../../domain/inventory-config';
import { parseListQuery, applyListQuery, type ListSpec } from '../../domain/list-query';
import type { Product } from '../../domain/product';
import type { HistoryEntry } from '../../domain/resource';
import {
  applyStockQuery,
  holdsStock,
  isLowStock,
  normalizeStockLevelInput,
  stockLevelListSpec,
  validateStockLevel,
  type StockLevel,
  type StockLevelInput,
  type StockLevelRow,
} from '../../domain/stock';
import {
  adjustmentChange,
  applyMovement,
  dayIn,
  normalizeAdjustmentInput,
  stockMovementListSpec,
  validateAdjustment,
  type AdjustmentInput,
  type StockMovement,
  type StockMovementRow,
} from '../../domain/stock-movement';
import { normalizeWarehouseInput, validateWarehouse, warehouseListSpec, type Warehouse, type WarehouseInput } from '../../domain/warehouse';
import type { Caller } from '../auth';
import { problemResponse } from '../shared/problem';
import { completeStockLevels, STOCK_LEVELS } from './areas';
import { levelOf, STOCK_MOVEMENTS } from './stock-levels';
import type { TenantData } from './data';
import { inventoryReaders } from './inventory-access';
import { inventoryConfigRouteDocs, productCategories, registerInventoryConfigRoutes, units } from './inventory-config';
import { guarded } from './resource';
import { defineResource, registerService, type ResourceRegistration, type ServiceDefinition } from './service';
import type { ServiceRuntime } from './runtime';
import { workOrders } from './inventory-work-orders';

export { levelOf, STOCK_MOVEMENTS } from './stock-levels';

export const warehouses = defineResource<Warehouse, WarehouseInput>({
  name: 'warehouses',
  area: 'inventory',
  description: 'Warehouses (code unique per tenant, name, address, type main | branch | transit, active)',
  listSpec: warehouseListSpec,
  read: [...inventoryReaders, P.DistributionDeliveries],
  write: P.InventoryWarehouses,
  fields: ['code', 'name', 'address', 'type', 'active'],
  defaults: () => ({ type: 'branch', active: true }),
  normalize: (input) => normalizeWarehouseInput(input),
  validate: (input, { data, id }) =>
    validateWarehouse(input, { codeTaken: (code) => data.collection<Warehouse>('warehouses').all().some((w) => w.code === code && w.id !== id) }),
  referencedBy: (warehouse, { data }) => {
    const stocked = data.collection<StockLevel>(STOCK_LEVELS).all().filter((l) => l.warehouseId === warehouse.id && holdsStock(l)).length;
    return stocked === 0
      ? null
      : { detail: `The warehouse holds stock of ${stocked} product(s): move it out or deactivate the warehouse instead`, references: { [STOCK_LEVELS]: stocked }, instead: { active: false } };
  },
  // A warehouse created or deleted changes which stock levels exist (the one rule, completeStockLevels).
  afterWrite: (event, _warehouse, { data }) => {
    if (event !== 'updated') completeStockLevels(data);
  },
});


const timeZoneOf = (tenant: string): string => tenants.find((t) => t.slug === tenant)?.timeZone ?? 'UTC';
const searchParams = (request: Request): URLSearchParams => new URL(request.url, 'http://mock.invalid').searchParams;
const json = { 'Content-Type': 'application/json' };

/** 405 with the methods a path takes (after authentication, as the generic resource answers it). */
const notAllowed = (runtime: ServiceRuntime, read: readonly string[], allow: string) =>
  guarded(runtime, read, async (_caller, request) =>
    problemResponse(405, 'method-not-allowed', 'Method Not Allowed', `${(request as unknown as { method?: string }).method ?? ''} is not allowed here; allowed: ${allow}`, { Allow: allow }),
  );

/**
 * A list answered over rows joined with their products (SKU and name are searched, sorted and shown). `prefilter`
 * names the filters read on the stored record before the join (cheap), the rest run on the rows.
 */
function joinedList<T extends { id: string; productId: string }, R extends T>(
  runtime: ServiceRuntime,
  read: readonly string[],
  resource: string,
  spec: ListSpec<R>,
  join: (record: T, product: Product | undefined, caller: Caller) => R,
  answer: (rows: R[], query: ReturnType<typeof parseListQuery<R>> & { ok: true }, caller: Caller) => Promise<unknown> | unknown,
) {
  return guarded(runtime, read, async (caller, request) => {
    const parsed = parseListQuery(searchParams(request), spec);
    if (!parsed.ok) {
      return problemResponse(400, 'bad-request', 'Bad Request', parsed.errors.map((e) => e.message).join('; '), {}, { parameters: parsed.errors });
    }
    const data = await runtime.data.load(caller.tenant, 'inventory');
    const products = data.collection<Product>('products');
    let records = data.collection<T>(resource).all();
    for (const name of ['warehouseId', 'productId'] as const) {
      const value = parsed.query.filters.find((f) => f.name === name)?.value;
      if (typeof value === 'string') records = records.filter((r) => (r as Record<string, unknown>)[name] === value);
    }
    const rows = records.map((r) => join(r, products.get(r.productId), caller));
    return new Response(200, json, (await answer(rows, parsed, caller)) as {});
  });
}

/** Every category id under `id` (itself included): a category filter finds the products of its subcategories too. */
function categorySubtree(categories: readonly ProductCategory[], id: string): Set<string> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of categories) {
      if (c.parentId !== null && found.has(c.parentId) && !found.has(c.id)) {
        found.add(c.id);
        grew = true;
      }
    }
  }
  return found;
}

const stockRow = (level: StockLevel, product: Product | undefined): StockLevelRow => ({
  ...level,
  sku: product?.sku ?? '',
  productName: product?.name ?? '',
  categoryId: product?.categoryId ?? null,
  unitId: product?.unitId ?? '',
  low: isLowStock(level),
});

const stockLevelsDefinition = {
  name: STOCK_LEVELS,
  area: 'inventory',
  description:
    'Stock per product and warehouse: onHand, reserved, available, minimum (decimal strings), listed with the product\'s sku, productName, categoryId, unitId and low; only minimum is writable (PUT with If-Match); categoryId finds subcategories too; quantities sort as numbers',
  listSpec: stockLevelListSpec as unknown as ListSpec<StockLevel>,
  read: inventoryReaders,
  write: P.InventoryWarehouses,
  fields: ['minimum'] as const,
  normalize: (input: StockLevelInput) => normalizeStockLevelInput(input),
  validate: (input: StockLevelInput) => validateStockLevel(input),
};

const stockLevelsBase = defineResource<StockLevel, StockLevelInput>({ ...stockLevelsDefinition, fields: ['minimum'] });

/** Stock levels: the generic read, history and PUT; the list joined with products; no create or delete. */
export const stockLevels: ResourceRegistration = {
  ...stockLevelsBase,
  register(server, runtime, base) {
    stockLevelsBase.register(server, runtime, base);
    const path = `${base}/${STOCK_LEVELS}`;
    const read = [...inventoryReaders, P.InventoryWarehouses];
    // Registered after the generic routes: the same path answers with these (the last registration wins).
    server.get(
      path,
      joinedList<StockLevel, StockLevelRow>(runtime, read, STOCK_LEVELS, stockLevelListSpec, (level, product) => stockRow(level, product), async (rows, parsed, caller) => {
        const category = parsed.query.filters.find((f) => f.name === 'categoryId');
        let filtered = rows;
        if (category) {
          const categories = (await runtime.data.load(caller.tenant, 'inventory-config')).collection<ProductCategory>('product-categories').all();
          const subtree = category.value === null ? null : categorySubtree(categories, String(category.value));
          filtered = rows.filter((r) => (subtree === null ? r.categoryId === null : r.categoryId !== null && subtree.has(r.categoryId)));
        }
        return applyStockQuery(filtered, { ...parsed.query, filters: parsed.query.filters.filter((f) => f.name !== 'categoryId') });
      }),
      { timing: runtime.context.delay(120) },
    );
    for (const verb of ['post', 'put', 'patch', 'del'] as const) {
      server[verb](path, notAllowed(runtime, read, 'GET'));
      if (verb === 'patch' || verb === 'del') server[verb](`${path}/:id`, notAllowed(runtime, read, 'GET, PUT'));
    }
    server.post(`${path}/:id/restore`, notAllowed(runtime, read, 'GET, PUT'));
  },
};

/** The data an adjustment is checked against. */
const adjustmentRules = (data: TenantData, input: AdjustmentInput) => ({
  level: typeof input.warehouseId === 'string' && typeof input.productId === 'string' ? levelOf(data, input.warehouseId, input.productId) : undefined,
  warehouseExists: (id: string) => data.collection('warehouses').has(id),
  productExists: (id: string) => data.collection('products').has(id),
});

const movementsBase = defineResource<StockMovement, AdjustmentInput>({
  name: STOCK_MOVEMENTS,
  area: 'inventory',
  description:
    "Stock movements (immutable), listed newest first with the product's sku and productName; date filter from..to on the business day; POST only type adjustment {warehouseId, productId, quantity (signed) | counted, reason, note}: 201, the level's onHand and available change in the same write",
  listSpec: stockMovementListSpec as unknown as ListSpec<StockMovement>,
  read: [P.InventoryWarehouses],
  write: P.InventoryWarehouses,
  writeNeeds: ['catalogs'],
  fields: ['type', 'warehouseId', 'productId', 'quantity', 'counted', 'reason', 'note'],
  assigned: ['date', 'userName', 'balance', 'reference', 'otherWarehouseId'],
  defaults: () => ({ quantity: null, counted: null, note: '' }),
  // A count becomes its change against the on hand at this moment (the stored quantity; the count stays as sent).
  normalize: (input, { data }) => {
    const normalized = normalizeAdjustmentInput(input);
    if (normalized.counted === null) return normalized;
    const change = adjustmentChange(normalized, adjustmentRules(data, normalized).level);
    return normalized.quantity === null && change !== null ? { ...normalized, quantity: change } : normalized;
  },
  validate: (input, { data }) => {
    const rules = adjustmentRules(data, input);
    if (input.counted === null) return validateAdjustment(input, rules);
    // Sent with a count, the quantity is the service's (or the same change sent along).
    const errors = validateAdjustment({ ...input, quantity: null }, rules);
    if (input.quantity !== null && input.quantity !== adjustmentChange(input, rules.level)) errors.quantity = ['invalid-format'];
    return errors;
  },
  assign: (input, { data, caller, runtime }) => {
    const level = levelOf(data, input.warehouseId, input.productId);
    const after = level ? applyMovement(level, input.quantity ?? '0') : undefined;
    return {
      fields: {
        date: dayIn(runtime.context.now(), timeZoneOf(caller.tenant)),
        userName: caller.name,
        balance: after?.onHand ?? '0',
        reference: null,
        otherWarehouseId: null,
      },
    };
  },
  // The level changes in the same write as the movement: on hand and available, one version up, with its history.
  afterWrite: (event, movement, { data, runtime, caller }) => {
    if (event !== 'created') return;
    const level = levelOf(data, movement.warehouseId, movement.productId);
    if (!level) return;
    const at = movement.createdAt;
    const updated: StockLevel = { ...applyMovement(level, movement.quantity), version: level.version + 1, updatedAt: at, updatedBy: caller.sub };
    runtime.data.save(data, STOCK_LEVELS, updated);
    const entry: HistoryEntry = {
      at,
      by: caller.sub,
      event: 'updated',
      from: null,
      to: null,
      changes: { onHand: { from: level.onHand, to: updated.onHand }, available: { from: level.available, to: updated.available } },
    };
    runtime.data.addHistory(data.tenant, STOCK_LEVELS, level.id, entry);
  },
});

const movementRow = (movement: StockMovement, product: Product | undefined): StockMovementRow => ({ ...movement, sku: product?.sku ?? '', productName: product?.name ?? '' });

/** Stock movements: the generic read, history and create (with its Idempotency-Key); the list joined; no change or delete. */
export const stockMovements: ResourceRegistration = {
  ...movementsBase,
  register(server, runtime, base) {
    movementsBase.register(server, runtime, base);
    const path = `${base}/${STOCK_MOVEMENTS}`;
    const read = [P.InventoryWarehouses];
    server.get(
      path,
      joinedList<StockMovement, StockMovementRow>(runtime, read, STOCK_MOVEMENTS, stockMovementListSpec, movementRow, (rows, parsed) => applyListQuery(rows, parsed.query, stockMovementListSpec)),
      { timing: runtime.context.delay(120) },
    );
    // Movements are immutable: a correction is another movement.
    for (const verb of ['put', 'patch', 'del'] as const) server[verb](`${path}/:id`, notAllowed(runtime, read, 'GET'));
    server.post(`${path}/:id/restore`, notAllowed(runtime, read, 'GET'));
  },
};

export const inventoryService: ServiceDefinition = { service: 'inventory', resources: [warehouses, stockLevels, stockMovements, units, productCategories, workOrders], routes: registerInventoryConfigRoutes, routeDocs: inventoryConfigRouteDocs };

export function registerInventoryService(server: Server, runtime: ServiceRuntime): void {
  registerService(server, runtime, inventoryService);
}
