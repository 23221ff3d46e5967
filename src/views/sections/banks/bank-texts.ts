import type { MessageDescriptor } from '@lingui/core';
import type { BankStatus } from '../../../domain/bank';
import type { AccountScheme } from '../../../domain/bank-account';

/** Column headers and labels of the banks screen (one place, so the tables, filters and forms agree). */
export const bankLabels = {
  code: /*i18n*/ { id: 'banks.field.code', message: 'Code' },
  name: /*i18n*/ { id: 'banks.field.name', message: 'Name' },
  swift: /*i18n*/ { id: 'banks.field.swift', message: 'SWIFT/BIC' },
  status: /*i18n*/ { id: 'banks.field.status', message: 'Status' },
  updatedAt: /*i18n*/ { id: 'banks.field.updatedAt', message: 'Last change' },
} satisfies Record<string, MessageDescriptor>;

export const accountLabels = {
  name: /*i18n*/ { id: 'bankAccounts.field.name', message: 'Account name' },
  bankId: /*i18n*/ { id: 'bankAccounts.field.bank', message: 'Bank' },
  currency: /*i18n*/ { id: 'bankAccounts.field.currency', message: 'Currency' },
  scheme: /*i18n*/ { id: 'bankAccounts.field.scheme', message: 'Account type' },
  accountNumber: /*i18n*/ { id: 'bankAccounts.field.accountNumber', message: 'Account number' },
  routingNumber: /*i18n*/ { id: 'bankAccounts.field.routingNumber', message: 'ABA routing number' },
  status: /*i18n*/ { id: 'bankAccounts.field.status', message: 'Status' },
  updatedAt: /*i18n*/ { id: 'bankAccounts.field.updatedAt', message: 'Last change' },
} satisfies Record<string, MessageDescriptor>;

export const bankStatusLabels: Record<BankStatus, MessageDescriptor> = {
  active: /*i18n*/ { id: 'banks.status.active', message: 'Active' },
  inactive: /*i18n*/ { id: 'banks.status.inactive', message: 'Inactive' },
};

/** How each scheme names the account number field. */
export const accountNumberLabels: Record<AccountScheme, MessageDescriptor> = {
  clabe: /*i18n*/ { id: 'bankAccounts.number.clabe', message: 'CLABE' },
  iban: /*i18n*/ { id: 'bankAccounts.number.iban', message: 'IBAN' },
  aba: /*i18n*/ { id: 'bankAccounts.number.account', message: 'Account number' },
};

export const schemeLabels: Record<AccountScheme, MessageDescriptor> = {
  clabe: /*i18n*/ { id: 'bankAccounts.scheme.clabe', message: 'CLABE (Mexico)' },
  iban: /*i18n*/ { id: 'bankAccounts.scheme.iban', message: 'IBAN (international)' },
  aba: /*i18n*/ { id: 'bankAccounts.scheme.aba', message: 'ABA routing + account number (US)' },
};

export const accountNumberHints: Record<AccountScheme, MessageDescriptor> = {
  clabe: /*i18n*/ { id: 'bankAccounts.hint.clabe', message: '18 digits; the first three are the bank code.' },
  iban: /*i18n*/ { id: 'bankAccounts.hint.iban', message: 'Country code, check digits and account, as DE89 3704 0044 0532 0130 00.' },
  aba: /*i18n*/ { id: 'bankAccounts.hint.account', message: '4 to 17 digits.' },
};
