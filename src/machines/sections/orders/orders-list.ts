/** The sales orders list (/orders): its address spec, the list machine, and the warehouses it names and filters by. */
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { Page } from '../../../domain/resource';
import { salesOrderListSpec, type SalesOrder } from '../../../domain/sales-order';
import { listResource } from '../../effects/resource-api';
import { createListMachine, type FetchPageInput, type SavePreferencesParams } from '../../kit/list.machine';
import { listSpecFrom, toRequestParams, type ListSpec } from '../../kit/list-query';
import { lookupOf } from '../../kit/lookup.machine';
import { fetchWarehouseChoices, salesOrdersEndpoint } from './sales-order-api';

export const ordersPath = '/orders';

export const ordersListSpec: ListSpec = listSpecFrom(salesOrderListSpec, {
  id: 'orders',
  path: ordersPath,
  columns: [
    { id: 'number', defaultVisible: true, sortField: 'number' },
    { id: 'date', defaultVisible: true, sortField: 'date' },
    { id: 'customerName', defaultVisible: true, sortField: 'customerName' },
    { id: 'warehouseName', defaultVisible: true, sortField: 'warehouseName' },
    { id: 'lines', defaultVisible: false },
    { id: 'total', defaultVisible: true, sortField: 'total' },
    { id: 'status', defaultVisible: true, sortField: 'status' },
    { id: 'updatedAt', defaultVisible: false, sortField: 'updatedAt' },
  ],
});

/** One page of orders for a query (also used by the export, page after page). */
export const fetchOrdersPage = (config: RuntimeConfig) =>
  fromPromise<Page<SalesOrder>, FetchPageInput>(({ input, signal }) => listResource(config, salesOrdersEndpoint, toRequestParams(input.query), signal));

export const ordersListLogic = (config: RuntimeConfig, savePreferences: (params: SavePreferencesParams) => void) =>
  createListMachine<SalesOrder>(ordersListSpec, { fetchPage: fetchOrdersPage(config), savePreferences });

export const ordersListId = 'orders.list';

export const orderWarehousesLookupId = 'orders.warehouses';
export const orderWarehousesLookupLogic = (config: RuntimeConfig) => lookupOf((_: void, signal) => fetchWarehouseChoices(config, signal));
