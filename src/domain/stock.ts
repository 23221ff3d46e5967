/** Stock levels (DOMAIN.md "Entities"): one per product and warehouse, quantities as decimal strings. Pure. */
import { compareDecimal, isDecimal, subtractDecimal } from './decimal';
import { collectErrors } from './fields';
import { compareValues, matchesListQuery, type ListQuery, type ListSpec } from './list-query';
import type { Audited, FieldErrors, Page } from './resource';

export type StockLevel = Audited & {
  productId: string;
  warehouseId: string;
  /** Decimal strings, up to 4 places. */
  onHand: string;
  reserved: string;
  /** `onHand - reserved`. */
  available: string;
  /** Reorder point: below it the level is low. */
  minimum: string;
};

/**
 * A stock level as the service lists it: the level with what the list shows and searches of its product (SKU,
 * name, category, unit) and whether it is low. Read-only additions: a write sends only `minimum`.
 */
export type StockLevelRow = StockLevel & {
  sku: string;
  productName: string;
  categoryId: string | null;
  unitId: string;
  low: boolean;
};

export const availableOf = (onHand: string, reserved: string): string => subtractDecimal(onHand, reserved);

/** Low stock: less available than the minimum. */
export const isLowStock = (level: Pick<StockLevel, 'available' | 'minimum'>): boolean => compareDecimal(level.available, level.minimum) < 0;

/** Whether a level holds or promises anything (a product or warehouse with such levels cannot be deleted). */
export const holdsStock = (level: Pick<StockLevel, 'onHand' | 'reserved'>): boolean =>
  compareDecimal(level.onHand, '0') !== 0 || compareDecimal(level.reserved, '0') !== 0;

/** The writable part of a stock level: its minimum (PUT `/stock-levels/{id}` with If-Match). */
export interface StockLevelInput {
  /** Decimal string >= 0, up to 4 places. */
  minimum: string;
}

/** The minimum: `required`, `not-a-number` when it is no decimal (or has more than 4 places), `out-of-range` below 0. */
export function validateStockLevel(input: StockLevelInput): FieldErrors {
  const c = collectErrors();
  const value = (input as unknown as Record<string, unknown>).minimum;
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) c.add('minimum', 'required');
  else if (!isDecimal(value)) c.add('minimum', 'not-a-number');
  else if (!isDecimal(value, { min: '0' })) c.add('minimum', 'out-of-range');
  return c.errors;
}

export const normalizeStockLevelInput = (input: StockLevelInput): StockLevelInput =>
  typeof input.minimum === 'string' ? { minimum: input.minimum.trim() } : input;

/** Quantity fields: sorted as numbers, exactly (decimal strings), not as text. */
export const stockQuantityFields = ['onHand', 'reserved', 'available', 'minimum'] as const;

export const stockLevelListSpec: ListSpec<StockLevelRow> = {
  searchFields: ['sku', 'productName'],
  sortFields: ['sku', 'productName', 'onHand', 'reserved', 'available', 'minimum', 'productId', 'warehouseId', 'updatedAt'],
  filters: {
    productId: { type: 'reference' },
    warehouseId: { type: 'reference' },
    categoryId: { type: 'reference' },
    low: { type: 'boolean', matches: (level, value) => isLowStock(level) === value },
    /** Levels holding something on hand (true) or nothing (false). */
    inStock: { type: 'boolean', matches: (level, value) => (compareDecimal(level.onHand, '0') > 0) === value },
  },
  defaultSort: 'sku',
};

const isQuantityField = (field: string): field is (typeof stockQuantityFields)[number] => (stockQuantityFields as readonly string[]).includes(field);

/**
 * Answers a stock list query over rows: filters and `q` as every list (list-query), then the sort with quantities
 * compared as decimals (text would put 10 before 9), ties by id, then the page.
 */
export function applyStockQuery<R extends StockLevelRow>(rows: readonly R[], query: ListQuery<StockLevelRow>, spec: ListSpec<StockLevelRow> = stockLevelListSpec): Page<R> {
  const matching = query.q === '' && query.filters.length === 0 ? [...rows] : rows.filter((row) => matchesListQuery(row, query, spec));
  matching.sort((a, b) => {
    for (const { field, descending } of query.sort) {
      const order = isQuantityField(field) ? compareDecimal(a[field], b[field]) : compareValues(a[field] as string | null, b[field] as string | null);
      if (order !== 0) return descending ? -order : order;
    }
    return a.id === b.id ? 0 : a.id < b.id ? -1 : 1;
  });
  const start = (query.page - 1) * query.pageSize;
  return { items: start >= matching.length ? [] : matching.slice(start, start + query.pageSize), total: matching.length, page: query.page, pageSize: query.pageSize };
}
