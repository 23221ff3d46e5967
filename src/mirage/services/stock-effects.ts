/**
 * What documents do to stock, in one place for every document service (issue 10): a movement recorded together
 * with the level it changes (on hand and available, one version up, with the level's history entry), and a
 * reservation (reserved and available). On hand changes only through a recorded movement (stock conservation).
 * Runs synchronously inside a lifecycle event's write, after the document is saved.
 */
import { tenants } from '../../config/tenants';
import { addDecimal, subtractDecimal } from '../../domain/decimal';
import type { HistoryEntry } from '../../domain/resource';
import { availableOf } from '../../domain/stock';
import { applyMovement, dayIn, type MovementType, type StockMovement } from '../../domain/stock-movement';
import type { StockLevel } from '../../domain/stock';
import type { Caller } from '../auth';
import { newId } from '../shared/ids';
import { STOCK_LEVELS } from './areas';
import type { TenantData } from './data';
import { levelOf, STOCK_MOVEMENTS } from './stock-levels';
import type { ServiceRuntime } from './runtime';

export interface StockEffectContext {
  data: TenantData;
  runtime: ServiceRuntime;
  caller: Caller;
}

const timeZoneOf = (tenant: string): string => tenants.find((t) => t.slug === tenant)?.timeZone ?? 'UTC';

function saveLevel({ data, runtime, caller }: StockEffectContext, level: StockLevel, updated: StockLevel, at: string): void {
  const next: StockLevel = { ...updated, version: level.version + 1, updatedAt: at, updatedBy: caller.sub };
  runtime.data.save(data, STOCK_LEVELS, next);
  const changes: HistoryEntry['changes'] = {};
  for (const key of ['onHand', 'reserved', 'available'] as const) if (level[key] !== next[key]) changes[key] = { from: level[key], to: next[key] };
  runtime.data.addHistory(data.tenant, STOCK_LEVELS, level.id, { at, by: caller.sub, byName: caller.name, event: 'updated', from: null, to: null, changes });
}

/**
 * Records one movement of `quantity` (signed: + enters, - leaves) and changes its level; returns the movement, or
 * null when the product has no level in that warehouse (it cannot happen for a product and warehouse that exist).
 */
export function recordMovement(
  ctx: StockEffectContext,
  movement: { type: MovementType; warehouseId: string; productId: string; quantity: string; reference: string; otherWarehouseId?: string | null; note?: string },
): StockMovement | null {
  const level = levelOf(ctx.data, movement.warehouseId, movement.productId);
  if (!level) return null;
  const now = ctx.runtime.context.now();
  const at = now.toISOString();
  const after = applyMovement(level, movement.quantity);
  const record: StockMovement = {
    id: newId(),
    type: movement.type,
    warehouseId: movement.warehouseId,
    productId: movement.productId,
    quantity: movement.quantity,
    counted: null,
    reason: null,
    note: movement.note ?? '',
    reference: movement.reference,
    otherWarehouseId: movement.otherWarehouseId ?? null,
    date: dayIn(now, timeZoneOf(ctx.data.tenant)),
    userName: ctx.caller.name,
    balance: after.onHand,
    version: 1,
    createdAt: at,
    createdBy: ctx.caller.sub,
    updatedAt: at,
    updatedBy: ctx.caller.sub,
  };
  ctx.runtime.data.save(ctx.data, STOCK_MOVEMENTS, record);
  saveLevel(ctx, level, after, at);
  return record;
}

/** Reserves (`delta` > 0) or releases (`delta` < 0) stock of a product in a warehouse: reserved and available change. */
export function reserveStock(ctx: StockEffectContext, warehouseId: string, productId: string, delta: string): void {
  const level = levelOf(ctx.data, warehouseId, productId);
  if (!level) return;
  const reserved = addDecimal(level.reserved, delta);
  saveLevel(ctx, level, { ...level, reserved, available: availableOf(level.onHand, reserved) }, ctx.runtime.context.now().toISOString());
}

/** The quantity available of a product in a warehouse ('0' when it has no level there). */
export const availableIn = (data: TenantData, warehouseId: string, productId: string): string => levelOf(data, warehouseId, productId)?.available ?? '0';

/** Issue of stock that was reserved: the reservation is released and the stock leaves (a delivery's dispatch). */
export function issueReserved(ctx: StockEffectContext, movement: { warehouseId: string; productId: string; quantity: string; reference: string }): void {
  reserveStock(ctx, movement.warehouseId, movement.productId, subtractDecimal('0', movement.quantity));
  recordMovement(ctx, { type: 'issue', ...movement, quantity: subtractDecimal('0', movement.quantity) });
}
