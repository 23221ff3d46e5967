/** GET-only retries (N1, N2), aborts (N4), client timeouts (N6) and session reset, with a fake fetch. */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { apiRequest, resetApiClient, type ApiMethod } from '../../src/machines/effects/api-client';
import type { ApiError } from '../../src/machines/effects/api-error';
import { anything, empty, json, recordEvents, rejection, setUpClient, text } from './harness';

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

const get = (url = '/api/banking/accounts', signal?: AbortSignal) =>
  apiRequest({ method: 'GET', url, parse: anything, ...(signal ? { signal } : {}) });
const errorOf = async (promise: Promise<unknown>) => (await rejection(promise)) as ApiError;
const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

describe('N1: GET retries on network errors, 5xx and 429 only', () => {
  it('N1 GET 503, 503, 200 → data after two backoffs of 300 and 600 ms (zero jitter)', async () => {
    const client = setUpClient((_, i) => (i < 2 ? json({ error: 'busy' }, 503) : json({ orders: [1] })));
    await expect(get()).resolves.toEqual({ orders: [1] });
    expect(client.calls).toHaveLength(3);
    expect(client.sleeps).toEqual([300, 600]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('N1 at most 3 retries, exponential backoff plus jitter, then the typed error', async () => {
    const client = setUpClient(() => json({}, 500), { random: () => 0.5 });
    expect(await errorOf(get())).toMatchObject({ kind: 'http', code: 'server', status: 500 });
    expect(client.calls).toHaveLength(4);
    expect(client.sleeps).toEqual([450, 750, 1350]);
  });

  it('N1 network errors are retried the same way', async () => {
    const client = setUpClient(() => 'network');
    expect(await errorOf(get())).toMatchObject({ kind: 'network', code: 'offline' });
    expect(client.calls).toHaveLength(4);
    expect(client.sleeps).toEqual([300, 600, 1200]);
  });

  it.each([
    ['2', 2000],
    ['0', 0],
    ['120', 10_000],
  ])('N1 429 with Retry-After %s waits %i ms', async (header, ms) => {
    const client = setUpClient((_, i) => (i === 0 ? json({}, 429, { 'retry-after': header }) : json({ ok: true })));
    await expect(get()).resolves.toEqual({ ok: true });
    expect(client.sleeps).toEqual([ms]);
  });

  it('N1 Retry-After as an HTTP date is honoured against the injected clock', async () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    const client = setUpClient(
      (_, i) => (i === 0 ? json({}, 503, { 'retry-after': 'Wed, 01 Jan 2025 00:00:04 GMT' }) : json({ ok: true })),
      { now: () => now },
    );
    await get();
    expect(client.sleeps).toEqual([4000]);
  });

  it('N1 an unreadable Retry-After falls back to the backoff', async () => {
    const client = setUpClient((_, i) => (i === 0 ? json({}, 503, { 'retry-after': 'soon' }) : json({ ok: true })));
    await get();
    expect(client.sleeps).toEqual([300]);
  });

  it.each([400, 403, 404, 409, 422])('N1 GET %i is never retried', async (status) => {
    const client = setUpClient(() => json({}, status));
    await errorOf(get());
    expect(client.calls).toHaveLength(1);
    expect(client.sleeps).toEqual([]);
  });

  it('N1/P4 GET 401 is not retried beyond the one post-renewal attempt', async () => {
    const client = setUpClient(() => json({}, 401));
    await errorOf(get());
    expect(client.calls).toHaveLength(2);
    expect(client.sleeps).toEqual([]);
  });

  it('N1 a malformed 200 is not retried', async () => {
    const client = setUpClient(() => text('<html></html>', 200));
    expect((await errorOf(get())).code).toBe('malformed');
    expect(client.calls).toHaveLength(1);
  });
});

describe('N2: mutations are never retried automatically', () => {
  const methods: ApiMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];
  it.each(methods.flatMap((m) => [[m, '503'], [m, '429'], [m, 'network']] as const))('N2 %s after %s: one request only', async (method, failure) => {
    const client = setUpClient(() => (failure === 'network' ? 'network' : json({}, Number(failure), { 'retry-after': '1' })));
    const error = await errorOf(apiRequest({ method, url: '/api/banking/accounts', body: { a: 1 }, parse: anything }));
    expect(error.code).toBe(failure === 'network' ? 'offline' : 'server');
    expect(client.calls).toHaveLength(1);
    expect(client.sleeps).toEqual([]);
  });
});

describe('N4: aborts', () => {
  it('N4 aborting a pending GET rejects with kind aborted, aborts the fetch and logs nothing', async () => {
    const client = setUpClient(() => 'hang');
    const controller = new AbortController();
    const pending = get('/api/banking/accounts', controller.signal);
    await vi.waitFor(() => expect(client.calls).toHaveLength(1));
    controller.abort();
    expect(await errorOf(pending)).toMatchObject({ kind: 'aborted', code: 'aborted' });
    expect(client.calls[0]!.signal?.aborted).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
    expect(events.events).toEqual([]);
  });

  it('N4 a fetch that ignores its signal still settles as aborted at once', async () => {
    const client = setUpClient(() => 'hang-ignoring-abort');
    const controller = new AbortController();
    const pending = get('/api/banking/accounts', controller.signal);
    await vi.waitFor(() => expect(client.calls).toHaveLength(1));
    controller.abort();
    expect((await errorOf(pending)).kind).toBe('aborted');
  });

  it('N4 an already-aborted signal sends nothing', async () => {
    const client = setUpClient(() => json({}));
    expect((await errorOf(get('/api/banking/accounts', AbortSignal.abort()))).kind).toBe('aborted');
    expect(client.calls).toHaveLength(0);
  });

  it('N4 abort during the backoff stops the retries (injected sleep that never ends)', async () => {
    const client = setUpClient(() => json({}, 503), { sleep: () => new Promise(() => {}) });
    const controller = new AbortController();
    const pending = get('/api/banking/accounts', controller.signal);
    await vi.waitFor(() => expect(client.calls).toHaveLength(1));
    controller.abort();
    expect((await errorOf(pending)).kind).toBe('aborted');
    await tick(20);
    expect(client.calls).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('N4 abort during the default (real timer) backoff of Retry-After 10 s settles at once', async () => {
    const client = setUpClient(() => json({}, 503, { 'retry-after': '10' }), { sleep: undefined });
    const controller = new AbortController();
    const started = Date.now();
    const pending = get('/api/banking/accounts', controller.signal);
    await vi.waitFor(() => expect(client.calls).toHaveLength(1));
    await tick(20);
    controller.abort();
    expect((await errorOf(pending)).kind).toBe('aborted');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(client.calls).toHaveLength(1);
  });

  it('N4 abort while waiting for the token renewal settles as aborted', async () => {
    const client = setUpClient(() => json({}, 401), { renewAccessToken: () => new Promise(() => {}) });
    const controller = new AbortController();
    const pending = get('/api/banking/accounts', controller.signal);
    await vi.waitFor(() => expect(client.calls).toHaveLength(1));
    await tick();
    controller.abort();
    expect((await errorOf(pending)).kind).toBe('aborted');
    expect(events.events).toEqual([]);
  });

  it('N4 aborting a network-failing request never reports offline', async () => {
    const controller = new AbortController();
    setUpClient(() => {
      controller.abort();
      return 'network';
    });
    expect((await errorOf(get('/api/banking/accounts', controller.signal))).kind).toBe('aborted');
    expect(events.events).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('N4 property (fast-check scheduler): out-of-order responses and random aborts never cross-wire results', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }), async (s, abortFlags) => {
        consoleError.mockClear();
        setUpClient((request) => s.schedule(Promise.resolve(json({ url: request.url })), request.url));
        const controllers = abortFlags.map(() => new AbortController());
        const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: ApiError } | undefined> = [];
        const runs = abortFlags.map((_, i) =>
          get(`/api/banking/accounts/${i}`, controllers[i]!.signal).then(
            (value) => (outcomes[i] = { ok: true, value }),
            (error: ApiError) => (outcomes[i] = { ok: false, error }),
          ),
        );
        abortFlags.forEach((abort, i) => {
          if (abort) void s.schedule(Promise.resolve(`abort ${i}`)).then(() => controllers[i]!.abort());
        });
        await s.waitFor(Promise.all(runs));
        abortFlags.forEach((abort, i) => {
          const outcome = outcomes[i]!;
          if (outcome.ok) {
            expect(outcome.value).toEqual({ url: `https://acme.backoffice.example.com/api/banking/accounts/${i}` });
          } else {
            expect(abort).toBe(true);
            expect(outcome.error.kind).toBe('aborted');
          }
        });
        expect(consoleError).not.toHaveBeenCalled();
        resetApiClient();
      }),
      { numRuns: 100 },
    );
  });
});

