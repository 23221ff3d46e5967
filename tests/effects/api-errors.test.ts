/** SPEC §8 error catalogue (404, 403, 401, offline) and bad responses (B1), through a recording fake fetch. */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { apiConnectivity, apiRequest, resetApiClient } from '../../src/machines/effects/api-client';
import { ApiError, isApiError } from '../../src/machines/effects/api-error';
import { anything, APP_ORIGIN, empty, json, recordEvents, rejection, setUpClient, text } from './harness';

let consoleError: MockInstance<typeof console.error>;
let events: ReturnType<typeof recordEvents>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  events = recordEvents();
});
afterEach(() => {
  events.stop();
  resetApiClient();
});

const get = (url = '/api/common/user') => apiRequest({ method: 'GET', url, parse: anything });

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejection(promise);
  expect(isApiError(error)).toBe(true);
  return error as ApiError;
}

const problem = {
  type: 'https://errors.example.com/order-not-found',
  title: 'Order not found',
  detail: 'No order 7 in this tenant',
  errorCode: 'ORD-404',
  error: 'not found',
};

describe('SPEC §8: HTTP 404', () => {
  it('logs error code, title, detail and type, then emits api.notFound 404 with the URL', async () => {
    const client = setUpClient(() => json(problem, 404, { 'content-type': 'application/problem+json' }));
    const error = await apiError(get('/api/common/orders/7'));
    expect(error).toMatchObject({ kind: 'http', code: 'notFound', status: 404, ...problem, errorCode: 'ORD-404' });
    expect(client.calls).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(consoleError.mock.calls[0]);
    for (const value of ['ORD-404', 'Order not found', 'No order 7 in this tenant', problem.type]) expect(logged).toContain(value);
    expect(events.events).toEqual([{ type: 'api.notFound', status: 404, url: `${APP_ORIGIN}/api/common/orders/7` }]);
  });

  it('takes the error code from `code` when there is no `errorCode`', async () => {
    setUpClient(() => json({ code: 4041, title: 't' }, 404));
    expect((await apiError(get())).errorCode).toBe('4041');
  });

  it('a plain-text 404 (Mirage NOT FOUND) is a notFound error with no body fields', async () => {
    setUpClient(() => text('NOT FOUND', 404, 'text/plain'));
    const error = await apiError(get());
    expect(error).toMatchObject({ kind: 'http', code: 'notFound', status: 404 });
    expect(error.error).toBeUndefined();
    expect(events.events).toEqual([{ type: 'api.notFound', status: 404, url: `${APP_ORIGIN}/api/common/user` }]);
  });

  it('a 404 of a non-backend file (i18n) does not open the 404 page unless asked', async () => {
    setUpClient(() => text('NOT FOUND', 404, 'text/plain'));
    await apiError(get('/assets/i18n/es-MX.json'));
    expect(events.events).toEqual([]);
    await apiError(apiRequest({ method: 'GET', url: '/api/apps/contacts/contact', appEvents: true, parse: anything }));
    expect(events.events).toEqual([{ type: 'api.notFound', status: 404, url: `${APP_ORIGIN}/api/apps/contacts/contact` }]);
  });

  it('a backend call can opt out of the page (appEvents: false) and still gets the typed error', async () => {
    setUpClient(() => json(problem, 404));
    expect((await apiError(apiRequest({ method: 'GET', url: '/api/common/x', appEvents: false, parse: anything }))).code).toBe('notFound');
    expect(events.events).toEqual([]);
  });
});

describe('SPEC §8 / P4: HTTP 403', () => {
  it('P4 logs once, emits api.notFound 403 (404 page, address unchanged) and never retries', async () => {
    const client = setUpClient(() => json({ title: 'Forbidden', error: 'tenant mismatch' }, 403));
    const error = await apiError(get('/api/banking/accounts'));
    expect(error).toMatchObject({ kind: 'http', code: 'forbidden', status: 403, error: 'tenant mismatch' });
    expect(client.calls).toHaveLength(1);
    expect(client.renewAccessToken).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(events.events).toEqual([{ type: 'api.notFound', status: 403, url: `${APP_ORIGIN}/api/banking/accounts` }]);
  });

  it('P4 a 403 on a mutation emits the same event', async () => {
    setUpClient(() => json({}, 403));
    await apiError(apiRequest({ method: 'DELETE', url: '/api/common/messages', query: { id: 1 }, expect: 'empty', parse: () => 0 }));
    expect(events.events).toEqual([{ type: 'api.notFound', status: 403, url: `${APP_ORIGIN}/api/common/messages?id=1` }]);
  });
});

