import { businessPermissions, Permission } from '../../src/config/permissions';
import { setAccountPermissions } from '../../server/accounts';
import { callApiAs, expect, signInAt, storedOidcUser, test } from './support/fixtures';
import { ShellPage, StatusPageObject } from './pages/shell.page';
import { CustomerFormPage, CustomersListPage } from './pages/customers.page';

// This project's provider issues access tokens that live 40 s.
test('A4 the access token is renewed with the refresh token 30 s before it expires, and the session goes on', async ({ page, tenantUrl, servers }) => {
  test.setTimeout(90_000);
  const tokenPosts: { at: number; grant: string | null }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(servers.idpPort) && url.pathname.endsWith('/token') && request.method() === 'POST') {
      tokenPosts.push({ at: Date.now(), grant: new URLSearchParams(request.postData() ?? '').get('grant_type') });
    }
  });
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await new ShellPage(page).seeDashboardOf('Acme Telecom');
  const signedInAt = tokenPosts[0]!.at;
  expect(tokenPosts.map((p) => p.grant)).toEqual(['authorization_code']);

  await expect.poll(() => tokenPosts.length, { timeout: 30_000 }).toBe(2);
  const renewal = tokenPosts[1]!;
  expect(renewal.grant).toBe('refresh_token');
  // 40 s lifetime, 30 s notification: the renewal starts about 10 s after sign-in, well before expiry.
  expect(renewal.at - signedInAt).toBeGreaterThan(7_000);
  expect(renewal.at - signedInAt).toBeLessThan(20_000);
  await expect.poll(async () => ((await storedOidcUser(page))?.expires_at ?? 0) * 1000 - Date.now()).toBeGreaterThan(30_000);
  // Still signed in and working after the first token's expiry.
  await page.waitForTimeout(Math.max(0, signedInAt + 41_000 - Date.now()));
  await page.getByRole('link', { name: 'Sales orders' }).click();
  await expect(page.getByRole('heading', { name: 'Sales orders', level: 1 })).toBeVisible();
  expect(tokenPosts.filter((p) => p.grant === 'authorization_code')).toHaveLength(1);
});

test('A7 a refused refresh token clears the session and makes exactly one interactive sign-in, no loop', async ({ page, tenantUrl, servers }) => {
  test.setTimeout(90_000);
  const authorizeRequests: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.port === String(servers.idpPort) && url.pathname.endsWith('/auth')) authorizeRequests.push(r.url());
  });
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await new ShellPage(page).seeDashboardOf('Acme Telecom');
  expect(authorizeRequests).toHaveLength(1);
  // From now on the provider refuses every refresh token.
  await page.route(`http://localhost:${servers.idpPort}/token`, async (route) => {
    const grant = new URLSearchParams(route.request().postData() ?? '').get('grant_type');
    if (grant === 'refresh_token') {
      await route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'invalid_grant' }) });
    } else await route.continue();
  });
  // The renewal (10 s after sign-in) fails; the app goes to the provider once, and the provider's session
  // signs the user straight back in.
  await expect.poll(() => authorizeRequests.length, { timeout: 30_000 }).toBe(2);
  await new ShellPage(page).seeDashboardOf('Acme Telecom');
  await page.waitForTimeout(3_000);
  expect(authorizeRequests).toHaveLength(2);
});

