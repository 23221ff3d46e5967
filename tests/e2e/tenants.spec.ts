/**
 * Tenant management end to end: root creates a tenant (the service's refusals under the field first), root suspends
 * globex from acme's app and gus, in his own browser, is refused with the suspended page; reactivated, gus is let in
 * again with the customer he made before; ana sees neither the menu item nor the pages; axe in dark and light; 320 px.
 * The registry lives in the worker's app server: every test that suspends reactivates in a finally block.
 */
import { readFile } from 'node:fs/promises';
import { get } from 'node:http';
import type { Browser, Page } from '@playwright/test';
import { CustomerFormPage, dontOverflowHorizontally } from './pages/customers.page';
import { axeViolations } from './support/a11y';
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

/** A GET on the app server by the loopback with the Host header (Node cannot resolve *.localhost), as the page sent it. */
function loopbackGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { host, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: `${pathname}${search}`, headers: { ...headers, host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') }, body }));
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

test('suspended while inside: gus is typing a customer, root suspends globex, his next action shows the suspended page at once; reactivated, Try again brings him back with what he typed', async ({ page, browser, tenantUrl }, testInfo) => {
  const gus = await signInAsGus(browser, tenantUrl('globex', '/admin/customers/new'));
  const tenants = await openTenants(page, tenantUrl('acme', '/tenants'));
  try {
    const form = new CustomerFormPage(gus.page);
    await expect(form.form()).toBeVisible();
    const name = `Typed While Suspended ${testInfo.workerIndex}${Date.now() % 100000}`;
    await form.fill({ Name: name, 'Tax ID': '84-7654321', 'Street and number': '1 Elm St', City: 'Springfield', State: 'IL', 'Postal code': '62701' });
    await tenants.openTenant('globex', 'Globex Communications');
    await tenants.applyEvent('Suspend');
    await tenants.seeStatus('Suspended');
    // The services keep the platform's word a few seconds; then gus's next action is refused, and the app says why at once.
    await gus.page.waitForTimeout(3_500);
    await form.clickCreate();
    await expect(gus.page.getByRole('heading', { name: 'Globex Communications is suspended' })).toBeVisible();
    await expect(gus.page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await gus.page.screenshot({ path: testInfo.outputPath('suspended-at-once.png') });

    await tenants.applyEvent('Reactivate');
    await tenants.seeStatus('Active');
    await expect
      .poll(async () => {
        const retry = gus.page.getByRole('button', { name: 'Try again' });
        if (await retry.isVisible()) await retry.click();
        return form.form().isVisible();
      }, { timeout: 15_000, intervals: [1_000] })
      .toBe(true);
    // Everything typed is still there; Create now makes the customer.
    await expect(form.field('Name')).toHaveValue(name);
    await expect(form.field('City')).toHaveValue('Springfield');
    await form.clickCreate();
    await expect(gus.page.getByRole('heading', { name, level: 1 })).toBeVisible();
  } finally {
    await setGlobex(page, 'reactivate');
    await gus.context.close();
  }
});

test('archived: a new tenant archived is final (no action offered, the service refuses any event); a user of an archived tenant sees the read-only banner and a write is refused without the 404 page', async ({ page, browser, tenantUrl }, testInfo) => {
  const tenants = await openTenants(page, tenantUrl('acme', '/tenants'));
  await tenants.clickNew();
  const subdomain = `archived-${testInfo.workerIndex}-${Date.now() % 100000}`;
  await tenants.fillNew({ subdomain, legalName: 'Vandelay Industries S.A. de C.V.', tradeName: 'Vandelay', taxId: 'INI010101AA1' });
  await tenants.clickCreate();
  await expect(tenants.heading('Vandelay')).toBeVisible();
  for (const [event, status] of [['Activate', 'Active'], ['Suspend', 'Suspended'], ['Archive', 'Archived']] as const) {
    await tenants.applyEvent(event);
    await tenants.seeStatus(status);
  }
  await expect(page.getByRole('group', { name: 'Lifecycle actions' }).getByRole('button')).toHaveCount(0);
  await expect(tenants.history().first()).toContainText('Archive → Archived');
  const refused = await callApiAs(page, { method: 'POST', path: `/api/tenant-management/tenants/${subdomain}/events`, body: { type: 'reactivate' }, tenant: 'acme' });
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({ type: 'illegal-transition', state: 'archived', allowed: [] });

  // Nobody of the demo holds the new tenant: gus's browser gets the platform's word on globex as archived (its one
  // answer the app and its services both read), so the shell and the services behave as for an archived tenant.
  const context = await browser.newContext();
  const gus = await context.newPage();
  await gus.route('**/api/tenant-management/companies/current', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const answer = await loopbackGet(route.request().url(), await route.request().allHeaders());
    if (answer.status !== 200) return route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
    await route.fulfill({ status: 200, headers: answer.headers, json: { ...JSON.parse(answer.body), status: 'archived' } });
  });
  try {
    await signInAt(gus, tenantUrl('globex', '/admin/customers'), 'gus@globex.test');
    const banner = gus.getByRole('status').filter({ hasText: 'Globex Communications is archived: you can read its records but not change them.' });
    await expect(banner).toBeVisible();
    await expect(gus.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    const wrote = await callApiAs(gus, { method: 'POST', path: '/api/catalogs/customers', tenant: 'globex', body: { name: 'Never Saved' } });
    expect(wrote.status).toBe(403);
    expect(wrote.body).toMatchObject({ type: 'tenant-archived' });
    // A write from the app: refused, the banner stays, and the 404 page does not open.
    await gus.getByRole('link', { name: 'New customer' }).click();
    const form = new CustomerFormPage(gus);
    await form.fill({ Name: 'Never Saved Inc', 'Tax ID': '84-7654321', 'Street and number': '1 Elm St', City: 'Springfield', State: 'IL', 'Postal code': '62701' });
    await form.clickCreate();
    await expect(form.form().getByText('Not saved: this company is archived, so its records can be read but not changed.')).toBeVisible();
    await expect(banner).toBeVisible();
    await expect(gus.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await expect(form.field('Name')).toHaveValue('Never Saved Inc');
    expect(await axeViolations(gus), 'archived banner, dark').toEqual([]);
    for (const width of [1280, 320]) {
      await gus.setViewportSize({ width, height: 800 });
      await gus.evaluate(() => window.scrollTo(0, 0));
      await gus.screenshot({ path: testInfo.outputPath(`archived-${width}.png`) });
    }
    await dontOverflowHorizontally(gus, 320);
  } finally {
    await context.close();
  }
});

test('root exports the tenants list as CSV: every tenant matching the filter, with the columns named', async ({ page, tenantUrl }) => {
  const tenants = await openTenants(page, tenantUrl('acme', '/tenants'));
  await expect(tenants.row('globex')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('tenants.csv');
  const text = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = text.trim().split('\r\n');
  expect(header).toBe('Subdomain,Trade name,Legal name,Status,Currency,Users,Created,Updated');
  expect(lines.some((line) => line.startsWith('acme,'))).toBe(true);
  expect(lines.find((line) => line.startsWith('globex,'))).toMatch(/^globex,Globex Communications,.*,(active|suspended),USD,\d+,/);
});
