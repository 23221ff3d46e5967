/**
 * The embedded OpenID Connect provider of the dev server (oidc-provider 8.x): one public SPA client,
 * authorization code + PKCE S256, JWT access tokens for the back-office API, rotating refresh tokens,
 * and its own sign-in and sign-out pages.
 */
import { createHash, createPublicKey, generateKeyPairSync, randomBytes, timingSafeEqual, type JsonWebKey } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { errors, type Client, type InteractionDetails, type KoaContext, type Token } from 'oidc-provider';
import { findTenant, tenants } from '../src/config/tenants';
import { parseTenantHost } from '../src/config/tenant-host';
import { findAccountByEmail, findAccountBySub, userClaims } from './accounts';
import { verifyAccessToken } from './access-token';
import { readBody, resolveUnder, sendBody, sendFile, statFile } from './files';
import { idpCsp, idpSecurityHeaders, setHeaders } from './headers';
import { errorPage, localeFrom, loggedOutPage, loginPage, logoutPage, type IdpLocale } from './idp-pages';
import { memoryAdapter, MemoryStore } from './memory-adapter';

export const spaClientId = 'backoffice-spa';
/** The one resource server: every access token is a JWT for this audience. */
export const apiAudience = 'urn:backoffice:api';
export const apiScope = 'backoffice';
export const supportedScopes = ['openid', 'profile', 'email', 'offline_access', apiScope] as const;
/** The scopes an access token for the API can carry. */
const apiResourceScopes = ['openid', 'profile', 'email', apiScope].join(' ');

export interface IdentityProviderOptions {
  /** `http://localhost:<idpPort>` */
  issuer: string;
  appPort: number;
  /** Seconds. */
  accessTokenTtl: number;
  /** Absolute lifetime of a refresh-token chain, seconds. */
  refreshTokenTtl: number;
  /** Directory of the IdP's CSS, JS and images, served at /idp-assets/. */
  assetsDir: string;
  quiet: boolean;
}

export interface IdentityProvider {
  provider: Provider;
  /** Node request listener for the IdP's HTTP server. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  appOrigins: readonly string[];
  /** The public signing keys (the JWKS the provider publishes), for in-process verification by the platform's services. */
  publicJwks: { keys: JsonWebKey[] };
}

export const appOriginFor = (slug: string, appPort: number): string => `http://${slug}.localhost:${appPort}`;

/** The exact redirect and post-logout URIs registered for every tenant. */
export function clientUris(appPort: number): { redirectUris: string[]; postLogoutRedirectUris: string[] } {
  const origins = tenants.map((t) => appOriginFor(t.slug, appPort));
  return {
    redirectUris: origins.flatMap((o) => [`${o}/signin-oidc`, `${o}/silent-renew.html`]),
    postLogoutRedirectUris: origins.flatMap((o) => [`${o}/signout-callback-oidc`, `${o}/?logout=true`]),
  };
}

function signingKey(): { jwk: JsonWebKey & { kid: string }; publicKey: ReturnType<typeof createPublicKey> } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  const kid = createHash('sha256').update(String(jwk.n)).digest('base64url').slice(0, 16);
  return { jwk: { ...jwk, kid, alg: 'RS256', use: 'sig' }, publicKey: createPublicKey(privateKey) };
}

const safeEqual = (a: string, b: string): boolean => {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y) && a === b;
};

function tenantNameFrom(redirectUri: unknown): string | undefined {
  if (typeof redirectUri !== 'string') return undefined;
  try {
    const host = parseTenantHost(new URL(redirectUri).host, 'localhost');
    return host.kind === 'tenant' ? findTenant(host.slug)?.tradeName : undefined;
  } catch {
    return undefined;
  }
}

/** A Host header a browser could send: a DNS name or IPv4 address, or a bracketed IPv6 address, and a valid port. */
export function isWellFormedHost(host: string): boolean {
  const match = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::(\d{1,5}))?$/.exec(host);
  if (!match || host.length > 255) return false;
  return match[1] === undefined || Number(match[1]) <= 65535;
}

/** How many failed sign-ins are tolerated within {@link signInWindowMs}, per account and per client address. */
export const signInLimits = { perAccount: 5, perAddress: 20 } as const;
export const signInWindowMs = 15 * 60 * 1000;

/**
 * Failed sign-ins in a sliding window (fault 10: the demo passwords are public, a real deployment has its own
 * provider): past the limit for an account or an address, every attempt is refused until the oldest failure ages
 * out; a successful sign-in clears its account's failures.
 */
export class FailedSignIns {
  readonly #failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  #recent(key: string): number[] {
    const cutoff = this.now() - signInWindowMs;
    const kept = (this.#failures.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, kept);
    return kept;
  }

