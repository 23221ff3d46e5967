import { test as base, expect, type Page } from '@playwright/test';
import { startServers, type RunningServers } from '../../../server/servers';

export interface ServerOptions {
  distDir: string;
  accessTokenTtl: number;
}

/** One pair of servers (app + identity provider) per worker, on free ports, serving the production build. */
export const test = base.extend<
  { tenantUrl: (slug: string, path?: string) => string; cspViolations: string[] },
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
});

export { expect };

export async function signInAt(page: Page, url: string, email: string, password = 'demo') {
  await page.goto(url);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
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
