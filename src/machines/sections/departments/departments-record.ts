/** A department's page and forms: the record machine, New department, and the count of its employees. */
import { emptyDepartmentInput, normalizeDepartmentInput, validateDepartment, type Department, type DepartmentInput } from '../../../domain/department';
import { lookupOf } from '../../kit/lookup.machine';
import { countDepartmentEmployees, departmentsEndpoint } from '../people-api';
import { resourceSection } from '../resource-section';
import type { SectionDeps } from '../section-deps';
import { departmentsListId, departmentsPath } from './departments-list';

export const departmentEmployeesId = 'departments.employeeCount';

export const departmentToInput = (d: Department): DepartmentInput => ({ code: d.code, name: d.name, managerId: d.managerId, status: d.status });

export function isDepartmentInput(values: unknown): values is DepartmentInput {
  if (typeof values !== 'object' || values === null) return false;
  const v = values as Record<string, unknown>;
  return ['code', 'name', 'status'].every((k) => typeof v[k] === 'string') && (v.managerId === null || typeof v.managerId === 'string');
}

export const departmentsSection = (deps: SectionDeps) =>
  resourceSection<Department, DepartmentInput>(deps, {
    name: 'departments',
    endpoint: departmentsEndpoint,
    path: departmentsPath,
    listId: departmentsListId,
    toValues: departmentToInput,
    isValues: isDepartmentInput,
    normalize: normalizeDepartmentInput,
    validate: (values) => validateDepartment(values),
    isActive: (d) => d.status === 'active',
    withActive: (values, active) => ({ ...values, status: active ? 'active' : 'inactive' }),
  });

export const departmentCreateFlow = (deps: SectionDeps) => departmentsSection(deps).createFlow(emptyDepartmentInput);

/** How many employees the department shown has; `lookup.load` with another department's id. */
export const departmentEmployeesLogic = (deps: SectionDeps) => lookupOf<number, string>((id, signal) => countDepartmentEmployees(deps.config, id, signal));
