import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { startServers, type RunningServers } from '../../../server/servers';
import { providerFlowWanted } from './sign-in-mode';

export interface ServerOptions {
  distDir: string;
  accessTokenTtl: number;
}

/** One pair of servers (app + identity provider) per worker, on free ports, serving the production build. */
export const test = base.extend<
  { tenantUrl: (slug: string, path?: string) => string; cspViolations: string[]; signInThroughProvider: boolean | undefined; signInMode: void },
  { serverOptions: ServerOptions; servers: RunningServers }
>({
  // E2E_DIST_DIR lets several builds be tested side by side (default: the production build in dist/).
  serverOptions: [{ distDir: process.env.E2E_DIST_DIR ?? 'dist', accessTokenTtl: 300 }, { scope: 'worker', option: true }],
  servers: [
    async ({ serverOptions }, use) => {
      const servers = await startServers({ appPort: 0, idpPort: 0, quiet: true, ...serverOptions });
      await use(servers);
      await servers.close();
    },
    { scope: 'worker' },
  ],
  tenantUrl: async ({ servers }, use) => {
    await use((slug, path = '/') => `http://${slug}.localhost:${servers.appPort}${path}`);
  },
  // SECURITY-TESTS X6: every page of every test records CSP violations; the test fails on any.
  cspViolations: [
    async ({ page, servers }, use, testInfo) => {
      // The reports the documents posted to the static server (report-uri): the ones this test caused fail it too.
      const reportsBefore = new Set(servers.cspReports);
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(`${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      await use(violations);
      // A test that injects a forbidden script on purpose checks the report itself.
      if (!testInfo.annotations.some((a) => a.type === 'injects-csp-violation')) {
        expect(violations, 'X6 CSP violations').toEqual([]);
        expect(servers.cspReports.filter((r) => !reportsBefore.has(r)), 'X6 CSP reports received by the server').toEqual([]);
      }
    },
    { auto: true },
  ],
  // true: signInAt always goes through the provider's pages; false: it may start the tab with the worker's stored
  // session; unset: the rule of providerFlowWanted (the sign-in, session, renewal, hardening and tenancy stories).
  // E2E_SIGN_IN=provider makes every test sign in through the pages (to compare, or to rule the shortcut out).
  signInThroughProvider: [process.env.E2E_SIGN_IN === 'provider' ? true : undefined, { option: true }],
  signInMode: [
    async ({ signInThroughProvider, servers }, use, testInfo) => {
      signInThroughProviderNow = signInThroughProvider ?? providerFlowWanted(testInfo.file, testInfo.titlePath.join(' '));
      idpOriginNow = servers.idpOrigin;
      await use();
      signInThroughProviderNow = true;
    },
    { auto: true },
  ],
});

export { expect };

let signInThroughProviderNow = true;
let idpOriginNow = '';

interface StoredSession {
  /** The tab's `oidc.user:*` and `backoffice.session.*` entries, as the app stored them right after its callback. */
  items: [string, string][];
  /** The provider's cookies (its login session), so that the tab's context is where a real sign-in leaves it. */
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
  /** When the access token expires, ms since the epoch. */
  expiresAt: number;
}

/** Per worker (each worker is its own process): the last session of each origin, account and password. */
const storedSessions = new Map<string, StoredSession>();

/** A test's own tokens must have this long left: the app renews 30 s before expiry, and no test lasts 60 s. */
const storedSessionMargin = 150_000;

/**
 * Signs `email` in at `url` and leaves the page on its way to `url`. The first time in a worker (and whenever the
 * stored session is too close to its expiry, or the test is about signing in: see providerFlowWanted), through the
 * provider's pages as a person would; after that, the tab starts with the session that sign-in stored, like a reload
 * of a signed-in tab (about 2 s less per test).
 */
export async function signInAt(page: Page, url: string, email: string, password = 'demo') {
  const origin = new URL(url).origin;
  const key = `${origin} ${email} ${password}`;
  const stored = storedSessions.get(key);
  const own = !signInThroughProviderNow && stored ? await renewedForThisTest(key, stored) : null;
  if (own) {
    await startSignedIn(page, origin, own);
    await page.goto(url);
    return;
  }
  await signInThroughProviderAt(page, url, email, password);
  if (!signInThroughProviderNow && idpOriginNow !== '') void storeSessionOf(page, key);
}

/** Signs `email` in at `url` through the provider's pages, whatever the test's mode. */
export async function signInThroughProviderAt(page: Page, url: string, email: string, password = 'demo') {
  await page.goto(url);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * This test's own tokens: the stored refresh token is exchanged at the provider's token endpoint (as the app renews),
 * so that no two tests hold one refresh token (the provider rotates them, and a spent one would end the session when
 * the app renews at start-up or in a new tab). The rotated session is stored for the next test of the worker (tests of
 * a worker run one after the other). Null when the provider refuses (the previous test renewed or signed out): then
 * the test signs in through the pages.
 */
async function renewedForThisTest(key: string, stored: StoredSession): Promise<StoredSession | null> {
  storedSessions.delete(key);
  const userEntry = stored.items.find(([k]) => k.startsWith('oidc.user:'));
  if (!userEntry || idpOriginNow === '') return null;
  const user = JSON.parse(userEntry[1]) as { refresh_token?: string; id_token?: string; scope?: string };
  const clientId = userEntry[0].split(':').at(-1)!;
  if (!user.refresh_token) return null;
  const res = await fetch(`${idpOriginNow}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: user.refresh_token, client_id: clientId }),
  }).catch(() => null);
  if (!res?.ok) return null;
  const tokens = (await res.json()) as { access_token: string; refresh_token?: string; id_token?: string; expires_in: number; scope?: string; token_type?: string };
  const expiresAt = Date.now() + tokens.expires_in * 1000;
  if (expiresAt - Date.now() < storedSessionMargin) return null;
  const renewed = {
    ...user,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token ?? user.refresh_token,
    id_token: tokens.id_token ?? user.id_token,
    scope: tokens.scope ?? user.scope,
    expires_at: Math.floor(expiresAt / 1000),
  };
  const session: StoredSession = {
    ...stored,
    items: stored.items.map(([k, v]) => [k, k === userEntry[0] ? JSON.stringify(renewed) : v] as [string, string]),
    expiresAt,
  };
  storedSessions.set(key, session);
  return session;
}

