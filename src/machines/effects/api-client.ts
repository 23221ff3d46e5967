/**
 * The only fetch wrapper of the app (STYLE §4, SECURITY-TESTS "One request layer").
 *
 * - Bearer, X-Subdomain and X-User-Timezone go only to the seven services and the common API
 *   (exact origin plus path prefix on a segment boundary), never to the IdP, config.json, i18n files
 *   or any other origin (A16, T4, B5).
 * - Every non-2xx answer, network failure, timeout, abort or malformed body rejects with an `ApiError` (B1).
 * - GET only is retried on network errors, 5xx and 429 (at most 3 times, backoff plus jitter, Retry-After) (N1).
 * - Mutations carry an Idempotency-Key and are never retried automatically, except once after a 401
 *   and a token renewal (N2).
 * - 404/403/401/offline follow SPEC §8 and are announced on the `api-events` channel (N5, P4).
 *
 * No React and no XState here: machines wrap `apiRequest` in `fromPromise` actors.
 */
import { demoApiBases } from '../../config/demo-api-bases';
import { defaultQuickChatApi, demoAreasOn, type RuntimeConfig } from '../../config/runtime-config';
import { parseTenantHost } from '../../config/tenant-host';
import { ApiError, codeForStatus, type ApiErrorInit, type ApiMethod, type ApiProblem } from './api-error';
import { takePendingApiSetup } from './api-client-lazy';
import { emitApiEvent, tenantStateOf } from './api-events';
import { announceRequest } from './track-requests';
import { userTimeZone } from './timezone';

export type { ApiMethod } from './api-error';

