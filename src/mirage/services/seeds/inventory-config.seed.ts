/**
 * Seed of the inventory configuration (units of measure, product categories, the settings) per tenant. The catalogs seed
 * calls `inventoryConfigFor` too, to give its products these units and categories (same ids: deterministic).
 */
import { slugify, type ProductCategory, type Unit } from '../../../domain/inventory-config';
import { INVENTORY_SETTINGS_ID, type InventorySettings } from '../../../domain/inventory-settings';
import type { TenantData } from '../data';
import { randomFor, seedAudit, seedLocaleOf, seedSizes } from './seed-kit';

/** Unit keys and their MX / US code and name. */
const unitRows = [
  ['piece', 'PZA', 'Pieza', 'EA', 'Each'],
  ['meter', 'M', 'Metro', 'FT', 'Foot'],
  ['box', 'CAJA', 'Caja', 'BOX', 'Box'],
  ['kit', 'KIT', 'Kit', 'KIT', 'Kit'],
  ['roll', 'ROLLO', 'Rollo', 'ROLL', 'Roll'],
  ['hour', 'H', 'Hora', 'HR', 'Hour'],
  ['weight', 'KG', 'Kilogramo', 'LB', 'Pound'],
] as const;
export type UnitKey = (typeof unitRows)[number][0];

/** Category keys, parent key and the Spanish / English name. */
const categoryRows = [
  ['net', null, 'Redes', 'Networking'],
  ['routers', 'net', 'Routers', 'Routers'],
  ['switches', 'net', 'Switches', 'Switches'],
  ['wifi', 'net', 'Puntos de acceso', 'Access points'],
  ['cabling', 'net', 'Cableado estructurado', 'Structured cabling'],
  ['tel', null, 'Telefonía', 'Telephony'],
  ['ipphones', 'tel', 'Teléfonos IP', 'IP phones'],
  ['pbx', 'tel', 'Conmutadores', 'PBX systems'],
  ['mobiles', 'tel', 'Celulares', 'Mobile phones'],
  ['fiber', null, 'Fibra óptica', 'Fiber optics'],
  ['ont', 'fiber', 'Terminales ONT', 'ONT terminals'],
  ['splitters', 'fiber', 'Divisores ópticos', 'Optical splitters'],
  ['fibercable', 'fiber', 'Cable de fibra', 'Fiber cable'],
  ['power', null, 'Energía', 'Power'],
  ['ups', 'power', 'No-breaks', 'UPS units'],
  ['batteries', 'power', 'Baterías', 'Batteries'],
  ['accessories', null, 'Accesorios', 'Accessories'],
  ['antennas', 'accessories', 'Antenas', 'Antennas'],
  ['tools', 'accessories', 'Herramientas', 'Tools'],
  ['connectors', 'accessories', 'Conectores', 'Connectors'],
  ['kits', null, 'Kits de instalación', 'Installation kits'],
  ['services', null, 'Servicios', 'Services'],
] as const;
export type CategoryKey = (typeof categoryRows)[number][0];

export interface InventoryConfig {
  units: Unit[];
  categories: ProductCategory[];
  unitId: Record<UnitKey, string>;
  categoryId: Record<CategoryKey, string>;
}

const cache = new Map<string, InventoryConfig>();

/** The tenant's units and categories (empty for a tenant without seed data). */
export function inventoryConfigFor(tenant: string): InventoryConfig {
  const cached = cache.get(tenant);
  if (cached) return cached;
  const seeded = Object.hasOwn(seedSizes, tenant);
  const mx = seedLocaleOf(tenant) === 'MX';
  const random = randomFor(tenant, 'inventory-config');
  const unitId = {} as Record<UnitKey, string>;
  const units: Unit[] = unitRows.map(([key, mxCode, mxName, usCode, usName]) => {
    const unit: Unit = { ...seedAudit(random, random.uuid()), code: mx ? mxCode : usCode, name: mx ? mxName : usName, status: 'active' };
    unitId[key] = unit.id;
    return unit;
  });
  const categoryId = {} as Record<CategoryKey, string>;
  for (const [key] of categoryRows) categoryId[key] = random.uuid();
  const positions = new Map<string | null, number>();
  const categories: ProductCategory[] = categoryRows.map(([key, parent, es, en]) => {
    const position = positions.get(parent) ?? 0;
    positions.set(parent, position + 1);
    return {
      ...seedAudit(random, categoryId[key]),
      parentId: parent === null ? null : categoryId[parent],
      name: mx ? es : en,
      slug: slugify(mx ? es : en),
      position,
    };
  });
  const config: InventoryConfig = seeded ? { units, categories, unitId, categoryId } : { units: [], categories: [], unitId, categoryId };
  cache.set(tenant, config);
  return config;
}

/** The settings of a seeded tenant: acme costs by average, globex by FIFO; neither lets stock go below zero. */
export function seedInventorySettings(tenant: string): InventorySettings | null {
  if (!Object.hasOwn(seedSizes, tenant)) return null;
  const random = randomFor(tenant, 'inventory-settings');
  return { ...seedAudit(random, INVENTORY_SETTINGS_ID), costingMethod: tenant === 'globex' ? 'fifo' : 'average', negativeStock: 'forbid' };
}

export function seed(data: TenantData): void {
  const { units, categories } = inventoryConfigFor(data.tenant);
  data.collection<Unit>('units').putMany(units);
  data.collection<ProductCategory>('product-categories').putMany(categories);
  const settings = seedInventorySettings(data.tenant);
  if (settings) data.collection<InventorySettings>('settings').put(settings);
}
