/** Shared fixtures of the request-layer tests: a recording fake fetch and a configured client. */
import { vi } from 'vitest';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import { configureApiClient, type ApiClientSetup } from '../../src/machines/effects/api-client';
import { subscribeToApiEvents, type ApiEvent } from '../../src/machines/effects/api-events';

export const APP_ORIGIN = 'https://acme.backoffice.example.com';
export const APP_HOST = 'acme.backoffice.example.com';
export const IDP = 'https://idp.example.com/realms/backoffice';

/** Services on their own origin root, under a path of another origin, and relative to the app. */
export const config: RuntimeConfig = {
  authority: IDP,
  clientId: 'backoffice-spa',
  scope: 'openid profile offline_access',
  mockApi: false,
  services: {
    catalogs: 'https://catalogs.api.example.com',
    ordering: 'https://api.example.com/ordering',
    inventory: 'https://api.example.com/inventory/v1',
    distribution: '/api/distribution',
    banking: '/api/banking',
    serviceContracts: '/api/service-contracts',
    tenantManagement: '/api/tenant-management',
  },
  commonApi: '/api/common',
  quickChatApi: 'https://chat.api.example.com/v1',
  tenantBaseDomain: 'backoffice.example.com',
};

export interface Recorded {
  /** The request URL resolved against APP_ORIGIN. */
  url: string;
  /** The URL exactly as passed to fetch (same-origin requests are origin-relative paths). */
  raw: string;
  method: string;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal | undefined;
}

/** What the fake server does with a request: answer, fail like a dropped network, or never answer. */
export type Reply = Response | 'network' | 'hang' | 'hang-ignoring-abort';
export type Responder = (request: Recorded, index: number) => Reply | Promise<Reply>;

export function fakeFetch(responder: Responder) {
  const calls: Recorded[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key.toLowerCase()] = value;
    });
    const recorded: Recorded = {
      url: new URL(String(input), APP_ORIGIN).href,
      raw: String(input),
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? init.body : undefined,
      signal: init.signal ?? undefined,
    };
    calls.push(recorded);
    // A runaway retry loop fails the test instead of hanging the worker.
    if (calls.length > 5000) throw new Error('runaway request loop');
    const signal = init.signal ?? undefined;
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const reply = await responder(recorded, calls.length - 1);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    if (reply === 'hang-ignoring-abort') return new Promise<Response>(() => {});
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
      });
    }
    return reply;
  };
  return { calls, fetch: fetchImpl as typeof fetch };
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });

export const text = (body: string, status: number, contentType = 'text/html; charset=utf-8', headers: Record<string, string> = {}): Response =>
  new Response(body, { status, headers: { 'content-type': contentType, ...headers } });

export const empty = (status = 204, headers: Record<string, string> = {}): Response => new Response(null, { status, headers });

export const anything = (raw: unknown): unknown => raw;

/** Configures the client with a fake fetch, an instant recorded sleep and zero jitter. */
export function setUpClient(responder: Responder, overrides: Partial<ApiClientSetup> = {}) {
  const fake = fakeFetch(responder);
  const sleeps: number[] = [];
  const token = { value: 'token-1' as string | null };
  const getAccessToken = vi.fn(async () => token.value);
  const renewAccessToken = vi.fn(async (): Promise<string | null> => {
    token.value = 'token-2';
    return token.value;
  });
  const setup: ApiClientSetup = {
    config,
    host: APP_HOST,
    origin: APP_ORIGIN,
    getAccessToken,
    renewAccessToken,
    fetch: fake.fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0,
    ...overrides,
  };
  configureApiClient(setup);
  return { calls: fake.calls, sleeps, token, getAccessToken, renewAccessToken, setup };
}

/** Records every API event until the returned `stop` is called. */
export function recordEvents() {
  const events: ApiEvent[] = [];
  const stop = subscribeToApiEvents((event) => events.push(event));
  return { events, stop };
}

/** Resolves with the rejection of `promise` (fails the test when it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}
