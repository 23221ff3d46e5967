/**
 * N5, queries paused while offline: the request layer itself checks now and then whether the backend that failed
 * answers again (nothing else asks the network meanwhile), and says `api.online` once when it does.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConnectivity, apiRequest, PROBE_CAP_MS, PROBE_FIRST_MS, resetApiClient, waitToProbe } from '../../src/machines/effects/api-client';
import { anything, json, recordEvents, rejection, setUpClient, text, type Reply } from './harness';

let events: ReturnType<typeof recordEvents>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  events = recordEvents();
});
afterEach(() => {
  events.stop();
  resetApiClient();
  vi.restoreAllMocks();
});

/** A probe wait the test releases one at a time, recording how long each would have been. */
function steppedWaits() {
  const waits: number[] = [];
  let release: (() => void) | null = null;
  const waitToProbe = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      waits.push(ms);
      release = resolve;
      signal.addEventListener('abort', () => resolve(), { once: true });
    });
  const step = async () => {
    const next = release as (() => void) | null;
    release = null;
    next?.();
    // Let the probe's fetch and the next wait start.
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { waits, waitToProbe, step };
}

const isProbe = (call: { headers: Record<string, string>; url: string }) =>
  call.headers.authorization === undefined && call.url === 'https://acme.backoffice.example.com/api/distribution/';

describe('N5 reachability checks while offline', () => {
  it('checks the failed backend’s base, waiting 2 s, then twice as long each time up to 30 s, until it answers; then api.online once', async () => {
    let reachable = false;
    const waits = steppedWaits();
    const client = setUpClient((call): Reply => (reachable ? (isProbe(call) ? text('Not found', 404) : json({ ok: true })) : 'network'), {
      waitToProbe: waits.waitToProbe,
    });
    await rejection(apiRequest({ method: 'GET', url: '/api/distribution/deliveries', parse: anything }));
    expect(events.events).toEqual([{ type: 'api.offline' }]);
    const requestsBefore = client.calls.length;

    for (let i = 0; i < 6; i += 1) await waits.step();
    expect(waits.waits).toEqual([PROBE_FIRST_MS, 4_000, 8_000, 16_000, PROBE_CAP_MS, PROBE_CAP_MS, PROBE_CAP_MS]);
    const probes = client.calls.slice(requestsBefore);
    expect(probes).toHaveLength(6);
    expect(probes.every(isProbe)).toBe(true);
    expect(apiConnectivity()).toBe('offline');

    reachable = true;
    await waits.step();
    expect(events.events).toEqual([{ type: 'api.offline' }, { type: 'api.online' }]);
    expect(apiConnectivity()).toBe('online');
    // No more checks once online.
    expect(waits.waits).toHaveLength(7);
  });

  it('a probe of a backend on another origin goes to that origin’s base, with no token and no body', async () => {
    const waits = steppedWaits();
    let reachable = false;
    const client = setUpClient(() => (reachable ? text('', 404) : 'network'), { waitToProbe: waits.waitToProbe });
    await rejection(apiRequest({ method: 'POST', url: 'https://api.example.com/ordering/sales-orders', body: { a: 1 }, parse: anything }));
    reachable = true;
    await waits.step();
    const probe = client.calls.at(-1)!;
    expect(probe).toMatchObject({ method: 'GET', body: undefined, url: 'https://api.example.com/ordering/' });
    expect(probe.headers.authorization).toBeUndefined();
    expect(probe.headers['idempotency-key']).toBeUndefined();
    expect(events.events.map((e) => e.type)).toEqual(['api.offline', 'api.online']);
  });

  it('another request that gets an answer ends the checks', async () => {
    let reachable = false;
    const waits = steppedWaits();
    const client = setUpClient(() => (reachable ? json({ ok: true }) : 'network'), { waitToProbe: waits.waitToProbe });
    await rejection(apiRequest({ method: 'GET', url: '/api/common/user', parse: anything }));
    reachable = true;
    await apiRequest({ method: 'GET', url: '/api/common/user', parse: anything });
    const calls = client.calls.length;
    await waits.step();
    expect(client.calls).toHaveLength(calls);
    expect(events.events.map((e) => e.type)).toEqual(['api.offline', 'api.online']);
  });

  it('signing out (the client reset) stops the checks', async () => {
    const waits = steppedWaits();
    const client = setUpClient(() => 'network', { waitToProbe: waits.waitToProbe });
    await rejection(apiRequest({ method: 'GET', url: '/api/common/user', parse: anything }));
    const calls = client.calls.length;
    resetApiClient();
    await waits.step();
    await waits.step();
    expect(client.calls).toHaveLength(calls);
  });

  it('the default pause ends early when the browser says it is online again', async () => {
    const controller = new AbortController();
    let ended = false;
    const pause = waitToProbe(60_000, controller.signal).then(() => {
      ended = true;
    });
    await Promise.resolve();
    expect(ended).toBe(false);
    window.dispatchEvent(new Event('online'));
    await pause;
    expect(ended).toBe(true);
  });
});
