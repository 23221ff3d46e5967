/**
 * Tenant management end to end: root creates a tenant (the service's refusals under the field first), root suspends
 * globex from acme's app and gus, in his own browser, is refused with the suspended page; reactivated, gus is let in
 * again with the customer he made before; ana sees neither the menu item nor the pages; axe in dark and light; 320 px.
 * The registry lives in the worker's app server: every test that suspends reactivates in a finally block.
 */
import { get } from 'node:http';
import type { Browser, Page } from '@playwright/test';
import { dontOverflowHorizontally } from './pages/customers.page';
import { ShellPage } from './pages/shell.page';
import { TenantsPage } from './pages/tenants.page';
import { callApiAs, expect, signInAt, test } from './support/fixtures';

test.describe.configure({ mode: 'serial' });

async function openTenants(page: Page, url: string) {
  await signInAt(page, url, 'root@platform.test');
  const tenants = new TenantsPage(page);
  await tenants.seeList();
  return tenants;
}

/** Root's token on acme: the platform's tenant service, as the page would call it. */
async function setGlobex(page: Page, type: 'suspend' | 'reactivate') {
  return callApiAs(page, { method: 'POST', path: '/api/tenant-management/tenants/globex/events', body: { type }, tenant: 'acme' });
}

test('root creates a tenant: reserved and taken subdomains are refused under the field, then it is created in provisioning with no users yet', async ({ page, tenantUrl }, testInfo) => {
  const tenants = await openTenants(page, tenantUrl('acme', '/tenants'));
  await expect(tenants.row('acme')).toBeVisible();
  await expect(tenants.row('globex')).toContainText('Active');
  await tenants.seeNoAxeViolations('list, dark');
  await tenants.clickNew();
  const subdomain = `initech-${testInfo.workerIndex}-${Date.now() % 100000}`;
  await tenants.fillNew({ subdomain: 'admin', legalName: 'Initech S.A. de C.V.', tradeName: 'Initech', taxId: 'INI010101AA1' });
  await tenants.clickCreate();
  await tenants.seeFieldError('Subdomain', /Reserved/);
  await tenants.field('Subdomain').fill('Bad_Name');
  await tenants.clickCreate();
  await tenants.seeFieldError('Subdomain', /lower-case letters/);
  await tenants.field('Subdomain').fill('globex');
  await tenants.clickCreate();
  await tenants.seeFieldError('Subdomain', /Already in use/);
  await page.screenshot({ path: testInfo.outputPath('create-refused.png'), fullPage: true });
  await tenants.field('Subdomain').fill(subdomain);
  await tenants.clickCreate();
  await expect(tenants.heading('Initech')).toBeVisible();
  await tenants.seeStatus('Provisioning');
  await expect(page.getByText(/No users yet/)).toBeVisible();
  await tenants.seeLifecycleButtons(['Activate']);
  await tenants.applyEvent('Activate');
  await tenants.seeStatus('Active');
  await tenants.seeLifecycleButtons(['Suspend']);
  await expect(tenants.history()).toHaveCount(2);
  await expect(tenants.history().first()).toContainText('Activate → Active');
  await tenants.seeNoAxeViolations('tenant page, dark');
  // The static server serves the app for the new tenant too (its own origin).
  expect(await statusOf(tenantUrl(subdomain, '/'))).toBe(200);
  expect(await statusOf(tenantUrl('nobody-here', '/'))).toBe(404);
});

/** The app server's status for a tenant origin (Node cannot resolve *.localhost: the loopback with the Host header). */
function statusOf(url: string): Promise<number> {
  const { host, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: pathname, headers: { Host: host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });
}

async function signInAsGus(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAt(page, url, 'gus@globex.test');
  return { context, page };
}

