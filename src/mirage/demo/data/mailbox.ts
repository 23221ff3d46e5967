/** Seed data of the mailbox area: folders, filters, labels, settings and about 100 mails with attachments (fixed seed). */
import { seededRandom } from '../../shared/ids';
import { avatarPath } from './avatars';

export interface MailFolder {
  id: string;
  title: string;
  slug: string;
  icon: string;
}
export type MailFilter = MailFolder;
export interface MailLabel {
  id: string;
  title: string;
  slug: string;
  color: string;
}
export interface MailSettings {
  messageLayout: string;
}
export interface MailSettingsRow extends MailSettings {
  id: string;
}
export interface MailAttachment {
  /** MIME type. */
  type: string;
  name: string;
  /** Bytes. */
  size: number;
  preview: string;
  downloadUrl: string;
}
export interface MailAttachmentRow extends MailAttachment {
  id: string;
}
export interface Mail {
  id: string;
  type: 'mail';
  from: { avatar: string | null; contact: string };
  to: string;
  cc?: string[];
  bcc?: string[];
  date: string;
  subject: string;
  content: string;
  attachments: MailAttachment[];
  starred: boolean;
  important: boolean;
  unread: boolean;
  /** Folder id. */
  folder: string;
  /** Label ids. */
  labels: string[];
}
/** Stored form: folder is a belongsTo, labels and attachments hasMany. */
export interface MailRow extends Omit<Mail, 'folder' | 'labels' | 'attachments'> {
  folderId: string;
  labelIds: string[];
  attachmentIds: string[];
}

const random = seededRandom(0x3a11);

export const mailFolderRows: MailFolder[] = [
  { id: random.uuid(), title: 'Inbox', slug: 'inbox', icon: 'heroicons_outline:inbox' },
  { id: random.uuid(), title: 'Sent', slug: 'sent', icon: 'heroicons_outline:paper-airplane' },
  { id: random.uuid(), title: 'Drafts', slug: 'drafts', icon: 'heroicons_outline:document' },
  { id: random.uuid(), title: 'Spam', slug: 'spam', icon: 'heroicons_outline:exclamation-triangle' },
  { id: random.uuid(), title: 'Trash', slug: 'trash', icon: 'heroicons_outline:trash' },
];

export const mailFilterRows: MailFilter[] = [
  { id: random.uuid(), title: 'Starred', slug: 'starred', icon: 'heroicons_outline:star' },
  { id: random.uuid(), title: 'Important', slug: 'important', icon: 'heroicons_outline:exclamation-circle' },
];

export const mailLabelRows: MailLabel[] = [
  ['Personal', 'blue'],
  ['Work', 'indigo'],
  ['Payments', 'red'],
  ['Invoices', 'teal'],
  ['Accounts', 'purple'],
  ['Forums', 'green'],
].map(([title = '', color = '']) => ({ id: random.uuid(), title, slug: title.toLowerCase(), color }));

export const mailSettingsRows: MailSettingsRow[] = [{ id: 'settings', messageLayout: 'right' }];

export const mailboxOwner = 'Brian Hughes <hughes.brian@company.com>';

const senders: [string, string, string | null][] = [
  ['Myra Dudley', 'myra.dudley@company.com', avatarPath('female-01')],
  ['Elaine Cunningham', 'elaine.cunningham@mail.com', avatarPath('female-02')],
  ['Leonard Bennett', 'leonard.bennett@acme.io', avatarPath('male-01')],
  ['Mai Nox', 'mai.nox@globex.com', avatarPath('female-03')],
  ['Tillman Lee', 'tillman.lee@initech.com', avatarPath('male-02')],
  ['Helena Thomas', 'helena.thomas@company.com', null],
  ['Tax Office', 'noreply@tax.gov', null],
  ['Bank of Ipsum', 'statements@bank-ipsum.com', null],
  ['Dev Forum', 'digest@devforum.org', null],
  ['Agatha Boyle', 'agatha.boyle@umbrella.com', avatarPath('female-04')],
];
const subjects = [
  'Please review and sign the attached agreement',
  'Delivery address confirmation',
  'Your monthly statement is ready',
  'Invoice #{n} for your recent purchase',
  'Project kick-off meeting',
  'Re: Quarterly planning',
  'Weekly digest: top threads',
  'Password change notification',
  'Lunch on Friday?',
  'Action required: verify your account',
  'Photos from the trip',
  'Updated roadmap draft',
];
const paragraphs = [
  'Hi Brian,',
  'Ullamco deserunt commodo esse deserunt deserunt quis eiusmod. Laborum sint excepteur non sit eiusmod sunt voluptate ipsum nisi ullamco magna.',
  'Duis aliqua nostrud occaecat cupidatat esse elit ea commodo. Aute voluptate do ut laborum exercitation anim cillum mollit deserunt.',
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.',
  'Kind regards,',
];
const attachmentKinds: [string, string][] = [
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['application/pdf', 'pdf'],
  ['application/zip', 'zip'],
];

