/**
 * Every mock route verifies the bearer as a real service does (DOMAIN.md "API conventions"): RS256 signature
 * against the provider's keys, kid, typ, expiry, issuer, audience; then tenant and permission.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Server } from 'miragejs';
import { Permission as P } from '../../src/config/permissions';
import { demoEndpoints } from '../../src/mirage/demo/routes';
import { remoteKeys, staticKeys, verifyAccessToken, type Jwks } from '../../src/mirage/shared/access-token';
import { base64Url, hs256Token, makeTestServer, signAccessToken, testJwks, TEST_AUTHORITY, unsignedToken, type TestIdentity } from '../support/access-tokens';

const ana: TestIdentity = { sub: 'usr_ana', name: 'Ana', tenants: ['acme'], permissions: [P.OrderOrders] };

let server: Server | undefined;
afterEach(() => {
  server?.shutdown();
  server = undefined;
});

async function get(path: string, token: string | null, tenant: string | null = 'acme') {
  const response = await fetch(path, {
    headers: { ...(token !== null ? { Authorization: `Bearer ${token}` } : {}), ...(tenant ? { 'X-Subdomain': tenant } : {}) },
  });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), challenge: response.headers.get('www-authenticate'), body: JSON.parse(text) as Record<string, unknown> };
}

/** Replaces the payload, keeping header and signature. */
const tamper = (token: string, change: (claims: Record<string, unknown>) => void): string => {
  const [head, body, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  change(claims);
  return `${head}.${base64Url(new TextEncoder().encode(JSON.stringify(claims)))}.${signature}`;
};

describe('bearer verification on the mock routes', () => {
  const path = '/api/common/navigation';

  it('a token signed by the provider passes', async () => {
    server = makeTestServer();
    expect((await get(path, await signAccessToken(ana))).status).toBe(200);
  });

  it.each<[string, () => Promise<string>]>([
    ['an unsigned token (alg none)', async () => unsignedToken(ana)],
    ['an HS256 token keyed with the public key (algorithm confusion)', async () => hs256Token(ana, JSON.stringify((await testJwks()).keys[0]))],
    ['a token signed by another key under the same kid (forged)', () => signAccessToken(ana, { foreignKey: true })],
    ['a token naming a kid the provider does not have', () => signAccessToken(ana, { kid: 'other-kid' })],
    ['a token with no kid', () => signAccessToken(ana, { header: { kid: undefined } })],
    ['an expired token (beyond the 30 s skew)', () => signAccessToken(ana, { expiresIn: -31 })],
    ['a token not valid yet', () => signAccessToken(ana, { claims: { nbf: Math.floor(Date.now() / 1000) + 3600 } })],
    ['a token of another issuer', () => signAccessToken(ana, { claims: { iss: 'http://evil.example' } })],
    ['a token for another audience (an ID token)', () => signAccessToken(ana, { claims: { aud: 'backoffice-spa' }, header: { typ: 'JWT' } })],
    ['a token of another type', () => signAccessToken(ana, { header: { typ: 'JWT' } })],
    ['a token without subject', () => signAccessToken({ ...ana, sub: '' })],
    ['a tampered payload (tenants widened)', async () => tamper(await signAccessToken(ana), (c) => (c.tenants = ['acme', 'globex']))],
    ['a tampered payload (permissions added)', async () => tamper(await signAccessToken(ana), (c) => (c.permissions = Object.values(P)))],
    ['garbage', async () => 'not.a.jwt'],
  ])('refuses %s with 401 problem+json', async (_name, make) => {
    server = makeTestServer();
    const result = await get(path, await make());
    expect(result.status).toBe(401);
    expect(result.type).toBe('application/problem+json');
    expect(result.body).toMatchObject({ type: 'unauthorized', status: 401, detail: expect.any(String) });
    expect(result.challenge).toMatch(/^Bearer error="invalid_token"/);
  });

  it('no token: 401 with a plain Bearer challenge', async () => {
    server = makeTestServer();
    expect(await get(path, null)).toMatchObject({ status: 401, challenge: 'Bearer', body: { type: 'unauthorized' } });
  });

  it('a tenant the token does not hold, or none: 403', async () => {
    server = makeTestServer();
    const token = await signAccessToken(ana);
    expect(await get(path, token, 'globex')).toMatchObject({ status: 403, body: { type: 'forbidden' } });
    expect(await get(path, token, null)).toMatchObject({ status: 403, body: { type: 'forbidden' } });
  });

  it('a permission is an exact own match: other case, prototype names and a missing claim do not grant', async () => {
    server = makeTestServer();
    const call = async (permissions: unknown) =>
      (await get('/api/catalogs/customers', await signAccessToken({ ...ana, permissions: [] }, { claims: { permissions } }))).status;
    expect(await call([P.CatalogsCustomers])).toBe(200);
    expect(await call(P.CatalogsCustomers)).toBe(200);
    expect(await call([P.CatalogsCustomers.toLowerCase()])).toBe(403);
    expect(await call(['constructor', '__proto__', 'toString'])).toBe(403);
    expect(await call(undefined)).toBe(403);
    expect(await call({ [P.CatalogsCustomers]: true })).toBe(403);
  });
});

describe('the demo-template areas need a signed-in caller; the demo sign-in mock stays public', () => {
  it('every non-auth demo endpoint answers 401 without a valid token', async () => {
    server = makeTestServer();
    const unsigned = unsignedToken({ sub: 'usr_demo', tenants: ['acme'], permissions: [] });
    for (const e of demoEndpoints.filter((x) => x.area !== 'auth')) {
      for (const token of [null, unsigned]) {
        const response = await fetch(e.path, { method: e.method, headers: { 'X-Subdomain': 'acme', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
        expect(response.status, `${e.method} ${e.path}`).toBe(401);
      }
    }
  });

  it('the auth endpoints answer without a token', async () => {
    server = makeTestServer();
    const response = await fetch('/api/auth/forgot-password', { method: 'POST', body: JSON.stringify({ email: 'a@b.c' }) });
    expect(response.status).toBe(200);
  });
});

describe("the provider's keys (discovery -> jwks_uri)", () => {
  const discovery = `${TEST_AUTHORITY}/.well-known/openid-configuration`;
  const jwksUri = `${TEST_AUTHORITY}/jwks`;

  /** A fake provider: counts requests and can be made to fail. */
  function provider(jwks: () => Promise<Jwks>) {
    const calls: string[] = [];
    let down = false;
    const fetchImpl = (async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      if (down) throw new TypeError('Failed to fetch');
      if (url === discovery) return new Response(JSON.stringify({ issuer: TEST_AUTHORITY, jwks_uri: jwksUri }), { status: 200 });
      if (url === jwksUri) return new Response(JSON.stringify(await jwks()), { status: 200 });
      return new Response('no', { status: 404 });
    }) as typeof fetch;
    return { calls, fetchImpl, setDown: (value: boolean) => (down = value) };
  }

  it('makeServer without keys fetches them once from the authority and verifies with them', async () => {
    const idp = provider(testJwks);
    server = makeTestServer({ keys: undefined, fetch: idp.fetchImpl });
    const token = await signAccessToken(ana);
    expect((await get('/api/common/navigation', token)).status).toBe(200);
    expect((await get('/api/common/user', token)).status).toBe(200);
    expect(idp.calls).toEqual([discovery, jwksUri]);
  });

  it('a provider that cannot be reached: 401 with a clear problem, and the next call tries again', async () => {
    const idp = provider(testJwks);
    idp.setDown(true);
    server = makeTestServer({ keys: undefined, fetch: idp.fetchImpl });
    const token = await signAccessToken(ana);
    const failed = await get('/api/common/navigation', token);
    expect(failed).toMatchObject({ status: 401, body: { type: 'unauthorized', detail: expect.stringMatching(/keys are unavailable/) } });
    idp.setDown(false);
    expect((await get('/api/common/navigation', token)).status).toBe(200);
  });

  it('an unknown kid refetches the keys (rotation), at most once per cooldown', async () => {
    let clock = 0;
    const idp = provider(testJwks);
    const keys = remoteKeys(TEST_AUTHORITY, { fetch: idp.fetchImpl, now: () => clock });
    const verify = async (kid: string) => (await verifyAccessToken(await signAccessToken(ana, { kid }), { keys, issuer: TEST_AUTHORITY })).ok;
    expect(await verify('test-key-1')).toBe(true);
    expect(await verify('rotated')).toBe(false);
    expect(await verify('rotated')).toBe(false);
    expect(idp.calls.filter((u) => u === jwksUri)).toHaveLength(1);
    clock += 10_000;
    expect(await verify('rotated')).toBe(false);
    expect(idp.calls.filter((u) => u === jwksUri)).toHaveLength(2);
  });

  it('keys of another type, algorithm or use are not used', async () => {
    const jwks = await testJwks();
    const [key] = jwks.keys;
    for (const bad of [{ ...key, alg: 'RS512' }, { ...key, use: 'enc' }, { ...key, kty: 'EC' }]) {
      const result = await verifyAccessToken(await signAccessToken(ana), { keys: staticKeys({ keys: [bad as never] }), issuer: TEST_AUTHORITY });
      expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/signing key/) });
    }
  });
});
