/** The texts of printed documents (labels of the print model's codes) and of the print page around them. */
import type { MessageDescriptor } from '@lingui/core';
import type { ColumnKey, FactKey, PartyRole, TotalKey } from '../../machines/print/print-model';

export const partyLabels: Record<PartyRole, MessageDescriptor> = {
  customer: /*i18n*/ { id: 'print.party.customer', message: 'Customer' },
  supplier: /*i18n*/ { id: 'print.party.supplier', message: 'Supplier' },
  requester: /*i18n*/ { id: 'print.party.requester', message: 'Requested by' },
  driver: /*i18n*/ { id: 'print.party.driver', message: 'Driver' },
  cashier: /*i18n*/ { id: 'print.party.cashier', message: 'Cashier' },
  deliverTo: /*i18n*/ { id: 'print.party.deliverTo', message: 'Deliver to' },
  warehouse: /*i18n*/ { id: 'print.party.warehouse', message: 'Warehouse' },
  installAt: /*i18n*/ { id: 'print.party.installAt', message: 'Installation address' },
};

export const factLabels: Record<FactKey, MessageDescriptor> = {
  date: /*i18n*/ { id: 'print.fact.date', message: 'Date' },
  status: /*i18n*/ { id: 'print.fact.status', message: 'Status' },
  warehouse: /*i18n*/ { id: 'print.fact.warehouse', message: 'Warehouse' },
  department: /*i18n*/ { id: 'print.fact.department', message: 'Department' },
  neededBy: /*i18n*/ { id: 'print.fact.neededBy', message: 'Needed by' },
  expectedDate: /*i18n*/ { id: 'print.fact.expectedDate', message: 'Expected on' },
  validUntil: /*i18n*/ { id: 'print.fact.validUntil', message: 'Valid until' },
  requisition: /*i18n*/ { id: 'print.fact.requisition', message: 'Requisition' },
  quotation: /*i18n*/ { id: 'print.fact.quotation', message: 'Quotation' },
  purchaseOrder: /*i18n*/ { id: 'print.fact.purchaseOrder', message: 'Purchase order' },
  salesOrder: /*i18n*/ { id: 'print.fact.salesOrder', message: 'Sales order' },
  scheduledFor: /*i18n*/ { id: 'print.fact.scheduledFor', message: 'Scheduled for' },
  receivedBy: /*i18n*/ { id: 'print.fact.receivedBy', message: 'Received by' },
  deliveredAt: /*i18n*/ { id: 'print.fact.deliveredAt', message: 'Delivered at' },
  register: /*i18n*/ { id: 'print.fact.register', message: 'Register' },
  openedAt: /*i18n*/ { id: 'print.fact.openedAt', message: 'Opened at' },
  closedAt: /*i18n*/ { id: 'print.fact.closedAt', message: 'Closed at' },
  plan: /*i18n*/ { id: 'print.fact.plan', message: 'Plan' },
  startDate: /*i18n*/ { id: 'print.fact.startDate', message: 'Start date' },
  endDate: /*i18n*/ { id: 'print.fact.endDate', message: 'End date' },
  term: /*i18n*/ { id: 'print.fact.term', message: 'Term (months)' },
  billingDay: /*i18n*/ { id: 'print.fact.billingDay', message: 'Billing day' },
  monthlyFee: /*i18n*/ { id: 'print.fact.monthlyFee', message: 'Monthly fee' },
  paymentTerms: /*i18n*/ { id: 'print.fact.paymentTerms', message: 'Payment terms (days)' },
  reason: /*i18n*/ { id: 'print.fact.reason', message: 'Reason' },
};

export const columnLabels: Record<ColumnKey, MessageDescriptor> = {
  sku: /*i18n*/ { id: 'print.column.sku', message: 'SKU' },
  item: /*i18n*/ { id: 'print.column.item', message: 'Description' },
  note: /*i18n*/ { id: 'print.column.note', message: 'Note' },
  quantity: /*i18n*/ { id: 'print.column.quantity', message: 'Quantity' },
  delivered: /*i18n*/ { id: 'print.column.delivered', message: 'Delivered' },
  received: /*i18n*/ { id: 'print.column.received', message: 'Received' },
  unitPrice: /*i18n*/ { id: 'print.column.unitPrice', message: 'Unit price' },
  discount: /*i18n*/ { id: 'print.column.discount', message: 'Discount' },
  tax: /*i18n*/ { id: 'print.column.tax', message: 'Tax' },
  amount: /*i18n*/ { id: 'print.column.amount', message: 'Amount' },
  denomination: /*i18n*/ { id: 'print.column.denomination', message: 'Denomination' },
  count: /*i18n*/ { id: 'print.column.count', message: 'Count' },
  termStart: /*i18n*/ { id: 'print.column.termStart', message: 'Term from' },
  termEnd: /*i18n*/ { id: 'print.column.termEnd', message: 'Term to' },
  months: /*i18n*/ { id: 'print.column.months', message: 'Months' },
};

/** Columns whose values align to the end (numbers). */
export const numericColumns: ReadonlySet<ColumnKey> = new Set(['quantity', 'delivered', 'received', 'unitPrice', 'discount', 'tax', 'amount', 'denomination', 'count', 'months']);

