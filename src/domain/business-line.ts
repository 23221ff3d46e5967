/** Business lines (DOMAIN.md "Entities"): code, name, status; customers refer to them. Pure. */
import { checkOneOf, checkText, codePattern, collectErrors, trimStrings } from './fields';
import type { ListSpec } from './list-query';
import type { Audited, FieldErrors } from './resource';

export const businessLineStatuses = ['active', 'inactive'] as const;

export interface BusinessLineInput {
  /** Unique per tenant; upper-case letters, digits and hyphens; at most 20. */
  code: string;
  name: string;
  status: (typeof businessLineStatuses)[number];
}

export type BusinessLine = Audited & BusinessLineInput;

export const businessLineLimits = { code: 20, name: 100 } as const;


export const normalizeBusinessLineInput = (input: BusinessLineInput): BusinessLineInput => {
  const trimmed = trimStrings(input);
  return typeof trimmed.code === 'string' ? { ...trimmed, code: trimmed.code.toUpperCase() } : trimmed;
};

export interface BusinessLineRules {
  /** Whether another business line of the tenant has this code. */
  codeTaken?: (code: string) => boolean;
}

export function validateBusinessLine(input: BusinessLineInput, rules: BusinessLineRules = {}): FieldErrors {
  const c = collectErrors();
  const raw = input as unknown as Record<string, unknown>;
  checkText(c, 'code', raw.code, { max: businessLineLimits.code, pattern: codePattern });
  if (typeof raw.code === 'string' && !c.has('code') && rules.codeTaken?.(raw.code)) c.add('code', 'not-unique');
  checkText(c, 'name', raw.name, { max: businessLineLimits.name });
  checkOneOf(c, 'status', raw.status, businessLineStatuses);
  return c.errors;
}

export const businessLineListSpec: ListSpec<BusinessLine> = {
  searchFields: ['code', 'name'],
  sortFields: ['code', 'name', 'status', 'createdAt', 'updatedAt'],
  filters: { status: { type: 'enum', values: businessLineStatuses } },
  defaultSort: 'name',
};
