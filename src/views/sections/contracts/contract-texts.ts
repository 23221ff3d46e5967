import type { MessageDescriptor } from '@lingui/core';
import type { ContractStatus } from '../../../domain/contract';
import type { ContractEventType } from '../../../domain/contract-lifecycle';
import type { BadgeTone } from '../../kit/badge.css';

/** Column headers and labels of the contracts section (one place, so the table, filters, form and CSV agree). */
export const contractLabels = {
  number: /*i18n*/ { id: 'contracts.field.number', message: 'Number' },
  customerId: /*i18n*/ { id: 'contracts.field.customer', message: 'Customer' },
  planId: /*i18n*/ { id: 'contracts.field.plan', message: 'Plan' },
  monthlyFee: /*i18n*/ { id: 'contracts.field.monthlyFee', message: 'Monthly fee' },
  startDate: /*i18n*/ { id: 'contracts.field.startDate', message: 'Start' },
  endDate: /*i18n*/ { id: 'contracts.field.endDate', message: 'Ends' },
  termMonths: /*i18n*/ { id: 'contracts.field.termMonths', message: 'Term (months)' },
  billingDay: /*i18n*/ { id: 'contracts.field.billingDay', message: 'Billing day' },
  street: /*i18n*/ { id: 'contracts.field.street', message: 'Street and number' },
  city: /*i18n*/ { id: 'contracts.field.city', message: 'City' },
  state: /*i18n*/ { id: 'contracts.field.state', message: 'State' },
  postalCode: /*i18n*/ { id: 'contracts.field.postalCode', message: 'Postal code' },
  country: /*i18n*/ { id: 'contracts.field.country', message: 'Country' },
  notes: /*i18n*/ { id: 'contracts.field.notes', message: 'Notes' },
  status: /*i18n*/ { id: 'contracts.field.status', message: 'Status' },
  expiring: /*i18n*/ { id: 'contracts.field.expiring', message: 'Expiring' },
  overdue: /*i18n*/ { id: 'contracts.field.overdue', message: 'Overdue' },
  terms: /*i18n*/ { id: 'contracts.field.terms', message: 'Terms' },
  updatedAt: /*i18n*/ { id: 'contracts.field.updatedAt', message: 'Last change' },
} satisfies Record<string, MessageDescriptor>;

export const contractStatusLabels: Record<ContractStatus, MessageDescriptor> = {
  draft: /*i18n*/ { id: 'contracts.status.draft', message: 'Draft' },
  active: /*i18n*/ { id: 'contracts.status.active', message: 'Active' },
  suspended: /*i18n*/ { id: 'contracts.status.suspended', message: 'Suspended' },
  terminated: /*i18n*/ { id: 'contracts.status.terminated', message: 'Terminated' },
};
export const contractStatusTones: Record<ContractStatus, BadgeTone> = { draft: 'neutral', active: 'positive', suspended: 'warning', terminated: 'danger' };

export const contractEventLabels: Record<ContractEventType, MessageDescriptor> = {
  activate: /*i18n*/ { id: 'contracts.event.activate', message: 'Activate' },
  suspend: /*i18n*/ { id: 'contracts.event.suspend', message: 'Suspend' },
  resume: /*i18n*/ { id: 'contracts.event.resume', message: 'Resume' },
  renew: /*i18n*/ { id: 'contracts.event.renew', message: 'Renew for a new term' },
  terminate: /*i18n*/ { id: 'contracts.event.terminate', message: 'Terminate' },
};
export const contractHistoryEvents: Record<ContractEventType, MessageDescriptor> = {
  activate: /*i18n*/ { id: 'contracts.history.activate', message: 'Activated' },
  suspend: /*i18n*/ { id: 'contracts.history.suspend', message: 'Suspended' },
  resume: /*i18n*/ { id: 'contracts.history.resume', message: 'Resumed' },
  renew: /*i18n*/ { id: 'contracts.history.renew', message: 'Renewed for a new term' },
  terminate: /*i18n*/ { id: 'contracts.history.terminate', message: 'Terminated' },
};
