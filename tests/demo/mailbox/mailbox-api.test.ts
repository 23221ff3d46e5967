// Issue 14, the demo mailbox's readers and addresses: a well-formed answer is read field by field; wrong types, missing
// fields, hostile text where a slug belongs and unsafe avatars are refused or dropped; addresses round-trip.
import { describe, expect, it } from 'vitest';
import { parseFolder, parseLabel, parseMail, parseMailPage, parsePerson, parseSettings } from '../../../src/machines/demo/mailbox/mailbox-api';
import { listAddress, mailAddress, parseMailRoute } from '../../../src/machines/demo/mailbox/mail-route';

const raw = {
  id: 'm1',
  type: 'mail',
  from: { avatar: '/images/avatars/female-01.svg', contact: 'Myra Dudley <myra.dudley@company.com>' },
  to: 'Brian Hughes <hughes.brian@company.com>',
  cc: ['Mai Nox <mai.nox@globex.com>'],
  date: '2024-06-30T18:00:00.000Z',
  subject: 'Hello',
  content: '<p>Hi</p>',
  attachments: [{ type: 'application/pdf', name: 'scan-1.pdf', size: 13129, preview: 'pdf-preview', downloadUrl: '' }],
  starred: false,
  important: true,
  unread: true,
  folder: 'f1',
  labels: ['l1', 'l1'],
  ccCount: 1,
  bccCount: 0,
};

describe('mailbox answers', () => {
  it('reads a mail: people split, labels once, attachments without their links', () => {
    const mail = parseMail(raw);
    expect(mail.from).toEqual({ name: 'Myra Dudley', address: 'myra.dudley@company.com' });
    expect(mail.cc).toEqual([{ name: 'Mai Nox', address: 'mai.nox@globex.com' }]);
    expect(mail.bcc).toEqual([]);
    expect(mail.labels).toEqual(['l1']);
    expect(mail.attachments).toEqual([{ type: 'application/pdf', name: 'scan-1.pdf', size: 13129 }]);
    expect(mail.avatar).toBe('/images/avatars/female-01.svg');
  });

  it('drops an unsafe avatar but keeps the mail', () => {
    expect(parseMail({ ...raw, from: { ...raw.from, avatar: 'javascript:alert(1)' } }).avatar).toBeNull();
  });

  it.each([
    ['a flag that is not a boolean', { ...raw, unread: 'yes' }],
    ['no date', { ...raw, date: undefined }],
    ['a date that is not one', { ...raw, date: 'yesterday' }],
    ['labels that are not a list', { ...raw, labels: 'l1' }],
    ['an attachment with a negative size', { ...raw, attachments: [{ type: 'x', name: 'a', size: -1 }] }],
    ['a sender that is not text', { ...raw, from: { contact: 3 } }],
  ])('refuses a mail with %s', (_, bad) => {
    expect(() => parseMail(bad)).toThrow(TypeError);
  });

  it('reads a page, and a page beyond the last as its last page', () => {
    const page = parseMailPage({ mails: [raw], pagination: { totalResults: 64, resultsPerPage: 10, currentPage: 2, lastPage: 7, startIndex: 10, endIndex: 19 } });
    expect(page.kind === 'page' && page.pagination.lastPage).toBe(7);
    expect(parseMailPage({ mails: null, pagination: { lastPage: 7 } })).toEqual({ kind: 'beyond', lastPage: 7 });
    expect(() => parseMailPage({ mails: [raw] })).toThrow(TypeError);
  });

  it('refuses folders and labels whose slug could not be an address, or with no count', () => {
    expect(parseFolder({ id: 'f', title: 'Inbox', slug: 'inbox', icon: 'i', count: 3 }).count).toBe(3);
    expect(() => parseFolder({ id: 'f', title: 'Inbox', slug: 'inbox', icon: 'i' })).toThrow(TypeError);
    expect(() => parseLabel({ id: 'l', title: 'x', slug: '<img src=x>', color: 'red' })).toThrow(TypeError);
    expect(parseLabel({ id: 'l', title: '<b>Work</b>', slug: 'b-work-b', color: 'red' }).title).toBe('<b>Work</b>');
  });

  it('settings: right unless the mock says full', () => {
    expect(parseSettings({ messageLayout: 'full' })).toEqual({ messageLayout: 'full' });
    expect(parseSettings({ messageLayout: 'right' })).toEqual({ messageLayout: 'right' });
    expect(() => parseSettings({})).toThrow(TypeError);
  });

  it('people: a bare address is its own name', () => {
    expect(parsePerson('noreply@tax.gov')).toEqual({ name: 'noreply@tax.gov', address: 'noreply@tax.gov' });
  });
});

describe('mailbox addresses', () => {
  it('reads the inbox, a list, a page and a mail, and writes them back', () => {
    expect(parseMailRoute('/apps/mailbox')).toEqual({ source: { kind: 'folder', slug: 'inbox' }, page: 1, mailId: null });
    const label = parseMailRoute('/apps/mailbox/label/work/2/abc-1')!;
    expect(label).toEqual({ source: { kind: 'label', slug: 'work' }, page: 2, mailId: 'abc-1' });
    expect(mailAddress(label.source, label.page, 'abc-1')).toBe('/apps/mailbox/label/work/2/abc-1');
    expect(listAddress({ kind: 'filter', slug: 'starred' })).toBe('/apps/mailbox/filter/starred');
    expect(listAddress({ kind: 'filter', slug: 'starred' }, 3)).toBe('/apps/mailbox/filter/starred/3');
  });

  it.each(['/apps/mailboxes', '/apps/mailbox/box/inbox', '/apps/mailbox/folder', '/apps/mailbox/folder/Inbox', '/apps/mailbox/folder/inbox/0', '/apps/mailbox/folder/inbox/x', '/apps/mailbox/folder/inbox/1/<x>', '/apps/mailbox/folder/inbox/1/a/b'])(
    'refuses %s',
    (path) => {
      expect(parseMailRoute(path)).toBeNull();
    },
  );
});
