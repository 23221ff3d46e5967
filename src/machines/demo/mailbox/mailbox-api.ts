/**
 * The demo mailbox's requests (SPEC §7 "Mailbox", issue 14) and their strict readers: every answer is checked field by
 * field, so a wrong type, a missing field or an unknown folder makes the request fail as `malformed` (the screen shows
 * its error with Retry) instead of drawing half a mail. Mail content stays HTML for the sanitizing component.
 */
import { apiRequest } from '../../effects/api-client';
import { isSafeImage } from '../../effects/safe-url';
import { notFoundError } from '../../effects/error-code';
import { bool, count, flag, id, isoTime, list, record, text, type Fields } from '../../effects/shape';

export const mailboxApi = '/api/apps/mailbox';

/** SPEC §3: folders, and the counts of §4 added by the folders answer. */
export interface MailFolder {
  id: string;
  title: string;
  slug: string;
  icon: string;
  count: number;
}
export interface MailFilter {
  id: string;
  title: string;
  slug: string;
  icon: string;
}
export interface MailLabel {
  id: string;
  title: string;
  slug: string;
  color: string;
}
/** `right`: the mail opens beside the list; `full`: it takes the list's place. */
export type MessageLayout = 'right' | 'full';
export interface MailSettings {
  messageLayout: MessageLayout;
}
export interface MailAttachment {
  type: string;
  name: string;
  size: number;
}
export interface MailPerson {
  name: string;
  address: string;
}
export interface Mail {
  id: string;
  from: MailPerson;
  /** An image source, or null when missing or unsafe. */
  avatar: string | null;
  to: MailPerson;
  cc: MailPerson[];
  bcc: MailPerson[];
  date: string;
  subject: string;
  /** HTML, untrusted. */
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
export interface MailPagination {
  totalResults: number;
  resultsPerPage: number;
  currentPage: number;
  lastPage: number;
  startIndex: number;
  endIndex: number;
}
/** A page of mails, or the last page's number when the page asked is beyond it. */
export type MailPage = { kind: 'page'; mails: Mail[]; pagination: MailPagination } | { kind: 'beyond'; lastPage: number };

/** The flags and places a mail's PATCH may change. */
export type MailChanges = Partial<Pick<Mail, 'starred' | 'important' | 'unread' | 'folder' | 'labels'>>;

const MAX_TEXT = 200;
const short = (r: Fields, key: string, name: string): string => {
  const value = text(r, key, name);
  if (value.length > MAX_TEXT) throw new TypeError(`${name}.${key} is too long`);
  return value;
};
const nonEmpty = (r: Fields, key: string, name: string): string => {
  const value = short(r, key, name);
  if (value.trim() === '') throw new TypeError(`${name}.${key} must not be empty`);
  return value;
};
/** Slugs are what addresses are made of: lower-case words joined by hyphens. */
const slug = (r: Fields, key: string, name: string): string => {
  const value = short(r, key, name);
  if (!/^[a-z0-9_]+(?:-[a-z0-9_]+)*$/.test(value)) throw new TypeError(`${name}.${key} must be a slug`);
  return value;
};

/** `Name <address>` (or a bare address) as its two parts. */
export function parsePerson(value: string): MailPerson {
  const match = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(value);
  if (match) return { name: match[1] || match[2]!, address: match[2]! };
  return { name: value.trim(), address: value.trim() };
}

const person = (raw: unknown, name: string): MailPerson => {
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > MAX_TEXT) throw new TypeError(`${name} must be a contact`);
  return parsePerson(raw);
};

const people = (raw: unknown, name: string): MailPerson[] => (raw === undefined || raw === null ? [] : list(raw, name).map((p, i) => person(p, `${name}[${i}]`)));

export function parseFolder(raw: unknown, name = 'folder'): MailFolder {
  const r = record(raw, name);
  return { id: id(r, 'id', name), title: nonEmpty(r, 'title', name), slug: slug(r, 'slug', name), icon: short(r, 'icon', name), count: count(r, 'count', name) };
}
export function parseFilter(raw: unknown, name = 'filter'): MailFilter {
  const r = record(raw, name);
  return { id: id(r, 'id', name), title: nonEmpty(r, 'title', name), slug: slug(r, 'slug', name), icon: short(r, 'icon', name) };
}
export function parseLabel(raw: unknown, name = 'label'): MailLabel {
  const r = record(raw, name);
  return { id: id(r, 'id', name), title: nonEmpty(r, 'title', name), slug: slug(r, 'slug', name), color: short(r, 'color', name) };
}
export function parseSettings(raw: unknown): MailSettings {
  const r = record(raw, 'settings');
  const layout = text(r, 'messageLayout', 'settings');
  return { messageLayout: layout === 'full' ? 'full' : 'right' };
}

function parseAttachment(raw: unknown, name: string): MailAttachment {
  const r = record(raw, name);
  return { type: short(r, 'type', name), name: nonEmpty(r, 'name', name), size: count(r, 'size', name) };
}