describe('N6: client timeout', () => {
  it('N6 a request that never answers fails with kind timeout within timeoutMs and is not retried', async () => {
    const client = setUpClient(() => 'hang', { timeoutMs: 30 });
    const started = Date.now();
    expect(await errorOf(get())).toMatchObject({ kind: 'timeout', code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(client.calls).toHaveLength(1);
    expect(client.calls[0]!.signal?.aborted).toBe(true);
    expect(events.events).toEqual([]);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]![0]).not.toBe('No Internet Connection');
  });

  it('N6 the timeout also covers a fetch that ignores its signal', async () => {
    setUpClient(() => 'hang-ignoring-abort', { timeoutMs: 30 });
    expect((await errorOf(get())).kind).toBe('timeout');
  });

  it('N6 the timeout also covers a body that never finishes', async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
      },
    });
    setUpClient(() => new Response(stalled, { status: 200, headers: { 'content-type': 'application/json' } }), { timeoutMs: 30 });
    expect((await errorOf(get())).kind).toBe('timeout');
  });

  it('N6 the default timeout is 30 s', async () => {
    vi.useFakeTimers();
    try {
      setUpClient(() => 'hang');
      const pending = errorOf(get());
      await vi.advanceTimersByTimeAsync(29_999);
      let settled = false;
      void pending.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).kind).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('session reset (sign-out, T1)', () => {
  it('resetApiClient aborts in-flight requests and unconfigures the client', async () => {
    const client = setUpClient(() => 'hang');
    const pending = get();
    await vi.waitFor(() => expect(client.calls).toHaveLength(1));
    resetApiClient();
    expect((await errorOf(pending)).kind).toBe('aborted');
    await expect(get()).rejects.toThrow(/not configured/);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a request of the old session retrying in backoff does not reach the new session', async () => {
    const first = setUpClient(() => json({}, 503), { sleep: () => new Promise(() => {}) });
    const pending = get();
    await vi.waitFor(() => expect(first.calls).toHaveLength(1));
    const second = setUpClient(() => json({}));
    expect((await errorOf(pending)).kind).toBe('aborted');
    expect(first.calls).toHaveLength(1);
    expect(second.calls).toHaveLength(0);
  });

  it("expect: 'empty' does not read the body (a stalled body cannot time out a 204-style call)", async () => {
    const stalled = new ReadableStream<Uint8Array>({ start() {} });
    setUpClient(() => new Response(stalled, { status: 200 }), { timeoutMs: 30 });
    await expect(apiRequest({ method: 'DELETE', url: '/api/banking/accounts/1', expect: 'empty', parse: () => true })).resolves.toBe(true);
    void empty;
  });
});
