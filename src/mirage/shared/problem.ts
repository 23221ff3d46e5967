/** RFC 9457 problem answers (`application/problem+json`), as every error of the business services. */
import { Response } from 'miragejs';
import type { FieldErrors, Problem } from '../../domain/resource';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** A problem answer: `{ type, title, status, detail?, ...extra }`. */
export function problemResponse(
  status: number,
  type: string,
  title: string,
  detail?: string,
  headers: Record<string, string> = {},
  extra: Record<string, unknown> = {},
): Response {
  const body: Problem & Record<string, unknown> = { type, title, status, ...(detail !== undefined ? { detail } : {}), ...extra };
  return new Response(status, { ...headers, 'Content-Type': PROBLEM_CONTENT_TYPE }, body);
}

/** A problem a handler throws; the service dispatcher answers it. */
export class ProblemError extends Error {
  override name = 'ProblemError';
  constructor(
    readonly status: number,
    readonly type: string,
    readonly title: string,
    readonly detail?: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail ?? title);
  }

  toResponse(): Response {
    return problemResponse(this.status, this.type, this.title, this.detail, this.headers, this.extra);
  }
}

export const badRequestProblem = (detail: string) => new ProblemError(400, 'bad-request', 'Bad Request', detail);
export const notFoundProblem = (detail: string) => new ProblemError(404, 'not-found', 'Not Found', detail);
export const forbiddenProblem = (detail: string) => new ProblemError(403, 'forbidden', 'Forbidden', detail);
export const validationProblem = (errors: FieldErrors) =>
  new ProblemError(422, 'validation', 'Some fields are not valid', 'See errors: a list of codes per field', { errors });
