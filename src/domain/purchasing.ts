/**
 * What the three purchasing documents share (issue 10, purchasing): numbering with the company's default prefixes,
 * calendar days, the quantity rule of a requested line. Pure.
 */
import { defaultPrefixes, type DocumentType } from './company';
import { isDecimal } from './decimal';
import type { ErrorCollector } from './fields';

/** `REQ-000001`, `QUO-000001`, `PO-000001`: the type's default prefix and six digits (DOMAIN.md numbering). */
export const formatDocumentNumber = (type: DocumentType, n: number): string => `${defaultPrefixes[type]}-${String(n).padStart(6, '0')}`;

/** The number of `PO-000042` (42), or null for another form. */
export function documentNumberValue(type: DocumentType, number: string): number | null {
  const match = new RegExp(`^${defaultPrefixes[type]}-(\\d{6,})$`).exec(number);
  return match ? Number(match[1]) : null;
}

export const dayPattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A calendar day `YYYY-MM-DD` that exists (2025-02-30 does not). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !dayPattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A day field: `required` when missing, `invalid-format` when not a real day. */
export function checkDay(c: ErrorCollector, path: string, value: unknown, { required = true } = {}): void {
  if (value === undefined || value === null || value === '') {
    if (required) c.add(path, 'required');
    return;
  }
  if (!isDay(value)) c.add(path, 'invalid-format');
}

/** A positive quantity of at most 1,000,000 with up to 4 places. */
export function checkQuantity(c: ErrorCollector, path: string, value: unknown): void {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return c.add(path, 'required');
  if (!isDecimal(value, { min: '0', exclusiveMin: true, max: '1000000' })) c.add(path, 'out-of-range');
}

/** A reference to another record (an id), checked against a lookup when one is given. */
export function checkReference(
  c: ErrorCollector,
  path: string,
  value: unknown,
  lookup?: (id: string) => { active: boolean } | undefined,
  keep?: string | null,
): void {
  if (value === undefined || value === null || value === '') return c.add(path, 'required');
  if (typeof value !== 'string') return c.add(path, 'invalid-format');
  if (!lookup) return;
  const found = lookup(value);
  if (!found) c.add(path, 'unknown-reference');
  else if (!found.active && keep !== value) c.add(path, 'inactive-reference');
}
