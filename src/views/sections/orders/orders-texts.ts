import type { MessageDescriptor } from '@lingui/core';
import type { SalesOrderStatus } from '../../../domain/sales-order';
import type { SalesOrderEventType } from '../../../domain/sales-order-lifecycle';
import type { BadgeTone } from '../../kit/badge.css';

/** Column headers and labels of the sales orders section (one place, so the table, filters, form and CSV agree). */
export const orderLabels = {
  number: /*i18n*/ { id: 'orders.field.number', message: 'Number' },
  date: /*i18n*/ { id: 'orders.field.date', message: 'Date' },
  customerId: /*i18n*/ { id: 'orders.field.customer', message: 'Customer' },
  customerName: /*i18n*/ { id: 'orders.field.customer', message: 'Customer' },
  warehouseId: /*i18n*/ { id: 'orders.field.warehouse', message: 'Warehouse' },
  warehouseName: /*i18n*/ { id: 'orders.field.warehouse', message: 'Warehouse' },
  lines: /*i18n*/ { id: 'orders.field.lines', message: 'Lines' },
  notes: /*i18n*/ { id: 'orders.field.notes', message: 'Notes' },
  currency: /*i18n*/ { id: 'orders.field.currency', message: 'Currency' },
  subtotal: /*i18n*/ { id: 'orders.field.subtotal', message: 'Subtotal' },
  discount: /*i18n*/ { id: 'orders.field.discount', message: 'Discount' },
  tax: /*i18n*/ { id: 'orders.field.tax', message: 'Tax' },
  total: /*i18n*/ { id: 'orders.field.total', message: 'Total' },
  status: /*i18n*/ { id: 'orders.field.status', message: 'Status' },
  updatedAt: /*i18n*/ { id: 'orders.field.updatedAt', message: 'Last change' },
} satisfies Record<string, MessageDescriptor>;

export const orderStatusLabels: Record<SalesOrderStatus, MessageDescriptor> = {
  draft: /*i18n*/ { id: 'orders.status.draft', message: 'Draft' },
  confirmed: /*i18n*/ { id: 'orders.status.confirmed', message: 'Confirmed' },
  'partially-delivered': /*i18n*/ { id: 'orders.status.partiallyDelivered', message: 'Partially delivered' },
  delivered: /*i18n*/ { id: 'orders.status.delivered', message: 'Delivered' },
  closed: /*i18n*/ { id: 'orders.status.closed', message: 'Closed' },
  cancelled: /*i18n*/ { id: 'orders.status.cancelled', message: 'Cancelled' },
};

export const orderStatusTones: Record<SalesOrderStatus, BadgeTone> = {
  draft: 'neutral',
  confirmed: 'positive',
  'partially-delivered': 'warning',
  delivered: 'positive',
  closed: 'neutral',
  cancelled: 'danger',
};

/** The buttons of the lifecycle events the order page offers (deliveries send `deliver`). */
export const orderEventLabels: Record<Exclude<SalesOrderEventType, 'deliver'>, MessageDescriptor> = {
  confirm: /*i18n*/ { id: 'orders.event.confirm', message: 'Confirm' },
  close: /*i18n*/ { id: 'orders.event.close', message: 'Close' },
  cancel: /*i18n*/ { id: 'orders.event.cancel', message: 'Cancel order' },
};

/** The events as the history tells them. */
export const orderHistoryEvents: Record<SalesOrderEventType, MessageDescriptor> = {
  confirm: /*i18n*/ { id: 'orders.history.confirm', message: 'Confirmed (stock reserved)' },
  deliver: /*i18n*/ { id: 'orders.history.deliver', message: 'Delivered' },
  close: /*i18n*/ { id: 'orders.history.close', message: 'Closed' },
  cancel: /*i18n*/ { id: 'orders.history.cancel', message: 'Cancelled' },
};

/** Why the service refused an event (the lifecycle's reason codes). */
export const orderReasons: Record<string, MessageDescriptor> = {
  'insufficient-stock': /*i18n*/ { id: 'orders.reason.insufficientStock', message: 'Not enough stock in {warehouse} to confirm this order.' },
  'over-delivery': /*i18n*/ { id: 'orders.reason.overDelivery', message: 'A delivery cannot take more than is left to deliver of a line.' },
  'delivery-on-the-road': /*i18n*/ {
    id: 'orders.reason.deliveryOnTheRoad',
    message: 'A delivery of this order is on the road. Record it as delivered, or return it to the warehouse, before cancelling or closing the order.',
  },
};
