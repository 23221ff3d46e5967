/**
 * Seed of the inventory area per tenant: warehouses, a stock level for every product in every warehouse (acme:
 * 5 x 10,000 = 50,000 rows, built in one pass) and a year of stock movements. Loaded after the catalogs area (it
 * reads the products).
 */
import { addDecimal, compareDecimal, subtractDecimal } from '../../../domain/decimal';
import { availableOf } from '../../../domain/stock';
import { adjustmentReasons, type AdjustmentReason, type MovementType, type StockMovement } from '../../../domain/stock-movement';
import type { StockLevel } from '../../../domain/stock';
import type { Warehouse, WarehouseType } from '../../../domain/warehouse';
import type { TenantData } from '../data';
import { seedProducts } from './catalogs.seed';
import { inventoryConfigFor } from './inventory-config.seed';
import { addressIn } from './people';
import { findTenant } from '../../../config/tenants';
import { dayIn } from '../../../domain/stock-movement';
import { DAY_MS, dayStart, memoized, memoizedByDay, randomFor, SEED_USER, seedAudit, seedLocaleOf, seedSizes, type SeedLocale } from './seed-kit';

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

/** Who moved stock in the seed (by name; `createdBy` is the seed user). */
const staff: Record<SeedLocale, readonly string[]> = {
  MX: ['Ana Álvarez', 'Luis Hernández Ruiz', 'María Fernanda López', 'Jorge Ramírez', 'Sofía Castillo'],
  US: ['Gus Miller', 'Karen Lee', 'Tom Becker'],
};
const referencePrefix: Record<SeedLocale, Record<Exclude<MovementType, 'adjustment'>, string>> = {
  MX: { receipt: 'PO', issue: 'PV', transfer: 'TRF', production: 'OT' },
  US: { receipt: 'PO', issue: 'SO', transfer: 'TRF', production: 'WO' },
};
const openingReference: Record<SeedLocale, string> = { MX: 'SALDO-INICIAL', US: 'OPENING-BALANCE' };
const adjustmentNotes: Record<SeedLocale, Record<AdjustmentReason, string>> = {
  MX: { damaged: 'Empaque dañado', lost: 'No se encontró en el conteo', found: 'Apareció en otro pasillo', 'count-correction': 'Conteo cíclico', other: 'Muestra para cliente' },
  US: { damaged: 'Damaged packaging', lost: 'Missing at count', found: 'Found in another aisle', 'count-correction': 'Cycle count', other: 'Customer sample' },
};

/**
 * The year of history ends on the seeds' today (the tenant's business day, data.ts): from 365 days before it (06:00Z)
 * to the day before (23:00Z), so today's movements are the ones people make.
 */
const historyOf = (today: string) => ({ start: dayStart(today) - 365 * DAY_MS + 6 * 3_600_000, end: dayStart(today) - DAY_MS + 23 * 3_600_000 });

/** How many movements besides the openings (a year's receipts, sales, transfers, production and adjustments). */
const movementCounts: Record<string, number> = { acme: 3_000, globex: 300 };

interface Draft {
  at: number;
  type: MovementType;
  quantity: number;
  reference: string | null;
  reason: AdjustmentReason | null;
  note: string;
  otherWarehouseId: string | null;
  userName: string;
}

/**
 * A year of movements per warehouse that adds up to the levels: a few thousand documents' movements spread over the
 * year up to `today` on the levels that hold stock, then ONE opening movement per level (a receipt on the year's first day with the reference
 * SALDO-INICIAL / OPENING-BALANCE) summarising everything before, so that for every level the sum of its movements is
 * its on hand. When the year's movements would take a level below zero along the way, the opening grows by that much
 * and a closing count correction (an adjustment, reason count-correction) takes it back, so the running balance
 * never goes negative and the sum still is the on hand. Levels holding nothing with no movement have no history.
 * Each movement's `balance` is the running on hand after it.
 */
