import { describe, expect, it } from 'vitest';
import type { Server } from 'miragejs';
import { isDemoAreaLoaded } from '../../src/mirage/demo/areas';
import { demoCredentials } from '../../src/mirage/demo/data/auth';
import { demoEndpoints } from '../../src/mirage/demo/routes';
import { makeTestServer } from '../support/access-tokens';
import { demoHeaders, get, post, useServer } from './support';

describe('rules for all demo endpoints', () => {
  const server = useServer();

  it("an unmatched request answers 404 'NOT FOUND'", async () => {
    for (const path of ['/api/apps/contacts/unknown', '/api/apps/nothing', '/api/auth/sign-out']) {
      const result = await get(path);
      expect(result.status).toBe(404);
      expect(result.text).toBe('NOT FOUND');
    }
    expect((await post('/api/apps/contacts/all')).text).toBe('NOT FOUND');
  });

  it("loads an area's data only on the area's first request", async () => {
    const schema = server().schema;
    expect(isDemoAreaLoaded(schema, 'contacts')).toBe(false);
    expect(server().db['contacts']?.length ?? 0).toBe(0);
    await get('/api/apps/contacts/tags');
    expect(isDemoAreaLoaded(schema, 'contacts')).toBe(true);
    expect(isDemoAreaLoaded(schema, 'auth')).toBe(false);
    expect(server().db['contacts']!.length).toBe(80);
  });

  it('concurrent first requests seed an area once', async () => {
    const results = await Promise.all([1, 2, 3].map(() => get<unknown[]>('/api/apps/contacts/all')));
    expect(results.map((r) => r.body.length)).toEqual([80, 80, 80]);
  });

  it('delays are 0 in tests: the 1500 ms sign-in answers at once', async () => {
    const started = performance.now();
    await post('/api/auth/sign-in', demoCredentials);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('a 4xx answer carries an error field', async () => {
    const { status, body } = await post('/api/auth/forgot-password', { mail: 'x' });
    expect(status).toBe(400);
    expect(body).toEqual({ error: expect.any(String) });
  });
});

describe('delays', () => {
  let scaled: Server | undefined;

  it('every spec delay is applied, scaled by the global delay factor', async () => {
    scaled = makeTestServer({ delayFactor: 0.05 });
    try {
      const headers = await demoHeaders();
      const timed = async (method: string, path: string, body?: unknown): Promise<number> => {
        const started = performance.now();
        await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
        return performance.now() - started;
      };
      expect(await timed('POST', '/api/auth/forgot-password', { email: 'a@b.c' })).toBeGreaterThanOrEqual(45);
      expect(await timed('POST', '/api/auth/sign-in', demoCredentials)).toBeGreaterThanOrEqual(70);
      expect(await timed('GET', '/api/apps/mailbox/mails')).toBeGreaterThanOrEqual(30);
      expect(await timed('GET', '/api/apps/ecommerce/inventory/products')).toBeGreaterThanOrEqual(14);
    } finally {
      scaled.shutdown();
    }
  });

  it('the endpoint table holds the spec delays', () => {
    const delayOf = (path: string) => demoEndpoints.find((e) => e.path === path)?.delay ?? 0;
    expect(delayOf('/api/auth/forgot-password')).toBe(1000);
    expect(delayOf('/api/auth/reset-password')).toBe(1000);
    expect(delayOf('/api/auth/sign-up')).toBe(1500);
    expect(delayOf('/api/auth/sign-in')).toBe(1500);
    expect(delayOf('/api/auth/unlock-session')).toBe(1500);
    expect(delayOf('/api/apps/ecommerce/inventory/products')).toBe(300);
    expect(delayOf('/api/apps/mailbox/mails')).toBe(625);
    expect(demoEndpoints.filter((e) => e.delay !== undefined).length).toBe(7);
  });
});