  /** Milliseconds until the next attempt is allowed for this account and address, or 0 when it is allowed now. */
  blockedFor(account: string, address: string): number {
    let wait = 0;
    for (const [key, limit] of [[`account:${account}`, signInLimits.perAccount], [`address:${address}`, signInLimits.perAddress]] as const) {
      const recent = this.#recent(key);
      if (recent.length >= limit) wait = Math.max(wait, recent[recent.length - limit]! + signInWindowMs - this.now());
    }
    return wait;
  }

  fail(account: string, address: string): void {
    // The map cannot grow without bound from junk emails: the oldest keys go first past 10,000.
    if (this.#failures.size > 10_000) this.#failures.delete(this.#failures.keys().next().value!);
    for (const key of [`account:${account}`, `address:${address}`]) this.#failures.set(key, [...this.#recent(key), this.now()]);
  }

  succeed(account: string): void {
    this.#failures.delete(`account:${account}`);
  }
}

const asStrings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

export function createIdentityProvider(options: IdentityProviderOptions): IdentityProvider {
  const { issuer, appPort, accessTokenTtl, refreshTokenTtl, assetsDir, quiet } = options;
  const appOrigins = tenants.map((t) => appOriginFor(t.slug, appPort));
  const allowedOrigins = new Set(appOrigins);
  const { redirectUris, postLogoutRedirectUris } = clientUris(appPort);
  const key = signingKey();
  const store = new MemoryStore();
  const failedSignIns = new FailedSignIns();
  const issuerHost = new URL(issuer).host;

  const claimsOf = (sub: string) => {
    const account = findAccountBySub(sub);
    return account ? userClaims(account, issuer) : undefined;
  };

  const localeOf = (ctx: KoaContext): IdpLocale => localeFrom(ctx.oidc?.params?.ui_locales);

  const provider = new Provider(issuer, {
    adapter: memoryAdapter(store),
    clients: [
      {
        client_id: spaClientId,
        client_name: 'Back Office',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
        scope: supportedScopes.filter((s) => s !== apiScope).join(' '),
      },
    ],
    clientAuthMethods: ['none'],
    clientBasedCORS: (_ctx: KoaContext, origin: string, client: Client) =>
      client.clientId === spaClientId && allowedOrigins.has(origin),
    claims: {
      openid: ['sub'],
      profile: ['name', 'profilePicture', 'permissions', 'tenants'],
      email: ['email'],
    },
    // The SPA reads the profile from the ID token, so it carries the claims even when an access token is issued.
    conformIdTokenClaims: false,
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      // Lax, not None: SameSite=None cookies need Secure, which plain-http localhost cannot offer.
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    discovery: { ui_locales_supported: ['en-US', 'es-MX'] },
    extraTokenClaims: async (_ctx: KoaContext, token: Token) => {
      if (token.kind !== 'AccessToken' || typeof token.accountId !== 'string') return undefined;
      const claims = claimsOf(token.accountId);
      if (!claims) return undefined;
      const { sub: _sub, ...extra } = claims;
      return extra;
    },
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => apiAudience,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: KoaContext, indicator: string) => {
          if (indicator !== apiAudience) throw new errors.InvalidTarget('unknown resource indicator');
          return {
            // The OIDC scopes are listed too so that the token response's `scope` names them: oidc-client-ts
            // sends that value back on refresh, and without `openid` the refresh would return no ID token.
            scope: apiResourceScopes,
            audience: apiAudience,
            accessTokenTTL: accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContext, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(localeOf(ctx), form);
        },
        postLogoutSuccessSource: async (ctx: KoaContext) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage(
            localeOf(ctx),
            tenants.map((t) => ({ name: t.tradeName, url: `${appOriginFor(t.slug, appPort)}/` })),
          );
        },
      },
    },
    findAccount: async (_ctx: KoaContext, sub: string) => {
      const claims = claimsOf(sub);
      return claims ? { accountId: sub, claims: async () => claims } : undefined;
    },
    interactions: { url: async (_ctx: KoaContext, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    // First-party client: refresh tokens without a consent prompt (oidc-provider only issues them with
    // offline_access + prompt=consent by default). They still end with the IdP session.
    issueRefreshToken: async (_ctx: KoaContext, client: Client) => client.grantTypeAllowed('refresh_token'),
    jwks: { keys: [key.jwk] },
    // No consent screen for this first-party client: the grant covers whatever was requested.
    loadExistingGrant: async (ctx: KoaContext) => {
      const { oidc } = ctx;
      const client = oidc.client;
      const account = oidc.account as { accountId?: string } | undefined;
      const accountId = account?.accountId ?? oidc.session?.accountId;
      if (!client || !accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
      let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (grant && (grant.accountId !== accountId || grant.clientId !== client.clientId)) grant = undefined;
      grant ??= new oidc.provider.Grant({ accountId, clientId: client.clientId });
      const scopes = [...oidc.requestParamOIDCScopes];
      if (scopes.length > 0) grant.addOIDCScope(scopes.join(' '));
      const claims = [...oidc.requestParamClaims];
      if (claims.length > 0) grant.addOIDCClaims(claims);
      for (const [indicator, server] of Object.entries(oidc.resourceServers)) {
        const granted = server.scope.split(' ').filter((s) => oidc.requestParamScopes.has(s));
        if (granted.length > 0) grant.addResourceScope(indicator, granted.join(' '));
      }
      await grant.save();
      return grant;
    },
    pkce: { methods: ['S256'], required: () => true },
    renderError: async (ctx: KoaContext, out: Record<string, unknown>) => {
      ctx.type = 'html';
      ctx.body = errorPage(localeOf(ctx), {
        error: typeof out.error === 'string' ? out.error : 'server_error',
        description: typeof out.error_description === 'string' ? out.error_description : undefined,
      });
    },
    responseTypes: ['code'],
    rotateRefreshToken: () => true,
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    ttl: {
      AccessToken: accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: refreshTokenTtl,
      Session: refreshTokenTtl,
      // Rotated tokens keep the remaining lifetime of the chain: an absolute limit.
      RefreshToken: (ctx: KoaContext | undefined) => {
        const rotated = (ctx?.oidc.entities as { RotatedRefreshToken?: { remainingTTL: number } } | undefined)
          ?.RotatedRefreshToken;
        return rotated ? Math.max(1, rotated.remainingTTL) : refreshTokenTtl;
      },
    },
  });

  if (!quiet) {
    provider.on('server_error', (_ctx, error) => console.error('[idp] server error', error));
  }

  const callback = provider.callback();

  const sendHtml = (req: IncomingMessage, res: ServerResponse, status: number, body: string) =>
    sendBody(req, res, status, 'text/html; charset=utf-8', body, { 'Cache-Control': 'no-store' });

  const expired = (req: IncomingMessage, res: ServerResponse, locale: IdpLocale = 'en') =>
    sendHtml(req, res, 400, errorPage(locale, { expired: true }));

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string): Promise<InteractionDetails | undefined> {
    try {
      const details = await provider.interactionDetails(req, res);
      return details.uid === uid ? details : undefined;
    } catch {
      return undefined;
    }
  }

