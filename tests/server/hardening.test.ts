// @vitest-environment node
/**
 * Issue 11 faults 6, 7, 10 and 11 on the dev servers: build files never answer, documents send no Referer, HTTPS
 * deployments get HSTS and CORP, CSP reports reach an endpoint the tests read, and the development identity
 * provider limits failed sign-ins, keeps a fixed issuer, refuses malformed hosts and closes stalled connections.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoConfig } from '../../src/config/runtime-config';
import { demoPassword } from '../../server/accounts';
import { appCsp, cspReportPath } from '../../server/headers';
import { startServers, type RunningServers } from '../../server/servers';
import { CookieJar, pkcePair, randomValue, request, type Reply } from './support';

let servers: RunningServers;
let root: string;
let distDir: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'backoffice-hardening-'));
  distDir = join(root, 'dist');
  await mkdir(join(distDir, 'assets'), { recursive: true });
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>SPA</title><div id="root"></div>');
  await writeFile(join(distDir, 'silent-renew.html'), '<!doctype html><title>renew</title>');
  // What an older build left in dist: the esbuild metafile, the build flags and the build-time config.
  await writeFile(join(distDir, 'meta.json'), '{"metafile":{"inputs":{"src/main.tsx":{}}}}');
  await writeFile(join(distDir, 'build.json'), '{"development":false}');
  await writeFile(join(distDir, 'config.json'), JSON.stringify({ ...demoConfig('http://localhost:9090'), mockApi: true }));
  servers = await startServers({ appPort: 0, idpPort: 0, distDir, quiet: true, headersTimeoutMs: 400 });
});

afterAll(async () => {
  await servers?.close();
  await rm(root, { recursive: true, force: true });
});

const acme = () => `acme.localhost:${servers.appPort}`;
const get = (path: string, host = acme()): Promise<Reply> => request({ port: servers.appPort, path, host });

describe('fault 7: build files are never served', () => {
  it('answers /meta.json and /build.json with 404, whatever is in the build directory', async () => {
    for (const path of ['/meta.json', '/build.json', '/meta.json/', '//build.json']) {
      const reply = await get(path);
      expect(reply.status, path).toBe(404);
      expect(reply.body, path).not.toContain('metafile');
      expect(reply.body, path).not.toContain('development');
    }
  });

  it('serves the generated config.json for every spelling of its path, never the build-time one', async () => {
    for (const path of ['/config.json', '/config.json/', '//config.json', '/config.json?x=1']) {
      const reply = await get(path);
      expect(reply.status, path).toBe(200);
      expect(JSON.parse(reply.body).authority, path).toBe(servers.idpOrigin);
      expect(reply.headers['cache-control'], path).toBe('no-store');
    }
  });
});

describe('fault 6: headers', () => {
  it('A3 sends Referrer-Policy: no-referrer on every app document, the callback first', async () => {
    for (const path of ['/signin-oidc?code=abc&state=xyz', '/', '/index.html', '/orders/12', '/silent-renew.html']) {
      expect((await get(path)).headers['referrer-policy'], path).toBe('no-referrer');
    }
  });

  it('B2 sends HSTS with includeSubDomains and CORP on an HTTPS deployment, and no HSTS over plain http', async () => {
    const plain = await get('/');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const https = await startServers({ appPort: 0, idpPort: 0, distDir, quiet: true, https: true });
    try {
      for (const path of ['/', '/assets/missing.js', '/config.json']) {
        const reply = await request({ port: https.appPort, path, host: `acme.localhost:${https.appPort}` });
        expect(reply.headers['strict-transport-security'], path).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
        expect(reply.headers['cross-origin-resource-policy'], path).toBe('same-origin');
      }
      const index = await request({ port: https.appPort, path: '/', host: `acme.localhost:${https.appPort}` });
      expect(String(index.headers['content-security-policy'])).toContain('report-to csp-endpoint');
    } finally {
      await https.close();
    }
  });

  it('X6 names a report-uri on every document policy (and a report-to group over HTTPS), with a Reporting-Endpoints header', async () => {
    const csp = appCsp({ idpOrigin: 'http://localhost:9090' });
    expect(csp).toContain(`report-uri ${cspReportPath}`);
    expect(csp).not.toContain('report-to');
    expect(appCsp({ idpOrigin: 'https://login.example.com' }, 'none', { reportTo: true })).toMatch(/report-uri \/_csp-report; report-to csp-endpoint$/);
    for (const path of ['/', '/signin-oidc', '/silent-renew.html']) {
      const reply = await get(path);
      expect(String(reply.headers['content-security-policy']), path).toContain(`report-uri ${cspReportPath}`);
      expect(reply.headers['reporting-endpoints'], path).toBe(`csp-endpoint="${cspReportPath}"`);
    }
  });

  it('X6 keeps every CSP report posted to the endpoint (both formats) for the tests to read, and refuses junk', async () => {
    servers.cspReports.length = 0;
    const post = (body: string, contentType: string) =>
      request({ port: servers.appPort, path: cspReportPath, host: acme(), method: 'POST', headers: { 'content-type': contentType, 'content-length': String(Buffer.byteLength(body)) }, body });
    const legacy = await post(JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src-elem', 'blocked-uri': 'inline', 'document-uri': 'http://acme.localhost/' } }), 'application/csp-report');
    expect(legacy.status).toBe(204);
    const modern = await post(JSON.stringify([{ type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: 'https://evil.example/x.png', documentURL: 'http://acme.localhost/' } }]), 'application/reports+json');
    expect(modern.status).toBe(204);
    expect(servers.cspReports).toEqual([
      { directive: 'script-src-elem', blocked: 'inline', document: 'http://acme.localhost/' },
      { directive: 'img-src', blocked: 'https://evil.example/x.png', document: 'http://acme.localhost/' },
    ]);
    expect((await post('not json', 'application/csp-report')).status).toBe(400);
    expect((await post('{}', 'text/plain')).status).toBe(415);
    expect((await post('x'.repeat(70 * 1024), 'application/csp-report')).status).toBe(413);
    expect(servers.cspReports).toHaveLength(2);
  });

  it('A12 sends no-store on the platform service answers (personal data)', async () => {
    for (const path of ['/api/tenant-management/tenants', '/api/tenant-management/tenants/acme']) {
      const reply = await get(path);
      expect(reply.headers['cache-control'], path).toBe('no-store');
    }
  });

  it('A3 sends COOP, Permissions-Policy and no-referrer on the identity provider pages', async () => {
    const start = await signInStart();
    for (const reply of [start.page, await request({ port: servers.idpPort, path: '/.well-known/openid-configuration' })]) {
      expect(reply.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(reply.headers['permissions-policy']).toMatch(/camera=\(\)/);
      expect(reply.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});

const scope = 'openid profile email offline_access backoffice';

interface Client {
  idp: RunningServers;
  /** The address this client connects from (127.0.0.1 or ::1). */
  address: string;
}

