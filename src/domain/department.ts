/** Departments (DOMAIN.md "Entities"): code, name, manager (an employee), status. Pure. */
import type { ReferenceState } from './employee';
import { checkOneOf, checkText, codePattern, collectErrors, trimStrings } from './fields';
import type { ListSpec } from './list-query';
import type { Audited, FieldErrors } from './resource';

export const departmentStatuses = ['active', 'inactive'] as const;
export type DepartmentStatus = (typeof departmentStatuses)[number];

export interface DepartmentInput {
  /** Unique per tenant; upper-case letters, digits and hyphens; at most 20. */
  code: string;
  name: string;
  /** The employee who manages it; null while it has none. */
  managerId: string | null;
  status: DepartmentStatus;
}

export type Department = Audited & DepartmentInput;

export const departmentLimits = { code: 20, name: 100 } as const;

export const emptyDepartmentInput = (): DepartmentInput => ({ code: '', name: '', managerId: null, status: 'active' });

/** Strings trimmed, the code upper case. */
export const normalizeDepartmentInput = (input: DepartmentInput): DepartmentInput => {
  const trimmed = trimStrings(input);
  return typeof trimmed.code === 'string' ? { ...trimmed, code: trimmed.code.toUpperCase() } : trimmed;
};

export interface DepartmentRules {
  /** Whether another department of the tenant has this code. */
  codeTaken?: (code: string) => boolean;
  /** Looks up an employee (the manager); without it the reference is not checked. */
  employee?: (id: string) => ReferenceState | undefined;
  /** The stored department on update: keeping a manager who has since left (inactive) is allowed. */
  previous?: Pick<DepartmentInput, 'managerId'>;
}

export function validateDepartment(input: DepartmentInput, rules: DepartmentRules = {}): FieldErrors {
  const c = collectErrors();
  const raw = input as unknown as Record<string, unknown>;
  checkText(c, 'code', raw.code, { max: departmentLimits.code, pattern: codePattern });
  if (typeof raw.code === 'string' && !c.has('code') && rules.codeTaken?.(raw.code)) c.add('code', 'not-unique');
  checkText(c, 'name', raw.name, { max: departmentLimits.name });
  const manager = raw.managerId;
  if (manager === undefined) c.add('managerId', 'required');
  else if (manager !== null) {
    if (typeof manager !== 'string' || manager === '') c.add('managerId', 'invalid-format');
    else if (rules.employee) {
      const found = rules.employee(manager);
      if (!found) c.add('managerId', 'unknown-reference');
      else if (found.status !== 'active' && rules.previous?.managerId !== manager) c.add('managerId', 'inactive-reference');
    }
  }
  checkOneOf(c, 'status', raw.status, departmentStatuses);
  return c.errors;
}

export const departmentListSpec: ListSpec<Department> = {
  searchFields: ['code', 'name'],
  sortFields: ['code', 'name', 'status', 'createdAt', 'updatedAt'],
  filters: {
    status: { type: 'enum', values: departmentStatuses },
    managerId: { type: 'reference' },
  },
  defaultSort: 'name',
};