export interface ApiClientSetup {
  config: RuntimeConfig;
  /** `location.host`: the tenant slug for X-Subdomain comes from it (validated by `parseTenantHost`). */
  host: string;
  /** `location.origin`: relative request URLs and relative base URLs resolve against it. */
  origin: string;
  /** The current access token, or null when signed out. Read before every attempt. */
  getAccessToken: () => Promise<string | null>;
  /** Renews the token (silent renew); null or a rejection means it failed. Called at most once at a time. */
  renewAccessToken: () => Promise<string | null>;
  /** @default globalThis.fetch, looked up per request (so Mirage's replacement is used) */
  fetch?: typeof fetch;
  /** Waits between retries. @default setTimeout, cancelled by `signal` */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Jitter source in [0, 1). @default Math.random */
  random?: () => number;
  /** Client timeout of one attempt, body included. @default 30000 */
  timeoutMs?: number;
  /** Clock for HTTP-date Retry-After values. @default Date.now */
  now?: () => number;
  /**
   * While the layer counts as offline, waits before the next reachability check (N5).
   * @default {@link waitToProbe}: a timer, cut short by the browser's `online` event
   */
  waitToProbe?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export type QueryValue = string | number | boolean | undefined;

export interface ApiRequest<T> {
  method: ApiMethod;
  /** Absolute, or relative to `origin` (e.g. `${config.commonApi}/navigation`). Build dynamic parts with `pathSegment`. */
  url: string;
  /** Appended as `encodeURIComponent(key)=encodeURIComponent(value)`; undefined values are skipped. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON. Not allowed on GET. */
  body?: unknown;
  signal?: AbortSignal;
  /** Validates the decoded JSON (throw to reject it as `malformed`). With `expect: 'empty'` it receives undefined. */
  parse: (raw: unknown) => T;
  /** `json` (default): 2xx with a JSON content type and body. `empty`: any 2xx, body ignored. */
  expect?: 'json' | 'empty';
  /** Reuse a key for a manual retry of the same mutation (N2). @default a fresh crypto.randomUUID() per call */
  idempotencyKey?: string;
  /** Sent as `If-Match: "<version>"` (optimistic concurrency of an update, DOMAIN.md). */
  ifMatch?: number;
  /**
   * Emit `api.notFound` / `api.unauthorized` for this request.
   * @default true for backend URLs (services and common API), false otherwise (i18n, config.json, IdP),
   * whose callers handle their own failures.
   */
  appEvents?: boolean;
}

export const MAX_GET_RETRIES = 3;
export const BACKOFF_BASE_MS = 300;
export const RETRY_AFTER_CAP_MS = 10_000;
export const DEFAULT_TIMEOUT_MS = 30_000;
/** While offline, the first reachability check comes after this long, then each after twice the last, up to the cap. */
export const PROBE_FIRST_MS = 2_000;
export const PROBE_CAP_MS = 30_000;
/** At most this much of an unexpected body is logged; it is never put on the error. */
export const BODY_LOG_LIMIT = 200;
/** Server-provided error strings are cut to this length. */
const FIELD_LIMIT = 1000;

interface BasePrefix {
  origin: string;
  /** Path without a trailing slash ('' for the origin root). */
  path: string;
}

interface Client {
  readonly setup: ApiClientSetup;
  readonly origin: string;
  readonly bases: readonly BasePrefix[];
  readonly subdomain: string | undefined;
  readonly timeoutMs: number;
  /** Aborted by `resetApiClient`: every request of the session stops. */
  readonly session: AbortController;
  renewal: Promise<string | null> | null;
  offline: boolean;
}

let client: Client | null = null;

/** Installs the client for a session. A previous client is reset first (its requests are aborted). */
export function configureApiClient(setup: ApiClientSetup): void {
  resetApiClient();
  const origin = new URL(setup.origin).origin;
  const tenant = parseTenantHost(setup.host, setup.config.tenantBaseDomain);
  client = {
    setup,
    origin,
    bases: backendBases(setup.config, origin),
    subdomain: tenant.kind === 'tenant' ? tenant.slug : undefined,
    timeoutMs: setup.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    session: new AbortController(),
    renewal: null,
    offline: false,
  };
}

/** Forgets the configuration (sign-out, tests) and aborts every request still running. */
export function resetApiClient(): void {
  takePendingApiSetup();
  const previous = client;
  client = null;
  previous?.session.abort();
}

/** The connectivity the request layer last observed (for a listener that starts after `api.offline`). */
export function apiConnectivity(): 'online' | 'offline' {
  return client?.offline ? 'offline' : 'online';
}

/**
 * Encodes one path segment (`encodeURIComponent`, so `/` becomes `%2F`). Refuses, with a RangeError and
 * before any request is made (B2): empty, `.`, `..`, any value holding a `.`/`..` part between `/` or `\`
 * (also after percent-decoding, for servers that decode `%2F`), and strings that are not well-formed Unicode.
 */
export function pathSegment(value: string | number): string {
  const text = String(value);
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // not percent-encoded: check the text as is
  }
  const dotPart = (candidate: string) => candidate.split(/[\\/]/).some((part) => part === '.' || part === '..');
  if (text === '' || dotPart(text) || dotPart(decoded)) throw new RangeError(`Refused path segment ${JSON.stringify(text)}`);
  try {
    return encodeURIComponent(text);
  } catch {
    throw new RangeError('Refused path segment that is not well-formed Unicode');
  }
}

/**
 * True when `url` (resolved against `origin`) is under `config.commonApi`, `config.quickChatApi` or one of the seven service
 * base URLs: same origin and the base path followed by nothing, `/`, `?` or `#` (never a bare string prefix).
 */
export function isBackendUrl(config: RuntimeConfig, origin: string, url: string): boolean {
  const appOrigin = new URL(origin).origin;
  let resolved: URL;
  try {
    resolved = new URL(url, `${appOrigin}/`);
  } catch {
    return false;
  }
  return matchesBase(backendBases(config, appOrigin), resolved);
}

function backendBases(config: RuntimeConfig, origin: string): BasePrefix[] {
  // Issue 14: while the demo areas are on, their mock endpoints (same origin, signed-in callers only) are backends too.
  const demo = demoAreasOn(config) ? demoApiBases : [];
  return [config.commonApi, config.quickChatApi ?? defaultQuickChatApi, ...Object.values(config.services), ...demo].map((base) => {
    const parsed = new URL(base, `${origin}/`);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new TypeError(`Unsupported API base URL ${base}`);
    return { origin: parsed.origin, path: parsed.pathname.replace(/\/+$/, '') };
  });
}

function matchesBase(bases: readonly BasePrefix[], url: URL): boolean {
  return bases.some(
    (base) => url.origin === base.origin && (url.pathname === base.path || url.pathname.startsWith(`${base.path}/`)),
  );
}

