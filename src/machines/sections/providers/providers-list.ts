/** The providers list (/admin/providers): its address spec, the list machine and the banks lookup its pages name banks with. */
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { Page } from '../../../domain/resource';
import { supplierListSpec, type Supplier } from '../../../domain/supplier';
import { listResource } from '../../effects/resource-api';
import { createListMachine, type FetchPageInput, type SavePreferencesParams } from '../../kit/list.machine';
import { listSpecFrom, toRequestParams, type ListSpec } from '../../kit/list-query';
import { lookupOf } from '../../kit/lookup.machine';
import { fetchBanks } from '../banking-api';
import { suppliersEndpoint } from './provider-api';

export const providersPath = '/admin/providers';
export const providersListId = 'providers.list';
export const providerBanksId = 'providers.banks';

export const providersListSpec: ListSpec = listSpecFrom(supplierListSpec, {
  id: 'providers',
  path: providersPath,
  columns: [
    { id: 'code', defaultVisible: true, sortField: 'code' },
    { id: 'name', defaultVisible: true, sortField: 'name' },
    { id: 'taxId', defaultVisible: true },
    { id: 'contactName', defaultVisible: true },
    { id: 'email', defaultVisible: false },
    { id: 'phone', defaultVisible: false },
    { id: 'bank', defaultVisible: false },
    { id: 'paymentTermsDays', defaultVisible: true, sortField: 'paymentTermsDays' },
    { id: 'status', defaultVisible: true, sortField: 'status' },
    { id: 'updatedAt', defaultVisible: false, sortField: 'updatedAt' },
  ],
});

const fetchSuppliersPage = (config: RuntimeConfig) =>
  fromPromise<Page<Supplier>, FetchPageInput>(({ input, signal }) => listResource(config, suppliersEndpoint, toRequestParams(input.query), signal));

export const providersListLogic = (config: RuntimeConfig, savePreferences: (params: SavePreferencesParams) => void) =>
  createListMachine<Supplier>(providersListSpec, { fetchPage: fetchSuppliersPage(config), savePreferences });

/** Every bank of the tenant (the accounts' picker offers the active ones; pages name inactive ones too). */
export const providerBanksLogic = (config: RuntimeConfig) => lookupOf((_: void, signal) => fetchBanks(config, signal));
