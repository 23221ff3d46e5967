/**
 * The shape shared by the shell's top-bar endpoints (messages, notifications, shortcuts, search, quick chat):
 * one typed record both registers a route and documents it (docs/mock-api.md "Shell API"), every handler
 * runs for an authorized caller, and state is kept per tenant and user.
 */
import { Response, type Server } from 'miragejs';
import type { Caller } from '../auth';
import { badRequest, errorResponse, Req } from '../shared/http';
import type { Method } from '../demo/endpoint';
import type { MirageSchema } from '../shared/store';
import type { Check, Checked } from '../shared/validate';
import type { MockContext } from '../index';
import { persistentMap } from '../persist';

export interface ShellHandlerInput {
  caller: Caller;
  req: Req;
  schema: MirageSchema;
}

export interface ShellEndpoint {
  method: Method;
  /** The full path (the common API's base included). */
  path: string;
  /** Body or query parameters, as documented. */
  payload: string;
  /** The success answer and the notable other statuses, as documented. */
  answer: string;
  /** Status of a success. @default 200 */
  status?: number;
  /** Delay in ms before the answer, scaled by the global delay factor. @default 0 */
  delay?: number;
  /** Returns the success body; throws `HttpError` (shared/http) for a 4xx. */
  handler: (input: ShellHandlerInput) => unknown;
}

/** Options every shell route module takes. */
export interface ShellRouteOptions {
  /** The clock for server-side times (a new message's `time`, a sent chat message's `createdAt`). @default () => new Date() */
  now?: () => Date;
}

const verbs = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'del' } as const satisfies Record<Method, string>;
const json = { 'Content-Type': 'application/json' };

/** Registers the endpoints; a 401/403 from `authorize` is answered before any handler runs. */
export function registerShellEndpoints(server: Server, context: MockContext, endpoints: readonly ShellEndpoint[]): void {
  for (const endpoint of endpoints) {
    server[verbs[endpoint.method]](
      endpoint.path,
      async (schema, request) => {
        const caller = await context.authorize(request);
        if (caller instanceof Response) return caller;
        try {
          const body = await endpoint.handler({ caller, req: new Req(request), schema });
          // Always an explicit Response: Mirage's defaults would answer a DELETE with an empty 204.
          return new Response(endpoint.status ?? 200, json, body as {});
        } catch (error) {
          return errorResponse(error);
        }
      },
      { timing: context.delay(endpoint.delay ?? 0) },
    );
  }
}

/** State kept per tenant and user (`${tenant}:${sub}`). */
export interface CallerStore<T> {
  /** The caller's state (a copy: change it, then `set` it), seeded from `init` on the first access. */
  get(caller: Caller): T;
  set(caller: Caller, value: T): void;
}

/**
 * A caller store over the mock backend's storage (`persist.ts`: kept across reloads in the demo, memory only
 * in tests). A stored value that `valid` refuses (e.g. edited by hand) is replaced by a fresh seed.
 */
export function callerStore<T>(name: string, storage: Storage | null, init: () => T, valid: (value: unknown) => boolean): CallerStore<T> {
  const entries = persistentMap<T>(`shell.${name}`, storage);
  const keyOf = (caller: Caller) => `${caller.tenant}:${caller.sub}`;
  return {
    get: (caller) => {
      const stored = entries.get(keyOf(caller));
      if (stored !== undefined && valid(stored)) return structuredClone(stored);
      const seeded = init();
      entries.set(keyOf(caller), seeded);
      return structuredClone(seeded);
    },
    set: (caller, value) => entries.set(keyOf(caller), structuredClone(value)),
  };
}

type Shape = Record<string, Check<unknown>>;

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The JSON body as an object with exactly the fields of `shape`, each checked with its own name as the path,
 * so that a refusal reads `<field> must ...` (e.g. `shortcut.label must not be empty`).
 */
export function readBody<S extends Shape>(req: Req, shape: S): { [K in keyof S]: Checked<S[K]> } {
  const body = req.body();
  if (!isRecord(body)) throw badRequest('The body must be a JSON object');
  const unknown = Object.keys(body).filter((key) => !Object.hasOwn(shape, key));
  if (unknown.length > 0) throw badRequest(`Unknown body field(s): ${unknown.join(', ')}`);
  const out: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(shape)) {
    if (!(key in body)) throw badRequest(`${key} is required`);
    out[key] = check(body[key], key);
  }
  return out as { [K in keyof S]: Checked<S[K]> };
}

/** Applies a checked patch: a null field removes an optional field, `id` is never changed here. */
export function merge<T extends { id: string }>(item: T, patch: Record<string, unknown>): T {
  const next: Record<string, unknown> = { ...item };
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'id' || value === undefined) continue;
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next as T;
}

/**
 * The DELETE `?id=` endpoint of a per-caller list: `true` when the item went, `false` (200) for a missing or
 * unknown id, which deletes nothing (the template deleted the last item instead).
 */
export function deleteByIdEndpoint<T extends { id: string }>(path: string, store: CallerStore<T[]>): ShellEndpoint {
  return {
    method: 'DELETE',
    path,
    payload: 'query `id`',
    answer: 'true; false (nothing deleted) for a missing or unknown id',
    handler: ({ caller, req }) => {
      const list = store.get(caller);
      const kept = list.filter((item) => item.id !== req.param('id'));
      if (kept.length === list.length) return false;
      store.set(caller, kept);
      return true;
    },
  };
}
