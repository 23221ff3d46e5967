/** Permission claims (SPEC §6). The identity provider puts them in the `permissions` claim. */
export const Permission = {
  OrderOrders: 'permission.Order.Orders',
  OrderPurchases: 'permission.Order.Purchases',
  DistributionDeliveries: 'permission.Distribution.Deliveries',
  DistributionCash: 'permission.Distribution.Cash',
  InventoryManufacturer: 'permission.Inventory.Manufacturer',
  InventoryConfiguration: 'permission.Inventory.Configuration',
  InventoryWarehouses: 'permission.Inventory.Warehouses',
  ServiceContracts: 'permission.Service.Contracts',
  CatalogsCustomers: 'permission.Catalogs.Customers',
  CatalogsSuppliers: 'permission.Catalogs.Suppliers',
  CatalogsBusinessLines: 'permission.Catalogs.BusinessLines',
  CatalogsDepartments: 'permission.Catalogs.Departments',
  CatalogsEmployees: 'permission.Catalogs.Employees',
  CatalogsProducts: 'permission.Catalogs.Products',
  BankingBanks: 'permission.Banking.Banks',
  TenantManagementSuperAdmin: 'permission.TenantManagement.SuperAdmin',
} as const;

export type PermissionName = (typeof Permission)[keyof typeof Permission];

/** Every permission a tenant's staff can hold (all but the platform super-administrator). */
export const businessPermissions: readonly PermissionName[] = Object.values(Permission).filter(
  (p) => p !== Permission.TenantManagementSuperAdmin,
);

export const allPermissions: readonly PermissionName[] = Object.values(Permission);
