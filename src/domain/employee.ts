/**
 * Employees (DOMAIN.md "Entities"): number, name, email, department, position, hire date, status. The record, what
 * a client writes, the rules and the list spec. Pure: the catalogs service and the employee form use the same rules.
 */
import { checkOneOf, checkText, collectErrors, isEmail, trimStrings } from './fields';
import type { ListSpec } from './list-query';
import type { Audited, FieldErrors } from './resource';

export const employeeStatuses = ['active', 'inactive'] as const;
export type EmployeeStatus = (typeof employeeStatuses)[number];

/** The fields a client writes (create and update); `number` is assigned by the service. */
export interface EmployeeInput {
  name: string;
  /** Unique per tenant (compared lower case). */
  email: string;
  /** The department the employee works in. */
  departmentId: string | null;
  position: string;
  /** `YYYY-MM-DD`, not after today. */
  hireDate: string;
  status: EmployeeStatus;
}

export type Employee = Audited &
  EmployeeInput & {
    /** `EMP-0001`: numbered per tenant by the service on create, never reused. */
    number: string;
  };

export const employeeLimits = { name: 200, email: 254, position: 100 } as const;
/** The earliest hire date the rules take. */
export const EARLIEST_HIRE_DATE = '1950-01-01';

/** A blank employee for a form, hired today. */
export const emptyEmployeeInput = (today: string): EmployeeInput => ({
  name: '',
  email: '',
  departmentId: null,
  position: '',
  hireDate: today,
  status: 'active',
});

/** Strings trimmed and the email lower case. */
export function normalizeEmployeeInput(input: EmployeeInput): EmployeeInput {
  const trimmed = trimStrings(input);
  return typeof trimmed.email === 'string' ? { ...trimmed, email: trimmed.email.toLowerCase() } : trimmed;
}

/** Whether a text is a real calendar day written `YYYY-MM-DD`. */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar day (UTC) of an instant, `YYYY-MM-DD`. */
export const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/** A referred record as the rules need it: whether it can be chosen. */
export interface ReferenceState {
  status: 'active' | 'inactive';
}

export interface EmployeeRules {
  /** Today (`YYYY-MM-DD`): a later hire date is `out-of-range`. */
  today: string;
  /** Looks up a department (reference checks); without it references are not checked. */
  department?: (id: string) => ReferenceState | undefined;
  /** Whether another employee of the tenant has this (normalized) email. */
  emailTaken?: (email: string) => boolean;
  /** The stored employee on update: keeping an inactive department it already has is allowed. */
  previous?: Pick<EmployeeInput, 'departmentId'>;
}

/** Field errors of an employee input (empty when valid). Expects `normalizeEmployeeInput` to have run. */
export function validateEmployee(input: EmployeeInput, rules: EmployeeRules): FieldErrors {
  const c = collectErrors();
  const raw = input as unknown as Record<string, unknown>;
  checkText(c, 'name', raw.name, { max: employeeLimits.name });
  checkText(c, 'email', raw.email, { max: employeeLimits.email });
  if (typeof raw.email === 'string' && raw.email !== '' && !c.has('email')) {
    if (!isEmail(raw.email)) c.add('email', 'invalid-email');
    else if (rules.emailTaken?.(raw.email)) c.add('email', 'not-unique');
  }
  const department = raw.departmentId;
  if (department === undefined || department === null || department === '') c.add('departmentId', 'required');
  else if (typeof department !== 'string') c.add('departmentId', 'invalid-format');
  else if (rules.department) {
    const found = rules.department(department);
    if (!found) c.add('departmentId', 'unknown-reference');
    else if (found.status !== 'active' && rules.previous?.departmentId !== department) c.add('departmentId', 'inactive-reference');
  }
  checkText(c, 'position', raw.position, { max: employeeLimits.position });
  checkText(c, 'hireDate', raw.hireDate);
  if (typeof raw.hireDate === 'string' && raw.hireDate !== '' && !c.has('hireDate')) {
    if (!isCalendarDay(raw.hireDate)) c.add('hireDate', 'invalid-format');
    else if (raw.hireDate > rules.today || raw.hireDate < EARLIEST_HIRE_DATE) c.add('hireDate', 'out-of-range');
  }
  checkOneOf(c, 'status', raw.status, employeeStatuses);
  return c.errors;
}

/** `EMP-0001` for 1 (more digits past 9999). */
export const formatEmployeeNumber = (n: number): string => `EMP-${String(n).padStart(4, '0')}`;

export const employeeListSpec: ListSpec<Employee> = {
  searchFields: ['number', 'name', 'email', 'position'],
  sortFields: ['number', 'name', 'email', 'position', 'hireDate', 'status', 'createdAt', 'updatedAt'],
  filters: {
    status: { type: 'enum', values: employeeStatuses },
    departmentId: { type: 'reference' },
  },
  defaultSort: 'name',
};
