/**
 * Stock levels and movements as the inventory service and the documents' stock effects read them, in a module of
 * its own so that the services that move stock (stock-effects.ts) do not import the inventory service.
 */
import type { StockLevel } from '../../domain/stock';
import { STOCK_LEVELS } from './areas';
import type { TenantData } from './data';

export const STOCK_MOVEMENTS = 'stock-movements';

/** The level of a warehouse and product (an index per version of the collection: 50,000 levels in acme). */
const levelIndexes = new WeakMap<readonly StockLevel[], Map<string, StockLevel>>();
export function levelOf(data: TenantData, warehouseId: string, productId: string): StockLevel | undefined {
  const all = data.collection<StockLevel>(STOCK_LEVELS).all();
  let index = levelIndexes.get(all);
  if (!index) {
    index = new Map(all.map((l) => [`${l.warehouseId}\u0000${l.productId}`, l]));
    levelIndexes.set(all, index);
  }
  return index.get(`${warehouseId}\u0000${productId}`);
}
