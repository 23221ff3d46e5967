import { Permission as P } from '../../config/permissions';

/** Who may read the inventory's reference data (pickers in products, orders, purchases, work orders). */
export const inventoryReaders = [P.InventoryWarehouses, P.InventoryConfiguration, P.CatalogsProducts, P.OrderOrders, P.OrderPurchases, P.InventoryManufacturer];
