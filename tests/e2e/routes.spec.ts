import { expect, signInAt, test } from './support/fixtures';
import { ShellPage, StatusPageObject } from './pages/shell.page';

/** Each section's first route, its heading, and whether it is built (false: it says it comes later). */
const sections: [string, string, boolean?][] = [
  ['/dashboard', 'Dashboard', true],
  ['/orders', 'Sales orders', true],
  ['/purchases/quotes', 'Quotations', true],
  ['/deliveries', 'Deliveries', true],
  ['/cashclosing', 'Cash closing', true],
  ['/manufacture', 'Work orders', true],
  ['/admin', 'Administration', true],
  ['/admin/employees', 'Employees', true],
  ['/admin/customers', 'Customers', true],
  ['/admin/providers', 'Providers', true],
  ['/admin/business-lines', 'Business lines', true],
  ['/admin/departments', 'Departments', true],
  ['/admin/banks', 'Banks', true],
  ['/admin/inventory-configuration', 'Inventory configuration', true],
  ['/inventory/products', 'Products', true],
  ['/inventory/warehouses', 'Warehouses', true],
  ['/contracts/services', 'Service contracts', true],
  ['/config', 'Company', true],
  ['/tenants', 'Tenants', true],
];

test('X6 every route renders under the production CSP with no violation (root, all permissions)', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'root@platform.test');
  await new ShellPage(page).seeDashboardOf('Acme Telecom');
  for (const [path, title, built] of sections) {
    await page.goto(tenantUrl('acme', path));
    await expect(page.getByRole('heading', { name: title, level: 1 }), path).toBeVisible();
    if (!built) await expect(page.getByText('This section comes in a later release.', { exact: false })).toBeVisible();
  }
  // A document that does not exist prints nothing: the 404 page (the print pages themselves: print.spec.ts).
  await page.goto(tenantUrl('acme', '/documents/sales-order/SO-1/print'));
  await new StatusPageObject(page).seeNotFound();
  await page.goto(tenantUrl('acme', '/documents/../etc/print'));
  await page.goto(tenantUrl('acme', '/documents/evil-type/1/print'));
  await new StatusPageObject(page).seeNotFound();
  await page.goto(tenantUrl('acme', '/error/404?status=410'));
  await expect(page.getByText('410', { exact: true })).toBeVisible();
  await page.goto(tenantUrl('acme', '/error/500'));
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await page.goto(tenantUrl('acme', '/no/such/page'));
  await expect(page).toHaveURL(tenantUrl('acme', '/dashboard'));
});

test('navigating with the menu stays in the app (no reload) and marks the current item', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await new ShellPage(page).seeDashboardOf('Acme Telecom');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const nav = new ShellPage(page).nav();
  await nav.getByRole('link', { name: 'Warehouses' }).click();
  await expect(page).toHaveURL(tenantUrl('acme', '/inventory/warehouses'));
  await expect(page.getByRole('heading', { name: 'Warehouses', level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Warehouses' })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('the error pages are never a dead end: Go home, and Sign out when signed in (issue 13 point 10)', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await new ShellPage(page).seeDashboardOf('Acme Telecom');
  await page.goto(tenantUrl('acme', '/error/404'));
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.getByRole('button', { name: 'Go home' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto(tenantUrl('acme', '/error/500'));
  await expect(page.getByRole('heading', { name: 'Something went wrong', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go home' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/logged-out/);
});

test('on a slow start, the static splash paints at once in the scheme this device last used, with the product name (issue 13 point 15)', async ({ page, tenantUrl }) => {
  // The user chose the light scheme and the teal theme on this device before.
  await page.addInitScript(() => localStorage.setItem('backoffice.appearance', JSON.stringify({ layout: 'classic', scheme: 'light', theme: 'theme-teal', navPosition: 'left' })));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[A-Z0-9]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(tenantUrl('acme'), { waitUntil: 'commit' });
  const splash = page.locator('.boot-splash');
  await expect(splash.locator('.boot-splash-name')).toHaveText('Back office');
  await expect(page.locator('html')).toHaveClass(/scheme-light/);
  await expect(page.locator('html')).toHaveClass(/theme-teal/);
  // Painted in the light canvas, not the default dark one.
  const background = await splash.evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r = 0, g = 0, b = 0] = (background.match(/\d+/g) ?? []).map(Number);
  expect(r + g + b, background).toBeGreaterThan(600);
  await page.screenshot({ path: test.info().outputPath('boot-splash-light.png') });
  release();
  await expect(page.getByLabel('Email')).toBeVisible();
});
