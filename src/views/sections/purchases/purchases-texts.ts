import type { MessageDescriptor } from '@lingui/core';
import type { PurchaseOrderStatus } from '../../../domain/purchase-order';
import type { PurchaseOrderEventType } from '../../../domain/purchase-order-lifecycle';
import type { QuotationStatus } from '../../../domain/quotation';
import type { QuotationEventType } from '../../../domain/quotation-lifecycle';
import type { RequisitionStatus } from '../../../domain/requisition';
import type { RequisitionEventType } from '../../../domain/requisition-lifecycle';
import type { BadgeTone } from '../../kit/badge.css';

/** Column headers and labels of the purchasing pages (one place, so tables, filters, forms and CSV agree). */
export const purchasingLabels = {
  number: /*i18n*/ { id: 'purchases.field.number', message: 'Number' },
  date: /*i18n*/ { id: 'purchases.field.date', message: 'Date' },
  status: /*i18n*/ { id: 'purchases.field.status', message: 'Status' },
  requesterId: /*i18n*/ { id: 'purchases.field.requester', message: 'Requested by' },
  departmentId: /*i18n*/ { id: 'purchases.field.department', message: 'Department' },
  warehouseId: /*i18n*/ { id: 'purchases.field.warehouse', message: 'Warehouse' },
  neededBy: /*i18n*/ { id: 'purchases.field.neededBy', message: 'Needed by' },
  lines: /*i18n*/ { id: 'purchases.field.lines', message: 'Lines' },
  notes: /*i18n*/ { id: 'purchases.field.notes', message: 'Notes' },
  supplierId: /*i18n*/ { id: 'purchases.field.supplier', message: 'Supplier' },
  supplierIds: /*i18n*/ { id: 'purchases.field.suppliers', message: 'Suppliers' },
  validUntil: /*i18n*/ { id: 'purchases.field.validUntil', message: 'Valid until' },
  total: /*i18n*/ { id: 'purchases.field.total', message: 'Total' },
  expectedDate: /*i18n*/ { id: 'purchases.field.expectedDate', message: 'Expected' },
  product: /*i18n*/ { id: 'purchases.field.product', message: 'Product' },
  quantity: /*i18n*/ { id: 'purchases.field.quantity', message: 'Quantity' },
  note: /*i18n*/ { id: 'purchases.field.note', message: 'Line note' },
  unitPrice: /*i18n*/ { id: 'purchases.field.unitPrice', message: 'Unit price' },
  discount: /*i18n*/ { id: 'purchases.field.discount', message: 'Discount %' },
  taxRate: /*i18n*/ { id: 'purchases.field.taxRate', message: 'Tax %' },
  received: /*i18n*/ { id: 'purchases.field.received', message: 'Received' },
  outstanding: /*i18n*/ { id: 'purchases.field.outstanding', message: 'Outstanding' },
  lineTotal: /*i18n*/ { id: 'purchases.field.lineTotal', message: 'Line total' },
  requisition: /*i18n*/ { id: 'purchases.field.requisition', message: 'Requisition' },
  quotation: /*i18n*/ { id: 'purchases.field.quotation', message: 'Quotation' },
  purchaseOrder: /*i18n*/ { id: 'purchases.field.purchaseOrder', message: 'Purchase order' },
  createdAt: /*i18n*/ { id: 'purchases.field.createdAt', message: 'Created' },
  updatedAt: /*i18n*/ { id: 'purchases.field.updatedAt', message: 'Last change' },
} satisfies Record<string, MessageDescriptor>;

export const requisitionStatusLabels: Record<RequisitionStatus, MessageDescriptor> = {
  draft: /*i18n*/ { id: 'purchases.requisition.status.draft', message: 'Draft' },
  submitted: /*i18n*/ { id: 'purchases.requisition.status.submitted', message: 'Submitted' },
  approved: /*i18n*/ { id: 'purchases.requisition.status.approved', message: 'Approved' },
  rejected: /*i18n*/ { id: 'purchases.requisition.status.rejected', message: 'Rejected' },
  quoting: /*i18n*/ { id: 'purchases.requisition.status.quoting', message: 'Quoting' },
  ordered: /*i18n*/ { id: 'purchases.requisition.status.ordered', message: 'Ordered' },
  cancelled: /*i18n*/ { id: 'purchases.requisition.status.cancelled', message: 'Cancelled' },
};
export const requisitionStatusTones: Record<RequisitionStatus, BadgeTone> = {
  draft: 'neutral',
  submitted: 'warning',
  approved: 'positive',
  rejected: 'danger',
  quoting: 'warning',
  ordered: 'positive',
  cancelled: 'danger',
};

export const quotationStatusLabels: Record<QuotationStatus, MessageDescriptor> = {
  requested: /*i18n*/ { id: 'purchases.quotation.status.requested', message: 'Requested' },
  received: /*i18n*/ { id: 'purchases.quotation.status.received', message: 'Received' },
  accepted: /*i18n*/ { id: 'purchases.quotation.status.accepted', message: 'Accepted' },
  rejected: /*i18n*/ { id: 'purchases.quotation.status.rejected', message: 'Rejected' },
  expired: /*i18n*/ { id: 'purchases.quotation.status.expired', message: 'Expired' },
};
export const quotationStatusTones: Record<QuotationStatus, BadgeTone> = { requested: 'neutral', received: 'warning', accepted: 'positive', rejected: 'danger', expired: 'danger' };

