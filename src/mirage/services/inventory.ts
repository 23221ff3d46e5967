/**
 * The inventory service (DOMAIN.md): warehouses; stock levels, units and product categories as read-only lists
 * for now. A stock level exists for every product in every warehouse.
 */
import type { Server } from 'miragejs';
import { Permission as P } from '../../config/permissions';
import { holdsStock, stockLevelListSpec, type StockLevel } from '../../domain/stock';
import { normalizeWarehouseInput, validateWarehouse, warehouseListSpec, type Warehouse, type WarehouseInput } from '../../domain/warehouse';
import { completeStockLevels, STOCK_LEVELS } from './areas';
import { inventoryReaders } from './inventory-access';
import { inventorySettings, productCategories, units } from './inventory-config';
import { defineResource, registerService, type ServiceDefinition } from './service';
import type { ServiceRuntime } from './runtime';


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

export const stockLevels = defineResource<StockLevel, never>({
  name: STOCK_LEVELS,
  area: 'inventory',
  description: 'Stock per product and warehouse: onHand, reserved, available, minimum (decimal strings); read-only',
  listSpec: stockLevelListSpec,
  read: inventoryReaders,
});

export const inventoryService: ServiceDefinition = { service: 'inventory', resources: [warehouses, stockLevels, units, productCategories, inventorySettings] };

export function registerInventoryService(server: Server, runtime: ServiceRuntime): void {
  registerService(server, runtime, inventoryService);
}
