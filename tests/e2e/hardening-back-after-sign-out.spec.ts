import type { Page } from '@playwright/test';
import { expect, signInAt, test } from './support/fixtures';
import { ShellPage, StatusPageObject } from './pages/shell.page';
import { CustomerFormPage, CustomersListPage } from './pages/customers.page';

// SECURITY-TESTS A12, beyond the other-tab cases of A11 (sign-out.spec.ts): in the tab that signed out, Back (the
// back/forward cache included) and an old deep link show no business data; the documents are not stored by the HTTP
// cache (no-cache/no-store) and the platform service's answers are no-store.

/** What only a session shows: the user's name, a section's page and its data (the provider's sign-in page names the tenant). */
async function seesNoBusinessData(page: Page, where: string) {
  await expect(page.getByText('Ana Álvarez', { exact: false }), where).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: /^(Sales orders|Customers)$/ }), where).toHaveCount(0);
  await expect(page.getByRole('grid'), where).toHaveCount(0);
  await expect(page.getByRole('navigation'), where).toHaveCount(0);
  const stored = await page.evaluate(() => [...Object.keys(sessionStorage), ...Object.keys(localStorage)].filter((k) => k.startsWith('oidc.user')));
  expect(stored, where).toEqual([]);
}

test('A12 Back after sign-out, bfcache included, and an old deep link show nothing of the session', async ({ page, tenantUrl }) => {
  const documentCaching: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document' && response.url().startsWith(tenantUrl('acme', '/'))) documentCaching.push(response.headers()['cache-control'] ?? '(none)');
  });
  await page.addInitScript(() => {
    window.addEventListener('pageshow', (e) => {
      const w = window as unknown as { __restored?: number };
      if (e.persisted) w.__restored = (w.__restored ?? 0) + 1;
    });
  });
  await signInAt(page, tenantUrl('acme', '/orders'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Sales orders', level: 1 })).toBeVisible();
  await page.goto(tenantUrl('acme', '/admin/customers'));
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  // The same checks find the session's data while it is there (they are not vacuous).
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();

  await new ShellPage(page).clickSignOut();
  await expect(page).toHaveURL(tenantUrl('acme', '/logged-out'));
  await new StatusPageObject(page).seeLoggedOut();

  // Back through the whole history of the tab: every app page it comes back to shows nothing of ana.
  const visited: string[] = [];
  for (let step = 0; step < 6; step++) {
    const response = await page.goBack({ waitUntil: 'load' }).catch(() => null);
    if (response === null && page.url() === visited.at(-1)) break;
    visited.push(page.url());
    if (!page.url().startsWith(tenantUrl('acme', '/'))) continue;
    await page.waitForTimeout(300);
    await seesNoBusinessData(page, `back ${step + 1}: ${page.url()}`);
  }
  expect(visited.some((u) => u.startsWith(tenantUrl('acme', '/admin/customers')) || u.startsWith(tenantUrl('acme', '/orders'))), `Back reached a page of the session: ${visited.join(' ')}`).toBe(true);
  test.info().annotations.push({ type: 'bfcache restores', description: String(await page.evaluate(() => (window as unknown as { __restored?: number }).__restored ?? 0)) });

  // An old deep link: the provider's sign-in form, never the page.
  await page.goto(tenantUrl('acme', '/admin/customers'));
  await expect(page.getByLabel('Password')).toBeVisible();
  await seesNoBusinessData(page, 'old deep link');

  // No document of the app may be served from the HTTP cache without asking the server.
  expect(documentCaching.length).toBeGreaterThan(0);
  for (const value of documentCaching) expect(value).toMatch(/no-cache|no-store/);
});

/** Every web-storage entry of the page (both storages), as [storage, key, value]. */
const storageEntries = (page: Page) =>
  page.evaluate(() =>
    (['sessionStorage', 'localStorage'] as const).flatMap((name) => Object.entries(window[name]).map(([key, value]) => [name, key, String(value)] as const)),
  );

test('A12 with the library\'s stored user left in place after sign-out, an old deep link and Back still show nothing (the app\'s own sign-out marker)', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/orders'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Sales orders', level: 1 })).toBeVisible();
  await page.goto(tenantUrl('acme', '/admin/customers'));
  await expect(page.getByRole('grid')).toBeVisible();
  // The tokens oidc-client-ts keeps for the session: put back after sign-out, as if the library had not removed them
  // (its own removal in signoutRedirect is a layer of its own; this test is about the app's).
  const stored = (await storageEntries(page)).find(([, key]) => key.startsWith('oidc.user:'));
  expect(stored).toBeTruthy();
  const [, userKey, userValue] = stored!;

  await new ShellPage(page).clickSignOut();
  await new StatusPageObject(page).seeLoggedOut();
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [userKey, userValue] as const);

  // The old deep link: the app finds a stored user, sees the sign-out marker, clears it and shows nothing.
  await page.goto(tenantUrl('acme', '/admin/customers'));
  await expect(page.getByLabel('Password').or(page.getByRole('heading', { name: 'Logged Out Successfully' }))).toBeVisible();
  await page.waitForTimeout(500);
  await seesNoBusinessData(page, 'old deep link with the stored user put back');

  // Back to the pages of the session, with the stored user put back once more.
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [userKey, userValue] as const);
  for (let step = 0; step < 4; step++) {
    await page.goBack({ waitUntil: 'load' }).catch(() => null);
    if (!page.url().startsWith(tenantUrl('acme', '/'))) continue;
    await page.waitForTimeout(300);
    await seesNoBusinessData(page, `back ${step + 1}: ${page.url()}`);
  }
});

test('T1 sign-out leaves nothing of the user in web storage, and the next user of the tab finds nothing of them', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/admin/customers'), 'ana@acme.test');
  await expect(page.getByRole('grid')).toBeVisible();
  // A draft of a new customer: the app keeps it in session storage under ana's key.
  await new CustomersListPage(page).clickNewCustomer();
  await new CustomerFormPage(page).fill({ Name: 'Draft of Ana' });
  // `mirage.*` is the demo's mock services' own database (it stands for the servers' data), not the app's storage.
  const namesAna = ([, key, value]: readonly [string, string, string]) => !key.startsWith('mirage.') && /usr_ana|Ana Álvarez|Draft of Ana|ana@acme/.test(value);
  const isUserData = ([, key]: readonly [string, string, string]) =>
    (key.startsWith('backoffice.') || key.startsWith('oidc.')) && !['backoffice.locale', 'backoffice.signedOutAt'].includes(key);
  // Not vacuous: while signed in, the session's keys are there (tokens, the session chain).
  await expect.poll(async () => (await storageEntries(page)).filter(isUserData).length).toBeGreaterThan(1);

  await expect.poll(async () => (await storageEntries(page)).some(([, key, value]) => key.includes('draft') && value.includes('Draft of Ana'))).toBe(true);
  await new ShellPage(page).clickSignOut();
  await new StatusPageObject(page).seeLoggedOut();
  const left = await storageEntries(page);
  expect(left.filter(isUserData), 'keys of the session left after sign-out').toEqual([]);
  expect(left.filter(namesAna), 'values naming ana').toEqual([]);

  await page.getByRole('button', { name: 'Login Again' }).click();
  await page.getByLabel('Email').fill('sam@acme.test');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Welcome back, Sam Ortega')).toBeVisible();
  expect((await storageEntries(page)).filter(namesAna)).toEqual([]);
});
