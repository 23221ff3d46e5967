// Issue 14, the demo mailbox's machine: the address drives the list and the opened mail, opening an unread mail marks
// it read, every change is optimistic and rolled back on failure with a message, counts refresh after a saved change,
// a page beyond the last asks for the last one, labels and settings dialogs; generated paths over the dialogs.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../../src/machines/effects/api-error';
import type { Mail, MailChanges, MailFolder, MailLabel, MailPage } from '../../../src/machines/demo/mailbox/mailbox-api';
import { parseMailRoute, type MailRoute } from '../../../src/machines/demo/mailbox/mail-route';
import {
  belongsTo,
  labelTitleError,
  mailboxMachine,
  selectLabelToDelete,
  selectListFailure,
  selectWriteFailure,
  type MailboxEmitted,
  type MailboxNav,
} from '../../../src/machines/demo/mailbox/mailbox.machine';
import { doneEvent, errorEvent } from '../../support/path-events';

const folders: MailFolder[] = [
  { id: 'f-inbox', title: 'Inbox', slug: 'inbox', icon: 'heroicons_outline:inbox', count: 2 },
  { id: 'f-spam', title: 'Spam', slug: 'spam', icon: 'heroicons_outline:exclamation-triangle', count: 0 },
];
const labels: MailLabel[] = [
  { id: 'l-work', title: 'Work', slug: 'work', color: 'indigo' },
  { id: 'l-home', title: 'Home', slug: 'home', color: 'teal' },
];
const nav: MailboxNav = { folders, filters: [{ id: 'x', title: 'Starred', slug: 'starred', icon: '' }], labels, settings: { messageLayout: 'right' } };

const mail = (id: string, over: Partial<Mail> = {}): Mail => ({
  id,
  from: { name: 'Myra Dudley', address: 'myra@company.com' },
  avatar: null,
  to: { name: 'Brian', address: 'brian@company.com' },
  cc: [],
  bcc: [],
  date: '2024-06-30T18:00:00.000Z',
  subject: `Subject ${id}`,
  content: '<p>Hi</p>',
  attachments: [],
  starred: false,
  important: false,
  unread: true,
  folder: 'f-inbox',
  labels: [],
  ...over,
});
const page = (mails: Mail[]): MailPage => ({
  kind: 'page',
  mails,
  pagination: { totalResults: mails.length, resultsPerPage: 10, currentPage: 1, lastPage: 1, startIndex: 0, endIndex: mails.length - 1 },
});
const route = (path: string): MailRoute => parseMailRoute(path)!;
const serverError = new ApiError({ kind: 'http', code: 'server', method: 'PATCH', url: '/api/apps/mailbox/mail', status: 500 });

interface Fakes {
  mails?: (input: { source: { kind: string; slug: string }; page: number }) => Promise<MailPage>;
  save?: (input: { id: string; changes: MailChanges }) => Promise<Mail>;
  one?: (id: string) => Promise<Mail | null>;
}

