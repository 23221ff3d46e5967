/**
 * Strict readers of the notes' answers (issue 14): each takes an unknown value and a path for the message and
 * throws a TypeError naming the path when the value is not what the screen draws. Nothing is fixed up: one wrong
 * field refuses the answer (the screen shows its error state with Retry).
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

export function str(raw: unknown, path: string, max = 500): string {
  if (typeof raw !== 'string' || raw.length > max) fail(path, `text of at most ${max} characters`);
  return raw as string;
}

/** An id: non-empty text without control characters. */
export function id(raw: unknown, path: string): string {
  const text = str(raw, path, 100);
  // eslint-disable-next-line no-control-regex
  if (text === '' || /[\u0000-\u001f]/.test(text)) fail(path, 'an id');
  return text;
}

export function arr<T>(raw: unknown, path: string, item: (value: unknown, path: string) => T, max = 2000): T[] {
  if (!Array.isArray(raw) || raw.length > max) fail(path, `a list of at most ${max} entries`);
  return (raw as unknown[]).map((value, i) => item(value, `${path}[${i}]`));
}

/** An instant as ISO 8601 text. */
export function iso(raw: unknown, path: string): string {
  const text = str(raw, path, 40);
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(text) || Number.isNaN(Date.parse(text))) fail(path, 'an ISO 8601 date');
  return text;
}

export const nullable =
  <T>(read: (raw: unknown, path: string) => T) =>
  (raw: unknown, path: string): T | null =>
    raw === null ? null : read(raw, path);

/** A picture the page may show under its CSP (img-src 'self' data:): an app path or a data: image, else null. */
export function picture(raw: unknown, path: string): string | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const text = str(raw, path, 3_000_000);
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(text)) return text;
  if (/^\/?[A-Za-z0-9][A-Za-z0-9/_.-]*\.(svg|png|jpe?g|gif|webp)$/.test(text) && !text.includes('..')) return text.startsWith('/') ? text : `/${text}`;
  return null;
}
