/**
 * Deliveries (/deliveries, issue 10) end to end, one story: ana schedules a delivery of a confirmed order (chosen by
 * its number, the lines and the customer's address filled in, a driver picked with the keyboard), dispatches it (the
 * warehouse's on hand falls by the quantity), records the proof (received by, time) and the order shows delivered;
 * a second delivery fails on the road, is returned to the warehouse (on hand back) and the history tells each step.
 * Axe in dark and light, then es-MX at 320 px without horizontal overflow.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { chooseScheme, chooseSpanish, dontOverflowHorizontally } from './pages/employees.page';
import { axeViolations } from './support/a11y';
import { callApiAs, expect, signInAt, test } from './support/fixtures';

type Level = { onHand: string; reserved: string; productId: string; warehouseId: string; sku: string };
type Order = { id: string; number: string; status: string; warehouseId: string; lines: { productId: string; quantity: string }[] };

async function shoot(page: Page, name: string) {
  await mkdir('/tmp/shots/deliveries', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/deliveries/${name}.png`, fullPage: true });
}

async function noAxe(page: Page, where: string) {
  expect(await axeViolations(page), `axe: ${where}`).toEqual([]);
}

async function level(page: Page, warehouseId: string, productId: string): Promise<Level> {
  const answer = await callApiAs(page, { method: 'GET', path: `/api/inventory/stock-levels?warehouseId=${warehouseId}&productId=${productId}` });
  return (answer.body as { items: Level[] }).items[0]!;
}

/** A confirmed order of `quantity` of a stocked product of the main warehouse (made through the API: the story is the delivery's). */
async function confirmedOrder(page: Page, quantity: string, skip: number): Promise<{ order: Order; level: Level }> {
  const warehouses = (await callApiAs(page, { method: 'GET', path: '/api/inventory/warehouses?pageSize=50' })).body as { items: { id: string; code: string }[] };
  const main = warehouses.items.find((w) => w.code === 'CDMX-01')!;
  const levels = (await callApiAs(page, { method: 'GET', path: `/api/inventory/stock-levels?warehouseId=${main.id}&inStock=true&pageSize=100` })).body as { items: Level[] };
  const free = levels.items.filter((l) => l.reserved === '0' && Number(l.onHand) >= 10)[skip]!;
  const customers = (await callApiAs(page, { method: 'GET', path: '/api/catalogs/customers?status=active&pageSize=1' })).body as { items: { id: string }[] };
  const created = await callApiAs(page, {
    method: 'POST',
    path: '/api/ordering/sales-orders',
    body: { customerId: customers.items[0]!.id, date: new Date().toISOString().slice(0, 10), warehouseId: main.id, notes: '', lines: [{ productId: free.productId, quantity, unitPrice: 150_000, discount: '0', taxRate: '16' }] },
  });
  expect(created.status).toBe(201);
  const order = created.body as Order;
  expect((await callApiAs(page, { method: 'POST', path: `/api/ordering/sales-orders/${order.id}/events`, body: { type: 'confirm' } })).status).toBe(200);
  return { order, level: free };
}

