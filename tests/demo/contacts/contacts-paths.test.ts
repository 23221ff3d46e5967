// Issue 14, generated paths of the address book and the tag manager: every reachable state keeps its promises (the
// detail open exactly while a contact is selected; results only for a query; a failure only in failed; a tag write
// in flight always has its request; a delete asked before it is sent).
import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../../src/machines/effects/api-error';
import type { Contact } from '../../../src/machines/demo/contacts/contacts-api';
import { contactsMachine, selectFailure, selectShownContacts } from '../../../src/machines/demo/contacts/contacts.machine';
import { tagManagerMachine } from '../../../src/machines/demo/contacts/tag-manager.machine';
import { doneEvent, errorEvent } from '../../support/path-events';

const never = <T,>() => fromPromise<T>(() => new Promise<T>(() => undefined));
const offline = new ApiError({ kind: 'network', code: 'offline', method: 'GET', url: '/api/apps/contacts/all' });
const contact = (id: string, name: string): Contact => ({
  id, avatar: null, name, emails: [], phoneNumbers: [], title: '', company: '', birthday: null, address: null, notes: null, tags: [],
});

describe('address book paths', () => {
  it('the detail is open (its child invoked) exactly while a contact is selected; search results only for a query; a failure only in failed', () => {
    const machine = contactsMachine.provide({
      actors: { loadContactsData: never(), searchContacts: never(), createContact: never(), contactDetail: createMachine({ initial: 'open', states: { open: {} } }), tagManager: createMachine({ initial: 'ready', states: { ready: {} } }) } as never,
      actions: { openContact: () => undefined } as never,
    });
    const paths = getShortestPaths(machine, {
      events: [
        doneEvent('loadContactsData', { contacts: [contact('a', 'Ana'), contact('b', 'Bea')], countries: [] }),
        errorEvent('loadContactsData', offline),
        { type: 'contacts.retry' },
        { type: 'contacts.query.change', value: 'an' },
        { type: 'contacts.query.change', value: '' },
        doneEvent('searchContacts', { query: 'an', contacts: [contact('a', 'Ana')] }),
        { type: 'contacts.route', id: 'a' },
        { type: 'contacts.route', id: null },
        { type: 'contacts.create' },
        errorEvent('createContact', offline),
      ] as never,
      // The search's timer is not among the events: the query's states are idle and waiting here.
    });
    expect(paths.length).toBeGreaterThan(10);
    for (const { state } of paths) {
      expect(state.matches({ detail: 'open' })).toBe(state.context.selectedId !== null);
      if (state.context.query.trim() === '') {
        expect(state.context.results).toBeNull();
        expect(selectShownContacts(state)).toBe(state.context.contacts);
      }
      expect(selectFailure(state) !== null).toBe(state.matches({ data: 'failed' }));
    }
  });
});

describe('tag manager paths', () => {
  it('a write in flight always has its request; a delete is asked before it is sent; a refused title never leaves', () => {
    const machine = tagManagerMachine.provide({ actors: { loadTags: never(), writeTag: never(), confirmDeleteTag: never() } as never, actions: { reportChange: () => undefined } as never });
    const paths = getShortestPaths(machine, {
      input: { base: '/api/apps/contacts' },
      events: [
        doneEvent('loadTags', [{ id: 'a', title: 'Work' }]),
        errorEvent('loadTags', offline),
        { type: 'tags.retry' },
        { type: 'tags.create', title: 'work' },
        { type: 'tags.create', title: 'Band' },
        { type: 'tags.rename', id: 'a', title: '' },
        { type: 'tags.delete', id: 'a' },
        doneEvent('confirmDeleteTag', 'cancelled'),
        doneEvent('confirmDeleteTag', 'confirmed'),
        errorEvent('writeTag', offline),
      ] as never,
    });
    const seen = new Set(paths.map((p) => String(p.state.value)));
    expect(seen).toEqual(new Set(['loading', 'failed', 'ready', 'writing', 'confirmingDelete']));
    for (const { state, steps } of paths) {
      expect(state.context.pending !== null).toBe(state.matches('writing') || state.matches('confirmingDelete'));
      if (state.matches('confirmingDelete')) expect(state.context.pending?.kind).toBe('delete');
      if (state.matches('writing') && state.context.pending?.kind === 'delete') expect(steps.some((s) => (s.event.type as string) === 'xstate.done.actor.confirmDeleteTag')).toBe(true);
      if (state.context.pending && state.context.pending.kind !== 'delete') expect(state.context.pending.title).toBe('Band');
    }
  });
});