/** Authorize → the IdP's sign-in page, as one browser (cookie jar). */
async function signInStart({ idp, address }: Client = { idp: servers, address: '127.0.0.1' }, uiLocales?: string) {
  const jar = new CookieJar();
  const { challenge } = pkcePair();
  const query = new URLSearchParams({
    client_id: 'backoffice-spa',
    redirect_uri: `http://acme.localhost:${idp.appPort}/signin-oidc`,
    response_type: 'code',
    scope,
    state: randomValue(),
    nonce: randomValue(),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(uiLocales ? { ui_locales: uiLocales } : {}),
  });
  const start = await request({ port: idp.idpPort, address, path: `/auth?${query.toString()}` });
  jar.store(start);
  const interaction = new URL(String(start.headers.location), idp.idpOrigin).pathname;
  const page = await request({ port: idp.idpPort, address, path: interaction, headers: { cookie: jar.header(interaction) } });
  jar.store(page);
  return { jar, loginPath: `${interaction}/login`, page, client: { idp, address } };
}

async function submit(start: Awaited<ReturnType<typeof signInStart>>, email: string, password: string): Promise<Reply> {
  const { idp, address } = start.client;
  const reply = await request({ port: idp.idpPort, address, path: start.loginPath, form: { email, password }, headers: { cookie: start.jar.header(start.loginPath) } });
  start.jar.store(reply);
  return reply;
}