/** New delivery → the order found by its number → its form. */
async function scheduleDelivery(page: Page, order: Order) {
  await page.getByRole('link', { name: 'New delivery' }).click();
  await expect(page.getByRole('heading', { name: 'New delivery', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Order number or customer' }).fill(order.number);
  await page.keyboard.press('Enter');
  const orders = page.getByRole('list', { name: 'Orders to deliver' });
  await expect(orders.getByRole('link')).toHaveCount(1);
  await orders.getByRole('link', { name: new RegExp(order.number) }).click();
  await fillAndSchedule(page, order);
}

/** The form of a new delivery of `order`: its line, the address and today filled in; a driver chosen with the keyboard. */
async function fillAndSchedule(page: Page, order: Order) {
  const form = page.getByRole('form', { name: `New delivery of ${order.number}` });
  await expect(form).toBeVisible();
  // The order's line, the customer's address and today are filled in.
  await expect(form.getByRole('textbox', { name: /^Quantity of / })).toHaveValue(order.lines[0]!.quantity);
  await expect(form.getByRole('textbox', { name: 'Street and number' })).not.toHaveValue('');
  const driver = form.getByRole('combobox', { name: 'Driver' });
  await driver.focus();
  await page.keyboard.type('a');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(driver).not.toHaveValue('a');
  await form.getByRole('button', { name: 'Schedule delivery' }).click();
  await expect(page.getByRole('heading', { name: /^Delivery DEL-\d{6}$/, level: 1 })).toBeVisible();
}

const header = (page: Page) => page.locator('header').filter({ has: page.getByRole('heading', { name: /^(Delivery|Entrega) DEL-/, level: 1 }) });

async function confirmDialog(page: Page, name: RegExp, button: string) {
  const dialog = page.getByRole('alertdialog', { name }).or(page.getByRole('dialog', { name }));
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test('ana schedules a delivery of a confirmed order, dispatches it (stock falls), records the proof (the order is delivered); another fails and is returned', async ({ page, tenantUrl }) => {
  test.setTimeout(150_000);
  await signInAt(page, tenantUrl('acme', '/deliveries'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Deliveries', level: 1 })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Deliveries' });
  await expect(grid.getByRole('row').nth(1)).toContainText(/DEL-\d{6}/);
  await noAxe(page, 'list, dark');
  await shoot(page, 'list-dark-1280');

  const { order, level: before } = await confirmedOrder(page, '3', 0);
  await scheduleDelivery(page, order);
  await expect(header(page)).toContainText('Scheduled');
  const firstNumber = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Delivery ', '');
  await expect(page.getByRole('link', { name: 'Print delivery note' })).toHaveAttribute('href', /\/documents\/delivery-note\/[^/]+\/print$/);
  // Only what a scheduled delivery takes is offered.
  await expect(page.getByRole('button', { name: 'Record delivery' })).toHaveCount(0);
  await noAxe(page, 'scheduled, dark');
  await shoot(page, 'scheduled-dark-1280');

  await page.getByRole('button', { name: 'Dispatch' }).click();
  await confirmDialog(page, /Dispatch this delivery/, 'Dispatch');
  await expect(header(page)).toContainText('On the road');
  const out = await level(page, before.warehouseId, before.productId);
  expect(Number(out.onHand)).toBe(Number(before.onHand) - 3);
  expect(out.reserved).toBe('0');

  await page.getByRole('button', { name: 'Record delivery' }).click();
  const proof = page.getByRole('region', { name: 'Proof of delivery' });
  await expect(proof.getByRole('textbox', { name: 'Received by' })).toBeFocused();
  // Sent empty: the rule names the field, nothing is sent.
  await proof.getByRole('button', { name: 'Record delivery' }).click();
  await expect(proof).toContainText('Required.');
  await expect(proof.getByRole('textbox', { name: 'Received by' })).toBeFocused();
  await page.keyboard.type('Rosa Pérez (recepción)');
  await noAxe(page, 'proof panel, dark');
  await proof.getByRole('button', { name: 'Record delivery' }).click();
  await expect(header(page)).toContainText('Delivered');
  await expect(page.locator('main')).toContainText('Rosa Pérez (recepción)');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').first()).toContainText('Delivered');
  await shoot(page, 'delivered-dark-1280');

  await page.getByRole('link', { name: `Open order ${order.number}` }).click();
  await expect(page.getByRole('heading', { name: new RegExp(order.number), level: 1 })).toBeVisible();
  await expect(page.locator('main header').first()).toContainText('Delivered');

  // A second one fails on the road and comes back.
  // This one from the order's page.
  const second = await confirmedOrder(page, '2', 1);
  await page.goto(tenantUrl('acme', `/orders/${second.order.id}`));
  await page.getByRole('link', { name: 'Schedule delivery' }).click();
  await fillAndSchedule(page, second.order);
  await page.getByRole('button', { name: 'Dispatch' }).click();
  await confirmDialog(page, /Dispatch this delivery/, 'Dispatch');
  await expect(header(page)).toContainText('On the road');
  await page.getByRole('button', { name: 'Mark as failed' }).click();
  const failed = page.getByRole('region', { name: 'The delivery failed' });
  await failed.getByRole('textbox', { name: 'Why it failed' }).fill('Nadie en el domicilio');
  await failed.getByRole('button', { name: 'Mark as failed' }).click();
  await expect(header(page)).toContainText('Failed');
  // Reschedule offers the kit's day picker, today in the user's format; Cancel keeps the delivery as it is.
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const newDay = page.getByRole('region', { name: 'Try again on another day' }).getByRole('textbox', { name: 'New date' });
  await expect(newDay).toBeFocused();
  const [year, month, dayOfMonth] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date()).split('-');
  await expect(newDay).toHaveValue(`${month}/${dayOfMonth}/${year}`);
  await page.getByRole('button', { name: 'Open calendar' }).click();
  await expect(page.getByRole('grid').first()).toBeVisible();
  await shoot(page, 'reschedule-calendar-dark-1280');
  await page.keyboard.press('Escape');
  await expect(newDay).toBeVisible();
  await page.getByRole('region', { name: 'Try again on another day' }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Return to warehouse' }).click();
  await confirmDialog(page, /Bring the goods back/, 'Return to warehouse');
  await expect(header(page)).toContainText('Returned');
  const back = await level(page, second.level.warehouseId, second.level.productId);
  expect([back.onHand, back.reserved]).toEqual([second.level.onHand, '2']);
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem').first()).toContainText('Returned to the warehouse');
  await chooseScheme(page, 'Light');
  await noAxe(page, 'returned, light');
  await shoot(page, 'returned-light-1280');

  // Spanish at a phone's width: no horizontal overflow.
  await chooseSpanish(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(page.getByRole('heading', { name: /^Entrega DEL-\d{6}$/, level: 1 })).toBeVisible();
  await expect(header(page)).toContainText('Regresada');
  await dontOverflowHorizontally(page, 320);
  await noAxe(page, 'returned es-MX 320');
  await shoot(page, 'returned-es-320');
  const secondNumber = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Entrega ', '');
  await page.getByRole('link', { name: 'Volver a entregas' }).first().click();
  await expect(page.getByRole('heading', { name: 'Entregas', level: 1 })).toBeVisible();
  // Today's deliveries are one link away: both of the story's are there.
  await page.getByRole('link', { name: 'Entregas de hoy' }).click();
  await expect(page).toHaveURL(/[?&]scheduledDate=(\d{4}-\d{2}-\d{2})\.\.\1(&|$)/);
  const today = page.getByRole('grid', { name: 'Entregas' });
  // The seeds schedule deliveries for today too (they follow the clock): newest number first, the story's two lead.
  const byNumber = today.getByRole('columnheader', { name: 'Número' });
  await byNumber.getByRole('button').click();
  if ((await byNumber.getAttribute('aria-sort')) !== 'descending') await byNumber.getByRole('button').click();
  await expect(byNumber).toHaveAttribute('aria-sort', 'descending');
  await expect(today).toContainText(firstNumber);
  await expect(today).toContainText(secondNumber);
  await dontOverflowHorizontally(page, 320);
  await noAxe(page, 'list es-MX 320');
  await shoot(page, 'list-es-320');
});
