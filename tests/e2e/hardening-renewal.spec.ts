import type { BrowserContext, Page } from '@playwright/test';
import { callApiAs, expect, signInAt, storedOidcUser, test } from './support/fixtures';
import { CustomerFormPage, CustomersListPage } from './pages/customers.page';

// Project `renewal` (40 s access tokens). SECURITY-TESTS A9 with the second way a tab gets a copy of the session
// storage: window.open without noopener (the print route opened from the app). Both tabs pass three renewals:
// every refresh token reaches the provider at most once, no invalid_grant, no sign-in page, typed text kept.

function watchProvider(context: BrowserContext, idpPort: number) {
  const seen = { refreshTokens: [] as string[], refusals: [] as string[], authorize: 0 };
  const isProvider = (url: URL) => url.port === String(idpPort);
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (isProvider(url) && url.pathname.endsWith('/auth')) seen.authorize += 1;
    if (isProvider(url) && url.pathname.endsWith('/token') && request.method() === 'POST') {
      const form = new URLSearchParams(request.postData() ?? '');
      if (form.get('grant_type') === 'refresh_token') seen.refreshTokens.push(form.get('refresh_token') ?? '');
    }
  });
  context.on('response', async (response) => {
    const url = new URL(response.url());
    if (isProvider(url) && url.pathname.endsWith('/token') && response.status() >= 400) seen.refusals.push(await response.text().catch(() => String(response.status())));
  });
  return seen;
}

async function stillWorking(tab: Page) {
  await expect(tab.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  const user = await storedOidcUser(tab);
  expect((user?.expires_at ?? 0) * 1000).toBeGreaterThan(Date.now());
  expect((await callApiAs(tab, { method: 'GET', path: '/api/catalogs/customers?pageSize=1' })).status).toBe(200);
}

test('A9 a tab opened with window.open (the print route) shares the session: every refresh token sent once, no invalid_grant, both tabs keep working', async ({ page, context, tenantUrl, servers }) => {
  test.setTimeout(150_000);
  const seen = watchProvider(context, servers.idpPort);
  await signInAt(page, tenantUrl('acme', '/admin/customers'), 'ana@acme.test');
  await new CustomersListPage(page).clickNewCustomer();
  const form = new CustomerFormPage(page);
  await form.fill({ Name: 'Draft beside the print tab' });

  // window.open without noopener: Chromium gives the new tab a copy of this tab's session storage (tokens included).
  const [printTab] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => void window.open('/documents/sales-order/SO-1/print', '_blank')),
  ]);
  await expect(printTab.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await printTab.evaluate(() => Object.keys(sessionStorage).some((k) => k.startsWith('oidc.user:'))), 'the opened tab inherited the session').toBe(true);
  expect(seen.authorize, 'the opened tab did not sign in again').toBe(1);

  await expect.poll(() => seen.refreshTokens.length, { timeout: 100_000, intervals: [1_000] }).toBeGreaterThanOrEqual(3);
  await page.waitForTimeout(3_000);
  expect(seen.refusals, 'the provider refused a token request').toEqual([]);
  expect(new Set(seen.refreshTokens).size, `a refresh token was sent twice: ${seen.refreshTokens.map((t) => t.slice(0, 8)).join(', ')}`).toBe(seen.refreshTokens.length);
  expect(seen.authorize, 'no tab went back to the sign-in page').toBe(1);
  await expect(page).toHaveURL(tenantUrl('acme', '/admin/customers/new'));
  await expect(form.field('Name')).toHaveValue('Draft beside the print tab');
  await stillWorking(page);
  await expect(printTab.getByRole('heading', { level: 1 })).toBeVisible();
  await stillWorking(printTab);
});