test('P3 a permission revoked at the provider: after the next renewal the menu and the open page follow, without a reload', async ({ page, tenantUrl }) => {
  test.setTimeout(90_000);
  const catalogCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/catalogs/customers')) catalogCalls.push(request.url());
  });
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  const shell = new ShellPage(page);
  await shell.seeDashboardOf('Acme Telecom');
  await shell.nav().getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  try {
    setAccountPermissions('usr_ana', businessPermissions.filter((p) => p !== Permission.CatalogsCustomers));
    // The renewal about 10 s after sign-in carries the new permissions: the page becomes the 404 page in place.
    await new StatusPageObject(page).seeNotFound({ timeout: 30_000 });
    await expect(page).toHaveURL(tenantUrl('acme', '/admin/customers'));
    await expect(shell.nav().getByRole('link', { name: 'Customers' })).toHaveCount(0);
    await expect(shell.nav().getByRole('link', { name: 'Products' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // The page asked the service nothing more, and the service refuses the weaker token itself: ana may still read
    // customers for her sales orders (Order.Orders), but no longer keep them.
    expect(catalogCalls.filter((url) => !url.includes('?') && /customers$/.test(new URL(url).pathname))).toEqual([]);
    const refused = await callApiAs(page, { method: 'POST', path: '/api/catalogs/customers', body: { name: 'No' } });
    expect(refused.status).toBe(403);
  } finally {
    setAccountPermissions('usr_ana', undefined);
  }
});

test('A9 a duplicated tab shares the session: one renewal at a time, every refresh token sent once, no invalid_grant, no sign-in page, typed text kept', async ({ page, context, tenantUrl, servers }) => {
  test.setTimeout(150_000);
  const refreshTokens: string[] = [];
  const refusals: string[] = [];
  let authorizeRequests = 0;
  const isProvider = (url: URL) => url.port === String(servers.idpPort);
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (isProvider(url) && url.pathname.endsWith('/auth')) authorizeRequests += 1;
    if (isProvider(url) && url.pathname.endsWith('/token') && request.method() === 'POST') {
      const form = new URLSearchParams(request.postData() ?? '');
      if (form.get('grant_type') === 'refresh_token') refreshTokens.push(form.get('refresh_token') ?? '');
    }
  });
  context.on('response', async (response) => {
    const url = new URL(response.url());
    if (isProvider(url) && url.pathname.endsWith('/token') && response.status() >= 400) refusals.push(await response.text().catch(() => String(response.status())));
  });

  await signInAt(page, tenantUrl('acme', '/admin/customers'), 'ana@acme.test');
  await new CustomersListPage(page).clickNewCustomer();
  const listA = new CustomerFormPage(page);
  await listA.fill({ Name: 'Draft of tab A' });

  // "Duplicate tab": a new tab that starts with a copy of this tab's session storage (tokens included).
  const copied = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  const second = await context.newPage();
  await second.addInitScript((entries: string) => {
    if (sessionStorage.getItem('__e2eCopied')) return;
    for (const [key, value] of JSON.parse(entries) as [string, string][]) sessionStorage.setItem(key, value);
    sessionStorage.setItem('__e2eCopied', '1');
  }, copied);
  await second.goto(tenantUrl('acme', '/admin/customers'));
  await new CustomersListPage(second).clickNewCustomer();
  const listB = new CustomerFormPage(second);
  await listB.fill({ Name: 'Draft of tab B' });
  expect(authorizeRequests).toBe(1);

  // 40 s tokens renewed 30 s before expiry: three renewals of the shared session within about 35 s.
  await expect.poll(() => refreshTokens.length, { timeout: 100_000, intervals: [1_000] }).toBeGreaterThanOrEqual(3);
  await page.waitForTimeout(3_000);
  expect(refusals, 'the provider refused a token request').toEqual([]);
  expect(new Set(refreshTokens).size, `a refresh token was sent twice: ${refreshTokens.map((t) => t.slice(0, 8)).join(', ')}`).toBe(refreshTokens.length);
  expect(authorizeRequests, 'no tab went back to the sign-in page').toBe(1);
  for (const [tab, list, draft] of [[page, listA, 'Draft of tab A'], [second, listB, 'Draft of tab B']] as const) {
    await expect(tab).toHaveURL(tenantUrl('acme', '/admin/customers/new'));
    await expect(tab.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    await expect(list.field('Name')).toHaveValue(draft);
    // Both tabs hold a working, unexpired token of the chain.
    const user = await storedOidcUser(tab);
    expect((user?.expires_at ?? 0) * 1000).toBeGreaterThan(Date.now());
    expect((await callApiAs(tab, { method: 'GET', path: '/api/catalogs/customers?pageSize=1' })).status).toBe(200);
  }
});
