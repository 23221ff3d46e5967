import type { MessageDescriptor } from '@lingui/core';
import type { DeliveryStatus } from '../../../domain/delivery';
import type { DeliveryEventType } from '../../../domain/delivery-lifecycle';
import type { BadgeTone } from '../../kit/badge.css';

/** Column headers and labels of the deliveries section (one place, so the table, filters, form, CSV and history agree). */
export const deliveryLabels = {
  number: /*i18n*/ { id: 'deliveries.field.number', message: 'Number' },
  scheduledDate: /*i18n*/ { id: 'deliveries.field.scheduledDate', message: 'Date' },
  status: /*i18n*/ { id: 'deliveries.field.status', message: 'Status' },
  salesOrderId: /*i18n*/ { id: 'deliveries.field.order', message: 'Sales order' },
  orderNumber: /*i18n*/ { id: 'deliveries.field.orderNumber', message: 'Order' },
  customerName: /*i18n*/ { id: 'deliveries.field.customer', message: 'Customer' },
  driverId: /*i18n*/ { id: 'deliveries.field.driver', message: 'Driver' },
  warehouseId: /*i18n*/ { id: 'deliveries.field.warehouse', message: 'Warehouse' },
  city: /*i18n*/ { id: 'deliveries.field.city', message: 'City' },
  street: /*i18n*/ { id: 'deliveries.field.street', message: 'Street and number' },
  state: /*i18n*/ { id: 'deliveries.field.state', message: 'State' },
  postalCode: /*i18n*/ { id: 'deliveries.field.postalCode', message: 'Postal code' },
  country: /*i18n*/ { id: 'deliveries.field.country', message: 'Country' },
  lines: /*i18n*/ { id: 'deliveries.field.lines', message: 'Products' },
  product: /*i18n*/ { id: 'deliveries.field.product', message: 'Product' },
  quantity: /*i18n*/ { id: 'deliveries.field.quantity', message: 'Quantity' },
  notes: /*i18n*/ { id: 'deliveries.field.notes', message: 'Notes for the driver' },
  dispatchedAt: /*i18n*/ { id: 'deliveries.field.dispatchedAt', message: 'Dispatched' },
  receivedBy: /*i18n*/ { id: 'deliveries.field.receivedBy', message: 'Received by' },
  receivedAt: /*i18n*/ { id: 'deliveries.field.receivedAt', message: 'Received at' },
  failureReason: /*i18n*/ { id: 'deliveries.field.failureReason', message: 'Why it failed' },
  proof: /*i18n*/ { id: 'deliveries.field.proof', message: 'Proof of delivery' },
  address: /*i18n*/ { id: 'deliveries.field.address', message: 'Address' },
  updatedAt: /*i18n*/ { id: 'deliveries.field.updatedAt', message: 'Last change' },
} satisfies Record<string, MessageDescriptor>;

export const deliveryStatusLabels: Record<DeliveryStatus, MessageDescriptor> = {
  scheduled: /*i18n*/ { id: 'deliveries.status.scheduled', message: 'Scheduled' },
  dispatched: /*i18n*/ { id: 'deliveries.status.dispatched', message: 'On the road' },
  delivered: /*i18n*/ { id: 'deliveries.status.delivered', message: 'Delivered' },
  failed: /*i18n*/ { id: 'deliveries.status.failed', message: 'Failed' },
  rescheduled: /*i18n*/ { id: 'deliveries.status.rescheduled', message: 'Rescheduled' },
  returned: /*i18n*/ { id: 'deliveries.status.returned', message: 'Returned' },
};

export const deliveryStatusTones: Record<DeliveryStatus, BadgeTone> = {
  scheduled: 'neutral',
  dispatched: 'warning',
  delivered: 'positive',
  failed: 'danger',
  rescheduled: 'warning',
  returned: 'neutral',
};

/** The buttons of the lifecycle events. */
export const deliveryEventLabels: Record<DeliveryEventType, MessageDescriptor> = {
  dispatch: /*i18n*/ { id: 'deliveries.event.dispatch', message: 'Dispatch' },
  deliver: /*i18n*/ { id: 'deliveries.event.deliver', message: 'Record delivery' },
  fail: /*i18n*/ { id: 'deliveries.event.fail', message: 'Mark as failed' },
  reschedule: /*i18n*/ { id: 'deliveries.event.reschedule', message: 'Reschedule' },
  return: /*i18n*/ { id: 'deliveries.event.return', message: 'Return to warehouse' },
};

/** The history's words for each event. */
export const deliveryHistoryEvents: Record<DeliveryEventType, MessageDescriptor> = {
  dispatch: /*i18n*/ { id: 'deliveries.history.dispatch', message: 'Dispatched' },
  deliver: /*i18n*/ { id: 'deliveries.history.deliver', message: 'Delivered' },
  fail: /*i18n*/ { id: 'deliveries.history.fail', message: 'Failed' },
  reschedule: /*i18n*/ { id: 'deliveries.history.reschedule', message: 'Rescheduled' },
  return: /*i18n*/ { id: 'deliveries.history.return', message: 'Returned to the warehouse' },
};

/** Why the service refused an event (the lifecycle's reason codes). */
export const deliveryReasons: Record<string, MessageDescriptor> = {
  'insufficient-stock': /*i18n*/ {
    id: 'deliveries.reason.insufficientStock',
    message: 'The warehouse does not hold these products on hand, so the delivery cannot leave. Receive or adjust the stock first.',
  },
  'order-not-open': /*i18n*/ { id: 'deliveries.reason.orderNotOpen', message: 'Its sales order no longer takes deliveries (it was cancelled or closed).' },
  'proof-required': /*i18n*/ { id: 'deliveries.reason.proofRequired', message: 'Say who received the goods and when.' },
  'proof-time': /*i18n*/ { id: 'deliveries.reason.proofTime', message: 'The time received must be after the dispatch and not in the future.' },
  'reason-required': /*i18n*/ { id: 'deliveries.reason.reasonRequired', message: 'Say why the delivery failed.' },
  'date-in-past': /*i18n*/ { id: 'deliveries.reason.dateInPast', message: 'The new date must be today or later.' },
};

/** Field errors of the event panels, by field and code (the panels check with the service's rule). */
export const panelErrors: Record<string, MessageDescriptor> = {
  required: /*i18n*/ { id: 'deliveries.panel.required', message: 'Required.' },
  'too-long': /*i18n*/ { id: 'deliveries.panel.tooLong', message: 'Too long.' },
  'invalid-format': /*i18n*/ { id: 'deliveries.panel.invalid', message: 'Not a valid value.' },
  'receivedAt.out-of-range': /*i18n*/ { id: 'deliveries.panel.receivedAtRange', message: 'After the dispatch, and not in the future.' },
  'scheduledDate.out-of-range': /*i18n*/ { id: 'deliveries.panel.dateRange', message: 'Today or later.' },
};
