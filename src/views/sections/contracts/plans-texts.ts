import type { MessageDescriptor } from '@lingui/core';
import type { PlanStatus, PlanType } from '../../../domain/service-plan';

/** Labels of the plans screen (one place, so the table, filters and form agree). */
export const planLabels = {
  code: /*i18n*/ { id: 'plans.field.code', message: 'Code' },
  name: /*i18n*/ { id: 'plans.field.name', message: 'Name' },
  type: /*i18n*/ { id: 'plans.field.type', message: 'Type' },
  monthlyFee: /*i18n*/ { id: 'plans.field.monthlyFee', message: 'Monthly fee' },
  termMonths: /*i18n*/ { id: 'plans.field.termMonths', message: 'Term (months)' },
  status: /*i18n*/ { id: 'plans.field.status', message: 'Status' },
  createdAt: /*i18n*/ { id: 'plans.field.createdAt', message: 'Created' },
  updatedAt: /*i18n*/ { id: 'plans.field.updatedAt', message: 'Last change' },
  version: /*i18n*/ { id: 'plans.field.version', message: 'Version' },
} satisfies Record<string, MessageDescriptor>;

export const planTypeLabels: Record<PlanType, MessageDescriptor> = {
  internet: /*i18n*/ { id: 'plans.type.internet', message: 'Internet' },
  mobile: /*i18n*/ { id: 'plans.type.mobile', message: 'Mobile' },
  tv: /*i18n*/ { id: 'plans.type.tv', message: 'TV' },
  bundle: /*i18n*/ { id: 'plans.type.bundle', message: 'Bundle' },
};

export const planStatusLabels: Record<PlanStatus, MessageDescriptor> = {
  active: /*i18n*/ { id: 'plans.status.active', message: 'Active' },
  inactive: /*i18n*/ { id: 'plans.status.inactive', message: 'Inactive' },
};

export const planTexts = {
  title: /*i18n*/ { id: 'plans.title', message: 'Service plans' },
  new: /*i18n*/ { id: 'plans.new', message: 'New plan' },
  create: /*i18n*/ { id: 'plans.create', message: 'Create plan' },
  edit: /*i18n*/ { id: 'plans.edit', message: 'Edit plan' },
  back: /*i18n*/ { id: 'plans.back', message: 'Back to plans' },
  general: /*i18n*/ { id: 'plans.form.general', message: 'Plan' },
  record: /*i18n*/ { id: 'plans.record', message: 'Record' },
  codeHint: /*i18n*/ { id: 'plans.form.code.hint', message: 'Capital letters, digits and hyphens, as INT-100.' },
  termHint: /*i18n*/ { id: 'plans.form.term.hint', message: '1 to 60. A new contract on this plan starts with this term.' },
  statusHint: /*i18n*/ { id: 'plans.form.status.hint', message: 'An inactive plan stays on its contracts but is not offered for new ones.' },
  deleted: /*i18n*/ { id: 'plans.undo.deleted', message: 'Plan deleted' },
  deactivated: /*i18n*/ { id: 'plans.undo.deactivated', message: 'Plan deactivated' },
  emptyTitle: /*i18n*/ { id: 'plans.empty.title', message: 'No service plans' },
  emptyText: /*i18n*/ { id: 'plans.empty.text', message: 'The plans contracts are signed on appear here.' },
  contracts: /*i18n*/ { id: 'plans.contracts', message: 'Contracts on this plan' },
} satisfies Record<string, MessageDescriptor>;
