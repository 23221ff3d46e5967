/**
 * Seed of the manufacture area per tenant: a year of work orders (acme about 200, globex a few), numbered in the
 * order of their planned day. Deterministic (seed-kit). Loaded after the catalogs (kits) and inventory (warehouses).
 *
 * Stock: nothing is reserved by a work order (the lifecycle moves stock only at completion), so open seeded orders
 * need no reservation in the levels. The seeded completed orders are history: the inventory seed's levels are the
 * stock after them, their issues and productions being summarised in its opening balances and year of movements
 * (which carry production movements of their own); the seed adds no movement, so on hand still equals the sum of
 * the movements of each level. Completing an order from here on records its movements (stock-effects).
 */
import { defaultPrefixes } from '../../../domain/company';
import type { Product } from '../../../domain/product';
import { componentsFor, formatWorkOrderNumber, type WorkOrder, type WorkOrderStatus } from '../../../domain/work-order';
import type { TenantData } from '../data';
import { seedProducts } from './catalogs.seed';
import { seedWarehouses } from './inventory.seed';
import { DAY_MS, dayStart, memoizedByDay, randomFor, SEED_USER, seedLocaleOf } from './seed-kit';

const counts: Record<string, number> = { acme: 200, globex: 12 };
/** The year of documents: the 365 days before the seeds' today (the tenant's business day, data.ts). */
const days = 365;
const notes = {
  MX: ['', '', 'Pedido para instalación corporativa', 'Reponer existencias de la sucursal', 'Urgente: cliente en espera'],
  US: ['', '', 'For a business installation', 'Restock the branch', 'Rush: customer waiting'],
} as const;

export const seedWorkOrders = memoizedByDay((tenant: string, today: string): readonly WorkOrder[] => {
  const yearStart = dayStart(today) - days * DAY_MS;
  /** Nothing seeded changed after yesterday evening. */
  const latest = dayStart(today) - DAY_MS + 20 * 3_600_000;
  const count = counts[tenant] ?? 0;
  const products = seedProducts(tenant);
  const kits = products.filter((p) => p.components.length > 0 && p.active);
  const warehouses = seedWarehouses(tenant).filter((w) => w.type !== 'transit');
  if (count === 0 || kits.length === 0 || warehouses.length === 0) return [];
  const byId = new Map<string, Product>(products.map((p) => [p.id, p]));
  const random = randomFor(tenant, 'work-orders');
  const locale = seedLocaleOf(tenant);
  const planned = Array.from({ length: count }, () => random.int(0, days - 1)).sort((a, b) => a - b);
  return planned.map((day, i) => {
    const kit = random.pick(kits);
    const quantity = String(random.int(1, 12));
    const plannedAt = yearStart + day * 86_400_000;
    const createdAt = new Date(plannedAt - random.int(1, 10) * 86_400_000 + random.int(8, 17) * 3_600_000).toISOString();
    // Older orders are done (a few cancelled); the last weeks hold the open ones.
    const age = days - day;
    const roll = random.next();
    const status: WorkOrderStatus =
      age > 30
        ? roll < 0.9 ? 'completed' : 'cancelled'
        : roll < 0.3 ? 'planned' : roll < 0.55 ? 'released' : roll < 0.75 ? 'in-progress' : roll < 0.93 ? 'completed' : 'cancelled';
    const updatedAt = status === 'planned' ? createdAt : new Date(Math.max(Date.parse(createdAt), Math.min(latest, plannedAt + random.int(0, 3) * 86_400_000 + 3_600_000 * 12))).toISOString();
    return {
      id: `wo-${tenant}-${i + 1}`,
      version: status === 'planned' ? 1 : 2,
      createdAt,
      createdBy: SEED_USER,
      updatedAt,
      updatedBy: SEED_USER,
      number: formatWorkOrderNumber(i + 1, defaultPrefixes['work-order']),
      status,
      kitId: kit.id,
      kitSku: kit.sku,
      kitName: kit.name,
      quantity,
      warehouseId: random.pick(warehouses).id,
      plannedDate: new Date(plannedAt).toISOString().slice(0, 10),
      notes: random.pick(notes[locale]),
      components: componentsFor(kit, quantity, (id) => byId.get(id)),
    };
  });
});

export function seed(data: TenantData, today: string): void {
  const orders = seedWorkOrders(data.tenant, today);
  data.collection<WorkOrder>('work-orders').putMany(orders);
  data.setSequence('work-orders', orders.length);
}
