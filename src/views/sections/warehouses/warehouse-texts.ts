import type { MessageDescriptor } from '@lingui/core';
import type { AdjustmentReason, MovementType } from '../../../domain/stock-movement';
import type { WarehouseType } from '../../../domain/warehouse';

/** Labels of the warehouses section (one place, so the tables, filters, forms and CSV agree). */
export const warehouseLabels = {
  code: /*i18n*/ { id: 'warehouses.field.code', message: 'Code' },
  name: /*i18n*/ { id: 'warehouses.field.name', message: 'Name' },
  type: /*i18n*/ { id: 'warehouses.field.type', message: 'Type' },
  active: /*i18n*/ { id: 'warehouses.field.active', message: 'Active' },
  street: /*i18n*/ { id: 'warehouses.field.street', message: 'Street and number' },
  city: /*i18n*/ { id: 'warehouses.field.city', message: 'City' },
  state: /*i18n*/ { id: 'warehouses.field.state', message: 'State' },
  postalCode: /*i18n*/ { id: 'warehouses.field.postalCode', message: 'Postal code' },
  country: /*i18n*/ { id: 'warehouses.field.country', message: 'Country' },
  updatedAt: /*i18n*/ { id: 'warehouses.field.updatedAt', message: 'Last change' },
} satisfies Record<string, MessageDescriptor>;

export const warehouseTypeLabels: Record<WarehouseType, MessageDescriptor> = {
  main: /*i18n*/ { id: 'warehouses.type.main', message: 'Main' },
  branch: /*i18n*/ { id: 'warehouses.type.branch', message: 'Branch' },
  transit: /*i18n*/ { id: 'warehouses.type.transit', message: 'In transit' },
};

export const activeLabels = {
  true: /*i18n*/ { id: 'warehouses.status.active', message: 'Active' },
  false: /*i18n*/ { id: 'warehouses.status.inactive', message: 'Inactive' },
} satisfies Record<string, MessageDescriptor>;

export const stockLabels = {
  sku: /*i18n*/ { id: 'warehouses.stock.sku', message: 'SKU' },
  productName: /*i18n*/ { id: 'warehouses.stock.product', message: 'Product' },
  onHand: /*i18n*/ { id: 'warehouses.stock.onHand', message: 'On hand' },
  reserved: /*i18n*/ { id: 'warehouses.stock.reserved', message: 'Reserved' },
  available: /*i18n*/ { id: 'warehouses.stock.available', message: 'Available' },
  minimum: /*i18n*/ { id: 'warehouses.stock.minimum', message: 'Minimum' },
  low: /*i18n*/ { id: 'warehouses.stock.level', message: 'Level' },
  updatedAt: /*i18n*/ { id: 'warehouses.stock.updatedAt', message: 'Last change' },
  categoryId: /*i18n*/ { id: 'warehouses.stock.category', message: 'Category' },
  lowOnly: /*i18n*/ { id: 'warehouses.stock.lowOnly', message: 'Low stock' },
  inStock: /*i18n*/ { id: 'warehouses.stock.inStock', message: 'With stock' },
  lowBadge: /*i18n*/ { id: 'warehouses.stock.lowBadge', message: 'Low' },
} satisfies Record<string, MessageDescriptor>;

export const movementLabels = {
  createdAt: /*i18n*/ { id: 'warehouses.movement.when', message: 'When' },
  type: /*i18n*/ { id: 'warehouses.movement.type', message: 'Type' },
  product: /*i18n*/ { id: 'warehouses.movement.product', message: 'Product' },
  quantity: /*i18n*/ { id: 'warehouses.movement.quantity', message: 'Quantity' },
  balance: /*i18n*/ { id: 'warehouses.movement.balance', message: 'On hand after' },
  reference: /*i18n*/ { id: 'warehouses.movement.reference', message: 'Reference' },
  reason: /*i18n*/ { id: 'warehouses.movement.reason', message: 'Reason' },
  userName: /*i18n*/ { id: 'warehouses.movement.who', message: 'Who' },
  date: /*i18n*/ { id: 'warehouses.movement.date', message: 'Date' },
} satisfies Record<string, MessageDescriptor>;

export const movementTypeLabels: Record<MovementType, MessageDescriptor> = {
  receipt: /*i18n*/ { id: 'warehouses.movementType.receipt', message: 'Receipt' },
  issue: /*i18n*/ { id: 'warehouses.movementType.issue', message: 'Issue' },
  transfer: /*i18n*/ { id: 'warehouses.movementType.transfer', message: 'Transfer' },
  adjustment: /*i18n*/ { id: 'warehouses.movementType.adjustment', message: 'Adjustment' },
  production: /*i18n*/ { id: 'warehouses.movementType.production', message: 'Production' },
};

export const reasonLabels: Record<AdjustmentReason, MessageDescriptor> = {
  damaged: /*i18n*/ { id: 'warehouses.reason.damaged', message: 'Damaged' },
  lost: /*i18n*/ { id: 'warehouses.reason.lost', message: 'Lost' },
  found: /*i18n*/ { id: 'warehouses.reason.found', message: 'Found' },
  'count-correction': /*i18n*/ { id: 'warehouses.reason.countCorrection', message: 'Count correction' },
  other: /*i18n*/ { id: 'warehouses.reason.other', message: 'Other' },
};

export const adjustLabels = {
  mode: /*i18n*/ { id: 'warehouses.adjust.mode', message: 'Adjust by' },
  change: /*i18n*/ { id: 'warehouses.adjust.mode.change', message: 'A change (+ or −)' },
  count: /*i18n*/ { id: 'warehouses.adjust.mode.count', message: 'The counted quantity' },
  quantity: /*i18n*/ { id: 'warehouses.adjust.quantity', message: 'Change' },
  counted: /*i18n*/ { id: 'warehouses.adjust.counted', message: 'Counted quantity' },
  reason: /*i18n*/ { id: 'warehouses.adjust.reason', message: 'Reason' },
  note: /*i18n*/ { id: 'warehouses.adjust.note', message: 'Note' },
} satisfies Record<string, MessageDescriptor>;
