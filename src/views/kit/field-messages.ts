/**
 * The words for the codes machines keep: every validation code a field can show (DOMAIN.md: the services' 422
 * codes and the kit's own parsing codes) and every reason a save or a change can fail. `satisfies` makes a new code
 * without a message fail the type-check.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { FieldErrorCode } from '../../domain/resource';
import type { ShellErrorCode } from '../../machines/effects/error-code';

export const fieldErrorMessages = {
  required: /* i18n */ { id: 'kit.field.error.required', message: 'Required' },
  'too-long': /* i18n */ { id: 'kit.field.error.tooLong', message: 'Too long' },
  'too-short': /* i18n */ { id: 'kit.field.error.tooShort', message: 'Too short' },
  'invalid-format': /* i18n */ { id: 'kit.field.error.invalidFormat', message: 'Not in the expected format' },
  'invalid-email': /* i18n */ { id: 'kit.field.error.invalidEmail', message: 'Not a valid email address' },
  'invalid-phone': /* i18n */ { id: 'kit.field.error.invalidPhone', message: 'Not a valid phone number' },
  'invalid-rfc': /* i18n */ { id: 'kit.field.error.invalidRfc', message: 'Not a valid RFC' },
  'invalid-tax-id': /* i18n */ { id: 'kit.field.error.invalidTaxId', message: 'Not a valid tax ID' },
  'not-unique': /* i18n */ { id: 'kit.field.error.notUnique', message: 'Already in use by another record' },
  'out-of-range': /* i18n */ { id: 'kit.field.error.outOfRange', message: 'Out of the allowed range' },
  'not-a-number': /* i18n */ { id: 'kit.field.error.notANumber', message: 'Not a number' },
  'unknown-reference': /* i18n */ { id: 'kit.field.error.unknownReference', message: 'Not found: choose one from the list' },
  'inactive-reference': /* i18n */ { id: 'kit.field.error.inactiveReference', message: 'Inactive: choose an active one' },
  'self-reference': /* i18n */ { id: 'kit.field.error.selfReference', message: 'A record cannot refer to itself' },
  cycle: /* i18n */ { id: 'kit.field.error.cycle', message: 'A category cannot go inside itself or one of its subcategories' },
  'invalid-subdomain': /* i18n */ { id: 'kit.field.error.invalidSubdomain', message: '3 to 30 lower-case letters, digits or hyphens, not starting or ending with a hyphen' },
  reserved: /* i18n */ { id: 'kit.field.error.reserved', message: 'Reserved: choose another' },
  duplicate: /* i18n */ { id: 'kit.field.error.duplicate', message: 'Repeated' },
  'invalid-image': /* i18n */ { id: 'kit.field.error.invalidImage', message: 'Not accepted: use a PNG, JPEG or WebP image (SVG and other files are refused)' },
  'image-too-large': /* i18n */ { id: 'kit.field.error.imageTooLarge', message: 'The image is too large: at most 256 KB' },
  'invalid-swift': /* i18n */ { id: 'kit.field.error.invalidSwift', message: 'Not a valid SWIFT/BIC: 8 or 11 characters, as BNMXMXMM' },
  'invalid-clabe': /* i18n */ { id: 'kit.field.error.invalidClabe', message: 'Not a valid CLABE: 18 digits ending in the right check digit' },
  'invalid-iban': /* i18n */ { id: 'kit.field.error.invalidIban', message: 'Not a valid IBAN: check the length and the check digits' },
  'invalid-aba': /* i18n */ { id: 'kit.field.error.invalidAba', message: 'Not a valid ABA routing number: 9 digits with the right checksum' },
  'bank-mismatch': /* i18n */ { id: 'kit.field.error.bankMismatch', message: 'This number belongs to another bank: its first three digits are the bank code' },
  'one-primary': /* i18n */ { id: 'kit.field.error.onePrimary', message: 'Mark exactly one account as primary' },
} satisfies Record<FieldErrorCode, MessageDescriptor>;

/** Why a save did not happen (the form keeps what was typed). */
export const saveErrorMessages = {
  notFound: /* i18n */ { id: 'kit.form.error.notFound', message: 'Not saved: this record no longer exists.' },
  forbidden: /* i18n */ { id: 'kit.form.error.forbidden', message: 'Not saved: you do not have permission to change this.' },
  unauthorized: /* i18n */ { id: 'kit.form.error.unauthorized', message: 'Not saved: your session ended. Sign in again; your changes are kept.' },
  server: /* i18n */ { id: 'kit.form.error.server', message: 'Not saved: the service had a problem. Your changes are kept; try again.' },
  badRequest: /* i18n */ { id: 'kit.form.error.badRequest', message: 'Not saved: the service did not accept the request.' },
  conflict: /* i18n */ { id: 'kit.form.error.conflict', message: 'Not saved: someone else changed this record. Reload it to see their version.' },
  invalid: /* i18n */ { id: 'kit.form.error.invalid', message: 'Not saved: some values were not accepted.' },
  offline: /* i18n */ { id: 'kit.form.error.offline', message: 'Not saved: there is no connection. Your changes are kept.' },
  timeout: /* i18n */ { id: 'kit.form.error.timeout', message: 'Not saved: the service took too long to answer. Your changes are kept; try again.' },
  malformed: /* i18n */ { id: 'kit.form.error.malformed', message: 'The service gave an answer that could not be read. Try again.' },
  aborted: /* i18n */ { id: 'kit.form.error.aborted', message: 'Not saved: the request was interrupted. Try again.' },
  unknown: /* i18n */ { id: 'kit.form.error.unknown', message: 'Not saved: something went wrong. Your changes are kept; try again.' },
  archived: /* i18n */ { id: 'kit.form.error.archived', message: 'Not saved: this company is archived, so its records can be read but not changed.' },
} satisfies Record<ShellErrorCode, MessageDescriptor>;

/** Why a record could not be read, deleted, deactivated or changed by an event. */
export const recordErrorMessages = {
  notFound: /* i18n */ { id: 'kit.record.error.notFound', message: 'This record does not exist (any more).' },
  forbidden: /* i18n */ { id: 'kit.record.error.forbidden', message: 'You do not have permission to do this.' },
  unauthorized: /* i18n */ { id: 'kit.record.error.unauthorized', message: 'Your session ended. Sign in again.' },
  server: /* i18n */ { id: 'kit.record.error.server', message: 'The service had a problem. Try again.' },
  badRequest: /* i18n */ { id: 'kit.record.error.badRequest', message: 'The service did not accept the request.' },
  conflict: /* i18n */ { id: 'kit.record.error.conflict', message: 'This is no longer possible: the record was changed. Reload it.' },
  invalid: /* i18n */ { id: 'kit.record.error.invalid', message: 'The service did not accept the values.' },
  offline: /* i18n */ { id: 'kit.record.error.offline', message: 'There is no connection. Try again when you are back online.' },
  timeout: /* i18n */ { id: 'kit.record.error.timeout', message: 'The service took too long to answer. Try again.' },
  malformed: /* i18n */ { id: 'kit.record.error.malformed', message: 'The service gave an answer that could not be read. Try again.' },
  aborted: /* i18n */ { id: 'kit.record.error.aborted', message: 'The request was interrupted. Try again.' },
  unknown: /* i18n */ { id: 'kit.record.error.unknown', message: 'Something went wrong. Try again.' },
  archived: /* i18n */ { id: 'kit.record.error.archived', message: 'This company is archived: its records can be read but not changed.' },
} satisfies Record<ShellErrorCode, MessageDescriptor>;
