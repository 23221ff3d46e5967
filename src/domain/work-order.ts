/**
 * Work orders (DOMAIN.md "Entities": manufacture): a kit product assembled in a warehouse from its components. The
 * client writes the kit, how many, the warehouse, the planned day and a note; the service copies the kit's
 * components at the time of writing (what the order will consume: per kit × quantity) with their SKU and name, and
 * numbers the order `WO-000001`. Pure: no UI, Mirage or XState import.
 */
import { compareDecimal, fromScaled, isDecimal, subtractDecimal, toScaled } from './decimal';
import { checkText, collectErrors, trimStrings } from './fields';
import { isCalendarDay, type ListSpec } from './list-query';
import type { KitComponent } from './product';
import type { Audited, FieldErrors } from './resource';

export const workOrderStatuses = ['planned', 'released', 'in-progress', 'completed', 'cancelled'] as const;
export type WorkOrderStatus = (typeof workOrderStatuses)[number];

/** One component the order consumes: the kit's quantity per kit, and the total for the order's quantity. */
export interface WorkOrderComponent {
  productId: string;
  sku: string;
  name: string;
  /** Decimal string: how many go into one kit. */
  perKit: string;
  /** Decimal string: perKit × the order's quantity. */
  quantity: string;
}

/** What a client writes (create, and PUT while planned). */
export interface WorkOrderInput {
  kitId: string;
  /** Whole kits to assemble, as a decimal string without places ('1' to '10000'). */
  quantity: string;
  warehouseId: string;
  /** YYYY-MM-DD. */
  plannedDate: string;
  /** '' when none. */
  notes: string;
}

export type WorkOrder = Audited &
  WorkOrderInput & {
    /** `WO-000001`, assigned by the service. */
    number: string;
    status: WorkOrderStatus;
    /** The kit's SKU and name when the order was written. */
    kitSku: string;
    kitName: string;
    components: WorkOrderComponent[];
  };

export const workOrderLimits = { quantity: 10_000, notes: 1000 } as const;

export const formatWorkOrderNumber = (n: number, prefix = 'WO'): string => `${prefix}-${String(n).padStart(6, '0')}`;

export const emptyWorkOrderInput = (today: string): WorkOrderInput => ({ kitId: '', quantity: '1', warehouseId: '', plannedDate: today, notes: '' });

export const normalizeWorkOrderInput = (input: WorkOrderInput): WorkOrderInput => {
  const trimmed = trimStrings(input);
  // '05' and '5.0' are five kits.
  const quantity = typeof trimmed.quantity === 'string' && isDecimal(trimmed.quantity) ? fromScaled(toScaled(trimmed.quantity)!) : trimmed.quantity;
  return { ...trimmed, quantity };
};

/** Whole kits between 1 and the limit. */
export const isKitQuantity = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= workOrderLimits.quantity;

export interface WorkOrderRules {
  /** The kit product (null when it does not exist); an inactive product or one without components is refused. */
  kit?: (id: string) => { components: readonly KitComponent[]; active: boolean } | undefined;
  warehouse?: (id: string) => { active: boolean } | undefined;
  /** The stored order on update (an inactive kit or warehouse it already has stays allowed). */
  previous?: Pick<WorkOrderInput, 'kitId' | 'warehouseId'>;
}

export function validateWorkOrder(input: WorkOrderInput, rules: WorkOrderRules = {}): FieldErrors {
  const c = collectErrors();
  const raw = input as unknown as Record<string, unknown>;
  checkText(c, 'kitId', raw.kitId);
  if (typeof raw.kitId === 'string' && raw.kitId !== '' && rules.kit) {
    const kit = rules.kit(raw.kitId);
    if (!kit || kit.components.length === 0) c.add('kitId', 'unknown-reference');
    else if (!kit.active && rules.previous?.kitId !== raw.kitId) c.add('kitId', 'inactive-reference');
  }
  if (raw.quantity === undefined || raw.quantity === null || raw.quantity === '') c.add('quantity', 'required');
  else if (typeof raw.quantity !== 'string' || !isDecimal(raw.quantity)) c.add('quantity', 'not-a-number');
  else if (!isKitQuantity(raw.quantity)) c.add('quantity', 'out-of-range');
  checkText(c, 'warehouseId', raw.warehouseId);
  if (typeof raw.warehouseId === 'string' && raw.warehouseId !== '' && rules.warehouse) {
    const warehouse = rules.warehouse(raw.warehouseId);
    if (!warehouse) c.add('warehouseId', 'unknown-reference');
    else if (!warehouse.active && rules.previous?.warehouseId !== raw.warehouseId) c.add('warehouseId', 'inactive-reference');
  }
  checkText(c, 'plannedDate', raw.plannedDate);
  if (typeof raw.plannedDate === 'string' && raw.plannedDate !== '' && !isCalendarDay(raw.plannedDate)) c.add('plannedDate', 'invalid-format');
  checkText(c, 'notes', raw.notes, { required: false, max: workOrderLimits.notes });
  return c.errors;
}

/** `a × n` for a decimal `a` and whole `n` (exact: the places stay those of `a`). */
export function timesWhole(a: string, n: string): string {
  const scaled = toScaled(a);
  if (scaled === null || !/^\d+$/.test(n)) throw new TypeError(`timesWhole(${a}, ${n})`);
  return fromScaled(scaled * BigInt(n));
}

/** The components an order of `quantity` kits consumes (per kit × quantity), named for the order. */
export function componentsFor(
  kit: { components: readonly KitComponent[] },
  quantity: string,
  product: (id: string) => { sku: string; name: string } | undefined,
): WorkOrderComponent[] {
  return kit.components.map((c) => ({
    productId: c.productId,
    sku: product(c.productId)?.sku ?? '',
    name: product(c.productId)?.name ?? '',
    perKit: c.quantity,
    quantity: timesWhole(c.quantity, isKitQuantity(quantity) ? quantity : '0'),
  }));
}

/** A component short in the warehouse: what the order needs, what is available, and how many are missing. */
export interface Shortage {
  productId: string;
  sku: string;
  needed: string;
  available: string;
  missing: string;
}

/** The components whose available quantity is below what the order needs (none: the order can be assembled). */
export function shortagesOf(components: readonly WorkOrderComponent[], available: (productId: string) => string): Shortage[] {
  const out: Shortage[] = [];
  for (const c of components) {
    const have = available(c.productId);
    if (compareDecimal(have, c.quantity) < 0) {
      out.push({ productId: c.productId, sku: c.sku, needed: c.quantity, available: have, missing: subtractDecimal(c.quantity, compareDecimal(have, '0') < 0 ? '0' : have) });
    }
  }
  return out;
}

export const workOrderListSpec: ListSpec<WorkOrder> = {
  searchFields: ['number', 'kitSku', 'kitName', 'notes'],
  sortFields: ['number', 'plannedDate', 'status', 'kitSku', 'createdAt', 'updatedAt'],
  filters: {
    status: { type: 'enum', values: workOrderStatuses },
    kitId: { type: 'reference' },
    warehouseId: { type: 'reference' },
    plannedDate: { type: 'date-range' },
  },
  defaultSort: '-number',
  sortOrders: { status: workOrderStatuses },
};