function requireClient(): Client {
  // The setup the start-up gave before this chunk was there (api-client-lazy.ts), or a newer one.
  const pending = takePendingApiSetup();
  if (pending) configureApiClient(pending);
  if (!client) throw new Error('The API client is not configured (configureApiClient)');
  return client;
}

function resolveUrl(c: Client, url: string, query: ApiRequest<unknown>['query']): URL {
  const resolved = new URL(url, `${c.origin}/`);
  if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') {
    throw new TypeError(`Refused request URL with protocol ${resolved.protocol}`);
  }
  if (resolved.username !== '' || resolved.password !== '') throw new TypeError('Refused request URL with credentials');
  resolved.hash = '';
  const pairs = Object.entries(query ?? {})
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  if (pairs.length > 0) {
    const existing = resolved.search.replace(/^\?/, '');
    resolved.search = `?${existing === '' ? '' : `${existing}&`}${pairs.join('&')}`;
  }
  return resolved;
}

/** RFC 6750 b64token: anything else is never put in a header (it could also make fetch throw). */
const bearerToken = /^[A-Za-z0-9\-._~+/]+=*$/;

const isJsonContentType = (value: string | null): boolean => {
  const media = (value ?? '').split(';')[0]!.trim().toLowerCase();
  return media === 'application/json' || /^application\/[a-z0-9.!#$&^_-]+\+json$/.test(media);
};

const snippet = (text: string): string => text.slice(0, BODY_LOG_LIMIT);

type Attempt =
  | { ok: true; response: Response; text: string }
  | { ok: false; failure: 'network' | 'timeout' | 'aborted'; cause: unknown };

const abortedMarker = Symbol('aborted');

/** Resolves like `promise`, or rejects with `abortedMarker` as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => {});
    return Promise.reject(abortedMarker);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortedMarker);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

const defaultSleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });

async function attempt(
  c: Client,
  target: string,
  init: RequestInit,
  scope: AbortSignal,
  readBody: (response: Response) => boolean,
): Promise<Attempt> {
  const controller = new AbortController();
  let timedOut = false;
  const forward = () => controller.abort(scope.reason);
  scope.addEventListener('abort', forward, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The request timed out', 'TimeoutError'));
  }, c.timeoutMs);
  try {
    const doFetch = c.setup.fetch ?? globalThis.fetch;
    const response = await untilAborted(doFetch(target, { ...init, signal: controller.signal }), controller.signal);
    let text = '';
    if (readBody(response)) {
      text = await untilAborted(response.text(), controller.signal);
    } else {
      try {
        void response.body?.cancel().catch(() => {});
      } catch {
        // nothing to release
      }
    }
    return { ok: true, response, text };
  } catch (cause) {
    if (timedOut) return { ok: false, failure: 'timeout', cause };
    if (scope.aborted || cause === abortedMarker) return { ok: false, failure: 'aborted', cause };
    return { ok: false, failure: 'network', cause };
  } finally {
    clearTimeout(timer);
    scope.removeEventListener('abort', forward);
  }
}

function markOffline(c: Client, failed: URL): void {
  if (c.offline) return;
  c.offline = true;
  console.error('No Internet Connection');
  emitApiEvent({ type: 'api.offline' });
  void probeUntilReachable(c, probeUrlFor(c, failed));
}

/**
 * Waits `ms`, or less when the browser says it is online again (or the session ends): the default pause between two
 * reachability checks while offline.
 */
export function waitToProbe(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const target = typeof window === 'undefined' ? undefined : window;
    const done = () => {
      clearTimeout(timer);
      target?.removeEventListener('online', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    target?.addEventListener('online', done);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Where reachability is checked: the base of the backend that failed (the origin's root for any other URL). */
function probeUrlFor(c: Client, failed: URL): string {
  const base = c.bases.find((b) => failed.origin === b.origin && (failed.pathname === b.path || failed.pathname.startsWith(`${b.path}/`)));
  const path = base ? `${base.path}/` : '/';
  return failed.origin === c.origin ? path : `${failed.origin}${path}`;
}

/**
 * N5: while the layer counts as offline, nothing else may ask the network (the queries that failed wait for the
 * connection: `listenForReconnect`), so the layer itself checks now and then whether the backend answers again: a
 * plain GET without credentials or body read, `no-cors` so that another origin's answer counts too. Any answer (even
 * a 404) means reachable: `api.online` goes out once and the paused queries refetch, one wave. Another request that
 * gets an answer first ends the checks the same way.
 */
async function probeUntilReachable(c: Client, url: string): Promise<void> {
  const wait = c.setup.waitToProbe ?? waitToProbe;
  const signal = c.session.signal;
  let pause = PROBE_FIRST_MS;
  while (c.offline && !signal.aborted && client === c) {
    await wait(pause, signal);
    if (!c.offline || signal.aborted || client !== c) return;
    try {
      const doFetch = c.setup.fetch ?? globalThis.fetch;
      const response = await doFetch(url, { method: 'GET', mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal });
      try {
        void response.body?.cancel().catch(() => {});
      } catch {
        // nothing to release
      }
      if (!signal.aborted && client === c) markOnline(c);
      return;
    } catch {
      pause = Math.min(pause * 2, PROBE_CAP_MS);
    }
  }
}

function markOnline(c: Client): void {
  if (!c.offline) return;
  c.offline = false;
  emitApiEvent({ type: 'api.online' });
}

async function safeToken(get: () => Promise<string | null>): Promise<string | null> {
  try {
    const token = await get();
    return typeof token === 'string' && bearerToken.test(token) ? token : null;
  } catch {
    return null;
  }
}

/**
 * The token to retry a 401 with. A renewal is single-flight: concurrent 401s share it, and a 401 for a
 * token that has since been replaced just retries with the current one.
 */
async function tokenAfter401(c: Client, sent: string | null): Promise<string | null> {
  if (!c.renewal) {
    const current = await safeToken(c.setup.getAccessToken);
    if (current !== null && current !== sent) return current;
  }
  if (!c.renewal) {
    const renewal = safeToken(c.setup.renewAccessToken);
    c.renewal = renewal;
    void renewal.finally(() => {
      if (c.renewal === renewal) c.renewal = null;
    });
  }
  return c.renewal;
}

/** Retry-After in delta-seconds or HTTP-date, capped at 10 s. */
function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Math.min(Number(value) * 1000, RETRY_AFTER_CAP_MS);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.min(Math.max(0, date - now), RETRY_AFTER_CAP_MS);
}

type ErrorFields = Pick<ApiErrorInit, 'error' | 'title' | 'detail' | 'type' | 'errorCode' | 'problem'>;

/** At most this many fields and codes of a 422 are kept (a hostile answer cannot blow up the form). */
const PROBLEM_FIELD_LIMIT = 200;
const PROBLEM_CODE_LIMIT = 10;

const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The parts of a problem body the UI acts on, checked: anything of another shape is dropped. */
function problemOf(record: Record<string, unknown>): ApiProblem | undefined {
  const problem: ApiProblem = {};
  if (isPlainRecord(record.errors)) {
    const errors: Record<string, string[]> = {};
    for (const [field, codes] of Object.entries(record.errors).slice(0, PROBLEM_FIELD_LIMIT)) {
      if (field.length > 200 || field === '__proto__') continue;
      const list = (Array.isArray(codes) ? codes : [codes])
        .filter((code): code is string => typeof code === 'string' && code.length <= 100)
        .slice(0, PROBLEM_CODE_LIMIT);
      if (list.length > 0) errors[field] = list;
    }
    problem.errors = errors;
  }
  if (isPlainRecord(record.current)) problem.current = record.current;
  if (Array.isArray(record.allowed)) problem.allowed = record.allowed.filter((e): e is string => typeof e === 'string').slice(0, 50);
  if (typeof record.state === 'string') problem.state = record.state.slice(0, FIELD_LIMIT);
  if (typeof record.reason === 'string' && /^[a-z][a-z0-9-]{0,63}$/.test(record.reason)) problem.reason = record.reason;
  if (isPlainRecord(record.references)) {
    const references: Record<string, number> = {};
    for (const [resource, count] of Object.entries(record.references).slice(0, PROBLEM_FIELD_LIMIT)) {
      if (resource.length <= 100 && resource !== '__proto__' && typeof count === 'number' && Number.isSafeInteger(count) && count >= 0) references[resource] = count;
    }
    problem.references = references;
  }
  return Object.keys(problem).length > 0 ? problem : undefined;
}

function errorFields(response: Response, text: string): ErrorFields {
  const trimmed = text.trim();
  if (!isJsonContentType(response.headers.get('content-type')) && !trimmed.startsWith('{')) return {};
  let body: unknown;
  try {
    body = JSON.parse(trimmed);
  } catch {
    return {};
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const record = body as Record<string, unknown>;
  const text_ = (value: unknown): string | undefined => {
    if (typeof value === 'string') return value.slice(0, FIELD_LIMIT);
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return undefined;
  };
  const fields: ErrorFields = {};
  const error = typeof record.error === 'string' ? text_(record.error) : undefined;
  const title = typeof record.title === 'string' ? text_(record.title) : undefined;
  const detail = typeof record.detail === 'string' ? text_(record.detail) : undefined;
  const type = typeof record.type === 'string' ? text_(record.type) : undefined;
  const errorCode = text_(record.errorCode) ?? text_(record.code);
  if (error !== undefined) fields.error = error;
  if (title !== undefined) fields.title = title;
  if (detail !== undefined) fields.detail = detail;
  if (type !== undefined) fields.type = type;
  if (errorCode !== undefined) fields.errorCode = errorCode;
  const problem = problemOf(record);
  if (problem !== undefined) fields.problem = problem;
  return fields;
}

/**
 * Sends one request and resolves with `parse` of its JSON body, or rejects with an `ApiError`.
 * Throws (without any request) for a GET with a body, a non-http(s) URL or one with credentials.
 */
export async function apiRequest<T>(request: ApiRequest<T>): Promise<T> {
  const c = requireClient();
  const { method } = request;
  if (method === 'GET' && request.body !== undefined) throw new TypeError('A GET request cannot have a body');
  const url = resolveUrl(c, request.url, request.query);
  const href = url.href;
  // Same-origin requests go out as origin-relative paths: the browser resolves them to the same URL, and
  // Mirage/pretender only matches its relative routes against relative request URLs.
  // A path starting with `//` (e.g. from `/.//evil.example/x`) would be read as another host: keep it absolute.
  const target = url.origin === c.origin && !url.pathname.startsWith('//') ? `${url.pathname}${url.search}` : href;
  const path = url.pathname;
  const backend = matchesBase(c.bases, url);
  const appEvents = request.appEvents ?? backend;
  const expect = request.expect ?? 'json';
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const idempotencyKey = method === 'GET' ? undefined : (request.idempotencyKey ?? crypto.randomUUID());
  const sleep = c.setup.sleep ?? defaultSleep;
  const random = c.setup.random ?? Math.random;
  const now = c.setup.now ?? Date.now;

  const fail = (init: Omit<ApiErrorInit, 'method' | 'url'>) => new ApiError({ ...init, method, url: href });
  const aborted = () => fail({ kind: 'aborted', code: 'aborted' });

  // One signal for the caller's abort and the session reset.
  const scope = new AbortController();
  const sources = [request.signal, c.session.signal].filter((s): s is AbortSignal => s !== undefined);
  if (sources.some((s) => s.aborted)) throw aborted();
  const stop = () => scope.abort();
  for (const source of sources) source.addEventListener('abort', stop, { once: true });

  const waitOrAbort = async <V>(promise: Promise<V>): Promise<V> => {
    try {
      return await untilAborted(promise, scope.signal);
    } catch (error) {
      if (error === abortedMarker) throw aborted();
      throw error;
    }
  };

  announceRequest({ phase: 'started', url: href });
  try {
    let retries = 0;
    let renewed = false;
    let nextToken: string | null | undefined;
    for (;;) {
      const token = backend ? (nextToken !== undefined ? nextToken : await waitOrAbort(safeToken(c.setup.getAccessToken))) : null;
      nextToken = undefined;
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;
      if (request.ifMatch !== undefined && Number.isSafeInteger(request.ifMatch)) headers['If-Match'] = `"${request.ifMatch}"`;
      if (backend) {
        if (token !== null) headers.Authorization = `Bearer ${token}`;
        if (c.subdomain !== undefined) headers['X-Subdomain'] = c.subdomain;
        const zone = userTimeZone();
        if (zone !== undefined) headers['X-User-Timezone'] = zone;
      }
      const init: RequestInit = { method, headers };
      if (body !== undefined) init.body = body;

      const result = await attempt(c, target, init, scope.signal, (response) => !(response.ok && expect === 'empty'));

      if (!result.ok) {
        if (result.failure === 'aborted') throw aborted();
        if (result.failure === 'timeout') {
          console.error('API request timed out', { method, url: path, timeoutMs: c.timeoutMs });
          throw fail({ kind: 'timeout', code: 'timeout', cause: result.cause });
        }
        markOffline(c, url);
        if (method === 'GET' && retries < MAX_GET_RETRIES) {
          await waitOrAbort(sleep(BACKOFF_BASE_MS * 2 ** retries + Math.floor(random() * BACKOFF_BASE_MS), scope.signal));
          retries += 1;
          continue;
        }
        throw fail({ kind: 'network', code: 'offline', cause: result.cause });
      }

      markOnline(c);
      const { response, text } = result;
      const { status } = response;

      if (response.ok) {
        if (expect === 'empty') {
          try {
            return request.parse(undefined);
          } catch (cause) {
            console.error('Malformed API response', { method, url: path, status, reason: 'parse', cause });
            throw fail({ kind: 'malformed', code: 'malformed', status, cause });
          }
        }
        const contentType = response.headers.get('content-type');
        const malformed = (reason: string, cause?: unknown): ApiError => {
          console.error('Malformed API response', { method, url: path, status, contentType, reason, body: snippet(text) });
          return fail({ kind: 'malformed', code: 'malformed', status, cause });
        };
        if (status === 204 || status === 205 || text.trim() === '') throw malformed('empty body');
        if (!isJsonContentType(contentType)) throw malformed('not a JSON content type');
        let raw: unknown;
        try {
          raw = JSON.parse(text);
        } catch (cause) {
          throw malformed('invalid JSON', cause);
        }
        try {
          return request.parse(raw);
        } catch (cause) {
          throw malformed('unexpected shape', cause);
        }
      }

      const fields = errorFields(response, text);
      // A write refused because the tenant is archived says so (the form names the reason, not a missing permission).
      const code = status === 403 && fields.type === 'tenant-archived' ? 'archived' : codeForStatus(status);
      const httpError = () => fail({ kind: 'http', code, status, ...fields });
      const log = () =>
        console.error(`API error ${status}`, {
          method,
          url: path,
          errorCode: fields.errorCode,
          title: fields.title,
          detail: fields.detail,
          type: fields.type,
          error: fields.error,
          ...(Object.keys(fields).length === 0 && text !== '' ? { body: snippet(text) } : {}),
        });

      if (status === 401 && backend) {
        if (!renewed) {
          renewed = true;
          log();
          const fresh = await waitOrAbort(tokenAfter401(c, token));
          if (fresh !== null) {
            nextToken = fresh;
            continue;
          }
        }
        if (appEvents) emitApiEvent({ type: 'api.unauthorized' });
        throw httpError();
      }

      if (method === 'GET' && (status >= 500 || status === 429) && retries < MAX_GET_RETRIES) {
        const delay =
          retryAfterMs(response.headers.get('retry-after'), now()) ??
          BACKOFF_BASE_MS * 2 ** retries + Math.floor(random() * BACKOFF_BASE_MS);
        await waitOrAbort(sleep(delay, scope.signal));
        retries += 1;
        continue;
      }

      log();
      // A suspended or archived tenant is not a missing page: the session shows its own page (suspended) or banner
      // (archived) for it, at once (session.machine `session.tenant.refused`).
      const tenantState = status === 403 ? tenantStateOf(fields.type) : null;
      if (appEvents && tenantState !== null) emitApiEvent({ type: 'api.tenantRefused', state: tenantState, url: href });
      else if (appEvents && (status === 404 || status === 403)) emitApiEvent({ type: 'api.notFound', status, url: href });
      throw httpError();
    }
  } finally {
    for (const source of sources) source.removeEventListener('abort', stop);
    announceRequest({ phase: 'finished', url: href });
  }
}
