import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchEarlyFirst, startEarlyFetch } from '../../src/startup/early-fetch';
import { loadRuntimeConfig } from '../../src/machines/effects/load-config';

afterEach(() => {
  delete window.__early;
  vi.unstubAllGlobals();
});

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('early fetches (boot script -> app)', () => {
  it('the first call for a started URL gets the early answer without a second request; later calls fetch', async () => {
    const fetchSpy = vi.fn(async () => json({ n: fetchSpy.mock.calls.length }));
    vi.stubGlobal('fetch', fetchSpy);
    startEarlyFetch('/config.json', { cache: 'no-store' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(await (await fetchEarlyFirst('/config.json')).json()).toEqual({ n: 1 });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(await (await fetchEarlyFirst('/config.json')).json()).toEqual({ n: 2 });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('a URL that was not started is fetched as asked', async () => {
    const fetchSpy = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetchSpy);
    startEarlyFetch('/config.json', {});
    await fetchEarlyFirst('/assets/i18n/en-US.json', { cache: 'no-cache' });
    expect(fetchSpy).toHaveBeenLastCalledWith('/assets/i18n/en-US.json', { cache: 'no-cache' });
  });

  it("the caller's abort still ends the wait on an early request that never answers", async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    startEarlyFetch('/config.json', {});
    const controller = new AbortController();
    const pending = fetchEarlyFirst('/config.json', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeDefined();
  });

  it('an early answer goes through the same checks as a fresh one (a non-JSON config.json is refused)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } })));
    startEarlyFetch('/config.json', {});
    await expect(loadRuntimeConfig({ timeoutMs: 1000 })).rejects.toMatchObject({ failure: 'invalid' });
  });

  it('a failed early request is reported to the app, not as an unhandled rejection', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    startEarlyFetch('/config.json', {});
    await expect(loadRuntimeConfig({ timeoutMs: 1000 })).rejects.toMatchObject({ failure: 'unreachable' });
  });
});
