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

test('preact/compat build: the section kit works (customers list: sort, search, open a record, edit in place)', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await new ShellPage(page).seeDashboardOf('Acme Telecom');
  await page.goto(tenantUrl('acme', '/admin/customers'));
  const grid = page.getByRole('grid', { name: 'Customers' });
  await expect(grid).toBeVisible();
  await expect(page.getByText('of 2,000')).toBeVisible();
  const nameHeader = grid.getByRole('columnheader', { name: /Name/ });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=-name/);
  await page.getByRole('searchbox', { name: 'Search' }).fill('abarrotes');
  await expect(page).toHaveURL(/q=abarrotes/);
  const firstRow = grid.getByRole('row').nth(1);
  await expect(firstRow).toContainText('Abarrotes');
  await firstRow.click();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('form', { name: 'Edit customer' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(/Abarrotes/);
});
