/**
 * The strict readers every demo area's answers go through (issue 14): each takes an unknown value and a path for the
 * message, and throws a TypeError naming the path when the value is not what the screen draws. A reader never fixes
 * a value up: a wrong type, a missing field, a number that is not finite or a text past its limit refuses the whole
 * answer (the screen shows its error state with Retry).
 */

export type Raw = Record<string, unknown>;

const fail = (path: string, what: string): never => {
  throw new TypeError(`${path} must be ${what}`);
};

export function obj(raw: unknown, path: string): Raw {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail(path, 'an object');
  return raw as Raw;
}

export function num(raw: unknown, path: string): number {
  if (typeof raw !== 'number' || !Number.isFinite(raw)) fail(path, 'a finite number');
  return raw as number;
}

export function bool(raw: unknown, path: string): boolean {
  if (typeof raw !== 'boolean') fail(path, 'true or false');
  return raw as boolean;
}

/** The longest text a dashboard shows from the mock (a title, a label, an activity's HTML). */
export const MAX_TEXT = 2000;

export function str(raw: unknown, path: string, max = 200): string {
  if (typeof raw !== 'string' || raw.length > max) fail(path, `text of at most ${max} characters`);
  return raw as string;
}

export function optStr(raw: unknown, path: string, max = 200): string | undefined {
  return raw === undefined ? undefined : str(raw, path, max);
}

/** An id: non-empty text without control characters. */
export function id(raw: unknown, path: string): string {
  const text = str(raw, path, 100);
  // eslint-disable-next-line no-control-regex
  if (text === '' || /[\u0000-\u001f]/.test(text)) fail(path, 'an id');
  return text;
}

/** The most entries a list or series may hold unless the reader names its own limit. */
export const MAX_ITEMS = 500;

export function arr<T>(raw: unknown, path: string, item: (value: unknown, path: string) => T, max = MAX_ITEMS): T[] {
  if (!Array.isArray(raw) || raw.length > max) fail(path, `a list of at most ${max} entries`);
  return (raw as unknown[]).map((value, i) => item(value, `${path}[${i}]`));
}

export function oneOf<T extends string>(raw: unknown, path: string, values: readonly T[]): T {
  if (typeof raw !== 'string' || !(values as readonly string[]).includes(raw)) fail(path, `one of ${values.join(', ')}`);
  return raw as T;
}

/** An instant or a day as ISO 8601 text (`2024-06-28T12:00:00.000Z`). */
export function isoInstant(raw: unknown, path: string): string {
  const text = str(raw, path, 40);
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(text) || Number.isNaN(Date.parse(text))) fail(path, 'an ISO 8601 date');
  return text;
}

/** The reader that also takes null (and gives null). */
export const nullable =
  <T>(read: (raw: unknown, path: string) => T) =>
  (raw: unknown, path: string): T | null =>
    raw === null ? null : read(raw, path);

/** A record of the given keys, each read by the same reader. */
export function keyed<K extends string, T>(raw: unknown, path: string, keys: readonly K[], item: (value: unknown, path: string) => T): Record<K, T> {
  const o = obj(raw, path);
  return Object.fromEntries(keys.map((k) => [k, item(o[k], `${path}.${k}`)])) as Record<K, T>;
}

/** A record of any keys (coin codes), each read by the same reader; keys are short codes. */
export function dict<T>(raw: unknown, path: string, item: (value: unknown, path: string) => T): Record<string, T> {
  const o = obj(raw, path);
  const entries = Object.entries(o);
  if (entries.length > 50) fail(path, 'at most 50 entries');
  return Object.fromEntries(
    entries.map(([k, v]) => {
      if (!/^[a-z0-9-]{1,12}$/i.test(k)) fail(`${path}.${k}`, 'a short code');
      return [k, item(v, `${path}.${k}`)];
    }),
  );
}

/** An app path the router can open (`/apps/mailbox`): one leading slash, no scheme, no backslash, no control character. */
export function inAppPath(raw: unknown, path: string): string {
  const text = str(raw, path, 300);
  // eslint-disable-next-line no-control-regex
  if (!/^\/(?!\/)[^\\\s\u0000-\u001f]*$/.test(text)) fail(path, 'an app path');
  return text;
}

/** A link to another site: an absolute http or https address. */
export function webAddress(raw: unknown, path: string): string {
  const text = str(raw, path, 500);
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) fail(path, 'an http or https address');
  return text;
}

/** A picture the page must load under its CSP (img-src 'self' data:): an app path or a data: image, else refused. */
export function picture(raw: unknown, path: string): string {
  const text = str(raw, path, 200_000);
  if (/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/.test(text)) return text;
  return inAppPath(text, path);
}

/**
 * A picture the page may show under its CSP when there is one (an avatar, a note's image): an app path (given from
 * the root) or a data: image; nothing, or an address the page may not load, is null (drawn without the picture).
 */
export function optionalPicture(raw: unknown, path: string): string | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const text = str(raw, path, 3_000_000);
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(text)) return text;
  if (/^\/?[A-Za-z0-9][A-Za-z0-9/_.-]*\.(svg|png|jpe?g|gif|webp)$/.test(text) && !text.includes('..')) return text.startsWith('/') ? text : `/${text}`;
  return null;
}
