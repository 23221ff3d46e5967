// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoConfig, parseRuntimeConfig } from '../../src/config/runtime-config';
import { tenants } from '../../src/config/tenants';
import { startServers, type RunningServers } from '../../server/servers';
import { request, type Reply } from './support';

let servers: RunningServers;
let root: string;
let distDir: string;

const hashedAsset = '/assets/main-ABCD2345.js';

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'backoffice-static-'));
  distDir = join(root, 'dist');
  await mkdir(join(distDir, 'assets', 'i18n'), { recursive: true });
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>SPA</title><div id="root"></div>');
  await writeFile(join(distDir, 'silent-renew.html'), '<!doctype html><title>renew</title>');
  await writeFile(join(distDir, hashedAsset.slice(1)), 'console.log("app");');
  await writeFile(join(distDir, 'assets', 'i18n', 'en.json'), '{}');
  await writeFile(join(distDir, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(distDir, 'favicon.ico'), 'ico');
  await writeFile(join(distDir, 'app.webmanifest'), '{}');
  await writeFile(join(root, 'secret.txt'), 'TOP SECRET');
  servers = await startServers({ appPort: 0, idpPort: 0, distDir, quiet: true, appConfigPath: undefined });
});

afterAll(async () => {
  await servers?.close();
  await rm(root, { recursive: true, force: true });
});

const acme = () => `acme.localhost:${servers.appPort}`;
const get = (path: string, host = acme(), method = 'GET'): Promise<Reply> =>
  request({ port: servers.appPort, path, host, method });

