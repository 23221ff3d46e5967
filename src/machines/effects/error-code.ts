import type { ApiErrorCode } from './api-error';

/** What a machine keeps of a failure: the request layer's code, or `unknown`. The view translates it. */
export type ShellErrorCode = ApiErrorCode | 'unknown';

const knownCodes: readonly ShellErrorCode[] = [
  'notFound',
  'forbidden',
  'unauthorized',
  'server',
  'badRequest',
  'conflict',
  'invalid',
  'offline',
  'timeout',
  'malformed',
  'aborted',
  'archived',
];

/** The `code` of an `ApiError` (or of any error carrying a known `code`), else `unknown`. */
export function errorCodeOf(error: unknown): ShellErrorCode {
  const code = (error as { code?: unknown } | null)?.code;
  return knownCodes.includes(code as ShellErrorCode) ? (code as ShellErrorCode) : 'unknown';
}

/** An error for an answer that says "nothing done" (`false` from a DELETE): it reads as `notFound`. */
export function notFoundError(message: string): Error & { code: 'notFound' } {
  return Object.assign(new Error(message), { code: 'notFound' as const });
}
