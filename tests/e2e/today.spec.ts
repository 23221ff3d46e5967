/**
 * Slice `today`: the demo's documents follow the clock, and an order with a delivery on the road is not cancelled.
 * - The dashboard reads live numbers on the machine's day: sales this month, today's deliveries and a few contracts
 *   expiring soon (never most of the active ones); dark and light, axe clean.
 * - A seeded delivery scheduled for today is dispatched; its order's Cancel is offered (the service decides), asked,
 *   and refused: the order page says a delivery is on the road and what to do, the order stays confirmed and the
 *   reservation is not released twice; in es-MX at 320 px too, axe clean, no horizontal overflow.
 * Screenshots in /tmp/shots/today.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeViolations } from './support/a11y';
import { callApiAs, expect, signInAt, test } from './support/fixtures';
import { chooseScheme, chooseSpanish } from './pages/employees.page';

async function shoot(page: Page, name: string) {
  await mkdir('/tmp/shots/today', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/today/${name}.png`, fullPage: true });
}

const digits = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const todayInMexico = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

async function noOverflow(page: Page, width: number) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('the dashboard reads live numbers on today\'s date: sales this month, today\'s deliveries, a few contracts expiring', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/dashboard'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.locator('[data-widget][aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  const figure = (key: string) => page.getByTestId(`figure-${key}`);
  await expect(figure('salesThisMonth')).toBeVisible();
  expect(digits(await figure('salesThisMonth').textContent()), 'sales this month').toBeGreaterThan(0);
  expect(digits(await figure('deliveriesToday').textContent()), "today's deliveries").toBeGreaterThan(0);
  const active = digits(await figure('activeContracts').textContent());
  const expiring = digits(await figure('expiringContracts').textContent());
  expect(expiring).toBeGreaterThan(0);
  expect(expiring / active, 'expiring within 30 days is a small share of the active contracts').toBeLessThan(0.12);
  await shoot(page, 'dashboard-dark-1280');
  expect(await axeViolations(page), 'dashboard dark').toEqual([]);
  await chooseScheme(page, 'Light');
  await shoot(page, 'dashboard-light-1280');
  expect(await axeViolations(page), 'dashboard light').toEqual([]);
});

test('an order whose delivery is on the road: Cancel is refused and the page says why (en, then es-MX at 320 px)', async ({ page, tenantUrl }) => {
  test.setTimeout(120_000);
  await signInAt(page, tenantUrl('acme', '/orders'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Sales orders', level: 1 })).toBeVisible();
  await expect(page.getByText(/of 3,0\d\d/).first()).toBeVisible({ timeout: 20_000 });
  const today = todayInMexico();
  const scheduled = (await callApiAs(page, { method: 'GET', path: `/api/distribution/deliveries?status=scheduled&scheduledDate=${today}..${today}&pageSize=1` })).body as {
    items: { id: string; salesOrderId: string; warehouseId: string; lines: { productId: string; quantity: string }[] }[];
  };
  const delivery = scheduled.items[0]!;
  expect(delivery, 'a seeded delivery scheduled for today').toBeDefined();
  expect((await callApiAs(page, { method: 'POST', path: `/api/distribution/deliveries/${delivery.id}/events`, body: { type: 'dispatch' } })).status).toBe(200);
  const level = async () =>
    ((await callApiAs(page, { method: 'GET', path: `/api/inventory/stock-levels?warehouseId=${delivery.warehouseId}&productId=${delivery.lines[0]!.productId}` })).body as { items: { reserved: string }[] }).items[0]!.reserved;
  const reservedBefore = await level();
  const order = (await callApiAs(page, { method: 'GET', path: `/api/ordering/sales-orders/${delivery.salesOrderId}` })).body as { id: string; number: string };

  await page.goto(tenantUrl('acme', `/orders/${order.id}`));
  await expect(page.getByRole('heading', { name: `Order ${order.number}`, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const question = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(question).toContainText('Cancel this order?');
  await question.getByRole('button', { name: 'Cancel order' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'on the road' });
  await expect(notice).toContainText('A delivery of this order is on the road. Record it as delivered, or return it to the warehouse, before cancelling or closing the order.');
  await expect(page.getByRole('main')).toContainText('Confirmed');
  expect(await level(), 'nothing released a second time').toBe(reservedBefore);
  await shoot(page, 'order-refused-dark-1280');
  expect(await axeViolations(page), 'refused order, dark').toEqual([]);

  await chooseScheme(page, 'Light');
  await chooseSpanish(page);
  // The notice kept across the language change is in Spanish now; asking again is refused again.
  await expect(page.getByRole('alert').filter({ hasText: 'en camino' })).toBeVisible();
  await page.setViewportSize({ width: 320, height: 800 });
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  const pregunta = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await pregunta.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'en camino' })).toContainText('Una entrega de este pedido va en camino.');
  await noOverflow(page, 320);
  expect(await axeViolations(page), 'refused order, es-MX light 320').toEqual([]);
  await shoot(page, 'order-refused-es-light-320');
});
