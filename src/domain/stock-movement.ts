/**
 * Stock movements (DOMAIN.md "Entities"): what changed a stock level, when and why. Types, the list spec (with the
 * date range), the rules of an adjustment and its effect on the level, as pure functions: the mock service and
 * the adjustment form run the same code. Movements are immutable; receipts, issues, transfers and production come
 * from documents (issue 10), so a client may only post adjustments for now.
 */
import { addDecimal, compareDecimal, isDecimal, subtractDecimal } from './decimal';
import { checkOneOf, checkText, collectErrors } from './fields';
import type { ListSpec } from './list-query';
import type { Audited, FieldErrors } from './resource';
import { availableOf, type StockLevel } from './stock';

export const movementTypes = ['receipt', 'issue', 'transfer', 'adjustment', 'production'] as const;
export type MovementType = (typeof movementTypes)[number];

/** Why stock was adjusted; `other` needs a note. */
export const adjustmentReasons = ['damaged', 'lost', 'found', 'count-correction', 'other'] as const;
export type AdjustmentReason = (typeof adjustmentReasons)[number];

export const movementLimits = { note: 500 } as const;

export type StockMovement = Audited & {
  type: MovementType;
  warehouseId: string;
  productId: string;
  /** Signed decimal string (up to 4 places): what entered (+) or left (-) the warehouse. */
  quantity: string;
  /** The count an adjustment was made from (the change is `counted - onHand` at that moment), else null. */
  counted: string | null;
  /** An adjustment's reason; null for the other types. */
  reason: AdjustmentReason | null;
  note: string;
  /** The document's number (text until documents exist, issue 10), or null. */
  reference: string | null;
  /** A transfer's other warehouse (it left from or went to), else null. */
  otherWarehouseId: string | null;
  /** The business day, `YYYY-MM-DD` in the company's time zone (the date-range filter reads it). */
  date: string;
  /** Who made it, by name (`createdBy` holds the id). */
  userName: string;
  /** On hand in the warehouse right after the movement. */
  balance: string;
};

/** A movement as the service lists it: with its product's SKU and name. */
export type StockMovementRow = StockMovement & { sku: string; productName: string };

/** What a client posts: an adjustment, with either the signed change (`quantity`) or the count (`counted`). */
export interface AdjustmentInput {
  type: MovementType;
  warehouseId: string;
  productId: string;
  /** Signed change; null when `counted` is given. */
  quantity: string | null;
  /** Counted on hand; null when `quantity` is given. */
  counted: string | null;
  reason: AdjustmentReason | '';
  note: string;
}

export interface AdjustmentRules {
  /** The level of the warehouse and product (undefined: no such product or warehouse). */
  level?: Pick<StockLevel, 'onHand' | 'reserved'>;
  /** Whether the product exists. @default true */
  productExists?: (id: string) => boolean;
  /** Whether the warehouse exists. @default true */
  warehouseExists?: (id: string) => boolean;
}

const present = (value: unknown): boolean => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/**
 * The change an adjustment makes: its `quantity`, or `counted - onHand` for a count; null when neither can be read.
 */
export function adjustmentChange(input: Pick<AdjustmentInput, 'quantity' | 'counted'>, level: Pick<StockLevel, 'onHand'> | undefined): string | null {
  if (present(input.counted)) return isDecimal(input.counted, { min: '0' }) && level ? subtractDecimal(input.counted as string, level.onHand) : null;
  return isDecimal(input.quantity) ? (input.quantity as string) : null;
}

/** The level after a movement of `quantity`: on hand and available change together, reserved stays. */
export function applyMovement<L extends Pick<StockLevel, 'onHand' | 'reserved' | 'available'>>(level: L, quantity: string): L {
  const onHand = addDecimal(level.onHand, quantity);
  return { ...level, onHand, available: availableOf(onHand, level.reserved) };
}

/**
 * An adjustment's field codes: `type` must be `adjustment` (other types come from documents: `invalid-format`),
 * references known, exactly one of `quantity` (signed, not zero) and `counted` (>= 0, not what is on hand), a
 * reason (`other` needs a note), and the result may not leave on hand below zero or below the reserved quantity
 * (`out-of-range` on the field given).
 */
export function validateAdjustment(input: AdjustmentInput, rules: AdjustmentRules = {}): FieldErrors {
  const c = collectErrors();
  const raw = input as unknown as Record<string, unknown>;
  checkOneOf(c, 'type', raw.type, movementTypes);
  if (!c.has('type') && raw.type !== 'adjustment') c.add('type', 'invalid-format');
  checkText(c, 'warehouseId', raw.warehouseId);
  if (typeof raw.warehouseId === 'string' && !c.has('warehouseId') && rules.warehouseExists && !rules.warehouseExists(raw.warehouseId)) c.add('warehouseId', 'unknown-reference');
  checkText(c, 'productId', raw.productId);
  if (typeof raw.productId === 'string' && !c.has('productId') && rules.productExists && !rules.productExists(raw.productId)) c.add('productId', 'unknown-reference');

  const byCount = present(raw.counted);
  const field = byCount ? 'counted' : 'quantity';
  if (byCount && present(raw.quantity)) c.add('quantity', 'invalid-format');
  else if (!byCount && !present(raw.quantity)) c.add('quantity', 'required');
  else if (typeof raw[field] !== 'string' || !isDecimal(raw[field])) c.add(field, 'not-a-number');
  else if (byCount && !isDecimal(raw.counted, { min: '0' })) c.add('counted', 'out-of-range');
  else {
    const level = rules.level;
    const change = adjustmentChange(input, level);
    if (change !== null && compareDecimal(change, '0') === 0) c.add(field, 'out-of-range');
    else if (change !== null && level) {
      const after = addDecimal(level.onHand, change);
      if (compareDecimal(after, '0') < 0 || compareDecimal(after, level.reserved) < 0) c.add(field, 'out-of-range');
    }
  }

  checkOneOf(c, 'reason', raw.reason, adjustmentReasons);
  checkText(c, 'note', raw.note, { required: raw.reason === 'other', max: movementLimits.note });
  return c.errors;
}

/** The least on hand an adjustment may leave: the reserved quantity, and never below zero. */
export const lowestOnHandAfter = (level: Pick<StockLevel, 'reserved'>): string => (compareDecimal(level.reserved, '0') > 0 ? level.reserved : '0');

export const normalizeAdjustmentInput = (input: AdjustmentInput): AdjustmentInput => ({
  ...input,
  quantity: typeof input.quantity === 'string' && input.quantity.trim() !== '' ? input.quantity.trim() : null,
  counted: typeof input.counted === 'string' && input.counted.trim() !== '' ? input.counted.trim() : null,
  note: typeof input.note === 'string' ? input.note.trim() : input.note,
});

/** The day of an instant in a time zone, `YYYY-MM-DD` (a movement's business date). */
export function dayIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export const stockMovementListSpec: ListSpec<StockMovementRow> = {
  searchFields: ['sku', 'productName', 'reference', 'note'],
  sortFields: ['createdAt', 'date', 'type'],
  filters: {
    warehouseId: { type: 'reference' },
    productId: { type: 'reference' },
    type: { type: 'enum', values: movementTypes },
    reason: { type: 'enum', values: adjustmentReasons },
    date: { type: 'date-range' },
  },
  // Newest first.
  defaultSort: '-createdAt',
};
