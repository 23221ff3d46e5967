import { expect, signInAt, test } from './support/fixtures';
import { ShellPage, StatusPageObject } from './pages/shell.page';

test('A13 ?logout=true cleans the address, ignores a return URL and lands on /logged-out', async ({ page, tenantUrl }) => {
  await page.goto(tenantUrl('acme', '/?logout=true&returnUrl=https://evil.example'));
  await expect(page).toHaveURL(tenantUrl('acme', '/logged-out'));
  await new StatusPageObject(page).seeLoggedOut();
});

test('A13 a stale logout flag does not wedge start-up', async ({ page, tenantUrl }) => {
  await page.goto(tenantUrl('acme', '/logged-out'));
  await page.evaluate(() => sessionStorage.setItem('backoffice.logoutInProgress', String(Date.now() - 10 * 60 * 1000)));
  await page.goto(tenantUrl('acme', '/'));
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('A11 sign-out clears the session, lands on /logged-out, and a second tab follows', async ({ page, context, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await new ShellPage(page).seeDashboardOf('Acme Telecom');
  // A second tab of the same tenant signs in through the provider session.
  const second = await context.newPage();
  await second.goto(tenantUrl('acme', '/orders'));
  await expect(second.getByRole('heading', { name: 'Sales orders', level: 1 })).toBeVisible();

  await new ShellPage(page).clickSignOut();
  await expect(page).toHaveURL(tenantUrl('acme', '/logged-out'));
  await new StatusPageObject(page).seeLoggedOut();
  await expect(second).toHaveURL(tenantUrl('acme', '/logged-out'), { timeout: 3000 });
  for (const tab of [page, second]) {
    const keys = await tab.evaluate(() => [...Object.keys(sessionStorage), ...Object.keys(localStorage)]);
    // The locale and the time of the sign-out (the marker other tabs read, A11) are not user data.
    expect(keys.filter((k) => k.startsWith('oidc.') || (k.startsWith('backoffice.') && k !== 'backoffice.locale' && k !== 'backoffice.signedOutAt'))).toEqual([]);
  }
  // T1: nothing of the tenant is on screen after sign-out.
  await expect(page.getByText('Acme Telecom')).toHaveCount(0);
  // Signing in again needs the password: the provider session has ended.
  await page.getByRole('button', { name: 'Login Again' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('A11 a tab that was away (back/forward cache) when another tab signed out ends its session as it comes back', async ({ page, context, tenantUrl, servers }) => {
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await new ShellPage(page).seeDashboardOf('Acme Telecom');
  const second = await context.newPage();
  await second.addInitScript(() => {
    window.addEventListener('pageshow', (event) => ((window as unknown as { __restoredFromCache?: boolean }).__restoredFromCache = event.persisted));
  });
  await second.goto(tenantUrl('acme', '/orders'));
  await expect(second.getByRole('heading', { name: 'Sales orders', level: 1 })).toBeVisible();
  // The second tab leaves the app for another site and so misses the sign-out's message.
  await second.goto(`http://localhost:${servers.idpPort}/.well-known/openid-configuration`);

  await new ShellPage(page).clickSignOut();
  await expect(page).toHaveURL(tenantUrl('acme', '/logged-out'));

  await second.goBack();
  await expect(second).toHaveURL(tenantUrl('acme', '/logged-out'), { timeout: 3000 });
  await new StatusPageObject(second).seeLoggedOut();
  await expect(second.getByRole('heading', { name: 'Sales orders', level: 1 })).toHaveCount(0);
  const keys = await second.evaluate(() => [...Object.keys(sessionStorage), ...Object.keys(localStorage)]);
  expect(keys.filter((k) => k.startsWith('oidc.') || k.startsWith('backoffice.session'))).toEqual([]);
  test.info().annotations.push({
    type: 'bfcache',
    description: String(await second.evaluate(() => (window as unknown as { __restoredFromCache?: boolean }).__restoredFromCache)),
  });
});

test('A11 a tab whose page is restored from the back/forward cache after a sign-out elsewhere shows nothing of the session', async ({ page, tenantUrl, servers }) => {
  await signInAt(page, tenantUrl('acme', '/orders'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Sales orders', level: 1 })).toBeVisible();
  await page.evaluate(() => window.addEventListener('pageshow', (e) => ((window as unknown as { __persisted?: boolean }).__persisted = e.persisted)));
  await page.goto(`http://localhost:${servers.idpPort}/.well-known/openid-configuration`);
  // Another tab's sign-out, as it leaves its marker in the origin's storage (the tab itself is not needed).
  const other = await page.context().newPage();
  await other.goto(tenantUrl('acme', '/logged-out'));
  await other.evaluate(() => localStorage.setItem('backoffice.signedOutAt', String(Date.now())));
  await other.close();
  await page.goBack();
  await expect(page).toHaveURL(tenantUrl('acme', '/logged-out'), { timeout: 3000 });
  await expect(page.getByRole('heading', { name: 'Sales orders', level: 1 })).toHaveCount(0);
  test.info().annotations.push({ type: 'bfcache', description: String(await page.evaluate(() => (window as unknown as { __persisted?: boolean }).__persisted)) });
});
