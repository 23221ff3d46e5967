/**
 * The catalogs service's people (issue 9): employees and departments, the checks of every answer (a malformed record
 * is refused as a whole, never half shown), and the pickers that offer them. Shared by the employees and departments
 * sections and, for the documents of the next issue (requester, driver, cashier), the active-employee picker: a
 * section never imports another section, so what several of them pick lives here, beside the shared answer checks.
 */
import type { RuntimeConfig } from '../../config/runtime-config';
import { departmentStatuses, type Department } from '../../domain/department';
import { employeeStatuses, type Employee } from '../../domain/employee';
import { getResource, listResource, parseAudited, type ResourceEndpoint } from '../effects/resource-api';
import { oneOf, optionalRef, record, text } from '../effects/shape';
import type { ReferenceOption } from '../kit/field-reference.machine';

export function parseEmployee(raw: unknown): Employee {
  const r = record(raw, 'employee');
  const hireDate = text(r, 'hireDate', 'employee');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(hireDate)) throw new TypeError('employee.hireDate must be a YYYY-MM-DD date');
  return {
    ...parseAudited(r, 'employee'),
    number: text(r, 'number', 'employee'),
    name: text(r, 'name', 'employee'),
    email: text(r, 'email', 'employee'),
    departmentId: optionalRef(r, 'departmentId', 'employee'),
    position: text(r, 'position', 'employee'),
    hireDate,
    status: oneOf(r, 'status', employeeStatuses, 'employee'),
  };
}

export function parseDepartment(raw: unknown): Department {
  const r = record(raw, 'department');
  return {
    ...parseAudited(r, 'department'),
    code: text(r, 'code', 'department'),
    name: text(r, 'name', 'department'),
    managerId: optionalRef(r, 'managerId', 'department'),
    status: oneOf(r, 'status', departmentStatuses, 'department'),
  };
}

export const employeesEndpoint: ResourceEndpoint<Employee> = { service: 'catalogs', resource: 'employees', parse: parseEmployee };
export const departmentsEndpoint: ResourceEndpoint<Department> = { service: 'catalogs', resource: 'departments', parse: parseDepartment };

/** An employee as a picker shows them: the name, and the number under it. */
export const employeeOption = (e: Pick<Employee, 'id' | 'name' | 'number'>): ReferenceOption => ({ id: e.id, label: e.name, sublabel: e.number });
export const departmentOption = (d: Pick<Department, 'id' | 'name' | 'code'>): ReferenceOption => ({ id: d.id, label: d.name, sublabel: d.code });

/**
 * The employee picker's search (a department's manager; the requester, driver or cashier of a document): active
 * employees only, matching the name or the number (the service's `q`), by name, at most 20.
 */
export async function searchActiveEmployees(config: RuntimeConfig, q: string, signal?: AbortSignal): Promise<ReferenceOption[]> {
  const page = await listResource(config, employeesEndpoint, { q: q.trim() || undefined, status: 'active', sort: 'name', pageSize: 20 }, signal);
  return page.items.map(employeeOption);
}

/** The department picker's search: active departments by name or code, at most 20. */
export async function searchActiveDepartments(config: RuntimeConfig, q: string, signal?: AbortSignal): Promise<ReferenceOption[]> {
  const page = await listResource(config, departmentsEndpoint, { q: q.trim() || undefined, status: 'active', sort: 'name', pageSize: 20 }, signal);
  return page.items.map(departmentOption);
}

/** Every department of the tenant (a handful), active or not: names in lists, pages and the picker's current choice. */
export async function fetchDepartments(config: RuntimeConfig, signal?: AbortSignal): Promise<Department[]> {
  return (await listResource(config, departmentsEndpoint, { sort: 'name', pageSize: 500 }, signal)).items;
}

/** Employees by id (a page's managers): an inactive or deleted one still named when found; unknown ids are left out. */
export async function fetchEmployeesById(config: RuntimeConfig, ids: readonly string[], signal?: AbortSignal): Promise<Record<string, Employee>> {
  const found = await Promise.all([...new Set(ids)].map((id) => getResource(config, employeesEndpoint, id, signal, { quiet: true }).catch(() => null)));
  return Object.fromEntries(found.filter((e): e is Employee => e !== null).map((e) => [e.id, e]));
}

/** How many employees a department has (the list's total of a one-row page). */
export async function countDepartmentEmployees(config: RuntimeConfig, departmentId: string, signal?: AbortSignal): Promise<number> {
  return (await listResource(config, employeesEndpoint, { departmentId, pageSize: 1 }, signal)).total;
}
