/** Mailbox area (lazy chunk): settings, folders with counts, filters, labels with slugs, paged mails. */
import {
  mailAttachmentRows,
  mailFilterRows,
  mailFolderRows,
  mailLabelRows,
  mailRows,
  mailSettingsRows,
  type Mail,
  type MailAttachmentRow,
  type MailFilter,
  type MailFolder,
  type MailLabel,
  type MailRow,
  type MailSettingsRow,
} from '../data/mailbox';
import type { Handler } from '../endpoint';
import { badRequest } from '../../shared/http';
import { newId } from '../../shared/ids';
import { paginateMails } from '../../shared/paginate';
import { slugify, uniqueSlug } from '../slug';
import { table, type MirageSchema } from '../../shared/store';
import { arrayOf, bool, id, idOrObject, knownId, literal, nonEmptyStr, object, partial, record, str, type Check } from '../../shared/validate';

export const MAILS_PER_PAGE = 10;

const folders = (s: MirageSchema) => table<MailFolder>(s, 'mailFolder');
const filters = (s: MirageSchema) => table<MailFilter>(s, 'mailFilter');
const labels = (s: MirageSchema) => table<MailLabel>(s, 'mailLabel');
const settings = (s: MirageSchema) => table<MailSettingsRow>(s, 'mailSetting');
const mails = (s: MirageSchema) => table<MailRow>(s, 'mail');
const attachments = (s: MirageSchema) => table<MailAttachmentRow>(s, 'mailAttachment');

export function seed(schema: MirageSchema): void {
  folders(schema).seed(mailFolderRows);
  filters(schema).seed(mailFilterRows);
  labels(schema).seed(mailLabelRows);
  settings(schema).seed(mailSettingsRows);
  attachments(schema).seed(mailAttachmentRows);
  mails(schema).seed(mailRows);
}

function toMail(schema: MirageSchema, { folderId, labelIds, attachmentIds, ...rest }: MailRow): Mail {
  return {
    ...rest,
    folder: folderId,
    labels: labelIds,
    attachments: attachments(schema)
      .findMany(attachmentIds)
      .map(({ id: _id, ...a }) => a),
  };
}

const toSettings = ({ id: _id, ...rest }: MailSettingsRow) => rest;

const getSettings: Handler = ({ schema }) => toSettings(settings(schema).get('settings', 'Settings'));

const updateSettings: Handler = ({ schema, req }) => {
  const { settings: changes } = req.json(object({ settings: partial({ messageLayout: nonEmptyStr }) }));
  return toSettings(settings(schema).update('settings', changes));
};

/** SPEC §4: sent and trash show 0, drafts and spam the number of mails, other folders the unread mails. */
const getFolders: Handler = ({ schema }) => {
  const all = mails(schema).all();
  return folders(schema)
    .all()
    .map((folder) => {
      const inFolder = all.filter((m) => m.folderId === folder.id);
      const count =
        folder.slug === 'sent' || folder.slug === 'trash'
          ? 0
          : folder.slug === 'drafts' || folder.slug === 'spam'
            ? inFolder.length
            : inFolder.filter((m) => m.unread).length;
      return { ...folder, count };
    });
};

const labelTitle: Check<string> = (value, path) => {
  const title = nonEmptyStr(value, path);
  if (slugify(title) === '') throw badRequest(`${path} must contain a letter, digit or underscore to make a slug`);
  return title;
};

/** The slug comes from the title, suffixed -1, -2, ... until unique (SPEC §5). */
const createLabel: Handler = ({ schema, req }) => {
  const { label } = req.json(object({ label: record({ title: labelTitle, color: nonEmptyStr }, { id, slug: str }) }));
  const taken = new Set(labels(schema).all().map((l) => l.slug));
  return labels(schema).create({ id: newId(), title: label.title, slug: uniqueSlug(label.title, taken), color: label.color });
};

/** A new title recomputes the slug, without the uniqueness check (SPEC §5). */
const updateLabel: Handler = ({ schema, req }) => {
  const { id: labelId, label } = req.json(object({ id, label: partial({ id, title: labelTitle, color: nonEmptyStr, slug: str }) }));
  const existing = labels(schema).get(labelId, 'Label');
  if (label.id !== undefined && label.id !== existing.id) throw badRequest('body.label.id cannot change');
  const changes: Partial<MailLabel> = {};
  if (label.title !== undefined) Object.assign(changes, { title: label.title, slug: slugify(label.title) });
  if (label.color !== undefined) changes.color = label.color;
  return labels(schema).update(existing.id, changes);
};

/** The declared hasMany removes the label from every mail. */
const deleteLabel: Handler = ({ schema, req }) => {
  const labelId = req.param('id');
  return labelId ? labels(schema).destroy(labelId) : false;
};

const booleanFilters = ['starred', 'important', 'unread'] as const;

const getMails: Handler = ({ schema, req }) => {
  const folderSlug = req.param('folder');
  const filter = req.param('filter');
  const labelSlug = req.param('label');
  const page = req.queryInt('page', 1, 1);
  const flag = filter === undefined ? undefined : literal(...booleanFilters)(filter, 'query.filter');
  let list = mails(schema).all();
  if (folderSlug !== undefined) {
    const folder = folders(schema).where((f) => f.slug === folderSlug)[0];
    list = folder ? list.filter((m) => m.folderId === folder.id) : [];
  }
  if (flag !== undefined) list = list.filter((m) => m[flag]);
  if (labelSlug !== undefined) {
    const label = labels(schema).where((l) => l.slug === labelSlug)[0];
    list = label ? list.filter((m) => m.labelIds.includes(label.id)) : [];
  }
  const sorted = list
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
    .map((row) => ({ ...toMail(schema, row), ccCount: row.cc?.length ?? 0, bccCount: row.bcc?.length ?? 0 }));
  const { items, pagination } = paginateMails(sorted, page, MAILS_PER_PAGE);
  return { mails: items, pagination };
};

const getMail: Handler = ({ schema, req }) => {
  const row = mails(schema).find(req.param('id'));
  return row ? toMail(schema, row) : null;
};

const updateMail: Handler = ({ schema, req }) => {
  const check = object({
    id,
    mail: partial({
      id,
      starred: bool,
      important: bool,
      unread: bool,
      folder: knownId((f) => folders(schema).has(f), 'folder'),
      labels: arrayOf((v, p) => knownId((l) => labels(schema).has(l), 'label')(idOrObject(v, p), p)),
    }),
  });
  const { id: mailId, mail } = req.json(check);
  const existing = mails(schema).get(mailId, 'Mail');
  if (mail.id !== undefined && mail.id !== existing.id) throw badRequest('body.mail.id cannot change');
  const { id: _id, folder, labels: labelIds, ...flags } = mail;
  const changes: Partial<MailRow> = { ...flags };
  if (folder !== undefined) changes.folderId = folder;
  if (labelIds !== undefined) changes.labelIds = [...new Set(labelIds)];
  return toMail(schema, mails(schema).update(existing.id, changes));
};

export const handlers = {
  getSettings,
  updateSettings,
  getFolders,
  getFilters: ({ schema }) => filters(schema).all(),
  getLabels: ({ schema }) => labels(schema).all(),
  createLabel,
  updateLabel,
  deleteLabel,
  getMails,
  getMail,
  updateMail,
} satisfies Record<string, Handler>;
