// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissions, businessPermissions, Permission } from '../../src/config/permissions';
import { tenants } from '../../src/config/tenants';
import { demoAccounts, demoPassword } from '../../server/accounts';
import { startServers, type RunningServers } from '../../server/servers';
import { CookieJar, decodeJwt, inputValue, pkcePair, randomValue, request, type Reply } from './support';

const accessTokenTtl = 120;
let servers: RunningServers;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'backoffice-idp-'));
  await mkdir(join(root, 'dist'));
  await writeFile(join(root, 'dist', 'index.html'), '<!doctype html><title>SPA</title>');
  servers = await startServers({ appPort: 0, idpPort: 0, accessTokenTtl, distDir: join(root, 'dist'), quiet: true });
});

afterAll(async () => {
  await servers?.close();
  await rm(root, { recursive: true, force: true });
});

const scope = 'openid profile email offline_access backoffice';
const appOrigin = (slug = 'acme') => `http://${slug}.localhost:${servers.appPort}`;
const callback = (slug = 'acme') => `${appOrigin(slug)}/signin-oidc`;

/** One browser: a cookie jar for the IdP origin. */
class Browser {
  readonly jar = new CookieJar();

  async go(path: string, init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<Reply> {
    const cookie = this.jar.header(path);
    const reply = await request({
      port: servers.idpPort,
      path,
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      form: init.form,
      headers: { ...(cookie ? { cookie } : {}), ...init.headers },
    });
    this.jar.store(reply);
    return reply;
  }
}

/** The path (and query) of a Location on the IdP, or the absolute URL elsewhere. */
const location = (reply: Reply): URL => new URL(String(reply.headers.location), servers.idpOrigin);
const idpPath = (url: URL): string => {
  expect(url.origin).toBe(servers.idpOrigin);
  return url.pathname + url.search;
};

interface AuthorizeParams {
  slug?: string;
  redirectUri?: string;
  challenge?: string;
  method?: string | null;
  uiLocales?: string;
  prompt?: string;
  extra?: Record<string, string>;
}

function authorizePath(p: AuthorizeParams & { state: string; nonce: string }): string {
  const query = new URLSearchParams({
    client_id: 'backoffice-spa',
    redirect_uri: p.redirectUri ?? callback(p.slug),
    response_type: 'code',
    scope,
    state: p.state,
    nonce: p.nonce,
    ...(p.challenge === undefined ? {} : { code_challenge: p.challenge }),
    ...(p.method === null || p.method === undefined ? {} : { code_challenge_method: p.method }),
    ...(p.uiLocales ? { ui_locales: p.uiLocales } : {}),
    ...(p.prompt ? { prompt: p.prompt } : {}),
    ...p.extra,
  });
  return `/auth?${query.toString()}`;
}

interface SignInResult {
  code: string;
  state: string;
  nonce: string;
  verifier: string;
  callbackUrl: URL;
}

/** Authorize → sign-in page → password → back to the app's callback with a code. */
async function signIn(browser: Browser, email: string, slug = 'acme'): Promise<SignInResult> {
  const { verifier, challenge } = pkcePair();
  const state = randomValue();
  const nonce = randomValue();
  const start = await browser.go(authorizePath({ slug, challenge, method: 'S256', state, nonce }));
  expect(start.status).toBe(303);
  const interactionPath = idpPath(location(start));
  const page = await browser.go(interactionPath);
  expect(page.status).toBe(200);
  const posted = await browser.go(`${interactionPath}/login`, { form: { email, password: demoPassword } });
  expect(posted.status).toBe(303);
  const resumed = await browser.go(idpPath(location(posted)));
  expect(resumed.status).toBe(303);
  const callbackUrl = new URL(String(resumed.headers.location));
  const code = callbackUrl.searchParams.get('code');
  expect(code).toBeTruthy();
  return { code: code!, state, nonce, verifier, callbackUrl };
}

async function token(form: Record<string, string>, origin = appOrigin()): Promise<Reply> {
  return request({ port: servers.idpPort, path: '/token', form: { client_id: 'backoffice-spa', ...form }, headers: { origin } });
}

async function exchange(result: SignInResult, slug = 'acme') {
  const reply = await token(
    { grant_type: 'authorization_code', code: result.code, redirect_uri: callback(slug), code_verifier: result.verifier },
    appOrigin(slug),
  );
  expect(reply.status, reply.body).toBe(200);
  return JSON.parse(reply.body) as {
    access_token: string;
    id_token: string;
    refresh_token?: string;
    expires_in: number;
    token_type: string;
    scope: string;
  };
}

describe('discovery', () => {
  it('publishes the issuer, endpoints, S256 only, and the JWKS', async () => {
    const reply = await request({ port: servers.idpPort, path: '/.well-known/openid-configuration' });
    expect(reply.status).toBe(200);
    const doc = JSON.parse(reply.body) as Record<string, unknown>;
    expect(doc.issuer).toBe(servers.idpOrigin);
    expect(doc.authorization_endpoint).toBe(`${servers.idpOrigin}/auth`);
    expect(doc.token_endpoint).toBe(`${servers.idpOrigin}/token`);
    expect(doc.end_session_endpoint).toBe(`${servers.idpOrigin}/session/end`);
    expect(doc.revocation_endpoint).toBe(`${servers.idpOrigin}/token/revocation`);
    expect(doc.userinfo_endpoint).toBe(`${servers.idpOrigin}/me`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']));
    expect(doc.claims_supported).toEqual(expect.arrayContaining(['sub', 'name', 'email', 'profilePicture', 'permissions', 'tenants']));
    const jwks = JSON.parse((await request({ port: servers.idpPort, path: '/jwks' })).body) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});

describe('A1 T5 authorization code + PKCE S256', () => {
  it('signs in with the form, shows the error on a wrong password, and returns a code without a consent step', async () => {
    const browser = new Browser();
    const { verifier, challenge } = pkcePair();
    const state = randomValue();
    const nonce = randomValue();
    const start = await browser.go(authorizePath({ challenge, method: 'S256', state, nonce }));
    expect(start.status).toBe(303);
    const interactionPath = idpPath(location(start));
    expect(interactionPath).toMatch(/^\/interaction\/[\w-]+$/);

    const page = await browser.go(interactionPath);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toMatch(/<label for="email">Email<\/label>/);
    expect(page.body).toMatch(/<label for="password">Password<\/label>/);
    expect(page.body).toMatch(/<input id="email" name="email" type="email"[^>]*autocomplete="username"/);
    expect(page.body).toMatch(/<input id="password" name="password" type="password"[^>]*autocomplete="current-password"/);
    expect(page.body).toMatch(/<button class="button" type="submit">Sign in<\/button>/);
    expect(page.body).toContain('Acme Telecom');
    expect(page.body).not.toMatch(/<script|<style|style="|role="alert"/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`form-action 'self' ${appOrigin('acme')} ${appOrigin('globex')}`);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    const wrong = await browser.go(`${interactionPath}/login`, { form: { email: 'ana@acme.test', password: 'nope' } });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatch(/<div class="alert" id="login-error" role="alert">Wrong email or password\.<\/div>/);
    expect(inputValue(wrong.body, 'email')).toBe('ana@acme.test');
    expect(inputValue(wrong.body, 'password')).toBeUndefined();

    const unknown = await browser.go(`${interactionPath}/login`, { form: { email: '<b>x</b>@acme.test', password: 'demo' } });
    expect(unknown.body).toContain('Wrong email or password.');
    expect(unknown.body).toContain('value="&lt;b&gt;x&lt;/b&gt;@acme.test"');

    const posted = await browser.go(`${interactionPath}/login`, { form: { email: 'ana@acme.test', password: demoPassword } });
    expect(posted.status).toBe(303);
    const resumed = await browser.go(idpPath(location(posted)));
    expect(resumed.status).toBe(303);
    const back = new URL(String(resumed.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(callback('acme'));
    expect(back.searchParams.get('state')).toBe(state);
    expect(back.searchParams.get('iss')).toBe(servers.idpOrigin);
    const code = back.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const tokens = await exchange({ code, state, nonce, verifier, callbackUrl: back });
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(accessTokenTtl);
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.scope.split(' ').sort()).toEqual(['backoffice', 'email', 'openid', 'profile']);

    const id = decodeJwt(tokens.id_token).payload;
    const ana = demoAccounts.find((a) => a.email === 'ana@acme.test')!;
    expect(id).toMatchObject({
      iss: servers.idpOrigin,
      aud: 'backoffice-spa',
      sub: 'usr_ana',
      nonce,
      name: 'Ana Álvarez',
      email: 'ana@acme.test',
      tenants: ['acme'],
      profilePicture: `${servers.idpOrigin}/idp-assets/avatars/${ana.avatar}`,
    });
    expect(id.permissions).toEqual([...businessPermissions]);

    const access = decodeJwt(tokens.access_token);
    expect(access.header).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect(access.payload).toMatchObject({
      iss: servers.idpOrigin,
      aud: 'urn:backoffice:api',
      sub: 'usr_ana',
      client_id: 'backoffice-spa',
      name: 'Ana Álvarez',
      email: 'ana@acme.test',
      tenants: ['acme'],
    });
    expect(access.payload.permissions).toEqual([...businessPermissions]);
    expect(String(access.payload.scope).split(' ')).toContain('backoffice');
    expect(Number(access.payload.exp) - Number(access.payload.iat)).toBe(accessTokenTtl);

    // The code is single-use.
    const replay = await token({ grant_type: 'authorization_code', code, redirect_uri: callback(), code_verifier: verifier });
    expect(replay.status).toBe(400);
    expect(JSON.parse(replay.body).error).toBe('invalid_grant');
  });

  it('puts every account’s claims in the tokens; nobody has no permissions and no picture', async () => {
    const nobody = await exchange(await signIn(new Browser(), 'nobody@acme.test'));
    const id = decodeJwt(nobody.id_token).payload;
    expect(id).toMatchObject({ sub: 'usr_nobody', name: 'Nadia Bello', permissions: [], tenants: ['acme'] });
    expect(id).not.toHaveProperty('profilePicture');

    const root = await exchange(await signIn(new Browser(), 'root@platform.test', 'globex'), 'globex');
    const rootId = decodeJwt(root.id_token).payload;
    expect(rootId.tenants).toEqual(['acme', 'globex']);
    expect(rootId.permissions).toEqual([...allPermissions]);
    expect(rootId.permissions).toContain(Permission.TenantManagementSuperAdmin);

    const sam = decodeJwt((await exchange(await signIn(new Browser(), 'SAM@acme.test '))).access_token).payload;
    expect(sam).toMatchObject({ sub: 'usr_sam', permissions: [Permission.OrderOrders] });
  });

  it('serves the avatar image from the IdP', async () => {
    const reply = await request({ port: servers.idpPort, path: '/idp-assets/avatars/ana.svg' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('image/svg+xml');
    const traversal = await request({ port: servers.idpPort, path: '/idp-assets/%2e%2e/idp.ts' });
    expect([400, 404]).toContain(traversal.status);
  });

  it('renders the sign-in page in Spanish for ui_locales=es-MX', async () => {
    const browser = new Browser();
    const start = await browser.go(
      authorizePath({ challenge: pkcePair().challenge, method: 'S256', state: 's', nonce: 'n', uiLocales: 'es-MX' }),
    );
    const interactionPath = idpPath(location(start));
    const page = await browser.go(interactionPath);
    expect(page.body).toContain('<html lang="es-MX">');
    expect(page.body).toContain('<label for="email">Correo electrónico</label>');
    expect(page.body).toContain('<label for="password">Contraseña</label>');
    expect(page.body).toMatch(/<button[^>]*>Iniciar sesión<\/button>/);
    const wrong = await browser.go(`${interactionPath}/login`, { form: { email: 'ana@acme.test', password: 'x' } });
    expect(wrong.body).toContain('role="alert">Correo o contraseña incorrectos.</div>');
  });

  it('shows a styled error for an unknown or expired sign-in page', async () => {
    const reply = await new Browser().go('/interaction/doesnotexist');
    expect(reply.status).toBe(400);
    expect(reply.body).toContain('This sign-in page has expired');
    expect(reply.body).toContain('href="/idp-assets/theme.css"');
    const post = await new Browser().go('/interaction/doesnotexist/login', { form: { email: 'ana@acme.test', password: 'demo' } });
    expect(post.status).toBe(400);
    expect(post.headers.location).toBeUndefined();
  });

  it('A1 rejects plain PKCE and a missing code challenge', async () => {
    for (const params of [
      { challenge: pkcePair().verifier, method: 'plain' },
      { challenge: undefined, method: null },
      { challenge: pkcePair().challenge, method: null },
    ]) {
      const reply = await new Browser().go(authorizePath({ ...params, state: 'st', nonce: 'n' }));
      expect(reply.status).toBe(303);
      const back = new URL(String(reply.headers.location));
      expect(`${back.origin}${back.pathname}`).toBe(callback());
      expect(back.searchParams.get('error')).toBe('invalid_request');
      expect(back.searchParams.has('code')).toBe(false);
    }
  });

  it('A1 refuses a token request with a wrong code_verifier', async () => {
    const result = await signIn(new Browser(), 'ana@acme.test');
    const reply = await token({
      grant_type: 'authorization_code',
      code: result.code,
      redirect_uri: callback(),
      code_verifier: pkcePair().verifier,
    });
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body).error).toBe('invalid_grant');
  });

  it('T5 registers exact per-tenant redirect URIs and rejects any other', async () => {
    const port = servers.appPort;
    for (const redirectUri of [
      `http://evil.localhost:${port}/signin-oidc`,
      `http://acme.localhost:${port}/signin-oidc/extra`,
      `http://acme.localhost:${port}/signin-oidc?next=/x`,
      `http://acme.localhost:${port + 1}/signin-oidc`,
      `https://acme.localhost:${port}/signin-oidc`,
      `http://acme.localhost:${port}/`,
      'https://evil.example/signin-oidc',
    ]) {
      const reply = await new Browser().go(authorizePath({ redirectUri, challenge: pkcePair().challenge, method: 'S256', state: 's', nonce: 'n' }));
      expect(reply.status, redirectUri).toBe(400);
      expect(reply.headers.location).toBeUndefined();
      expect(reply.body).toContain('redirect_uri did not match any of the client');
      expect(String(reply.headers['content-security-policy'])).not.toContain('unsafe-inline');
    }
    for (const tenant of tenants) {
      for (const path of ['/signin-oidc', '/silent-renew.html']) {
        const reply = await new Browser().go(
          authorizePath({ redirectUri: `${appOrigin(tenant.slug)}${path}`, challenge: pkcePair().challenge, method: 'S256', state: 's', nonce: 'n' }),
        );
        expect(reply.status, `${tenant.slug}${path}`).toBe(303);
        expect(location(reply).pathname).toMatch(/^\/interaction\//);
      }
    }
  });

  it('A8 answers prompt=none without a session with login_required at the callback', async () => {
    const reply = await new Browser().go(
      authorizePath({
        redirectUri: `${appOrigin()}/silent-renew.html`,
        challenge: pkcePair().challenge,
        method: 'S256',
        state: 's',
        nonce: 'n',
        prompt: 'none',
      }),
    );
    expect(reply.status).toBe(303);
    const back = new URL(String(reply.headers.location));
    expect(back.pathname).toBe('/silent-renew.html');
    expect(back.searchParams.get('error')).toBe('login_required');
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toContain(`frame-ancestors ${appOrigin('acme')} ${appOrigin('globex')}`);
  });

  it('signs in again silently with the IdP session (second authorize goes straight back)', async () => {
    const browser = new Browser();
    await signIn(browser, 'gus@globex.test', 'globex');
    const again = await browser.go(
      authorizePath({ slug: 'globex', challenge: pkcePair().challenge, method: 'S256', state: 's2', nonce: 'n2', prompt: 'none' }),
    );
    expect(again.status).toBe(303);
    const back = new URL(String(again.headers.location));
    expect(back.origin).toBe(appOrigin('globex'));
    expect(back.searchParams.get('code')).toBeTruthy();
  });
});

describe('A7 A9 refresh tokens', () => {
  it('rotates the refresh token on every use; reusing a rotated one fails with invalid_grant and revokes the chain', async () => {
    const first = await exchange(await signIn(new Browser(), 'ana@acme.test'));
    const rt1 = first.refresh_token!;
    // As oidc-client-ts does: it sends back the scope of the token response.
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: rt1, scope: first.scope });
    expect(refreshed.status, refreshed.body).toBe(200);
    const second = JSON.parse(refreshed.body) as { refresh_token: string; access_token: string; id_token: string };
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(rt1);
    const at = decodeJwt(second.access_token).payload;
    expect(at.aud).toBe('urn:backoffice:api');
    expect(Number(at.exp) - Number(at.iat)).toBe(accessTokenTtl);
    const id = decodeJwt(second.id_token).payload;
    expect(id).toMatchObject({ sub: 'usr_ana', name: 'Ana Álvarez', tenants: ['acme'] });
    expect(id.permissions).toEqual([...businessPermissions]);
    expect(at.permissions).toEqual([...businessPermissions]);

    const reuse = await token({ grant_type: 'refresh_token', refresh_token: rt1 });
    expect(reuse.status).toBe(400);
    expect(JSON.parse(reuse.body).error).toBe('invalid_grant');

    // Reuse detection revoked the grant: the newer token is dead as well.
    const after = await token({ grant_type: 'refresh_token', refresh_token: second.refresh_token });
    expect(after.status).toBe(400);
    expect(JSON.parse(after.body).error).toBe('invalid_grant');
  });

  it('revokes a refresh token at the revocation endpoint', async () => {
    const tokens = await exchange(await signIn(new Browser(), 'bea@acme.test'));
    const revoked = await request({
      port: servers.idpPort,
      path: '/token/revocation',
      form: { client_id: 'backoffice-spa', token: tokens.refresh_token!, token_type_hint: 'refresh_token' },
      headers: { origin: appOrigin() },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.headers['access-control-allow-origin']).toBe(appOrigin());
    const reply = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(JSON.parse(reply.body).error).toBe('invalid_grant');
  });
});

describe('userinfo', () => {
  it('returns the same claims for the JWT access token', async () => {
    const tokens = await exchange(await signIn(new Browser(), 'sam@acme.test'));
    const reply = await request({
      port: servers.idpPort,
      path: '/me',
      headers: { authorization: `Bearer ${tokens.access_token}`, origin: appOrigin() },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBe(appOrigin());
    expect(JSON.parse(reply.body)).toEqual({
      sub: 'usr_sam',
      name: 'Sam Ortega',
      email: 'sam@acme.test',
      profilePicture: `${servers.idpOrigin}/idp-assets/avatars/sam.svg`,
      permissions: [Permission.OrderOrders],
      tenants: ['acme'],
    });
    const [header, , signature] = tokens.access_token.split('.');
    const otherUser = Buffer.from(JSON.stringify({ ...decodeJwt(tokens.access_token).payload, sub: 'usr_root' })).toString('base64url');
    const forged = `${header}.${otherUser}.${signature}`;
    const bad = await request({ port: servers.idpPort, path: '/me', headers: { authorization: `Bearer ${forged}` } });
    expect(bad.status).toBe(401);
    expect(bad.headers['www-authenticate']).toContain('invalid_token');
  });
});

describe('CORS', () => {
  const evil = () => `http://evil.localhost:${servers.appPort}`;

  it('allows the tenant app origins on discovery, JWKS, token and userinfo, and nobody else', async () => {
    for (const path of ['/.well-known/openid-configuration', '/jwks']) {
      for (const tenant of tenants) {
        const ok = await request({ port: servers.idpPort, path, headers: { origin: appOrigin(tenant.slug) } });
        expect(ok.headers['access-control-allow-origin'], path).toBe(appOrigin(tenant.slug));
      }
      const denied = await request({ port: servers.idpPort, path, headers: { origin: evil() } });
      expect(denied.status).toBe(200);
      expect(denied.headers['access-control-allow-origin'], path).toBeUndefined();
    }
    for (const path of ['/token', '/token/revocation', '/me']) {
      const preflight = (origin: string) =>
        request({
          port: servers.idpPort,
          path,
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
        });
      expect((await preflight(appOrigin())).headers['access-control-allow-origin'], path).toBe(appOrigin());
      expect((await preflight(evil())).headers['access-control-allow-origin'], path).toBeUndefined();
    }
  });

  it('refuses a token request from a foreign origin', async () => {
    const result = await signIn(new Browser(), 'ana@acme.test');
    const reply = await token(
      { grant_type: 'authorization_code', code: result.code, redirect_uri: callback(), code_verifier: result.verifier },
      evil(),
    );
    expect(reply.status).toBe(400);
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('A11 RP-initiated logout', () => {
  it('auto-submits the styled sign-out form and lands on the registered post_logout_redirect_uri', async () => {
    const browser = new Browser();
    const tokens = await exchange(await signIn(browser, 'ana@acme.test'));
    const postLogout = `${appOrigin()}/signout-callback-oidc`;
    const end = await browser.go(
      `/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: postLogout, state: 'bye' })}`,
    );
    expect(end.status).toBe(200);
    expect(end.body).toContain('<form id="op.logoutForm" method="post"');
    expect(end.body).toContain('<script src="/idp-assets/logout.js" defer></script>');
    expect(end.body).toContain('<link rel="stylesheet" href="/idp-assets/theme.css">');
    expect(end.body).not.toMatch(/<script>|<style|style="/);
    expect(end.headers['x-content-type-options']).toBe('nosniff');
    expect(end.headers['cache-control']).toMatch(/no-store/);
    const csp = String(end.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`form-action 'self' ${appOrigin('acme')}`);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    const script = await browser.go('/idp-assets/logout.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('op.logoutForm');

    // What logout.js does: submit the form with logout=yes.
    const action = new URL(/<form id="op\.logoutForm" method="post" action="([^"]+)"/.exec(end.body)![1]!);
    const confirm = await browser.go(action.pathname, { form: { xsrf: inputValue(end.body, 'xsrf')!, logout: 'yes' } });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.location).toBe(`${postLogout}?state=bye`);

    // The IdP session and its refresh tokens are gone.
    const rt = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(JSON.parse(rt.body).error).toBe('invalid_grant');
    const again = await browser.go(authorizePath({ challenge: pkcePair().challenge, method: 'S256', state: 's', nonce: 'n', prompt: 'none' }));
    expect(new URL(String(again.headers.location)).searchParams.get('error')).toBe('login_required');
  });

  it('accepts ?logout=true as a post-logout URI and rejects unregistered ones', async () => {
    const browser = new Browser();
    const tokens = await exchange(await signIn(browser, 'ana@acme.test'));
    const bad = await browser.go(
      `/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: 'https://evil.example/' })}`,
    );
    expect(bad.status).toBe(400);
    const good = await browser.go(
      `/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${appOrigin()}/?logout=true` })}`,
    );
    expect(good.status).toBe(200);
    const confirm = await browser.go('/session/end/confirm', { form: { xsrf: inputValue(good.body, 'xsrf')!, logout: 'yes' } });
    expect(confirm.headers.location).toBe(`${appOrigin()}/?logout=true`);
  });

  it('shows a styled signed-out page without a post_logout_redirect_uri', async () => {
    const browser = new Browser();
    await signIn(browser, 'gus@globex.test', 'globex');
    const end = await browser.go('/session/end');
    const confirm = await browser.go('/session/end/confirm', { form: { xsrf: inputValue(end.body, 'xsrf')!, logout: 'yes' } });
    expect(confirm.status).toBe(303);
    const success = await browser.go(idpPath(location(confirm)));
    expect(success.status).toBe(200);
    expect(success.body).toContain('You are signed out');
    expect(success.body).toContain(`href="${appOrigin('globex')}/"`);
    expect(success.body).not.toMatch(/<script|<style|style="/);
  });
});
