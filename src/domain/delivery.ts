/**
 * Deliveries (DOMAIN.md "Entities"): number, sales order, warehouse, driver (an employee), scheduled date, address,
 * lines (quantities shipped), proof (received by, time), status. The record, what a client writes, the rules shared
 * by the delivery form and the distribution service, what an order still has to ship, and the list spec. Pure.
 *
 * A delivery ships part or all of a confirmed (or partially delivered) sales order from the order's warehouse:
 * every line is a product of the order, and no line ships more than the order still has undelivered (what the
 * order has not recorded as delivered, minus what its other deliveries still on their way carry).
 */
import { checkAddress, type Address } from './address';
import { addDecimal, compareDecimal, isDecimal, subtractDecimal } from './decimal';
import { isCalendarDay } from './employee';
import { checkText, collectErrors, isPlainObject, trimStrings } from './fields';
import type { ListSpec } from './list-query';
import type { Audited, FieldErrors } from './resource';

export const deliveryStatuses = ['scheduled', 'dispatched', 'delivered', 'failed', 'rescheduled', 'returned'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** The statuses whose goods are still on their way (not delivered, not back in the warehouse). */
export const openDeliveryStatuses: readonly DeliveryStatus[] = ['scheduled', 'dispatched', 'failed', 'rescheduled'];
/** The statuses of a delivery whose stock left the warehouse and that the order does not yet count as delivered. */
export const onTheRoadStatuses: readonly DeliveryStatus[] = ['dispatched', 'failed', 'rescheduled'];

export interface DeliveryLine {
  productId: string;
  /** Decimal string, up to 4 places, > 0. */
  quantity: string;
  /** The product's SKU and name when the delivery was written (set by the service; a client's value is ignored). */
  sku?: string;
  name?: string;
}

/** Proof of delivery: who received the goods, and when (an instant, UTC). */
export interface DeliveryProof {
  receivedBy: string;
  receivedAt: string;
}

/** The fields a client writes (create, and update while scheduled). */
export interface DeliveryInput {
  salesOrderId: string;
  /** An active employee. */
  driverId: string;
  /** `YYYY-MM-DD`. */
  scheduledDate: string;
  /** Where the goods go: the customer's address by default. */
  address: Address;
  lines: DeliveryLine[];
  notes: string;
}

export type Delivery = Audited &
  DeliveryInput & {
    /** `DEL-000001`: numbered per tenant by the service. */
    number: string;
    status: DeliveryStatus;
    /** From the order, when the delivery was created. */
    orderNumber: string;
    customerId: string;
    customerName: string;
    warehouseId: string;
    /** When the goods left the warehouse (first dispatch); null before. */
    dispatchedAt: string | null;
    proof: DeliveryProof | null;
    /** Why the last attempt failed; null when none did. */
    failureReason: string | null;
  };

export const deliveryLimits = { notes: 500, receivedBy: 120, failureReason: 300, lines: 200 } as const;

/** `DEL-000001` (the company's default prefix; 6 digits, more past 999999). */
export const formatDeliveryNumber = (n: number, prefix = 'DEL'): string => `${prefix}-${String(n).padStart(6, '0')}`;

/** An order as a delivery needs it: its status and, per line, what it has NOT yet recorded as delivered. */
export interface OrderForDelivery {
  id: string;
  status: string;
  lines: readonly { productId: string; quantity: string }[];
}

/** The order statuses that take new deliveries. */
export const deliverableOrderStatuses = ['confirmed', 'partially-delivered'] as const;
export const isDeliverableOrder = (order: Pick<OrderForDelivery, 'status'>): boolean => (deliverableOrderStatuses as readonly string[]).includes(order.status);

/** Quantities by product (lines of the same product add up). */
export function quantitiesByProduct(lines: readonly { productId: string; quantity: string }[]): Map<string, string> {
  const sums = new Map<string, string>();
  for (const line of lines) {
    if (!isDecimal(line.quantity)) continue;
    sums.set(line.productId, addDecimal(sums.get(line.productId) ?? '0', line.quantity));
  }
  return sums;
}

/**
 * What the order still has to ship, by product: its undelivered quantities minus what its deliveries still on their
 * way carry (scheduled, dispatched, failed, rescheduled; a delivered one is already in the order's delivered
 * quantities, a returned one gives its goods back). `deliveries` are the order's other deliveries (leave out the one
 * being edited).
 */
export function outstandingByProduct(
  order: Pick<OrderForDelivery, 'lines'>,
  deliveries: readonly Pick<Delivery, 'status' | 'lines'>[],
): Map<string, string> {
  const left = quantitiesByProduct(order.lines);
  for (const delivery of deliveries) {
    if (!openDeliveryStatuses.includes(delivery.status)) continue;
    for (const [productId, quantity] of quantitiesByProduct(delivery.lines)) {
      if (left.has(productId)) left.set(productId, subtractDecimal(left.get(productId)!, quantity));
    }
  }
  return left;
}

/** Delivered quantities by product (deliveries with proof). */
export function deliveredByProduct(deliveries: readonly Pick<Delivery, 'status' | 'lines'>[]): Map<string, string> {
  return quantitiesByProduct(deliveries.filter((d) => d.status === 'delivered').flatMap((d) => d.lines));
}

/** Whether everything ordered has been delivered (the order then is `delivered`, else `partially-delivered`). */
export function isFullyDelivered(order: Pick<OrderForDelivery, 'lines'>, delivered: ReadonlyMap<string, string>): boolean {
  for (const [productId, ordered] of quantitiesByProduct(order.lines)) {
    if (compareDecimal(delivered.get(productId) ?? '0', ordered) < 0) return false;
  }
  return true;
}

/** The lines of a new delivery for an order: everything still outstanding, in the order's line order. */
export function outstandingLines(order: OrderForDelivery, deliveries: readonly Pick<Delivery, 'status' | 'lines'>[]): DeliveryLine[] {
  const left = outstandingByProduct(order, deliveries);
  const lines: DeliveryLine[] = [];
  for (const productId of new Set(order.lines.map((l) => l.productId))) {
    const quantity = left.get(productId) ?? '0';
    if (compareDecimal(quantity, '0') > 0) lines.push({ productId, quantity });
  }
  return lines;
}

export const emptyAddress = (country: string): Address => ({ street: '', city: '', state: '', postalCode: '', country });

export const emptyDeliveryInput = (today: string, country: string): DeliveryInput => ({
  salesOrderId: '',
  driverId: '',
  scheduledDate: today,
  address: emptyAddress(country),
  lines: [],
  notes: '',
});

/** Strings trimmed; lines keep only product and quantity (the service names them). */
export function normalizeDeliveryInput(input: DeliveryInput): DeliveryInput {
  const trimmed = trimStrings(input);
  return {
    ...trimmed,
    lines: Array.isArray(trimmed.lines)
      ? trimmed.lines.map((line) => (isPlainObject(line) ? { productId: line.productId, quantity: line.quantity } : line) as DeliveryLine)
      : trimmed.lines,
  };
}

export interface DeliveryRules {
  /** Today (`YYYY-MM-DD`, the tenant's day): an earlier scheduled date is `out-of-range`. */
  today: string;
  /** The order, when the rules can look it up; unknown: `unknown-reference`; not deliverable: `inactive-reference`. */
  order?: (id: string) => OrderForDelivery | undefined;
  /** What the order still has to ship by product, leaving this delivery out (see `outstandingByProduct`). */
  outstanding?: (order: OrderForDelivery) => ReadonlyMap<string, string>;
  /** The driver as the rules need it. */
  driver?: (id: string) => { status: 'active' | 'inactive' } | undefined;
  /** The stored delivery on update: its order cannot change, an inactive driver it has may stay, a past date may stay. */
  previous?: Pick<DeliveryInput, 'salesOrderId' | 'driverId' | 'scheduledDate'>;
}

/** Field errors of a delivery input (empty when valid). Expects `normalizeDeliveryInput` to have run. */
export function validateDelivery(input: DeliveryInput, rules: DeliveryRules): FieldErrors {
  const c = collectErrors();
  const raw = input as unknown as Record<string, unknown>;

  let order: OrderForDelivery | undefined;
  checkText(c, 'salesOrderId', raw.salesOrderId);
  if (typeof raw.salesOrderId === 'string' && raw.salesOrderId !== '' && !c.has('salesOrderId')) {
    if (rules.previous && rules.previous.salesOrderId !== raw.salesOrderId) c.add('salesOrderId', 'invalid-format');
    else if (rules.order) {
      order = rules.order(raw.salesOrderId);
      if (!order) c.add('salesOrderId', 'unknown-reference');
      else if (!isDeliverableOrder(order) && !rules.previous) c.add('salesOrderId', 'inactive-reference');
    }
  }

  checkText(c, 'driverId', raw.driverId);
  if (typeof raw.driverId === 'string' && raw.driverId !== '' && !c.has('driverId') && rules.driver) {
    const driver = rules.driver(raw.driverId);
    if (!driver) c.add('driverId', 'unknown-reference');
    else if (driver.status !== 'active' && rules.previous?.driverId !== raw.driverId) c.add('driverId', 'inactive-reference');
  }

  checkText(c, 'scheduledDate', raw.scheduledDate);
  if (typeof raw.scheduledDate === 'string' && raw.scheduledDate !== '' && !c.has('scheduledDate')) {
    if (!isCalendarDay(raw.scheduledDate)) c.add('scheduledDate', 'invalid-format');
    else if (raw.scheduledDate < rules.today && rules.previous?.scheduledDate !== raw.scheduledDate) c.add('scheduledDate', 'out-of-range');
  }

  checkAddress(c, 'address', raw.address);
  checkText(c, 'notes', raw.notes, { required: false, max: deliveryLimits.notes });

  const lines = raw.lines;
  if (!Array.isArray(lines) || lines.length === 0) c.add('lines', 'required');
  else if (lines.length > deliveryLimits.lines) c.add('lines', 'out-of-range');
  else {
    const outstanding = order && rules.outstanding ? rules.outstanding(order) : null;
    const seen = new Set<string>();
    lines.forEach((line: unknown, i) => {
      const l = isPlainObject(line) ? line : {};
      if (typeof l.productId !== 'string' || l.productId === '') c.add(`lines.${i}.productId`, 'required');
      else if (seen.has(l.productId)) c.add(`lines.${i}.productId`, 'duplicate');
      else {
        seen.add(l.productId);
        if (order && !order.lines.some((o) => o.productId === l.productId)) c.add(`lines.${i}.productId`, 'unknown-reference');
      }
      if (typeof l.quantity === 'string' && l.quantity.trim() === '') c.add(`lines.${i}.quantity`, 'required');
      else if (!isDecimal(l.quantity)) c.add(`lines.${i}.quantity`, 'not-a-number');
      else if (compareDecimal(l.quantity, '0') <= 0) c.add(`lines.${i}.quantity`, 'out-of-range');
      else if (outstanding && typeof l.productId === 'string' && outstanding.has(l.productId) && compareDecimal(l.quantity, outstanding.get(l.productId)!) > 0) {
        c.add(`lines.${i}.quantity`, 'out-of-range');
      }
    });
  }
  return c.errors;
}

/** Field errors of a lifecycle event's data (422 before the statechart): proof, failure reason, new date. */
export function validateDeliveryEvent(event: { type: string } & Record<string, unknown>, rules: { today: string; now: string; dispatchedAt: string | null }): FieldErrors {
  const c = collectErrors();
  if (event.type === 'deliver') {
    checkText(c, 'receivedBy', event.receivedBy, { max: deliveryLimits.receivedBy });
    checkText(c, 'receivedAt', event.receivedAt);
    if (typeof event.receivedAt === 'string' && event.receivedAt !== '' && !c.has('receivedAt')) {
      if (!isInstant(event.receivedAt)) c.add('receivedAt', 'invalid-format');
      else if (!isProofTime(event.receivedAt, rules.now, rules.dispatchedAt)) c.add('receivedAt', 'out-of-range');
    }
  } else if (event.type === 'fail') {
    checkText(c, 'reason', event.reason, { max: deliveryLimits.failureReason });
  } else if (event.type === 'reschedule') {
    checkText(c, 'scheduledDate', event.scheduledDate);
    if (typeof event.scheduledDate === 'string' && event.scheduledDate !== '' && !c.has('scheduledDate')) {
      if (!isCalendarDay(event.scheduledDate)) c.add('scheduledDate', 'invalid-format');
      else if (event.scheduledDate < rules.today) c.add('scheduledDate', 'out-of-range');
    }
  }
  return c.errors;
}

/**
 * Whether a proof's time is possible: not after now, not before the dispatch. Compared to the minute (a person
 * writes the time they read on a clock, and a datetime field has no seconds).
 */
export const isProofTime = (receivedAt: string, now: string, dispatchedAt: string | null): boolean =>
  new Date(receivedAt).getTime() <= new Date(now).getTime() && (dispatchedAt === null || receivedAt.slice(0, 16) >= new Date(dispatchedAt).toISOString().slice(0, 16));

/** An ISO 8601 instant in UTC as the services write them (`2025-07-15T10:00:00.000Z`, seconds and fraction optional). */
export function isInstant(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?Z$/.test(text)) return false;
  const time = Date.parse(text);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 16) === text.slice(0, 16);
}

export const deliveryListSpec: ListSpec<Delivery> = {
  searchFields: ['number', 'orderNumber', 'customerName', 'notes'],
  sortFields: ['number', 'scheduledDate', 'status', 'orderNumber', 'customerName', 'createdAt', 'updatedAt'],
  filters: {
    status: { type: 'enum', values: deliveryStatuses },
    driverId: { type: 'reference' },
    warehouseId: { type: 'reference' },
    salesOrderId: { type: 'reference' },
    customerId: { type: 'reference' },
    scheduledDate: { type: 'date-range' },
  },
  defaultSort: '-scheduledDate',
  sortOrders: { status: deliveryStatuses },
};
