/**
 * The banking service's banks and the company's bank accounts: the endpoints, and the checks of every answer (a
 * malformed record is refused as a whole, never half shown). The providers section reads the banks through here too.
 */
import type { ActorSystem } from 'xstate';
import type { RuntimeConfig } from '../../config/runtime-config';
import { bankStatuses, type Bank } from '../../domain/bank';
import { accountCurrencies, accountSchemes, bankAccountStatuses, type BankAccount } from '../../domain/bank-account';
import { listResource, parseAudited, type ResourceEndpoint } from '../effects/resource-api';
import { oneOf, record, text } from '../effects/shape';
import { selectLookupData, type LookupRef } from '../kit/lookup.machine';

export function parseBank(raw: unknown): Bank {
  const r = record(raw, 'bank');
  return {
    ...parseAudited(r, 'bank'),
    code: text(r, 'code', 'bank'),
    name: text(r, 'name', 'bank'),
    swift: text(r, 'swift', 'bank'),
    status: oneOf(r, 'status', bankStatuses, 'bank'),
  };
}

export function parseBankAccount(raw: unknown): BankAccount {
  const r = record(raw, 'bankAccount');
  const bankId = text(r, 'bankId', 'bankAccount');
  if (bankId === '') throw new TypeError('bankAccount.bankId must not be empty');
  return {
    ...parseAudited(r, 'bankAccount'),
    bankId,
    name: text(r, 'name', 'bankAccount'),
    currency: oneOf(r, 'currency', accountCurrencies, 'bankAccount'),
    scheme: oneOf(r, 'scheme', accountSchemes, 'bankAccount'),
    accountNumber: text(r, 'accountNumber', 'bankAccount'),
    routingNumber: text(r, 'routingNumber', 'bankAccount'),
    status: oneOf(r, 'status', bankAccountStatuses, 'bankAccount'),
  };
}

export const banksEndpoint: ResourceEndpoint<Bank> = { service: 'banking', resource: 'banks', parse: parseBank };
export const bankAccountsEndpoint: ResourceEndpoint<BankAccount> = { service: 'banking', resource: 'bank-accounts', parse: parseBankAccount };

/** Every bank of the tenant (a dozen), inactive ones too: names where accounts use them, and the pickers' choices. */
export async function fetchBanks(config: RuntimeConfig, signal?: AbortSignal): Promise<Bank[]> {
  return (await listResource(config, banksEndpoint, { sort: 'code', pageSize: 500 }, signal)).items;
}

/** A bank picker's choices: the active banks, and the one already chosen even if it has been deactivated since. */
export const bankChoices = (banks: readonly Bank[], current: string | null): Bank[] => banks.filter((b) => b.status === 'active' || b.id === current);

/** A bank as a picker and a list show it: `012 · BBVA México`. */
export const bankLabel = (bank: Pick<Bank, 'code' | 'name'>): string => `${bank.code} · ${bank.name}`;

/**
 * A bank's code as a screen's banks lookup (`lookupId`) knows it when a form checks its values (a CLABE carries its
 * bank's code); undefined until the lookup has loaded, and then the service checks it.
 */
export const bankCodeIn =
  (system: ActorSystem<any>, lookupId: string) =>
  (id: string): string | undefined => {
    const ref = system.get(lookupId) as LookupRef<Bank[]> | undefined;
    return (ref ? selectLookupData<Bank[]>(ref.getSnapshot()) : null)?.find((b) => b.id === id)?.code;
  };
