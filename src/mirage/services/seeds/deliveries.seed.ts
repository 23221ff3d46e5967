/**
 * Seed of the deliveries area per tenant, made from the seeded sales orders (so it follows their year for acme and
 * quarter for globex), numbered DEL-000001… in date order, drivers from the seeded drivers (any active employee
 * when a tenant has none).
 *
 * Consistent with stock and orders (the sales seed made the open orders' undelivered quantities exactly the
 * levels' `reserved`):
 * - an order delivered (or closed) in the last 60 days, and the delivered part of a partially delivered order, has
 *   one `delivered` delivery with proof for what its lines record as delivered; its stock left with the inventory
 *   seed's issue movements (summarised per level, not one to one), so no movement is recorded here;
 * - one in eight of those had a first attempt that failed and came back (`returned`): it left and came back, so it
 *   nets to zero on hand;
 * - half of the confirmed orders have a `scheduled` delivery of everything still undelivered, dated today or tomorrow
 *   (three in four) or later this week: their reservation stays in place, as a scheduled delivery holds nothing itself.
 * - the few confirmed orders the sales seed put partly on the road (`onTheRoadOf`) have one `dispatched` delivery of
 *   that part, for today, that left last evening: as the lifecycle's dispatch does, its quantities are out of the
 *   order's reservation (the level's `reserved` is what the order still has to ship minus what is on the road) and
 *   its stock left the warehouse (counted, like the delivered ones', in the inventory seed's summarised issues);
 *   a scheduled delivery of such an order carries only what is still in the warehouse.
 * Dates follow the seeds' today (the services' clock in the tenant's zone, data.ts): deliveries done by yesterday.
 */
import type { Customer } from '../../../domain/customer';
import { defaultPrefixes } from '../../../domain/company';
import { compareDecimal, subtractDecimal } from '../../../domain/decimal';
import { formatDeliveryNumber, type Delivery, type DeliveryLine } from '../../../domain/delivery';
import type { Employee } from '../../../domain/employee';
import { outstandingOf, type SalesOrder } from '../../../domain/sales-order';
import type { TenantData } from '../data';
import { seedCustomers } from './catalogs.seed';
import { seedPeople } from './people.seed';
import { onTheRoadOf, seedSalesOrders } from './sales-orders.seed';
import { DAY_MS, dayStart, memoizedByDay, randomFor, SEED_USER, seedLocaleOf } from './seed-kit';

const DAY = DAY_MS;

const driverPositions = new Set(['Chofer repartidor', 'Delivery driver']);

const receivers: Record<'MX' | 'US', readonly string[]> = {
  MX: ['Recepción', 'Guardia de seguridad', 'Encargado de almacén', 'Gerente de tienda', 'Asistente administrativa'],
  US: ['Front desk', 'Security guard', 'Warehouse lead', 'Store manager', 'Office assistant'],
};
const failures: Record<'MX' | 'US', readonly string[]> = {
  MX: ['No había nadie para recibir', 'Dirección incompleta', 'El cliente pidió otra fecha', 'Acceso cerrado'],
  US: ['Nobody there to receive it', 'Incomplete address', 'The customer asked for another day', 'Gate closed'],
};

const iso = (at: number): string => new Date(at).toISOString();
const day = (at: number): string => iso(at).slice(0, 10);

