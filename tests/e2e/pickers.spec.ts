/**
 * The documents' one picker (issue 10, review finding (d)) end to end, as sam (Order.Orders only, no catalog): the
 * orders' customer filter and the order's customer and product pickers draw the kit's one picker over the catalogs'
 * `/customer-options` and `/product-options?warehouseId=` (the ordering service's former `/order-options/*` are never
 * called). Nothing matches, a dead connection (the options could not be loaded, Try again, the text typed kept),
 * Escape, the stock of the chosen warehouse in each option; axe with the list open in dark and light at 1280 px and
 * in es-MX at 320 px without horizontal overflow. Screenshots in /tmp/shots/pickers.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ApiWire } from './support/api-wire';
import { axeViolations } from './support/a11y';
import { chooseScheme, chooseSpanish } from './pages/employees.page';
import { dontOverflowHorizontally } from './pages/customers.page';
import { OrdersPage } from './pages/orders.page';
import { callApiAs, expect, signInAt, test } from './support/fixtures';
import type { Level } from './pages/orders.page';

/** A level of CDMX-01 with whole units available whose product is active and priced, read as sam reads them (the pickers). */
async function stockedProduct(page: Page): Promise<Level> {
  const warehouses = (await callApiAs(page, { method: 'GET', path: '/api/inventory/warehouses?pageSize=50' })).body as { items: { id: string; code: string }[] };
  const main = warehouses.items.find((w) => w.code === 'CDMX-01')!;
  const levels = (await callApiAs(page, { method: 'GET', path: `/api/inventory/stock-levels?warehouseId=${main.id}&inStock=true&pageSize=100` })).body as { items: Level[] };
  const candidates = levels.items.filter((l) => Number(l.available) >= 5 && !l.available.includes('.'));
  const ids = candidates.map((l) => l.productId).join(',');
  const options = (await callApiAs(page, { method: 'GET', path: `/api/catalogs/product-options?ids=${ids}&warehouseId=${main.id}` })).body as { items: { id: string; active: boolean; price: number; available: string }[] };
  const fit = options.items.find((o) => o.active && o.price > 0)!;
  const level = candidates.find((l) => l.productId === fit.id)!;
  expect(fit.available).toBe(level.available);
  return level;
}

