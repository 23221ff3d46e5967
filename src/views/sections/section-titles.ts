import type { MessageDescriptor } from '@lingui/core';
import type { SectionId } from '../../machines/routes';

export const sectionTitles: Record<SectionId, MessageDescriptor> = {
  dashboard: /*i18n*/ { id: 'section.dashboard', message: 'Dashboard' },
  orders: /*i18n*/ { id: 'section.orders', message: 'Sales orders' },
  purchases: /*i18n*/ { id: 'section.purchases', message: 'Purchases' },
  deliveries: /*i18n*/ { id: 'section.deliveries', message: 'Deliveries' },
  cashclosing: /*i18n*/ { id: 'section.cashclosing', message: 'Cash closing' },
  manufacture: /*i18n*/ { id: 'section.manufacture', message: 'Manufacture' },
  admin: /*i18n*/ { id: 'section.admin', message: 'Administration' },
  inventory: /*i18n*/ { id: 'section.inventory', message: 'Inventory' },
  contracts: /*i18n*/ { id: 'section.contracts', message: 'Contracts' },
  config: /*i18n*/ { id: 'section.config', message: 'Configuration' },
  tenants: /*i18n*/ { id: 'section.tenants', message: 'Tenant management' },
  dashboards: /*i18n*/ { id: 'section.demo.dashboards', message: 'Demo dashboards' },
  apps: /*i18n*/ { id: 'section.demo.apps', message: 'Demo apps' },
  ui: /*i18n*/ { id: 'section.demo.icons', message: 'Icons' },
  docs: /*i18n*/ { id: 'section.demo.docs', message: 'Documentation' },
};
