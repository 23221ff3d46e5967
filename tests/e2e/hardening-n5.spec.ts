import type { Page } from '@playwright/test';
import { expect, signInAt, test } from './support/fixtures';
import { TenantsPage } from './pages/tenants.page';

// SECURITY-TESTS N5, end to end: a dropped connection, both as the browser's offline mode (navigator.onLine false) and
// as a failed network with navigator.onLine still true (route.abort('internetdisconnected')). The tenants list of root
// is read from the platform over the real network (the mock API passes it through), so the drop reaches the request
// layer: one "No Internet Connection" log per transition, the banner, the list paused (its failed state names the
// connection and nothing but the layer's reachability checks asks the network), and after reconnect exactly one
// refetch of the list.

const TENANTS = '/api/tenant-management/';
const isListRequest = (url: string) => new URL(url).pathname === `${TENANTS}tenants`;
const isProbe = (url: string) => new URL(url).pathname === TENANTS;

function watch(page: Page) {
  const seen = { logs: 0, list: 0, probes: 0 };
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text() === 'No Internet Connection') seen.logs += 1;
  });
  page.on('request', (request) => {
    if (isListRequest(request.url())) seen.list += 1;
    if (isProbe(request.url())) seen.probes += 1;
  });
  return seen;
}

async function openTenants(page: Page, url: string) {
  await signInAt(page, url, 'root@platform.test');
  const tenants = new TenantsPage(page);
  await tenants.seeList();
  await expect(tenants.row('globex')).toBeVisible();
  return tenants;
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'No Internet Connection. Changes will be sent when you are back online.' });
const pausedList = (page: Page) => page.getByRole('alert').filter({ hasText: 'The list loads again by itself when the connection returns.' });

/** Two queries while the connection is gone: each fails (after its retries) into the paused state. */
async function queryTwiceWhileGone(page: Page) {
  await page.getByRole('searchbox').fill('glo');
  await expect(pausedList(page)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('searchbox').fill('acm');
  await expect(page).toHaveURL(/q=acm/);
  await expect(pausedList(page)).toBeVisible({ timeout: 15_000 });
}

test('N5 route.abort(internetdisconnected) with navigator.onLine true: one log, the banner, the list paused, one refetch after reconnect', async ({ page, tenantUrl }) => {
  const tenants = await openTenants(page, tenantUrl('acme', '/tenants'));
  const seen = watch(page);
  await page.route(`**${TENANTS}**`, (route) => route.abort('internetdisconnected'));

  await queryTwiceWhileGone(page);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(banner(page)).toBeVisible();
  expect(seen.logs).toBe(1);

  // Paused: while the layer checks the backend now and then, the list asks nothing.
  const listWhilePaused = seen.list;
  await expect.poll(() => seen.probes, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  expect(seen.list).toBe(listWhilePaused);

  await page.unroute(`**${TENANTS}**`);
  await expect(tenants.row('acme')).toBeVisible({ timeout: 20_000 });
  await expect(banner(page)).toBeHidden();
  await expect(pausedList(page)).toBeHidden();
  expect(seen.list - listWhilePaused).toBe(1);
  expect(seen.logs).toBe(1);
});

test('N5 context.setOffline: one log, the banner, the list paused, one refetch when the browser is back online', async ({ page, context, tenantUrl }) => {
  const tenants = await openTenants(page, tenantUrl('acme', '/tenants'));
  const seen = watch(page);
  await context.setOffline(true);

  await queryTwiceWhileGone(page);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await expect(banner(page)).toBeVisible();
  expect(seen.logs).toBe(1);
  const listWhilePaused = seen.list;

  await context.setOffline(false);
  await expect(tenants.row('acme')).toBeVisible({ timeout: 20_000 });
  await expect(banner(page)).toBeHidden();
  expect(seen.list - listWhilePaused).toBe(1);
  expect(seen.logs).toBe(1);

  // A second drop is a second transition: a second log.
  await context.setOffline(true);
  await page.getByRole('searchbox').fill('zzz');
  await expect(pausedList(page)).toBeVisible({ timeout: 15_000 });
  expect(seen.logs).toBe(2);
  await context.setOffline(false);
  await expect(page.getByText('No results', { exact: true })).toBeVisible({ timeout: 20_000 });
});
