import type { MessageDescriptor } from '@lingui/core';
import type { CashClosingStatus } from '../../../domain/cash-closing';
import type { CashEventType } from '../../../domain/cash-closing-lifecycle';
import type { BadgeTone } from '../../kit/badge.css';

/** Column headers and labels of the cash closing section (one place, so the table, filters, form and CSV agree). */
export const cashLabels = {
  number: /*i18n*/ { id: 'cash.field.number', message: 'Number' },
  date: /*i18n*/ { id: 'cash.field.date', message: 'Day' },
  registerId: /*i18n*/ { id: 'cash.field.register', message: 'Register' },
  cashierId: /*i18n*/ { id: 'cash.field.cashier', message: 'Cashier' },
  currency: /*i18n*/ { id: 'cash.field.currency', message: 'Currency' },
  openingFloat: /*i18n*/ { id: 'cash.field.openingFloat', message: 'Opening float' },
  cashSales: /*i18n*/ { id: 'cash.field.cashSales', message: 'Cash sales' },
  cardSales: /*i18n*/ { id: 'cash.field.cardSales', message: 'Card sales' },
  expected: /*i18n*/ { id: 'cash.field.expected', message: 'Expected cash' },
  counted: /*i18n*/ { id: 'cash.field.counted', message: 'Counted cash' },
  difference: /*i18n*/ { id: 'cash.field.difference', message: 'Difference' },
  countNote: /*i18n*/ { id: 'cash.field.countNote', message: 'Note on the count' },
  status: /*i18n*/ { id: 'cash.field.status', message: 'Status' },
  updatedAt: /*i18n*/ { id: 'cash.field.updatedAt', message: 'Last change' },
} satisfies Record<string, MessageDescriptor>;

export const cashStatusLabels: Record<CashClosingStatus, MessageDescriptor> = {
  open: /*i18n*/ { id: 'cash.status.open', message: 'Open' },
  counting: /*i18n*/ { id: 'cash.status.counting', message: 'Counting' },
  submitted: /*i18n*/ { id: 'cash.status.submitted', message: 'Submitted' },
  approved: /*i18n*/ { id: 'cash.status.approved', message: 'Approved' },
};

export const cashStatusTones: Record<CashClosingStatus, BadgeTone> = { open: 'neutral', counting: 'warning', submitted: 'warning', approved: 'positive' };

/** The buttons of the lifecycle events. */
export const cashEventLabels: Record<CashEventType, MessageDescriptor> = {
  startCount: /*i18n*/ { id: 'cash.event.startCount', message: 'Close register and count' },
  count: /*i18n*/ { id: 'cash.event.count', message: 'Save count' },
  submit: /*i18n*/ { id: 'cash.event.submit', message: 'Submit for approval' },
  approve: /*i18n*/ { id: 'cash.event.approve', message: 'Approve' },
  reject: /*i18n*/ { id: 'cash.event.reject', message: 'Reject' },
};

/** The events as the history tells them. */
export const cashHistoryEvents: Record<CashEventType, MessageDescriptor> = {
  startCount: /*i18n*/ { id: 'cash.history.startCount', message: 'Register closed for counting' },
  count: /*i18n*/ { id: 'cash.history.count', message: 'Count saved' },
  submit: /*i18n*/ { id: 'cash.history.submit', message: 'Submitted for approval' },
  approve: /*i18n*/ { id: 'cash.history.approve', message: 'Approved' },
  reject: /*i18n*/ { id: 'cash.history.reject', message: 'Rejected, back to counting' },
};

/** Why the service refused an event (the lifecycle's reason codes). */
export const cashReasons: Record<string, MessageDescriptor> = {
  'not-counted': /*i18n*/ { id: 'cash.reason.notCounted', message: 'Count every denomination (0 where there is none) before submitting.' },
  'note-required': /*i18n*/ { id: 'cash.reason.noteRequired', message: 'The count differs from the expected cash: explain the difference in the note.' },
  'same-person': /*i18n*/ { id: 'cash.reason.samePerson', message: 'Someone other than the person who submitted the count must approve it.' },
  'reason-required': /*i18n*/ { id: 'cash.reason.reasonRequired', message: 'Say why the count is rejected.' },
  'invalid-count': /*i18n*/ { id: 'cash.reason.invalidCount', message: 'The count has a value that is not a whole number of pieces.' },
};

export const cashPiecesErrors: Record<'not-a-number' | 'out-of-range', MessageDescriptor> = {
  'not-a-number': /*i18n*/ { id: 'cash.count.error.notANumber', message: 'Whole pieces only' },
  'out-of-range': /*i18n*/ { id: 'cash.count.error.outOfRange', message: 'At most 99,999 pieces' },
};
