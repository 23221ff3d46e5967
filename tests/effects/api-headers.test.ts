/**
 * Which requests get the bearer token, X-Subdomain and X-User-Timezone (A16, T4, B5), the idempotency key
 * of mutations (N2/N3) and query/path encoding (B2).
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseTenantHost } from '../../src/config/tenant-host';
import { apiRequest, isBackendUrl, pathSegment, resetApiClient } from '../../src/machines/effects/api-client';
import { anything, APP_ORIGIN, config, IDP, json, setUpClient } from './harness';

afterEach(() => resetApiClient());

const SENSITIVE = ['authorization', 'x-subdomain', 'x-user-timezone'] as const;

const backendUrls = [
  '/api/common/navigation',
  '/api/common',
  '/api/common/',
  '/api/common?id=1',
  `${APP_ORIGIN}/api/common/user`,
  'api/common/messages',
  './api/banking/accounts',
  '/api/distribution/routes/7',
  '/api/service-contracts/x',
  '/api/tenant-management/tenants',
  'https://catalogs.api.example.com',
  'https://catalogs.api.example.com/products/1',
  'https://CATALOGS.api.example.com:443/products',
  'https://api.example.com/ordering/orders',
  'https://api.example.com/inventory/v1/stock',
];

const otherUrls = [
  `${IDP}/.well-known/openid-configuration`,
  `${IDP}/protocol/openid-connect/token`,
  '/config.json',
  './config.json',
  '/assets/i18n/es-MX.json',
  './assets/i18n/es-MX.json',
  'https://cdn.example.com/app.js',
  'https://evil.example.com/api/common/navigation',
  '//evil.example.com/api/common/navigation',
  '/api/common-evil/navigation',
  '/api/commonx',
  '/api/banking-evil',
  '/API/common/navigation',
  '/api/%63ommon/navigation',
  '/api//common/navigation',
  '/api/common/../../config.json',
  '/api/common/%2e%2e/%2e%2e/config.json',
  '/api/common/../banking-evil/x',
  '/api/inventory/v1/stock',
  'https://api.example.com/ordering-evil/orders',
  'https://api.example.com/orderingx',
  'https://api.example.com/inventory/v10/stock',
  'https://api.example.com/inventory',
  'https://api.example.com/',
  'https://catalogs.api.example.com.evil.net/products',
  'https://evil-catalogs.api.example.com/products',
  'http://catalogs.api.example.com/products',
  'https://catalogs.api.example.com:8443/products',
  'https://acme.backoffice.example.com:8443/api/common/navigation',
];

async function headersOf(url: string): Promise<Record<string, string>> {
  const client = setUpClient(() => json({ ok: true }));
  await apiRequest({ method: 'GET', url, parse: anything });
  expect(client.calls).toHaveLength(1);
  return client.calls[0]!.headers;
}

describe('A16: bearer, X-Subdomain and X-User-Timezone only on the services and the common API', () => {
  it.each(backendUrls)('A16 backend %s gets all three headers', async (url) => {
    const headers = await headersOf(url);
    expect(headers.authorization).toBe('Bearer token-1');
    expect(headers['x-subdomain']).toBe('acme');
    expect(headers['x-user-timezone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(headers.accept).toBe('application/json');
  });

  it.each(otherUrls)('A16 non-backend %s gets none of them', async (url) => {
    const headers = await headersOf(url);
    for (const name of SENSITIVE) expect(headers[name]).toBeUndefined();
    expect(headers.accept).toBe('application/json');
  });

  it('A16 dot segments are resolved before matching, so ../ cannot borrow a backend prefix', async () => {
    const client = setUpClient(() => json({}));
    await apiRequest({ method: 'GET', url: '/api/common/../../config.json', parse: anything });
    expect(client.calls[0]!.url).toBe(`${APP_ORIGIN}/config.json`);
    expect(client.calls[0]!.headers.authorization).toBeUndefined();
  });

  it.each([
    ['/api/common/user?a=1', '/api/common/user?a=1'],
    [`${APP_ORIGIN}/api/common/user#frag`, '/api/common/user'],
    ['https://api.example.com/ordering/orders', 'https://api.example.com/ordering/orders'],
    ['/.//evil.example.com/api/common/x', `${APP_ORIGIN}//evil.example.com/api/common/x`],
    ['/api/common/.//evil.example.com/x', '/api/common//evil.example.com/x'],
  ])('same-origin requests go out origin-relative, never as a protocol-relative //host (%s)', async (url, raw) => {
    const client = setUpClient(() => json({}));
    await apiRequest({ method: 'GET', url, parse: anything });
    expect(client.calls[0]!.raw).toBe(raw);
    const intended = new URL(url, `${APP_ORIGIN}/`);
    intended.hash = '';
    expect(new URL(client.calls[0]!.raw, APP_ORIGIN).href).toBe(intended.href);
  });

  it('A16 no Authorization header at all when there is no token (signed out)', async () => {
    const client = setUpClient(() => json({}));
    client.token.value = null;
    await apiRequest({ method: 'GET', url: '/api/common/user', parse: anything });
    expect(client.calls[0]!.headers.authorization).toBeUndefined();
    expect(client.calls[0]!.headers['x-subdomain']).toBe('acme');
  });

  it('A16 a token that is not a b64token (header injection) is never sent', async () => {
    const client = setUpClient(() => json({}));
    client.token.value = 'abc\r\nX-Evil: 1';
    await apiRequest({ method: 'GET', url: '/api/common/user', parse: anything });
    expect(client.calls[0]!.headers.authorization).toBeUndefined();
    expect(client.calls[0]!.headers['x-evil']).toBeUndefined();
  });

  it('A16 the token never appears in the URL', async () => {
    const client = setUpClient(() => json({}));
    await apiRequest({ method: 'GET', url: '/api/common/user', query: { a: 1 }, parse: anything });
    expect(client.calls[0]!.url).not.toContain('token-1');
  });

  /** Independent oracle: compare path segment arrays instead of string prefixes. */
  const segments = (pathname: string) => pathname.replace(/\/+$/, '').split('/').slice(1);
  const parses = (url: string): boolean => {
    try {
      new URL(url, `${APP_ORIGIN}/`);
      return true;
    } catch {
      return false;
    }
  };
  const oracle = (url: string): boolean => {
    if (!parses(url)) return false;
    const resolved = new URL(url, `${APP_ORIGIN}/`);
    return [config.commonApi, ...Object.values(config.services)].some((base) => {
      const b = new URL(base, `${APP_ORIGIN}/`);
      if (b.origin !== resolved.origin) return false;
      const want = segments(b.pathname);
      const got = resolved.pathname.split('/').slice(1);
      return want.every((segment, i) => got[i] === segment);
    });
  };

  const origins = fc.constantFrom(
    '',
    APP_ORIGIN,
    'https://catalogs.api.example.com',
    'https://api.example.com',
    'http://api.example.com',
    'https://api.example.com:444',
    'https://idp.example.com',
    'https://evil.example.com',
    'https://catalogs.api.example.com.evil.net',
    '//api.example.com',
  );
  const segment = fc.oneof(
    fc.constantFrom('api', 'common', 'common-evil', 'commonx', 'ordering', 'ordering-evil', 'inventory', 'v1', 'v10',
      'banking', 'service-contracts', 'tenant-management', 'distribution', 'catalogs', '..', '.', '%2e%2e', '', 'API',
      'config.json', 'assets', 'i18n', 'es-MX.json'),
    fc.webSegment(),
  );
  const generatedUrl = fc
    .tuple(origins, fc.array(segment, { maxLength: 6 }), fc.option(fc.webQueryParameters(), { nil: undefined }))
    .map(([origin, parts, query]) => `${origin}/${parts.join('/')}${query === undefined ? '' : `?${query}`}`);

  it('A16 property: isBackendUrl agrees with a segment-array oracle over generated URLs', () => {
    fc.assert(
      fc.property(fc.oneof(generatedUrl, fc.webUrl()), (url) => {
        expect(isBackendUrl(config, APP_ORIGIN, url)).toBe(oracle(url));
      }),
      { numRuns: 2000 },
    );
  });

  it('A16 property: the three headers are sent exactly on backend URLs, never elsewhere', async () => {
    const client = setUpClient(() => json({}));
    await fc.assert(
      fc.asyncProperty(fc.oneof(generatedUrl, fc.webUrl()), async (url) => {
        const before = client.calls.length;
        // Unparsable, or with credentials ("//a@a" is the one fc.webUrl can make): refused before any request.
        const withCredentials = parses(url) && (() => {
          const parsed = new URL(url, `${APP_ORIGIN}/`);
          return parsed.username !== '' || parsed.password !== '';
        })();
        if (!parses(url) || withCredentials) {
          await expect(apiRequest({ method: 'GET', url, parse: anything })).rejects.toThrow(TypeError);
          expect(client.calls).toHaveLength(before);
          return;
        }
        await apiRequest({ method: 'GET', url, parse: anything });
        const sent = client.calls[before]!;
        expect(new URL(sent.raw, APP_ORIGIN).origin).toBe(new URL(url, `${APP_ORIGIN}/`).origin);
        const backend = oracle(url);
        for (const name of SENSITIVE) expect(name in sent.headers, `${name} on ${sent.url}`).toBe(backend);
        if (sent.headers.authorization !== undefined) {
          const allowed = new Set([APP_ORIGIN, 'https://catalogs.api.example.com', 'https://api.example.com']);
          expect(allowed.has(new URL(sent.url).origin)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('T4: X-Subdomain only from a valid tenant host', () => {
  const base = 'localhost';
  const localConfig = { ...config, tenantBaseDomain: base, commonApi: '/api/common' };

  it.each([
    ['ACME.localhost:8080', 'acme'],
    ['acme.localhost', 'acme'],
    ['acme.localhost.', 'acme'],
    ['acme-2.localhost:5173', 'acme-2'],
    ['a.b.localhost', undefined],
    ['localhost', undefined],
    ['localhost:8080', undefined],
    ['127.0.0.1:8080', undefined],
    ['[::1]:8080', undefined],
    ['xn--80ak6aa92e.localhost', undefined],
    ['acme.localhost.evil.net', undefined],
    ['evil.net', undefined],
    ['-acme.localhost', undefined],
    ['acme-.localhost', undefined],
    ['ac_me.localhost', undefined],
    [`${'a'.repeat(64)}.localhost`, undefined],
    ['acme .localhost', undefined],
    ['acme.localhost..', undefined],
  ])('T4 host %s sends X-Subdomain %s', async (host, expected) => {
    const client = setUpClient(() => json({}), { host, config: localConfig, origin: 'http://localhost:8080' });
    await apiRequest({ method: 'GET', url: '/api/common/user', parse: anything });
    expect(client.calls[0]!.headers['x-subdomain']).toBe(expected);
  });

  const hostChar = fc.constantFrom(...'aAzZ09-_.:[]'.split(''), 'xn--', 'localhost', '.localhost', 'evil', ' ', '\u0130', 'é');
  const hosts = fc.oneof(
    fc.string({ unit: hostChar, maxLength: 12 }),
    fc
      .tuple(
        fc.string({ unit: hostChar, minLength: 1, maxLength: 8 }),
        fc.constantFrom('', ':8080', ':'),
        fc.constantFrom('', '.', '..'),
      )
      .map(([label, port, dot]) => `${label}.localhost${dot}${port}`),
    fc.domain(),
    fc.stringMatching(/^[a-z0-9-]{1,70}\.localhost(:\d{1,5})?$/),
  );

  it('T4 property: any tenant slug matches ^[a-z0-9-]{1,63}$ and is the host\'s first label', () => {
    fc.assert(
      fc.property(hosts, (host) => {
        const result = parseTenantHost(host, base);
        if (result.kind === 'tenant') {
          expect(result.slug).toMatch(/^[a-z0-9-]{1,63}$/);
          expect(result.slug.startsWith('xn--')).toBe(false);
          expect(host.trim().toLowerCase().startsWith(`${result.slug}.localhost`)).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('T4 property: X-Subdomain is absent or a canonical slug, whatever the host', async () => {
    await fc.assert(
      fc.asyncProperty(hosts, async (host) => {
        const client = setUpClient(() => json({}), { host, config: localConfig, origin: 'http://localhost:8080' });
        await apiRequest({ method: 'GET', url: '/api/common/user', parse: anything });
        const sent = client.calls[0]!.headers['x-subdomain'];
        const parsed = parseTenantHost(host, base);
        expect(sent).toBe(parsed.kind === 'tenant' ? parsed.slug : undefined);
        if (sent !== undefined) expect(sent).toMatch(/^[a-z0-9-]{1,63}$/);
      }),
      { numRuns: 300 },
    );
  });
});

describe('B5: X-User-Timezone', () => {
  const fakeZone = (zone: unknown) => {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    return vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...real.call(this), timeZone: zone } as Intl.ResolvedDateTimeFormatOptions;
    });
  };

  it.each([
    ['undefined', undefined],
    ['Etc/Unknown', 'Etc/Unknown'],
    ['an unknown zone', 'Mars/Olympus_Mons'],
    ['a header injection', 'Europe/Paris\r\nX-Evil: 1'],
    ['an empty string', ''],
    ['a number', 42],
  ])('B5 a time zone that is %s is omitted and the request still works', async (_, zone) => {
    fakeZone(zone);
    const client = setUpClient(() => json({ ok: true }));
    await expect(apiRequest({ method: 'GET', url: '/api/common/user', parse: anything })).resolves.toEqual({ ok: true });
    expect(client.calls[0]!.headers).not.toHaveProperty('x-user-timezone');
    expect(client.calls[0]!.headers['x-subdomain']).toBe('acme');
  });

  it('B5 the zone is read per request, so a change mid-session is picked up', async () => {
    const spy = fakeZone('America/Mexico_City');
    const client = setUpClient(() => json({}));
    await apiRequest({ method: 'GET', url: '/api/common/user', parse: anything });
    spy.mockRestore();
    fakeZone('Asia/Tokyo');
    await apiRequest({ method: 'GET', url: '/api/common/user', parse: anything });
    expect(client.calls.map((c) => c.headers['x-user-timezone'])).toEqual(['America/Mexico_City', 'Asia/Tokyo']);
  });

  it('B5 a thrown Intl error omits the header without crashing', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(() => {
      throw new RangeError('broken Intl');
    });
    const client = setUpClient(() => json({}));
    await apiRequest({ method: 'GET', url: '/api/common/user', parse: anything });
    expect(client.calls[0]!.headers).not.toHaveProperty('x-user-timezone');
  });
});

describe('N2/N3: Idempotency-Key on mutations', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('N2 %s carries a fresh UUID key, distinct per call', async (method) => {
    const client = setUpClient(() => json({}));
    await apiRequest({ method, url: '/api/common/messages', body: { message: 'x' }, parse: anything });
    await apiRequest({ method, url: '/api/common/messages', body: { message: 'x' }, parse: anything });
    const [a, b] = client.calls.map((c) => c.headers['idempotency-key']);
    expect(a).toMatch(uuid);
    expect(b).toMatch(uuid);
    expect(a).not.toBe(b);
  });

  it('N2 GET carries no key', async () => {
    const client = setUpClient(() => json({}));
    await apiRequest({ method: 'GET', url: '/api/common/messages', parse: anything });
    expect(client.calls[0]!.headers).not.toHaveProperty('idempotency-key');
  });

  it('N2 a manual retry can reuse the key of the first attempt', async () => {
    const client = setUpClient(() => json({}));
    await apiRequest({ method: 'POST', url: '/api/common/messages', body: {}, idempotencyKey: 'key-1', parse: anything });
    await apiRequest({ method: 'POST', url: '/api/common/messages', body: {}, idempotencyKey: 'key-1', parse: anything });
    expect(client.calls.map((c) => c.headers['idempotency-key'])).toEqual(['key-1', 'key-1']);
  });

  it('JSON body gets Content-Type application/json; no body, no Content-Type', async () => {
    const client = setUpClient(() => json({}));
    await apiRequest({ method: 'PATCH', url: '/api/common/user', body: { user: { name: 'Ana' } }, parse: anything });
    await apiRequest({ method: 'DELETE', url: '/api/common/messages', query: { id: 3 }, expect: 'empty', parse: () => undefined });
    expect(client.calls[0]!.headers['content-type']).toBe('application/json');
    expect(client.calls[0]!.body).toBe('{"user":{"name":"Ana"}}');
    expect(client.calls[1]!.headers).not.toHaveProperty('content-type');
    expect(client.calls[1]!.body).toBeUndefined();
  });

  it('a GET with a body is refused before any request', async () => {
    const client = setUpClient(() => json({}));
    await expect(apiRequest({ method: 'GET', url: '/api/common/user', body: { a: 1 }, parse: anything })).rejects.toThrow(TypeError);
    expect(client.calls).toHaveLength(0);
  });
});

describe('B2: query and path encoding', () => {
  it('B2 query values are encodeURIComponent-ed, undefined skipped, appended to an existing query', async () => {
    const client = setUpClient(() => json({}));
    await apiRequest({
      method: 'GET',
      url: '/api/common/search?fixed=1',
      query: { q: 'a b&c=d#e', slash: 'x/y', plus: '1+1', id: 5, on: true, skip: undefined, 'k y': 'ñ' },
      parse: anything,
    });
    expect(client.calls[0]!.url).toBe(
      `${APP_ORIGIN}/api/common/search?fixed=1&q=a%20b%26c%3Dd%23e&slash=x%2Fy&plus=1%2B1&id=5&on=true&k%20y=%C3%B1`,
    );
  });

  it('B2 pathSegment encodes / as %2F and % as %25', () => {
    expect(pathSegment('a/b')).toBe('a%2Fb');
    expect(pathSegment('%2F')).toBe('%252F');
    expect(pathSegment('a b?c#d')).toBe('a%20b%3Fc%23d');
    expect(pathSegment(42)).toBe('42');
    expect(pathSegment('a..b')).toBe('a..b');
  });

  it.each(['', '.', '..', '../x', 'x/..', './x', '..\\x', '%2e%2e', '%2E%2E%2Fx', '..%2Fadmin', '\uD800'])(
    'B2 pathSegment refuses %j',
    (value) => {
      expect(() => pathSegment(value)).toThrow(RangeError);
    },
  );

  it('B2 property: a pathSegment result stays one segment under its base', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (value) => {
        let encoded: string;
        try {
          encoded = pathSegment(value);
        } catch {
          return;
        }
        const url = new URL(`/api/common/orders/${encoded}/print`, APP_ORIGIN);
        expect(url.pathname.startsWith('/api/common/orders/')).toBe(true);
        expect(url.pathname.split('/')).toHaveLength(6);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses non-http URLs and URLs with credentials before any request', async () => {
    const client = setUpClient(() => json({}));
    await expect(apiRequest({ method: 'GET', url: 'javascript:alert(1)', parse: anything })).rejects.toThrow(TypeError);
    await expect(apiRequest({ method: 'GET', url: 'https://u:p@api.example.com/ordering/x', parse: anything })).rejects.toThrow(TypeError);
    expect(client.calls).toHaveLength(0);
  });
});
