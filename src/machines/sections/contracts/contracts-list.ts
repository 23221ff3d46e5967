/** The contracts list (/contracts/services): its address spec, the list and CSV export machines, and the plans lookup. */
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { contractListSpec, type Contract } from '../../../domain/contract';
import { toMajorString, type Currency } from '../../../domain/money';
import type { Page } from '../../../domain/resource';
import { listResource } from '../../effects/resource-api';
import { saveCsvFile } from '../../effects/save-file';
import type { CsvColumn } from '../../kit/csv';
import { createExportMachine } from '../../kit/export.machine';
import { createListMachine, type FetchPageInput, type SavePreferencesParams } from '../../kit/list.machine';
import { listSpecFrom, toRequestParams, type ListSpec } from '../../kit/list-query';
import { lookupOf } from '../../kit/lookup.machine';
import { contractsEndpoint, fetchPlans } from './contract-api';

export const contractsPath = '/contracts/services';
export const contractsListId = 'contracts.list';
export const contractsExportId = 'contracts.export';
export const contractPlansId = 'contracts.plans';

export type ContractRow = Contract & { expiring?: boolean; overdue?: boolean };

// The filters' kinds do not depend on the day (the service decides `expiring` and `overdue` against its own today).
export const contractsListSpec: ListSpec = listSpecFrom(contractListSpec('1970-01-01'), {
  id: 'contracts',
  path: contractsPath,
  columns: [
    { id: 'number', defaultVisible: true, sortField: 'number' },
    { id: 'customer', defaultVisible: true, sortField: 'customerName' },
    { id: 'plan', defaultVisible: true },
    { id: 'monthlyFee', defaultVisible: true, sortField: 'monthlyFee' },
    { id: 'startDate', defaultVisible: false, sortField: 'startDate' },
    { id: 'endDate', defaultVisible: true, sortField: 'endDate' },
    { id: 'status', defaultVisible: true, sortField: 'status' },
    { id: 'updatedAt', defaultVisible: false, sortField: 'updatedAt' },
  ],
});

export const fetchContractsPage = (config: RuntimeConfig) =>
  fromPromise<Page<ContractRow>, FetchPageInput>(({ input, signal }) => listResource(config, contractsEndpoint, toRequestParams(input.query), signal));

export const contractsListLogic = (config: RuntimeConfig, savePreferences: (params: SavePreferencesParams) => void) =>
  createListMachine<ContractRow>(contractsListSpec, { fetchPage: fetchContractsPage(config), savePreferences });

export const contractCsvColumns = (currency: Currency): CsvColumn<ContractRow>[] => [
  { id: 'number', csv: (c) => c.number },
  { id: 'status', csv: (c) => c.status },
  { id: 'expiring', csv: (c) => c.expiring ?? false },
  { id: 'overdue', csv: (c) => c.overdue ?? false },
  { id: 'customer', csv: (c) => c.customerName },
  { id: 'planCode', csv: (c) => c.planCode },
  { id: 'planName', csv: (c) => c.planName },
  { id: 'monthlyFee', csv: (c) => toMajorString(c.monthlyFee, currency) },
  { id: 'startDate', csv: (c) => c.startDate },
  { id: 'endDate', csv: (c) => c.endDate },
  { id: 'termMonths', csv: (c) => c.termMonths },
  { id: 'billingDay', csv: (c) => c.billingDay },
  { id: 'terms', csv: (c) => c.terms.length },
  { id: 'city', csv: (c) => c.installationAddress.city },
  { id: 'updatedAt', csv: (c) => c.updatedAt },
];

export const contractsExportLogic = (config: RuntimeConfig, currency: Currency) =>
  createExportMachine<ContractRow>({ columns: contractCsvColumns(currency), fileName: 'contracts.csv', fetchPage: fetchContractsPage(config), download: saveCsvFile });

export const contractPlansLogic = (config: RuntimeConfig) => lookupOf((_: void, signal) => fetchPlans(config, signal));
