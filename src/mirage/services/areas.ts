/**
 * The data areas of the business services and how each loads: a dynamic import of its seed module (one chunk
 * each, nothing of it in the start-up chunks), on the area's first request for a tenant.
 */
import type { Product } from '../../domain/product';
import type { StockLevel } from '../../domain/stock';
import type { Warehouse } from '../../domain/warehouse';
import type { AreaDefinition, TenantData } from './data';

export const STOCK_LEVELS = 'stock-levels';

/** An empty level for a product and warehouse that have none (created since the seed). */
export const emptyStockLevel = (product: Product, warehouse: Warehouse, at: string, by: string): StockLevel => ({
  id: `stk-${warehouse.id}-${product.id}`,
  version: 1,
  createdAt: at,
  createdBy: by,
  updatedAt: at,
  updatedBy: by,
  productId: product.id,
  warehouseId: warehouse.id,
  onHand: '0',
  reserved: '0',
  available: '0',
  minimum: '0',
});

/** Every product has a level in every warehouse: adds empty ones, drops levels of removed records. */
export function completeStockLevels(data: TenantData): void {
  const products = data.collection<Product>('products');
  const warehouses = data.collection<Warehouse>('warehouses');
  const levels = data.collection<StockLevel>(STOCK_LEVELS);
  levels.removeWhere((level) => !products.has(level.productId) || !warehouses.has(level.warehouseId));
  const present = new Set<string>();
  for (const level of levels.all()) present.add(`${level.warehouseId}\u0000${level.productId}`);
  const missing: StockLevel[] = [];
  for (const warehouse of warehouses.all()) {
    for (const product of products.all()) {
      if (!present.has(`${warehouse.id}\u0000${product.id}`)) {
        missing.push(emptyStockLevel(product, warehouse, product.createdAt > warehouse.createdAt ? product.createdAt : warehouse.createdAt, 'system'));
      }
    }
  }
  if (missing.length > 0) levels.putMany(missing);
}

export const serviceAreas = {
  'inventory-config': {
    resources: ['units', 'product-categories', 'settings'],
    load: () => import('./seeds/inventory-config.seed'),
  },
  catalogs: {
    resources: ['business-lines', 'customers', 'products'],
    load: () => import('./seeds/catalogs.seed'),
  },
  people: {
    resources: ['employees', 'departments'],
    load: () => import('./seeds/people.seed'),
  },
  inventory: {
    resources: ['warehouses', STOCK_LEVELS, 'stock-movements'],
    needs: ['catalogs'],
    load: () => import('./seeds/inventory.seed'),
    complete: completeStockLevels,
  },
  sales: {
    resources: ['sales-orders'],
    // people: the seeded history's authors (seed-authors.ts).
    needs: ['catalogs', 'inventory', 'people'],
    load: () => import('./seeds/sales-orders.seed'),
  },
  deliveries: {
    resources: ['deliveries'],
    needs: ['sales', 'people', 'inventory', 'catalogs'],
    load: () => import('./seeds/deliveries.seed'),
  },
  banking: {
    resources: ['banks', 'bank-accounts'],
    load: () => import('./seeds/banking.seed'),
  },
  suppliers: {
    resources: ['suppliers'],
    needs: ['banking'],
    load: () => import('./seeds/suppliers.seed'),
  },
  purchasing: {
    resources: ['requisitions', 'quotations', 'purchase-orders'],
    needs: ['catalogs', 'people', 'suppliers', 'inventory'],
    load: () => import('./seeds/purchasing.seed'),
  },
  templates: {
    resources: ['document-templates'],
    load: () => import('./seeds/templates.seed'),
  },
  cash: {
    resources: ['cash-registers', 'cash-closings'],
    needs: ['people'],
    load: () => import('./seeds/cash.seed'),
  },
  manufacture: {
    resources: ['work-orders'],
    needs: ['catalogs', 'inventory', 'people'],
    load: () => import('./seeds/manufacture.seed'),
  },
  contracts: {
    resources: ['plans', 'contracts'],
    needs: ['catalogs', 'people'],
    load: () => import('./seeds/contracts.seed'),
  },
} satisfies Record<string, AreaDefinition>;

export type ServiceAreaName = keyof typeof serviceAreas;
