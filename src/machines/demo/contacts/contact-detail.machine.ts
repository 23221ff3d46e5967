/**
 * One contact (/apps/contacts/{id}): loaded by id (an unknown id is a not-found state), shown, edited as a draft
 * (checked before it is sent, nothing typed lost on a failed save), its picture uploaded as a data URL (type and
 * size checked before reading), deleted after a confirmation. The list (the parent) hears every change.
 */
import { assign, fromPromise, sendParent, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { confirmAction } from '../../confirm-action.machine';
import type { DialogOptions } from '../../dialog.machine';
import { navActor } from '../../system';
import {
  avatarProblem,
  checkDraft,
  draftOf,
  patchOf,
  type AvatarProblem,
  type ContactDraft,
  type DraftField,
  type DraftProblems,
} from './contact-draft';
import { deleteContact, fetchContact, updateContact, uploadAvatar, type Contact, type ContactEmail, type ContactPhone } from './contacts-api';
import { failureOf, type DemoFailure } from './demo-failure';

export type RowList = 'emails' | 'phoneNumbers';

export type ContactDetailEvent =
  | { type: 'contact.retry' }
  | { type: 'contact.edit' }
  | { type: 'contact.cancel' }
  | { type: 'contact.save'; today: string; knownTags: readonly string[] }
  | { type: 'contact.field.change'; field: DraftField; value: string }
  | { type: 'contact.email.change'; index: number; email: Partial<ContactEmail> }
  | { type: 'contact.phone.change'; index: number; phone: Partial<ContactPhone> }
  | { type: 'contact.row.add'; list: RowList; country?: string }
  | { type: 'contact.row.remove'; list: RowList; index: number }
  | { type: 'contact.tag.toggle'; id: string }
  | { type: 'contact.tag.removed'; id: string }
  | { type: 'contact.avatar.pick'; file: File }
  | { type: 'contact.delete' };

export interface ContactDetailContext {
  id: string;
  editFirst: boolean;
  contact: Contact | null;
  draft: ContactDraft | null;
  problems: DraftProblems;
  failure: DemoFailure | null;
  saveFailure: DemoFailure | null;
  avatarProblem: AvatarProblem | null;
  file: File | null;
}

export const deleteContactQuestion: DialogOptions = {
  title: /* i18n */ { id: 'demo.contacts.delete.title', message: 'Delete this contact?' },
  message: /* i18n */ { id: 'demo.contacts.delete.message', message: 'The contact is removed from the demo address book.' },
  icon: { name: 'trash', color: 'warn' },
  actions: {
    confirm: { label: /* i18n */ { id: 'demo.contacts.delete.confirm', message: 'Delete' }, color: 'warn' },
    cancel: { label: /* i18n */ { id: 'demo.contacts.delete.cancel', message: 'Keep it' } },
  },
  dismissible: true,
};

export const loadContact = fromPromise<Contact | null, { id: string }>(({ input, signal }) => fetchContact(input.id, signal));
export const saveContact = fromPromise<Contact, { id: string; patch: Partial<Contact> }>(({ input, signal }) => updateContact(input.id, input.patch, signal));
export const removeContact = fromPromise<true, { id: string }>(({ input, signal }) => deleteContact(input.id, signal));

/** Reads a picked picture as a data URL (FileReader), then sends it. */
export const sendAvatar = fromPromise<Contact, { id: string; file: File }>(async ({ input, signal }) => {
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(input.file);
  });
  return uploadAvatar(input.id, dataUrl, signal);
});

const setAt = <T>(list: readonly T[], index: number, change: Partial<T>): T[] => list.map((item, i) => (i === index ? { ...item, ...change } : item));

