/**
 * Issue 14, the e-commerce inventory demo (/apps/e-commerce/inventory): one story signed in once. Search, sort by a
 * column and a page size land in the address and survive a reload; a product is edited (the price follows the base
 * price and tax), a bad value is refused with its message, the save reaches the list; a tag is created on it; a new
 * product opens in the editor and is deleted after the confirmation; axe in dark and light; 320 px in es-MX without
 * horizontal overflow.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DemoPage } from './pages/demo.page';
import { chooseScheme, chooseSpanish } from './pages/employees.page';
import { expect, signInAt, test } from './support/fixtures';

const shots = '/tmp/shots/shelf14';
/** The page itself never scrolls sideways (the table scrolls in its own box); measured once the layout settled. */
const noOverflow = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: 'no horizontal overflow' }).toBeLessThanOrEqual(0);
const shoot = async (page: Page, name: string) => {
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

test('inventory: search, sort and page size in the address; edit with checks and computed price; tags; new product and delete; axe light and dark; phone es-MX', async ({ page, tenantUrl }) => {
  test.setTimeout(90_000);
  await signInAt(page, tenantUrl('acme', '/apps/e-commerce'), 'ana@acme.test');
  const demo = new DemoPage(page);
  // The app's address is its inventory.
  await expect(page).toHaveURL(/\/apps\/e-commerce\/inventory$/);
  await demo.seeHeading('Inventory');
  const table = page.getByRole('grid', { name: /^(Inventory|Inventario)$/ });
  const rows = table.getByRole('rowgroup').nth(1).getByRole('row');
  await expect(rows).toHaveCount(10);

  // Sort by price, descending: the address says so and the prices fall.
  await table.getByRole('button', { name: /^Price/ }).click();
  await table.getByRole('button', { name: /^Price/ }).click();
  await expect(page).toHaveURL(/sort=-price/);
  await expect(rows).toHaveCount(10);
  const prices = async () => (await rows.locator('td:nth-child(5)').allTextContents()).map((t) => Number(t.replace(/[^0-9.]/g, '')));
  const falling = (list: number[]) => list.length === 10 && list.every((v, i) => i === 0 || list[i - 1]! >= v);
  await expect.poll(async () => falling(await prices()), { message: 'the prices of the page fall' }).toBe(true);

  // Page size 25, then a search: all in the address; a reload shows the same.
  await page.getByRole('combobox', { name: /Rows per page|Page size/i }).selectOption('25');
  await expect(page).toHaveURL(/pageSize=25/);
  // The table draws only the rows in view; the pagination names the page.
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('1–25 of 30');
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('zeon');
  await expect(page).toHaveURL(/q=zeon/);
  await expect(rows.first()).toContainText(/Zeon/);
  const zeonRange = (await page.getByRole('navigation', { name: 'Pagination' }).textContent())!.match(/\d+–\d+ of \d+/)![0];
  for (const name of await rows.locator('td:nth-child(2)').allTextContents()) expect(name).toMatch(/Zeon/);
  await page.reload();
  await demo.seeHeading('Inventory');
  await expect(page).toHaveURL(/q=zeon.*sort=-price.*pageSize=25|q=zeon/);
  await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('zeon');
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(zeonRange);
  await shoot(page, 'inventory-dark-1280');
  await demo.seeNoAxeViolations('inventory list, dark');

  // Open the first product: the editor.
  const firstName = (await rows.first().locator('td:nth-child(2)').textContent())!.trim();
  await rows.first().click();
  await expect(page).toHaveURL(/\/apps\/e-commerce\/inventory\/[^/?]+$/);
  await demo.seeHeading(firstName);
  const main = page.getByRole('main');
  // A bad stock is refused with its message; fixing it clears it.
  await main.getByLabel('Stock', { exact: true }).fill('2.5');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'check the fields' })).toBeVisible();
  await expect(main.getByText('A whole number of pieces')).toBeVisible();
  await main.getByLabel('Stock', { exact: true }).fill('40');
  await expect(main.getByText('A whole number of pieces')).toBeHidden();
  // Base price and tax compute the price.
  await main.getByLabel('Base price').fill('100');
  await main.getByLabel('Tax (%)').fill('16');
  await expect(main.getByLabel('Price', { exact: true })).toHaveValue('116');
  await main.getByRole('textbox', { name: 'Name', exact: true }).fill(`${firstName} Edited`);
  // A new tag, added to the product.
  await main.getByLabel('New tag').fill('gift idea');
  await main.getByRole('button', { name: 'Add tag' }).click();
  await expect(main.getByRole('checkbox', { name: 'gift idea' })).toBeChecked();
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await shoot(page, 'editor-dark-1280');
  await demo.seeNoAxeViolations('product editor, dark');
  await chooseScheme(page, 'Light');
  await shoot(page, 'editor-light-1280');
  await demo.seeNoAxeViolations('product editor, light');
  // Unsaved changes: leaving asks first; staying keeps them.
  await main.getByLabel('Barcode').fill('7501234567890');
  await main.getByRole('link', { name: 'Back to the inventory' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(main.getByLabel('Barcode')).toHaveValue('7501234567890');
  await main.getByRole('button', { name: 'Discard changes' }).click();
  // Back to the list at its page and order: the edited name is there.
  await main.getByRole('link', { name: 'Back to the inventory' }).click();
  await expect(page).toHaveURL(/q=zeon/);
  await expect(table.getByText(`${firstName} Edited`)).toBeVisible();
  await shoot(page, 'inventory-light-1280');
  await demo.seeNoAxeViolations('inventory list, light');
  // Forward to the product and reload: the saved values come back from the mock.
  await page.goBack();
  await demo.seeHeading(`${firstName} Edited`);
  await page.reload();
  await demo.seeHeading(`${firstName} Edited`);
  await expect(main.getByLabel('Price', { exact: true })).toHaveValue('116');
  await expect(main.getByRole('checkbox', { name: 'gift idea' })).toBeChecked();
  await main.getByRole('link', { name: 'Back to the inventory' }).click();
  await demo.seeHeading('Inventory');

  // New product: blank, inactive, opens in the editor; delete asks, then it is gone.
  await page.getByRole('button', { name: 'New product' }).click();
  await expect(page).toHaveURL(/\/apps\/e-commerce\/inventory\/[^/?]+$/);
  await demo.seeHeading('A New Product');
  await expect(main.getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
  const newUrl = page.url();
  await main.getByRole('button', { name: 'Delete product' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Delete this product?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/apps\/e-commerce\/inventory(\?|$)/);
  await demo.seeHeading('Inventory');
  await page.goto(newUrl);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/404|not found/i);

  // Phone, es-MX: no horizontal overflow, headings in Spanish, axe clean.
  await page.goto(tenantUrl('acme', '/apps/e-commerce/inventory'));
  await demo.seeHeading('Inventory');
  await chooseSpanish(page);
  await page.setViewportSize({ width: 320, height: 720 });
  await demo.seeHeading('Inventario');
  await expect(rows.first()).toBeVisible();
  await noOverflow(page);
  await shoot(page, 'inventory-es-320');
  await demo.seeNoAxeViolations('inventory es-MX 320');
  await rows.first().click();
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
  await noOverflow(page);
  await shoot(page, 'editor-es-320');
  await demo.seeNoAxeViolations('editor es-MX 320');
});