export const totalLabels: Record<TotalKey, MessageDescriptor> = {
  subtotal: /*i18n*/ { id: 'print.total.subtotal', message: 'Subtotal' },
  discount: /*i18n*/ { id: 'print.total.discount', message: 'Discount' },
  tax: /*i18n*/ { id: 'print.total.tax', message: 'Tax' },
  total: /*i18n*/ { id: 'print.total.total', message: 'Total' },
  openingFloat: /*i18n*/ { id: 'print.total.openingFloat', message: 'Opening float' },
  cashSales: /*i18n*/ { id: 'print.total.cashSales', message: 'Cash sales' },
  cardSales: /*i18n*/ { id: 'print.total.cardSales', message: 'Card sales' },
  expected: /*i18n*/ { id: 'print.total.expected', message: 'Expected cash' },
  counted: /*i18n*/ { id: 'print.total.counted', message: 'Counted cash' },
  difference: /*i18n*/ { id: 'print.total.difference', message: 'Difference' },
  monthlyFee: /*i18n*/ { id: 'print.total.monthlyFee', message: 'Monthly fee' },
};

/** Every status of the documents' lifecycles (DOMAIN.md "Lifecycles"); another shows as the service wrote it. */
export const statusLabels: Record<string, MessageDescriptor> = {
  draft: /*i18n*/ { id: 'print.status.draft', message: 'Draft' },
  confirmed: /*i18n*/ { id: 'print.status.confirmed', message: 'Confirmed' },
  'partially-delivered': /*i18n*/ { id: 'print.status.partiallyDelivered', message: 'Partially delivered' },
  delivered: /*i18n*/ { id: 'print.status.delivered', message: 'Delivered' },
  closed: /*i18n*/ { id: 'print.status.closed', message: 'Closed' },
  cancelled: /*i18n*/ { id: 'print.status.cancelled', message: 'Cancelled' },
  submitted: /*i18n*/ { id: 'print.status.submitted', message: 'Submitted' },
  approved: /*i18n*/ { id: 'print.status.approved', message: 'Approved' },
  rejected: /*i18n*/ { id: 'print.status.rejected', message: 'Rejected' },
  quoting: /*i18n*/ { id: 'print.status.quoting', message: 'Quoting' },
  ordered: /*i18n*/ { id: 'print.status.ordered', message: 'Ordered' },
  requested: /*i18n*/ { id: 'print.status.requested', message: 'Requested' },
  received: /*i18n*/ { id: 'print.status.received', message: 'Received' },
  accepted: /*i18n*/ { id: 'print.status.accepted', message: 'Accepted' },
  expired: /*i18n*/ { id: 'print.status.expired', message: 'Expired' },
  sent: /*i18n*/ { id: 'print.status.sent', message: 'Sent' },
  'partially-received': /*i18n*/ { id: 'print.status.partiallyReceived', message: 'Partially received' },
  scheduled: /*i18n*/ { id: 'print.status.scheduled', message: 'Scheduled' },
  dispatched: /*i18n*/ { id: 'print.status.dispatched', message: 'Dispatched' },
  failed: /*i18n*/ { id: 'print.status.failed', message: 'Failed' },
  rescheduled: /*i18n*/ { id: 'print.status.rescheduled', message: 'Rescheduled' },
  returned: /*i18n*/ { id: 'print.status.returned', message: 'Returned' },
  open: /*i18n*/ { id: 'print.status.open', message: 'Open' },
  counting: /*i18n*/ { id: 'print.status.counting', message: 'Counting' },
  active: /*i18n*/ { id: 'print.status.active', message: 'Active' },
  suspended: /*i18n*/ { id: 'print.status.suspended', message: 'Suspended' },
  terminated: /*i18n*/ { id: 'print.status.terminated', message: 'Terminated' },
  renewed: /*i18n*/ { id: 'print.status.renewed', message: 'Renewed' },
};

export const printTexts = {
  print: /*i18n*/ { id: 'print.toolbar.print', message: 'Print' },
  back: /*i18n*/ { id: 'print.toolbar.back', message: 'Back to the document' },
  toolbar: /*i18n*/ { id: 'print.toolbar.label', message: 'Print actions' },
  loading: /*i18n*/ { id: 'print.loading', message: 'Preparing the document…' },
  failedTitle: /*i18n*/ { id: 'print.failed.title', message: 'The document could not be prepared' },
  retry: /*i18n*/ { id: 'print.failed.retry', message: 'Try again' },
  lines: /*i18n*/ { id: 'print.lines', message: 'Lines' },
  terms: /*i18n*/ { id: 'print.terms', message: 'Terms' },
  totals: /*i18n*/ { id: 'print.totals', message: 'Totals' },
  notes: /*i18n*/ { id: 'print.notes', message: 'Notes' },
  noLines: /*i18n*/ { id: 'print.noLines', message: 'This document has no lines.' },
  /** In the page's bottom margin: "Page 2 of 5" (the numbers come from CSS counters). */
  pageWord: /*i18n*/ { id: 'print.page.word', message: 'Page', comment: 'Before the page number in the printed page footer: "Page 2 of 5"' },
  ofWord: /*i18n*/ { id: 'print.page.of', message: 'of', comment: 'Between the page number and the page count: "Page 2 of 5"' },
  notYetTitle: /*i18n*/ { id: 'print.notYet.title', message: 'This document cannot be printed yet' },
} satisfies Record<string, MessageDescriptor>;

export const failureTexts: Record<string, MessageDescriptor> = {
  offline: /*i18n*/ { id: 'print.failed.offline', message: 'You are offline. Connect and try again.' },
  timeout: /*i18n*/ { id: 'print.failed.timeout', message: 'The service took too long to answer. Try again.' },
  malformed: /*i18n*/ { id: 'print.failed.malformed', message: 'The service sent an answer that cannot be read. Try again later.' },
  server: /*i18n*/ { id: 'print.failed.server', message: 'The service failed. Try again in a moment.' },
  other: /*i18n*/ { id: 'print.failed.other', message: 'Something went wrong while reading the document. Try again.' },
};
