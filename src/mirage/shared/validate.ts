/**
 * Payload validation: small typed checkers that throw a 400 naming the offending field.
 * Handlers validate the whole payload (including referenced ids) before changing anything,
 * so a bad payload never leaves a half-applied change.
 */
import { badRequest } from './http';

/** Returns the value typed, or throws a 400 `HttpError` mentioning `path`. */
export type Check<T> = (value: unknown, path: string) => T;
export type Checked<C> = C extends Check<infer T> ? T : never;

const describe = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;

const fail = (path: string, expected: string, value: unknown): never => {
  throw badRequest(`${path} must be ${expected}, got ${describe(value)}`);
};

export const str: Check<string> = (v, p) => (typeof v === 'string' ? v : fail(p, 'a string', v));

export const nonEmptyStr: Check<string> = (v, p) => {
  const s = str(v, p);
  if (s.trim() === '') throw badRequest(`${p} must not be empty`);
  return s;
};

export const num: Check<number> = (v, p) =>
  typeof v === 'number' && Number.isFinite(v) ? v : fail(p, 'a finite number', v);

export const int: Check<number> = (v, p) => (Number.isInteger(v) ? (v as number) : fail(p, 'an integer', v));

export const bool: Check<boolean> = (v, p) => (typeof v === 'boolean' ? v : fail(p, 'a boolean', v));

/** An ISO 8601 date-time string (anything `Date.parse` understands with a year-month-day start). */
export const isoDate: Check<string> = (v, p) => {
  const s = str(v, p);
  if (!/^\d{4}-\d{2}-\d{2}/.test(s) || Number.isNaN(Date.parse(s))) throw badRequest(`${p} must be an ISO date, got '${s}'`);
  return s;
};

export const literal =
  <L extends string>(...values: readonly L[]): Check<L> =>
  (v, p) =>
    typeof v === 'string' && (values as readonly string[]).includes(v)
      ? (v as L)
      : fail(p, `one of ${values.map((x) => `'${x}'`).join(', ')}`, v);

export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (v, p) =>
    v === null ? null : check(v, p);

/** A number, or the empty string a blank product carries. */
export const numOrEmpty: Check<number | ''> = (v, p) => (v === '' ? '' : num(v, p));

export const arrayOf =
  <T>(check: Check<T>): Check<T[]> =>
  (v, p) => {
    if (!Array.isArray(v)) return fail(p, 'an array', v);
    return v.map((item, i) => check(item, `${p}[${i}]`));
  };

export const either =
  <A, B>(a: Check<A>, b: Check<B>, expected: string): Check<A | B> =>
  (v, p) => {
    try {
      return a(v, p);
    } catch {
      try {
        return b(v, p);
      } catch {
        return fail(p, expected, v);
      }
    }
  };

type Shape = Record<string, Check<unknown>>;
type FromShape<S extends Shape> = { [K in keyof S]: Checked<S[K]> };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkKeys(record: Record<string, unknown>, allowed: readonly string[], path: string): void {
  const unknown = Object.keys(record).filter((k) => !allowed.includes(k));
  if (unknown.length > 0) throw badRequest(`${path} has unknown field(s): ${unknown.join(', ')}`);
}

/** An object with exactly these fields (all required) and no others. */
export const object =
  <S extends Shape>(shape: S): Check<FromShape<S>> =>
  (v, p) => {
    if (!isRecord(v)) return fail(p, 'an object', v);
    checkKeys(v, Object.keys(shape), p);
    const out: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      if (!(key in v)) throw badRequest(`${p}.${key} is required`);
      out[key] = check(v[key], `${p}.${key}`);
    }
    return out as FromShape<S>;
  };

/** An object with required fields `shape` and optional fields `optional`; unknown fields are refused. */
export const record =
  <S extends Shape, O extends Shape>(shape: S, optional: O): Check<FromShape<S> & Partial<FromShape<O>>> =>
  (v, p) => {
    if (!isRecord(v)) return fail(p, 'an object', v);
    checkKeys(v, [...Object.keys(shape), ...Object.keys(optional)], p);
    const out: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      if (!(key in v)) throw badRequest(`${p}.${key} is required`);
      out[key] = check(v[key], `${p}.${key}`);
    }
    for (const [key, check] of Object.entries(optional)) {
      if (key in v && v[key] !== undefined) out[key] = check(v[key], `${p}.${key}`);
    }
    return out as FromShape<S> & Partial<FromShape<O>>;
  };

/** A partial object (a PATCH): every present field is checked, unknown fields are refused. */
export const partial = <S extends Shape>(shape: S): Check<Partial<FromShape<S>>> => record({}, shape);

/** A trimmed non-empty id. */
export const id: Check<string> = (v, p) => {
  if (typeof v === 'number' && Number.isInteger(v)) return String(v);
  return nonEmptyStr(v, p);
};

/** An id, or an object carrying one (clients send resolved labels back as objects). */
export const idOrObject: Check<string> = (v, p) => (isRecord(v) && 'id' in v ? id(v.id, `${p}.id`) : id(v, p));

/** An id that `exists` accepts; otherwise a 400 naming the unknown id. */
export const knownId =
  (exists: (value: string) => boolean, what: string): Check<string> =>
  (v, p) => {
    const value = id(v, p);
    if (!exists(value)) throw badRequest(`${p}: unknown ${what} id '${value}'`);
    return value;
  };

/** One of the given numbers (e.g. a priority 0, 1 or 2). */
export const numberIn =
  <N extends number>(...values: readonly N[]): Check<N> =>
  (v, p) =>
    typeof v === 'number' && (values as readonly number[]).includes(v) ? (v as N) : fail(p, `one of ${values.join(', ')}`, v);
