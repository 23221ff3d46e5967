/**
 * The contacts demo API (SPEC §3 "Contact", "Country", "Contact tag"; §7 "Contacts"): one request per function, every
 * answer read field by field. A contact whose answer does not parse is refused as a whole (`malformed`), never shown
 * half; a picture address that is neither one of the app's own images nor an image data URL is dropped (CSP, X5).
 */
import { apiRequest } from '../../effects/api-client';

const base = '/api/apps/contacts';

export interface ContactEmail {
  email: string;
  label: string;
}
export interface ContactPhone {
  /** ISO code of a country of the countries list. */
  country: string;
  phoneNumber: string;
  label: string;
}
export interface Contact {
  id: string;
  avatar: string | null;
  name: string;
  emails: ContactEmail[];
  phoneNumbers: ContactPhone[];
  title: string;
  company: string;
  /** ISO date-time, or null. */
  birthday: string | null;
  address: string | null;
  /** HTML: shown only through SafeHtml. */
  notes: string | null;
  tags: string[];
}
export interface Country {
  id: string;
  iso: string;
  name: string;
  code: string;
}
export interface Tag {
  id: string;
  title: string;
}

type Fields = Record<string, unknown>;

function obj(raw: unknown, name: string): Fields {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new TypeError(`${name} must be an object`);
  return raw as Fields;
}
function arr(raw: unknown, name: string): unknown[] {
  if (!Array.isArray(raw)) throw new TypeError(`${name} must be a list`);
  return raw;
}
export function str(r: Fields, key: string, name: string, max = 10_000): string {
  const v = r[key];
  if (typeof v !== 'string' || v.length > max) throw new TypeError(`${name}.${key} must be a string`);
  return v;
}
export function nullableStr(r: Fields, key: string, name: string, max = 100_000): string | null {
  return r[key] === null || r[key] === undefined ? null : str(r, key, name, max);
}
export function idOf(r: Fields, key: string, name: string): string {
  const v = str(r, key, name, 200);
  if (v === '') throw new TypeError(`${name}.${key} must not be empty`);
  return v;
}
export function strList(raw: unknown, name: string): string[] {
  return arr(raw, name).map((v, i) => {
    if (typeof v !== 'string' || v === '') throw new TypeError(`${name}[${i}] must be an id`);
    return v;
  });
}

/** The app's own images (same origin) or an uploaded image as a data URL; anything else is no picture. */
export function safePicture(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (/^\/images\/[\w./-]+$/.test(value) && !value.includes('..')) return value;
  if (/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/.test(value)) return value;
  return null;
}

const isoDateTime = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;

export function parseContact(raw: unknown, name = 'contact'): Contact {
  const r = obj(raw, name);
  const birthday = nullableStr(r, 'birthday', name, 40);
  if (birthday !== null && !isoDateTime.test(birthday)) throw new TypeError(`${name}.birthday must be an ISO date`);
  return {
    id: idOf(r, 'id', name),
    avatar: safePicture(r.avatar),
    name: str(r, 'name', name, 500),
    emails: arr(r.emails, `${name}.emails`).map((e, i) => {
      const o = obj(e, `${name}.emails[${i}]`);
      return { email: str(o, 'email', `${name}.emails[${i}]`, 500), label: str(o, 'label', `${name}.emails[${i}]`, 100) };
    }),
    phoneNumbers: arr(r.phoneNumbers, `${name}.phoneNumbers`).map((p, i) => {
      const o = obj(p, `${name}.phoneNumbers[${i}]`);
      const at = `${name}.phoneNumbers[${i}]`;
      return { country: str(o, 'country', at, 10), phoneNumber: str(o, 'phoneNumber', at, 100), label: str(o, 'label', at, 100) };
    }),
    title: str(r, 'title', name, 500),
    company: str(r, 'company', name, 500),
    birthday,
    address: nullableStr(r, 'address', name, 2000),
    notes: nullableStr(r, 'notes', name),
    tags: strList(r.tags, `${name}.tags`),
  };
}

export const parseContacts = (raw: unknown): Contact[] => arr(raw, 'contacts').map((c, i) => parseContact(c, `contacts[${i}]`));

/** `null` (a missing or unknown id, SPEC §7) is a contact that does not exist. */
export const parseContactOrNull = (raw: unknown): Contact | null => (raw === null ? null : parseContact(raw));

export const parseCountries = (raw: unknown): Country[] =>
  arr(raw, 'countries').map((c, i) => {
    const r = obj(c, `countries[${i}]`);
    const at = `countries[${i}]`;
    const iso = str(r, 'iso', at, 3);
    if (!/^[a-z]{2}$/.test(iso)) throw new TypeError(`${at}.iso must be a two-letter code`);
    return { id: idOf(r, 'id', at), iso, name: str(r, 'name', at, 200), code: str(r, 'code', at, 20) };
  });

export function parseTag(raw: unknown, name = 'tag'): Tag {
  const r = obj(raw, name);
  return { id: idOf(r, 'id', name), title: str(r, 'title', name, 200) };
}
export const parseTags = (raw: unknown): Tag[] => arr(raw, 'tags').map((t, i) => parseTag(t, `tags[${i}]`));

const parseTrue = (raw: unknown): true => {
  if (raw !== true) throw new TypeError('the answer must be true');
  return true;
};

/** The flag of a country from its ISO code: two regional-indicator letters (no flag images are bundled). */
export function flagOf(iso: string): string {
  if (!/^[a-z]{2}$/i.test(iso)) return '';
  return String.fromCodePoint(...[...iso.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

export const fetchContacts = (signal?: AbortSignal) => apiRequest({ method: 'GET', url: `${base}/all`, signal, parse: parseContacts });
export const searchContacts = (query: string, signal?: AbortSignal) =>
  apiRequest({ method: 'GET', url: `${base}/search`, query: { query }, signal, parse: parseContacts });
export const fetchContact = (id: string, signal?: AbortSignal) =>
  apiRequest({ method: 'GET', url: `${base}/contact`, query: { id }, signal, parse: parseContactOrNull, appEvents: false });
export const createContact = (signal?: AbortSignal) => apiRequest({ method: 'POST', url: `${base}/contact`, body: {}, signal, parse: (raw) => parseContact(raw) });
export const updateContact = (id: string, contact: Partial<Contact>, signal?: AbortSignal) =>
  apiRequest({ method: 'PATCH', url: `${base}/contact`, body: { id, contact }, signal, parse: (raw) => parseContact(raw) });
export const deleteContact = (id: string, signal?: AbortSignal) =>
  apiRequest({ method: 'DELETE', url: `${base}/contact`, query: { id }, signal, parse: parseTrue });
export const uploadAvatar = (id: string, avatar: string, signal?: AbortSignal) =>
  apiRequest({ method: 'POST', url: `${base}/avatar`, body: { id, avatar }, signal, parse: (raw) => parseContact(raw) });
export const fetchCountries = (signal?: AbortSignal) => apiRequest({ method: 'GET', url: `${base}/countries`, signal, parse: parseCountries });
