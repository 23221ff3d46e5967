// Issue 14, contacts: the answer parsers (hostile or malformed answers refused, foreign pictures dropped), the draft
// rules (checks, notes as escaped text, a PATCH of only what changed), the address book machine (search as you type,
// the newest answer wins, create opens the new contact in edit, tags removed from every contact) and the contact
// machine (not found, edit, failed save keeps the draft, picture checks, delete after confirmation); generated paths.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../../src/machines/effects/api-error';
import { checkDraft, draftOf, groupByInitial, htmlToText, patchOf, textToHtml, avatarProblem } from '../../../src/machines/demo/contacts/contact-draft';
import { contactDetailMachine, selectAvatarProblem, selectFailure, selectIsNotFound } from '../../../src/machines/demo/contacts/contact-detail.machine';
import { flagOf, parseContact, parseContacts, parseCountries, safePicture, type Contact } from '../../../src/machines/demo/contacts/contacts-api';
import { contactsMachine, selectGroups, selectShownContacts } from '../../../src/machines/demo/contacts/contacts.machine';
import { tagManagerMachine, tagProblem } from '../../../src/machines/demo/contacts/tag-manager.machine';
import { doneEvent, errorEvent } from '../../support/path-events';

const contact = (over: Partial<Contact> = {}): Contact => ({
  id: 'c1', avatar: null, name: 'Alice Holcomb', emails: [{ email: 'alice@mail.us', label: 'Personal' }],
  phoneNumbers: [{ country: 'mx', phoneNumber: '555 123 4567', label: 'Mobile' }], title: 'Oil Painter', company: 'Xleen',
  birthday: '1980-05-02T12:00:00.000Z', address: '1 Ocean Court', notes: '<p>Likes &amp; dislikes</p><p>Second</p>', tags: ['t1'], ...over,
});
const offline = new ApiError({ kind: 'network', code: 'offline', method: 'GET', url: '/api/apps/contacts/all' });
const never = <T,>() => fromPromise<T>(() => new Promise<T>(() => undefined));

