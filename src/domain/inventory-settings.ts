/**
 * The inventory's settings (DOMAIN.md): one record per tenant at `/settings` of the inventory service. The costing
 * method says how the cost of what leaves stock is computed from now on; the negative stock policy says whether a
 * sales order may be confirmed without available stock (issue 10 reads it). Pure.
 */
import { checkOneOf, collectErrors } from './fields';
import type { Audited, FieldErrors } from './resource';

export const costingMethods = ['average', 'fifo'] as const;
export type CostingMethod = (typeof costingMethods)[number];

export const negativeStockPolicies = ['forbid', 'allow'] as const;
export type NegativeStockPolicy = (typeof negativeStockPolicies)[number];

export interface InventorySettingsInput {
  /** `average`: weighted average cost; `fifo`: first in, first out. */
  costingMethod: CostingMethod;
  /** `forbid`: a sales order is confirmed only with the stock available; `allow`: available may go below zero. */
  negativeStock: NegativeStockPolicy;
}

export type InventorySettings = Audited & InventorySettingsInput;

/** The singleton's id (its ETag and history are those of this record). */
export const INVENTORY_SETTINGS_ID = 'settings';

export function validateInventorySettings(input: InventorySettingsInput): FieldErrors {
  const c = collectErrors();
  const raw = input as unknown as Record<string, unknown>;
  checkOneOf(c, 'costingMethod', raw.costingMethod, costingMethods);
  checkOneOf(c, 'negativeStock', raw.negativeStock, negativeStockPolicies);
  return c.errors;
}

/** Whether a change of the settings needs the user's confirmation: a new costing method changes every cost from now on. */
export const needsConfirmation = (stored: InventorySettingsInput, next: InventorySettingsInput): boolean => stored.costingMethod !== next.costingMethod;

/** Whether a sales order may take more than the available stock under this policy (issue 10). */
export const allowsNegativeStock = (settings: Pick<InventorySettingsInput, 'negativeStock'>): boolean => settings.negativeStock === 'allow';
