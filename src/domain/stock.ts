/** Stock levels (DOMAIN.md "Entities"): one per product and warehouse, quantities as decimal strings. Pure. */
import { compareDecimal, subtractDecimal } from './decimal';
import type { ListSpec } from './list-query';
import type { Audited } from './resource';

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

export const availableOf = (onHand: string, reserved: string): string => subtractDecimal(onHand, reserved);

/** Low stock: less available than the minimum. */
export const isLowStock = (level: Pick<StockLevel, 'available' | 'minimum'>): boolean => compareDecimal(level.available, level.minimum) < 0;

/** Whether a level holds or promises anything (a product or warehouse with such levels cannot be deleted). */
export const holdsStock = (level: Pick<StockLevel, 'onHand' | 'reserved'>): boolean =>
  compareDecimal(level.onHand, '0') !== 0 || compareDecimal(level.reserved, '0') !== 0;

export const stockLevelListSpec: ListSpec<StockLevel> = {
  searchFields: [],
  sortFields: ['productId', 'warehouseId', 'updatedAt'],
  filters: {
    productId: { type: 'reference' },
    warehouseId: { type: 'reference' },
    low: { type: 'boolean', matches: (level, value) => isLowStock(level) === value },
  },
};
