import type { MessageDescriptor } from '@lingui/core';
import type { CustomerStatus } from '../../../domain/customer';

/** Column headers and labels of the customers section (one place, so the table, filters, form and CSV agree). */
export const customerLabels = {
  code: /*i18n*/ { id: 'customers.field.code', message: 'Code' },
  name: /*i18n*/ { id: 'customers.field.name', message: 'Name' },
  taxId: /*i18n*/ { id: 'customers.field.taxId', message: 'Tax ID' },
  email: /*i18n*/ { id: 'customers.field.email', message: 'Email' },
  phone: /*i18n*/ { id: 'customers.field.phone', message: 'Phone' },
  city: /*i18n*/ { id: 'customers.field.city', message: 'City' },
  street: /*i18n*/ { id: 'customers.field.street', message: 'Street and number' },
  state: /*i18n*/ { id: 'customers.field.state', message: 'State' },
  postalCode: /*i18n*/ { id: 'customers.field.postalCode', message: 'Postal code' },
  country: /*i18n*/ { id: 'customers.field.country', message: 'Country' },
  businessLineId: /*i18n*/ { id: 'customers.field.businessLine', message: 'Business line' },
  creditLimit: /*i18n*/ { id: 'customers.field.creditLimit', message: 'Credit limit' },
  paymentTermsDays: /*i18n*/ { id: 'customers.field.paymentTerms', message: 'Payment terms (days)' },
  status: /*i18n*/ { id: 'customers.field.status', message: 'Status' },
  updatedAt: /*i18n*/ { id: 'customers.field.updatedAt', message: 'Last change' },
} satisfies Record<string, MessageDescriptor>;

export const customerStatusLabels: Record<CustomerStatus, MessageDescriptor> = {
  active: /*i18n*/ { id: 'customers.status.active', message: 'Active' },
  inactive: /*i18n*/ { id: 'customers.status.inactive', message: 'Inactive' },
};
