import type { MessageDescriptor } from '@lingui/core';
import type { DepartmentStatus } from '../../../domain/department';

/** Labels of the departments section (one place, so the table, filters and form agree). */
export const departmentLabels = {
  code: /*i18n*/ { id: 'departments.field.code', message: 'Code' },
  name: /*i18n*/ { id: 'departments.field.name', message: 'Name' },
  managerId: /*i18n*/ { id: 'departments.field.manager', message: 'Manager' },
  status: /*i18n*/ { id: 'departments.field.status', message: 'Status' },
  employees: /*i18n*/ { id: 'departments.field.employees', message: 'Employees' },
  updatedAt: /*i18n*/ { id: 'departments.field.updatedAt', message: 'Last change' },
  createdAt: /*i18n*/ { id: 'departments.field.createdAt', message: 'Created' },
  version: /*i18n*/ { id: 'departments.field.version', message: 'Version' },
} satisfies Record<string, MessageDescriptor>;

export const departmentStatusLabels: Record<DepartmentStatus, MessageDescriptor> = {
  active: /*i18n*/ { id: 'departments.status.active', message: 'Active' },
  inactive: /*i18n*/ { id: 'departments.status.inactive', message: 'Inactive' },
};

export const departmentTexts = {
  title: /*i18n*/ { id: 'departments.title', message: 'Departments' },
  new: /*i18n*/ { id: 'departments.new', message: 'New department' },
  create: /*i18n*/ { id: 'departments.create', message: 'Create department' },
  edit: /*i18n*/ { id: 'departments.edit', message: 'Edit department' },
  back: /*i18n*/ { id: 'departments.back', message: 'Back to departments' },
  general: /*i18n*/ { id: 'departments.form.general', message: 'General' },
  people: /*i18n*/ { id: 'departments.people', message: 'People' },
  record: /*i18n*/ { id: 'departments.record', message: 'Record' },
  codeHint: /*i18n*/ { id: 'departments.form.code.hint', message: 'Capital letters, digits and hyphens, as VEN or ALM-2.' },
  managerHint: /*i18n*/ { id: 'departments.form.manager.hint', message: 'Active employees only; search by name or number.' },
  showEmployees: /*i18n*/ { id: 'departments.employees.show', message: 'Show its employees' },
  countFailed: /*i18n*/ { id: 'departments.employees.failed', message: 'Could not count the employees.' },
  retry: /*i18n*/ { id: 'departments.employees.retry', message: 'Try again' },
  counting: /*i18n*/ { id: 'departments.employees.counting', message: 'Counting…' },
  deleted: /*i18n*/ { id: 'departments.undo.deleted', message: 'Department deleted' },
  deactivated: /*i18n*/ { id: 'departments.undo.deactivated', message: 'Department deactivated' },
  emptyTitle: /*i18n*/ { id: 'departments.empty.title', message: 'No departments yet' },
  emptyText: /*i18n*/ { id: 'departments.empty.text', message: 'Departments you add appear here.' },
} satisfies Record<string, MessageDescriptor>;
