/** Helpers of the demo mock API conformance suite: one Mirage server per test, fetch wrappers. */
import { afterEach, beforeEach, expect } from 'vitest';
import type { Server } from 'miragejs';
import { makeServer, type MakeServerOptions } from '../../src/mirage/index';
import { signAccessToken, testJwks, type TestIdentity } from '../support/access-tokens';

export interface ApiResult<T> {
  status: number;
  body: T;
  text: string;
}

/** Starts a fresh server (test environment, delays 0, this file's test keys) before each test and shuts it down after. */
export function useServer(options?: MakeServerOptions): () => Server {
  let server: Server | undefined;
  beforeEach(() => {
    server = makeServer({ keys: testJwks(), ...options });
  });
  afterEach(() => {
    server?.shutdown();
    server = undefined;
  });
  return () => {
    if (!server) throw new Error('no server');
    return server;
  };
}

/** The signed-in user of the demo-area calls (any signed-in user of the tenant may use the demo areas). */
export const demoCaller: TestIdentity = { sub: 'usr_demo', name: 'Demo User', tenants: ['acme'], permissions: [] };

/** Authorization and X-Subdomain of the demo caller (a fresh signed token). */
export const demoHeaders = async (): Promise<Record<string, string>> => ({
  Authorization: `Bearer ${await signAccessToken(demoCaller)}`,
  'X-Subdomain': 'acme',
});

/** Sends a request through fetch (which Mirage intercepts) as the demo caller and parses a JSON answer. */
export async function api<T = unknown>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  const init: RequestInit = { method };
  const headers: Record<string, string> = await demoHeaders();
  if (body !== undefined) {
    init.body = body instanceof FormData || typeof body === 'string' ? body : JSON.stringify(body);
    if (!(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  }
  init.headers = headers;
  const response = await fetch(path, init);
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // a non-JSON answer (the catch-all's 'NOT FOUND') stays text
  }
  return { status: response.status, body: parsed as T, text };
}

export const get = <T = unknown>(path: string) => api<T>('GET', path);
export const post = <T = unknown>(path: string, body?: unknown) => api<T>('POST', path, body);
export const put = <T = unknown>(path: string, body?: unknown) => api<T>('PUT', path, body);
export const patch = <T = unknown>(path: string, body?: unknown) => api<T>('PATCH', path, body);
export const del = <T = unknown>(path: string) => api<T>('DELETE', path);

/** Asserts a 4xx with an `{ error }` body mentioning `fragment`. */
export async function expectBadRequest(result: Promise<ApiResult<unknown>>, fragment: string | RegExp, status = 400): Promise<void> {
  const { status: actual, body } = await result;
  expect(actual).toBe(status);
  expect(body).toEqual({ error: expect.stringMatching(fragment) });
}
