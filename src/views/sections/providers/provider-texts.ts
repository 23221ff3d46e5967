import type { MessageDescriptor } from '@lingui/core';
import type { SupplierStatus } from '../../../domain/supplier';

/** Column headers and labels of the providers section (one place, so the table, filters and form agree). */
export const providerLabels = {
  code: /*i18n*/ { id: 'providers.field.code', message: 'Code' },
  name: /*i18n*/ { id: 'providers.field.name', message: 'Name' },
  taxId: /*i18n*/ { id: 'providers.field.taxId', message: 'Tax ID' },
  contactName: /*i18n*/ { id: 'providers.field.contactName', message: 'Contact' },
  email: /*i18n*/ { id: 'providers.field.email', message: 'Email' },
  phone: /*i18n*/ { id: 'providers.field.phone', message: 'Phone' },
  bank: /*i18n*/ { id: 'providers.field.bank', message: 'Primary bank' },
  paymentTermsDays: /*i18n*/ { id: 'providers.field.paymentTerms', message: 'Payment terms (days)' },
  status: /*i18n*/ { id: 'providers.field.status', message: 'Status' },
  updatedAt: /*i18n*/ { id: 'providers.field.updatedAt', message: 'Last change' },
} satisfies Record<string, MessageDescriptor>;

export const providerStatusLabels: Record<SupplierStatus, MessageDescriptor> = {
  active: /*i18n*/ { id: 'providers.status.active', message: 'Active' },
  inactive: /*i18n*/ { id: 'providers.status.inactive', message: 'Inactive' },
};
