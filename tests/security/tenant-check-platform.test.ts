// @vitest-environment node
/**
 * SECURITY-TESTS T3, the platform service's own layer, in the Node server (`server/platform.ts` over
 * `src/platform/tenant-service.ts`): a real access token from the development identity provider for an acme-only
 * user, sent to the tenant-management API with `X-Subdomain: globex` (on acme's and on globex's origin), is refused
 * with 403 and no company data. Fails on its own when the service's tenant-claim check is removed, whatever the app
 * does first (the wrong-tenant page is tested end to end in sign-in.spec.ts).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../server/accounts';
import { startServers, type RunningServers } from '../../server/servers';
import { CookieJar, pkcePair, randomValue, request, type Reply } from '../server/support';

let servers: RunningServers;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'backoffice-t3-'));
  await mkdir(join(root, 'dist'));
  await writeFile(join(root, 'dist', 'index.html'), '<!doctype html><title>SPA</title>');
  servers = await startServers({ appPort: 0, idpPort: 0, distDir: join(root, 'dist'), quiet: true });
});

afterAll(async () => {
  await servers?.close();
  await rm(root, { recursive: true, force: true });
});

const appHost = (slug: string) => `${slug}.localhost:${servers.appPort}`;
const callback = (slug: string) => `http://${appHost(slug)}/signin-oidc`;

/** Code + PKCE sign-in at the development provider, as the app does it, for `email` on `slug`'s address. */
async function accessTokenOf(email: string, slug: string): Promise<string> {
  const jar = new CookieJar();
  const go = async (path: string, form?: Record<string, string>): Promise<Reply> => {
    const cookie = jar.header(path);
    const reply = await request({ port: servers.idpPort, path, form, headers: cookie ? { cookie } : {} });
    jar.store(reply);
    return reply;
  };
  const idpPath = (reply: Reply) => {
    const url = new URL(String(reply.headers.location), servers.idpOrigin);
    return url.pathname + url.search;
  };
  const { verifier, challenge } = pkcePair();
  const query = new URLSearchParams({
    client_id: 'backoffice-spa',
    redirect_uri: callback(slug),
    response_type: 'code',
    scope: 'openid profile email offline_access backoffice',
    state: randomValue(),
    nonce: randomValue(),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const start = await go(`/auth?${query}`);
  expect(start.status).toBe(303);
  const interaction = idpPath(start);
  expect((await go(interaction)).status).toBe(200);
  const posted = await go(`${interaction}/login`, { email, password: demoPassword });
  expect(posted.status).toBe(303);
  const resumed = await go(idpPath(posted));
  const code = new URL(String(resumed.headers.location)).searchParams.get('code');
  expect(code).toBeTruthy();
  const tokens = await request({
    port: servers.idpPort,
    path: '/token',
    form: { client_id: 'backoffice-spa', grant_type: 'authorization_code', code: code!, redirect_uri: callback(slug), code_verifier: verifier },
    headers: { origin: `http://${appHost(slug)}` },
  });
  expect(tokens.status, tokens.body).toBe(200);
  return (JSON.parse(tokens.body) as { access_token: string }).access_token;
}

const platform = (path: string, token: string, host: string, tenant: string, init: { method?: string; body?: unknown } = {}) =>
  request({
    port: servers.appPort,
    host,
    path: `/api/tenant-management${path}`,
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      'x-subdomain': tenant,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(JSON.stringify(init.body))) }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

describe('T3 the platform service refuses a token of tenant A with X-Subdomain B', () => {
  it('ana (acme only) reads acme\'s company, and is refused globex\'s on either origin with 403 and no company data', async () => {
    const ana = await accessTokenOf('ana@acme.test', 'acme');
    const own = await platform('/companies/current', ana, appHost('acme'), 'acme');
    expect(own.status, own.body).toBe(200);
    expect(JSON.parse(own.body)).toMatchObject({ slug: 'acme' });

    for (const host of [appHost('acme'), appHost('globex')]) {
      const refused = await platform('/companies/current', ana, host, 'globex');
      expect(refused.status, `${host}: ${refused.body}`).toBe(403);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.headers['cache-control']).toBe('no-store');
      const problem = JSON.parse(refused.body) as Record<string, unknown>;
      expect(problem).toMatchObject({ type: 'forbidden', status: 403 });
      expect(String(problem.detail)).toContain("'globex'");
      expect(problem).not.toHaveProperty('slug');
      expect(refused.body).not.toMatch(/Globex|USD/);
    }
  });

  it('gus (globex only) is refused acme\'s company, its history and a change of it', async () => {
    const gus = await accessTokenOf('gus@globex.test', 'globex');
    expect((await platform('/companies/current', gus, appHost('globex'), 'globex')).status).toBe(200);
    for (const [path, method, body] of [
      ['/companies/current', 'GET', undefined],
      ['/companies/current/history', 'GET', undefined],
      ['/companies/current', 'PUT', { tradeName: 'Taken over' }],
    ] as const) {
      const refused = await platform(path, gus, appHost('acme'), 'acme', { method, body });
      expect(refused.status, `${method} ${path}: ${refused.body}`).toBe(403);
      expect(refused.body).not.toMatch(/Acme|MXN/);
    }
    // Nothing changed at acme.
    const ana = await accessTokenOf('ana@acme.test', 'acme');
    expect(JSON.parse((await platform('/companies/current', ana, appHost('acme'), 'acme')).body).tradeName).not.toBe('Taken over');
  });
});
