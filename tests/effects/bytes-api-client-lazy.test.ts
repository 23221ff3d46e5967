/**
 * Slice bytes: the request layer out of the start-up (api-client-lazy.ts). The start-up configures it before its chunk
 * is there; the chunk is fetched when the schedule says (after the first paint in the browser); a section's chunk that
 * brought the layer first still finds the setup; a layer that cannot be fetched gives the network error of the eager
 * layer, and the next request tries again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as layer from '../../src/machines/effects/api-client';
import {
  apiRequest,
  configureApiClient,
  deferApiClientLoad,
  loadApiClient,
  setApiClientImport,
  takePendingApiSetup,
} from '../../src/machines/effects/api-client-lazy';
import { ApiError } from '../../src/machines/effects/api-error';
import { APP_HOST, APP_ORIGIN, config, fakeFetch, json, rejection } from './harness';

const realImport = () => import('../../src/machines/effects/api-client');

afterEach(() => {
  layer.resetApiClient();
  takePendingApiSetup();
  setApiClientImport(realImport);
  deferApiClientLoad((load) => load());
});

function setup(responder: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(responder);
  return {
    calls: fake.calls,
    setup: { config, host: APP_HOST, origin: APP_ORIGIN, getAccessToken: async () => 'token-1', renewAccessToken: async () => null, fetch: fake.fetch, sleep: async () => undefined, random: () => 0 },
  };
}

describe('the request layer after the first paint (api-client-lazy)', () => {
  it('a request made before the layer is there goes out with the setup given at start, with its headers', async () => {
    const { calls, setup: s } = setup(() => json({ ok: 1 }));
    configureApiClient(s);
    await expect(apiRequest({ method: 'GET', url: '/api/common/user', parse: (raw) => raw })).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.authorization).toBe('Bearer token-1');
    expect(calls[0]!.headers['x-subdomain']).toBe('acme');
  });

  it('the chunk is not fetched before the schedule lets it (the browser: after the first paint)', async () => {
    const scheduled: Array<() => void> = [];
    deferApiClientLoad((load) => scheduled.push(load));
    const importLayer = vi.fn(realImport);
    setApiClientImport(importLayer);
    const { calls, setup: s } = setup(() => json([]));
    configureApiClient(s);
    const request = apiRequest({ method: 'GET', url: '/api/common/navigation', parse: (raw) => raw });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(importLayer).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
    expect(scheduled).toHaveLength(1);
    scheduled[0]!();
    await expect(request).resolves.toEqual([]);
    expect(importLayer).toHaveBeenCalledTimes(1);
    // Once there, the layer is not asked for again.
    await apiRequest({ method: 'GET', url: '/api/common/navigation', parse: (raw) => raw });
    expect(importLayer).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it("a section's chunk that brought the layer first finds the start-up's setup (no 'not configured')", async () => {
    const { calls, setup: s } = setup(() => json({ id: 7 }));
    configureApiClient(s);
    // The section imports api-client.ts itself, not through the lazy module.
    await expect(layer.apiRequest({ method: 'GET', url: '/api/common/user', parse: (raw) => raw })).resolves.toEqual({ id: 7 });
    expect(calls).toHaveLength(1);
  });

  it('a newer setup replaces the one the layer holds (configured again after a failed start)', async () => {
    const first = setup(() => json({ n: 1 }));
    const second = setup(() => json({ n: 2 }));
    configureApiClient(first.setup);
    await apiRequest({ method: 'GET', url: '/api/common/user', parse: (raw) => raw });
    configureApiClient(second.setup);
    await expect(apiRequest({ method: 'GET', url: '/api/common/user', parse: (raw) => raw })).resolves.toEqual({ n: 2 });
    expect(first.calls).toHaveLength(1);
    expect(second.calls).toHaveLength(1);
  });

  it('after resetApiClient (sign-out) a setup kept for the layer is forgotten: nothing goes out', async () => {
    const { calls, setup: s } = setup(() => json({}));
    configureApiClient(s);
    layer.resetApiClient();
    const error = await rejection(layer.apiRequest({ method: 'GET', url: '/api/common/user', parse: (raw) => raw }));
    expect(String(error)).toMatch(/not configured/);
    expect(calls).toHaveLength(0);
  });

  it('a layer that cannot be fetched: tried again, then the network error of the eager layer; the next request tries again', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pauses: number[] = [];
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    setApiClientImport(failing, async (ms) => {
      pauses.push(ms);
    });
    const { calls, setup: s } = setup(() => json({ ok: true }));
    configureApiClient(s);
    const error = await rejection(apiRequest({ method: 'POST', url: '/api/common/messages', body: {}, parse: (raw) => raw }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', code: 'offline', method: 'POST', url: '/api/common/messages' });
    expect(failing).toHaveBeenCalledTimes(4);
    expect(pauses).toEqual([1000, 2000, 4000]);
    expect(calls).toHaveLength(0);
    // The connection is back: the same module loads and the kept setup is used.
    setApiClientImport(realImport);
    await expect(apiRequest({ method: 'GET', url: '/api/common/user', parse: (raw) => raw })).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    await expect(loadApiClient()).resolves.toBe(await realImport());
    errors.mockRestore();
  });
});