describe('contacts answers', () => {
  it('reads a contact and refuses a wrong type, a missing field or a non-list', () => {
    expect(parseContact(contact())).toEqual(contact());
    expect(() => parseContact({ ...contact(), name: 3 })).toThrow(/name/);
    expect(() => parseContact({ ...contact(), emails: 'x' })).toThrow(/emails/);
    expect(() => parseContact({ ...contact(), birthday: 'yesterday' })).toThrow(/birthday/);
    expect(() => parseContacts({ contacts: [] })).toThrow();
  });
  it('keeps only the app\'s own images and image data URLs as pictures', () => {
    expect(safePicture('/images/avatars/female-01.svg')).toBe('/images/avatars/female-01.svg');
    expect(safePicture('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(safePicture('javascript:alert(1)')).toBeNull();
    expect(safePicture('https://evil.test/x.png')).toBeNull();
    expect(safePicture('/images/../api/x')).toBeNull();
    expect(parseContact({ ...contact(), avatar: 'https://evil.test/a.png' }).avatar).toBeNull();
  });
  it('countries need a two-letter code; the flag is two regional indicators', () => {
    expect(parseCountries([{ id: '1', iso: 'mx', name: 'Mexico', code: '+52', flagImagePos: '' }])).toEqual([{ id: '1', iso: 'mx', name: 'Mexico', code: '+52' }]);
    expect(() => parseCountries([{ id: '1', iso: '<b>', name: 'X', code: '+1' }])).toThrow(/iso/);
    expect(flagOf('mx')).toBe('🇲🇽');
    expect(flagOf('x')).toBe('');
  });
});

describe('contact draft', () => {
  it('notes: HTML shown as text, edited text sent as escaped paragraphs', () => {
    expect(htmlToText('<p>Likes &amp; dislikes</p><p>Second</p>')).toBe('Likes & dislikes\nSecond');
    expect(textToHtml('a <b>bold</b>\n\nnext')).toBe('<p>a &lt;b&gt;bold&lt;/b&gt;</p><p>next</p>');
    expect(textToHtml('  \n ')).toBeNull();
  });
  it('checks name, e-mails, phones and birthday; empty rows are fine', () => {
    const d = { ...draftOf(contact()), name: ' ', birthday: '2999-01-01' };
    d.emails = [{ email: 'nope', label: 'Work' }, { email: '', label: 'Personal' }];
    d.phoneNumbers = [{ country: 'mx', phoneNumber: 'call me', label: 'Home' }];
    expect(checkDraft(d, '2026-11-24')).toEqual({ name: 'required', birthday: 'invalid-date', 'emails.0': 'invalid-email', 'phoneNumbers.0': 'invalid-phone' });
    expect(checkDraft(draftOf(contact()), '2026-11-24')).toEqual({});
    expect(checkDraft({ ...draftOf(contact()), birthday: '2001-02-30' }, '2026-11-24')).toEqual({ birthday: 'invalid-date' });
  });
  it('the PATCH holds only what changed; untouched notes keep their markup; unknown tags are dropped', () => {
    const c = contact();
    expect(patchOf(c, draftOf(c), ['t1'])).toEqual({});
    const d = { ...draftOf(c), name: ' Alice H ', birthday: '', tags: ['t1', 'gone', 't2'] };
    d.emails = [...d.emails, { email: ' ', label: 'Work' }];
    expect(patchOf(c, d, ['t1', 't2'])).toEqual({ name: 'Alice H', birthday: null, tags: ['t1', 't2'] });
    expect(patchOf(c, { ...draftOf(c), notes: 'new <i>', notesTouched: true }, ['t1'])).toEqual({ notes: '<p>new &lt;i&gt;</p>' });
  });
  it('groups by initial with accents folded, others under #', () => {
    expect(groupByInitial([{ name: 'Ana' }, { name: 'Álvaro' }, { name: 'Bea' }, { name: '1st' }]).map((g) => [g.initial, g.contacts.length])).toEqual([['A', 2], ['B', 1], ['#', 1]]);
  });
  it('pictures: only png, jpeg, gif or webp up to 1 MiB', () => {
    expect(avatarProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(avatarProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBe('size');
    expect(avatarProblem({ type: 'image/jpeg', size: 2000 })).toBeNull();
  });
  it('tag titles: required, at most 50, unique ignoring case', () => {
    const tags = [{ id: 'a', title: 'Work' }];
    expect(tagProblem(tags, '  ')).toBe('required');
    expect(tagProblem(tags, 'x'.repeat(51))).toBe('too-long');
    expect(tagProblem(tags, 'work ')).toBe('not-unique');
    expect(tagProblem(tags, 'Work', 'a')).toBeNull();
  });
});

const listActors = (over: Record<string, unknown> = {}) => ({
  loadContactsData: fromPromise(async () => ({ contacts: [contact(), contact({ id: 'c2', name: 'Bernard Langley', tags: [] })], countries: [] })),
  tagManager: createMachine({}),
  contactDetail: createMachine({}),
  ...over,
});

describe('address book machine', () => {
  it('searches after a pause; an older answer never replaces the newer query', async () => {
    const asked: string[] = [];
    const resolvers: ((v: { query: string; contacts: Contact[] }) => void)[] = [];
    const machine = contactsMachine.provide({
      actors: listActors({ searchContacts: fromPromise<{ query: string; contacts: Contact[] }, { query: string }>(({ input }) => new Promise((r) => (asked.push(input.query), resolvers.push(r)))) }) as never,
      delays: { searchDelay: 0 },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    actor.send({ type: 'contacts.query.change', value: 'ber' });
    await waitFor(actor, () => asked.length === 1);
    // Until the answer, the list already narrows on what is loaded.
    expect(selectShownContacts(actor.getSnapshot()).map((c) => c.id)).toEqual(['c2']);
    actor.send({ type: 'contacts.query.change', value: 'al' });
    await waitFor(actor, () => asked.length === 2);
    resolvers[1]!({ query: 'al', contacts: [contact()] });
    await waitFor(actor, (s) => s.context.results !== null);
    resolvers[0]!({ query: 'ber', contacts: [] });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().context.resultsFor).toBe('al');
    expect(selectGroups(actor.getSnapshot())).toEqual([{ initial: 'A', contacts: [contact()] }]);
    actor.send({ type: 'contacts.query.change', value: '' });
    expect(selectShownContacts(actor.getSnapshot())).toHaveLength(2);
  });

  it('the regions are independent: typing a query keeps the open contact (its draft), opening another keeps the list', async () => {
    let loads = 0;
    const details: unknown[] = [];
    const actor = createActor(contactsMachine.provide({
      actors: listActors({
        loadContactsData: fromPromise(async () => (loads++, { contacts: [contact()], countries: [] })),
        searchContacts: never(),
        contactDetail: createMachine({ context: ({ input }) => (details.push(input), {}), initial: 'open', states: { open: {} } }),
      }) as never,
    })).start();
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    actor.send({ type: 'contacts.route', id: 'c1' });
    const child = actor.getSnapshot().children.contactDetail;
    actor.send({ type: 'contacts.query.change', value: 'al' });
    actor.send({ type: 'contacts.query.change', value: 'ali' });
    expect(actor.getSnapshot().children.contactDetail).toBe(child);
    expect(actor.getSnapshot().matches({ search: 'waiting' })).toBe(true);
    actor.send({ type: 'contacts.route', id: 'c2' });
    expect(actor.getSnapshot().children.contactDetail).not.toBe(child);
    expect(actor.getSnapshot().matches({ search: 'waiting', data: 'ready' })).toBe(true);
    expect(loads).toBe(1);
    expect(details).toEqual([{ id: 'c1', editFirst: false }, { id: 'c2', editFirst: false }]);
  });

  it('a failed load says why and loads again on retry', async () => {
    let calls = 0;
    const actor = createActor(contactsMachine.provide({ actors: listActors({ loadContactsData: fromPromise(async () => { if (++calls === 1) throw offline; return { contacts: [], countries: [] }; }) }) as never })).start();
    await waitFor(actor, (s) => s.matches({ data: 'failed' }));
    expect(actor.getSnapshot().context.failure).toBe('offline');
    actor.send({ type: 'contacts.retry' });
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
  });

  it('a new contact is listed first and its detail opens in edit; saved and removed contacts update the list; a deleted tag leaves every contact', async () => {
    const created = contact({ id: 'new', name: 'New Contact', tags: [] });
    const inputs: unknown[] = [];
    const actor = createActor(contactsMachine.provide({
      actors: listActors({ createContact: fromPromise(async () => created), contactDetail: createMachine({ context: ({ input }) => (inputs.push(input), {}) }) }) as never,
    })).start();
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    actor.send({ type: 'contacts.create' });
    await waitFor(actor, (s) => s.context.contacts[0]?.id === 'new');
    actor.send({ type: 'contacts.route', id: 'new' });
    expect(inputs).toEqual([{ id: 'new', editFirst: true }]);
    actor.send({ type: 'contacts.contact.saved', contact: { ...created, name: 'Zoe' } });
    expect(actor.getSnapshot().context.contacts.map((c) => c.name)).toEqual(['Alice Holcomb', 'Bernard Langley', 'Zoe']);
    actor.send({ type: 'contacts.contact.removed', id: 'c2' });
    actor.send({ type: 'tags.removed', id: 't1', tags: [] });
    expect(actor.getSnapshot().context.contacts.map((c) => [c.id, c.tags])).toEqual([['c1', []], ['new', []]]);
    actor.send({ type: 'contacts.route', id: null });
    expect(actor.getSnapshot().matches({ detail: 'closed' })).toBe(true);
  });
});

describe('contact machine', () => {
  const reports: unknown[] = [];
  const quiet = { reportSaved: ({ event }: { event: unknown }) => reports.push(event), reportRemoved: () => reports.push('removed'), goToList: () => reports.push('list') };
  const detail = (actors: Record<string, unknown>, input = { id: 'c1' }) =>
    createActor(contactDetailMachine.provide({ actors: { loadContact: fromPromise(async () => contact()), ...actors } as never, actions: quiet as never }), { input }).start();

  it('an unknown id is not found', async () => {
    const actor = detail({ loadContact: fromPromise(async () => null) });
    await waitFor(actor, (s) => selectIsNotFound(s));
  });

  it('a failed save keeps the draft and says why; a good one reports the saved contact', async () => {
    let calls = 0;
    const sent: unknown[] = [];
    const actor = detail({
      saveContact: fromPromise<Contact, { id: string; patch: Partial<Contact> }>(async ({ input }) => { sent.push(input.patch); if (++calls === 1) throw offline; return contact({ name: 'Alicia' }); }),
    });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'contact.edit' });
    actor.send({ type: 'contact.field.change', field: 'name', value: '' });
    actor.send({ type: 'contact.save', today: '2026-11-24', knownTags: ['t1'] });
    expect(actor.getSnapshot().context.problems).toEqual({ name: 'required' });
    actor.send({ type: 'contact.field.change', field: 'name', value: 'Alicia' });
    actor.send({ type: 'contact.save', today: '2026-11-24', knownTags: ['t1'] });
    await waitFor(actor, (s) => s.context.saveFailure !== null);
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.draft?.name).toBe('Alicia');
    actor.send({ type: 'contact.save', today: '2026-11-24', knownTags: ['t1'] });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(sent).toEqual([{ name: 'Alicia' }, { name: 'Alicia' }]);
    expect(actor.getSnapshot().context.contact?.name).toBe('Alicia');
  });

  it('a picture of the wrong type or size is refused before reading; a good one is uploaded', async () => {
    const actor = detail({ sendAvatar: fromPromise(async () => contact({ avatar: 'data:image/png;base64,AA==' })) });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'contact.edit' });
    actor.send({ type: 'contact.avatar.pick', file: new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }) });
    expect(selectAvatarProblem(actor.getSnapshot())).toBe('type');
    actor.send({ type: 'contact.avatar.pick', file: new File([new Uint8Array(1024 * 1024 + 1)], 'a.png', { type: 'image/png' }) });
    expect(selectAvatarProblem(actor.getSnapshot())).toBe('size');
    actor.send({ type: 'contact.avatar.pick', file: new File([new Uint8Array(10)], 'a.png', { type: 'image/png' }) });
    await waitFor(actor, (s) => s.context.contact?.avatar === 'data:image/png;base64,AA==');
    expect(selectAvatarProblem(actor.getSnapshot())).toBeNull();
  });

  it('delete asks first: kept on cancel, removed on confirm', async () => {
    let answer = 'cancelled';
    let removed = 0;
    const actor = detail({ confirmDeleteContact: fromPromise(async () => answer), removeContact: fromPromise(async () => (removed++, true)) });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'contact.delete' });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(removed).toBe(0);
    answer = 'confirmed';
    actor.send({ type: 'contact.delete' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(removed).toBe(1);
    expect(reports.slice(-2)).toEqual(['removed', 'list']);
  });

  it('generated paths: a draft exists exactly while editing; a failure only in failed', () => {
    const paths = getShortestPaths(contactDetailMachine.provide({ actors: { loadContact: never(), saveContact: never(), sendAvatar: never(), removeContact: never(), confirmDeleteContact: never() } as never, actions: quiet as never }), {
      input: { id: 'c1' },
      events: [
        doneEvent('loadContact', contact()),
        doneEvent('loadContact', null),
        errorEvent('loadContact', offline),
        { type: 'contact.retry' },
        { type: 'contact.edit' },
        { type: 'contact.cancel' },
        { type: 'contact.field.change', field: 'name', value: 'B' },
        { type: 'contact.save', today: '2026-11-24', knownTags: ['t1'] },
        doneEvent('saveContact', contact({ name: 'B' })),
        errorEvent('saveContact', offline),
        { type: 'contact.delete' },
        doneEvent('confirmDeleteContact', 'cancelled'),
        doneEvent('confirmDeleteContact', 'confirmed'),
        errorEvent('removeContact', offline),
      ] as never,
    });
    const seen = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const s of ['"loading"', '"viewing"', '"notFound"', '"failed"', '{"editing":"idle"}', '{"editing":"saving"}', '"confirmingDelete"', '"deleting"']) expect(seen).toContain(s);
    for (const { state } of paths) {
      expect(state.context.draft !== null).toBe(state.matches('editing'));
      expect(selectFailure(state) !== null).toBe(state.matches('failed'));
      if (state.context.saveFailure !== null) expect(state.matches({ editing: 'idle' }) || state.matches('viewing')).toBe(true);
    }
  });
});

