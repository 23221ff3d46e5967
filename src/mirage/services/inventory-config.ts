/**
 * The inventory service's configuration (DOMAIN.md): units of measure and product categories, read-only lists for
 * now. Registered by the inventory service (inventory.ts).
 */
import { productCategoryListSpec, unitListSpec, type ProductCategory, type Unit } from '../../domain/inventory-config';
import { inventoryReaders } from './inventory-access';
import { defineResource } from './service';

export const units = defineResource<Unit, never>({
  name: 'units',
  area: 'inventory-config',
  description: 'Units of measure (code, name); read-only for now',
  listSpec: unitListSpec,
  read: inventoryReaders,
});

export const productCategories = defineResource<ProductCategory, never>({
  name: 'product-categories',
  area: 'inventory-config',
  description: 'Product categories (a tree by parentId); read-only for now',
  listSpec: productCategoryListSpec,
  read: inventoryReaders,
});
