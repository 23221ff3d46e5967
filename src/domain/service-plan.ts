/**
 * Service plans (DOMAIN.md "Entities"): the catalog a contract is signed on: code, name, type (internet, mobile,
 * TV, bundle), monthly fee in minor units of the company currency, term in months, status. Pure.
 */
import { checkInteger, checkMinorUnits, checkOneOf, checkText, codePattern, collectErrors, trimStrings } from './fields';
import type { ListSpec } from './list-query';
import type { Audited, FieldErrors } from './resource';

export const planTypes = ['internet', 'mobile', 'tv', 'bundle'] as const;
export type PlanType = (typeof planTypes)[number];
export const planStatuses = ['active', 'inactive'] as const;
export type PlanStatus = (typeof planStatuses)[number];

export interface ServicePlanInput {
  code: string;
  name: string;
  type: PlanType;
  /** Integer minor units of the company currency. */
  monthlyFee: number;
  /** 1 to 60. */
  termMonths: number;
  status: PlanStatus;
}
export type ServicePlan = Audited & ServicePlanInput;

export const planLimits = { code: 20, name: 100, termMonths: 60 } as const;

export const normalizePlanInput = (input: ServicePlanInput): ServicePlanInput => {
  const t = trimStrings(input);
  return { ...t, code: typeof t.code === 'string' ? t.code.toUpperCase() : t.code };
};

export function validatePlan(input: ServicePlanInput, rules: { codeTaken?: (code: string) => boolean } = {}): FieldErrors {
  const c = collectErrors();
  const raw = input as unknown as Record<string, unknown>;
  checkText(c, 'code', raw.code, { max: planLimits.code, pattern: codePattern });
  if (typeof raw.code === 'string' && raw.code !== '' && rules.codeTaken?.(raw.code)) c.add('code', 'not-unique');
  checkText(c, 'name', raw.name, { max: planLimits.name });
  checkOneOf(c, 'type', raw.type, planTypes);
  checkMinorUnits(c, 'monthlyFee', raw.monthlyFee);
  checkInteger(c, 'termMonths', raw.termMonths, 1, planLimits.termMonths);
  checkOneOf(c, 'status', raw.status, planStatuses);
  return c.errors;
}

export const planListSpec: ListSpec<ServicePlan> = {
  searchFields: ['code', 'name'],
  sortFields: ['code', 'name', 'monthlyFee', 'termMonths', 'type', 'status'],
  filters: { type: { type: 'enum', values: planTypes }, status: { type: 'enum', values: planStatuses } },
  defaultSort: 'code',
};