function start(path: string, fakes: Fakes = {}) {
  const saved: { id: string; changes: MailChanges }[] = [];
  const listAsked: string[] = [];
  let folderLoads = 0;
  const store = new Map([mail('a'), mail('b', { unread: false, starred: true })].map((m) => [m.id, m]));
  const machine = mailboxMachine.provide({
    actors: {
      loadNav: fromPromise(async () => nav),
      loadFolders: fromPromise(async () => (folderLoads++, folders.map((f) => ({ ...f, count: f.count + folderLoads })))),
      loadMails: fromPromise(async ({ input }) => {
        listAsked.push(`${input.source.kind}/${input.source.slug}/${input.page}`);
        return fakes.mails ? fakes.mails(input) : page([...store.values()]);
      }),
      loadMail: fromPromise(async ({ input }) => (fakes.one ? fakes.one(input.id) : (store.get(input.id) ?? null))),
      saveMail: fromPromise(async ({ input }) => {
        saved.push(input);
        if (fakes.save) return fakes.save(input);
        const next = { ...store.get(input.id)!, ...input.changes };
        store.set(input.id, next);
        return next;
      }),
      saveLabel: fromPromise(async ({ input }) => ({ id: input.id ?? 'l-new', title: input.title.trim(), slug: input.title.trim().toLowerCase().replace(/\s+/g, '-'), color: input.color })),
      removeLabel: fromPromise(async () => true as const),
      saveSettings: fromPromise(async ({ input }) => input),
    },
  });
  const emitted: MailboxEmitted[] = [];
  const actor = createActor(machine, { input: { route: route(path) } });
  actor.on('navigate', (e) => emitted.push(e));
  actor.start();
  return { actor, saved, listAsked, emitted, folderLoads: () => folderLoads };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ nav: 'ready' }) && s.matches({ list: 'ready' }) && s.matches({ writer: 'idle' }) && !s.matches({ mail: 'loading' }));