  async function autoConsent(req: IncomingMessage, res: ServerResponse, details: InteractionDetails): Promise<void> {
    const accountId = details.session?.accountId;
    const clientId = details.params.client_id;
    if (typeof accountId !== 'string' || typeof clientId !== 'string') return expired(req, res);
    let grant = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    grant ??= new provider.Grant({ accountId, clientId });
    const d = details.prompt.details;
    const scopes = asStrings(d.missingOIDCScope);
    if (scopes.length > 0) grant.addOIDCScope(scopes.join(' '));
    const claims = asStrings(d.missingOIDCClaims);
    if (claims.length > 0) grant.addOIDCClaims(claims);
    const resourceScopes = (d.missingResourceScopes ?? {}) as Record<string, unknown>;
    for (const [indicator, list] of Object.entries(resourceScopes)) grant.addResourceScope(indicator, asStrings(list).join(' '));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  async function showInteraction(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    const details = await interaction(req, res, uid);
    if (!details) return expired(req, res);
    const locale = localeFrom(details.params.ui_locales);
    if (details.prompt.name === 'consent') return autoConsent(req, res, details);
    if (details.prompt.name !== 'login') return expired(req, res, locale);
    const hint = details.params.login_hint;
    sendHtml(
      req,
      res,
      200,
      loginPage({
        locale,
        action: `/interaction/${uid}/login`,
        email: typeof hint === 'string' ? hint : '',
        tenantName: tenantNameFrom(details.params.redirect_uri),
      }),
    );
  }

  async function submitLogin(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    const details = await interaction(req, res, uid);
    if (!details || details.prompt.name !== 'login') return expired(req, res);
    const locale = localeFrom(details.params.ui_locales);
    let body: string;
    try {
      body = await readBody(req);
    } catch {
      return sendBody(req, res, 413, 'text/plain; charset=utf-8', 'Payload Too Large');
    }
    const form = new URLSearchParams(body);
    const email = (form.get('email') ?? '').trim();
    const password = form.get('password') ?? '';
    const accountKey = email.toLowerCase().slice(0, 320);
    const address = req.socket.remoteAddress ?? 'unknown';
    const wait = failedSignIns.blockedFor(accountKey, address);
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      return sendBody(
        req,
        res,
        429,
        'text/html; charset=utf-8',
        loginPage({
          locale,
          action: `/interaction/${uid}/login`,
          email,
          error: { retryInMinutes: Math.ceil(seconds / 60) },
          tenantName: tenantNameFrom(details.params.redirect_uri),
        }),
        { 'Cache-Control': 'no-store', 'Retry-After': String(seconds) },
      );
    }
    const account = findAccountByEmail(email);
    if (!account || !safeEqual(password, account.password)) {
      failedSignIns.fail(accountKey, address);
      // 200, not 401: the form is shown again, and browsers log every 4xx document as a console error.
      return sendHtml(
        req,
        res,
        200,
        loginPage({
          locale,
          action: `/interaction/${uid}/login`,
          email,
          error: true,
          tenantName: tenantNameFrom(details.params.redirect_uri),
        }),
      );
    }
    failedSignIns.succeed(accountKey);
    await provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
  }

