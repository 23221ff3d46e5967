/** The navigation sets of SPEC §2 "Navigation menu" with their permission strings. Titles are translation keys. */
import { Permission as P } from '../../config/permissions';
import type { NavigationSets, NavItem } from '../../machines/navigation';

const defaultSet: NavItem[] = [
  { id: 'dashboard', title: 'nav.dashboard', type: 'basic', icon: 'dashboard', link: '/dashboard', permission: P.OrderOrders },
  {
    id: 'sales',
    title: 'nav.sales',
    type: 'group',
    permission: P.OrderOrders,
    children: [{ id: 'sales.orders', title: 'nav.salesOrders', type: 'basic', icon: 'orders', link: '/orders' }],
  },
  {
    id: 'purchases',
    title: 'nav.purchases',
    type: 'group',
    permission: P.OrderPurchases,
    children: [
      { id: 'purchases.requisitions', title: 'nav.requisitions', type: 'basic', icon: 'purchases', link: '/purchases/requisitions' },
      { id: 'purchases.quotes', title: 'nav.quotes', type: 'basic', icon: 'purchases', link: '/purchases/quotes' },
      { id: 'purchases.orders', title: 'nav.purchaseOrders', type: 'basic', icon: 'purchases', link: '/purchases/orders' },
    ],
  },
  {
    id: 'contracts',
    title: 'nav.contracts',
    type: 'group',
    permission: P.ServiceContracts,
    children: [{ id: 'contracts.services', title: 'nav.services', type: 'basic', icon: 'contracts', link: '/contracts/services' }],
  },
  {
    id: 'admin',
    title: 'nav.administration',
    type: 'group',
    // SPEC §2: shown with any of these (the any-of rule is the spec's assumption).
    permission: [P.CatalogsCustomers, P.CatalogsSuppliers, P.CatalogsBusinessLines, P.CatalogsDepartments, P.BankingBanks, P.InventoryConfiguration],
    children: [
      { id: 'admin.employees', title: 'nav.employees', type: 'basic', icon: 'admin', link: '/admin/employees', permission: P.CatalogsEmployees },
      { id: 'admin.customers', title: 'nav.customers', type: 'basic', icon: 'admin', link: '/admin/customers', permission: P.CatalogsCustomers },
      { id: 'admin.providers', title: 'nav.providers', type: 'basic', icon: 'admin', link: '/admin/providers', permission: P.CatalogsSuppliers },
      { id: 'admin.business-lines', title: 'nav.businessLines', type: 'basic', icon: 'admin', link: '/admin/business-lines', permission: P.CatalogsBusinessLines },
      { id: 'admin.departments', title: 'nav.departments', type: 'basic', icon: 'admin', link: '/admin/departments', permission: P.CatalogsDepartments },
      { id: 'admin.banks', title: 'nav.banks', type: 'basic', icon: 'admin', link: '/admin/banks', permission: P.BankingBanks },
      { id: 'admin.document-templates', title: 'nav.documentTemplates', type: 'basic', icon: 'admin', link: '/admin/document-templates', permission: P.CatalogsCustomers },
      { id: 'admin.inventory-configuration', title: 'nav.inventoryConfiguration', type: 'basic', icon: 'admin', link: '/admin/inventory-configuration', permission: P.InventoryConfiguration },
    ],
  },
  {
    id: 'tenant-management',
    title: 'nav.tenantManagement',
    type: 'group',
    permission: P.TenantManagementSuperAdmin,
    children: [
      { id: 'tenant-management.tenants', title: 'nav.tenants', type: 'basic', icon: 'tenants', link: '/tenants' },
      // A tenant's company is platform-administered: its configuration takes SuperAdmin (the group's permission).
      { id: 'tenant-management.company', title: 'nav.company', type: 'basic', icon: 'admin', link: '/config', permission: P.TenantManagementSuperAdmin },
    ],
  },
  {
    id: 'inventory',
    title: 'nav.inventory',
    type: 'group',
    permission: [P.InventoryWarehouses, P.CatalogsProducts],
    children: [
      { id: 'inventory.warehouses', title: 'nav.warehouses', type: 'basic', icon: 'inventory', link: '/inventory/warehouses', permission: P.InventoryWarehouses },
      { id: 'inventory.products', title: 'nav.products', type: 'basic', icon: 'inventory', link: '/inventory/products', permission: P.CatalogsProducts },
    ],
  },
];

const example: NavItem[] = [{ id: 'example', title: 'nav.example', type: 'basic', icon: 'dashboard', link: '/example' }];

/** SPEC §2: the compact, futuristic and horizontal sets each hold only an example item at /example. */
export const navigationSets: NavigationSets = { default: defaultSet, compact: example, futuristic: example, horizontal: example };
