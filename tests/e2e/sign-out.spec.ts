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
    expect(keys.filter((k) => k.startsWith('oidc.') || (k.startsWith('backoffice.') && k !== 'backoffice.locale'))).toEqual([]);
  }
  // T1: nothing of the tenant is on screen after sign-out.
  await expect(page.getByText('Acme Telecom')).toHaveCount(0);
  // Signing in again needs the password: the provider session has ended.
  await page.getByRole('button', { name: 'Login Again' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
});
