/**
 * The dashboard's live figures (issue 10 point 4): per permission, each figure a link to the list filtered to exactly
 * what it counts (clicked, the list's total equals the figure), charts with their numbers readable as text, axe clean
 * in dark and light, es-MX, 320 px without horizontal overflow; nobody keeps "Nothing to do here yet".
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeViolations } from './support/a11y';
import { callApiAs, expect, signInAt, test } from './support/fixtures';
import { chooseScheme, chooseSpanish } from './pages/employees.page';

test.describe.configure({ mode: 'parallel' });

async function shoot(page: Page, name: string) {
  await mkdir('/tmp/shots/print2', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/print2/${name}.png`, fullPage: true });
}

const widget = (page: Page, name: string | RegExp) => page.getByRole('article', { name });

/** The figures have loaded (no widget is busy). */
async function seeFiguresLoaded(page: Page) {
  await expect(page.getByRole('region', { name: /Figures|Cifras/ })).toBeVisible();
  await expect(page.locator('[data-widget][aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

const digits = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('ana: sales, stock and cash figures; a warehouse\'s low-stock bar opens its stock list filtered to low with that total; axe dark and light', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/dashboard'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await seeFiguresLoaded(page);
  await expect(widget(page, 'Sales')).toBeVisible();
  await expect(widget(page, 'Stock')).toBeVisible();
  await expect(widget(page, 'Cash closing')).toBeVisible();
  for (const name of ['Purchasing', 'Deliveries', 'Contracts']) await expect(widget(page, name)).toBeVisible();
  // Each widget's Refresh names it (several on one page).
  for (const name of ['sales', 'purchasing', 'stock', 'deliveries', 'cash closing', 'contracts']) await expect(page.getByRole('button', { name: `Refresh ${name}`, exact: true })).toBeVisible();
  await shoot(page, 'dashboard-dark-1280');
  expect(await axeViolations(page), 'dashboard dark').toEqual([]);

  // Each figure that links says so through its list's API answer: the same filters, the same total.
  const stock = widget(page, 'Stock');
  const firstBar = stock.locator('[data-chart] li').first();
  const barLink = firstBar.getByRole('link');
  const href = await barLink.getAttribute('href');
  expect(href).toMatch(/^\/inventory\/warehouses\/[^/]+\/stock\?low=true$/);
  const value = digits(await firstBar.getByTestId('bar-value').textContent());
  await barLink.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByText(new RegExp(`of ${value.toLocaleString('en-US')}$`)).or(page.getByText(/No .*match|Nothing/i)).first()).toBeVisible({ timeout: 20_000 });
  await page.goBack();
  await seeFiguresLoaded(page);

  await chooseScheme(page, 'Light');
  await shoot(page, 'dashboard-light-1280');
  expect(await axeViolations(page), 'dashboard light').toEqual([]);
});

test('every linked figure equals the total of its list query (the list\'s own API with the link\'s filters)', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/dashboard'), 'ana@acme.test');
  await seeFiguresLoaded(page);
  const links = page.locator('[data-widget] a[href*="?"]');
  const count = await links.count();
  expect(count).toBeGreaterThan(3);
  const bases: Record<string, string> = {
    '/orders': '/api/ordering/sales-orders',
    '/cashclosing': '/api/distribution/cash-closings',
    '/purchases/requisitions': '/api/ordering/requisitions',
    '/purchases/orders': '/api/ordering/purchase-orders',
    '/deliveries': '/api/distribution/deliveries',
    '/contracts/services': '/api/service-contracts/contracts',
  };
  let checked = 0;
  for (let i = 0; i < count; i++) {
    const link = links.nth(i);
    const href = (await link.getAttribute('href'))!;
    const [path, query] = href.split('?') as [string, string];
    const figure = link.getByTestId(/^figure-/);
    if ((await figure.count()) === 0 || !bases[path]) continue;
    const shown = digits(await figure.textContent());
    const answer = await callApiAs(page, { method: 'GET', path: `${bases[path]}?${query}&pageSize=1` });
    expect(answer.status, href).toBe(200);
    expect((answer.body as { total: number }).total, href).toBe(shown);
    checked++;
  }
  // Sales (2), purchasing (3), deliveries (2), cash (2), contracts (2).
  expect(checked).toBeGreaterThanOrEqual(11);
});

test('bea (purchases and suppliers) sees the purchasing widget alone; its figure links to the list filtered the same way and equals that list\'s API total', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/dashboard'), 'bea@acme.test');
  await seeFiguresLoaded(page);
  await expect(page.locator('[data-widget]')).toHaveCount(1);
  const purchasing = widget(page, 'Purchasing');
  await expect(purchasing).toBeVisible();
  const link = purchasing.getByRole('link', { name: /Requisitions waiting for approval/ });
  await expect(link).toHaveAttribute('href', '/purchases/requisitions?status=submitted');
  const shown = digits(await link.getByTestId('figure-requisitionsToApprove').textContent());
  const answer = await callApiAs(page, { method: 'GET', path: '/api/ordering/requisitions?status=submitted&pageSize=1' });
  expect((answer.body as { total: number }).total).toBe(shown);
});

test('sam (orders only) sees the sales widget alone; nobody keeps "Nothing to do here yet" and no figures', async ({ page, tenantUrl, browser }) => {
  await signInAt(page, tenantUrl('acme', '/dashboard'), 'sam@acme.test');
  await seeFiguresLoaded(page);
  await expect(page.locator('[data-widget]')).toHaveCount(1);
  await expect(widget(page, 'Sales')).toBeVisible();

  const other = await browser.newPage();
  await signInAt(other, tenantUrl('acme', '/dashboard'), 'nobody@acme.test');
  await expect(other.getByRole('heading', { name: 'Nothing to do here yet' })).toBeVisible();
  await expect(other.locator('[data-widget]')).toHaveCount(0);
  await other.close();
});

test('es-MX at 320 px: the figures in Spanish with pesos, no horizontal overflow, axe clean', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/dashboard'), 'ana@acme.test');
  await seeFiguresLoaded(page);
  await chooseSpanish(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(widget(page, 'Ventas')).toBeVisible();
  await expect(widget(page, 'Compras')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actualizar ventas', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actualizar contratos', exact: true })).toBeVisible();
  await expect(page.getByTestId('figure-salesThisMonth')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await shoot(page, 'dashboard-es-320');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page), 'dashboard es-MX 320').toEqual([]);
});
