/**
 * The mailbox's addresses (issue 14): /apps/mailbox is the inbox; /apps/mailbox/{folder|filter|label}/{slug} a list,
 * /{page} one of its pages and /{page}/{mailId} a mail opened from it. A reload keeps all of it.
 */
import type { MailSource } from './mailbox-api';

export const mailboxBase = '/apps/mailbox';

export interface MailRoute {
  source: MailSource;
  /** From 1. */
  page: number;
  mailId: string | null;
}

const kinds = ['folder', 'filter', 'label'] as const;
const isKind = (value: string): value is MailSource['kind'] => (kinds as readonly string[]).includes(value);
const slugPattern = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;
const idPattern = /^[A-Za-z0-9_-]{1,100}$/;
export const MAX_PAGE = 10_000;

export const inboxRoute: MailRoute = { source: { kind: 'folder', slug: 'inbox' }, page: 1, mailId: null };

/** The route of a mailbox address, or null when the address is not one (the page shows 404). */
export function parseMailRoute(path: string): MailRoute | null {
  if (path !== mailboxBase && !path.startsWith(`${mailboxBase}/`)) return null;
  const parts = path.slice(mailboxBase.length).split('/').filter(Boolean);
  if (parts.length === 0) return inboxRoute;
  const [kind = '', slug = '', pageText, mailId] = parts;
  if (parts.length < 2 || parts.length > 4 || !isKind(kind) || !slugPattern.test(slug) || slug.length > 100) return null;
  let page = 1;
  if (pageText !== undefined) {
    if (!/^[1-9]\d{0,4}$/.test(pageText)) return null;
    page = Number(pageText);
    if (page > MAX_PAGE) return null;
  }
  if (mailId !== undefined && !idPattern.test(mailId)) return null;
  return { source: { kind, slug }, page, mailId: mailId ?? null };
}

/** A list's address; its first page has no number. */
export const listAddress = (source: MailSource, page = 1): string =>
  `${mailboxBase}/${source.kind}/${source.slug}${page > 1 ? `/${page}` : ''}`;

/** A mail opened from a list page. */
export const mailAddress = (source: MailSource, page: number, mailId: string): string =>
  `${mailboxBase}/${source.kind}/${source.slug}/${page}/${mailId}`;

export const sameSource = (a: MailSource, b: MailSource): boolean => a.kind === b.kind && a.slug === b.slug;
