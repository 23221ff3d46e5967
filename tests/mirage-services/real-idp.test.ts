// @vitest-environment node
/**
 * The mock verifies the real identity provider's tokens (server/idp.ts): an access token from the sign-in
 * flow passes `verifyAccessToken` with keys found through the provider's discovery document, exactly as the
 * demo does in the browser; the same token changed in any way does not. The discovery document and the JWKS
 * allow the tenant origins (CORS), which the browser needs for the mock to fetch them.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../server/accounts';
import { startServers, type RunningServers } from '../../server/servers';
import { remoteKeys, verifyAccessToken } from '../../src/mirage/shared/access-token';
import { CookieJar, pkcePair, randomValue, request, type Reply } from '../server/support';

let servers: RunningServers;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'backoffice-mock-idp-'));
  await mkdir(join(root, 'dist'));
  await writeFile(join(root, 'dist', 'index.html'), '<!doctype html><title>SPA</title>');
  servers = await startServers({ appPort: 0, idpPort: 0, accessTokenTtl: 120, distDir: join(root, 'dist'), quiet: true });
});

afterAll(async () => {
  await servers?.close();
  await rm(root, { recursive: true, force: true });
});

const appOrigin = () => `http://acme.localhost:${servers.appPort}`;

/** Signs ana in (authorization code + PKCE) and answers her access token. */
async function accessToken(): Promise<string> {
  const jar = new CookieJar();
  const go = async (path: string, form?: Record<string, string>): Promise<Reply> => {
    const cookie = jar.header(path);
    const reply = await request({ port: servers.idpPort, path, ...(form ? { form } : {}), headers: cookie ? { cookie } : {} });
    jar.store(reply);
    return reply;
  };
  const pathOf = (reply: Reply) => {
    const url = new URL(String(reply.headers.location), servers.idpOrigin);
    return url.pathname + url.search;
  };
  const { verifier, challenge } = pkcePair();
  const redirectUri = `${appOrigin()}/signin-oidc`;
  const query = new URLSearchParams({
    client_id: 'backoffice-spa', redirect_uri: redirectUri, response_type: 'code', scope: 'openid profile email offline_access backoffice',
    state: randomValue(), nonce: randomValue(), code_challenge: challenge, code_challenge_method: 'S256',
  });
  const interaction = pathOf(await go(`/auth?${query}`));
  await go(interaction);
  const resumed = await go(pathOf(await go(`${interaction}/login`, { email: 'ana@acme.test', password: demoPassword })));
  const code = new URL(String(resumed.headers.location)).searchParams.get('code') ?? '';
  const reply = await request({
    port: servers.idpPort, path: '/token', headers: { origin: appOrigin() },
    form: { client_id: 'backoffice-spa', grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier },
  });
  expect(reply.status, reply.body).toBe(200);
  return (JSON.parse(reply.body) as { access_token: string }).access_token;
}

describe("the real provider's access tokens", () => {
  it('verify with the keys found through discovery, carrying the claims the services use', async () => {
    const token = await accessToken();
    // Node's fetch reaches the provider: its URLs are http://localhost:<port> (not a *.localhost name).
    const keys = remoteKeys(servers.idpOrigin);
    const result = await verifyAccessToken(token, { keys, issuer: servers.idpOrigin });
    expect(result).toMatchObject({ ok: true, claims: { sub: 'usr_ana', tenants: ['acme'], permissions: expect.arrayContaining(['permission.Catalogs.Customers']) } });
    const [head, body, signature] = token.split('.') as [string, string, string];
    const widened = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), tenants: ['acme', 'globex'] })).toString('base64url');
    expect(await verifyAccessToken(`${head}.${widened}.${signature}`, { keys, issuer: servers.idpOrigin })).toMatchObject({ ok: false });
    expect(await verifyAccessToken(token, { keys, issuer: 'http://localhost:1' })).toMatchObject({ ok: false });
  });

  it('the discovery document and the JWKS allow the tenant origin (the browser fetches them from the page)', async () => {
    const discovery = await request({ port: servers.idpPort, path: '/.well-known/openid-configuration', headers: { origin: appOrigin() } });
    expect(discovery.headers['access-control-allow-origin']).toMatch(new RegExp(`^(\\*|${appOrigin().replace(/[.]/g, '\\.')})$`));
    const jwksPath = new URL(String((JSON.parse(discovery.body) as { jwks_uri: string }).jwks_uri)).pathname;
    const jwks = await request({ port: servers.idpPort, path: jwksPath, headers: { origin: appOrigin() } });
    expect(jwks.status).toBe(200);
    expect(jwks.headers['access-control-allow-origin']).toMatch(new RegExp(`^(\\*|${appOrigin().replace(/[.]/g, '\\.')})$`));
  });
});
