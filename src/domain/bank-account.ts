/**
 * Bank account numbers and the tenant's own bank accounts (DOMAIN.md "banking"). The account number rules are pure
 * functions shared by the tenant's accounts and the suppliers' accounts: CLABE (18 digits with its check digit,
 * `clabe.ts`) for Mexican (MXN) companies; IBAN (ISO 13616, mod 97) or an ABA routing number (checksum) with an
 * account number for the others. Pure: the banking service and the forms use the same rules.
 */
import { clabeBank, isValidClabe } from './clabe';
import { checkOneOf, checkText, collectErrors, trimStrings, type ErrorCollector } from './fields';
import type { ListSpec } from './list-query';
import type { Audited, FieldErrors } from './resource';
import type { TaxCountry } from './tax-id';

/** How an account is numbered: a CLABE (Mexico), an IBAN, or an ABA routing number plus an account number (US). */
export const accountSchemes = ['clabe', 'iban', 'aba'] as const;
export type AccountScheme = (typeof accountSchemes)[number];

/** The schemes a company of the country may use: Mexican companies hold CLABE accounts; the others IBAN or ABA. */
export const schemesFor = (country: TaxCountry): readonly AccountScheme[] => (country === 'MX' ? ['clabe'] : ['aba', 'iban']);

/** The scheme a new account starts with in the country. */
export const defaultScheme = (country: TaxCountry): AccountScheme => schemesFor(country)[0] as AccountScheme;

// ---------------------------------------------------------------------------------------------------------------
// IBAN (ISO 13616)

/** The IBAN length of each country that issues them (SWIFT IBAN registry). */
export const ibanLengths: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, CH: 21, CR: 22, CY: 28, CZ: 24,
  DE: 22, DK: 18, DO: 28, EE: 20, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28,
  HR: 21, HU: 28, IE: 22, IL: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LI: 21, LT: 20, LU: 20, LV: 21,
  MC: 27, MD: 24, ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29,
  RO: 24, RS: 22, SA: 24, SE: 24, SI: 19, SK: 24, SM: 27, TN: 24, TR: 26, UA: 29, VG: 24, XK: 20,
};

