import { expect, signInAt, test } from './support/fixtures';
import { ShellPage, StatusPageObject } from './pages/shell.page';

test('A1 the authorize request uses code + PKCE S256 with a fresh state and nonce on every attempt', async ({ page, tenantUrl, servers }) => {
  const authorizeUrls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(servers.idpPort) && url.pathname.endsWith('/auth')) authorizeUrls.push(url);
  });
  await page.goto(tenantUrl('acme', '/'));
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.goto(tenantUrl('acme', '/dashboard'));
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(authorizeUrls).toHaveLength(2);
  for (const url of authorizeUrls) {
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
  }
  expect(authorizeUrls[0]!.searchParams.get('state')).not.toBe(authorizeUrls[1]!.searchParams.get('state'));
  expect(authorizeUrls[0]!.searchParams.get('nonce')).not.toBe(authorizeUrls[1]!.searchParams.get('nonce'));
});

test('ana signs in on acme and sees the whole navigation; A3 the address holds no code or state', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  const shell = new ShellPage(page);
  await shell.seeDashboardOf('Acme Telecom');
  expect(page.url()).toBe(tenantUrl('acme', '/dashboard'));
  await shell.seeNavGroups(['Sales', 'Purchases', 'Contracts', 'Administration', 'Inventory']);
  await expect(shell.nav().getByText('Tenant management')).toHaveCount(0);
  await expect(shell.nav().getByRole('link', { name: 'Providers' })).toBeVisible();
  const history = await page.evaluate(() => window.history.length);
  expect(history).toBeGreaterThan(0);
  expect(page.url()).not.toMatch(/[?&](code|state)=/);
  await page.screenshot({ path: 'test-results/screens/ana-dashboard.png' });
});

test('sam (Order.Orders only) sees Dashboard and Sales orders, and a forbidden section goes to /unauthorized', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'sam@acme.test');
  const shell = new ShellPage(page);
  await shell.seeDashboardOf('Acme Telecom');
  await shell.seeNavLinks(['Dashboard', 'Sales orders']);
  await page.goto(tenantUrl('acme', '/purchases/requisitions'));
  await expect(page).toHaveURL(tenantUrl('acme', '/unauthorized'));
  await new StatusPageObject(page).seeUnauthorized();
});

test('signed in but refused, Try Login Again says who is signed in and lets another account sign in (issue 13 point 9)', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'sam@acme.test');
  await new ShellPage(page).seeDashboardOf('Acme Telecom');
  await page.goto(tenantUrl('acme', '/purchases/requisitions'));
  await expect(page).toHaveURL(tenantUrl('acme', '/unauthorized'));
  await expect(page.getByText('You are signed in as Sam Ortega.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // The provider's session is still valid: without prompt=login it would sign sam straight back in, here.
  await page.getByRole('button', { name: 'Try Login Again' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill('bea@acme.test');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(tenantUrl('acme', '/dashboard'));
  await new ShellPage(page).seeNavLinks(['Dashboard', 'Requisitions', 'Quotes', 'Purchase orders', 'Providers']);
});

test('bea (purchases and suppliers) sees Purchases and Administration with Providers only', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/purchases'), 'bea@acme.test');
  await expect(page).toHaveURL(tenantUrl('acme', '/purchases'));
  await expect(page.getByRole('heading', { name: 'Purchases', level: 1 })).toBeVisible();
  await new ShellPage(page).seeNavLinks(['Dashboard', 'Requisitions', 'Quotes', 'Purchase orders', 'Providers']);
});

test('nobody sees only the Dashboard (issue 13 point 11: it is for everyone) and cannot open orders', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'nobody@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await new ShellPage(page).seeNavLinks(['Dashboard']);
  await page.goto(tenantUrl('acme', '/orders'));
  await new StatusPageObject(page).seeUnauthorized();
});

test('gus signs in on globex and sees Globex; T3 on acme the services refuse him with the 404 page', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('globex'), 'gus@globex.test');
  await new ShellPage(page).seeDashboardOf('Globex Communications');
  await page.goto(tenantUrl('acme', '/dashboard'));
  // Same provider session: signed in straight away, but acme's services answer 403.
  await new StatusPageObject(page).seeNotFound();
  await expect(page).toHaveURL(tenantUrl('acme', '/dashboard'));
  await expect(page.getByText('Acme Telecom')).toHaveCount(0);
  // Not a dead end (issue 13 point 10): a link to the tenant gus belongs to, and Sign out.
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.getByRole('link', { name: 'globex' }).click();
  await expect(page).toHaveURL(tenantUrl('globex', '/dashboard'));
  await new ShellPage(page).seeDashboardOf('Globex Communications');
});

test('root signs in on both tenants and sees Tenant management', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'root@platform.test');
  await new ShellPage(page).seeNavGroups(['Tenant management']);
  await page.goto(tenantUrl('globex', '/tenants'));
  // The tenants list (issue 9), under the Tenant management group.
  await expect(page.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Globex Communications')).toBeVisible();
});

test('a wrong password shows the error on the sign-in page', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test', 'nope');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('ana@acme.test');
});
