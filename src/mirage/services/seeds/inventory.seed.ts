/**
 * Seed of the inventory area per tenant: warehouses and a stock level for every product in every warehouse
 * (acme: 5 x 10,000 = 50,000 rows, built in one pass). Loaded after the catalogs area (it reads the products).
 */
import { availableOf } from '../../../domain/stock';
import type { StockLevel } from '../../../domain/stock';
import type { Warehouse, WarehouseType } from '../../../domain/warehouse';
import type { TenantData } from '../data';
import { seedProducts } from './catalogs.seed';
import { inventoryConfigFor } from './inventory-config.seed';
import { addressIn } from './people';
import { memoized, randomFor, seedAudit, seedLocaleOf, seedSizes, type SeedLocale } from './seed-kit';

const warehouseRows: Record<SeedLocale, readonly (readonly [string, string, WarehouseType, string])[]> = {
  MX: [
    ['CDMX-01', 'Almacén Central', 'main', 'Ciudad de México'],
    ['GDL-01', 'Sucursal Guadalajara', 'branch', 'Guadalajara'],
    ['MTY-01', 'Sucursal Monterrey', 'branch', 'Monterrey'],
    ['QRO-01', 'Sucursal Querétaro', 'branch', 'Querétaro'],
    ['TRN-01', 'Mercancía en tránsito', 'transit', 'Ciudad de México'],
  ],
  US: [
    ['SPR-01', 'Springfield Main Warehouse', 'main', 'Springfield'],
    ['TRN-01', 'In transit', 'transit', 'Springfield'],
  ],
};

export const seedWarehouses = memoized((tenant: string): readonly Warehouse[] => {
  const size = seedSizes[tenant];
  if (!size) return [];
  const locale = seedLocaleOf(tenant);
  const random = randomFor(tenant, 'warehouses');
  return warehouseRows[locale].slice(0, size.warehouses).map(([code, name, type, city]) => ({
    ...seedAudit(random, random.uuid()),
    code,
    name,
    address: addressIn(random, locale, city),
    type,
    active: true,
  }));
});

/**
 * One level per seeded product and warehouse; transit warehouses and services hold (almost) nothing; about 1 in 12
 * levels is low.
 */
export const seedStockLevels = memoized((tenant: string): readonly StockLevel[] => {
  const products = seedProducts(tenant);
  const warehouses = seedWarehouses(tenant);
  const random = randomFor(tenant, 'stock-levels');
  const { unitId } = inventoryConfigFor(tenant);
  const levels: StockLevel[] = [];
  const at = '2025-07-01T06:00:00.000Z';
  for (const [w, warehouse] of warehouses.entries()) {
    const scale = warehouse.type === 'main' ? 3 : 1;
    for (const [p, product] of products.entries()) {
      const empty = warehouse.type === 'transit' ? random.chance(0.9) : product.unitId === unitId.hour;
      const minimum = empty ? '0' : String(random.pick([0, 5, 10, 20]) * scale);
      let onHand = '0';
      if (!empty) {
        const low = random.chance(1 / 12);
        const whole = low ? random.int(0, Math.max(0, Number(minimum) - 1)) : random.int(Number(minimum), Number(minimum) + 150 * scale);
        onHand = product.unitId === unitId.meter && whole > 0 ? `${whole * 10}.5` : String(whole);
      }
      const reserved = onHand !== '0' && random.chance(0.15) ? String(random.int(0, Math.min(10, Math.floor(Number(onHand))))) : '0';
      levels.push({
        // Plain counters: 50,000 random guids cost more than the rest of the row.
        id: `stk-${w + 1}-${p + 1}`,
        version: 1,
        createdAt: at,
        createdBy: 'system',
        updatedAt: at,
        updatedBy: 'system',
        productId: product.id,
        warehouseId: warehouse.id,
        onHand,
        reserved,
        // Whole quantities (all but cable lengths) subtract as numbers; the rest exactly as decimals.
        available: onHand.includes('.') ? availableOf(onHand, reserved) : String(Number(onHand) - Number(reserved)),
        minimum,
      });
    }
  }
  return levels;
});

export function seed(data: TenantData): void {
  const warehouses = seedWarehouses(data.tenant);
  data.collection<Warehouse>('warehouses').putMany(warehouses);
  // Levels of the seeded products and warehouses; the inventory service adds empty ones for records created since.
  data.collection<StockLevel>('stock-levels').putMany(seedStockLevels(data.tenant));
}