describe('mailbox machine', () => {
  it('loads the list of the address, then another page or source when the address changes', async () => {
    const { actor, listAsked } = start('/apps/mailbox/label/work');
    await settled(actor);
    expect(listAsked).toEqual(['label/work/1']);
    actor.send({ type: 'mailbox.route', route: route('/apps/mailbox/folder/spam/3') });
    expect(actor.getSnapshot().hasTag('listBusy')).toBe(true);
    // The old page stays while the next one loads.
    expect(actor.getSnapshot().context.mails).toHaveLength(2);
    await settled(actor);
    expect(listAsked).toEqual(['label/work/1', 'folder/spam/3']);
  });

  it('opening an unread mail marks it read with PATCH unread false, and the counts are fetched again', async () => {
    const { actor, saved, folderLoads } = start('/apps/mailbox/folder/inbox/1/a');
    await settled(actor);
    await waitFor(actor, (s) => s.matches({ nav: 'ready' }) && folderLoads() === 1);
    expect(saved).toEqual([{ id: 'a', changes: { unread: false } }]);
    expect(actor.getSnapshot().context.mail?.unread).toBe(false);
    expect(actor.getSnapshot().context.folders[0]!.count).toBe(3);
  });

  it('an unknown mail id shows as missing; closing the mail clears it', async () => {
    const { actor } = start('/apps/mailbox/folder/inbox/1/nope');
    await waitFor(actor, (s) => s.matches({ mail: 'missing' }));
    actor.send({ type: 'mailbox.route', route: route('/apps/mailbox/folder/inbox') });
    expect(actor.getSnapshot().matches({ mail: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context.mail).toBeNull();
  });

  it('a star shows at once and stays when saved', async () => {
    const { actor, saved } = start('/apps/mailbox');
    await settled(actor);
    actor.send({ type: 'mailbox.mail.toggle', mailId: 'a', flag: 'starred' });
    expect(actor.getSnapshot().context.mails.find((m) => m.id === 'a')?.starred).toBe(true);
    await settled(actor);
    expect(saved).toEqual([{ id: 'a', changes: { starred: true } }]);
    expect(actor.getSnapshot().context.mails.find((m) => m.id === 'a')?.starred).toBe(true);
  });

  it('a failed change is undone and says which change failed; dismissing clears the message', async () => {
    const { actor } = start('/apps/mailbox', { save: () => Promise.reject(serverError) });
    await settled(actor);
    actor.send({ type: 'mailbox.mail.toggle', mailId: 'b', flag: 'important' });
    expect(actor.getSnapshot().context.mails.find((m) => m.id === 'b')?.important).toBe(true);
    await waitFor(actor, (s) => s.context.writes.length === 0);
    expect(actor.getSnapshot().context.mails.find((m) => m.id === 'b')?.important).toBe(false);
    expect(selectWriteFailure(actor.getSnapshot())).toEqual({ kind: 'important', code: 'server' });
    actor.send({ type: 'mailbox.writeFailure.dismiss' });
    expect(selectWriteFailure(actor.getSnapshot())).toBeNull();
  });

  it('moving a mail out of the folder takes it off the list, and a failed move puts it back in its place', async () => {
    const { actor } = start('/apps/mailbox', { save: () => Promise.reject(serverError) });
    await settled(actor);
    actor.send({ type: 'mailbox.mail.move', mailId: 'a', folder: 'f-spam' });
    expect(actor.getSnapshot().context.mails.map((m) => m.id)).toEqual(['b']);
    await waitFor(actor, (s) => s.context.writeFailure !== null);
    expect(actor.getSnapshot().context.mails.map((m) => m.id)).toEqual(['a', 'b']);
    expect(actor.getSnapshot().context.mails[0]!.folder).toBe('f-inbox');
  });

  it('a saved move reloads the list and the counts', async () => {
    const { actor, listAsked, folderLoads } = start('/apps/mailbox');
    await settled(actor);
    actor.send({ type: 'mailbox.mail.move', mailId: 'a', folder: 'f-spam' });
    await waitFor(actor, (s) => s.context.writes.length === 0);
    await settled(actor);
    expect(listAsked).toEqual(['folder/inbox/1', 'folder/inbox/1']);
    expect(folderLoads()).toBe(1);
  });

  it('labelling adds the label id; a move to the same folder or an unknown label changes nothing', async () => {
    const { actor, saved } = start('/apps/mailbox');
    await settled(actor);
    actor.send({ type: 'mailbox.mail.move', mailId: 'a', folder: 'f-inbox' });
    actor.send({ type: 'mailbox.mail.label', mailId: 'a', labelId: 'l-unknown', on: true });
    expect(actor.getSnapshot().can({ type: 'mailbox.mail.label', mailId: 'a', labelId: 'l-work', on: false })).toBe(false);
    actor.send({ type: 'mailbox.mail.label', mailId: 'a', labelId: 'l-work', on: true });
    await settled(actor);
    expect(saved).toEqual([{ id: 'a', changes: { labels: ['l-work'] } }]);
  });

  it('bulk: selected mails are marked read in one queue; counts and list are fetched once when it empties; the selection clears', async () => {
    const { actor, saved, folderLoads, listAsked } = start('/apps/mailbox');
    await settled(actor);
    actor.send({ type: 'mailbox.select.toggle', mailId: 'nope' });
    expect(actor.getSnapshot().context.selected).toEqual([]);
    actor.send({ type: 'mailbox.select.page' });
    expect(actor.getSnapshot().context.selected).toEqual(['a', 'b']);
    // b is read already: only a changes.
    actor.send({ type: 'mailbox.bulk.flag', flag: 'unread', value: false });
    expect(actor.getSnapshot().context.selected).toEqual([]);
    expect(actor.getSnapshot().context.mails.every((m) => !m.unread)).toBe(true);
    await settled(actor);
    expect(saved).toEqual([{ id: 'a', changes: { unread: false } }]);
    expect(folderLoads()).toBe(1);
    expect(listAsked).toHaveLength(1);
  });

  it('bulk move: both mails leave the list at once, two PATCHes, one reload of the list and the counts', async () => {
    const { actor, saved, folderLoads, listAsked } = start('/apps/mailbox');
    await settled(actor);
    actor.send({ type: 'mailbox.select.toggle', mailId: 'a' });
    actor.send({ type: 'mailbox.select.toggle', mailId: 'b' });
    expect(actor.getSnapshot().can({ type: 'mailbox.bulk.move', folder: 'f-inbox' })).toBe(false);
    actor.send({ type: 'mailbox.bulk.move', folder: 'f-spam' });
    expect(actor.getSnapshot().context.mails).toEqual([]);
    await waitFor(actor, (s) => s.context.writes.length === 0);
    await settled(actor);
    expect(saved.map((w) => w.changes)).toEqual([{ folder: 'f-spam' }, { folder: 'f-spam' }]);
    expect(folderLoads()).toBe(1);
    expect(listAsked).toEqual(['folder/inbox/1', 'folder/inbox/1']);
  });

  it('a new address clears the selection', async () => {
    const { actor } = start('/apps/mailbox');
    await settled(actor);
    actor.send({ type: 'mailbox.select.toggle', mailId: 'a' });
    actor.send({ type: 'mailbox.route', route: route('/apps/mailbox/folder/inbox/2') });
    expect(actor.getSnapshot().context.selected).toEqual([]);
  });

  it('a page beyond the last asks for the last page', async () => {
    const { actor, emitted } = start('/apps/mailbox/folder/inbox/9', { mails: async () => ({ kind: 'beyond', lastPage: 3 }) });
    await waitFor(actor, (s) => s.matches({ list: 'beyond' }));
    expect(emitted).toEqual([{ type: 'navigate', to: '/apps/mailbox/folder/inbox/3', replace: true }]);
  });

  it('a failed list says why and loads again on retry', async () => {
    let calls = 0;
    const { actor } = start('/apps/mailbox', { mails: async () => (++calls === 1 ? Promise.reject(serverError) : page([mail('z')])) });
    await waitFor(actor, (s) => s.matches({ list: 'failed' }));
    expect(selectListFailure(actor.getSnapshot())).toBe('server');
    actor.send({ type: 'mailbox.list.retry' });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(actor.getSnapshot().context.mails.map((m) => m.id)).toEqual(['z']);
  });

  it('labels: a new label is added; a renamed label whose list is shown moves to its new address; a deleted one leaves the mails', async () => {
    const { actor, emitted } = start('/apps/mailbox/label/work', { mails: async () => page([mail('a', { labels: ['l-work'] })]) });
    await settled(actor);
    actor.send({ type: 'mailbox.labels.open' });
    actor.send({ type: 'mailbox.labels.new' });
    actor.send({ type: 'mailbox.labels.save' });
    expect(actor.getSnapshot().matches({ labels: { open: 'form' } })).toBe(true);
    actor.send({ type: 'mailbox.labels.title', value: 'Travel plans' });
    actor.send({ type: 'mailbox.labels.color', value: 'green' });
    actor.send({ type: 'mailbox.labels.save' });
    await waitFor(actor, (s) => s.matches({ labels: { open: 'browsing' } }));
    expect(actor.getSnapshot().context.labels.at(-1)).toEqual({ id: 'l-new', title: 'Travel plans', slug: 'travel-plans', color: 'green' });

    actor.send({ type: 'mailbox.labels.edit', id: 'l-work' });
    actor.send({ type: 'mailbox.labels.title', value: 'Office' });
    actor.send({ type: 'mailbox.labels.save' });
    await waitFor(actor, (s) => s.matches({ labels: { open: 'browsing' } }));
    expect(emitted).toEqual([{ type: 'navigate', to: '/apps/mailbox/label/office', replace: true }]);

    actor.send({ type: 'mailbox.route', route: route('/apps/mailbox/label/office') });
    actor.send({ type: 'mailbox.labels.delete', id: 'l-work' });
    expect(selectLabelToDelete(actor.getSnapshot())?.title).toBe('Office');
    actor.send({ type: 'mailbox.labels.confirm' });
    await waitFor(actor, (s) => s.matches({ labels: { open: 'browsing' } }));
    expect(actor.getSnapshot().context.labels.map((l) => l.id)).toEqual(['l-home', 'l-new']);
    expect(actor.getSnapshot().context.mails.every((m) => !m.labels.includes('l-work'))).toBe(true);
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/apps/mailbox/folder/inbox', replace: true });
  });

  it('settings: an unchanged layout closes without saving; a changed one is saved', async () => {
    const { actor } = start('/apps/mailbox');
    await settled(actor);
    actor.send({ type: 'mailbox.settings.open' });
    actor.send({ type: 'mailbox.settings.save' });
    expect(actor.getSnapshot().matches({ settings: 'closed' })).toBe(true);
    actor.send({ type: 'mailbox.settings.open' });
    actor.send({ type: 'mailbox.settings.layout', layout: 'full' });
    actor.send({ type: 'mailbox.settings.save' });
    await waitFor(actor, (s) => s.matches({ settings: 'closed' }));
    expect(actor.getSnapshot().context.settings.messageLayout).toBe('full');
  });

  it('generated paths over the dialogs and the writer: a failure message only after a failed write; the label form only in the form states', () => {
    const paths = getShortestPaths(mailboxMachine, {
      input: { route: route('/apps/mailbox') },
      events: [
        doneEvent('loadNav', nav),
        doneEvent('loadMails', page([mail('a')])),
        { type: 'mailbox.mail.toggle', mailId: 'a', flag: 'starred' },
        doneEvent('saveMail', mail('a', { starred: true })),
        errorEvent('saveMail', serverError),
        { type: 'mailbox.labels.open' },
        { type: 'mailbox.labels.new' },
        { type: 'mailbox.labels.title', value: 'Trips' },
        { type: 'mailbox.labels.save' },
        { type: 'mailbox.labels.cancel' },
        errorEvent('saveLabel', serverError),
        { type: 'mailbox.labels.close' },
        { type: 'mailbox.settings.open' },
        { type: 'mailbox.settings.layout', layout: 'full' },
        { type: 'mailbox.settings.save' },
        errorEvent('saveSettings', serverError),
        { type: 'mailbox.drawer.toggle' },
      ] as never,
      stopWhen: (s) => s.context.writes.length > 1 || s.context.labels.length > 2,
      serializeState: ((s: { value: unknown; context: { writes: unknown[]; writeFailure: unknown; labelForm: unknown; settingsDraft: unknown; mails: { starred: boolean }[] } }) =>
        JSON.stringify([s.value, s.context.writes.length, s.context.writeFailure, s.context.labelForm, s.context.settingsDraft, s.context.mails.map((m) => m.starred)])) as never,
    });
    expect(paths.length).toBeGreaterThan(20);
    for (const { state } of paths) {
      if (state.context.writeFailure !== null) expect(state.context.writes).toEqual([]);
      const inForm = state.matches({ labels: { open: 'form' } }) || state.matches({ labels: { open: 'saving' } });
      expect(state.context.labelForm !== null).toBe(inForm);
      expect(state.context.settingsDraft !== null).toBe(!state.matches({ settings: 'closed' }));
      if (state.matches({ writer: 'saving' })) expect(state.context.writes.length).toBeGreaterThan(0);
    }
  });
});

describe('mailbox rules', () => {
  it('belongsTo: folder by id, label by slug, filter by flag', () => {
    expect(belongsTo(mail('a'), { kind: 'folder', slug: 'inbox' }, folders, labels)).toBe(true);
    expect(belongsTo(mail('a'), { kind: 'folder', slug: 'spam' }, folders, labels)).toBe(false);
    expect(belongsTo(mail('a', { labels: ['l-home'] }), { kind: 'label', slug: 'home' }, folders, labels)).toBe(true);
    expect(belongsTo(mail('a'), { kind: 'filter', slug: 'starred' }, folders, labels)).toBe(false);
  });

  it('label titles: required, at most 40 characters, with a letter or digit the slug can keep', () => {
    expect(labelTitleError('  ')).toBe('required');
    expect(labelTitleError('x'.repeat(41))).toBe('too-long');
    expect(labelTitleError('¡¿!')).toBe('invalid-title');
    expect(labelTitleError('Trips 2025')).toBeNull();
  });
});
