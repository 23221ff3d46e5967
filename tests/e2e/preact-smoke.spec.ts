import { expect, signInAt, test } from './support/fixtures';
import { ShellPage } from './pages/shell.page';

test('preact/compat build: sign in, dashboard, one section, sign out', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'sam@acme.test');
  const shell = new ShellPage(page);
  await shell.seeDashboardOf('Acme Telecom');
  await shell.seeNavLinks(['Dashboard', 'Sales orders']);
  await page.getByRole('link', { name: 'Sales orders' }).click();
  await expect(page).toHaveURL(tenantUrl('acme', '/orders'));
  await expect(page.getByRole('heading', { name: 'Sales orders', level: 1 })).toBeVisible();
  await shell.clickSignOut();
  await expect(page.getByRole('heading', { name: 'Logged Out Successfully' })).toBeVisible();
});