/** Spaces people type (IBANs are printed in groups of four) are ignored; letters are upper case. */
export const normalizeIban = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/** The remainder modulo 97 of an alphanumeric text read as digits (A = 10 ... Z = 35), in chunks. */
export function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    const value = code >= 65 ? String(code - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** The two check digits of an IBAN of `country` with this BBAN. */
export function ibanCheckDigits(country: string, bban: string): string {
  return String(98 - mod97(`${bban}${country}00`)).padStart(2, '0');
}

export function isValidIban(text: string): boolean {
  const iban = normalizeIban(text);
  const match = /^([A-Z]{2})(\d{2})([A-Z0-9]+)$/.exec(iban);
  if (!match) return false;
  const length = ibanLengths[match[1] as string];
  if (length === undefined || iban.length !== length) return false;
  return mod97(`${match[3]}${match[1]}${match[2]}`) === 1;
}

/** An IBAN in groups of four, as printed. */
export const formatIban = (text: string): string => normalizeIban(text).replace(/(.{4})(?=.)/g, '$1 ');

// ---------------------------------------------------------------------------------------------------------------
// ABA routing transit number (United States)

const abaWeights = [3, 7, 1] as const;

/** The first two digits the Federal Reserve assigns: 00-12 (banks), 21-32 (thrifts), 61-72 (electronic), 80 (traveler's checks). */
export function isAbaPrefix(two: string): boolean {
  const n = Number(two);
  return /^\d{2}$/.test(two) && ((n >= 0 && n <= 12) || (n >= 21 && n <= 32) || (n >= 61 && n <= 72) || n === 80);
}

/** The ninth digit of a routing number whose first eight are given: 3, 7, 1 weights, sum a multiple of 10. */
export function abaCheckDigit(first8: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(first8[i]) * (abaWeights[i % 3] as number);
  return (10 - (sum % 10)) % 10;
}

export const normalizeDigits = (text: string): string => text.replace(/[\s-]/g, '');

export function isValidAba(text: string): boolean {
  const aba = normalizeDigits(text);
  return /^\d{9}$/.test(aba) && isAbaPrefix(aba.slice(0, 2)) && abaCheckDigit(aba) === Number(aba[8]);
}

/** A US deposit account number: 4 to 17 digits. */
export const isUsAccountNumber = (text: string): boolean => /^\d{4,17}$/.test(normalizeDigits(text));

// ---------------------------------------------------------------------------------------------------------------
// An account's number, whichever its scheme

/** The numbering part of an account (tenant's and suppliers'). */
export interface AccountNumbering {
  scheme: AccountScheme;
  /** The CLABE, the IBAN, or the US account number. */
  accountNumber: string;
  /** The ABA routing number; '' for CLABE and IBAN accounts. */
  routingNumber: string;
}

/** The stored form: digits only for CLABE and ABA, the IBAN without spaces in capitals; no routing number unless ABA. */
export function normalizeNumbering<T extends AccountNumbering>(input: T): T {
  const { scheme, accountNumber, routingNumber } = input;
  if (typeof accountNumber !== 'string') return input;
  const number = scheme === 'iban' ? normalizeIban(accountNumber) : normalizeDigits(accountNumber);
  const routing = scheme === 'aba' ? (typeof routingNumber === 'string' ? normalizeDigits(routingNumber) : routingNumber) : '';
  return { ...input, accountNumber: number, routingNumber: routing };
}

/** The bank an account number must belong to (the CLABE's first three digits are the bank's code). */
export interface BankRef {
  code: string;
  status: 'active' | 'inactive';
}

export interface NumberingRules {
  country: TaxCountry;
  /** The chosen bank's code, when known: a CLABE must carry it (banks with a three-digit code). */
  bankCode?: string | undefined;
}

/** Adds the errors of an account's scheme and numbers under `prefix` (`''` or `bankAccounts.0.`). */
export function checkNumbering(c: ErrorCollector, prefix: string, raw: Record<string, unknown>, rules: NumberingRules): void {
  const schemes = schemesFor(rules.country);
  checkOneOf(c, `${prefix}scheme`, raw.scheme, schemes);
  if (c.has(`${prefix}scheme`)) return;
  const number = raw.accountNumber;
  checkText(c, `${prefix}accountNumber`, number, { max: 40 });
  if (raw.scheme === 'aba') checkText(c, `${prefix}routingNumber`, raw.routingNumber, { max: 12 });
  else if (raw.routingNumber !== '' && raw.routingNumber !== undefined) c.add(`${prefix}routingNumber`, 'invalid-format');
  if (typeof number !== 'string' || c.has(`${prefix}accountNumber`)) return;
  if (raw.scheme === 'clabe') {
    if (!isValidClabe(number)) c.add(`${prefix}accountNumber`, 'invalid-clabe');
    else if (rules.bankCode !== undefined && /^\d{3}$/.test(rules.bankCode) && clabeBank(number) !== rules.bankCode) c.add(`${prefix}accountNumber`, 'bank-mismatch');
  } else if (raw.scheme === 'iban') {
    if (!isValidIban(number)) c.add(`${prefix}accountNumber`, 'invalid-iban');
  } else {
    if (!isUsAccountNumber(number)) c.add(`${prefix}accountNumber`, 'invalid-format');
    if (typeof raw.routingNumber === 'string' && !c.has(`${prefix}routingNumber`) && !isValidAba(raw.routingNumber)) c.add(`${prefix}routingNumber`, 'invalid-aba');
  }
}

/** How a stored account number is shown: an IBAN in groups of four, others as stored. */
export const displayAccountNumber = (numbering: Pick<AccountNumbering, 'scheme' | 'accountNumber'>): string =>
  numbering.scheme === 'iban' ? formatIban(numbering.accountNumber) : numbering.accountNumber;

/** The last four characters, for lists (`•••• 1234`). */
export const maskedAccountNumber = (accountNumber: string): string => (accountNumber.length > 4 ? `•••• ${accountNumber.slice(-4)}` : accountNumber);

// ---------------------------------------------------------------------------------------------------------------
// The tenant's own bank accounts

export const bankAccountStatuses = ['active', 'inactive'] as const;
export type BankAccountStatus = (typeof bankAccountStatuses)[number];

/** The currencies an account may hold. */
export const accountCurrencies = ['MXN', 'USD', 'EUR'] as const;
export type AccountCurrency = (typeof accountCurrencies)[number];

export interface BankAccountInput extends AccountNumbering {
  bankId: string;
  /** What the company calls the account ("Cuenta operativa", "Payroll"). */
  name: string;
  currency: AccountCurrency;
  status: BankAccountStatus;
}

export type BankAccount = Audited & BankAccountInput;

export const bankAccountLimits = { name: 100 } as const;

/** A blank account for a form: the company's currency and the country's scheme. */
export const emptyBankAccountInput = (country: TaxCountry, currency: string): BankAccountInput => ({
  bankId: '',
  name: '',
  currency: (accountCurrencies as readonly string[]).includes(currency) ? (currency as AccountCurrency) : 'USD',
  scheme: defaultScheme(country),
  accountNumber: '',
  routingNumber: '',
  status: 'active',
});

export const normalizeBankAccountInput = (input: BankAccountInput): BankAccountInput => normalizeNumbering(trimStrings(input));

export interface BankAccountRules {
  country: TaxCountry;
  /** Looks up a bank of the tenant; without it the reference is not checked. */
  bank?: (id: string) => BankRef | undefined;
  /** A bank's code where the reference is not checked (a form knows the banks it offers): a CLABE must carry it. */
  bankCode?: (id: string) => string | undefined;
  /** Whether another account of the tenant has this number (with this routing number). */
  numberTaken?: (numbering: AccountNumbering) => boolean;
  /** The stored account on update: keeping a bank that has since been deactivated is allowed. */
  previous?: Pick<BankAccountInput, 'bankId'>;
}

/** Checks a bank reference: `unknown-reference`, or `inactive-reference` unless it is the one already kept. */
export function checkBankRef(c: ErrorCollector, path: string, value: unknown, lookup: ((id: string) => BankRef | undefined) | undefined, kept?: string): BankRef | undefined {
  if (value === undefined || value === null || value === '') {
    c.add(path, 'required');
    return undefined;
  }
  if (typeof value !== 'string') {
    c.add(path, 'invalid-format');
    return undefined;
  }
  if (!lookup) return undefined;
  const bank = lookup(value);
  if (!bank) c.add(path, 'unknown-reference');
  else if (bank.status !== 'active' && kept !== value) c.add(path, 'inactive-reference');
  return bank;
}

/** Field errors of an account input (empty when valid). Expects `normalizeBankAccountInput` to have run. */
export function validateBankAccount(input: BankAccountInput, rules: BankAccountRules): FieldErrors {
  const c = collectErrors();
  const raw = input as unknown as Record<string, unknown>;
  const bank = checkBankRef(c, 'bankId', raw.bankId, rules.bank, rules.previous?.bankId);
  checkText(c, 'name', raw.name, { max: bankAccountLimits.name });
  checkOneOf(c, 'currency', raw.currency, accountCurrencies);
  checkNumbering(c, '', raw, { country: rules.country, bankCode: bank?.code ?? (typeof raw.bankId === 'string' ? rules.bankCode?.(raw.bankId) : undefined) });
  if (!c.has('accountNumber') && !c.has('routingNumber') && rules.numberTaken?.(input)) c.add('accountNumber', 'not-unique');
  checkOneOf(c, 'status', raw.status, bankAccountStatuses);
  return c.errors;
}

export const bankAccountListSpec: ListSpec<BankAccount> = {
  searchFields: ['name', 'accountNumber', 'routingNumber'],
  sortFields: ['name', 'currency', 'status', 'createdAt', 'updatedAt'],
  filters: {
    status: { type: 'enum', values: bankAccountStatuses },
    currency: { type: 'enum', values: accountCurrencies },
    scheme: { type: 'enum', values: accountSchemes },
    bankId: { type: 'reference' },
  },
  defaultSort: 'name',
};
