import type { Page } from '@playwright/test';
import { expect, signInAt, test } from './support/fixtures';
import { ShellPage, StatusPageObject } from './pages/shell.page';

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