export const seedDeliveries = memoizedByDay((tenant: string, today: string): readonly Delivery[] => {
  const orders = seedSalesOrders(tenant, today);
  if (orders.length === 0) return [];
  // The sales seed's orders run up to the day before `today`; the deliveries done by then, the scheduled ones from today.
  const lastDay = dayStart(today) - DAY;
  const recent = lastDay - 60 * DAY;
  /** Nothing seeded is stamped after today began in the tenant's zone (05:00Z: at or before local midnight in the Americas). */
  const latest = lastDay + DAY + 5 * 3_600_000;
  const random = randomFor(tenant, 'deliveries');
  const locale = seedLocaleOf(tenant);
  const { employees } = seedPeople(tenant);
  const active = employees.filter((e) => e.status === 'active');
  const drivers: readonly Employee[] = active.filter((e) => driverPositions.has(e.position)).length > 0 ? active.filter((e) => driverPositions.has(e.position)) : active;
  if (drivers.length === 0) return [];
  const customers = new Map<string, Customer>(seedCustomers(tenant).map((c) => [c.id, c]));

  type Draft = Omit<Delivery, 'id' | 'number'> & { at: number };
  const drafts: Draft[] = [];
  // The deliveries on the road draw from their own stream: the others are the same with or without them.
  const roadRandom = randomFor(tenant, 'deliveries:on-the-road');
  const make = (order: SalesOrder, at: number, status: Delivery['status'], lines: DeliveryLine[], extra: Partial<Delivery> = {}, rnd = random): Draft => {
    const customer = customers.get(order.customerId);
    const createdAt = iso(at);
    return {
      at,
      version: status === 'scheduled' ? 1 : 3,
      createdAt,
      createdBy: SEED_USER,
      updatedAt: status === 'scheduled' ? createdAt : iso(Math.min(at + rnd.int(4, 30) * 3_600_000, latest)),
      updatedBy: SEED_USER,
      status,
      salesOrderId: order.id,
      orderNumber: order.number,
      customerId: order.customerId,
      customerName: order.customerName,
      warehouseId: order.warehouseId,
      driverId: rnd.pick(drivers).id,
      scheduledDate: day(at),
      // Seeded records are never changed in place: the customer's address object is shared, not copied.
      address: customer ? customer.address : { street: '', city: '', state: '', postalCode: '', country: locale },
      lines,
      notes: '',
      dispatchedAt: null,
      proof: null,
      failureReason: null,
      ...extra,
    };
  };
  const lineOf = (order: SalesOrder, pick: (line: SalesOrder['lines'][number]) => string): DeliveryLine[] =>
    order.lines
      .map((line) => ({ productId: line.productId, sku: line.sku, name: line.productName, quantity: pick(line) }))
      .filter((line) => compareDecimal(line.quantity, '0') > 0);

  for (const order of orders) {
    const orderedAt = Date.parse(`${order.date}T15:00:00.000Z`);
    const delivered = lineOf(order, (line) => line.delivered);
    const wasDelivered = order.status === 'partially-delivered' || ((order.status === 'delivered' || order.status === 'closed') && orderedAt >= recent);
    if (wasDelivered && delivered.length > 0) {
      // Done by yesterday (an order of yesterday was delivered the same day).
      const at = Math.min(orderedAt + random.int(1, 3) * DAY, lastDay + 14 * 3_600_000);
      if (random.chance(0.125)) {
        const failedAt = Math.max(orderedAt, at - random.int(1, 3) * DAY);
        const dispatchedAt = failedAt + random.int(1, 3) * 3_600_000;
        drafts.push(make(order, failedAt, 'returned', delivered, { dispatchedAt: iso(dispatchedAt), failureReason: random.pick(failures[locale]) }));
      }
      const dispatchedAt = at + random.int(8, 11) * 3_600_000;
      const receivedAt = iso(dispatchedAt + random.int(20, 240) * 60_000);
      drafts.push(make(order, at, 'delivered', delivered, { dispatchedAt: iso(dispatchedAt), proof: { receivedBy: random.pick(receivers[locale]), receivedAt }, updatedAt: receivedAt }));
    }
    const road = order.status === 'confirmed' ? onTheRoadOf(order) : null;
    if (road) {
      // Left last evening (before today began in the tenant's zone) for today's route.
      const dispatchedAt = iso(latest - 60 * 60_000 + roadRandom.int(0, 50) * 60_000);
      const carried = lineOf(order, (line) => road[line.productId] ?? '0');
      const planned = iso(orderedAt + roadRandom.int(1, 4) * 3_600_000);
      drafts.push(make(order, lastDay + DAY, 'dispatched', carried, { version: 2, createdAt: planned, updatedAt: dispatchedAt, dispatchedAt }, roadRandom));
    }
    if (order.status === 'confirmed' && random.chance(0.5)) {
      const open = lineOf(order, (line) => subtractDecimal(outstandingOf(line), road?.[line.productId] ?? '0'));
      // Most for today and tomorrow, the rest later this week.
      const ahead = random.chance(0.75) ? random.int(1, 2) : random.int(3, 7);
      // Planned when the order was taken (never in the future).
      const planned = iso(orderedAt + random.int(1, 4) * 3_600_000);
      if (open.length > 0) drafts.push(make(order, lastDay + ahead * DAY, 'scheduled', open, { createdAt: planned, updatedAt: planned }));
    }
  }

  drafts.sort((a, b) => a.at - b.at || a.orderNumber.localeCompare(b.orderNumber));
  return drafts.map(({ at: _at, ...draft }, index) => ({
    ...draft,
    id: `del-${tenant}-${index + 1}`,
    number: formatDeliveryNumber(index + 1, defaultPrefixes.delivery),
  }));
});

export function seed(data: TenantData, today: string): void {
  const deliveries = seedDeliveries(data.tenant, today);
  data.collection<Delivery>('deliveries').putMany(deliveries);
  data.setSequence('deliveries', deliveries.length);
}
