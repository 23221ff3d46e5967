/** The mailbox screen's own texts (the mock's folder titles, subjects and names stay as the mock gives them). */
import type { MessageDescriptor } from '@lingui/core';
import type { ShellErrorCode } from '../../../machines/effects/error-code';
import type { LabelColor } from '../../../machines/demo/mailbox/mailbox-api';
import type { LabelTitleError, WriteKind } from '../../../machines/demo/mailbox/mailbox.machine';

export const failureTexts: Partial<Record<ShellErrorCode, MessageDescriptor>> = {
  offline: /*i18n*/ { id: 'demo.mail.failure.offline', message: 'No Internet Connection. Check it and try again.' },
  malformed: /*i18n*/ { id: 'demo.mail.failure.malformed', message: 'The mailbox sent an answer the app could not read.' },
  notFound: /*i18n*/ { id: 'demo.mail.failure.notFound', message: 'It is no longer there.' },
  badRequest: /*i18n*/ { id: 'demo.mail.failure.badRequest', message: 'The mailbox refused the change.' },
  timeout: /*i18n*/ { id: 'demo.mail.failure.timeout', message: 'The mailbox took too long to answer.' },
};
export const failureFallback = /*i18n*/ { id: 'demo.mail.failure.other', message: 'Something went wrong. Try again.' };

export const writeFailureTexts: Record<WriteKind, MessageDescriptor> = {
  starred: /*i18n*/ { id: 'demo.mail.writeFailed.starred', message: 'The star could not be saved and was undone.' },
  important: /*i18n*/ { id: 'demo.mail.writeFailed.important', message: 'The important mark could not be saved and was undone.' },
  unread: /*i18n*/ { id: 'demo.mail.writeFailed.unread', message: 'The read mark could not be saved and was undone.' },
  folder: /*i18n*/ { id: 'demo.mail.writeFailed.folder', message: 'The mail could not be moved; it is back where it was.' },
  labels: /*i18n*/ { id: 'demo.mail.writeFailed.labels', message: 'The labels could not be saved and were undone.' },
};

export const titleErrorTexts: Record<LabelTitleError, MessageDescriptor> = {
  required: /*i18n*/ { id: 'demo.mail.labels.error.required', message: 'Type a name for the label.' },
  'too-long': /*i18n*/ { id: 'demo.mail.labels.error.tooLong', message: 'At most 40 characters.' },
  'invalid-title': /*i18n*/ { id: 'demo.mail.labels.error.invalid', message: 'Use at least one letter or digit (A–Z, 0–9).' },
};

export const colorTexts: Record<LabelColor, MessageDescriptor> = {
  blue: /*i18n*/ { id: 'demo.mail.color.blue', message: 'Blue' },
  indigo: /*i18n*/ { id: 'demo.mail.color.indigo', message: 'Indigo' },
  purple: /*i18n*/ { id: 'demo.mail.color.purple', message: 'Purple' },
  pink: /*i18n*/ { id: 'demo.mail.color.pink', message: 'Pink' },
  red: /*i18n*/ { id: 'demo.mail.color.red', message: 'Red' },
  orange: /*i18n*/ { id: 'demo.mail.color.orange', message: 'Orange' },
  amber: /*i18n*/ { id: 'demo.mail.color.amber', message: 'Amber' },
  green: /*i18n*/ { id: 'demo.mail.color.green', message: 'Green' },
  teal: /*i18n*/ { id: 'demo.mail.color.teal', message: 'Teal' },
  gray: /*i18n*/ { id: 'demo.mail.color.gray', message: 'Grey' },
};
