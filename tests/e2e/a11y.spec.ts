import { expect, signInAt, test } from './support/fixtures';
import { axeViolations } from './support/a11y';
import { ShellPage } from './pages/shell.page';

test('axe: the sign-in page, the dashboard, its menus, and the status pages have no violations', async ({ page, tenantUrl }) => {
  await page.goto(tenantUrl('acme'));
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await axeViolations(page), 'sign-in page').toEqual([]);

  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  const shell = new ShellPage(page);
  await shell.seeDashboardOf('Acme Telecom');
  expect(await axeViolations(page), 'dashboard').toEqual([]);

  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  expect(await axeViolations(page), 'user menu').toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto(tenantUrl('acme', '/unauthorized'));
  await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
  expect(await axeViolations(page), 'unauthorized').toEqual([]);

  await page.goto(tenantUrl('acme', '/error/404'));
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(await axeViolations(page), '404').toEqual([]);

  await page.goto(tenantUrl('acme', '/?logout=true'));
  await expect(page.getByRole('heading', { name: 'Logged Out Successfully' })).toBeVisible();
  expect(await axeViolations(page), 'logged out').toEqual([]);
});

test('the shell works at phone width: the menu opens over the page and a route change closes it', async ({ page, tenantUrl }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAt(page, tenantUrl('acme'), 'sam@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Sales orders' })).not.toBeInViewport();
  await page.getByRole('button', { name: /^(Open|Close) menu$/ }).click();
  await expect(nav).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'test-results/screens/phone-menu.png' });
  expect(await axeViolations(page), 'phone menu').toEqual([]);
  await nav.getByRole('link', { name: 'Sales orders' }).click();
  await expect(page.getByRole('heading', { name: 'Sales orders', level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sales orders' })).not.toBeInViewport();
});

test('axe while the loading bar is shown (a search held back by a slow network)', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // Every request from now on answers 3 s late, so the bar stays up while axe runs.
  await page.evaluate(() => {
    const original = window.fetch;
    window.fetch = (input, init) => new Promise((resolve) => setTimeout(() => resolve(original(input, init)), 3000));
  });
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox').fill('sales');
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('axe in the loading states too: while a section and its page load, a named progress bar and a level-one heading (issue 13 point 16)', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await new ShellPage(page).seeDashboardOf('Acme Telecom');
  // Hold the Administration section's chunk, then the customers page's, as a slow network would.
  const held: Array<() => void> = [];
  for (const chunk of ['admin-section', 'customers-page']) {
    await page.route(new RegExp(`/assets/${chunk}-[A-Z0-9]+\\.js$`), async (route) => {
      await new Promise<void>((release) => held.push(release));
      await route.continue();
    });
  }
  await page.evaluate(() => {
    history.pushState(null, '', '/admin/customers');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('progressbar', { name: 'Loading…' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: 'Loading…' })).toBeAttached();
  expect(await axeViolations(page), 'section chunk loading').toEqual([]);
  held.shift()!();
  await expect(page.getByRole('progressbar', { name: 'Customers: Loading…' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeAttached();
  expect(await axeViolations(page), 'page chunk loading').toEqual([]);
  held.shift()!();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});
