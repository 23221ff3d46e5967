import type { MessageDescriptor } from '@lingui/core';
import type { TenantStatus } from '../../../domain/tenant';
import type { TenantEventType } from '../../../domain/tenant-lifecycle';
import type { BadgeTone } from '../../kit/badge.css';

/** Labels of the tenants section (the table, the filter, the form and the page agree). */
export const tenantLabels = {
  subdomain: /*i18n*/ { id: 'tenants.field.subdomain', message: 'Subdomain' },
  tradeName: /*i18n*/ { id: 'tenants.field.tradeName', message: 'Trade name' },
  legalName: /*i18n*/ { id: 'tenants.field.legalName', message: 'Legal name' },
  taxId: /*i18n*/ { id: 'tenants.field.taxId', message: 'Tax ID' },
  currency: /*i18n*/ { id: 'tenants.field.currency', message: 'Currency' },
  defaultLocale: /*i18n*/ { id: 'tenants.field.defaultLocale', message: 'Default language' },
  timeZone: /*i18n*/ { id: 'tenants.field.timeZone', message: 'Time zone' },
  taxRate: /*i18n*/ { id: 'tenants.field.taxRate', message: 'Tax rate (%)' },
  status: /*i18n*/ { id: 'tenants.field.status', message: 'Status' },
  userCount: /*i18n*/ { id: 'tenants.field.userCount', message: 'Users' },
  createdAt: /*i18n*/ { id: 'tenants.field.createdAt', message: 'Created' },
} satisfies Record<string, MessageDescriptor>;

export const tenantStatusLabels: Record<TenantStatus, MessageDescriptor> = {
  provisioning: /*i18n*/ { id: 'tenants.status.provisioning', message: 'Provisioning' },
  active: /*i18n*/ { id: 'tenants.status.active', message: 'Active' },
  suspended: /*i18n*/ { id: 'tenants.status.suspended', message: 'Suspended' },
  archived: /*i18n*/ { id: 'tenants.status.archived', message: 'Archived' },
};

export const tenantStatusTones: Record<TenantStatus, BadgeTone> = { provisioning: 'neutral', active: 'positive', suspended: 'warning', archived: 'neutral' };

export const tenantEventLabels: Record<TenantEventType | 'create', MessageDescriptor> = {
  create: /*i18n*/ { id: 'tenants.history.create', message: 'Created' },
  activate: /*i18n*/ { id: 'tenants.event.activate', message: 'Activate' },
  suspend: /*i18n*/ { id: 'tenants.event.suspend', message: 'Suspend' },
  reactivate: /*i18n*/ { id: 'tenants.event.reactivate', message: 'Reactivate' },
  archive: /*i18n*/ { id: 'tenants.event.archive', message: 'Archive' },
};

export const localeLabels: Record<'es-MX' | 'en-US', MessageDescriptor> = {
  'es-MX': /*i18n*/ { id: 'tenants.locale.esMX', message: 'Spanish (Mexico)' },
  'en-US': /*i18n*/ { id: 'tenants.locale.enUS', message: 'English (United States)' },
};
