/**
 * Warehouses and stock (/inventory/warehouses) end to end: create and edit a warehouse; one holding stock is refused
 * deletion and deactivated instead; its stock filtered to low levels; a level's minimum set; an adjustment with a
 * reason (a double click adjusts once) tops the movement history with the new on hand; axe in light and dark; a
 * phone in es-MX; gus sees only globex's warehouses.
 */
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { ApiWire } from './support/api-wire';
import { callApiAs, expect, signInAt, test } from './support/fixtures';
import { chooseScheme, dontOverflowInMain, WarehouseListPage, WarehouseRecordPage } from './pages/warehouses.page';

test.describe.configure({ mode: 'parallel' });

interface Warehouse {
  id: string;
  code: string;
  name: string;
  active: boolean;
}
interface Level {
  id: string;
  sku: string;
  productName: string;
  onHand: string;
  reserved: string;
  available: string;
  minimum: string;
  version: number;
}

/** Screenshots go to SHOTS_DIR when set (to look at them), else with the test's results. */
const shot = (testInfo: TestInfo, name: string) => (process.env.SHOTS_DIR ? join(process.env.SHOTS_DIR, name) : testInfo.outputPath(name));

async function settle(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

const warehouses = (page: Page) => new WarehouseListPage(page, /^(Warehouses|Almacenes)$/);
const stock = (page: Page) => new WarehouseListPage(page, /^(Stock|Existencias): /);
const movements = (page: Page) => new WarehouseListPage(page, /^(Movements|Movimientos): /);

async function warehouseByCode(page: Page, code: string): Promise<Warehouse> {
  const all = (await callApiAs(page, { method: 'GET', path: '/api/inventory/warehouses?pageSize=500' })).body as { items: Warehouse[] };
  return all.items.find((w) => w.code === code)!;
}

test('create and edit a warehouse; one holding stock is refused deletion and deactivated instead; axe light and dark', async ({ page, tenantUrl }, testInfo) => {
  const wire = await ApiWire.install(page);
  await signInAt(page, tenantUrl('acme', '/inventory/warehouses'), 'ana@acme.test');
  const list = warehouses(page);
  await list.seeSettled();
  expect(await list.columnTexts('Code')).toEqual(['CDMX-01', 'GDL-01', 'MTY-01', 'QRO-01', 'TRN-01']);
  await settle(page);
  await page.screenshot({ path: shot(testInfo, 'list-dark.png') });
  const record = new WarehouseRecordPage(page);
  await record.seeNoAxeViolations('warehouses list, dark');

  await page.getByRole('link', { name: 'New warehouse' }).click();
  const form = record.form('New warehouse');
  await form.getByRole('button', { name: 'Create warehouse' }).click();
  await expect(form.getByRole('textbox', { name: 'Code', exact: true })).toHaveAttribute('aria-invalid', 'true');
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await form.getByRole('textbox', { name: 'Code', exact: true }).fill(code.toLowerCase());
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Bodega de pruebas');
  await form.getByRole('textbox', { name: 'Street and number', exact: true }).fill('Av. Reforma 100');
  await form.getByRole('textbox', { name: 'City', exact: true }).fill('Puebla');
  await form.getByRole('combobox', { name: 'State', exact: true }).selectOption({ label: 'Puebla' });
  await form.getByRole('textbox', { name: 'Postal code', exact: true }).fill('72000');
  await form.getByRole('button', { name: 'Create warehouse' }).click();
  await record.seeTitle('Bodega de pruebas');
  await expect(record.detail('Code')).toHaveText(code);
  expect((await wire.calls({ method: 'POST', path: /^\/api\/inventory\/warehouses$/ })).map((c) => c.status)).toEqual([201]);

  await record.click('Edit');
  const edit = record.form('Edit warehouse');
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('Bodega Puebla');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await record.seeTitle('Bodega Puebla');
  expect((await callApiAs(page, { method: 'GET', path: `/api/inventory/warehouses?q=${code}` })).body).toMatchObject({ total: 1, items: [{ name: 'Bodega Puebla', code }] });

  // A seeded warehouse holds stock: 409 in use, and the dialog offers to deactivate it instead.
  const gdl = await warehouseByCode(page, 'GDL-01');
  await page.goto(tenantUrl('acme', `/inventory/warehouses/${gdl.id}`));
  await record.seeTitle(gdl.name);
  await record.seeStatus('Active');
  await record.click('Delete');
  await expect(record.dialog('Delete this record?')).toBeVisible();
  await record.dialog('Delete this record?').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(record.dialog('This record is in use')).toBeVisible();
  expect((await wire.calls({ method: 'DELETE', path: new RegExp(`^/api/inventory/warehouses/${gdl.id}$`) })).map((c) => c.status)).toEqual([409]);
  await settle(page);
  await page.screenshot({ path: shot(testInfo, 'in-use-dark.png') });
  await record.seeNoAxeViolations('in-use dialog, dark');
  await record.dialog('This record is in use').getByRole('button', { name: 'Deactivate', exact: true }).click();
  await record.seeStatus('Inactive');
  expect(((await callApiAs(page, { method: 'GET', path: `/api/inventory/warehouses/${gdl.id}` })).body as Warehouse).active).toBe(false);

  await chooseScheme(page, 'Light');
  await settle(page);
  await page.screenshot({ path: shot(testInfo, 'record-light.png') });
  await record.seeNoAxeViolations('warehouse page, light');
});

test('stock: low filter in the address, a minimum set, an adjustment with a reason (a double click adjusts once) tops the history with the new on hand', async ({
  page,
  tenantUrl,
}, testInfo) => {
  const wire = await ApiWire.install(page);
  await signInAt(page, tenantUrl('acme', '/inventory/warehouses'), 'ana@acme.test');
  await warehouses(page).seeSettled();
  const main = await warehouseByCode(page, 'CDMX-01');
  await warehouses(page).clickRowWith('CDMX-01');
  const record = new WarehouseRecordPage(page);
  await record.seeTitle(main.name);
  await page.getByRole('navigation', { name: 'Warehouse pages' }).getByRole('link', { name: 'Stock' }).click();
  const levels = stock(page);
  await levels.seeSettled();
  await levels.chooseFilter('Low stock', 'Low stock only');
  await expect(page).toHaveURL(/[?&]low=true(&|$)/);
  await levels.seeSettled();
  const flags = await levels.columnTexts('Level');
  expect(flags.length).toBeGreaterThan(0);
  expect(flags.every((f) => f === 'Low')).toBe(true);
  await settle(page);
  await page.screenshot({ path: shot(testInfo, 'stock-low-dark.png') });
  await record.seeNoAxeViolations('stock, low filter, dark');

  // The first low level with nothing reserved: set its minimum, then adjust it.
  const low = (await callApiAs(page, { method: 'GET', path: `/api/inventory/stock-levels?warehouseId=${main.id}&low=true&pageSize=50` })).body as { items: Level[] };
  const level = low.items.find((l) => l.reserved === '0' && Number(l.onHand) >= 2)!;
  expect(level, 'a low level with stock and nothing reserved').toBeTruthy();
  await levels.clickRowWith(level.sku);
  await record.seeTitle(level.productName);
  await record.seeStatus('Low');
  await record.click('Edit');
  const minimumForm = record.form('Minimum stock');
  await minimumForm.getByRole('textbox', { name: 'Minimum', exact: true }).fill('-1');
  await minimumForm.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(minimumForm.getByRole('textbox', { name: 'Minimum', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await minimumForm.getByRole('textbox', { name: 'Minimum', exact: true }).fill('0');
  await minimumForm.getByRole('button', { name: 'Save', exact: true }).click();
  await record.seeStatus('Enough stock');
  await expect(record.detail('Minimum')).toHaveText('0');
  const puts = await wire.calls({ method: 'PUT', path: new RegExp(`^/api/inventory/stock-levels/${level.id}$`) });
  expect(puts.map((c) => c.status)).toEqual([200]);

  await record.click('Adjust stock');
  const adjust = record.form('Adjust stock');
  await expect(adjust).toBeVisible();
  // Taking out more than is on hand is refused under the field, nothing is sent.
  await adjust.getByRole('textbox', { name: 'Change', exact: true }).fill(`-${Number(level.onHand) + 5}`);
  await adjust.getByRole('combobox', { name: 'Reason', exact: true }).selectOption({ label: 'Damaged' });
  await adjust.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(adjust.getByRole('textbox', { name: 'Change', exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(await wire.calls({ method: 'POST', path: /^\/api\/inventory\/stock-movements$/ })).toEqual([]);
  await adjust.getByRole('combobox', { name: 'Reason', exact: true }).selectOption({ label: 'Other' });
  await adjust.getByRole('textbox', { name: 'Change', exact: true }).fill('-2');
  await adjust.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(adjust.getByRole('textbox', { name: /^Note/ })).toHaveAttribute('aria-invalid', 'true');
  await adjust.getByRole('textbox', { name: /^Note/ }).fill('Caja rota en recepción');
  await settle(page);
  await page.screenshot({ path: shot(testInfo, 'adjust-dark.png') });
  await record.seeNoAxeViolations('adjust form, dark');
  await adjust.getByRole('button', { name: 'Adjust stock' }).dblclick();

  const history = movements(page);
  await expect(page).toHaveURL(new RegExp(`/inventory/warehouses/${main.id}/movements$`));
  await history.seeSettled();
  const posts = await wire.calls({ method: 'POST', path: /^\/api\/inventory\/stock-movements$/ });
  expect(posts.map((c) => c.status), 'a double click adjusts once').toEqual([201]);
  const first = history.rows().first();
  await expect(first).toContainText('Adjustment');
  await expect(first).toContainText(level.sku);
  await expect(first).toContainText('−2');
  await expect(first).toContainText('Other: Caja rota en recepción');
  await expect(first).toContainText('Ana Álvarez');
  const after = String(Number(level.onHand) - 2);
  expect((await history.columnTexts('On hand after'))[0]).toBe(after);
  const stored = (await callApiAs(page, { method: 'GET', path: `/api/inventory/stock-levels/${level.id}` })).body as Level;
  expect(stored.onHand).toBe(after);
  expect(stored.available).toBe(String(Number(level.available) - 2));

  await history.chooseFilter('Type', 'Adjustment');
  await history.seeSettled();
  expect((await history.columnTexts('Type')).every((t) => t === 'Adjustment')).toBe(true);

  await chooseScheme(page, 'Light');
  await settle(page);
  await page.screenshot({ path: shot(testInfo, 'movements-light.png') });
  await record.seeNoAxeViolations('movements, light');
  // Back on the stock: the level shows the new on hand.
  await page.getByRole('navigation', { name: 'Warehouse pages' }).getByRole('link', { name: 'Stock' }).click();
  await levels.seeSettled();
  await page.getByRole('searchbox', { name: 'Search SKU or product' }).or(page.getByRole('textbox', { name: 'Search SKU or product' })).fill(level.sku);
  await expect.poll(async () => (await levels.columnTexts('SKU'))[0]).toBe(level.sku);
  await expect.poll(async () => (await levels.columnTexts('On hand'))[0]).toBe(after);
  await page.screenshot({ path: shot(testInfo, 'stock-light.png') });
  await record.seeNoAxeViolations('stock, light');
});

test.describe('phone, es-MX', () => {
  test.use({ locale: 'es-MX', viewport: { width: 320, height: 640 } });

  test('320×640: the stock, a level and the adjustment form fit the width, in Spanish', async ({ page, tenantUrl }, testInfo) => {
    await page.goto(tenantUrl('acme', '/inventory/warehouses'));
    await page.getByLabel('Correo electrónico').fill('ana@acme.test');
    await page.getByLabel('Contraseña').fill('demo');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await warehouses(page).seeSettled();
    await expect(page.getByRole('heading', { name: 'Almacenes', level: 1 })).toBeVisible();
    await dontOverflowInMain(page, 'warehouses at 320 px');
    await page.screenshot({ path: shot(testInfo, 'list-320-es.png'), fullPage: true });
    const main = await warehouseByCode(page, 'CDMX-01');
    await page.goto(tenantUrl('acme', `/inventory/warehouses/${main.id}/stock?inStock=true`));
    const levels = stock(page);
    await levels.seeSettled();
    await expect(page.getByRole('heading', { name: 'Existencias', level: 1 })).toBeVisible();
    await dontOverflowInMain(page, 'stock at 320 px');
    await page.screenshot({ path: shot(testInfo, 'stock-320-es.png'), fullPage: true });
    await levels.clickRow(0);
    const record = new WarehouseRecordPage(page);
    await expect(page.getByRole('link', { name: 'Ajustar existencia' })).toBeVisible();
    await dontOverflowInMain(page, 'level at 320 px');
    await record.click('Ajustar existencia');
    await expect(record.form('Ajustar existencia')).toBeVisible();
    await dontOverflowInMain(page, 'adjust at 320 px');
    await page.screenshot({ path: shot(testInfo, 'adjust-320-es.png'), fullPage: true });
    await record.seeNoAxeViolations('adjust form at 320 px, es-MX');
    await page.goto(tenantUrl('acme', `/inventory/warehouses/${main.id}/movements`));
    await movements(page).seeSettled();
    await dontOverflowInMain(page, 'movements at 320 px');
    await page.screenshot({ path: shot(testInfo, 'movements-320-es.png'), fullPage: true });
  });
});

test('gus sees only globex warehouses; an acme warehouse id is not a page for him', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/inventory/warehouses'), 'ana@acme.test');
  await warehouses(page).seeSettled();
  const acme = await warehouseByCode(page, 'MTY-01');
  await page.context().clearCookies();
  await signInAt(page, tenantUrl('globex', '/inventory/warehouses'), 'gus@globex.test');
  const list = warehouses(page);
  await list.seeSettled();
  expect(await list.columnTexts('Code')).toEqual(['SPR-01', 'TRN-01']);
  await page.goto(tenantUrl('globex', `/inventory/warehouses/${acme.id}/stock`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/404|not found|no encontr/i);
});
