/**
 * A remembered session (issue 12 point 4; SECURITY-TESTS T6): a returning user's shell and dashboard render from the
 * last session data while the fresh data loads; the company is asked once; another user of the same tab never sees
 * the previous user's data; a refused session leaves nothing of the remembered one on screen or in storage.
 */
import type { Page } from '@playwright/test';
import { callApiAs, expect, signInAt, test } from './support/fixtures';
import { ShellPage } from './pages/shell.page';

const rememberedKeys = (page: Page) => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('backoffice.session.remembered.')));

/** Holds the identity provider's keys (the mock verifies every token with them) until `release` is called. */
async function holdProviderKeys(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let served = 0;
  await page.route('**/jwks', async (route) => {
    await released;
    served += 1;
    await route.continue();
  });
  return { release, served: () => served };
}

test('a returning user sees the dashboard from the remembered session before the services answer; the company is asked once', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  const shell = new ShellPage(page);
  await shell.seeDashboardOf('Acme Telecom');
  await expect.poll(() => rememberedKeys(page)).toEqual([expect.stringMatching(/^backoffice\.session\.remembered\.acme\/.+/)]);

  const keys = await holdProviderKeys(page);
  const companyReads: string[] = [];
  page.on('request', (request) => {
    if (/\/companies\/current$/.test(new URL(request.url()).pathname)) companyReads.push(request.method());
  });
  await page.reload();
  // No service can answer yet (the token cannot be checked), yet the shell and the dashboard are there.
  await shell.seeDashboardOf('Acme Telecom');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  expect(keys.served()).toBe(0);
  keys.release();
  // The fresh data arrives and the session is remembered again; the platform was asked for the company once.
  await expect.poll(() => keys.served()).toBeGreaterThan(0);
  await expect(page.getByRole('banner').getByText('Acme Telecom')).toBeVisible();
  await page.waitForTimeout(500);
  expect(companyReads).toEqual(['GET']);
});

test('T6: after a sign-out another user of the same tab never sees the previous user, even with a forged entry', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  const shell = new ShellPage(page);
  await shell.seeDashboardOf('Acme Telecom');
  await expect.poll(() => rememberedKeys(page)).toHaveLength(1);
  const [anaKey] = await rememberedKeys(page);
  const anaEntry = await page.evaluate((key) => sessionStorage.getItem(key)!, anaKey!);
  const anaName = (JSON.parse(anaEntry) as { data: { profile: { name: string } } }).data.profile.name;
  expect(anaName).toMatch(/Ana/);

  await shell.clickSignOut();
  await expect(page).toHaveURL(tenantUrl('acme', '/logged-out'));
  expect(await rememberedKeys(page)).toEqual([]);

  await page.getByRole('button', { name: 'Login Again' }).click();
  await page.getByLabel('Email').fill('sam@acme.test');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await shell.seeDashboardOf('Acme Telecom');
  await expect.poll(() => rememberedKeys(page)).toHaveLength(1);
  const [samKey] = await rememberedKeys(page);
  expect(samKey).not.toBe(anaKey);

  // Ana's entry copied under Sam's key: refused (it names another user), Sam's own data shows.
  await page.evaluate(({ key, value }) => sessionStorage.setItem(key, value), { key: samKey!, value: anaEntry });
  await page.addInitScript((name) => {
    const seen = { other: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(name)) seen.other = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, anaName);
  await page.reload();
  await shell.seeDashboardOf('Acme Telecom');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __seen: { other: boolean } }).__seen.other)).toBe(false);
  await expect(page.getByText(anaName)).toHaveCount(0);
});

test('a refused session (the tenant suspended meanwhile) leaves nothing of the remembered one', async ({ page, browser, tenantUrl }) => {
  const gusContext = await browser.newContext({ locale: 'en-US' });
  const gus = await gusContext.newPage();
  await signInAt(page, tenantUrl('acme', '/tenants'), 'root@platform.test');
  await expect(page.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();
  try {
    await signInAt(gus, tenantUrl('globex'), 'gus@globex.test');
    await new ShellPage(gus).seeDashboardOf('Globex Communications');
    await expect.poll(() => rememberedKeys(gus)).toHaveLength(1);
    expect((await callApiAs(page, { method: 'POST', path: '/api/tenant-management/tenants/globex/events', body: { type: 'suspend' }, tenant: 'acme' })).status).toBe(200);
    await gus.reload();
    await expect(gus.getByRole('heading', { name: 'Globex Communications is suspended' })).toBeVisible();
    await expect(gus.getByRole('heading', { name: 'Dashboard', level: 1 })).toHaveCount(0);
    await expect(gus.getByRole('navigation')).toHaveCount(0);
    expect(await rememberedKeys(gus)).toEqual([]);
  } finally {
    await callApiAs(page, { method: 'POST', path: '/api/tenant-management/tenants/globex/events', body: { type: 'reactivate' }, tenant: 'acme' });
    await gusContext.close();
  }
});
