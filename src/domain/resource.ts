/**
 * The shapes every business service speaks (DOMAIN.md "API conventions"), shared by the mock services, the
 * UI's request effects and the section kit. Pure types and constants: no Mirage, no React, no XState.
 */

/** Fields every stored record carries (read, create and update answers). */
export interface Audited {
  id: string;
  /** Starts at 1; each update adds 1. Sent back as `If-Match: "<version>"`. */
  version: number;
  /** ISO 8601 instant, UTC with `Z`. */
  createdAt: string;
  /** The `sub` of the user who created it. */
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
}

/** The answer of `GET /{resource}?q=&sort=&page=&pageSize=&{field}=`. */
export interface Page<T> {
  items: T[];
  total: number;
  /** From 1. */
  page: number;
  pageSize: number;
}

export const PAGE_SIZE_MIN = 1;
export const PAGE_SIZE_MAX = 500;

/** The validation codes a 422 carries per field (the UI translates each one). */
export const fieldErrorCodes = [
  'required',
  'too-long',
  'too-short',
  'invalid-format',
  'invalid-email',
  'invalid-phone',
  'invalid-rfc',
  'invalid-tax-id',
  'not-unique',
  'out-of-range',
  'not-a-number',
  'unknown-reference',
  'inactive-reference',
  'self-reference',
  'cycle',
  'invalid-subdomain',
  'reserved',
  'duplicate',
  'invalid-image',
  'image-too-large',
  'invalid-swift',
  'invalid-clabe',
  'invalid-iban',
  'invalid-aba',
  'bank-mismatch',
  'one-primary',
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];

/** Field path (`name`, `address.city`, `components.2.quantity`) to its codes; absent or empty means valid. */
export type FieldErrors = Record<string, FieldErrorCode[]>;

/** RFC 9457 problem details, as every error answer of the services. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  /** 422: field validation. */
  errors?: FieldErrors;
}

/** 409 on a stale `If-Match`: the stored record, so the UI can show what changed. */
export interface ConflictProblem<T> extends Problem {
  type: 'conflict';
  current: T;
}

/** One entry of `GET /{resource}/{id}/history`, newest first. */
export interface HistoryEntry {
  at: string;
  by: string;
  /** The user's name as their token said it when the change was made (an addition to DOMAIN.md's fields). */
  byName?: string;
  event: string;
  from: string | null;
  to: string | null;
  changes: Record<string, { from: unknown; to: unknown }>;
}
