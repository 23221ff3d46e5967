import type { Page } from '@playwright/test';
import { expect, signInAt, test } from './support/fixtures';
import { ShellPage } from './pages/shell.page';

// SECURITY-TESTS A6: renewal across a dropped connection, with the page clock (300 s access tokens, renewal due 30 s
// before expiry). The provider keeps real time; the page's clock moves 285 s ahead of it (past the renewal point, so
// that the renewed token is still valid in the page's time: the mock services check expiry with the page's clock).

function watchProvider(page: Page, idpPort: number) {
  const seen = { refresh: 0, authorize: 0, refusals: 0, failedRefresh: 0 };
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.port !== String(idpPort)) return;
    if (url.pathname.endsWith('/auth')) seen.authorize += 1;
    if (url.pathname.endsWith('/token') && new URLSearchParams(r.postData() ?? '').get('grant_type') === 'refresh_token') seen.refresh += 1;
  });
  page.on('requestfailed', (r) => {
    const url = new URL(r.url());
    if (url.port === String(idpPort) && url.pathname.endsWith('/token')) seen.failedRefresh += 1;
  });
  page.on('response', (r) => {
    if (new URL(r.url()).port === String(idpPort) && new URL(r.url()).pathname.endsWith('/token') && r.status() >= 400) seen.refusals += 1;
  });
  return seen;
}

test('A6 offline across the renewal point: no redirect while offline; back online the app renews and stays signed in', async ({ page, context, tenantUrl, servers }) => {
  const seen = watchProvider(page, servers.idpPort);
  await page.clock.install();
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  const shell = new ShellPage(page);
  await shell.seeDashboardOf('Acme Telecom');
  await context.setOffline(true);
  // Past the renewal point (270 s): the renewal is tried, fails for the network, and waits with no redirect.
  await page.clock.runFor(285_000);
  await expect.poll(() => seen.failedRefresh, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  await page.clock.runFor(10_000);
  await page.waitForTimeout(1_000);
  expect(seen.authorize, 'no redirect to the provider while offline').toBe(1);
  await expect(page).toHaveURL(tenantUrl('acme', '/dashboard'));
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await context.setOffline(false);
  await page.clock.runFor(2_000);
  await expect.poll(() => seen.refresh, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  expect(seen.refusals).toBe(0);
  await shell.nav().getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('rowgroup').nth(1).getByRole('row').first()).toBeVisible();
  expect(seen.authorize, 'still the one sign-in').toBe(1);
});
