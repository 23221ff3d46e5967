/**
 * The contacts app (/apps/contacts, issue 14): the address book sorted by name, searched as you type (GET search after
 * a short pause; the answer of an older query never replaces a newer one), the countries for the phone numbers, the
 * tags (a tag manager child), a new contact (created blank, then opened in edit), and the contact of the address
 * (a detail child per id). It lives under the session (systemId `demo.contacts`), so the list outlives the page.
 */
import { assign, enqueueActions, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { navActor } from '../../system';
import { contactDetailMachine } from './contact-detail.machine';
import { createContact, fetchContacts, fetchCountries, searchContacts, type Contact, type Country, type Tag } from './contacts-api';
import { groupByInitial } from './contact-draft';
import { failureOf, type DemoFailure } from './demo-failure';
import { tagManagerMachine, tagReportTransitions, withoutTag, type TagReport } from './tag-manager.machine';

export const SEARCH_DELAY_MS = 250;
export const QUERY_MAX = 100;

export type ContactsEvent =
  | { type: 'contacts.retry' }
  | { type: 'contacts.query.change'; value: string }
  | { type: 'contacts.route'; id: string | null }
  | { type: 'contacts.create' }
  | { type: 'contacts.contact.saved'; contact: Contact }
  | { type: 'contacts.contact.removed'; id: string }
  | TagReport;

export interface ContactsContext {
  contacts: Contact[];
  countries: Country[];
  tags: Tag[];
  query: string;
  /** The contacts matching `resultsFor` (null: no search). */
  results: Contact[] | null;
  resultsFor: string;
  searchFailure: DemoFailure | null;
  failure: DemoFailure | null;
  createFailure: DemoFailure | null;
  selectedId: string | null;
  /** A contact just created: its detail opens in edit. */
  editFirst: string | null;
}

export const loadContactsData = fromPromise<{ contacts: Contact[]; countries: Country[] }>(async ({ signal }) => {
  const [contacts, countries] = await Promise.all([fetchContacts(signal), fetchCountries(signal)]);
  return { contacts, countries };
});
export const searchContactsActor = fromPromise<{ query: string; contacts: Contact[] }, { query: string }>(async ({ input, signal }) => ({
  query: input.query,
  contacts: await searchContacts(input.query, signal),
}));
export const createContactActor = fromPromise<Contact>(({ signal }) => createContact(signal));

const byName = (a: Contact, b: Contact) => a.name.localeCompare(b.name);
const upsert = (list: readonly Contact[], contact: Contact) => [...list.filter((c) => c.id !== contact.id), contact].sort(byName);
const matches = (contact: Contact, query: string) => contact.name.toLowerCase().includes(query.trim().toLowerCase());

export const contactsMachine = setup({
  types: {} as { context: ContactsContext; events: ContactsEvent; children: { contactDetail: 'contactDetail'; tagManager: 'tagManager' } },
  actors: { loadContactsData, searchContacts: searchContactsActor, createContact: createContactActor, contactDetail: contactDetailMachine, tagManager: tagManagerMachine },
  delays: { searchDelay: SEARCH_DELAY_MS },
  guards: {
    isBlankQuery: (_, params: { value: string }) => params.value.trim() === '',
    isOtherContact: ({ context }, params: { id: string | null }) => params.id !== null && params.id !== context.selectedId,
    isNoContact: (_, params: { id: string | null }) => params.id === null,
  },
  actions: {
    setData: assign((_, params: { contacts: Contact[]; countries: Country[] }) => ({ contacts: params.contacts, countries: params.countries, failure: null })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    setQuery: assign((_, params: { value: string }) => ({ query: params.value.slice(0, QUERY_MAX) })),
    clearResults: assign({ results: null, resultsFor: '', searchFailure: null }),
    setResults: assign(({ context }, params: { query: string; contacts: Contact[] }) =>
      params.query === context.query.trim() ? { results: params.contacts, resultsFor: params.query, searchFailure: null } : {},
    ),
    setSearchFailure: assign((_, params: { error: unknown }) => ({ searchFailure: failureOf(params.error) })),
    select: assign((_, params: { id: string | null }) => ({ selectedId: params.id })),
    upsertContact: assign(({ context }, params: { contact: Contact }) => ({
      contacts: upsert(context.contacts, params.contact),
      results: context.results === null ? null : matches(params.contact, context.resultsFor) ? upsert(context.results, params.contact) : context.results.filter((c) => c.id !== params.contact.id),
    })),
    dropContact: assign(({ context }, params: { id: string }) => ({
      contacts: context.contacts.filter((c) => c.id !== params.id),
      results: context.results?.filter((c) => c.id !== params.id) ?? null,
    })),
    setTags: assign((_, params: { tags: Tag[] }) => ({ tags: params.tags })),
    forgetTag: assign(({ context }, params: { id: string }) => ({
      contacts: withoutTag(context.contacts, params.id),
      results: context.results === null ? null : withoutTag(context.results, params.id),
    })),
    // The detail child exists while a contact is selected (the detail region is open).
    tellDetailTagRemoved: enqueueActions(({ context, enqueue }, params: { id: string }) => {
      if (context.selectedId !== null) enqueue.sendTo('contactDetail', { type: 'contact.tag.removed', id: params.id });
    }),
    setCreated: assign(({ context }, params: { contact: Contact }) => ({ contacts: [params.contact, ...context.contacts], editFirst: params.contact.id, createFailure: null })),
    setCreateFailure: assign((_, params: { error: unknown }) => ({ createFailure: failureOf(params.error) })),
    openContact: sendTo(({ system }) => navActor(system), (_, params: { id: string }) => ({ type: 'nav.navigate' as const, to: `/apps/contacts/${encodeURIComponent(params.id)}` })),
  },
}).createMachine({
  id: 'contacts',
  type: 'parallel',
  context: {
    contacts: [], countries: [], tags: [], query: '', results: null, resultsFor: '', searchFailure: null, failure: null, createFailure: null, selectedId: null, editFirst: null,
  },
  invoke: { id: 'tagManager', src: 'tagManager', input: { base: '/api/apps/contacts' as const } },
  on: {
    'contacts.contact.saved': { actions: { type: 'upsertContact', params: ({ event }) => ({ contact: event.contact }) } },
    'contacts.contact.removed': { actions: { type: 'dropContact', params: ({ event }) => ({ id: event.id }) } },
    ...tagReportTransitions,
  },
  states: {
    data: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadContactsData',
            src: 'loadContactsData',
            onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: {},
        failed: { on: { 'contacts.retry': { target: 'loading' } } },
      },
    },
    search: {
      initial: 'idle',
      // Targets inside the region, never a reentry of the region itself (that would exit the whole parallel state).
      on: {
        'contacts.query.change': [
          { guard: { type: 'isBlankQuery', params: ({ event }) => ({ value: event.value }) }, target: '.idle', actions: [{ type: 'setQuery', params: ({ event }) => ({ value: event.value }) }, 'clearResults'] },
          { target: '.waiting', actions: { type: 'setQuery', params: ({ event }) => ({ value: event.value }) } },
        ],
      },
      states: {
        idle: {},
        waiting: {
          after: { searchDelay: { target: 'searching' } },
          on: {
            // Typing on restarts the pause.
            'contacts.query.change': [
              { guard: { type: 'isBlankQuery', params: ({ event }) => ({ value: event.value }) }, target: 'idle', actions: [{ type: 'setQuery', params: ({ event }) => ({ value: event.value }) }, 'clearResults'] },
              { target: 'waiting', reenter: true, actions: { type: 'setQuery', params: ({ event }) => ({ value: event.value }) } },
            ],
          },
        },
        searching: {
          invoke: {
            id: 'searchContacts',
            src: 'searchContacts',
            input: ({ context }) => ({ query: context.query.trim() }),
            onDone: { target: 'idle', actions: { type: 'setResults', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'setSearchFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    create: {
      initial: 'idle',
      states: {
        idle: { on: { 'contacts.create': { target: 'creating' } } },
        creating: {
          invoke: {
            id: 'createContact',
            src: 'createContact',
            onDone: {
              target: 'idle',
              actions: [{ type: 'setCreated', params: ({ event }) => ({ contact: event.output }) }, { type: 'openContact', params: ({ event }) => ({ id: event.output.id }) }],
            },
            onError: { target: 'idle', actions: { type: 'setCreateFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    detail: {
      initial: 'closed',
      on: {
        'contacts.route': { guard: { type: 'isNoContact', params: ({ event }) => ({ id: event.id }) }, target: '.closed', actions: { type: 'select', params: { id: null } } },
      },
      states: {
        closed: {
          on: {
            'contacts.route': { guard: { type: 'isOtherContact', params: ({ event }) => ({ id: event.id }) }, target: 'open', actions: { type: 'select', params: ({ event }) => ({ id: event.id }) } },
          },
        },
        open: {
          on: {
            // Another contact: this state is left and entered again (only it: its own reentry), so a new child loads it.
            'contacts.route': [
              { guard: { type: 'isNoContact', params: ({ event }) => ({ id: event.id }) }, target: 'closed', actions: { type: 'select', params: { id: null } } },
              { guard: { type: 'isOtherContact', params: ({ event }) => ({ id: event.id }) }, target: 'open', reenter: true, actions: { type: 'select', params: ({ event }) => ({ id: event.id }) } },
            ],
          },
          invoke: {
            id: 'contactDetail',
            src: 'contactDetail',
            input: ({ context }) => ({ id: context.selectedId!, editFirst: context.editFirst === context.selectedId }),
          },
        },
      },
    },
  },
});

export type ContactsRef = ActorRefFrom<typeof contactsMachine>;
export type ContactsSnapshot = SnapshotFrom<typeof contactsMachine>;

export const selectShownContacts = (s: ContactsSnapshot): Contact[] => (s.context.query.trim() === '' ? s.context.contacts : (s.context.results ?? s.context.contacts.filter((c) => matches(c, s.context.query))));
export const selectGroups = (s: ContactsSnapshot) => groupByInitial(selectShownContacts(s));
export const selectIsLoading = (s: ContactsSnapshot) => s.matches({ data: 'loading' });
export const selectFailure = (s: ContactsSnapshot) => (s.matches({ data: 'failed' }) ? s.context.failure : null);
export const selectIsSearching = (s: ContactsSnapshot) => !s.matches({ search: 'idle' });
export const selectIsCreating = (s: ContactsSnapshot) => s.matches({ create: 'creating' });
export const selectDetailRef = (s: ContactsSnapshot) => s.children.contactDetail;
export const selectTagManagerRef = (s: ContactsSnapshot) => s.children.tagManager;
