/** Warehouses (DOMAIN.md "Entities"): code, name, address, type main | branch | transit, active. Pure. */
import { checkAddress, type Address } from './address';
import { checkBoolean, checkOneOf, checkText, codePattern, collectErrors, trimStrings } from './fields';
import type { ListSpec } from './list-query';
import type { Audited, FieldErrors } from './resource';

export const warehouseTypes = ['main', 'branch', 'transit'] as const;
export type WarehouseType = (typeof warehouseTypes)[number];

export interface WarehouseInput {
  /** Unique per tenant; upper-case letters, digits and hyphens; at most 20. */
  code: string;
  name: string;
  address: Address;
  type: WarehouseType;
  active: boolean;
}

export type Warehouse = Audited & WarehouseInput;

export const warehouseLimits = { code: 20, name: 100 } as const;


export const normalizeWarehouseInput = (input: WarehouseInput): WarehouseInput => {
  const trimmed = trimStrings(input);
  return typeof trimmed.code === 'string' ? { ...trimmed, code: trimmed.code.toUpperCase() } : trimmed;
};

export interface WarehouseRules {
  /** Whether another warehouse of the tenant has this code. */
  codeTaken?: (code: string) => boolean;
}

export function validateWarehouse(input: WarehouseInput, rules: WarehouseRules = {}): FieldErrors {
  const c = collectErrors();
  const raw = input as unknown as Record<string, unknown>;
  checkText(c, 'code', raw.code, { max: warehouseLimits.code, pattern: codePattern });
  if (typeof raw.code === 'string' && !c.has('code') && rules.codeTaken?.(raw.code)) c.add('code', 'not-unique');
  checkText(c, 'name', raw.name, { max: warehouseLimits.name });
  checkAddress(c, 'address', raw.address);
  checkOneOf(c, 'type', raw.type, warehouseTypes);
  checkBoolean(c, 'active', raw.active);
  return c.errors;
}

export const warehouseListSpec: ListSpec<Warehouse> = {
  searchFields: ['code', 'name'],
  sortFields: ['code', 'name', 'type', 'createdAt', 'updatedAt'],
  filters: { type: { type: 'enum', values: warehouseTypes }, active: { type: 'boolean' } },
  defaultSort: 'code',
};
