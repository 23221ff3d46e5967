/**
 * Suppliers, the providers a company buys from (DOMAIN.md "Entities"): code (assigned, PRV-0001), name, tax id (RFC
 * in Mexico, EIN in the United States), contact, email, phone, payment terms, status and their bank accounts (a
 * bank of the banking service, a CLABE for Mexican companies or an IBAN / ABA routing number for the others, one of
 * them primary). Pure: the catalogs service and the supplier form use the same rules.
 */
import { checkBankRef, checkNumbering, defaultScheme, normalizeNumbering, type AccountNumbering, type BankRef } from './bank-account';
import { checkBoolean, checkInteger, checkOneOf, checkText, collectErrors, isEmail, isPhone, isPlainObject, trimStrings } from './fields';
import type { ListSpec } from './list-query';
import type { Audited, FieldErrors } from './resource';
import { normalizeTaxId, taxIdError, type TaxCountry } from './tax-id';

export const supplierStatuses = ['active', 'inactive'] as const;
export type SupplierStatus = (typeof supplierStatuses)[number];

/** One bank account of a supplier. */
export interface SupplierBankAccount extends AccountNumbering {
  bankId: string;
  /** Payments go to the primary account; exactly one is primary when there are any. */
  primary: boolean;
}

/** The fields a client writes (create and update); `code` is assigned by the service. */
export interface SupplierInput {
  name: string;
  /** RFC in Mexico, EIN in the United States (the tenant's country decides). */
  taxId: string;
  /** The person to talk to; '' when unknown. */
  contactName: string;
  /** '' when unknown. */
  email: string;
  /** '' when unknown. */
  phone: string;
  /** Whole days, 0 to 365. */
  paymentTermsDays: number;
  status: SupplierStatus;
  bankAccounts: SupplierBankAccount[];
}

export type Supplier = Audited & SupplierInput & {
  /** `PRV-0001`: numbered per tenant by the service on create, never reused. */
  code: string;
};

export const supplierLimits = { name: 200, contactName: 120, email: 254, phone: 30, paymentTermsDays: 365, bankAccounts: 5 } as const;

export const emptySupplierInput = (): SupplierInput => ({
  name: '',
  taxId: '',
  contactName: '',
  email: '',
  phone: '',
  paymentTermsDays: 30,
  status: 'active',
  bankAccounts: [],
});

/** A new account row of the form: the country's scheme, primary when it is the first. */
export const emptySupplierBankAccount = (country: TaxCountry, primary: boolean): SupplierBankAccount => ({
  bankId: '',
  scheme: defaultScheme(country),
  accountNumber: '',
  routingNumber: '',
  primary,
});

/** The accounts without the one at `index`; when it was the primary, the first left becomes primary. */
export function withoutBankAccount(accounts: readonly SupplierBankAccount[], index: number): SupplierBankAccount[] {
  const left = accounts.filter((_, i) => i !== index);
  return left.length > 0 && !left.some((a) => a.primary) ? left.map((a, i) => ({ ...a, primary: i === 0 })) : left;
}

/** The accounts with the one at `index` as the only primary. */
export const withPrimaryBankAccount = (accounts: readonly SupplierBankAccount[], index: number): SupplierBankAccount[] =>
  accounts.map((a, i) => ({ ...a, primary: i === index }));

/** The stored form: strings trimmed, the tax id normalized, the email lower case, account numbers without spaces. */
export function normalizeSupplierInput(input: SupplierInput, country: TaxCountry): SupplierInput {
  const trimmed = trimStrings(input);
  return {
    ...trimmed,
    ...(typeof trimmed.taxId === 'string' ? { taxId: normalizeTaxId(trimmed.taxId, country) } : {}),
    ...(typeof trimmed.email === 'string' ? { email: trimmed.email.toLowerCase() } : {}),
    ...(Array.isArray(trimmed.bankAccounts) ? { bankAccounts: trimmed.bankAccounts.map((a) => (isPlainObject(a) ? normalizeNumbering(a) : a)) } : {}),
  };
}