const directives = (csp: string): Map<string, string[]> =>
  new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('hosts', () => {
  it('serves the tenant picker on the bare host, listing every tenant with a link to its subdomain', async () => {
    for (const host of [`localhost:${servers.appPort}`, `127.0.0.1:${servers.appPort}`]) {
      const reply = await get('/', host);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      for (const tenant of tenants) {
        expect(reply.body).toContain(tenant.tradeName);
        expect(reply.body).toContain(`href="http://${tenant.slug}.localhost:${servers.appPort}/"`);
        expect(reply.body).toContain(`src="${tenant.logo}"`);
      }
      expect(reply.body).not.toMatch(/<script|<style|style="/);
      expect(reply.body).toMatch(/<link rel="stylesheet" href="\/_server\/theme\.css">/);
    }
    const css = await get('/_server/theme.css', `localhost:${servers.appPort}`);
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain('prefers-color-scheme: dark');
  });

  it('serves a tenant logo on the picker host even when the build has none', async () => {
    const reply = await get(tenants[0]!.logo, `localhost:${servers.appPort}`);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('image/svg+xml');
  });

  it('T4 answers an unknown, nested, punycode or foreign host with the "Unknown tenant" page', async () => {
    for (const host of [
      `initech.localhost:${servers.appPort}`,
      `a.acme.localhost:${servers.appPort}`,
      `xn--acm-0na.localhost:${servers.appPort}`,
      `acme.localhost.evil.net:${servers.appPort}`,
      'evil.example',
    ]) {
      const reply = await get('/orders', host);
      expect(reply.status, host).toBe(404);
      expect(reply.body).toContain('Unknown tenant');
      expect(reply.body).toContain(`href="http://localhost:${servers.appPort}/"`);
      expect(reply.body).not.toContain('<div id="root">');
    }
  });

  it('accepts an upper-case tenant host with a trailing dot', async () => {
    const reply = await get('/', `ACME.localhost.:${servers.appPort}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toContain('<div id="root">');
  });
});

describe('SPA files', () => {
  it('N7 falls back to index.html for client routes without an extension', async () => {
    for (const path of ['/', '/orders/12', '/dashboard?x=1', '/signin-oidc?code=a&state=b', '/documents/order/1/print']) {
      const reply = await get(path);
      expect(reply.status, path).toBe(200);
      expect(reply.body).toContain('<div id="root">');
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('N7 answers a missing hashed asset with a real 404 that is not HTML', async () => {
    for (const path of ['/assets/x-ABCD1234.js', '/assets/missing.js', '/assets/chunk-ZZZZ2222.css', '/assets/', '/assets/i18n/fr.json', '/nope.png']) {
      const reply = await get(path);
      expect(reply.status, path).toBe(404);
      expect(reply.headers['content-type']).not.toMatch(/html/);
      expect(reply.body).not.toContain('<div id="root">');
    }
  });

  it('serves files with their MIME type and supports HEAD', async () => {
    const cases: [string, RegExp][] = [
      [hashedAsset, /^text\/javascript/],
      ['/assets/logo.svg', /^image\/svg\+xml$/],
      ['/assets/i18n/en.json', /^application\/json/],
      ['/favicon.ico', /^image\/x-icon$/],
      ['/app.webmanifest', /^application\/manifest\+json/],
      ['/silent-renew.html', /^text\/html/],
    ];
    for (const [path, type] of cases) {
      const reply = await get(path);
      expect(reply.status, path).toBe(200);
      expect(reply.headers['content-type'], path).toMatch(type);
    }
    const head = await get(hashedAsset, acme(), 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(String('console.log("app");'.length));
  });

  it('answers a conditional GET with 304', async () => {
    const first = await get('/');
    const etag = String(first.headers.etag);
    const second = await request({ port: servers.appPort, path: '/', host: acme(), headers: { 'if-none-match': etag } });
    expect(second.status).toBe(304);
    expect(second.body).toBe('');
  });

  it('B2 refuses path traversal, encoded separators and NUL without serving files outside distDir', async () => {
    for (const path of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/%2e%2e/secret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/..%2fsecret.txt',
      '/..%5csecret.txt',
      '/assets\\..\\..\\secret.txt',
      '/index.html%00.js',
      '/%00',
      '/%E0%A4%A',
      '/.env',
    ]) {
      const reply = await get(path);
      expect([400, 404], path).toContain(reply.status);
      expect(reply.body, path).not.toContain('TOP SECRET');
      expect(reply.body, path).not.toContain('<div id="root">');
    }
  });

  it('answers /api/* with 404 NOT FOUND (the mock API runs in the browser)', async () => {
    for (const path of ['/api', '/api/anything', '/api/common/navigation?x=1']) {
      const reply = await get(path);
      expect(reply.status, path).toBe(404);
      expect(reply.body).toBe('NOT FOUND');
      expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    }
  });

  it('allows only GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const reply = await get('/', acme(), method);
      expect(reply.status, method).toBe(405);
      expect(reply.headers.allow).toBe('GET, HEAD');
    }
  });
});

describe('config.json', () => {
  it('is generated for the running identity provider and never cached', async () => {
    const reply = await get('/config.json');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.headers['cache-control']).toBe('no-store');
    const parsed = parseRuntimeConfig(JSON.parse(reply.body));
    expect(parsed.ok).toBe(true);
    expect(JSON.parse(reply.body)).toEqual(demoConfig(servers.idpOrigin));
    expect(servers.idpOrigin).toBe(`http://localhost:${servers.idpPort}`);
  });

  it('keeps the mockApi flag of the config.json the build wrote, with this server\'s authority', async () => {
    await writeFile(join(distDir, 'config.json'), JSON.stringify({ ...demoConfig('http://localhost:9090'), mockApi: false }));
    try {
      const reply = await get('/config.json');
      expect(JSON.parse(reply.body)).toEqual({ ...demoConfig(servers.idpOrigin), mockApi: false });
    } finally {
      await rm(join(distDir, 'config.json'));
    }
  });

  it('can be replaced by the file named in APP_CONFIG, and the CSP then lists its absolute origins', async () => {
    const file = join(root, 'app-config.json');
    const custom = {
      ...demoConfig('https://login.example.com'),
      mockApi: false,
      services: { ...demoConfig('x').services, catalogs: 'https://catalogs.example.com/v1' },
    };
    await writeFile(file, JSON.stringify(custom));
    const other = await startServers({ appPort: 0, idpPort: 0, distDir, quiet: true, appConfigPath: file });
    try {
      const host = `acme.localhost:${other.appPort}`;
      const config = await request({ port: other.appPort, path: '/config.json', host });
      expect(JSON.parse(config.body)).toEqual(custom);
      const index = await request({ port: other.appPort, path: '/', host });
      const csp = directives(String(index.headers['content-security-policy']));
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://login.example.com', 'https://catalogs.example.com']);
      expect(csp.get('frame-src')).toEqual(["'self'", 'https://login.example.com']);
    } finally {
      await other.close();
    }
  });
});

describe('headers', () => {
  const everyResponse = () => [
    get('/'),
    get('/orders/12'),
    get(hashedAsset),
    get('/assets/missing.js'),
    get('/config.json'),
    get('/api/x'),
    get('/', acme(), 'POST'),
    get('/%2e%2e/secret.txt'),
    get('/', `localhost:${servers.appPort}`),
    get('/', `nope.localhost:${servers.appPort}`),
  ];

  it('A3 sends nosniff, Referrer-Policy, COOP and Permissions-Policy on every response', async () => {
    for (const reply of await Promise.all(everyResponse())) {
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('no-referrer');
      expect(reply.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(reply.headers['permissions-policy']).toMatch(/camera=\(\)/);
    }
  });

  it('X6 X8 sends a strict CSP with the IdP origin on the SPA documents', async () => {
    for (const path of ['/', '/orders/12', '/index.html']) {
      const reply = await get(path);
      const raw = String(reply.headers['content-security-policy']);
      expect(raw).not.toMatch(/unsafe-inline|unsafe-eval/);
      const csp = directives(raw);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('connect-src')).toEqual(["'self'", servers.idpOrigin]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', servers.idpOrigin]);
      expect(csp.get('frame-src')).toEqual(["'self'", servers.idpOrigin]);
      expect(csp.get('form-action')).toEqual(["'self'", servers.idpOrigin]);
      expect(csp.get('manifest-src')).toEqual(["'self'"]);
      expect(csp.get('worker-src')).toEqual(["'self'"]);
      expect(csp.get('font-src')).toEqual(["'self'"]);
    }
  });

  it('a development build (build.json development: true) lets its documents keep a popup (the inspector); the CSP stays the same', async () => {
    const documents = ['/', '/orders/12', '/index.html', '/silent-renew.html'];
    const before = await Promise.all(documents.map((path) => get(path)));
    await writeFile(join(distDir, 'build.json'), '{"development":false}');
    try {
      for (const reply of await Promise.all(documents.map((path) => get(path)))) {
        expect(reply.headers['cross-origin-opener-policy']).toBe('same-origin');
      }
      await writeFile(join(distDir, 'build.json'), '{"development":true}');
      const after = await Promise.all(documents.map((path) => get(path)));
      after.forEach((reply, i) => {
        expect(reply.headers['cross-origin-opener-policy'], documents[i]).toBe('same-origin-allow-popups');
        expect(reply.headers['content-security-policy'], documents[i]).toBe(before[i]!.headers['content-security-policy']);
      });
      // Everything that is not a document keeps same-origin.
      for (const path of [hashedAsset, '/config.json', '/api/x']) {
        expect((await get(path)).headers['cross-origin-opener-policy'], path).toBe('same-origin');
      }
    } finally {
      await rm(join(distDir, 'build.json'), { force: true });
    }
  });

  it("X8 A14 lets only the app itself frame silent-renew.html (frame-ancestors 'self')", async () => {
    const reply = await get('/silent-renew.html');
    const raw = String(reply.headers['content-security-policy']);
    expect(raw).not.toMatch(/unsafe-inline|unsafe-eval/);
    const csp = directives(raw);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it("X6 X8 sends a CSP without unsafe-inline and with frame-ancestors 'none' on the picker and error pages", async () => {
    for (const host of [`localhost:${servers.appPort}`, `nope.localhost:${servers.appPort}`]) {
      const raw = String((await get('/', host)).headers['content-security-policy']);
      expect(raw).not.toMatch(/unsafe-inline|unsafe-eval/);
      const csp = directives(raw);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
    }
  });

  it('A12 N7 caches hashed assets forever and revalidates HTML, i18n catalogs and other files', async () => {
    expect((await get(hashedAsset)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/orders/12', '/index.html', '/silent-renew.html', '/assets/i18n/en.json', '/assets/logo.svg', '/favicon.ico']) {
      expect((await get(path)).headers['cache-control'], path).toBe('no-cache');
    }
  });
});
