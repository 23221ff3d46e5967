/** The cash closings list (/cashclosing): its address spec, the list machine, and the registers and people it names. */
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { cashClosingListSpec, type CashClosing } from '../../../domain/cash-closing';
import type { Employee } from '../../../domain/employee';
import type { Page } from '../../../domain/resource';
import { listResource } from '../../effects/resource-api';
import { createListMachine, type FetchPageInput, type SavePreferencesParams } from '../../kit/list.machine';
import { listSpecFrom, toRequestParams, type ListSpec } from '../../kit/list-query';
import { lookupOf } from '../../kit/lookup.machine';
import { employeesEndpoint } from '../people-api';
import { cashClosingsEndpoint, fetchCashRegisters } from './cash-closing-api';

export const cashClosingsPath = '/cashclosing';

export const cashClosingsListSpec: ListSpec = listSpecFrom(cashClosingListSpec, {
  id: 'cashclosing',
  path: cashClosingsPath,
  columns: [
    { id: 'number', defaultVisible: true, sortField: 'number' },
    { id: 'date', defaultVisible: true, sortField: 'date' },
    { id: 'registerId', defaultVisible: true },
    { id: 'cashierId', defaultVisible: true },
    { id: 'openingFloat', defaultVisible: false, sortField: 'openingFloat' },
    { id: 'cashSales', defaultVisible: false, sortField: 'cashSales' },
    { id: 'expected', defaultVisible: true },
    { id: 'counted', defaultVisible: true },
    { id: 'difference', defaultVisible: true },
    { id: 'status', defaultVisible: true, sortField: 'status' },
    { id: 'updatedAt', defaultVisible: false, sortField: 'updatedAt' },
  ],
});

/** One page of closings for a query (also used by the export, page after page). */
export const fetchCashClosingsPage = (config: RuntimeConfig) =>
  fromPromise<Page<CashClosing>, FetchPageInput>(({ input, signal }) => listResource(config, cashClosingsEndpoint, toRequestParams(input.query), signal));

export const cashClosingsListLogic = (config: RuntimeConfig, savePreferences: (params: SavePreferencesParams) => void) =>
  createListMachine<CashClosing>(cashClosingsListSpec, { fetchPage: fetchCashClosingsPage(config), savePreferences });

export const cashClosingsListId = 'cashclosing.list';

export const cashRegistersLookupId = 'cashclosing.registers';
export const cashRegistersLookupLogic = (config: RuntimeConfig) => lookupOf((_: void, signal) => fetchCashRegisters(config, signal));

/** The tenant's people (a few hundred at most): the cashiers' names in the list, its filter and the page. */
export const cashiersLookupId = 'cashclosing.cashiers';
export const cashiersLookupLogic = (config: RuntimeConfig) =>
  lookupOf(async (_: void, signal): Promise<Employee[]> => (await listResource(config, employeesEndpoint, { sort: 'name', pageSize: 500 }, signal)).items);
