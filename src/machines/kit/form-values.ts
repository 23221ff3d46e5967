/**
 * Pure helpers of the form kit: field paths (`name`, `address.city`, `lines.2.quantity`), deep equality for
 * "dirty", the field-by-field difference shown on a conflict, and how a save failure is read.
 */
import { fieldErrorCodes, type FieldErrorCode, type FieldErrors } from '../../domain/resource';
import { isApiError } from '../effects/api-error';
import { errorCodeOf, type ShellErrorCode } from '../effects/error-code';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** Structural equality of JSON-like values (plain objects, arrays, primitives). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!deepEqual(a[key], b[key])) return false;
    return true;
  }
  return false;
}

/** The value at a dotted path, or undefined. */
export function getPath(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `values` with `value` at the dotted path (objects and arrays along the way are copied, never mutated). */
export function setPath<V>(values: V, path: string, value: unknown): V {
  const [key, ...rest] = path.split('.');
  if (key === undefined) return values;
  const container = (values ?? {}) as Record<string, unknown> | unknown[];
  const next = rest.length === 0 ? value : setPath((container as Record<string, unknown>)[key], rest.join('.'), value);
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[Number(key)] = next;
    return copy as V;
  }
  return { ...container, [key]: next } as V;
}

/** One field that differs between the user's values and the stored record. */
export interface FieldDiff {
  /** The field's path. */
  field: string;
  /** What the user typed. */
  mine: unknown;
  /** What is stored now. */
  theirs: unknown;
}

/** The leaf fields where `mine` and `theirs` differ, in the order of `mine`'s keys (then keys only `theirs` has). */
export function diffValues(mine: unknown, theirs: unknown, prefix = ''): FieldDiff[] {
  if (deepEqual(mine, theirs)) return [];
  const bothObjects = isPlainObject(mine) && isPlainObject(theirs);
  const bothArrays = Array.isArray(mine) && Array.isArray(theirs) && mine.length === theirs.length;
  if (!bothObjects && !bothArrays) return [{ field: prefix, mine, theirs }];
  const keys = bothArrays
    ? (mine as unknown[]).map((_, i) => String(i))
    : [...new Set([...Object.keys(mine as object), ...Object.keys(theirs as object)])];
  return keys.flatMap((key) =>
    diffValues((mine as Record<string, unknown>)[key], (theirs as Record<string, unknown>)[key], prefix === '' ? key : `${prefix}.${key}`),
  );
}

/**
 * A three-way merge after a conflict: starting from `base` (the values the edit began with), the fields only
 * `theirs` changed take theirs, the fields only `mine` changed keep mine, and where both changed, mine wins (the
 * user chose to overwrite). Objects merge field by field; arrays and other values are leaves.
 */
export function mergeValues<V>(base: V, mine: V, theirs: V): V {
  if (deepEqual(mine, base)) return theirs;
  if (deepEqual(theirs, base) || deepEqual(mine, theirs)) return mine;
  if (isPlainObject(base) && isPlainObject(mine) && isPlainObject(theirs)) {
    const keys = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])];
    return Object.fromEntries(
      keys.map((key) => [key, mergeValues((base as Record<string, unknown>)[key], (mine as Record<string, unknown>)[key], (theirs as Record<string, unknown>)[key])]),
    ) as V;
  }
  return mine;
}

/** `errors` without fields whose list is empty. */
export function compactErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, codes]) => codes.length > 0));
}

export const hasErrors = (errors: FieldErrors): boolean => Object.values(errors).some((codes) => codes.length > 0);

/** `errors` without `field` (and without the fields under it: `lines` clears `lines.0.quantity`). */
export function withoutField(errors: FieldErrors, field: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => path !== field && !path.startsWith(`${field}.`)));
}

/** How a failed save is read. */
export type SaveFailure<S> =
  /** 422: the service's codes per field (shown under each field). */
  | { kind: 'invalid'; errors: FieldErrors }
  /** 409 `{ type: 'conflict', current }`: the record as stored now (checked by the section's parser). */
  | { kind: 'conflict'; current: S }
  /** The connection is gone: the save waits for it. */
  | { kind: 'offline' }
  /**
   * Anything else. `uncertain` when the service may have done it (network, timeout, 5xx, an unreadable answer):
   * a retry must then reuse the same Idempotency-Key (SECURITY-TESTS N2).
   */
  | { kind: 'failed'; code: ShellErrorCode; uncertain: boolean };

const uncertainCodes: readonly ShellErrorCode[] = ['server', 'timeout', 'malformed', 'aborted', 'unknown', 'offline'];

/** No definite answer: the service may have done it, so a retry must reuse the key (SECURITY-TESTS N2). */
export const isUncertainFailure = (error: unknown): boolean => uncertainCodes.includes(errorCodeOf(error));

/** Reads the error a save actor rejected with. `parse` checks the stored record of a conflict (it throws when malformed). */
export function readSaveFailure<S>(error: unknown, parse: (raw: unknown) => S): SaveFailure<S> {
  const code = errorCodeOf(error);
  if (code === 'offline') return { kind: 'offline' };
  if (isApiError(error)) {
    const problem = error.problem;
    if (error.status === 422 && problem?.errors && Object.keys(problem.errors).length > 0) {
      const errors = Object.fromEntries(Object.entries(problem.errors).map(([field, codes]) => [field, [...new Set(codes.map(knownCode))]]));
      return { kind: 'invalid', errors: compactErrors(errors) };
    }
    if (error.status === 409 && error.type === 'conflict' && problem?.current !== undefined) {
      try {
        return { kind: 'conflict', current: parse(problem.current) };
      } catch {
        // The stored record is unreadable: an ordinary failure (the user can reload the page).
      }
    }
  }
  return { kind: 'failed', code, uncertain: uncertainCodes.includes(code) };
}

/** A service's code as the kit knows it: one the UI has no text for reads as 'invalid-format'. */
export const knownCode = (code: string): FieldErrorCode =>
  (fieldErrorCodes as readonly string[]).includes(code) ? (code as FieldErrorCode) : 'invalid-format';