export const contactDetailMachine = setup({
  types: {} as { context: ContactDetailContext; events: ContactDetailEvent; input: { id: string; editFirst?: boolean } },
  actors: { loadContact, saveContact, removeContact, sendAvatar, confirmDeleteContact: confirmAction(deleteContactQuestion) },
  guards: {
    isMissing: (_, params: { contact: Contact | null }) => params.contact === null,
    isEditFirst: ({ context }) => context.editFirst,
    isValid: ({ context }, params: { today: string }) => context.draft !== null && Object.keys(checkDraft(context.draft, params.today)).length === 0,
    isUnchanged: ({ context }, params: { knownTags: readonly string[] }) =>
      context.contact !== null && context.draft !== null && Object.keys(patchOf(context.contact, context.draft, params.knownTags)).length === 0,
    isAcceptablePicture: (_, params: { file: File }) => avatarProblem(params.file) === null,
    isConfirmed: (_, params: { result: string }) => params.result === 'confirmed',
  },
  actions: {
    setContact: assign((_, params: { contact: Contact }) => ({ contact: params.contact, failure: null })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    startDraft: assign(({ context }) => ({ draft: context.contact ? draftOf(context.contact) : null, problems: {}, saveFailure: null, avatarProblem: null, editFirst: false })),
    dropDraft: assign({ draft: null, problems: {}, saveFailure: null, avatarProblem: null }),
    setField: assign(({ context }, params: { field: DraftField; value: string }) =>
      context.draft ? { draft: { ...context.draft, [params.field]: params.value, ...(params.field === 'notes' ? { notesTouched: true } : {}) } } : {},
    ),
    setEmail: assign(({ context }, params: { index: number; email: Partial<ContactEmail> }) =>
      context.draft ? { draft: { ...context.draft, emails: setAt(context.draft.emails, params.index, params.email) } } : {},
    ),
    setPhone: assign(({ context }, params: { index: number; phone: Partial<ContactPhone> }) =>
      context.draft ? { draft: { ...context.draft, phoneNumbers: setAt(context.draft.phoneNumbers, params.index, params.phone) } } : {},
    ),
    addRow: assign(({ context }, params: { list: RowList; country?: string }) => {
      if (!context.draft) return {};
      if (params.list === 'emails') return { draft: { ...context.draft, emails: [...context.draft.emails, { email: '', label: 'Personal' }] } };
      return { draft: { ...context.draft, phoneNumbers: [...context.draft.phoneNumbers, { country: params.country ?? 'mx', phoneNumber: '', label: 'Mobile' }] } };
    }),
    removeRow: assign(({ context }, params: { list: RowList; index: number }) => {
      if (!context.draft) return {};
      const list = (context.draft[params.list] as unknown[]).filter((_, i) => i !== params.index);
      // The problems of rows are by index: they are checked again on the next save.
      return { draft: { ...context.draft, [params.list]: list }, problems: {} };
    }),
    toggleTag: assign(({ context }, params: { id: string }) => {
      if (!context.draft) return {};
      const has = context.draft.tags.includes(params.id);
      return { draft: { ...context.draft, tags: has ? context.draft.tags.filter((t) => t !== params.id) : [...context.draft.tags, params.id] } };
    }),
    forgetTag: assign(({ context }, params: { id: string }) => ({
      contact: context.contact ? { ...context.contact, tags: context.contact.tags.filter((t) => t !== params.id) } : null,
      draft: context.draft ? { ...context.draft, tags: context.draft.tags.filter((t) => t !== params.id) } : null,
    })),
    setProblems: assign(({ context }, params: { today: string }) => ({ problems: context.draft ? checkDraft(context.draft, params.today) : {} })),
    setSaveFailure: assign((_, params: { error: unknown }) => ({ saveFailure: failureOf(params.error) })),
    clearSaveFailure: assign({ problems: {}, saveFailure: null }),
    setFile: assign((_, params: { file: File }) => ({ file: params.file, avatarProblem: null })),
    setPictureProblem: assign((_, params: { file: File }) => ({ avatarProblem: avatarProblem(params.file) })),
    setAvatarFailure: assign((_, params: { error: unknown }) => ({ avatarProblem: failureOf(params.error) as AvatarProblem, file: null })),
    setAvatar: assign(({ context }, params: { contact: Contact }) => ({ contact: context.contact ? { ...context.contact, avatar: params.contact.avatar } : params.contact, file: null })),
    reportSaved: sendParent((_, params: { contact: Contact }) => ({ type: 'contacts.contact.saved' as const, contact: params.contact })),
    reportRemoved: sendParent(({ context }) => ({ type: 'contacts.contact.removed' as const, id: context.id })),
    goToList: sendTo(({ system }) => navActor(system), { type: 'nav.navigate' as const, to: '/apps/contacts' }),
  },
}).createMachine({
  id: 'contactDetail',
  context: ({ input }) => ({
    id: input.id, editFirst: input.editFirst ?? false, contact: null, draft: null, problems: {}, failure: null, saveFailure: null, avatarProblem: null, file: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadContact',
        src: 'loadContact',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          { guard: { type: 'isMissing', params: ({ event }) => ({ contact: event.output }) }, target: 'notFound' },
          { target: 'checking', actions: { type: 'setContact', params: ({ event }) => ({ contact: event.output! }) } },
        ],
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // A contact just created opens in edit.
    checking: { always: [{ guard: 'isEditFirst', target: 'editing', actions: 'startDraft' }, { target: 'viewing' }] },
    failed: { on: { 'contact.retry': { target: 'loading' } } },
    notFound: {},
    viewing: {
      on: {
        'contact.edit': { target: 'editing', actions: 'startDraft' },
        'contact.delete': { target: 'confirmingDelete' },
        'contact.tag.removed': { actions: { type: 'forgetTag', params: ({ event }) => ({ id: event.id }) } },
      },
    },
    editing: {
      initial: 'idle',
      on: {
        'contact.field.change': { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'contact.email.change': { actions: { type: 'setEmail', params: ({ event }) => ({ index: event.index, email: event.email }) } },
        'contact.phone.change': { actions: { type: 'setPhone', params: ({ event }) => ({ index: event.index, phone: event.phone }) } },
        'contact.row.add': { actions: { type: 'addRow', params: ({ event }) => ({ list: event.list, country: event.country }) } },
        'contact.row.remove': { actions: { type: 'removeRow', params: ({ event }) => ({ list: event.list, index: event.index }) } },
        'contact.tag.toggle': { actions: { type: 'toggleTag', params: ({ event }) => ({ id: event.id }) } },
        'contact.tag.removed': { actions: { type: 'forgetTag', params: ({ event }) => ({ id: event.id }) } },
      },
      states: {
        idle: {
          on: {
            'contact.cancel': { target: '#contactDetail.viewing', actions: 'dropDraft' },
            'contact.save': [
              { guard: { type: 'isUnchanged', params: ({ event }) => ({ knownTags: event.knownTags }) }, target: '#contactDetail.viewing', actions: 'dropDraft' },
              { guard: { type: 'isValid', params: ({ event }) => ({ today: event.today }) }, target: 'saving' },
              { actions: { type: 'setProblems', params: ({ event }) => ({ today: event.today }) } },
            ],
            'contact.avatar.pick': [
              { guard: { type: 'isAcceptablePicture', params: ({ event }) => ({ file: event.file }) }, target: 'uploading', actions: { type: 'setFile', params: ({ event }) => ({ file: event.file }) } },
              { actions: { type: 'setPictureProblem', params: ({ event }) => ({ file: event.file }) } },
            ],
          },
        },
        saving: {
          entry: 'clearSaveFailure',
          invoke: {
            id: 'saveContact',
            src: 'saveContact',
            input: ({ context, event }) => {
              const knownTags = event.type === 'contact.save' ? event.knownTags : context.contact!.tags;
              return { id: context.id, patch: patchOf(context.contact!, context.draft!, knownTags) };
            },
            onDone: {
              target: '#contactDetail.viewing',
              actions: [{ type: 'setContact', params: ({ event }) => ({ contact: event.output }) }, 'dropDraft', { type: 'reportSaved', params: ({ event }) => ({ contact: event.output }) }],
            },
            onError: { target: 'idle', actions: { type: 'setSaveFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        uploading: {
          invoke: {
            id: 'sendAvatar',
            src: 'sendAvatar',
            input: ({ context }) => ({ id: context.id, file: context.file! }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'setAvatar', params: ({ event }) => ({ contact: event.output }) }, { type: 'reportSaved', params: ({ event }) => ({ contact: event.output }) }],
            },
            onError: { target: 'idle', actions: { type: 'setAvatarFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    confirmingDelete: {
      entry: 'clearSaveFailure',
      invoke: {
        id: 'confirmDeleteContact',
        src: 'confirmDeleteContact',
        onDone: [{ guard: { type: 'isConfirmed', params: ({ event }) => ({ result: event.output }) }, target: 'deleting' }, { target: 'viewing' }],
      },
    },
    deleting: {
      invoke: {
        id: 'removeContact',
        src: 'removeContact',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'deleted', actions: ['reportRemoved', 'goToList'] },
        onError: { target: 'viewing', actions: { type: 'setSaveFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    deleted: { type: 'final' },
  },
});

export type ContactDetailRef = ActorRefFrom<typeof contactDetailMachine>;
export type ContactDetailSnapshot = SnapshotFrom<typeof contactDetailMachine>;

export const selectContact = (s: ContactDetailSnapshot) => s.context.contact;
export const selectDraft = (s: ContactDetailSnapshot) => s.context.draft;
export const selectProblems = (s: ContactDetailSnapshot) => s.context.problems;
export const selectIsEditing = (s: ContactDetailSnapshot) => s.matches('editing');
export const selectIsSaving = (s: ContactDetailSnapshot) => s.matches({ editing: 'saving' });
export const selectIsUploading = (s: ContactDetailSnapshot) => s.matches({ editing: 'uploading' });
export const selectIsLoading = (s: ContactDetailSnapshot) => s.matches('loading') || s.matches('checking');
export const selectIsNotFound = (s: ContactDetailSnapshot) => s.matches('notFound');
export const selectFailure = (s: ContactDetailSnapshot) => (s.matches('failed') ? s.context.failure : null);
export const selectSaveFailure = (s: ContactDetailSnapshot) => s.context.saveFailure;
export const selectAvatarProblem = (s: ContactDetailSnapshot) => s.context.avatarProblem;