describe('fault 10: the development identity provider', () => {
  it('limits failed sign-ins per account: after 5 failures even the right password is refused with a clear message', async () => {
    const start = await signInStart();
    for (let i = 0; i < 5; i++) expect((await submit(start, 'sam@acme.test', 'wrong')).body).toContain('Wrong email or password.');
    const blocked = await submit(start, 'sam@acme.test', demoPassword);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatch(/role="alert">Too many failed sign-ins\. Try again in \d+ minutes?\.</);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    // Another account from the same browser still signs in.
    expect((await submit(start, 'ana@acme.test', demoPassword)).status).toBe(303);
  });

  it('limits failed sign-ins per address across accounts, with the message in Spanish on a Spanish page', async () => {
    const idp = await startServers({ appPort: 0, idpPort: 0, distDir, quiet: true });
    try {
      const start = await signInStart({ idp, address: '127.0.0.1' }, 'es-MX');
      for (let i = 0; i < 20; i++) await submit(start, `nobody${i}@acme.test`, 'wrong');
      const blocked = await submit(start, 'bea@acme.test', demoPassword);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatch(/role="alert">Demasiados intentos fallidos\. Inténtalo de nuevo en \d+ minutos?\.</);
      // Another address (IPv6 loopback, when the machine has it) is not affected.
      const other = await signInStart({ idp, address: '::1' }).catch(() => undefined);
      if (other) expect((await submit(other, 'bea@acme.test', demoPassword)).status).toBe(303);
    } finally {
      await idp.close();
    }
  });

  it('publishes a fixed issuer origin in discovery, whatever the Host header says', async () => {
    const reply = await request({ port: servers.idpPort, path: '/.well-known/openid-configuration', host: 'evil.example:4444' });
    expect(reply.body).not.toContain('evil.example');
    if (reply.status === 200) {
      const doc = JSON.parse(reply.body) as Record<string, unknown>;
      for (const key of ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint']) {
        expect(new URL(String(doc[key])).origin, key).toBe(servers.idpOrigin);
      }
    } else {
      expect(reply.status).toBe(400);
    }
  });

  it('answers a malformed Host header with 400, not 500', async () => {
    for (const host of ['a b', '[::1', 'localhost:99999', 'exa mple.com:80', '%']) {
      const idp = await request({ port: servers.idpPort, path: '/.well-known/openid-configuration', host });
      expect(idp.status, `idp ${host}`).toBe(400);
      const app = await request({ port: servers.appPort, path: '/', host });
      expect(app.status, `app ${host}`).not.toBe(500);
    }
  });

  it('closes a connection that never finishes its headers', async () => {
    for (const port of [servers.idpPort, servers.appPort]) {
      const closedAfter = await new Promise<number>((resolve, reject) => {
        const started = Date.now();
        const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: '));
        socket.on('error', () => undefined);
        socket.resume();
        socket.on('close', () => resolve(Date.now() - started));
        setTimeout(() => {
          socket.destroy();
          reject(new Error('still open after 5 s'));
        }, 5000);
      });
      expect(closedAfter, String(port)).toBeLessThan(4000);
    }
  });
});

describe('fault 11: configuration checks', () => {
  it('lets the CSP connect to an absolute quick chat origin from APP_CONFIG', async () => {
    const file = join(root, 'chat-config.json');
    await writeFile(file, JSON.stringify({ ...demoConfig('https://login.example.com'), quickChatApi: 'https://chat.example.com/api/apps/chat' }));
    const other = await startServers({ appPort: 0, idpPort: 0, distDir, quiet: true, appConfigPath: file });
    try {
      const index = await request({ port: other.appPort, path: '/', host: `acme.localhost:${other.appPort}` });
      const connect = /connect-src ([^;]*)/.exec(String(index.headers['content-security-policy']))?.[1]?.split(' ');
      expect(connect).toEqual(["'self'", 'https://login.example.com', 'https://chat.example.com']);
    } finally {
      await other.close();
    }
  });
});
