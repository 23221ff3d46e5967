/**
 * Manufacture (/manufacture) end to end, one story: ana plans a work order with the keyboard (kit picker by SKU,
 * the components' availability shown), releases, starts and completes it; the kit's stock rises and its components'
 * fall by the recorded movements; the history tells each step. Axe in light and dark, es-MX, 320 px.
 */
import type { Page } from '@playwright/test';
import { WorkOrderFormPage, WorkOrderPage, WorkOrdersListPage } from './pages/manufacture.page';
import { axeViolations } from './support/a11y';
import { callApiAs, expect, signInAt, test } from './support/fixtures';
import { chooseLanguageFromUserMenu } from './support/shell-controls';

interface Level {
  productId: string;
  warehouseId: string;
  onHand: string;
  available: string;
}
interface Kit {
  id: string;
  sku: string;
  name: string;
  components: { productId: string; quantity: string }[];
}

const shots = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

async function levelIn(page: Page, warehouseId: string, productId: string): Promise<Level> {
  const answer = await callApiAs(page, { method: 'GET', path: `/api/inventory/stock-levels?warehouseId=${warehouseId}&productId=${productId}` });
  return (answer.body as { items: Level[] }).items[0]!;
}

/** A kit whose components the main warehouse holds for 2 kits (read through the API, as the page would). */
async function stockedKit(page: Page) {
  const warehouses = (await callApiAs(page, { method: 'GET', path: '/api/inventory/warehouses?pageSize=50' })).body as { items: { id: string; code: string; name: string }[] };
  const main = warehouses.items.find((w) => w.code === 'CDMX-01')!;
  const kits = (await callApiAs(page, { method: 'GET', path: '/api/catalogs/products?kit=true&active=true&sort=sku&pageSize=60' })).body as { items: Kit[] };
  for (const kit of kits.items) {
    const levels = await Promise.all(kit.components.map((c) => levelIn(page, main.id, c.productId)));
    if (kit.components.length >= 2 && levels.every((l, i) => Number(l.available) >= 2 * Number(kit.components[i]!.quantity))) return { kit, main };
  }
  throw new Error('no stocked kit');
}

test('a work order planned with the keyboard, released, started and completed: kit stock rises, components fall; history; axe light and dark', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/manufacture'), 'ana@acme.test');
  const list = new WorkOrdersListPage(page);
  await list.seeList();
  await shot(page, 'list-dark-1280-en');
  await list.seeNoAxeViolations('list, dark');
  const { kit, main } = await stockedKit(page);
  const before = await Promise.all([kit.id, ...kit.components.map((c) => c.productId)].map((id) => levelIn(page, main.id, id)));

  await list.clickNew();
  await expect(page).toHaveURL(tenantUrl('acme', '/manufacture/new'));
  const form = new WorkOrderFormPage(page);
  await form.pickKitWithKeyboard(kit.sku);
  await form.quantity().fill('2');
  await form.warehouse().selectOption({ label: `${main.name} (CDMX-01)` });
  const table = form.components();
  await expect(table.getByRole('row')).toHaveCount(kit.components.length + 1);
  await expect(page.getByText('Every component is available in the warehouse.')).toBeVisible();
  await shot(page, 'new-dark-1280-en');
  expect(await axeViolations(page), 'new, dark').toEqual([]);
  await form.clickCreate();

  const order = new WorkOrderPage(page);
  await expect(page).toHaveURL(/\/manufacture\/[^/]+$/);
  await order.seeOrder(/^Work order WO-\d{6}$/, 'Planned');
  await expect(order.action('Release to the workshop')).toBeVisible();
  await expect(order.action('Start assembly')).toHaveCount(0);
  await expect(order.action('Complete')).toHaveCount(0);
  await order.apply('Release to the workshop');
  await order.seeOrder(/^Work order WO-\d{6}$/, 'Released');
  await expect(order.action('Edit')).toHaveCount(0);
  await order.apply('Start assembly');
  await order.seeOrder(/^Work order WO-\d{6}$/, 'In progress');
  await order.apply('Complete', true);
  await order.seeOrder(/^Work order WO-\d{6}$/, 'Completed');
  await expect(order.action('Cancel order')).toHaveCount(0);
  const history = page.locator('section[aria-labelledby="work-order-history"]');
  await expect(history.getByText('Completed: components consumed, kits produced')).toBeVisible();
  await expect(history.getByText('Assembly started')).toBeVisible();
  await expect(history.getByText('Released to the workshop')).toBeVisible();
  await shot(page, 'detail-dark-1280-en');
  expect(await axeViolations(page), 'detail, dark').toEqual([]);

  const after = await Promise.all([kit.id, ...kit.components.map((c) => c.productId)].map((id) => levelIn(page, main.id, id)));
  expect(Number(after[0]!.onHand)).toBe(Number(before[0]!.onHand) + 2);
  kit.components.forEach((c, i) => expect(Number(after[i + 1]!.onHand), c.productId).toBeCloseTo(Number(before[i + 1]!.onHand) - 2 * Number(c.quantity), 4));

  await page.getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByText('Light', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/scheme-light/);
  await drawer.getByRole('button', { name: 'Close settings' }).click();
  await expect(drawer).toBeHidden();
  await shot(page, 'detail-light-1280-en');
  expect(await axeViolations(page), 'detail, light').toEqual([]);
});

test('es-MX at 320 px: the list and an order in Spanish, no horizontal overflow; axe clean', async ({ page, tenantUrl }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await signInAt(page, tenantUrl('acme', '/manufacture'), 'ana@acme.test');
  const list = new WorkOrdersListPage(page);
  await list.seeList();
  await chooseLanguageFromUserMenu(page, 'Español');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await expect(page.getByRole('heading', { level: 1, name: 'Órdenes de trabajo' })).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect.poll(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'list-dark-320-es');
  expect(await axeViolations(page), 'list es-MX 320').toEqual([]);
  await list.grid().getByRole('row').nth(1).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Orden de trabajo WO-\d{6}$/ })).toBeVisible();
  await expect(page.getByText('Componentes necesarios y disponibles')).toBeVisible();
  await expect.poll(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'detail-dark-320-es');
  expect(await axeViolations(page), 'detail es-MX 320').toEqual([]);
});
