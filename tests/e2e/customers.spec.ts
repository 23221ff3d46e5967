/**
 * Customers (/admin/customers) end to end, one story per flow: the list as its address, create, edit with a
 * conflict, the leave guard and drafts, the offline outbox, CSV export, deactivate/delete with Undo, permissions and
 * tenancy (P1, T2), a phone width (B4) and es-MX. API calls are seen through ApiWire (the mock answers in the page).
 */
import type { Page } from '@playwright/test';
import { ShellPage, StatusPageObject } from './pages/shell.page';
import { ApiWire, CustomerFormPage, CustomerRecordPage, CustomersListPage, LeaveDialog, dontOverflowHorizontally, fold } from './pages/customers.page';
import { callApiAs, expect, signInAt, test } from './support/fixtures';

test.describe.configure({ mode: 'parallel' });

async function openCustomers(page: Page, url: string, email = 'ana@acme.test') {
  await signInAt(page, url, email);
  const list = new CustomersListPage(page);
  await list.seeList(/of [\d,]+$/);
  await list.seeSettled();
  return list;
}

test('list: 2,000 customers; accent-insensitive search, sort and filter live in the address; reload and Back restore the rows; axe clean dark and light', async ({
  page,
  tenantUrl,
}, testInfo) => {
  const list = await openCustomers(page, tenantUrl('acme', '/admin/customers'));
  await list.seeList('1–50 of 2,000');
  await list.seeSorted('Name', 'ascending');
  await page.screenshot({ path: testInfo.outputPath('list-dark.png') });
  await list.seeNoAxeViolations('list, dark');

  await list.typeSearch('jose');
  await expect(page).toHaveURL(/[?&]q=jose(&|$)/);
  await expect(list.pagination()).not.toContainText('of 2,000');
  await list.seeSettled();
  const names = await list.columnTexts(1);
  expect(names.some((n) => n.includes('José')), `a name with José among ${names.join(' | ')}`).toBe(true);
  for (const row of await list.rowTexts()) expect(fold(row), row).toContain('jose');
  const searchTotal = (await list.pagination().textContent()) ?? '';

  await list.clickSortBy('Name');
  await list.seeSorted('Name', 'descending');
  await expect(page).toHaveURL(/[?&]sort=-name(&|$)/);
  await list.seeSettled();
  await expect.poll(async () => {
    const sorted = await list.columnTexts(1);
    return sorted.length > 1 && sorted[0]!.localeCompare(sorted.at(-1)!, 'es', { sensitivity: 'base' }) >= 0;
  }).toBe(true);
  const sortedRows = await list.rowTexts();
  const sortedUrl = page.url();

  await list.chooseStatus('Inactive');
  await expect(page).toHaveURL(/[?&]status=inactive(&|$)/);
  await expect(page).toHaveURL(/[?&]q=jose(&|$)/);
  await list.seeSettled();
  await expect.poll(() => list.columnTexts(6)).not.toContain('Active');
  const statuses = await list.columnTexts(6);
  expect(new Set(statuses)).toEqual(new Set(['Inactive']));
  const filteredRows = await list.rowTexts();
  const filteredUrl = page.url();
  const filteredRange = (await list.pagination().textContent()) ?? '';
  await page.screenshot({ path: testInfo.outputPath('list-filtered.png') });

  await page.reload();
  await list.seeList(filteredRange);
  await list.seeSettled();
  expect(page.url()).toBe(filteredUrl);
  await expect(list.search()).toHaveValue('jose');
  await expect(list.statusFilter()).toHaveValue('inactive');
  await list.seeSorted('Name', 'descending');
  expect(await list.rowTexts()).toEqual(filteredRows);

  await page.goBack();
  await expect(page).toHaveURL(sortedUrl);
  await list.seeList(searchTotal);
  await list.seeSettled();
  await expect(list.statusFilter()).toHaveValue('');
  await expect.poll(() => list.rowTexts()).toEqual(sortedRows);

  await page.getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByText('Light', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/scheme-light/);
  await drawer.getByRole('button', { name: 'Close settings' }).click();
  await expect(drawer).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('list-light.png') });
  await list.seeNoAxeViolations('list, light');
});

test('create: refused submit shows errors under the fields; a double click on Create sends exactly one POST; the new customer gets its CLI code and the list finds it', async ({
  page,
  tenantUrl,
}, testInfo) => {
  const wire = await ApiWire.install(page);
  const list = await openCustomers(page, tenantUrl('acme', '/admin/customers'));
  await list.clickNewCustomer();
  await expect(page).toHaveURL(tenantUrl('acme', '/admin/customers/new'));
  const form = new CustomerFormPage(page);
  await expect(form.form()).toBeVisible();

  await form.clickCreate();
  for (const label of ['Name', 'Tax ID', 'Street and number', 'City', 'State', 'Postal code']) await form.seeFieldError(label, 'Required');
  await expect(form.field('Name')).toBeFocused();
  await form.fill({ 'Tax ID': 'ABC123' });
  await form.clickCreate();
  await form.seeFieldError('Tax ID', 'Not a valid RFC');
  await page.screenshot({ path: testInfo.outputPath('create-errors.png'), fullPage: true });
  await list.seeNoAxeViolations('create form with errors');
  expect(await wire.calls({ method: 'POST' }), 'nothing is sent while the form is invalid').toEqual([]);

  const name = `Comercializadora Ñandú ${testInfo.workerIndex}${Date.now() % 100000}`;
  await form.fill({
    Name: name,
    'Tax ID': 'EKU9003173C9',
    Email: 'compras@nandu.mx',
    'Street and number': 'Av. Juárez 100',
    City: 'Mérida',
    State: 'Yucatán',
    'Postal code': '97000',
  });
  await form.dontSeeFieldError('Tax ID');
  await form.createButton().dblclick();
  const record = new CustomerRecordPage(page);
  await record.seeCustomer(name);
  await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
  await record.seeDetail('Code', /^CLI-00\d{4}$/);
  await record.seeDetail('Tax ID', 'EKU9003173C9');
  await record.seeDetail('City', 'Mérida');
  const code = (await record.detail('Code').textContent())!;
  await page.waitForTimeout(400);
  const posts = await wire.calls({ method: 'POST', path: /^\/api\/catalogs\/customers$/ });
  expect(posts, 'exactly one POST for a double click').toHaveLength(1);
  expect(posts[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  await page.screenshot({ path: testInfo.outputPath('created.png'), fullPage: true });

  await page.getByRole('link', { name: 'Back to customers' }).click();
  await list.seeSettled();
  await list.typeSearch(name);
  await expect(list.rows()).toHaveCount(1);
  await expect(list.rows().first()).toContainText(code);
  await expect(list.rows().first()).toContainText(name);
});
