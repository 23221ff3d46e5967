/**
 * The top bar search finds the business records staff look for (issue 13 point 5), end to end against the mock:
 * ana types "alvarez" and finds "Álvarez" customers (the match marked, accents ignored), opens one by keyboard and
 * follows a "see all" to the filtered list; bea finds a provider and no customers; gus finds only globex records.
 * Light and dark, English and Spanish, 1280 and 320 px, axe on the open results. Screens go to /tmp/shots/search.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './support/a11y';
import { expect, signInAt, test } from './support/fixtures';

test.describe.configure({ mode: 'parallel' });

const shots = '/tmp/shots/search';

async function signIn(page: Page, url: string, email: string) {
  await signInAt(page, url, email);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible({ timeout: 20_000 });
}

async function searchFor(page: Page, query: string, label = 'Search') {
  await page.getByRole('button', { name: label, exact: true }).click();
  const box = page.getByRole('combobox', { name: label });
  await box.fill(query);
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible({ timeout: 20_000 });
  return { box, listbox };
}

const groupNames = (page: Page) =>
  page.getByRole('listbox').getByRole('group').evaluateAll((groups) => groups.map((g) => document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''));

async function noSidewaysScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

async function setScheme(page: Page, scheme: 'Light' | 'Dark') {
  await page.getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByText(scheme, { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(new RegExp(`scheme-${scheme.toLowerCase()}`));
  await drawer.getByRole('button', { name: 'Close settings' }).click();
  await expect(drawer).toBeHidden();
}

test('ana types "alvarez": Álvarez customers with the match marked, see all, arrows and Enter open one; axe in dark and light', async ({ page, tenantUrl }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, tenantUrl('acme', '/dashboard'), 'ana@acme.test');
  const { box, listbox } = await searchFor(page, 'alvarez');
  const customers = listbox.getByRole('group', { name: 'Customers' });
  await expect(customers).toBeVisible();
  const options = customers.getByRole('option');
  // Five customers, then "See all N customers".
  await expect(options).toHaveCount(6);
  // Each option: the name (its first line), then the code and tax id.
  const names = await options.evaluateAll((o) => o.slice(0, 5).map((e) => e.querySelector('span span')?.textContent ?? ''));
  for (const name of names) expect(name).toMatch(/Álvarez/);
  await expect(options.first()).toHaveAccessibleName(new RegExp(`^${names[0]} CLI-\\d{6} · [A-Z0-9]{12,13}$`));
  // The marked part is the accented name as written.
  await expect(options.first().locator('mark').first()).toHaveText('Álvarez');
  await expect(options.last()).toHaveText(/^See all \d+ customers/);
  expect(await groupNames(page)).toEqual(expect.arrayContaining(['Customers']));
  await page.screenshot({ path: `${shots}/results-dark-1280-en.png` });
  expect(await axeViolations(page), 'results, dark').toEqual([]);

  // Keyboard: the first option is the first customer (no page is called "alvarez").
  const first = names[0]!;
  await box.press('ArrowDown');
  await expect(listbox.getByRole('option', { selected: true })).toContainText(first);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/admin\/customers\/[^/?]+$/);
  await expect(page.getByRole('heading', { name: first, level: 1 })).toBeVisible({ timeout: 20_000 });

  // See all: the list filtered by the query.
  await setScheme(page, 'Light');
  const again = await searchFor(page, 'alvarez');
  await page.screenshot({ path: `${shots}/results-light-1280-en.png` });
  expect(await axeViolations(page), 'results, light').toEqual([]);
  await again.listbox.getByRole('option', { name: /^See all \d+ customers/ }).click();
  await expect(page).toHaveURL(/\/admin\/customers\?q=alvarez$/);
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
});

test('bea finds a provider by code and opens it, and no customers; Spanish at 320 px with no sideways scroll, axe clean', async ({ page, tenantUrl }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, tenantUrl('acme', '/admin/providers'), 'bea@acme.test');
  const { box, listbox } = await searchFor(page, 'prv-0001');
  const suppliers = listbox.getByRole('group', { name: 'Suppliers' });
  await expect(suppliers.getByRole('option').first()).toContainText('PRV-0001');
  expect(await groupNames(page)).not.toContain('Customers');
  await box.fill('al');
  await expect(listbox.getByRole('group', { name: 'Suppliers' })).toBeVisible();
  expect(await groupNames(page)).not.toContain('Customers');
  expect(await groupNames(page)).not.toContain('Employees');
  await box.fill('prv-0001');
  const top = listbox.getByRole('group', { name: 'Suppliers' }).getByRole('option').first();
  await expect(top).toHaveAccessibleName(/^.+ PRV-0001 · /);
  const name = (await top.evaluate((e) => e.querySelector('span span')?.textContent)) ?? '';
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/admin\/providers\/[^/?]+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 20_000 });

  // Spanish, on a phone.
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: /Español/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await page.setViewportSize({ width: 320, height: 700 });
  const es = await searchFor(page, 'proveedor', 'Buscar');
  await expect(es.box).toHaveAttribute('placeholder', 'Busca páginas, clientes, productos…');
  await es.box.fill('prv-000');
  await expect(es.listbox.getByRole('group', { name: 'Proveedores' })).toBeVisible();
  await expect(es.listbox.getByRole('option', { name: /^Ver los \d+ proveedores/ })).toBeVisible();
  await page.screenshot({ path: `${shots}/results-dark-320-es.png` });
  await noSidewaysScroll(page);
  const box320 = await es.listbox.boundingBox();
  expect(box320!.x).toBeGreaterThanOrEqual(0);
  expect(box320!.x + box320!.width).toBeLessThanOrEqual(320);
  expect(await axeViolations(page), 'results, es-MX, 320 px').toEqual([]);
});

test('gus (globex) finds only globex records, in English data; his search of an acme customer finds nothing', async ({ page, tenantUrl }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, tenantUrl('globex', '/dashboard'), 'gus@globex.test');
  const { box, listbox } = await searchFor(page, 'an');
  await expect(listbox.getByRole('group', { name: 'Customers' })).toBeVisible();
  const labels = await listbox.getByRole('option').evaluateAll((o) => o.map((e) => e.textContent ?? ''));
  // globex codes and US tax ids (EIN 12-3456789), never an RFC of acme.
  const customers = labels.filter((l) => /CLI-\d{6}/.test(l));
  expect(customers.length).toBeGreaterThan(0);
  for (const label of customers) expect(label).toMatch(/\d{2}-\d{7}/);
  await page.screenshot({ path: `${shots}/results-globex-1280-en.png` });
  await box.fill('alvarez');
  await expect(page.getByText('No results found!')).toBeVisible();
});