export const purchaseOrderStatusLabels: Record<PurchaseOrderStatus, MessageDescriptor> = {
  draft: /*i18n*/ { id: 'purchases.order.status.draft', message: 'Draft' },
  sent: /*i18n*/ { id: 'purchases.order.status.sent', message: 'Sent' },
  'partially-received': /*i18n*/ { id: 'purchases.order.status.partiallyReceived', message: 'Partially received' },
  received: /*i18n*/ { id: 'purchases.order.status.received', message: 'Received' },
  closed: /*i18n*/ { id: 'purchases.order.status.closed', message: 'Closed' },
  cancelled: /*i18n*/ { id: 'purchases.order.status.cancelled', message: 'Cancelled' },
};
export const purchaseOrderStatusTones: Record<PurchaseOrderStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'warning',
  'partially-received': 'warning',
  received: 'positive',
  closed: 'neutral',
  cancelled: 'danger',
};

export const requisitionEventLabels: Record<RequisitionEventType, MessageDescriptor> = {
  submit: /*i18n*/ { id: 'purchases.requisition.event.submit', message: 'Submit for approval' },
  approve: /*i18n*/ { id: 'purchases.requisition.event.approve', message: 'Approve' },
  reject: /*i18n*/ { id: 'purchases.requisition.event.reject', message: 'Reject' },
  'request-quotes': /*i18n*/ { id: 'purchases.requisition.event.requestQuotes', message: 'Request quotations' },
  order: /*i18n*/ { id: 'purchases.requisition.event.order', message: 'Ordered' },
  cancel: /*i18n*/ { id: 'purchases.requisition.event.cancel', message: 'Cancel requisition' },
};
export const quotationEventLabels: Record<QuotationEventType, MessageDescriptor> = {
  receive: /*i18n*/ { id: 'purchases.quotation.event.receive', message: 'Enter prices' },
  accept: /*i18n*/ { id: 'purchases.quotation.event.accept', message: 'Accept' },
  reject: /*i18n*/ { id: 'purchases.quotation.event.reject', message: 'Reject' },
  expire: /*i18n*/ { id: 'purchases.quotation.event.expire', message: 'Mark expired' },
};
export const purchaseOrderEventLabels: Record<PurchaseOrderEventType, MessageDescriptor> = {
  send: /*i18n*/ { id: 'purchases.order.event.send', message: 'Send to supplier' },
  receive: /*i18n*/ { id: 'purchases.order.event.receive', message: 'Receive goods' },
  close: /*i18n*/ { id: 'purchases.order.event.close', message: 'Close' },
  cancel: /*i18n*/ { id: 'purchases.order.event.cancel', message: 'Cancel order' },
};

/** The events as the history tells them. */
export const purchasingHistoryEvents: Record<string, MessageDescriptor> = {
  submit: /*i18n*/ { id: 'purchases.history.submit', message: 'Submitted for approval' },
  approve: /*i18n*/ { id: 'purchases.history.approve', message: 'Approved' },
  reject: /*i18n*/ { id: 'purchases.history.reject', message: 'Rejected' },
  'request-quotes': /*i18n*/ { id: 'purchases.history.requestQuotes', message: 'Quotations requested' },
  order: /*i18n*/ { id: 'purchases.history.order', message: 'Purchase order made' },
  cancel: /*i18n*/ { id: 'purchases.history.cancel', message: 'Cancelled' },
  receive: /*i18n*/ { id: 'purchases.history.receive', message: 'Received' },
  accept: /*i18n*/ { id: 'purchases.history.accept', message: 'Accepted' },
  expire: /*i18n*/ { id: 'purchases.history.expire', message: 'Expired' },
  send: /*i18n*/ { id: 'purchases.history.send', message: 'Sent to the supplier' },
  close: /*i18n*/ { id: 'purchases.history.close', message: 'Closed' },
};

/** Why the service refused an event (409 reason). */
export const purchasingReasons: Record<string, MessageDescriptor> = {
  'over-receipt': /*i18n*/ { id: 'purchases.reason.overReceipt', message: 'That is more than the order still expects. Receive at most the outstanding quantity of each line.' },
  'nothing-to-receive': /*i18n*/ { id: 'purchases.reason.nothingToReceive', message: 'Enter a quantity for at least one line.' },
  'invalid-quantities': /*i18n*/ { id: 'purchases.reason.invalidQuantities', message: 'Each line needs a quantity of zero or more.' },
  expired: /*i18n*/ { id: 'purchases.reason.expired', message: 'This quotation’s prices are no longer valid: mark it expired or ask the supplier again.' },
  'still-valid': /*i18n*/ { id: 'purchases.reason.stillValid', message: 'This quotation is still valid: it expires only after its valid-until day.' },
  'requisition-not-quoting': /*i18n*/ { id: 'purchases.reason.requisitionNotQuoting', message: 'Its requisition is no longer collecting quotations (it was ordered or cancelled).' },
  'missing-prices': /*i18n*/ { id: 'purchases.reason.missingPrices', message: 'Every line needs a price.' },
  'no-suppliers': /*i18n*/ { id: 'purchases.reason.noSuppliers', message: 'Choose at least one supplier.' },
};
