/** The deliveries list (/deliveries): its address spec, the list machine wired to the distribution service, and its lookups. */
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { deliveryListSpec, type Delivery } from '../../../domain/delivery';
import type { Page } from '../../../domain/resource';
import { listResource } from '../../effects/resource-api';
import { createListMachine, type FetchPageInput, type SavePreferencesParams } from '../../kit/list.machine';
import { formatDateRange, listSpecFrom, toRequestParams, type ListSpec } from '../../kit/list-query';
import { lookupOf } from '../../kit/lookup.machine';
import { deliveriesEndpoint, fetchDrivers, fetchWarehouses, searchDeliverableOrders } from './delivery-api';

export const deliveriesPath = '/deliveries';

export const deliveriesListSpec: ListSpec = listSpecFrom(deliveryListSpec, {
  id: 'deliveries',
  path: deliveriesPath,
  columns: [
    { id: 'number', defaultVisible: true, sortField: 'number' },
    { id: 'scheduledDate', defaultVisible: true, sortField: 'scheduledDate' },
    { id: 'orderNumber', defaultVisible: true, sortField: 'orderNumber' },
    { id: 'customerName', defaultVisible: true, sortField: 'customerName' },
    { id: 'driverId', defaultVisible: true },
    { id: 'warehouseId', defaultVisible: false },
    { id: 'city', defaultVisible: false },
    { id: 'status', defaultVisible: true, sortField: 'status' },
    { id: 'updatedAt', defaultVisible: false, sortField: 'updatedAt' },
  ],
});

/** The list of one day's deliveries (`today`: the company's day), by date: the link "Today" opens it. */
export const deliveriesOfDay = (today: string): string =>
  `${deliveriesPath}?${new URLSearchParams({ scheduledDate: formatDateRange(today, today), sort: 'scheduledDate' }).toString()}`;

/** The company's day now, `YYYY-MM-DD`, in its time zone (the service's "today"). */
export function dayInZone(now: Date, timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** One page of deliveries for a query (also used by the export, page after page). */
export const fetchDeliveriesPage = (config: RuntimeConfig) =>
  fromPromise<Page<Delivery>, FetchPageInput>(({ input, signal }) => listResource(config, deliveriesEndpoint, toRequestParams(input.query), signal));

export const deliveriesListLogic = (config: RuntimeConfig, savePreferences: (params: SavePreferencesParams) => void) =>
  createListMachine<Delivery>(deliveriesListSpec, { fetchPage: fetchDeliveriesPage(config), savePreferences });

export const deliveriesListId = 'deliveries.list';

export const driversLookupId = 'deliveries.drivers';
export const driversLookupLogic = (config: RuntimeConfig) => lookupOf((_: void, signal) => fetchDrivers(config, signal));
export const warehousesLookupId = 'deliveries.warehouses';
export const warehousesLookupLogic = (config: RuntimeConfig) => lookupOf((_: void, signal) => fetchWarehouses(config, signal));

/** The orders a delivery can be made from (the "New delivery" page), searched by number or customer. */
export const deliverableOrdersId = 'deliveries.orders';
export const deliverableOrdersLogic = (config: RuntimeConfig) => lookupOf((q: string, signal) => searchDeliverableOrders(config, q, signal));