export interface SupplierRules {
  country: TaxCountry;
  /** Looks up a bank of the tenant; without it references are not checked. */
  bank?: (id: string) => BankRef | undefined;
  /** A bank's code where references are not checked (the form knows the banks it offers): a CLABE must carry it. */
  bankCode?: (id: string) => string | undefined;
  /** The stored supplier on update: accounts at a bank deactivated since are kept. */
  previous?: Pick<SupplierInput, 'bankAccounts'>;
}

/** Field errors of a supplier input (empty when valid). Expects `normalizeSupplierInput` to have run. */
export function validateSupplier(input: SupplierInput, rules: SupplierRules): FieldErrors {
  const c = collectErrors();
  const raw = input as unknown as Record<string, unknown>;
  checkText(c, 'name', raw.name, { max: supplierLimits.name });
  if (typeof raw.taxId === 'string') {
    const code = taxIdError(raw.taxId, rules.country);
    if (code) c.add('taxId', code);
  } else checkText(c, 'taxId', raw.taxId);
  checkText(c, 'contactName', raw.contactName, { required: false, max: supplierLimits.contactName });
  checkText(c, 'email', raw.email, { required: false, max: supplierLimits.email });
  if (typeof raw.email === 'string' && raw.email !== '' && !isEmail(raw.email)) c.add('email', 'invalid-email');
  checkText(c, 'phone', raw.phone, { required: false, max: supplierLimits.phone });
  if (typeof raw.phone === 'string' && raw.phone !== '' && !isPhone(raw.phone)) c.add('phone', 'invalid-phone');
  checkInteger(c, 'paymentTermsDays', raw.paymentTermsDays, 0, supplierLimits.paymentTermsDays);
  checkOneOf(c, 'status', raw.status, supplierStatuses);
  checkBankAccounts(c, raw.bankAccounts, rules);
  return c.errors;
}

function checkBankAccounts(c: ReturnType<typeof collectErrors>, value: unknown, rules: SupplierRules): void {
  if (value === undefined || value === null) return c.add('bankAccounts', 'required');
  if (!Array.isArray(value)) return c.add('bankAccounts', 'invalid-format');
  if (value.length > supplierLimits.bankAccounts) c.add('bankAccounts', 'too-long');
  const kept = new Set((rules.previous?.bankAccounts ?? []).map((a) => a.bankId));
  const seen = new Set<string>();
  let primaries = 0;
  value.forEach((account: unknown, i) => {
    const path = `bankAccounts.${i}`;
    if (!isPlainObject(account)) return c.add(path, 'invalid-format');
    const bank = checkBankRef(c, `${path}.bankId`, account.bankId, rules.bank, typeof account.bankId === 'string' && kept.has(account.bankId) ? account.bankId : undefined);
    const bankCode = bank?.code ?? (typeof account.bankId === 'string' ? rules.bankCode?.(account.bankId) : undefined);
    checkNumbering(c, `${path}.`, account, { country: rules.country, bankCode });
    checkBoolean(c, `${path}.primary`, account.primary);
    if (account.primary === true) primaries++;
    if (typeof account.accountNumber === 'string' && !c.has(`${path}.accountNumber`)) {
      const key = `${String(account.routingNumber ?? '')}/${account.accountNumber}`;
      if (seen.has(key)) c.add(`${path}.accountNumber`, 'duplicate');
      seen.add(key);
    }
  });
  if (value.length > 0 && primaries !== 1) c.add('bankAccounts', 'one-primary');
}

/** `PRV-0001` for 1. */
export const formatSupplierCode = (n: number): string => `PRV-${String(n).padStart(4, '0')}`;

/** The supplier's primary account, if any. */
export const primaryBankAccount = (supplier: Pick<SupplierInput, 'bankAccounts'>): SupplierBankAccount | undefined =>
  supplier.bankAccounts.find((a) => a.primary) ?? supplier.bankAccounts[0];

export const supplierListSpec: ListSpec<Supplier> = {
  searchFields: ['code', 'name', 'taxId', 'contactName', 'email'],
  sortFields: ['code', 'name', 'paymentTermsDays', 'status', 'createdAt', 'updatedAt'],
  filters: {
    status: { type: 'enum', values: supplierStatuses },
    // Suppliers paid through a bank: any of their accounts is at it.
    bankId: { type: 'reference', matches: (s, value) => s.bankAccounts.some((a) => a.bankId === value) },
  },
  defaultSort: 'name',
};
