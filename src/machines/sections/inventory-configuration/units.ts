/** Units of measure (/admin/inventory-configuration/units): the list, a unit's page and New unit, on the section kit. */
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { emptyUnitInput, normalizeUnitInput, unitListSpec, unitStatuses, validateUnit, type Unit, type UnitInput } from '../../../domain/inventory-config';
import type { Page } from '../../../domain/resource';
import { listResource } from '../../effects/resource-api';
import { createListMachine, type FetchPageInput, type SavePreferencesParams } from '../../kit/list.machine';
import { listSpecFrom, toRequestParams, type ListSpec } from '../../kit/list-query';
import { resourceSection } from '../resource-section';
import type { SectionDeps } from '../section-deps';
import { unitsEndpoint } from './inventory-config-api';

export const inventoryConfigurationPath = '/admin/inventory-configuration';
export const unitsPath = `${inventoryConfigurationPath}/units`;
export const categoriesPath = `${inventoryConfigurationPath}/categories`;
export const settingsPath = `${inventoryConfigurationPath}/settings`;

export const unitsListSpec: ListSpec = listSpecFrom(unitListSpec, {
  id: 'units',
  path: unitsPath,
  columns: [
    { id: 'code', defaultVisible: true, sortField: 'code' },
    { id: 'name', defaultVisible: true, sortField: 'name' },
    { id: 'status', defaultVisible: true, sortField: 'status' },
    { id: 'updatedAt', defaultVisible: false, sortField: 'updatedAt' },
  ],
});

export const unitsListId = 'units.list';

export const unitsListLogic = (config: RuntimeConfig, savePreferences: (params: SavePreferencesParams) => void) =>
  createListMachine<Unit>(unitsListSpec, {
    fetchPage: fromPromise<Page<Unit>, FetchPageInput>(({ input, signal }) => listResource(config, unitsEndpoint, toRequestParams(input.query), signal)),
    savePreferences,
  });

export const unitToInput = (u: Unit): UnitInput => ({ code: u.code, name: u.name, status: u.status });

/** Whether a stored draft holds unit values (drafts are read back, never trusted). */
export function isUnitInput(values: unknown): values is UnitInput {
  if (typeof values !== 'object' || values === null) return false;
  const v = values as Record<string, unknown>;
  return typeof v.code === 'string' && typeof v.name === 'string' && (unitStatuses as readonly unknown[]).includes(v.status);
}

/** Units on the shared catalog-section wiring: the inventory service's rules. */
export const unitsSection = (deps: SectionDeps) =>
  resourceSection<Unit, UnitInput>(deps, {
    name: 'units',
    endpoint: unitsEndpoint,
    path: unitsPath,
    listId: unitsListId,
    toValues: unitToInput,
    isValues: isUnitInput,
    normalize: normalizeUnitInput,
    validate: (values) => validateUnit(values),
    isActive: (u) => u.status === 'active',
    withActive: (values, active) => ({ ...values, status: active ? 'active' : 'inactive' }),
  });

export const unitCreateFlow = (deps: SectionDeps) => unitsSection(deps).createFlow(emptyUnitInput);
