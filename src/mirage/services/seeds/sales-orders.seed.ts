/**
 * Seed of the sales area per tenant: a year of sales orders for acme (about 3,000) and a quarter for globex (about
 * 250) ending the day before the seeds' today (the services' clock, data.ts), every status, numbered SO-000001… in
 * date order: the open ones (confirmed, partially delivered) in the last two months, drafts in the last two weeks.
 *
 * Consistent with the inventory seed (the area needs it): the open orders (confirmed and partially delivered) are
 * made FROM the seeded stock levels that hold a reservation, so that for every level what the open orders still
 * have to deliver of its product in its warehouse is exactly its `reserved` (a partially delivered line ordered more
 * and delivered the difference). Orders delivered and closed count on the inventory seed's year of issue
 * movements (references PV-/SO-…, summarised per level), which are not linked one to one to these orders; drafts
 * and cancelled orders hold nothing.
 *
 * A few confirmed orders (about 1 in 12, at least 2 per tenant) also have part of their lines on the road: a dispatched
 * delivery (deliveries seed) carries `onTheRoadOf(order)`, which the dispatch took out of the reservation and issued,
 * so those lines ordered the level's `reserved` plus what is on the road (outstanding = reserved + on the road).
 */
import { findTenant } from '../../../config/tenants';
import { defaultPrefixes } from '../../../domain/company';
import { documentTotals } from '../../../domain/document-lines';
import type { Product } from '../../../domain/product';
import { formatOrderNumber, type SalesOrder, type SalesOrderLine, type SalesOrderStatus } from '../../../domain/sales-order';
import type { StockLevel } from '../../../domain/stock';
import type { TenantData } from '../data';
import { seedCustomers, seedProducts } from './catalogs.seed';
import { seedStockLevels, seedWarehouses } from './inventory.seed';
import { DAY_MS, dayStart, memoizedByDay, randomFor, SEED_USER, seedLocaleOf } from './seed-kit';
import type { Random } from '../../shared/ids';

const DAY = DAY_MS;
const periods: Record<string, { days: number; orders: number }> = {
  acme: { days: 365, orders: 3_000 },
  globex: { days: 91, orders: 250 },
};

const notes: Record<'MX' | 'US', readonly string[]> = {
  MX: ['', '', '', 'Entregar por la mañana', 'Llamar antes de entregar', 'Factura a nombre de la empresa', 'Cliente recoge en sucursal'],
  US: ['', '', '', 'Deliver in the morning', 'Call before delivery', 'Invoice to the company', 'Customer picks up at the branch'],
};

const dayOf = (at: number): string => new Date(at).toISOString().slice(0, 10);

interface Draft {
  at: number;
  status: SalesOrderStatus;
  warehouseId: string;
  lines: { product: Product; quantity: number; delivered: number; onTheRoad?: number }[];
}

const onTheRoad = new WeakMap<SalesOrder, Readonly<Record<string, string>>>();

/**
 * What a seeded confirmed order has on the road (product id -> quantity a dispatched delivery carries: its stock
 * already left, its reservation released), or null when nothing of it has left.
 */
export const onTheRoadOf = (order: SalesOrder): Readonly<Record<string, string>> | null => onTheRoad.get(order) ?? null;

function priced(random: Random, product: Product, quantity: number, delivered: number): SalesOrderLine {
  return {
    productId: product.id,
    sku: product.sku,
    productName: product.name,
    quantity: String(quantity),
    unitPrice: product.price,
    discount: random.chance(0.2) ? random.pick(['5', '10', '15']) : '0',
    taxRate: product.taxRate,
    delivered: String(delivered),
  };
}