export const mailAttachmentRows: MailAttachmentRow[] = [];
/** Attachment sizes span about 13 KB to 243 KB (SPEC §9); the first two pin both ends. */
const attachmentSizes = [13_129, 243_449];

function attachment(index: number): MailAttachmentRow {
  const [type, extension] = random.pick(attachmentKinds);
  const name = `${['attachment', 'scan', 'invoice', 'photo', 'agreement'][index % 5]}-${index + 1}.${extension}`;
  const row: MailAttachmentRow = {
    id: random.uuid(),
    type,
    name,
    size: attachmentSizes[index] ?? random.int(13_000, 243_000),
    preview: type.startsWith('image/') ? `images/apps/mailbox/${name.replace(/\.\w+$/, '')}_preview.${extension}` : `${extension}-preview`,
    downloadUrl: '',
  };
  mailAttachmentRows.push(row);
  return row;
}

const folderId = (slug: string): string => mailFolderRows.find((f) => f.slug === slug)?.id ?? '';
const folderPlan = [...Array(64).fill('inbox'), ...Array(12).fill('sent'), ...Array(8).fill('drafts'), ...Array(8).fill('spam'), ...Array(8).fill('trash')] as string[];
const firstDate = Date.UTC(2024, 5, 30, 18, 0);

export const mailRows: MailRow[] = folderPlan.map((slug, index) => {
  const [name, address, avatar] = random.pick(senders);
  const sent = slug === 'sent' || slug === 'drafts';
  const attachments = random.chance(0.3) || index < 2 ? Array.from({ length: random.int(1, 3) }, () => attachment(mailAttachmentRows.length)) : [];
  const row: MailRow = {
    id: random.uuid(),
    type: 'mail',
    from: sent ? { avatar: avatarPath('brian-hughes'), contact: mailboxOwner } : { avatar, contact: `${name} <${address}>` },
    to: sent ? `${name} <${address}>` : mailboxOwner,
    date: new Date(firstDate - index * 7 * 3_600_000 - random.int(0, 6 * 60) * 60_000).toISOString(),
    subject: random.pick(subjects).replace('{n}', String(random.int(1000, 9999))),
    content: [paragraphs[0], ...random.sample(paragraphs.slice(1, 4), random.int(1, 3)), `${paragraphs[4]}<br>${sent ? 'Brian' : name}`]
      .map((p) => `<p>${p}</p>`)
      .join(''),
    attachmentIds: attachments.map((a) => a.id),
    starred: random.chance(0.2),
    important: random.chance(0.15),
    unread: slug === 'inbox' || slug === 'spam' ? random.chance(0.35) : false,
    folderId: folderId(slug),
    labelIds: random.sample(mailLabelRows, random.chance(0.5) ? random.int(1, 2) : 0).map((l) => l.id),
  };
  if (random.chance(0.25)) row.cc = random.sample(senders, random.int(1, 3)).map(([n, a]) => `${n} <${a}>`);
  if (random.chance(0.1)) row.bcc = [`${random.pick(senders)[0]} <${random.pick(senders)[1]}>`];
  return row;
});
// Shuffle storage order so that "newest first" is a real sort, not the seed order.
mailRows.sort((a, b) => a.id.localeCompare(b.id));
