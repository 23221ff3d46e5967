/** The texts of the contacts and tasks demo screens that are chosen by a value (failures, problems, labels). */
import type { MessageDescriptor } from '@lingui/core';
import type { DemoFailure } from '../../../machines/demo/contacts/demo-failure';
import type { AvatarProblem, DraftProblem } from '../../../machines/demo/contacts/contact-draft';
import type { TagProblem } from '../../../machines/demo/contacts/tag-manager.machine';

export const failureTexts: Record<DemoFailure, MessageDescriptor> = {
  offline: /*i18n*/ { id: 'demo.people.failure.offline', message: 'No Internet connection. Nothing you typed was lost; try again when you are back online.' },
  malformed: /*i18n*/ { id: 'demo.people.failure.malformed', message: 'The answer of the demo API could not be read.' },
  failed: /*i18n*/ { id: 'demo.people.failure.failed', message: 'The demo API refused or failed the request.' },
};

export const problemTexts: Record<DraftProblem | TagProblem, MessageDescriptor> = {
  required: /*i18n*/ { id: 'demo.people.problem.required', message: 'Required' },
  'too-long': /*i18n*/ { id: 'demo.people.problem.tooLong', message: 'Too long' },
  'not-unique': /*i18n*/ { id: 'demo.people.problem.notUnique', message: 'A tag with this name already exists' },
  'invalid-email': /*i18n*/ { id: 'demo.people.problem.email', message: 'Not an e-mail address, like name@example.com' },
  'invalid-phone': /*i18n*/ { id: 'demo.people.problem.phone', message: 'Digits, spaces and + ( ) - . only' },
  'invalid-date': /*i18n*/ { id: 'demo.people.problem.date', message: 'Not a valid date' },
};

export const avatarTexts: Record<AvatarProblem, MessageDescriptor> = {
  type: /*i18n*/ { id: 'demo.contacts.avatar.type', message: 'Choose a PNG, JPEG, GIF or WebP picture.' },
  size: /*i18n*/ { id: 'demo.contacts.avatar.size', message: 'The picture is larger than 1 MB; choose a smaller one.' },
  ...failureTexts,
};

/** The API's labels (stored in English, as the mock gives them), shown in the user's language. */
export const labelTexts: Record<string, MessageDescriptor> = {
  Personal: /*i18n*/ { id: 'demo.contacts.label.personal', message: 'Personal' },
  Work: /*i18n*/ { id: 'demo.contacts.label.work', message: 'Work' },
  Mobile: /*i18n*/ { id: 'demo.contacts.label.mobile', message: 'Mobile' },
  Home: /*i18n*/ { id: 'demo.contacts.label.home', message: 'Home' },
};
