/** The business lines list (/admin/business-lines): its address spec and the list machine. */
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { businessLineListSpec, type BusinessLine } from '../../../domain/business-line';
import type { Page } from '../../../domain/resource';
import { listResource } from '../../effects/resource-api';
import { createListMachine, type FetchPageInput, type SavePreferencesParams } from '../../kit/list.machine';
import { listSpecFrom, toRequestParams, type ListSpec } from '../../kit/list-query';
import { businessLinesEndpoint } from './business-line-api';

export const businessLinesPath = '/admin/business-lines';
export const businessLinesListId = 'businessLines.list';

export const businessLinesListSpec: ListSpec = listSpecFrom(businessLineListSpec, {
  id: 'business-lines',
  path: businessLinesPath,
  columns: [
    { id: 'code', defaultVisible: true, sortField: 'code' },
    { id: 'name', defaultVisible: true, sortField: 'name' },
    { id: 'status', defaultVisible: true, sortField: 'status' },
    { id: 'updatedAt', defaultVisible: true, sortField: 'updatedAt' },
  ],
});

export const fetchBusinessLinesPage = (config: RuntimeConfig) =>
  fromPromise<Page<BusinessLine>, FetchPageInput>(({ input, signal }) => listResource(config, businessLinesEndpoint, toRequestParams(input.query), signal));

export const businessLinesListLogic = (config: RuntimeConfig, savePreferences: (params: SavePreferencesParams) => void) =>
  createListMachine<BusinessLine>(businessLinesListSpec, { fetchPage: fetchBusinessLinesPage(config), savePreferences });
