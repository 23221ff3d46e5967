/** The customers list (/admin/customers): its address spec and the list machine wired to the catalogs service. */
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { customerListSpec, type Customer } from '../../../domain/customer';
import type { Page } from '../../../domain/resource';
import { listResource } from '../../effects/resource-api';
import { createListMachine, type FetchPageInput, type SavePreferencesParams } from '../../kit/list.machine';
import { listSpecFrom, toRequestParams, type ListSpec } from '../../kit/list-query';
import { customersEndpoint, fetchBusinessLines } from './customer-api';
import { lookupOf } from '../../kit/lookup.machine';

export const customersPath = '/admin/customers';

export const customersListSpec: ListSpec = listSpecFrom(customerListSpec, {
  id: 'customers',
  path: customersPath,
  columns: [
    { id: 'code', defaultVisible: true, sortField: 'code' },
    { id: 'name', defaultVisible: true, sortField: 'name' },
    { id: 'taxId', defaultVisible: true },
    { id: 'email', defaultVisible: true },
    { id: 'phone', defaultVisible: false },
    { id: 'city', defaultVisible: false },
    { id: 'creditLimit', defaultVisible: true, sortField: 'creditLimit' },
    { id: 'paymentTermsDays', defaultVisible: false },
    { id: 'status', defaultVisible: true, sortField: 'status' },
    { id: 'updatedAt', defaultVisible: false, sortField: 'updatedAt' },
  ],
});

/** One page of customers for a query (also used by the export, page after page). */
export const fetchCustomersPage = (config: RuntimeConfig) =>
  fromPromise<Page<Customer>, FetchPageInput>(({ input, signal }) => listResource(config, customersEndpoint, toRequestParams(input.query), signal));

export const customersListLogic = (config: RuntimeConfig, savePreferences: (params: SavePreferencesParams) => void) =>
  createListMachine<Customer>(customersListSpec, { fetchPage: fetchCustomersPage(config), savePreferences });

export const customersListId = 'customers.list';

export const businessLinesLookupId = 'customers.businessLines';
export const businessLinesLookupLogic = (config: RuntimeConfig) => lookupOf((_: void, signal) => fetchBusinessLines(config, signal));
