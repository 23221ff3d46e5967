// Issue 14, the mailbox's views over the real machine: the list says it is loading (the mock's 625 ms), then shows its
// range, links each mail to its address and the next page; a star is pressed at once and saved; the labels dialog
// creates a label from the keyboard (Enter in the name) and refuses an empty name without sending anything.
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import catalog from '../../../src/locales/en-US/messages.json';
import type { Mail, MailChanges, MailLabel, MailPage } from '../../../src/machines/demo/mailbox/mailbox-api';
import { parseMailRoute } from '../../../src/machines/demo/mailbox/mail-route';
import { mailboxMachine, type MailboxNav } from '../../../src/machines/demo/mailbox/mailbox.machine';
import { activateCatalog, i18n } from '../../../src/machines/effects/i18n';
import { LabelsDialog } from '../../../src/views/demo/mailbox/mailbox-dialogs';
import { MailList } from '../../../src/views/demo/mailbox/mailbox-page';

beforeAll(() => {
  activateCatalog('en-US', (catalog as unknown as { messages: Messages }).messages);
});

const nav: MailboxNav = {
  folders: [{ id: 'f1', title: 'Inbox', slug: 'inbox', icon: 'heroicons_outline:inbox', count: 1 }],
  filters: [],
  labels: [{ id: 'l1', title: 'Work', slug: 'work', color: 'indigo' }],
  settings: { messageLayout: 'right' },
};
const mail: Mail = {
  id: 'm1',
  from: { name: 'Myra Dudley', address: 'myra@company.com' },
  avatar: null,
  to: { name: 'Brian', address: 'brian@company.com' },
  cc: [],
  bcc: [],
  date: '2024-06-30T18:00:00.000Z',
  subject: 'Quarterly planning',
  content: '',
  attachments: [],
  starred: false,
  important: false,
  unread: true,
  folder: 'f1',
  labels: ['l1'],
};
const page: MailPage = { kind: 'page', mails: [mail], pagination: { totalResults: 11, resultsPerPage: 10, currentPage: 1, lastPage: 2, startIndex: 0, endIndex: 9 } };
const route = parseMailRoute('/apps/mailbox')!;
const ui = (node: React.ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

function start() {
  let release: (p: MailPage) => void = () => undefined;
  const saved: MailChanges[] = [];
  const created: string[] = [];
  const ref = createActor(
    mailboxMachine.provide({
      actors: {
        loadNav: fromPromise(async () => nav),
        loadFolders: fromPromise(async () => nav.folders),
        loadMails: fromPromise(() => new Promise<MailPage>((resolve) => (release = resolve))),
        loadMail: fromPromise(async (): Promise<Mail | null> => mail),
        saveMail: fromPromise(async ({ input }) => (saved.push(input.changes), { ...mail, ...input.changes })),
        saveLabel: fromPromise(async ({ input }): Promise<MailLabel> => (created.push(input.title), { id: 'l2', title: input.title, slug: 'trips', color: input.color })),
        removeLabel: fromPromise(async () => true as const),
        saveSettings: fromPromise(async ({ input }) => input),
      },
    }),
    { input: { route } },
  ).start();
  return { ref, release: (p: MailPage) => act(() => release(p)), saved, created };
}

describe('mailbox views', () => {
  it('loading, then the range, links to the mail and the next page, and a star pressed at once and saved', async () => {
    const { ref, release, saved } = start();
    const user = userEvent.setup();
    const went: string[] = [];
    ui(<MailList mailboxRef={ref} route={route} go={(to) => went.push(to)} />);
    expect(screen.getByRole('status').textContent).toBe('Loading mails…');
    release(page);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1–10 of 11'));
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('link').getAttribute('href')).toBe('/apps/mailbox/folder/inbox/1/m1');
    expect(within(item).getByRole('img', { name: 'Unread' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(went).toEqual(['/apps/mailbox/folder/inbox/2']);
    const star = screen.getByRole('button', { name: 'Star: Quarterly planning' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await user.click(star);
    expect(screen.getByRole('button', { name: 'Star: Quarterly planning' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(saved).toEqual([{ starred: true }]));
  });

  it('labels dialog: an empty name is not sent; Enter in the name creates the label', async () => {
    const { ref, created } = start();
    await waitFor(() => expect(ref.getSnapshot().matches({ nav: 'ready' })).toBe(true));
    const user = userEvent.setup();
    ui(<LabelsDialog mailboxRef={ref} />);
    act(() => ref.send({ type: 'mailbox.labels.open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Labels' });
    await user.click(within(dialog).getByRole('button', { name: 'New label' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, '{Enter}');
    expect(created).toEqual([]);
    expect((within(dialog).getByRole('button', { name: 'Create label' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(name, 'Trips{Enter}');
    await waitFor(() => expect(created).toEqual(['Trips']));
    expect(await within(dialog).findByRole('button', { name: 'Edit Trips' })).toBeTruthy();
  });
});
