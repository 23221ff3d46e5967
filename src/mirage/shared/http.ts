/** Request parsing and answers shared by the mock handlers (demo areas and shell): JSON bodies, query parameters, `{ error }` answers. */
import { Response, type Request } from 'miragejs';
import type { Check } from './validate';

/** A 4xx (or 5xx) answer with `{ error }` as body; thrown by handlers, turned into a Response by the dispatcher. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** A body other than `{ error: message }` (the sign-in answers 404 with `false`). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const notFound = (message: string): HttpError => new HttpError(404, message);

const json = { 'Content-Type': 'application/json' };

/** Every demo answer is a 200 unless stated (SPEC §7), whatever the verb. */
export const ok = (body: unknown): Response => new Response(200, json, body as {});

export const errorResponse = (error: unknown): Response => {
  if (error instanceof HttpError) {
    return new Response(error.status, json, (error.body !== undefined ? error.body : { error: error.message }) as {});
  }
  const message = error instanceof Error ? error.message : String(error);
  return new Response(500, json, { error: `Mock API failure: ${message}` });
};

/** Typed access to a Mirage request: query parameters and a validated body. */
export class Req {
  constructor(readonly raw: Request) {}

  /** A query parameter; `undefined` when absent. Repeating it is a bad request. */
  query(name: string): string | undefined {
    const value = this.raw.queryParams[name];
    if (value === undefined || value === null) return undefined;
    if (Array.isArray(value)) {
      if (value.length > 1) throw badRequest(`Query parameter '${name}' must appear once`);
      return value[0];
    }
    return value;
  }

  /** A query parameter that is absent when empty (a missing id gives an empty result, SPEC §7). */
  param(name: string): string | undefined {
    const value = this.query(name);
    return value === undefined || value.trim() === '' ? undefined : value;
  }

  /** An integer query parameter with a default; a non-integer or one below `min` is a bad request. */
  queryInt(name: string, fallback: number, min: number): number {
    const text = this.query(name);
    if (text === undefined || text === '') return fallback;
    if (!/^-?\d+$/.test(text.trim())) throw badRequest(`Query parameter '${name}' must be an integer, got '${text}'`);
    const value = Number.parseInt(text, 10);
    if (value < min) throw badRequest(`Query parameter '${name}' must be at least ${min}, got ${value}`);
    return value;
  }

  /** The raw body: parsed JSON, or the FormData object for multipart posts. */
  body(): unknown {
    const body: unknown = this.raw.requestBody;
    if (typeof FormData !== 'undefined' && body instanceof FormData) return body;
    if (body === undefined || body === null || body === '') throw badRequest('A JSON body is required');
    if (typeof body !== 'string') throw badRequest('The body must be JSON');
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw badRequest('The body is not valid JSON');
    }
  }

  /** The JSON body checked against `check`; any mismatch is a 400 naming the field. */
  json<T>(check: Check<T>): T {
    return check(this.body(), 'body');
  }
}
