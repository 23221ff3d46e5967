/** An employee's page and forms: the record machine (read, edit, delete with Undo, deactivate) and New employee. */
import { dayOf, emptyEmployeeInput, normalizeEmployeeInput, validateEmployee, type Employee, type EmployeeInput } from '../../../domain/employee';
import { resourceSection } from '../resource-section';
import type { SectionDeps } from '../section-deps';
import { employeesEndpoint } from '../people-api';
import { employeesListId, employeesPath } from './employees-list';

/** The writable fields of a stored employee: what its form edits. */
export const employeeToInput = (e: Employee): EmployeeInput => ({
  name: e.name,
  email: e.email,
  departmentId: e.departmentId,
  position: e.position,
  hireDate: e.hireDate,
  status: e.status,
});

/** Whether a stored draft holds employee values (drafts are read back, never trusted). */
export function isEmployeeInput(values: unknown): values is EmployeeInput {
  if (typeof values !== 'object' || values === null) return false;
  const v = values as Record<string, unknown>;
  return (
    ['name', 'email', 'position', 'hireDate', 'status'].every((k) => typeof v[k] === 'string') &&
    (v.departmentId === null || typeof v.departmentId === 'string')
  );
}

/** Today as the rules see it (a hire date may not be later); read when the form checks, not stored in a machine. */
export const today = (): string => dayOf(new Date());

/** Employees on the shared catalog-section wiring. */
export const employeesSection = (deps: SectionDeps, now: () => string = today) =>
  resourceSection<Employee, EmployeeInput>(deps, {
    name: 'employees',
    endpoint: employeesEndpoint,
    path: employeesPath,
    listId: employeesListId,
    toValues: employeeToInput,
    isValues: isEmployeeInput,
    normalize: normalizeEmployeeInput,
    validate: (values) => validateEmployee(values, { today: now() }),
    isActive: (e) => e.status === 'active',
    withActive: (values, active) => ({ ...values, status: active ? 'active' : 'inactive' }),
  });

/** New employee: the empty form, hired today. */
export const employeeCreateFlow = (deps: SectionDeps, now: () => string = today) => employeesSection(deps, now).createFlow(() => emptyEmployeeInput(now()));