export function parseMail(raw: unknown, name = 'mail'): Mail {
  const r = record(raw, name);
  const from = record(r.from, `${name}.from`);
  const avatar = from.avatar === null || from.avatar === undefined ? null : text(from, 'avatar', `${name}.from`);
  const labels = list(r.labels, `${name}.labels`).map((l, i) => {
    if (typeof l !== 'string' || l === '') throw new TypeError(`${name}.labels[${i}] must be a label id`);
    return l;
  });
  return {
    id: id(r, 'id', name),
    from: person(from.contact, `${name}.from.contact`),
    avatar: avatar !== null && isSafeImage(avatar) ? avatar : null,
    to: person(r.to, `${name}.to`),
    cc: people(r.cc, `${name}.cc`),
    bcc: people(r.bcc, `${name}.bcc`),
    date: isoTime(r, 'date', name),
    subject: text(r, 'subject', name),
    content: text(r, 'content', name),
    attachments: list(r.attachments, `${name}.attachments`).map((a, i) => parseAttachment(a, `${name}.attachments[${i}]`)),
    starred: flag(r, 'starred', name),
    important: flag(r, 'important', name),
    unread: flag(r, 'unread', name),
    folder: id(r, 'folder', name),
    labels: [...new Set(labels)],
  };
}

export function parseMailPage(raw: unknown): MailPage {
  const r = record(raw, 'mails answer');
  const p = record(r.pagination, 'pagination');
  if (r.mails === null) return { kind: 'beyond', lastPage: Math.max(1, count(p, 'lastPage', 'pagination')) };
  const pagination: MailPagination = {
    totalResults: count(p, 'totalResults', 'pagination'),
    resultsPerPage: count(p, 'resultsPerPage', 'pagination'),
    currentPage: count(p, 'currentPage', 'pagination'),
    lastPage: Math.max(1, count(p, 'lastPage', 'pagination')),
    startIndex: count(p, 'startIndex', 'pagination'),
    endIndex: count(p, 'endIndex', 'pagination'),
  };
  return { kind: 'page', mails: list(r.mails, 'mails').map((m, i) => parseMail(m, `mails[${i}]`)), pagination };
}

const listOf =
  <T>(parse: (raw: unknown, name: string) => T, name: string) =>
  (raw: unknown): T[] =>
    list(raw, name).map((item, i) => parse(item, `${name}[${i}]`));

/** What the list is of: a folder, a filter (starred, important) or a label, by its slug. */
export type MailSource = { kind: 'folder' | 'filter' | 'label'; slug: string };

const get = <T>(path: string, parse: (raw: unknown) => T, signal?: AbortSignal, query?: Record<string, string | number>) =>
  apiRequest({ method: 'GET', url: `${mailboxApi}/${path}`, query, signal, parse });

export const fetchFolders = (signal?: AbortSignal) => get('folders', listOf(parseFolder, 'folders'), signal);
export const fetchFilters = (signal?: AbortSignal) => get('filters', listOf(parseFilter, 'filters'), signal);
export const fetchLabels = (signal?: AbortSignal) => get('labels', listOf(parseLabel, 'labels'), signal);
export const fetchSettings = (signal?: AbortSignal) => get('settings', parseSettings, signal);

export const fetchMails = (source: MailSource, page: number, signal?: AbortSignal) =>
  get('mails', parseMailPage, signal, { [source.kind]: source.slug, page });

/** A mail, or null for an unknown id (the mock answers `null`). */
export const fetchMail = (mailId: string, signal?: AbortSignal) =>
  get('mail', (raw) => (raw === null ? null : parseMail(raw)), signal, { id: mailId });

export const patchMail = (mailId: string, mail: MailChanges, signal?: AbortSignal) =>
  apiRequest({ method: 'PATCH', url: `${mailboxApi}/mail`, body: { id: mailId, mail }, signal, parse: (raw) => parseMail(raw) });

export const patchSettings = (settings: MailSettings, signal?: AbortSignal) =>
  apiRequest({ method: 'PATCH', url: `${mailboxApi}/settings`, body: { settings }, signal, parse: parseSettings });

export const createLabel = (label: { title: string; color: string }, signal?: AbortSignal) =>
  apiRequest({ method: 'POST', url: `${mailboxApi}/label`, body: { label }, signal, parse: (raw) => parseLabel(raw) });

export const updateLabel = (labelId: string, label: { title: string; color: string }, signal?: AbortSignal) =>
  apiRequest({ method: 'PATCH', url: `${mailboxApi}/label`, body: { id: labelId, label }, signal, parse: (raw) => parseLabel(raw) });

/** DELETE answers true; false means nothing was deleted (an unknown id), which fails as `notFound`. */
export const deleteLabel = async (labelId: string, signal?: AbortSignal): Promise<true> => {
  const deleted = await apiRequest({
    method: 'DELETE',
    url: `${mailboxApi}/label`,
    query: { id: labelId },
    signal,
    parse: (raw) => bool(raw, 'the delete answer'),
  });
  if (!deleted) throw notFoundError(`label ${labelId} was not deleted`);
  return true;
};

/** The colours a label can take (the seeded ones and a few more); anything else the mock holds shows as grey. */
export const labelColors = ['blue', 'indigo', 'purple', 'pink', 'red', 'orange', 'amber', 'green', 'teal', 'gray'] as const;
export type LabelColor = (typeof labelColors)[number];
export const isLabelColor = (value: string): value is LabelColor => (labelColors as readonly string[]).includes(value);
