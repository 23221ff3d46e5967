/** The client against the real Mirage server in happy-dom (no injected fetch): what the demo build does. */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Server } from 'miragejs';
import { demoConfig } from '../../src/config/runtime-config';
import { makeServer } from '../../src/mirage/index';
import { apiRequest, configureApiClient, resetApiClient } from '../../src/machines/effects/api-client';
import type { ApiError } from '../../src/machines/effects/api-error';
import { recordEvents, rejection } from './harness';

let server: Server;
let events: ReturnType<typeof recordEvents>;
const config = demoConfig('http://localhost:9090');

beforeEach(() => {
  server = makeServer();
  events = recordEvents();
  configureApiClient({
    config: { ...config, tenantBaseDomain: 'localhost' },
    host: `acme.localhost:${window.location.port || '80'}`,
    origin: window.location.origin,
    getAccessToken: async () => 'mirage-token',
    renewAccessToken: async () => null,
  });
});
afterEach(() => {
  resetApiClient();
  events.stop();
  server.shutdown();
});

it('sends the backend headers through Mirage and returns the parsed JSON', async () => {
  let seen: Record<string, string> = {};
  server.get('/api/common/__effects-probe', (_schema, request) => {
    seen = Object.fromEntries(Object.entries(request.requestHeaders).map(([k, v]) => [k.toLowerCase(), v]));
    return { ok: true, id: request.queryParams.id };
  });
  const result = await apiRequest({
    method: 'GET',
    url: `${config.commonApi}/__effects-probe`,
    query: { id: 'a b/c' },
    parse: (raw) => raw as { ok: boolean; id: string },
  });
  expect(result).toEqual({ ok: true, id: 'a b/c' });
  expect(seen.authorization).toBe('Bearer mirage-token');
  expect(seen['x-subdomain']).toBe('acme');
  expect(seen.accept).toBe('application/json');
});

it("Mirage's 404 'NOT FOUND' catch-all becomes a notFound ApiError and opens the 404 page", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const error = (await rejection(apiRequest({ method: 'GET', url: '/api/common/__missing__', parse: (raw) => raw }))) as ApiError;
  expect(error).toMatchObject({ kind: 'http', code: 'notFound', status: 404 });
  expect(events.events).toEqual([{ type: 'api.notFound', status: 404, url: `${window.location.origin}/api/common/__missing__` }]);
});
