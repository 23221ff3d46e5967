import type { MessageDescriptor } from '@lingui/core';

/** Column headers and labels of the products section (the table, filters, form and CSV agree). */
export const productLabels = {
  sku: /*i18n*/ { id: 'products.field.sku', message: 'SKU' },
  name: /*i18n*/ { id: 'products.field.name', message: 'Name' },
  barcode: /*i18n*/ { id: 'products.field.barcode', message: 'Barcode' },
  description: /*i18n*/ { id: 'products.field.description', message: 'Description' },
  // Keyed by the CSV's column ids (categoryId, unitId) too: one key per message.
  categoryId: /*i18n*/ { id: 'products.field.category', message: 'Category' },
  unitId: /*i18n*/ { id: 'products.field.unit', message: 'Unit' },
  cost: /*i18n*/ { id: 'products.field.cost', message: 'Cost' },
  price: /*i18n*/ { id: 'products.field.price', message: 'Price' },
  taxRate: /*i18n*/ { id: 'products.field.taxRate', message: 'Tax rate (%)' },
  kit: /*i18n*/ { id: 'products.field.kit', message: 'Kit' },
  components: /*i18n*/ { id: 'products.field.components', message: 'Kit components' },
  active: /*i18n*/ { id: 'products.field.active', message: 'Status' },
  createdAt: /*i18n*/ { id: 'products.field.createdAt', message: 'Created' },
  updatedAt: /*i18n*/ { id: 'products.field.updatedAt', message: 'Last change' },
} satisfies Record<string, MessageDescriptor>;

export const productActiveLabels = {
  true: /*i18n*/ { id: 'products.active.true', message: 'Active' },
  false: /*i18n*/ { id: 'products.active.false', message: 'Inactive' },
} satisfies Record<'true' | 'false', MessageDescriptor>;

export const productKitLabels = {
  true: /*i18n*/ { id: 'products.kit.true', message: 'Kit' },
  false: /*i18n*/ { id: 'products.kit.false', message: 'Single item' },
} satisfies Record<'true' | 'false', MessageDescriptor>;
