/** A warehouse's page and forms: the record machine (read, edit, delete with Undo, deactivate) and the create form. */
import type { Address } from '../../../domain/address';
import type { TaxCountry } from '../../../domain/tax-id';
import { normalizeWarehouseInput, validateWarehouse, warehouseTypes, type Warehouse, type WarehouseInput } from '../../../domain/warehouse';
import { resourceSection } from '../resource-section';
import type { SectionDeps } from '../section-deps';
import { warehousesEndpoint } from './warehouse-api';
import { warehousesListId, warehousesPath } from './warehouses-list';

/** The writable fields of a stored warehouse: what its form edits. */
export const warehouseToInput = (w: Warehouse): WarehouseInput => ({ code: w.code, name: w.name, address: { ...w.address }, type: w.type, active: w.active });

const addressKeys: readonly (keyof Address)[] = ['street', 'city', 'state', 'postalCode', 'country'];

/** Whether a stored draft holds warehouse values (drafts are read back, never trusted). */
export function isWarehouseInput(values: unknown): values is WarehouseInput {
  if (typeof values !== 'object' || values === null) return false;
  const v = values as Record<string, unknown>;
  const a = v.address as Record<string, unknown> | null;
  return (
    typeof v.code === 'string' && typeof v.name === 'string' && typeof v.active === 'boolean' &&
    (warehouseTypes as readonly unknown[]).includes(v.type) &&
    typeof a === 'object' && a !== null && addressKeys.every((k) => typeof a[k] === 'string')
  );
}

/** A new warehouse: a branch, active, in the company's country. */
export const emptyWarehouseInput = (country: TaxCountry): WarehouseInput => ({
  code: '',
  name: '',
  address: { street: '', city: '', state: '', postalCode: '', country },
  type: 'branch',
  active: true,
});

/** Warehouses on the shared catalog-section wiring: the inventory service's rules (the code's uniqueness is the service's). */
export const warehousesSection = (deps: SectionDeps) =>
  resourceSection<Warehouse, WarehouseInput>(deps, {
    name: 'warehouses',
    endpoint: warehousesEndpoint,
    path: warehousesPath,
    listId: warehousesListId,
    toValues: warehouseToInput,
    isValues: isWarehouseInput,
    normalize: normalizeWarehouseInput,
    validate: (values) => validateWarehouse(values),
    isActive: (w) => w.active,
    withActive: (values, active) => ({ ...values, active }),
  });

export const warehouseCreateFlow = (deps: SectionDeps) => warehousesSection(deps).createFlow(() => emptyWarehouseInput(deps.country));
