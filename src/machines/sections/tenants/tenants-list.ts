/** The tenants list (/tenants): its address spec and the list machine wired to the platform's tenant service. */
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { Page } from '../../../domain/resource';
import { tenantListSpec, type Tenant } from '../../../domain/tenant';
import { listResource } from '../../effects/resource-api';
import { createListMachine, type FetchPageInput, type SavePreferencesParams } from '../../kit/list.machine';
import { listSpecFrom, toRequestParams, type ListSpec } from '../../kit/list-query';
import { tenantsEndpoint } from './tenant-api';

export const tenantsPath = '/tenants';

export const tenantsListSpec: ListSpec = listSpecFrom(tenantListSpec, {
  id: 'tenants',
  path: tenantsPath,
  columns: [
    { id: 'subdomain', defaultVisible: true, sortField: 'subdomain' },
    { id: 'tradeName', defaultVisible: true, sortField: 'tradeName' },
    { id: 'legalName', defaultVisible: false, sortField: 'legalName' },
    { id: 'status', defaultVisible: true, sortField: 'status' },
    { id: 'userCount', defaultVisible: true, sortField: 'userCount' },
    { id: 'createdAt', defaultVisible: true, sortField: 'createdAt' },
  ],
});

export const fetchTenantsPage = (config: RuntimeConfig) =>
  fromPromise<Page<Tenant>, FetchPageInput>(({ input, signal }) => listResource(config, tenantsEndpoint, toRequestParams(input.query), signal));

export const tenantsListLogic = (config: RuntimeConfig, savePreferences: (params: SavePreferencesParams) => void) =>
  createListMachine<Tenant>(tenantsListSpec, { fetchPage: fetchTenantsPage(config), savePreferences });

export const tenantsListId = 'tenants.list';