export const seedStockMovements = memoizedByDay((tenant: string, today: string): readonly StockMovement[] => {
  const { start: historyStart, end: historyEnd } = historyOf(today);
  const levels = seedStockLevels(tenant);
  const warehouses = seedWarehouses(tenant);
  const locale = seedLocaleOf(tenant);
  const { timeZone } = findTenant(tenant) ?? { timeZone: 'UTC' };
  const random = randomFor(tenant, 'stock-movements');
  const stocked = levels.filter((l) => l.onHand !== '0');
  const byLevel = new Map<StockLevel, Draft[]>();
  const draftsOf = (level: StockLevel) => {
    let list = byLevel.get(level);
    if (!list) byLevel.set(level, (list = []));
    return list;
  };
  const levelIn = new Map(levels.map((l) => [`${l.warehouseId}\u0000${l.productId}`, l]));
  const instant = () => historyStart + random.int(0, Math.floor((historyEnd - historyStart) / 1000)) * 1000;
  const count = stocked.length === 0 ? 0 : (movementCounts[tenant] ?? 0);
  const prefixes = referencePrefix[locale];
  for (let n = 0; n < count; n++) {
    const level = random.pick(stocked);
    const userName = random.pick(staff[locale]);
    const at = instant();
    const roll = random.next();
    const number = String(random.int(1, 9_999)).padStart(6, '0');
    if (roll < 0.35) {
      draftsOf(level).push({ at, type: 'receipt', quantity: random.int(5, 60), reference: `${prefixes.receipt}-${number}`, reason: null, note: '', otherWarehouseId: null, userName });
    } else if (roll < 0.75) {
      draftsOf(level).push({ at, type: 'issue', quantity: -random.int(1, 12), reference: `${prefixes.issue}-${number}`, reason: null, note: '', otherWarehouseId: null, userName });
    } else if (roll < 0.87 && warehouses.length > 1) {
      // A transfer leaves one warehouse and enters another: two movements with one reference.
      const other = random.pick(warehouses.filter((w) => w.id !== level.warehouseId));
      const there = levelIn.get(`${other.id}\u0000${level.productId}`);
      if (!there) continue;
      const quantity = random.int(1, 10);
      const reference = `${prefixes.transfer}-${number}`;
      draftsOf(level).push({ at, type: 'transfer', quantity: -quantity, reference, reason: null, note: '', otherWarehouseId: other.id, userName });
      draftsOf(there).push({ at: at + 1000, type: 'transfer', quantity, reference, reason: null, note: '', otherWarehouseId: level.warehouseId, userName });
    } else if (roll < 0.93) {
      draftsOf(level).push({ at, type: 'production', quantity: random.int(1, 20), reference: `${prefixes.production}-${number}`, reason: null, note: '', otherWarehouseId: null, userName });
    } else {
      const reason = random.pick(adjustmentReasons);
      const quantity = reason === 'found' ? random.int(1, 3) : reason === 'count-correction' ? random.pick([-2, -1, 1, 2]) : -random.int(1, 3);
      draftsOf(level).push({ at, type: 'adjustment', quantity, reference: null, reason, note: adjustmentNotes[locale][reason], otherWarehouseId: null, userName });
    }
  }

  const movements: StockMovement[] = [];
  let id = 0;
  // One Intl call per hour of the year, not per movement (the tenants' zones are whole hours off UTC).
  const days = new Map<number, string>();
  const dayOf = (at: number): string => {
    const hour = Math.floor(at / 3_600_000);
    let day = days.get(hour);
    if (day === undefined) days.set(hour, (day = dayIn(new Date(hour * 3_600_000), timeZone)));
    return day;
  };
  const push = (level: StockLevel, draft: Draft, quantity: string, balance: string) => {
    const createdAt = new Date(draft.at).toISOString();
    movements.push({
      id: `mov-${++id}`,
      version: 1,
      createdAt,
      createdBy: SEED_USER,
      updatedAt: createdAt,
      updatedBy: SEED_USER,
      type: draft.type,
      warehouseId: level.warehouseId,
      productId: level.productId,
      quantity,
      counted: null,
      reason: draft.reason,
      note: draft.note,
      reference: draft.reference,
      otherWarehouseId: draft.otherWarehouseId,
      date: dayOf(draft.at),
      userName: draft.userName,
      balance,
    });
  };
  for (const level of levels) {
    const drafts = (byLevel.get(level) ?? []).sort((a, b) => a.at - b.at);
    if (drafts.length === 0 && level.onHand === '0') continue;
    let sum = 0;
    let lowest = 0;
    for (const d of drafts) {
      sum += d.quantity;
      lowest = Math.min(lowest, sum);
    }
    // The opening makes the whole history add up to on hand; it is raised when the year would dip below zero.
    const baseOpening = subtractDecimal(level.onHand, String(sum));
    const dip = compareDecimal(addDecimal(baseOpening, String(lowest)), '0') < 0 ? subtractDecimal('0', addDecimal(baseOpening, String(lowest))) : '0';
    const opening = addDecimal(baseOpening, dip);
    let balance = opening;
    if (compareDecimal(opening, '0') !== 0 || drafts.length === 0) push(level, { at: historyStart, type: 'receipt', quantity: 0, reference: openingReference[locale], reason: null, note: '', otherWarehouseId: null, userName: staff[locale][0]! }, opening, balance);
    for (const d of drafts) {
      balance = addDecimal(balance, String(d.quantity));
      push(level, d, String(d.quantity), balance);
    }
    if (dip !== '0') {
      balance = subtractDecimal(balance, dip);
      const closing = { at: historyEnd, type: 'adjustment' as const, quantity: 0, reference: null, reason: 'count-correction' as const, note: adjustmentNotes[locale]['count-correction'], otherWarehouseId: null, userName: staff[locale][0]! };
      push(level, closing, subtractDecimal('0', dip), balance);
    }
  }
  return movements;
});

export function seed(data: TenantData, today: string): void {
  const warehouses = seedWarehouses(data.tenant);
  data.collection<Warehouse>('warehouses').putMany(warehouses);
  // Levels of the seeded products and warehouses; the inventory service adds empty ones for records created since.
  data.collection<StockLevel>('stock-levels').putMany(seedStockLevels(data.tenant));
  data.collection<StockMovement>('stock-movements').putMany(seedStockMovements(data.tenant, today));
}
