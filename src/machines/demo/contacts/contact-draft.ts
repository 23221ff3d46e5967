/**
 * A contact being edited (pure): the draft the form shows, its checks, and the PATCH that changes only what was edited.
 * Notes are HTML in the API and plain text in the form: untouched notes are sent back as they came (their markup
 * kept); edited notes become escaped paragraphs, so what is typed is never read as markup.
 */
import type { Contact, ContactEmail, ContactPhone } from './contacts-api';

export const EMAIL_LABELS = ['Personal', 'Work'] as const;
export const PHONE_LABELS = ['Mobile', 'Work', 'Home'] as const;
export const NAME_MAX = 100;
export const TEXT_MAX = 200;
export const NOTES_MAX = 5000;

export interface ContactDraft {
  name: string;
  emails: ContactEmail[];
  phoneNumbers: ContactPhone[];
  title: string;
  company: string;
  /** yyyy-mm-dd, or '' for none. */
  birthday: string;
  address: string;
  notes: string;
  notesTouched: boolean;
  tags: string[];
}

export type DraftField = 'name' | 'title' | 'company' | 'birthday' | 'address' | 'notes';
export type DraftProblem = 'required' | 'too-long' | 'invalid-email' | 'invalid-phone' | 'invalid-date';
export type DraftProblems = Partial<Record<string, DraftProblem>>;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The text of a notes HTML: paragraphs and line breaks become new lines, tags go, entities are decoded. */
export function htmlToText(html: string | null): string {
  if (!html) return '';
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|li|h[1-6])\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as notes HTML: one escaped paragraph per line; empty text is no notes. */
export function textToHtml(text: string): string | null {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  return lines.length === 0 ? null : lines.map((l) => `<p>${escape(l)}</p>`).join('');
}

export const dateOnly = (iso: string | null): string => (iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : '');

export function draftOf(contact: Contact): ContactDraft {
  return {
    name: contact.name,
    emails: contact.emails.map((e) => ({ ...e })),
    phoneNumbers: contact.phoneNumbers.map((p) => ({ ...p })),
    title: contact.title,
    company: contact.company,
    birthday: dateOnly(contact.birthday),
    address: contact.address ?? '',
    notes: htmlToText(contact.notes),
    notesTouched: false,
    tags: [...contact.tags],
  };
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^\+?[\d\s().-]{3,30}$/;

function isRealDate(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value && value >= '1900-01-01' && value <= today;
}

/** Every problem of a draft, by field (`emails.0`, `phoneNumbers.1` for rows); empty rows are dropped on save, not refused. */
export function checkDraft(draft: ContactDraft, today: string): DraftProblems {
  const problems: DraftProblems = {};
  const name = draft.name.trim();
  if (name === '') problems.name = 'required';
  else if (name.length > NAME_MAX) problems.name = 'too-long';
  for (const key of ['title', 'company', 'address'] as const) if (draft[key].trim().length > TEXT_MAX) problems[key] = 'too-long';
  if (draft.notes.length > NOTES_MAX) problems.notes = 'too-long';
  if (draft.birthday !== '' && !isRealDate(draft.birthday, today)) problems.birthday = 'invalid-date';
  draft.emails.forEach((e, i) => {
    const v = e.email.trim();
    if (v !== '' && (!emailPattern.test(v) || v.length > TEXT_MAX)) problems[`emails.${i}`] = 'invalid-email';
  });
  draft.phoneNumbers.forEach((p, i) => {
    const v = p.phoneNumber.trim();
    if (v !== '' && !phonePattern.test(v)) problems[`phoneNumbers.${i}`] = 'invalid-phone';
  });
  return problems;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields of the contact the draft changes (an empty object when nothing changed). */
export function patchOf(contact: Contact, draft: ContactDraft, knownTags: readonly string[]): Partial<Contact> {
  const patch: Partial<Contact> = {};
  const name = draft.name.trim();
  if (name !== contact.name) patch.name = name;
  const emails = draft.emails.map((e) => ({ email: e.email.trim(), label: e.label })).filter((e) => e.email !== '');
  if (!same(emails, contact.emails)) patch.emails = emails;
  const phones = draft.phoneNumbers.map((p) => ({ country: p.country, phoneNumber: p.phoneNumber.trim(), label: p.label })).filter((p) => p.phoneNumber !== '');
  if (!same(phones, contact.phoneNumbers)) patch.phoneNumbers = phones;
  if (draft.title.trim() !== contact.title) patch.title = draft.title.trim();
  if (draft.company.trim() !== contact.company) patch.company = draft.company.trim();
  if (draft.birthday !== dateOnly(contact.birthday)) patch.birthday = draft.birthday === '' ? null : `${draft.birthday}T12:00:00.000Z`;
  const address = draft.address.trim() === '' ? null : draft.address.trim();
  if (address !== contact.address) patch.address = address;
  if (draft.notesTouched) {
    const notes = textToHtml(draft.notes);
    if (notes !== contact.notes && htmlToText(notes) !== htmlToText(contact.notes)) patch.notes = notes;
  }
  const tags = draft.tags.filter((t) => knownTags.includes(t));
  if (!same(tags, contact.tags)) patch.tags = tags;
  return patch;
}

/** The first letter a contact is grouped under: accents folded, anything not a letter under '#'. */
export function initialOf(name: string): string {
  const first = name.trim().normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toLocaleUpperCase();
  return /\p{L}/u.test(first) ? first : '#';
}

export function groupByInitial<T extends { name: string }>(contacts: readonly T[]): { initial: string; contacts: T[] }[] {
  const groups: { initial: string; contacts: T[] }[] = [];
  for (const c of contacts) {
    const initial = initialOf(c.name);
    const last = groups.at(-1);
    if (last && last.initial === initial) last.contacts.push(c);
    else groups.push({ initial, contacts: [c] });
  }
  return groups;
}

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 1024 * 1024;
export type AvatarProblem = 'type' | 'size' | 'failed' | 'offline' | 'malformed';

/** Why a picked file cannot be a picture (null: it can). */
export function avatarProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}