describe('tag manager', () => {
  it('creates first, renames, deletes after confirmation and tells the parent which tag went', async () => {
    const heard: unknown[] = [];
    const parent = createMachine({
      invoke: {
        id: 'tm',
        src: tagManagerMachine.provide({
          actors: {
            loadTags: fromPromise(async () => [{ id: 'a', title: 'Work' }]),
            writeTag: fromPromise<unknown, { write: { kind: string; title?: string; id?: string } }>(async ({ input }) => (input.write.kind === 'create' ? { id: 'b', title: input.write.title } : input.write.kind === 'rename' ? { id: input.write.id, title: input.write.title } : true)),
            confirmDeleteTag: fromPromise(async () => 'confirmed'),
          } as never,
        }),
        input: { base: '/api/apps/contacts' },
      },
      on: { '*': { actions: ({ event }) => heard.push(event) } },
    });
    const actor = createActor(parent).start();
    const tm = () => actor.getSnapshot().children.tm as never as ReturnType<typeof createActor<typeof tagManagerMachine>>;
    await waitFor(tm(), (s) => s.matches('ready'));
    tm().send({ type: 'tags.create', title: 'work' });
    expect(tm().getSnapshot().context.problem).toBe('not-unique');
    tm().send({ type: 'tags.create', title: ' Band ' });
    await waitFor(tm(), (s) => s.context.tags.length === 2 && s.matches('ready'));
    expect(tm().getSnapshot().context.tags.map((t) => t.title)).toEqual(['Band', 'Work']);
    tm().send({ type: 'tags.rename', id: 'a', title: 'Office' });
    await waitFor(tm(), (s) => s.context.tags[1]?.title === 'Office');
    tm().send({ type: 'tags.delete', id: 'b' });
    await waitFor(tm(), (s) => s.context.tags.length === 1 && s.matches('ready'));
    expect(heard).toContainEqual({ type: 'tags.removed', id: 'b', tags: [{ id: 'a', title: 'Office' }] });
  });
});
