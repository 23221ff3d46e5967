import type { Page } from '@playwright/test';
import { expect, signInAt, test } from './support/fixtures';
import { ShellPage } from './pages/shell.page';
import { ApiWire } from './support/api-wire';

// SECURITY-TESTS A5: a background tab whose machine sleeps past expiry renews as it becomes visible. 40 s access
// tokens (this file's servers); the page clock is paused right after sign-in (no timer runs: the machine sleeps) for
// 45 s of real time, then moved forward by what really passed (the provider and the mock services keep real time).

test.use({ serverOptions: { distDir: process.env.E2E_DIST_DIR ?? 'dist', accessTokenTtl: 40 } });

function watchProvider(page: Page, idpPort: number) {
  const seen = { refresh: 0, authorize: 0, refusals: 0 };
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.port !== String(idpPort)) return;
    if (url.pathname.endsWith('/auth')) seen.authorize += 1;
    if (url.pathname.endsWith('/token') && new URLSearchParams(r.postData() ?? '').get('grant_type') === 'refresh_token') seen.refresh += 1;
  });
  page.on('response', (r) => {
    if (new URL(r.url()).port === String(idpPort) && new URL(r.url()).pathname.endsWith('/token') && r.status() >= 400) seen.refusals += 1;
  });
  return seen;
}

async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('A5 a hidden tab whose machine slept past expiry renews as it becomes visible, before its next API call: no call is refused, no sign-in', async ({ page, tenantUrl, servers }) => {
  test.setTimeout(120_000);
  const seen = watchProvider(page, servers.idpPort);
  const wire = await ApiWire.install(page);
  await page.clock.install();
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  const shell = new ShellPage(page);
  await shell.seeDashboardOf('Acme Telecom');
  expect(seen.refresh).toBe(0);
  // The tab goes to the background and the machine sleeps: no timer runs while the 40 s token expires.
  await setHidden(page, true);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
  await page.waitForTimeout(45_000);
  expect(seen.refresh, 'nothing ran while asleep').toBe(0);
  // Awake: the page's clock catches up with real time (each due timer fires at most once).
  await page.clock.fastForward(Math.max(0, Date.now() - (await page.evaluate(() => Date.now()))));
  const mark = (await wire.calls()).length;
  // Woken up and shown: the renewal comes first, then the page's requests.
  await setHidden(page, false);
  await page.clock.resume();
  await shell.nav().getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('rowgroup').nth(1).getByRole('row').first()).toBeVisible();
  await expect.poll(() => seen.refresh).toBeGreaterThanOrEqual(1);
  const after = (await wire.calls()).slice(mark);
  expect(after.length).toBeGreaterThan(0);
  expect(after.filter((c) => c.status === 401).map((c) => `${c.method} ${c.path}`), 'an API call went out with an expired token').toEqual([]);
  expect(seen.authorize, 'no sign-in page').toBe(1);
  expect(seen.refusals).toBe(0);
});

