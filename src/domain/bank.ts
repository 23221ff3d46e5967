/**
 * Banks (DOMAIN.md "Entities"): code (unique per tenant), name, SWIFT/BIC (ISO 9362), status. The tenant's bank
 * accounts and the suppliers' accounts refer to them. Pure: the banking service and the bank form use the same rules.
 */
import { checkOneOf, checkText, collectErrors, trimStrings } from './fields';
import type { ListSpec } from './list-query';
import type { Audited, FieldErrors } from './resource';

export const bankStatuses = ['active', 'inactive'] as const;
export type BankStatus = (typeof bankStatuses)[number];

export interface BankInput {
  /** Unique per tenant: the ABM code in Mexico (`002`), a short code elsewhere; digits, capitals and hyphens, at most 10. */
  code: string;
  name: string;
  /** SWIFT/BIC, 8 or 11 characters; '' when the bank has none. */
  swift: string;
  status: BankStatus;
}

export type Bank = Audited & BankInput;

export const bankLimits = { code: 10, name: 100 } as const;

/** Bank codes: capitals, digits and hyphens, starting and ending with a letter or digit. */
export const bankCodePattern = /^[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?$/;

/**
 * ISO 9362 shape: 4 letters (the institution), 2 letters (the country), 2 letters or digits (the location) and
 * optionally 3 letters or digits (the branch).
 */
export const isSwift = (text: string): boolean => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(text);

/** Spaces removed, capitals. */
export const normalizeSwift = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

export const emptyBankInput = (): BankInput => ({ code: '', name: '', swift: '', status: 'active' });

export function normalizeBankInput(input: BankInput): BankInput {
  const trimmed = trimStrings(input);
  return {
    ...trimmed,
    ...(typeof trimmed.code === 'string' ? { code: trimmed.code.toUpperCase() } : {}),
    ...(typeof trimmed.swift === 'string' ? { swift: normalizeSwift(trimmed.swift) } : {}),
  };
}

export interface BankRules {
  /** Whether another bank of the tenant has this code. */
  codeTaken?: (code: string) => boolean;
}

/** Field errors of a bank input (empty when valid). Expects `normalizeBankInput` to have run. */
export function validateBank(input: BankInput, rules: BankRules = {}): FieldErrors {
  const c = collectErrors();
  const raw = input as unknown as Record<string, unknown>;
  checkText(c, 'code', raw.code, { max: bankLimits.code, pattern: bankCodePattern });
  if (typeof raw.code === 'string' && !c.has('code') && rules.codeTaken?.(raw.code)) c.add('code', 'not-unique');
  checkText(c, 'name', raw.name, { max: bankLimits.name });
  checkText(c, 'swift', raw.swift, { required: false });
  if (typeof raw.swift === 'string' && raw.swift !== '' && !isSwift(raw.swift)) c.add('swift', 'invalid-swift');
  checkOneOf(c, 'status', raw.status, bankStatuses);
  return c.errors;
}

export const bankListSpec: ListSpec<Bank> = {
  searchFields: ['code', 'name', 'swift'],
  sortFields: ['code', 'name', 'status', 'createdAt', 'updatedAt'],
  filters: { status: { type: 'enum', values: bankStatuses } },
  defaultSort: 'code',
};
