/**
 * Issue 10 gaps, end to end: sam (Order.Orders only) takes an order and confirms it, picking the customer and the
 * product without the catalogs (which stay refused to him); ana writes a purchase order by hand, edits the draft and
 * sends it; the plans screen under Contracts (a new plan, then a new contract whose term follows the plan chosen), in
 * es-MX at 320 px; a seeded order's timeline tells the steps that led to its status. Axe in dark and light.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { chooseScheme, chooseSpanish, dontOverflowHorizontally } from './pages/employees.page';
import { axeViolations } from './support/a11y';
import { callApiAs, expect, signInAt, test } from './support/fixtures';

const shoot = async (page: Page, name: string) => {
  await mkdir('/tmp/shots/gaps10', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/gaps10/${name}.png`, fullPage: true });
};
const noAxe = async (page: Page, where: string) => expect(await axeViolations(page), `axe: ${where}`).toEqual([]);
const press = async (page: Page, name: string | RegExp) => {
  await page.getByRole('button', { name, exact: typeof name === 'string' }).focus();
  await page.keyboard.press('Enter');
};

test('sam (sales only) creates and confirms an order; the catalogs stay refused to him', async ({ page, tenantUrl }) => {
  test.setTimeout(120_000);
  await signInAt(page, tenantUrl('acme', '/orders/new'), 'sam@acme.test');
  const form = page.getByRole('form', { name: 'New sales order' });
  await expect(form).toBeVisible();
  expect((await callApiAs(page, { method: 'GET', path: '/api/catalogs/customers?pageSize=1' })).status).toBe(403);
  expect((await callApiAs(page, { method: 'GET', path: '/api/catalogs/products?pageSize=1' })).status).toBe(403);
  // A product with whole units free in the main warehouse, as sam can read it (stock levels; the picker's options).
  const warehouses = (await callApiAs(page, { method: 'GET', path: '/api/inventory/warehouses?pageSize=50' })).body as { items: { id: string; code: string }[] };
  const main = warehouses.items.find((w) => w.code === 'CDMX-01')!;
  const levels = (await callApiAs(page, { method: 'GET', path: `/api/inventory/stock-levels?warehouseId=${main.id}&inStock=true&pageSize=100` })).body as { items: { sku: string; reserved: string; available: string }[] };
  const level = levels.items.find((l) => l.reserved === '0' && Number(l.available) >= 5 && !l.available.includes('.'))!;

  await form.getByRole('combobox', { name: 'Customer' }).focus();
  await page.keyboard.type('a');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await form.getByRole('combobox', { name: 'Warehouse' }).selectOption(main.id);
  await press(page, 'Add line');
  await page.keyboard.type(level.sku);
  await expect(page.getByRole('option', { name: new RegExp(level.sku) })).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2');
  await noAxe(page, 'sam new order, dark');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('heading', { name: /^Order SO-\d{6}$/, level: 1 })).toBeVisible();
  await press(page, 'Confirm');
  await expect(page.getByRole('main').locator('header').filter({ hasText: /Order SO-/ })).toContainText('Confirmed');
  await shoot(page, 'sam-confirmed-dark-1280');
});

test('ana writes a purchase order by hand (supplier picker, line editor), edits the draft and sends it', async ({ page, tenantUrl }) => {
  test.setTimeout(120_000);
  await signInAt(page, tenantUrl('acme', '/purchases/orders'), 'ana@acme.test');
  await page.getByRole('link', { name: 'New purchase order' }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'New purchase order' });
  await expect(form).toBeVisible();
  await form.getByRole('combobox', { name: 'Supplier' }).focus();
  await page.keyboard.type('a');
  const firstOption = page.locator('[role="option"]:visible').first();
  await expect(firstOption).toBeVisible();
  const supplier = (await firstOption.textContent())!;
  await page.keyboard.press('Enter');
  const warehouses = (await callApiAs(page, { method: 'GET', path: '/api/inventory/warehouses?pageSize=50' })).body as { items: { id: string; code: string }[] };
  const main = warehouses.items.find((w) => w.code === 'CDMX-01')!;
  await form.getByRole('combobox', { name: 'Warehouse' }).selectOption(main.id);
  await press(page, 'Add line');
  await page.keyboard.type('ANT-MKT');
  await expect(page.locator('[role="option"]:visible').first()).toContainText('ANT-MKT');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('4');
  await noAxe(page, 'new purchase order, dark');
  await shoot(page, 'po-new-dark-1280');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('heading', { name: /^Purchase order PO-\d{6}$/, level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(supplier.split('\n')[0]!.trim().slice(0, 12));
  await press(page, 'Edit');
  const edit = page.getByRole('form', { name: 'Edit purchase order' });
  await expect(edit).toBeVisible();
  const quantity = edit.getByRole('textbox', { name: /Quantity/ }).first();
  await quantity.fill('6');
  await quantity.press('Control+Enter');
  await expect(edit).toBeHidden();
  await expect(page.getByRole('table').first()).toContainText('6');
  await press(page, 'Send to supplier');
  await expect(page.getByRole('main').locator('header').filter({ hasText: /Purchase order PO-/ })).toContainText('Sent');
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await chooseScheme(page, 'Light');
  await noAxe(page, 'purchase order sent, light');
  await shoot(page, 'po-sent-light-1280');
});

test('plans under Contracts: a new plan, a contract whose term follows its plan; es-MX at 320 px; a seeded order tells its steps', async ({ page, tenantUrl }) => {
  test.setTimeout(150_000);
  await signInAt(page, tenantUrl('acme', '/contracts/plans'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Service plans', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Plans' })).toBeVisible();
  await noAxe(page, 'plans list, dark');
  await page.getByRole('link', { name: 'New plan' }).click();
  const form = page.getByRole('form', { name: 'New plan' });
  await form.getByRole('textbox', { name: 'Code' }).fill('e2e-77');
  await form.getByRole('textbox', { name: 'Name' }).fill('Fibra 77 meses de prueba');
  await form.getByRole('textbox', { name: /Monthly fee/ }).fill('499');
  await form.getByRole('textbox', { name: /Term/ }).fill('7');
  await press(page, 'Create plan');
  await expect(page.getByRole('heading', { name: 'Fibra 77 meses de prueba', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('E2E-77');

  await page.goto(tenantUrl('acme', '/contracts/services/new'));
  const contract = page.getByRole('form', { name: 'New contract' });
  await expect(contract).toBeVisible();
  const term = contract.getByRole('textbox', { name: /Term/ });
  await expect(term).toHaveValue('12');
  await contract.getByRole('combobox', { name: 'Plan' }).selectOption({ label: /E2E-77/ } as never).catch(async () => {
    const value = await contract.getByRole('combobox', { name: 'Plan' }).locator('option', { hasText: 'E2E-77' }).getAttribute('value');
    await contract.getByRole('combobox', { name: 'Plan' }).selectOption(value!);
  });
  await expect(term).toHaveValue('7');
  await shoot(page, 'contract-term-dark-1280');

  // A seeded delivered order: its timeline names the steps that led there.
  const delivered = (await callApiAs(page, { method: 'GET', path: '/api/ordering/sales-orders?status=delivered&pageSize=1' })).body as { items: { id: string }[] };
  await page.goto(tenantUrl('acme', `/orders/${delivered.items[0]!.id}`));
  const history = page.getByRole('region', { name: /History/ });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history).toContainText('Confirmed (stock reserved)');
  await expect(history).toContainText('Delivered');
  await shoot(page, 'seeded-history-dark-1280');

  await page.goto(tenantUrl('acme', '/contracts/plans'));
  await chooseScheme(page, 'Light');
  await chooseSpanish(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(page.getByRole('heading', { name: 'Planes de servicio', level: 1 })).toBeVisible();
  await dontOverflowHorizontally(page, 320);
  await noAxe(page, 'plans es-MX light 320');
  await shoot(page, 'plans-es-light-320');
});
