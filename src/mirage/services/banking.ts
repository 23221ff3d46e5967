/**
 * The banking service (DOMAIN.md): banks and the tenant's own bank accounts. The rules are the pure modules
 * src/domain/bank.ts and bank-account.ts; this file wires them to the generic resource and adds the cross-record
 * checks (code and number uniqueness, the bank reference, and a bank in use refusing its delete).
 */
import type { Server } from 'miragejs';
import { Permission as P } from '../../config/permissions';
import { bankAccountListSpec, normalizeBankAccountInput, validateBankAccount, type BankAccount, type BankAccountInput } from '../../domain/bank-account';
import { bankListSpec, normalizeBankInput, validateBank, type Bank, type BankInput } from '../../domain/bank';
import type { Supplier } from '../../domain/supplier';
import { findTenant } from '../../config/tenants';
import { defineResource, registerService, type ServiceDefinition } from './service';
import type { ServiceRuntime } from './runtime';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const banks = defineResource<Bank, BankInput>({
  name: 'banks',
  area: 'banking',
  description: 'Banks (code unique per tenant, name, SWIFT/BIC 8 or 11 characters or empty, status); in use by accounts or suppliers: 409 with `instead: {status: inactive}`',
  listSpec: bankListSpec,
  // The providers' form picks the bank of each supplier account.
  read: [P.BankingBanks, P.CatalogsSuppliers],
  write: P.BankingBanks,
  fields: ['code', 'name', 'swift', 'status'],
  defaults: () => ({ swift: '', status: 'active' }),
  normalize: (input) => normalizeBankInput(input),
  validate: (input, { data, id }) => validateBank(input, { codeTaken: (code) => data.collection<Bank>('banks').all().some((b) => b.code === code && b.id !== id) }),
  referencedBy: async (bank, { data, runtime, tenant }) => {
    const accounts = data.collection<BankAccount>('bank-accounts').all().filter((a) => a.bankId === bank.id).length;
    const suppliersData = await runtime.data.load(tenant, 'suppliers');
    const suppliers = suppliersData.collection<Supplier>('suppliers').all().filter((s) => s.bankAccounts.some((a) => a.bankId === bank.id)).length;
    if (accounts === 0 && suppliers === 0) return null;
    const reasons = [
      ...(accounts > 0 ? [`${plural(accounts, 'account of the company is', 'accounts of the company are')} at this bank`] : []),
      ...(suppliers > 0 ? [`${plural(suppliers, 'supplier is', 'suppliers are')} paid through it`] : []),
    ];
    return { detail: `The bank is in use: ${reasons.join(' and ')}. Set its status to inactive instead`, references: { 'bank-accounts': accounts, suppliers }, instead: { status: 'inactive' } };
  },
});

export const bankAccounts = defineResource<BankAccount, BankAccountInput>({
  name: 'bank-accounts',
  area: 'banking',
  description: "The company's own accounts: bank, name, currency (the company's by default), `scheme` clabe (MXN tenants) or iban | aba (others), `accountNumber` (unique), `routingNumber` (ABA only), status",
  listSpec: bankAccountListSpec,
  read: [P.BankingBanks],
  write: P.BankingBanks,
  fields: ['bankId', 'name', 'currency', 'scheme', 'accountNumber', 'routingNumber', 'status'],
  defaults: ({ tenant, country }) => ({
    currency: findTenant(tenant)?.currency ?? 'MXN',
    scheme: country === 'MX' ? 'clabe' : 'aba',
    routingNumber: '',
    status: 'active',
  }),
  normalize: (input) => normalizeBankAccountInput(input),
  validate: (input, { data, id, country, previous }) =>
    validateBankAccount(input, {
      country,
      bank: (bankId) => data.collection<Bank>('banks').get(bankId),
      numberTaken: (n) => data.collection<BankAccount>('bank-accounts').all().some((a) => a.id !== id && a.accountNumber === n.accountNumber && a.routingNumber === n.routingNumber),
      ...(previous ? { previous } : {}),
    }),
});

export const bankingService: ServiceDefinition = { service: 'banking', resources: [banks, bankAccounts] };

export function registerBankingService(server: Server, runtime: ServiceRuntime): void {
  registerService(server, runtime, bankingService);
}
