/**
 * Phone widths (issue 13 point 7): the top bar fits from 320 px up, its less used controls (language, settings, quick
 * chat) folded into the user menu, and no screen scrolls sideways at 320, 360 or 390 px.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './support/a11y';
import { expect, signInAt, test } from './support/fixtures';

const screens = [
  ['/dashboard', 'Dashboard'],
  ['/admin/customers', 'Customers'],
  ['/admin/customers/new', 'New customer'],
  ['/admin/employees', 'Employees'],
  ['/admin/providers', 'Providers'],
  ['/admin/banks', 'Banks'],
  ['/admin/departments', 'Departments'],
  ['/admin/business-lines', 'Business lines'],
  ['/admin/document-templates', 'Document templates'],
  ['/admin/inventory-configuration/categories', 'Inventory configuration'],
  ['/inventory/products', 'Products'],
  ['/inventory/warehouses', 'Warehouses'],
] as const;

/** How far the page reaches past the viewport, sideways (0 when nothing sticks out). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const width of [320, 360, 390]) {
  test(`at ${width} px the top bar fits and no screen scrolls sideways`, async ({ page, tenantUrl }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 740 });
    await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const banner = page.getByRole('banner');
    const user = banner.getByRole('button', { name: 'User menu' });
    await expect(user).toBeInViewport({ ratio: 1 });
    await expect(banner.getByRole('button', { name: /Messages/ })).toBeInViewport({ ratio: 1 });
    await expect(banner.getByRole('button', { name: /^Language/ })).toBeHidden();
    for (const [path, title] of screens) {
      await page.goto(tenantUrl('acme', path));
      await expect(page.getByRole('heading', { name: title, level: 1 }), path).toBeVisible();
      await page.waitForTimeout(150);
      await expect.poll(() => overflow(page), `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}

test('at 320 px the user menu holds the language, the settings and the quick chat, and they work', async ({ page, tenantUrl }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Signed in as')).toBeVisible();
  await expect(menu).toBeInViewport({ ratio: 1 });
  expect(await axeViolations(page), 'user menu at 320').toEqual([]);
  await page.screenshot({ path: test.info().outputPath('user-menu-320.png') });
  await menu.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Tablero', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Configuración' }).click();
  await expect(page.getByRole('dialog', { name: 'Configuración' })).toBeVisible();
  await page.keyboard.press('Escape');
  // The focus goes back to the user menu, the control that opened the drawer here.
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeFocused();
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Chat rápido' }).click();
  await expect(page.getByRole('dialog', { name: 'Chat rápido' })).toBeVisible();
  await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
});
