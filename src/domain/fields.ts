/** Field checks shared by the business rule modules: each adds codes of `resource.ts` under a field path. Pure. */
import { isMinorUnits } from './money';
import type { FieldErrorCode, FieldErrors } from './resource';

export interface ErrorCollector {
  readonly errors: FieldErrors;
  add(path: string, code: FieldErrorCode): void;
  /** Whether any error was added under `path` (the field itself or one of its children). */
  has(path: string): boolean;
}

export function collectErrors(): ErrorCollector {
  const errors: FieldErrors = {};
  return {
    errors,
    add(path, code) {
      const codes = (errors[path] ??= []);
      if (!codes.includes(code)) codes.push(code);
    },
    has: (path) => Object.keys(errors).some((key) => key === path || key.startsWith(`${path}.`)),
  };
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface TextRule {
  /** An empty (or blank) value is `required`. @default true */
  required?: boolean;
  /** @default no limit */
  max?: number;
  /** A non-empty value must match. */
  pattern?: RegExp;
  /** The code when `pattern` fails. @default 'invalid-format' */
  code?: FieldErrorCode;
}

/** A string field: `required` when missing or blank (if required), `invalid-format` for another type, `too-long`. */
export function checkText(c: ErrorCollector, path: string, value: unknown, { required = true, max, pattern, code = 'invalid-format' }: TextRule = {}): void {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    if (required) c.add(path, 'required');
    else if (value !== undefined && value !== null && typeof value !== 'string') c.add(path, 'invalid-format');
    return;
  }
  if (typeof value !== 'string') return c.add(path, 'invalid-format');
  if (max !== undefined && value.length > max) c.add(path, 'too-long');
  if (pattern && !pattern.test(value)) c.add(path, code);
}

/** A whole number in [min, max]: `required`, `not-a-number` for another type, `out-of-range` otherwise. */
export function checkInteger(c: ErrorCollector, path: string, value: unknown, min: number, max: number): void {
  if (value === undefined || value === null) return c.add(path, 'required');
  if (typeof value !== 'number' || !Number.isFinite(value)) return c.add(path, 'not-a-number');
  if (!Number.isInteger(value) || value < min || value > max) c.add(path, 'out-of-range');
}

/** An amount of minor units, at least `min` (0 by default). */
export function checkMinorUnits(c: ErrorCollector, path: string, value: unknown, min = 0): void {
  if (value === undefined || value === null) return c.add(path, 'required');
  if (typeof value !== 'number' || !Number.isFinite(value)) return c.add(path, 'not-a-number');
  if (!isMinorUnits(value, min)) c.add(path, 'out-of-range');
}

/** One of `values`. */
export function checkOneOf(c: ErrorCollector, path: string, value: unknown, values: readonly string[]): void {
  if (value === undefined || value === null || value === '') return c.add(path, 'required');
  if (typeof value !== 'string' || !values.includes(value)) c.add(path, 'invalid-format');
}

export function checkBoolean(c: ErrorCollector, path: string, value: unknown): void {
  if (value === undefined || value === null) return c.add(path, 'required');
  if (typeof value !== 'boolean') c.add(path, 'invalid-format');
}

/** Codes of business lines and warehouses: upper-case letters, digits and hyphens. */
export const codePattern = /^[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?$/;

/** Reasonable, not RFC 5322 complete: one @, no spaces, a dot in the domain. */
export const isEmail = (text: string): boolean => text.length <= 254 && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(text);

/** Digits with optional `+` first, spaces, dots, hyphens and parentheses; 7 to 15 digits (E.164). */
export function isPhone(text: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** Trims every string value of a flat object (nested objects too), leaving other values as they are. */
export function trimStrings<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map((item) => trimStrings(item)) as T;
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimStrings(v)])) as T;
  return value;
}
