/**
 * The one error type of the request layer. Machines put `code` in context and the view translates it;
 * `message` is for developers and logs only, and never contains a response body.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'malformed' | 'aborted';

export type ApiErrorCode =
  | 'notFound'
  | 'forbidden'
  | 'unauthorized'
  | 'server'
  | 'badRequest'
  | 'conflict'
  | 'invalid'
  | 'offline'
  | 'timeout'
  | 'malformed'
  | 'aborted'
  /** 403 `tenant-archived`: the tenant is read-only (a write was refused). */
  | 'archived';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  code: ApiErrorCode;
  method: ApiMethod;
  /** The resolved request URL. */
  url: string;
  status?: number;
  /** The `error` field of a JSON error body (SPEC §7). Plain text: never render it as HTML. */
  error?: string;
  /** Problem-details fields of a JSON error body (RFC 9457). Plain text: never render them as HTML. */
  title?: string;
  detail?: string;
  type?: string;
  /** `errorCode` (or `code`) of a JSON error body. */
  errorCode?: string;
  /**
   * The checked parts of a problem+json body the UI acts on: the field codes of a 422 and the stored record
   * of a 409 conflict. Plain data: never render it as HTML.
   */
  problem?: ApiProblem;
  cause?: unknown;
}

/** What a caller may use of an error body (DOMAIN.md "API conventions"). */
export interface ApiProblem {
  /** 422: field path to its validation codes (strings; the view translates known ones). */
  errors?: Record<string, string[]>;
  /** 409 conflict: the record as stored now. */
  current?: Record<string, unknown>;
  /** 409 illegal-transition: the events the current state accepts. */
  allowed?: string[];
  /** 409 illegal-transition: the document's state. */
  state?: string;
  /** 409 illegal-transition: why a rule refused the event (`insufficient-stock`…), a code the view translates. */
  reason?: string;
  /** 409 referenced: how many records of each resource use the one that was to be deleted. */
  references?: Record<string, number>;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: ApiErrorCode;
  readonly method: ApiMethod;
  readonly url: string;
  readonly status?: number;
  readonly error?: string;
  readonly title?: string;
  readonly detail?: string;
  readonly type?: string;
  readonly errorCode?: string;
  readonly problem?: ApiProblem;

  constructor(init: ApiErrorInit) {
    super(describe(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code;
    this.method = init.method;
    this.url = init.url;
    if (init.status !== undefined) this.status = init.status;
    if (init.error !== undefined) this.error = init.error;
    if (init.title !== undefined) this.title = init.title;
    if (init.detail !== undefined) this.detail = init.detail;
    if (init.type !== undefined) this.type = init.type;
    if (init.errorCode !== undefined) this.errorCode = init.errorCode;
    if (init.problem !== undefined) this.problem = init.problem;
  }
}

function describe(init: ApiErrorInit): string {
  let path = init.url;
  try {
    path = new URL(init.url).pathname;
  } catch {
    // keep the raw value
  }
  const status = init.status === undefined ? '' : ` ${init.status}`;
  return `${init.method} ${path} failed:${status} ${init.code}`;
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** The error code of a non-2xx HTTP status. */
export function codeForStatus(status: number): ApiErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 409) return 'conflict';
  if (status === 422) return 'invalid';
  if (status === 429 || status >= 500) return 'server';
  if (status >= 400) return 'badRequest';
  return 'server';
}