/** The orders up to `today` (the tenant's business day, data.ts): dated up to the day before, the recent ones open. */
export const seedSalesOrders = memoizedByDay((tenant: string, today: string): readonly SalesOrder[] => {
  const period = periods[tenant];
  if (!period) return [];
  const lastDay = dayStart(today) - DAY;
  const random = randomFor(tenant, 'sales-orders');
  const locale = seedLocaleOf(tenant);
  const currency = findTenant(tenant)?.currency ?? 'MXN';
  const products = seedProducts(tenant);
  const productById = new Map(products.map((p) => [p.id, p]));
  const sellable = products.filter((p) => p.active && p.price > 0);
  const customers = seedCustomers(tenant).filter((c) => c.status === 'active');
  const warehouses = seedWarehouses(tenant);
  const stocking = warehouses.filter((w) => w.type !== 'transit');
  const first = lastDay - (period.days - 1) * DAY;
  const instant = (from: number, to: number) => from + random.int(0, Math.floor((to - from) / 60_000)) * 60_000 + 15 * 3_600_000;
  const drafts: Draft[] = [];

  // Open orders from the reservations, warehouse by warehouse, 3 to 9 lines each, in the last two months.
  const reservedLevels = seedStockLevels(tenant).filter((l) => l.reserved !== '0');
  const byWarehouse = new Map<string, StockLevel[]>();
  for (const level of reservedLevels) {
    const list = byWarehouse.get(level.warehouseId);
    if (list) list.push(level);
    else byWarehouse.set(level.warehouseId, [level]);
  }
  // Its own stream, so that the rest of the seed is the same with or without deliveries on the road.
  const road = randomFor(tenant, 'sales-orders:on-the-road');
  let confirmedSoFar = 0;
  for (const [warehouseId, levels] of byWarehouse) {
    for (let i = 0; i < levels.length; ) {
      const take = levels.slice(i, i + random.int(3, 9));
      i += take.length;
      const partial = random.chance(0.3);
      const dispatched = !partial && (confirmedSoFar++ < 2 || road.chance(1 / 12));
      drafts.push({
        at: instant(lastDay - 60 * DAY, lastDay),
        status: partial ? 'partially-delivered' : 'confirmed',
        warehouseId,
        lines: take.map((level) => {
          const delivered = partial && random.chance(0.6) ? random.int(1, 5) : 0;
          const carried = dispatched ? road.int(1, 4) : 0;
          return { product: productById.get(level.productId)!, quantity: Number(level.reserved) + delivered + carried, delivered, onTheRoad: carried };
        }),
      });
    }
  }

  // The rest of the year: mostly closed, some delivered, cancelled, and recent drafts.
  const rest = Math.max(0, period.orders - drafts.length);
  for (let n = 0; n < rest; n++) {
    const roll = random.next();
    const status: SalesOrderStatus = roll < 0.03 ? 'draft' : roll < 0.13 ? 'cancelled' : roll < 0.3 ? 'delivered' : 'closed';
    const at = status === 'draft' ? instant(lastDay - 14 * DAY, lastDay) : status === 'delivered' ? instant(lastDay - 45 * DAY, lastDay) : instant(first, lastDay);
    const count = random.int(1, 6);
    const lines: Draft['lines'] = [];
    for (let k = 0; k < count; k++) {
      const product = random.pick(sellable);
      if (lines.some((l) => l.product === product)) continue;
      const quantity = random.int(1, 12);
      lines.push({ product, quantity, delivered: status === 'delivered' || status === 'closed' ? quantity : 0 });
    }
    drafts.push({ at, status, warehouseId: random.pick(stocking).id, lines });
  }

  drafts.sort((a, b) => a.at - b.at);
  const warehouseName = new Map(warehouses.map((w) => [w.id, w.name]));
  return drafts.map((draft, index) => {
    const customer = random.pick(customers);
    const lines = draft.lines.map((l) => priced(random, l.product, l.quantity, l.delivered));
    const totals = documentTotals(lines);
    const createdAt = new Date(draft.at).toISOString();
    const updatedAt = draft.status === 'draft' ? createdAt : new Date(Math.min(draft.at + random.int(1, 72) * 3_600_000, lastDay + 20 * 3_600_000)).toISOString();
    const order: SalesOrder = {
      id: `so-${tenant}-${index + 1}`,
      version: draft.status === 'draft' ? 1 : 2,
      createdAt,
      createdBy: SEED_USER,
      updatedAt,
      updatedBy: SEED_USER,
      number: formatOrderNumber(defaultPrefixes['sales-order'], index + 1),
      status: draft.status,
      customerId: customer.id,
      customerName: customer.name,
      date: dayOf(draft.at),
      warehouseId: draft.warehouseId,
      warehouseName: warehouseName.get(draft.warehouseId) ?? '',
      lines,
      notes: random.pick(notes[locale]),
      currency,
      totals,
      total: totals.total,
    };
    if (draft.lines.some((l) => l.onTheRoad)) onTheRoad.set(order, Object.fromEntries(draft.lines.filter((l) => l.onTheRoad).map((l) => [l.product.id, String(l.onTheRoad)])));
    return order;
  });
});

export function seed(data: TenantData, today: string): void {
  const orders = seedSalesOrders(data.tenant, today);
  data.collection<SalesOrder>('sales-orders').putMany(orders);
  data.setSequence('sales-orders', orders.length);
}