const shoot = async (page: Page, name: string) => {
  await mkdir('/tmp/shots/pickers', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/pickers/${name}.png`, fullPage: true });
};
const noAxe = async (page: Page, where: string) => expect(await axeViolations(page), `axe: ${where}`).toEqual([]);

test('sam picks customers and products through the one picker: filter, nothing matches, offline and Try again, stock of the warehouse; axe dark, light, es-MX 320 px', async ({ page, tenantUrl }) => {
  test.setTimeout(150_000);
  const wire = await ApiWire.install(page);
  const orders = new OrdersPage(page);
  await signInAt(page, tenantUrl('acme', '/orders'), 'sam@acme.test');
  await orders.seeList(/of 3,000/);
  const level = await stockedProduct(page);

  // The list's customer filter: name over code, Enter filters by the highlighted one (a customer with orders).
  const sample = ((await callApiAs(page, { method: 'GET', path: '/api/ordering/sales-orders?sort=number&pageSize=1' })).body as { items: { customerName: string }[] }).items[0]!;
  const filter = page.getByRole('combobox', { name: 'Customer' });
  await filter.click();
  await page.keyboard.type(sample.customerName);
  const firstCustomer = page.getByRole('listbox').getByRole('option').first();
  await expect(firstCustomer).toContainText(sample.customerName);
  await expect(firstCustomer).toContainText(/CLI-\d{6}/);
  await expect(firstCustomer).toHaveAttribute('data-highlighted', '');
  await noAxe(page, 'customer filter open, dark');
  await shoot(page, 'filter-dark-1280');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/customerId=/);
  await expect(filter).toHaveValue(sample.customerName);
  await expect(orders.grid().getByRole('row').nth(1)).toContainText(sample.customerName);
  // A customer without orders keeps its name in the filter too (the list cannot name it).
  await filter.fill('');
  await expect(page).not.toHaveURL(/customerId=/);
  await page.keyboard.type('zzqqxx');
  await expect(page.getByText('Nothing matches “zzqqxx”.')).toBeVisible();
  await page.keyboard.press('Escape');

  // A new order: the customer picker says when nothing matches, then picks with the keyboard.
  await page.goto(tenantUrl('acme', '/orders/new'));
  const form = orders.form('New sales order');
  const customer = form.getByRole('combobox', { name: 'Customer' });
  await customer.focus();
  await page.keyboard.type('zzqqxx');
  await expect(page.getByText('Nothing matches “zzqqxx”.')).toBeVisible();
  await customer.fill('');
  await page.keyboard.type('a');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(/CLI-\d{6}/);
  await page.keyboard.press('Enter');
  await expect(customer).not.toHaveValue('a');
  await form.getByRole('combobox', { name: 'Warehouse' }).focus();
  await page.keyboard.type('Almac');

  // The line's product: the stock of the chosen warehouse in each option.
  await page.getByRole('button', { name: 'Add line' }).click();
  const product = orders.line(1).getByRole('combobox', { name: /Product/ });
  await expect(product).toBeFocused();
  await page.keyboard.type(level.sku);
  const option = page.getByRole('listbox').getByRole('option', { name: new RegExp(level.sku) });
  await expect(option).toContainText(`Available: ${Number(level.available).toLocaleString('en-US')}`);
  await noAxe(page, 'product picker open, dark');
  await shoot(page, 'product-dark-1280');
  // Escape closes; nothing was picked, so the input is empty again.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();

  // A dead connection: the list says so and offers Try again; the text typed stays.
  await wire.setUnreachable(true);
  await product.fill('');
  await page.keyboard.type(level.sku);
  await expect(page.getByRole('alert').filter({ hasText: 'The products could not be loaded.' })).toBeVisible();
  await expect(product).toHaveValue(level.sku);
  await shoot(page, 'product-offline-dark-1280');
  await wire.setUnreachable(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('listbox').getByRole('option', { name: new RegExp(level.sku) })).toBeVisible();
  await product.focus();
  await page.keyboard.press('Enter');
  await expect(orders.line(1).getByRole('textbox', { name: /Quantity/ })).toBeFocused();
  await expect(orders.line(1)).toContainText(`Available: ${Number(level.available).toLocaleString('en-US')}`);

  // Every pick went to the catalogs' one picker, the stock asked with warehouseId; never to /order-options.
  const picks = await wire.calls({ method: 'GET', path: /\/api\/catalogs\/(customer|product)-options/ });
  expect(picks.some((c) => /\/customer-options\?/.test(c.path))).toBe(true);
  expect(picks.some((c) => /\/product-options\?.*warehouseId=/.test(c.path))).toBe(true);
  expect(await wire.calls({ path: /order-options/ })).toEqual([]);

  // Light.
  await chooseScheme(page, 'Light');
  await orders.line(1).getByRole('combobox', { name: /Product/ }).click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await noAxe(page, 'product picker open, light');
  await shoot(page, 'product-light-1280');
  await page.keyboard.press('Escape');
  await form.getByRole('combobox', { name: 'Customer' }).click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await shoot(page, 'customer-light-1280');
  await page.keyboard.press('Escape');

  // Spanish at a phone's width: the pickers' lists fit and read in Spanish.
  await chooseSpanish(page);
  await page.setViewportSize({ width: 320, height: 800 });
  const producto = orders.line(1).getByRole('combobox', { name: /Producto/ });
  await producto.fill('');
  await page.keyboard.type('zzqqxx');
  await expect(page.getByText('Nada coincide con “zzqqxx”.')).toBeVisible();
  await producto.fill('');
  await page.keyboard.type(level.sku);
  await expect(page.getByRole('listbox').getByRole('option', { name: new RegExp(level.sku) })).toContainText('Disponible');
  await dontOverflowHorizontally(page, 320);
  await noAxe(page, 'product picker es-MX 320, light');
  await shoot(page, 'product-light-320-es');
  await page.keyboard.press('Escape');
  // Dark again, from the Spanish settings (at a wide window, where the top bar has its Settings button).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Configuración' }).click();
  const drawer = page.getByRole('dialog', { name: 'Configuración' });
  await drawer.getByText('Oscuro', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/scheme-dark/);
  await drawer.getByRole('button', { name: 'Cerrar configuración' }).click();
  await expect(drawer).toBeHidden();
  await page.setViewportSize({ width: 320, height: 800 });
  await page.getByRole('combobox', { name: 'Cliente' }).click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await dontOverflowHorizontally(page, 320);
  await noAxe(page, 'customer picker es-MX 320, dark');
  await shoot(page, 'customer-dark-320-es');
});
