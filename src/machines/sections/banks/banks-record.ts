/**
 * A bank's page and form and a company account's page and form, on the shared catalog-section wiring: the record
 * machines (read, edit, delete with Undo, deactivate and activate), the create flows and their drafts.
 */
import { fromCallback } from 'xstate';
import { emptyBankInput, normalizeBankInput, validateBank, type Bank, type BankInput } from '../../../domain/bank';
import {
  emptyBankAccountInput,
  normalizeBankAccountInput,
  validateBankAccount,
  type BankAccount,
  type BankAccountInput,
} from '../../../domain/bank-account';
import { recordIdFromPath } from '../../kit/record-address';
import { navActor } from '../../system';
import { resourceSection } from '../resource-section';
import type { SectionDeps } from '../section-deps';
import { bankAccountsEndpoint, banksEndpoint } from '../banking-api';
import { ACCOUNTS_SEGMENT, bankAccountsListId, bankAccountsPath, banksListId, banksPath } from './banks-list';

export const bankToInput = (b: Bank): BankInput => ({ code: b.code, name: b.name, swift: b.swift, status: b.status });

export function isBankInput(values: unknown): values is BankInput {
  if (typeof values !== 'object' || values === null) return false;
  const v = values as Record<string, unknown>;
  return ['code', 'name', 'swift', 'status'].every((k) => typeof v[k] === 'string');
}

export const bankAccountToInput = (a: BankAccount): BankAccountInput => ({
  bankId: a.bankId,
  name: a.name,
  currency: a.currency,
  scheme: a.scheme,
  accountNumber: a.accountNumber,
  routingNumber: a.routingNumber,
  status: a.status,
});

export function isBankAccountInput(values: unknown): values is BankAccountInput {
  if (typeof values !== 'object' || values === null) return false;
  const v = values as Record<string, unknown>;
  return ['bankId', 'name', 'currency', 'scheme', 'accountNumber', 'routingNumber', 'status'].every((k) => typeof v[k] === 'string');
}

/**
 * The bank whose page the address names: `/admin/banks/<id>`, but not the accounts' tab (`/admin/banks/accounts`),
 * which the kit's reading would take for a bank id.
 */
export const bankIdFromPath = (path: string): string | null => {
  const id = recordIdFromPath(path, banksPath);
  return id === ACCOUNTS_SEGMENT ? null : id;
};

/** The kit's address listener for banks: follows the navigation machine, skipping the accounts' tab. */
const listenToBankAddress = fromCallback<{ type: 'record.open'; id: string }, { base: string; id: string }>(({ input, system, sendBack }) => {
  const nav = navActor(system);
  if (nav === undefined) return () => undefined;
  let open = input.id;
  const read = (path: string) => {
    const id = bankIdFromPath(path);
    if (id === null || id === open) return;
    open = id;
    sendBack({ type: 'record.open', id });
  };
  const subscription = nav.subscribe((snapshot) => read(snapshot.context.location.path));
  read(nav.getSnapshot().context.location.path);
  return () => subscription.unsubscribe();
});

/** Banks: the banking service's rules (the code's uniqueness is the service's to tell). */
export const banksSection = (deps: SectionDeps) => {
  const section = resourceSection<Bank, BankInput>(deps, {
    name: 'banks',
    endpoint: banksEndpoint,
    path: banksPath,
    listId: banksListId,
    toValues: bankToInput,
    isValues: isBankInput,
    normalize: normalizeBankInput,
    validate: (values) => validateBank(values),
    isActive: (b) => b.status === 'active',
    withActive: (values, active) => ({ ...values, status: active ? 'active' : 'inactive' }),
  });
  return { ...section, record: () => section.record().provide({ actors: { listenToRecordAddress: listenToBankAddress } }) };
};

export const bankCreateFlow = (deps: SectionDeps) => banksSection(deps).createFlow(emptyBankInput);

/**
 * The company's accounts: the country's scheme (CLABE in Mexico) and, once the banks are known, the CLABE's bank code
 * checked against the chosen bank. `bankCode` names a bank's code from what the screen has loaded.
 */
export const bankAccountsSection = (deps: SectionDeps, bankCode: (id: string) => string | undefined = () => undefined) =>
  resourceSection<BankAccount, BankAccountInput>(deps, {
    name: 'bankAccounts',
    endpoint: bankAccountsEndpoint,
    path: bankAccountsPath,
    listId: bankAccountsListId,
    toValues: bankAccountToInput,
    isValues: isBankAccountInput,
    normalize: normalizeBankAccountInput,
    // The numbers are checked here, with the chosen bank's code; whether the bank still exists and is active is the
    // service's to say (an account keeps a bank deactivated since).
    validate: (values) => validateBankAccount(values, { country: deps.country, bankCode }),
    isActive: (a) => a.status === 'active',
    withActive: (values, active) => ({ ...values, status: active ? 'active' : 'inactive' }),
  });

/** New account: the company's currency and the country's scheme. */
export const bankAccountCreateFlow = (deps: SectionDeps, bankCode?: (id: string) => string | undefined) =>
  bankAccountsSection(deps, bankCode).createFlow(() => emptyBankAccountInput(deps.country, deps.currency));
