/**
 * Small validators for the parsers of the shell's answers. Each throws a TypeError naming the bad field
 * (`shortcut.label must be a string`), so a malformed answer is rejected by the request layer as `malformed`.
 */
import type { Fields } from './shape-core';

export { list, record, validItems, type Fields } from './shape-core';

export function text(r: Fields, key: string, name: string): string {
  const value = r[key];
  if (typeof value !== 'string') throw new TypeError(`${name}.${key} must be a string`);
  return value;
}

/** Ids may come as strings or numbers; they are kept as strings. */
export function id(r: Fields, key: string, name: string): string {
  const value = r[key];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || value === '') throw new TypeError(`${name}.${key} must be a non-empty string`);
  return value;
}

export function optionalText(r: Fields, key: string, name: string): string | undefined {
  const value = r[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new TypeError(`${name}.${key} must be a string`);
  return value;
}

export function flag(r: Fields, key: string, name: string): boolean {
  const value = r[key];
  if (typeof value !== 'boolean') throw new TypeError(`${name}.${key} must be a boolean`);
  return value;
}

export function count(r: Fields, key: string, name: string): number {
  const value = r[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new TypeError(`${name}.${key} must be a non-negative integer`);
  }
  return value;
}

/** An ISO date-time string that `Date.parse` understands. */
export function isoTime(r: Fields, key: string, name: string): string {
  const value = text(r, key, name);
  if (Number.isNaN(Date.parse(value))) throw new TypeError(`${name}.${key} must be an ISO date-time`);
  return value;
}

export function optionalIsoTime(r: Fields, key: string, name: string): string | undefined {
  return r[key] === undefined || r[key] === null ? undefined : isoTime(r, key, name);
}

export function bool(raw: unknown, name: string): boolean {
  if (typeof raw !== 'boolean') throw new TypeError(`${name} must be a boolean`);
  return raw;
}

/** One of the listed texts (an enum of the answer). */
export function oneOf<T extends string>(r: Fields, key: string, values: readonly T[], name: string): T {
  const value = r[key];
  if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) throw new TypeError(`${name}.${key} must be one of ${values.join(', ')}`);
  return value as T;
}

/** A reference to another record: a non-empty id, or null. */
export function optionalRef(r: Fields, key: string, name: string): string | null {
  const value = r[key];
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || value === '') throw new TypeError(`${name}.${key} must be an id or null`);
  return value;
}
