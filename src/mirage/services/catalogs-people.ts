/**
 * The catalogs service's people (DOMAIN.md): employees and departments, in their own data area (`people`). The rules
 * are the pure modules of src/domain; this file adds the cross-record checks (the department and the manager exist
 * and are active, the email and the code are unique, numbering) and the reference integrity of issue 9 point 5:
 * a department with employees, or an employee who manages a department, is deactivated instead of deleted.
 */
import { Permission as P } from '../../config/permissions';
import { departmentListSpec, normalizeDepartmentInput, validateDepartment, type Department, type DepartmentInput } from '../../domain/department';
import {
  dayOf,
  employeeListSpec,
  formatEmployeeNumber,
  normalizeEmployeeInput,
  validateEmployee,
  type Employee,
  type EmployeeInput,
} from '../../domain/employee';
import { defineResource } from './service';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const EMPLOYEES = 'employees';
export const DEPARTMENTS = 'departments';

export const employees = defineResource<Employee, EmployeeInput>({
  name: EMPLOYEES,
  area: 'people',
  description: 'Employees; `number` EMP-0001 numbered per tenant on create; email unique per tenant; hire date not in the future; an active department',
  listSpec: employeeListSpec,
  // The department form's manager picker, and the documents' pickers of the next issue (requester, driver, cashier,
  // work order): read-only for them.
  read: [P.CatalogsEmployees, P.CatalogsDepartments, P.OrderPurchases, P.DistributionDeliveries, P.DistributionCash, P.InventoryManufacturer],
  write: P.CatalogsEmployees,
  fields: ['name', 'email', 'departmentId', 'position', 'hireDate', 'status'],
  assigned: ['number'],
  defaults: () => ({ status: 'active' }),
  normalize: (input) => normalizeEmployeeInput(input),
  validate: (input, { data, id, previous, runtime }) =>
    validateEmployee(input, {
      today: dayOf(runtime.context.now()),
      department: (departmentId) => data.collection<Department>(DEPARTMENTS).get(departmentId),
      emailTaken: (email) => data.collection<Employee>(EMPLOYEES).all().some((e) => e.email === email && e.id !== id),
      ...(previous ? { previous } : {}),
    }),
  assign: (_input, { data }) => {
    const next = data.sequence(EMPLOYEES) + 1;
    return { fields: { number: formatEmployeeNumber(next) }, sequence: next };
  },
  referencedBy: (employee, { data }) => {
    const managed = data.collection<Department>(DEPARTMENTS).all().filter((d) => d.managerId === employee.id).length;
    return managed === 0
      ? null
      : {
          detail: `The employee manages ${plural(managed, 'department', 'departments')}: set the status to inactive instead`,
          references: { [DEPARTMENTS]: managed },
          instead: { status: 'inactive' },
        };
  },
});

export const departments = defineResource<Department, DepartmentInput>({
  name: DEPARTMENTS,
  area: 'people',
  description: 'Departments (code unique per tenant, name, manager: an active employee, status); employees belong to one',
  listSpec: departmentListSpec,
  // The employee form picks a department; requisitions name the requesting department.
  read: [P.CatalogsDepartments, P.CatalogsEmployees, P.OrderPurchases],
  write: P.CatalogsDepartments,
  fields: ['code', 'name', 'managerId', 'status'],
  defaults: () => ({ managerId: null, status: 'active' }),
  normalize: (input) => normalizeDepartmentInput(input),
  validate: (input, { data, id, previous }) =>
    validateDepartment(input, {
      codeTaken: (code) => data.collection<Department>(DEPARTMENTS).all().some((d) => d.code === code && d.id !== id),
      employee: (employeeId) => data.collection<Employee>(EMPLOYEES).get(employeeId),
      ...(previous ? { previous } : {}),
    }),
  referencedBy: (department, { data }) => {
    const count = data.collection<Employee>(EMPLOYEES).all().filter((e) => e.departmentId === department.id).length;
    return count === 0
      ? null
      : {
          detail: `${plural(count, 'employee belongs', 'employees belong')} to this department: set its status to inactive instead`,
          references: { [EMPLOYEES]: count },
          instead: { status: 'inactive' },
        };
  },
});