/** Puts the stored session in the tab's sessionStorage from a blank document of the origin (no app code runs there). */
async function startSignedIn(page: Page, origin: string, stored: StoredSession) {
  await page.context().addCookies(stored.cookies);
  const blank = `${origin}/__e2e-start-signed-in`;
  await page.route(blank, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>-</title>' }));
  try {
    await page.goto(blank);
    await page.evaluate((items) => {
      for (const [k, v] of items) sessionStorage.setItem(k, v);
    }, stored.items);
  } finally {
    await page.unroute(blank);
  }
}

/**
 * Watches the page (without waiting for it) until the app has stored its user, and keeps that session for the worker:
 * the `oidc.user:*` entry with the app's own session keys beside it (`backoffice.session.*`: the refresh-token chain,
 * the remembered session), what a reload of that tab would find.
 */
async function storeSessionOf(page: Page, key: string) {
  const until = Date.now() + 20_000;
  let userSeenAt = 0;
  while (Date.now() < until && !page.isClosed()) {
    const items = await page
      .evaluate(() =>
        Object.keys(sessionStorage)
          .filter((k) => k.startsWith('oidc.user:') || k.startsWith('backoffice.session.'))
          .map((k) => [k, sessionStorage.getItem(k)!] as [string, string]),
      )
      .catch(() => null);
    const users = (items ?? []).filter(([k]) => k.startsWith('oidc.user:'));
    const user = users.length === 1 ? (JSON.parse(users[0]![1]) as { expires_at?: number }) : null;
    if (items && user && typeof user.expires_at === 'number') {
      userSeenAt ||= Date.now();
      // The chain is written with the user; give it a moment if this read fell between the two.
      if (items.some(([k]) => k === 'backoffice.session.chain') || Date.now() - userSeenAt > 3_000) {
        const cookies = (await page.context().cookies(idpOriginNow).catch(() => null)) ?? [];
        storedSessions.set(key, { items, cookies, expiresAt: user.expires_at * 1000 });
        return;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The OIDC user the app keeps in sessionStorage (its tokens), or null when signed out. */
export function storedOidcUser(page: Page) {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string; refresh_token?: string; id_token?: string; expires_at: number }) : null;
  });
}

/**
 * Calls the API from the page as the signed-in user (bearer and tenant header), the way a server's own data would be
 * put there; the answer's status and JSON body come back.
 */
export async function callApiAs(page: Page, request: { method: 'GET' | 'POST'; path: string; body?: unknown; tenant?: string }) {
  const user = await storedOidcUser(page);
  if (user === null) throw new Error('callApiAs: nobody is signed in');
  return page.evaluate(
    async ({ request, token }) => {
      const res = await fetch(request.path, {
        method: request.method,
        headers: { Authorization: `Bearer ${token}`, 'X-Subdomain': request.tenant ?? 'acme', 'Content-Type': 'application/json' },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
    },
    { request, token: user.access_token },
  );
}