describe('SPEC §8 / P4: HTTP 401', () => {
  it('P4 logs once, renews once and retries once with the new token', async () => {
    const client = setUpClient((request) =>
      request.headers.authorization === 'Bearer token-2' ? json({ name: 'Ana' }) : json({ error: 'expired' }, 401),
    );
    await expect(get()).resolves.toEqual({ name: 'Ana' });
    expect(client.renewAccessToken).toHaveBeenCalledTimes(1);
    expect(client.calls.map((c) => c.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(events.events).toEqual([]);
  });

  it('P4 a second 401 emits api.unauthorized and throws; no third request, no second renewal', async () => {
    const client = setUpClient(() => json({ error: 'Invalid token' }, 401));
    const error = await apiError(get());
    expect(error).toMatchObject({ kind: 'http', code: 'unauthorized', status: 401, error: 'Invalid token' });
    expect(client.calls).toHaveLength(2);
    expect(client.renewAccessToken).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(events.events).toEqual([{ type: 'api.unauthorized' }]);
  });

  it.each([
    ['returns null', async () => null],
    ['rejects', async () => Promise.reject(new Error('invalid_grant'))],
  ])('P4 a renewal that %s: no retry, api.unauthorized, typed error', async (_, renew) => {
    const client = setUpClient(() => json({}, 401), { renewAccessToken: vi.fn(renew) });
    expect((await apiError(get())).code).toBe('unauthorized');
    expect(client.calls).toHaveLength(1);
    expect(events.events).toEqual([{ type: 'api.unauthorized' }]);
  });

  it('A10-style: two concurrent 401s share one renewal and each retries once with the new token', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const client = setUpClient(
      (request) => (request.headers.authorization === 'Bearer token-2' ? json({ url: request.url }) : json({}, 401)),
      {},
    );
    client.renewAccessToken.mockImplementation(async () => {
      await gate;
      client.token.value = 'token-2';
      return 'token-2';
    });
    const both = Promise.all([get('/api/common/user'), get('/api/banking/accounts')]);
    await vi.waitFor(() => expect(client.calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    await expect(both).resolves.toHaveLength(2);
    expect(client.renewAccessToken).toHaveBeenCalledTimes(1);
    expect(client.calls.map((c) => c.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-2',
      'Bearer token-2',
    ]);
  });

  it('a late 401 for a token already replaced retries with the current token without renewing again', async () => {
    let answerFirst!: (reply: Response) => void;
    const client = setUpClient((request, index) => {
      if (index === 0) return new Promise<Response>((resolve) => (answerFirst = resolve));
      return request.headers.authorization === 'Bearer token-2' ? json({ ok: index }) : json({}, 401);
    });
    const slow = get('/api/common/slow');
    await vi.waitFor(() => expect(client.calls).toHaveLength(1));
    await expect(get('/api/common/fast')).resolves.toEqual({ ok: 2 });
    answerFirst(json({}, 401));
    await expect(slow).resolves.toEqual({ ok: 3 });
    expect(client.renewAccessToken).toHaveBeenCalledTimes(1);
  });

  it('a POST is retried once after a 401 with the same Idempotency-Key', async () => {
    const client = setUpClient((request) => (request.headers.authorization === 'Bearer token-2' ? json({ id: 1 }, 201) : json({}, 401)));
    await apiRequest({ method: 'POST', url: '/api/common/messages', body: { message: 'hi' }, parse: anything });
    expect(client.calls).toHaveLength(2);
    expect(client.calls[0]!.headers['idempotency-key']).toBe(client.calls[1]!.headers['idempotency-key']);
    expect(client.calls[1]!.body).toBe('{"message":"hi"}');
  });

  it('a 401 from a non-backend URL (no token was sent) does not renew', async () => {
    const client = setUpClient(() => json({}, 401));
    expect((await apiError(get('https://cdn.example.com/x.json'))).code).toBe('unauthorized');
    expect(client.renewAccessToken).not.toHaveBeenCalled();
    expect(events.events).toEqual([]);
  });
});

describe('SPEC §8 / N5: offline', () => {
  it("N5 logs 'No Internet Connection' once for several failing requests, emits offline once, then online once", async () => {
    let online = false;
    const client = setUpClient(() => (online ? json({ ok: true }) : 'network'));
    const failures = await Promise.all([get('/api/common/a'), get('/api/common/b'), get('/assets/i18n/en.json')].map(apiError));
    for (const error of failures) expect(error).toMatchObject({ kind: 'network', code: 'offline' });
    expect(client.calls).toHaveLength(12);
    const offlineLogs = consoleError.mock.calls.filter((call) => call[0] === 'No Internet Connection');
    expect(offlineLogs).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(events.events).toEqual([{ type: 'api.offline' }]);
    expect(apiConnectivity()).toBe('offline');

    online = true;
    await get('/api/common/a');
    await get('/api/common/b');
    expect(events.events).toEqual([{ type: 'api.offline' }, { type: 'api.online' }]);
    expect(apiConnectivity()).toBe('online');

    online = false;
    await apiError(get());
    expect(consoleError.mock.calls.filter((call) => call[0] === 'No Internet Connection')).toHaveLength(2);
    expect(events.events).toEqual([{ type: 'api.offline' }, { type: 'api.online' }, { type: 'api.offline' }]);
  });

  it('N5 any HTTP response, even an error, means online again', async () => {
    let reply: 'network' | Response = 'network';
    setUpClient(() => reply);
    await apiError(apiRequest({ method: 'POST', url: '/api/common/messages', body: {}, parse: anything }));
    reply = json({}, 500);
    await apiError(apiRequest({ method: 'POST', url: '/api/common/messages', body: {}, parse: anything }));
    expect(events.events.map((e) => e.type)).toEqual(['api.offline', 'api.online']);
  });

  it('N5 a GET that recovers during its retries still reports both transitions', async () => {
    const client = setUpClient((_, index) => (index < 2 ? 'network' : json({ ok: true })));
    await expect(get()).resolves.toEqual({ ok: true });
    expect(client.calls).toHaveLength(3);
    expect(events.events.map((e) => e.type)).toEqual(['api.offline', 'api.online']);
  });

  it('resetting the client (sign-out) forgets the offline state', async () => {
    setUpClient(() => 'network');
    await apiError(get());
    resetApiClient();
    expect(apiConnectivity()).toBe('online');
  });
});

describe('B1: bad responses become typed errors and their body is never exposed', () => {
  const loginPage = `<!doctype html><html><head><title>Proxy login</title></head><body><form action="/login"><input name="password"></form><script>alert(1)</script>${'x'.repeat(500)}</body></html>`;

  const notExposed = (error: ApiError) => {
    const exposed = JSON.stringify({ ...error, message: error.message });
    expect(exposed).not.toMatch(/<html|<script|<form|Proxy login/i);
    expect(error.message).not.toMatch(/</);
  };

  const bodyLog = () => {
    const call = consoleError.mock.calls.find((c) => c[0] === 'Malformed API response');
    expect(call).toBeDefined();
    return (call![1] as { body: string }).body;
  };

  it.each([
    ['malformed JSON', () => new Response('{"a": 1,', { status: 200, headers: { 'content-type': 'application/json' } })],
    ['200 with an HTML proxy login page', () => text(loginPage, 200)],
    ['an empty 204 where JSON is expected', () => empty(204)],
    ['a 200 with an empty JSON body', () => new Response('', { status: 200, headers: { 'content-type': 'application/json' } })],
    ['JSON with the wrong Content-Type', () => text('{"name":"Ana"}', 200, 'text/plain')],
    ['JSON with no Content-Type', () => new Response(new Blob(['{"name":"Ana"}']), { status: 200 })],
    ['JSON-looking HTML content type', () => text('{"a":1}', 200, 'text/html')],
  ])('B1 %s → malformed, logged with at most 200 chars of body', async (_, reply) => {
    setUpClient(() => reply());
    const error = await apiError(get());
    expect(error).toMatchObject({ kind: 'malformed', code: 'malformed', status: expect.any(Number) });
    notExposed(error);
    expect(bodyLog().length).toBeLessThanOrEqual(200);
    expect(events.events).toEqual([]);
  });

  it('B1 a 204 where JSON is expected is logged as an empty body', async () => {
    setUpClient(() => empty(204));
    await apiError(get());
    const call = consoleError.mock.calls.find((c) => c[0] === 'Malformed API response');
    expect(call?.[1]).toMatchObject({ status: 204, reason: 'empty body' });
  });

  it('B1 the logged snippet of a long HTML page is cut at 200 characters', async () => {
    setUpClient(() => text(loginPage, 200));
    await apiError(get());
    expect(bodyLog()).toBe(loginPage.slice(0, 200));
  });

  it('B1 a 502 HTML page is a server error with no body on the error; the GET is retried first', async () => {
    const client = setUpClient(() => text(`<html><body><h1>502 Bad Gateway</h1>${loginPage}</body></html>`, 502));
    const error = await apiError(get());
    expect(error).toMatchObject({ kind: 'http', code: 'server', status: 502 });
    notExposed(error);
    expect(client.calls).toHaveLength(4);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(consoleError.mock.calls[0]).length).toBeLessThan(600);
  });

  it('B1 a parser that rejects the shape turns a 200 into malformed', async () => {
    setUpClient(() => json({ name: 42 }));
    const parse = (raw: unknown) => {
      const name = (raw as { name?: unknown }).name;
      if (typeof name !== 'string') throw new TypeError('name must be a string');
      return name;
    };
    const error = await apiError(apiRequest({ method: 'GET', url: '/api/common/user', parse }));
    expect(error).toMatchObject({ kind: 'malformed', code: 'malformed', status: 200 });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('B1 +json content types are accepted; the parsed value is returned', async () => {
    setUpClient(() => text('{"name":"Ana"}', 200, 'application/vnd.api+json; charset=utf-8'));
    await expect(get()).resolves.toEqual({ name: 'Ana' });
  });

  it("B1 expect: 'empty' accepts a 204 and a 200 with any body, and parse gets undefined", async () => {
    setUpClient((_, index) => (index === 0 ? empty(204) : text('<html>ok</html>', 200)));
    const parse = vi.fn(() => 'done');
    await expect(apiRequest({ method: 'DELETE', url: '/api/common/messages', expect: 'empty', parse })).resolves.toBe('done');
    await expect(apiRequest({ method: 'POST', url: '/api/common/messages/toggle-read-status', body: {}, expect: 'empty', parse })).resolves.toBe('done');
    expect(parse.mock.calls).toEqual([[undefined], [undefined]]);
  });

  it.each([
    [400, 'badRequest'],
    [409, 'conflict'],
    [422, 'invalid'],
    [500, 'server'],
    [503, 'server'],
    [429, 'server'],
  ] as const)('status %i maps to code %s', async (status, code) => {
    setUpClient(() => json({ error: 'x' }, status));
    const error = await apiError(apiRequest({ method: 'POST', url: '/api/common/messages', body: {}, parse: anything }));
    expect(error).toMatchObject({ kind: 'http', code, status, error: 'x' });
    expect(events.events).toEqual([]);
  });

  it('server error strings are kept as plain text and cut at 1000 characters', async () => {
    setUpClient(() => json({ error: `<img src=x onerror=alert(1)>${'y'.repeat(2000)}`, title: ['not', 'a string'] }, 400));
    const error = await apiError(apiRequest({ method: 'POST', url: '/api/common/messages', body: {}, parse: anything }));
    expect(error.error).toHaveLength(1000);
    expect(error.title).toBeUndefined();
  });
});

it('a listener that throws does not break the request or the other listeners', async () => {
  const { subscribeToApiEvents } = await import('../../src/machines/effects/api-events');
  const stop = subscribeToApiEvents(() => {
    throw new Error('listener bug');
  });
  setUpClient(() => json({}, 404));
  expect((await apiError(get())).code).toBe('notFound');
  expect(events.events).toHaveLength(1);
  stop();
});