test('root suspends globex: gus is refused with the suspended page in both languages; reactivated, he is let in again with his customer', async ({ page, browser, tenantUrl }, testInfo) => {
  const gus = await signInAsGus(browser, tenantUrl('globex', '/admin/customers'));
  const tenants = await openTenants(page, tenantUrl('acme', '/tenants'));
  try {
    await expect(gus.page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    const name = `Suspension Check ${Date.now() % 100000}`;
    const made = await callApiAs(gus.page, {
      method: 'POST',
      path: '/api/catalogs/customers',
      tenant: 'globex',
      body: { name, taxId: '84-7654321', email: '', phone: '', address: { street: '1 Elm St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' }, businessLineId: null, creditLimit: 0, paymentTermsDays: 30, status: 'active' },
    });
    expect(made.status).toBe(201);

    await tenants.openTenant('globex', 'Globex Communications');
    await tenants.applyEvent('Suspend');
    await tenants.seeStatus('Suspended');
    await tenants.seeLifecycleButtons(['Reactivate', 'Archive']);

    await gus.page.reload();
    await expect(gus.page.getByRole('heading', { name: 'Globex Communications is suspended' })).toBeVisible();
    await expect(gus.page.getByText(/Your data is kept/)).toBeVisible();
    await expect(gus.page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await gus.page.screenshot({ path: testInfo.outputPath('suspended-en.png') });
    // The services refuse him directly too.
    expect((await callApiAs(gus.page, { method: 'GET', path: '/api/catalogs/customers', tenant: 'globex' })).body).toMatchObject({ type: 'tenant-suspended' });
    // Try again while still suspended stays on the page, no loop.
    await gus.page.getByRole('button', { name: 'Try again' }).click();
    await expect(gus.page.getByRole('heading', { name: 'Globex Communications is suspended' })).toBeVisible();

    await tenants.applyEvent('Reactivate');
    await tenants.seeStatus('Active');
    await expect(tenants.history().first()).toContainText('Reactivate → Active');
    // The services' status cache holds a few seconds; Try again then lets gus in.
    await expect
      .poll(async () => {
        const retry = gus.page.getByRole('button', { name: 'Try again' });
        if (await retry.isVisible()) await retry.click();
        return gus.page.getByRole('heading', { name: 'Customers', level: 1 }).isVisible();
      }, { timeout: 15_000, intervals: [1_000] })
      .toBe(true);
    await gus.page.getByRole('searchbox').fill(name);
    await expect(gus.page.getByRole('row').filter({ hasText: name })).toBeVisible();
  } finally {
    await setGlobex(page, 'reactivate');
    await gus.context.close();
  }
});

test('es-MX: the suspended page in Spanish', async ({ page, browser, tenantUrl }) => {
  await openTenants(page, tenantUrl('acme', '/tenants'));
  const context = await browser.newContext({ locale: 'es-MX' });
  const gus = await context.newPage();
  try {
    expect((await setGlobex(page, 'suspend')).status).toBe(200);
    await gus.goto(tenantUrl('globex', '/'));
    await gus.getByLabel('Correo electrónico').fill('gus@globex.test');
    await gus.getByLabel('Contraseña').fill('demo');
    await gus.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(gus.getByRole('heading', { name: 'Globex Communications está suspendida' })).toBeVisible();
    await expect(gus.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(gus.getByText(/Tus datos se conservan/)).toBeVisible();
  } finally {
    await setGlobex(page, 'reactivate');
    await context.close();
  }
});

test('ana gets the 404 page at /tenants and /config and no Tenant management menu', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/tenants'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto(tenantUrl('acme', '/config'));
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const shell = new ShellPage(page);
  await expect(shell.nav().getByRole('link', { name: 'Tenants' })).toHaveCount(0);
  await expect(shell.nav().getByRole('link', { name: 'Company' })).toHaveCount(0);
  expect((await callApiAs(page, { method: 'GET', path: '/api/tenant-management/tenants' })).status).toBe(403);
});

test('light theme and 320 px: the list and a tenant\'s page stay axe-clean and within the screen', async ({ page, tenantUrl }, testInfo) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const tenants = await openTenants(page, tenantUrl('acme', '/tenants?theme=light'));
  await page.evaluate(() => document.documentElement.classList.contains('light'));
  await tenants.seeNoAxeViolations('list');
  await page.setViewportSize({ width: 320, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('list-320.png'), fullPage: true });
  await dontOverflowHorizontally(page, 320);
  await tenants.openTenant('globex', 'Globex Communications');
  await dontOverflowHorizontally(page, 320);
  await tenants.seeNoAxeViolations('tenant page 320');
  await page.screenshot({ path: testInfo.outputPath('tenant-320.png'), fullPage: true });
});
