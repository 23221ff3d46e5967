import type { Page } from '@playwright/test';
import { expect, signInAt, test } from './support/fixtures';
import { ShellPage, StatusPageObject } from './pages/shell.page';

// SECURITY-TESTS X7: every route of the production build, served with
//   Content-Security-Policy-Report-Only: require-trusted-types-for 'script'; trusted-types safehtml dompurify mock-worker
// (mock-worker: the boot script's policy that lets exactly the build's mock API worker file into `new Worker`, demo builds)
// added to its documents, renders with zero Trusted Types reports (the step before enforcing). Each section's list, its
// New form and its first record are visited, with the panels that render server HTML (messages, notifications).
// A report-only violation fires `securitypolicyviolation` like an enforced one; both are collected here.

const ttPolicy = "require-trusted-types-for 'script'; trusted-types safehtml dompurify mock-worker";

// The documents are fulfilled by the test (route.fulfill), and Chromium's local network access checks take a document
// without a network address for a public one, which may then not call the provider on localhost: off for this file.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-features=LocalNetworkAccessChecks'],
  },
});

/** The catalog sections (list, New form, first record). */
const catalogs: [string, string][] = [
  ['/admin/employees', 'Employees'],
  ['/admin/customers', 'Customers'],
  ['/admin/providers', 'Providers'],
  ['/admin/business-lines', 'Business lines'],
  ['/admin/departments', 'Departments'],
  ['/admin/banks', 'Banks'],
  ['/admin/document-templates', 'Document templates'],
  ['/inventory/products', 'Products'],
  ['/inventory/warehouses', 'Warehouses'],
];
/** Pages without New/record: [path, heading]. */
const pages: [string, string][] = [
  ['/dashboard', 'Dashboard'],
  ['/orders', 'Sales orders'],
  ['/purchases/quotes', 'Purchases'],
  ['/deliveries', 'Deliveries'],
  ['/cashclosing', 'Cash closing'],
  ['/manufacture', 'Manufacture'],
  ['/admin', 'Administration'],
  ['/admin/inventory-configuration', 'Inventory configuration'],
  ['/contracts/services', 'Contracts'],
  ['/config', 'Company'],
  ['/tenants', 'Tenants'],
];

/** In-app navigation (the policy belongs to the document, so one document can visit many routes quickly). */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function recordTrustedTypesReports(page: Page, servedWithPolicy: string[]) {
  const reports: string[] = [];
  await page.exposeFunction('__reportTrustedTypes', (text: string) => reports.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      if (/trusted-types/.test(e.effectiveDirective) || /trusted-types/.test(e.violatedDirective))
        (window as unknown as { __reportTrustedTypes: (t: string) => void }).__reportTrustedTypes(`${e.disposition} ${e.effectiveDirective} ${location.pathname} ${e.sample}`);
    });
  });
  // Every document of the app gets the report-only policy beside its own headers.
  await page.route(/^http:\/\/acme\.localhost:\d+\/[^?]*(\?.*)?$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    // Node does not resolve *.localhost: fetch from the loopback address with the tenant's Host header.
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: url.href.replace(url.hostname, '127.0.0.1'), headers: { ...route.request().headers(), host: url.host }, maxRedirects: 0 });
    servedWithPolicy.push(new URL(route.request().url()).pathname);
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy-report-only': ttPolicy } });
  });
  return reports;
}

test('X7 every route under Trusted Types in report-only mode: zero reports', async ({ page, tenantUrl }) => {
  test.setTimeout(120_000);
  const served: string[] = [];
  const reports = await recordTrustedTypesReports(page, served);
  await page.goto(tenantUrl('acme', '/logged-out'));
  await new StatusPageObject(page).seeLoggedOut();
  await signInAt(page, tenantUrl('acme'), 'root@platform.test');
  const shell = new ShellPage(page);
  await shell.seeDashboardOf('Acme Telecom');
  // The callback document came through the provider's redirect, which page.route does not see: load the app again
  // (the session is restored from this tab's storage), so the document that visits every route carries the policy.
  await page.goto(tenantUrl('acme', '/dashboard'));
  await shell.seeDashboardOf('Acme Telecom');
  expect(served).toContain('/dashboard');
  // The policy is in force on the app's documents (the browser exposes the API and reports against it).
  expect(await page.evaluate(() => typeof (window as unknown as { trustedTypes?: unknown }).trustedTypes)).toBe('object');

  // Sections other slices are building change their headings and grow records: any page heading will do, and a
  // section that lists records opens its first one too.
  for (const [path] of pages) {
    await openInApp(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
    const firstRow = page.getByRole('grid').getByRole('rowgroup').nth(1).getByRole('row').first();
    if (await firstRow.isVisible().catch(() => false)) {
      await firstRow.getByRole('gridcell').first().click();
      await expect(page.getByRole('heading', { level: 1 }).first(), `${path}: first record`).toBeVisible();
    }
  }
  for (const [path, title] of catalogs) {
    await openInApp(page, path);
    await expect(page.getByRole('heading', { name: title, level: 1 }), path).toBeVisible();
    const grid = page.getByRole('grid');
    const firstRow = grid.getByRole('rowgroup').nth(1).getByRole('row').first();
    await expect(firstRow, path).toBeVisible();
    await firstRow.getByRole('gridcell').nth(1).click();
    await expect(page, path).toHaveURL(new RegExp(`${path}/[^/]+$`));
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await openInApp(page, `${path}/new`);
    await expect(page.getByRole('button', { name: /^(Save|Create)/ }).first(), `${path}/new`).toBeVisible();
  }
  // The panels that render server HTML through SafeHtml (DOMPurify), and the print, error and not-found pages.
  await openInApp(page, '/dashboard');
  for (const name of [/^Messages/, /^Notifications/]) {
    await page.getByRole('button', { name }).click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    // Server HTML is on screen, through the one sink (SafeHtml).
    await expect(page.getByRole('dialog', { name }).locator('[data-safe-html]').first()).toBeVisible();
    await page.keyboard.press('Escape');
  }
  expect(reports, 'Trusted Types reports in the app').toEqual([]);
  await page.goto(tenantUrl('acme', '/documents/sales-order/SO-1/print'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(tenantUrl('acme', '/documents/evil-type/1/print'));
  await new StatusPageObject(page).seeNotFound();
  await page.goto(tenantUrl('acme', '/error/500'));
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();

  expect(served, 'documents served with the report-only policy').toEqual(['/logged-out', '/', '/dashboard', '/documents/sales-order/SO-1/print', '/documents/evil-type/1/print', '/error/500']);
  expect(reports, 'Trusted Types reports').toEqual([]);
});

test('X7 the report-only run can fail: a string written into an HTML sink is reported', async ({ page, tenantUrl }) => {
  test.info().annotations.push({ type: 'injects-csp-violation', description: 'a test-only innerHTML write' });
  const reports = await recordTrustedTypesReports(page, []);
  await page.goto(tenantUrl('acme', '/logged-out'));
  await new StatusPageObject(page).seeLoggedOut();
  await page.evaluate(() => {
    const div = document.createElement('div');
    div.innerHTML = '<b>not trusted</b>';
  });
  await expect.poll(() => reports.length).toBe(1);
  expect(reports[0]).toMatch(/^report require-trusted-types-for \/logged-out/);
});
