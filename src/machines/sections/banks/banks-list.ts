/**
 * The banks screen (/admin/banks): two lists under one screen, the banks (`/admin/banks`) and the company's accounts
 * (`/admin/banks/accounts`), their address specs and list machines, and the banks lookup the accounts show by name.
 */
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { bankListSpec, type Bank } from '../../../domain/bank';
import { bankAccountListSpec, type BankAccount } from '../../../domain/bank-account';
import type { Page } from '../../../domain/resource';
import { listResource } from '../../effects/resource-api';
import { createListMachine, type FetchPageInput, type SavePreferencesParams } from '../../kit/list.machine';
import { listSpecFrom, toRequestParams, type ListSpec } from '../../kit/list-query';
import { lookupOf } from '../../kit/lookup.machine';
import { bankAccountsEndpoint, banksEndpoint, fetchBanks } from '../banking-api';

export const banksPath = '/admin/banks';
/** The accounts' tab: a segment no bank id can be (ids are guids). */
export const ACCOUNTS_SEGMENT = 'accounts';
export const bankAccountsPath = `${banksPath}/${ACCOUNTS_SEGMENT}`;

export const banksListId = 'banks.list';
export const bankAccountsListId = 'bankAccounts.list';
export const banksLookupId = 'banks.all';

export const banksListSpec: ListSpec = listSpecFrom(bankListSpec, {
  id: 'banks',
  path: banksPath,
  columns: [
    { id: 'code', defaultVisible: true, sortField: 'code' },
    { id: 'name', defaultVisible: true, sortField: 'name' },
    { id: 'swift', defaultVisible: true },
    { id: 'status', defaultVisible: true, sortField: 'status' },
    { id: 'updatedAt', defaultVisible: false, sortField: 'updatedAt' },
  ],
});

export const bankAccountsListSpec: ListSpec = listSpecFrom(bankAccountListSpec, {
  id: 'bankAccounts',
  path: bankAccountsPath,
  columns: [
    { id: 'name', defaultVisible: true, sortField: 'name' },
    { id: 'bankId', defaultVisible: true },
    { id: 'accountNumber', defaultVisible: true },
    { id: 'routingNumber', defaultVisible: false },
    { id: 'currency', defaultVisible: true, sortField: 'currency' },
    { id: 'status', defaultVisible: true, sortField: 'status' },
    { id: 'updatedAt', defaultVisible: false, sortField: 'updatedAt' },
  ],
});

const fetchBanksPage = (config: RuntimeConfig) =>
  fromPromise<Page<Bank>, FetchPageInput>(({ input, signal }) => listResource(config, banksEndpoint, toRequestParams(input.query), signal));
const fetchBankAccountsPage = (config: RuntimeConfig) =>
  fromPromise<Page<BankAccount>, FetchPageInput>(({ input, signal }) => listResource(config, bankAccountsEndpoint, toRequestParams(input.query), signal));

export const banksListLogic = (config: RuntimeConfig, savePreferences: (params: SavePreferencesParams) => void) =>
  createListMachine<Bank>(banksListSpec, { fetchPage: fetchBanksPage(config), savePreferences });

export const bankAccountsListLogic = (config: RuntimeConfig, savePreferences: (params: SavePreferencesParams) => void) =>
  createListMachine<BankAccount>(bankAccountsListSpec, { fetchPage: fetchBankAccountsPage(config), savePreferences });

/** Every bank (names in the accounts list and pages, the account form's picker); `lookup.reload` after a bank changes. */
export const banksLookupLogic = (config: RuntimeConfig) => lookupOf((_: void, signal) => fetchBanks(config, signal));
