/** The warehouses list (/inventory/warehouses): its address spec and the list machine wired to the inventory service. */
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { Page } from '../../../domain/resource';
import { warehouseListSpec, type Warehouse } from '../../../domain/warehouse';
import { listResource } from '../../effects/resource-api';
import { createListMachine, type FetchPageInput, type SavePreferencesParams } from '../../kit/list.machine';
import { listSpecFrom, toRequestParams, type ListSpec } from '../../kit/list-query';
import { lookupOf } from '../../kit/lookup.machine';
import { fetchCategories, fetchWarehouses, warehousesEndpoint } from './warehouse-api';

export const warehousesPath = '/inventory/warehouses';
export const warehousesListId = 'warehouses.list';
/** Every warehouse (names on the stock and movement pages, transfers' other warehouse). */
export const warehousesLookupId = 'warehouses.all';
/** The product categories the stock filter offers. */
export const categoriesLookupId = 'warehouses.categories';

export const warehousesListSpec: ListSpec = listSpecFrom(warehouseListSpec, {
  id: 'warehouses',
  path: warehousesPath,
  columns: [
    { id: 'code', defaultVisible: true, sortField: 'code' },
    { id: 'name', defaultVisible: true, sortField: 'name' },
    { id: 'type', defaultVisible: true, sortField: 'type' },
    { id: 'city', defaultVisible: true },
    { id: 'active', defaultVisible: true },
    { id: 'updatedAt', defaultVisible: false, sortField: 'updatedAt' },
  ],
});

export const fetchWarehousesPage = (config: RuntimeConfig) =>
  fromPromise<Page<Warehouse>, FetchPageInput>(({ input, signal }) => listResource(config, warehousesEndpoint, toRequestParams(input.query), signal));

export const warehousesListLogic = (config: RuntimeConfig, savePreferences: (params: SavePreferencesParams) => void) =>
  createListMachine<Warehouse>(warehousesListSpec, { fetchPage: fetchWarehousesPage(config), savePreferences });

export const warehousesLookupLogic = (config: RuntimeConfig) => lookupOf((_: void, signal) => fetchWarehouses(config, signal));
export const categoriesLookupLogic = (config: RuntimeConfig) => lookupOf((_: void, signal) => fetchCategories(config, signal));