  /** The userinfo endpoint for this provider's JWT access tokens (oidc-provider only accepts opaque ones there). */
  function jwtUserinfo(req: IncomingMessage, res: ServerResponse, token: string): void {
    const origin = req.headers.origin;
    const cors: Record<string, string> =
      origin !== undefined && allowedOrigins.has(origin)
        ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': 'WWW-Authenticate', Vary: 'Origin' }
        : { Vary: 'Origin' };
    const payload = verifyAccessToken(token, { publicKey: key.publicKey, kid: key.jwk.kid, issuer, audience: apiAudience });
    const claims = payload && payload.client_id === spaClientId ? claimsOf(String(payload.sub)) : undefined;
    if (!claims) {
      return sendBody(req, res, 401, 'application/json; charset=utf-8', JSON.stringify({ error: 'invalid_token' }), {
        ...cors,
        'Cache-Control': 'no-store',
        'WWW-Authenticate': 'Bearer realm="userinfo", error="invalid_token", error_description="invalid token provided"',
      });
    }
    sendBody(req, res, 200, 'application/json; charset=utf-8', JSON.stringify(claims), { ...cors, 'Cache-Control': 'no-store' });
  }

  async function serveAsset(req: IncomingMessage, res: ServerResponse, rawPath: string): Promise<void> {
    const resolved = resolveUnder(assetsDir, rawPath.slice('/idp-assets'.length));
    const info = resolved.ok ? await statFile(assetsDir, resolved.file) : undefined;
    if (!resolved.ok || !info) return sendBody(req, res, resolved.ok ? 404 : resolved.status, 'text/plain; charset=utf-8', 'Not Found');
    sendFile(req, res, resolved.file, info, { cacheControl: 'no-cache' });
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    const method = req.method ?? 'GET';
    setHeaders(res, idpSecurityHeaders);
    // The provider builds its endpoint URLs from the Host header: a malformed one is refused, any other is replaced
    // by the issuer's, so discovery and redirects never name a host the client made up (fault 10).
    if (!isWellFormedHost(req.headers.host ?? '')) return sendBody(req, res, 400, 'text/plain; charset=utf-8', 'Bad Request', { 'Cache-Control': 'no-store' });
    req.headers.host = issuerHost;
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) {
      // CORS only for the tenant app origins, also on the endpoints oidc-provider opens to everyone (discovery, JWKS).
      const setHeader = res.setHeader.bind(res);
      res.setHeader = ((name: string, value: number | string | readonly string[]) =>
        name.toLowerCase().startsWith('access-control-') ? res : setHeader(name, value)) as typeof res.setHeader;
    }
    // The authorization endpoint may run in the app's silent-renew iframe; every other page is never framed.
    const framed = rawPath === '/auth' || rawPath.startsWith('/auth/');
    res.setHeader('Content-Security-Policy', idpCsp(appOrigins, framed ? appOrigins : []));

    if (rawPath.startsWith('/idp-assets/') && (method === 'GET' || method === 'HEAD')) return serveAsset(req, res, rawPath);
    const show = /^\/interaction\/([A-Za-z0-9_-]{1,64})$/.exec(rawPath);
    if (show?.[1] && (method === 'GET' || method === 'HEAD')) return showInteraction(req, res, show[1]);
    const login = /^\/interaction\/([A-Za-z0-9_-]{1,64})\/login$/.exec(rawPath);
    if (login?.[1] && method === 'POST') return submitLogin(req, res, login[1]);
    if (rawPath === '/me' && (method === 'GET' || method === 'POST')) {
      const bearer = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i.exec(req.headers.authorization ?? '');
      if (bearer?.[1]) return jwtUserinfo(req, res, bearer[1]);
    }
    callback(req, res);
  }

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    route(req, res).catch((error: unknown) => {
      if (!quiet) console.error('[idp]', error);
      if (!res.headersSent) sendBody(req, res, 500, 'text/plain; charset=utf-8', 'Internal Server Error');
      else res.destroy();
    });
  };

  const { kty, n, e, kid, alg, use } = key.jwk;
  return { provider, handle, appOrigins, publicJwks: { keys: [{ kty, n, e, kid, alg, use } as JsonWebKey] } };
}
