import type { MessageDescriptor } from '@lingui/core';
import type { BusinessLineInput } from '../../../domain/business-line';

/** Labels of the business lines section (one place, so the table, filters and form agree). */
export const businessLineLabels = {
  code: /*i18n*/ { id: 'businessLines.field.code', message: 'Code' },
  name: /*i18n*/ { id: 'businessLines.field.name', message: 'Name' },
  status: /*i18n*/ { id: 'businessLines.field.status', message: 'Status' },
  updatedAt: /*i18n*/ { id: 'businessLines.field.updatedAt', message: 'Last change' },
  createdAt: /*i18n*/ { id: 'businessLines.field.createdAt', message: 'Created' },
  version: /*i18n*/ { id: 'businessLines.field.version', message: 'Version' },
} satisfies Record<string, MessageDescriptor>;

export const businessLineStatusLabels: Record<BusinessLineInput['status'], MessageDescriptor> = {
  active: /*i18n*/ { id: 'businessLines.status.active', message: 'Active' },
  inactive: /*i18n*/ { id: 'businessLines.status.inactive', message: 'Inactive' },
};

export const businessLineTexts = {
  title: /*i18n*/ { id: 'businessLines.title', message: 'Business lines' },
  new: /*i18n*/ { id: 'businessLines.new', message: 'New business line' },
  create: /*i18n*/ { id: 'businessLines.create', message: 'Create business line' },
  edit: /*i18n*/ { id: 'businessLines.edit', message: 'Edit business line' },
  back: /*i18n*/ { id: 'businessLines.back', message: 'Back to business lines' },
  general: /*i18n*/ { id: 'businessLines.form.general', message: 'General' },
  record: /*i18n*/ { id: 'businessLines.record', message: 'Record' },
  codeHint: /*i18n*/ { id: 'businessLines.form.code.hint', message: 'Capital letters, digits and hyphens, as RES or GOB-2.' },
  deleted: /*i18n*/ { id: 'businessLines.undo.deleted', message: 'Business line deleted' },
  deactivated: /*i18n*/ { id: 'businessLines.undo.deactivated', message: 'Business line deactivated' },
  emptyTitle: /*i18n*/ { id: 'businessLines.empty.title', message: 'No business lines yet' },
  emptyText: /*i18n*/ { id: 'businessLines.empty.text', message: 'Business lines group your customers; the ones you add appear here.' },
} satisfies Record<string, MessageDescriptor>;
