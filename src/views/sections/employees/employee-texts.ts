import type { MessageDescriptor } from '@lingui/core';
import type { EmployeeStatus } from '../../../domain/employee';

/** Labels of the employees section (one place, so the table, filters, form and CSV agree). */
export const employeeLabels = {
  number: /*i18n*/ { id: 'employees.field.number', message: 'Number' },
  name: /*i18n*/ { id: 'employees.field.name', message: 'Name' },
  email: /*i18n*/ { id: 'employees.field.email', message: 'Email' },
  departmentId: /*i18n*/ { id: 'employees.field.department', message: 'Department' },
  position: /*i18n*/ { id: 'employees.field.position', message: 'Position' },
  hireDate: /*i18n*/ { id: 'employees.field.hireDate', message: 'Hire date' },
  status: /*i18n*/ { id: 'employees.field.status', message: 'Status' },
  updatedAt: /*i18n*/ { id: 'employees.field.updatedAt', message: 'Last change' },
  createdAt: /*i18n*/ { id: 'employees.field.createdAt', message: 'Created' },
  version: /*i18n*/ { id: 'employees.field.version', message: 'Version' },
} satisfies Record<string, MessageDescriptor>;

export const employeeStatusLabels: Record<EmployeeStatus, MessageDescriptor> = {
  active: /*i18n*/ { id: 'employees.status.active', message: 'Active' },
  inactive: /*i18n*/ { id: 'employees.status.inactive', message: 'Inactive' },
};

export const employeeTexts = {
  title: /*i18n*/ { id: 'employees.title', message: 'Employees' },
  new: /*i18n*/ { id: 'employees.new', message: 'New employee' },
  create: /*i18n*/ { id: 'employees.create', message: 'Create employee' },
  edit: /*i18n*/ { id: 'employees.edit', message: 'Edit employee' },
  back: /*i18n*/ { id: 'employees.back', message: 'Back to employees' },
  general: /*i18n*/ { id: 'employees.form.general', message: 'General' },
  job: /*i18n*/ { id: 'employees.form.job', message: 'Job' },
  record: /*i18n*/ { id: 'employees.record', message: 'Record' },
  numberHint: /*i18n*/ { id: 'employees.form.number.hint', message: 'The number is given when the employee is created.' },
  departmentHint: /*i18n*/ { id: 'employees.form.department.hint', message: 'Active departments only.' },
  hireDateHint: /*i18n*/ { id: 'employees.form.hireDate.hint', message: 'Today or earlier.' },
  deleted: /*i18n*/ { id: 'employees.undo.deleted', message: 'Employee deleted' },
  deactivated: /*i18n*/ { id: 'employees.undo.deactivated', message: 'Employee deactivated' },
  emptyTitle: /*i18n*/ { id: 'employees.empty.title', message: 'No employees yet' },
  emptyText: /*i18n*/ { id: 'employees.empty.text', message: 'Employees you add appear here.' },
} satisfies Record<string, MessageDescriptor>;
