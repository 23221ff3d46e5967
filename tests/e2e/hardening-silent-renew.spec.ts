import { expect, signInAt, test } from './support/fixtures';
import { ShellPage } from './pages/shell.page';

// SECURITY-TESTS A8: with no refresh token the renewal takes the iframe path (prompt=none); when the provider's frame
// never answers (third-party cookies blocked, an error page), the client tries at most 1 + maxSilentRenewTimeoutRetries
// (2) times, then gives the session up for one interactive sign-in: not an endless loop of 10 s attempts.

test('A8 a silent-renew frame that never answers: at most 3 attempts, then one interactive sign-in', async ({ page, tenantUrl, servers }) => {
  const silent: string[] = [];
  const interactive: string[] = [];
  await page.clock.install();
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await new ShellPage(page).seeDashboardOf('Acme Telecom');
  // From now on the provider's authorize endpoint never answers a prompt=none request (the frame stays blank).
  await page.context().route(`http://localhost:${servers.idpPort}/auth?**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('prompt') === 'none') {
      silent.push(url.href);
      return;
    }
    interactive.push(url.href);
    await route.continue();
  });
  // The session has no refresh token (as with a provider that issues none): renewal must use the frame.
  await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    const user = JSON.parse(sessionStorage.getItem(key)!) as Record<string, unknown>;
    delete user.refresh_token;
    sessionStorage.setItem(key, JSON.stringify(user));
  });
  // Past the renewal point (270 s), then long enough for many 10 s attempts.
  await page.clock.runFor(275_000);
  for (let i = 0; i < 12; i++) await page.clock.runFor(10_000);
  expect(silent.length, `silent attempts: ${silent.length}`).toBeGreaterThanOrEqual(1);
  expect(silent.length, 'at most 1 + maxSilentRenewTimeoutRetries attempts').toBeLessThanOrEqual(3);
  await expect.poll(() => interactive.length, { timeout: 10_000 }).toBe(1);
  await page.clock.runFor(60_000);
  expect(silent.length).toBeLessThanOrEqual(3);
  expect(interactive.length).toBe(1);
});
