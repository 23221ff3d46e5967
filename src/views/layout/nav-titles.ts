import { useLingui } from '@lingui/react';
import { demoNavMessages } from '../demo/demo-nav-titles';

/** Navigation titles come from the API as translation keys (e.g. `nav.orders`); unknown ones show as given. */
export function useNavTitle() {
  const { i18n } = useLingui();
  return (text: string | undefined) => (text ? i18n._(navMessages[text] ?? { id: text, message: text }) : '');
}

export const navMessages: Record<string, { id: string; message: string }> = {
  'nav.dashboard': /*i18n*/ { id: 'nav.dashboard', message: 'Dashboard' },
  'nav.sales': /*i18n*/ { id: 'nav.sales', message: 'Sales' },
  'nav.salesOrders': /*i18n*/ { id: 'nav.salesOrders', message: 'Sales orders' },
  'nav.purchases': /*i18n*/ { id: 'nav.purchases', message: 'Purchases' },
  'nav.requisitions': /*i18n*/ { id: 'nav.requisitions', message: 'Requisitions' },
  'nav.quotes': /*i18n*/ { id: 'nav.quotes', message: 'Quotes' },
  'nav.purchaseOrders': /*i18n*/ { id: 'nav.purchaseOrders', message: 'Purchase orders' },
  'nav.distribution': /*i18n*/ { id: 'nav.distribution', message: 'Distribution' },
  'nav.deliveries': /*i18n*/ { id: 'nav.deliveries', message: 'Deliveries' },
  'nav.cashClosing': /*i18n*/ { id: 'nav.cashClosing', message: 'Cash closing' },
  'nav.contracts': /*i18n*/ { id: 'nav.contracts', message: 'Contracts' },
  'nav.services': /*i18n*/ { id: 'nav.services', message: 'Services' },
  'nav.plans': /*i18n*/ { id: 'nav.plans', message: 'Plans' },
  'nav.administration': /*i18n*/ { id: 'nav.administration', message: 'Administration' },
  'nav.employees': /*i18n*/ { id: 'nav.employees', message: 'Employees' },
  'nav.customers': /*i18n*/ { id: 'nav.customers', message: 'Customers' },
  'nav.providers': /*i18n*/ { id: 'nav.providers', message: 'Providers' },
  'nav.businessLines': /*i18n*/ { id: 'nav.businessLines', message: 'Business lines' },
  'nav.departments': /*i18n*/ { id: 'nav.departments', message: 'Departments' },
  'nav.banks': /*i18n*/ { id: 'nav.banks', message: 'Banks' },
  'nav.documentTemplates': /*i18n*/ { id: 'nav.documentTemplates', message: 'Document templates' },
  'nav.inventoryConfiguration': /*i18n*/ { id: 'nav.inventoryConfiguration', message: 'Inventory configuration' },
  'nav.tenantManagement': /*i18n*/ { id: 'nav.tenantManagement', message: 'Tenant management' },
  'nav.tenants': /*i18n*/ { id: 'nav.tenants', message: 'Tenants' },
  'nav.company': /*i18n*/ { id: 'nav.company', message: 'Company' },
  'nav.inventory': /*i18n*/ { id: 'nav.inventory', message: 'Inventory' },
  'nav.warehouses': /*i18n*/ { id: 'nav.warehouses', message: 'Warehouses' },
  'nav.products': /*i18n*/ { id: 'nav.products', message: 'Products' },
  'nav.production': /*i18n*/ { id: 'nav.production', message: 'Production' },
  'nav.manufacture': /*i18n*/ { id: 'nav.manufacture', message: 'Manufacture' },
  'nav.example': /*i18n*/ { id: 'nav.example', message: 'Example' },
  ...demoNavMessages,
};

