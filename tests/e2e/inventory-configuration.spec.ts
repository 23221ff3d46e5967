/**
 * Inventory configuration (/admin/inventory-configuration) end to end: units (create, a taken code refused under its
 * field, edit, delete refused as in use and deactivation instead, gone from the product form's picker), the category
 * tree (a move by keyboard and one by drag, each persisting over a reload; deleting a used category refused with the
 * reason), the costing method changed after a confirmation and shown in the history; axe in light and dark; 320 px
 * in es-MX.
 */
import { openSettings } from './support/shell-controls';
import type { Page } from '@playwright/test';
import { CategoryTreePage, chooseScheme, InventoryConfigurationPage, InventorySettingsPage, UnitsPage } from './pages/inventory-configuration.page';
import { expect, signInAt, test } from './support/fixtures';

test.describe.configure({ mode: 'parallel' });

const base = '/admin/inventory-configuration';

async function open(page: Page, url: string, email = 'ana@acme.test') {
  await signInAt(page, url, email);
  const screen = new InventoryConfigurationPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory configuration' })).toBeVisible();
  return screen;
}

test('units: create, a taken code refused under its field, edit; a used unit is not deleted and is deactivated instead, and leaves the product form', async ({ page, tenantUrl }) => {
  const screen = await open(page, tenantUrl('acme', base));
  const units = new UnitsPage(page);
  await units.seeUnit('PZA');
  await screen.shoot('units-list-dark-1280-en');
  await screen.seeNoAxeViolations('units list, dark');

  // A taken code: the service's 422 under the field; what was typed stays.
  await units.clickNew();
  await units.fill('Code', 'pza');
  await units.fill('Name', 'Otra pieza');
  await units.clickButton('Create unit');
  await units.seeFieldError('Code', /Already in use/);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Otra pieza');
  await units.fill('Code', 'lt');
  await units.clickButton('Create unit');
  await units.seeHeading('Otra pieza (LT)');

  // Edit.
  await units.clickButton('Edit');
  await units.fill('Name', 'Litro');
  await units.clickButton('Save');
  await units.seeHeading('Litro (LT)');

  // A unit products are counted in: Delete is refused and deactivation offered; afterwards it is inactive.
  await page.getByRole('link', { name: 'Back to units' }).click();
  await page.getByRole('row').filter({ hasText: 'CAJA' }).first().click();
  await units.seeHeading('Caja (CAJA)');
  await units.clickButton('Delete');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  const inUse = page.getByRole('alertdialog', { name: 'This record is in use' });
  await expect(inUse).toBeVisible();
  await screen.shoot('units-in-use-dark-1280-en');
  await inUse.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Inactive').first()).toBeVisible();

  // The product form no longer offers it (a product already in it would still show it).
  await page.goto(tenantUrl('acme', '/inventory/products/new'));
  const unitPicker = page.getByRole('combobox', { name: 'Unit', exact: true });
  await expect(unitPicker.locator('option', { hasText: 'Pieza (PZA)' })).toHaveCount(1);
  await expect(unitPicker.locator('option', { hasText: 'Caja (CAJA)' })).toHaveCount(0);
});

test('categories: a move by keyboard and one by drag persist over a reload; a used category is not deleted and the reason is said; axe light and dark', async ({ page, tenantUrl }) => {
  const screen = await open(page, tenantUrl('acme', `${base}/categories`));
  const tree = new CategoryTreePage(page);
  await tree.seeLoaded();
  expect((await tree.rows()).slice(0, 3)).toEqual(['1:Redes', '1:Telefonía', '1:Fibra óptica']);
  await screen.shoot('categories-dark-1280-en');
  await screen.seeNoAxeViolations('tree, dark');

  // Keyboard: ArrowDown moves the focus; Alt+ArrowUp moves Telefonía above Redes; announced.
  await tree.focus('Redes');
  await tree.press('ArrowDown');
  await expect(tree.item('Telefonía')).toBeFocused();
  await tree.press('Alt+ArrowUp');
  await tree.seeAnnounced('Telefonía moved to the top level, position 1 of 7.');
  expect((await tree.rows()).slice(0, 2)).toEqual(['1:Telefonía', '1:Redes']);
  await expect(tree.item('Telefonía')).toBeFocused();
  // Expand Redes with ArrowRight, then Alt+ArrowRight indents Switches into Routers.
  await tree.press('ArrowDown');
  await tree.press('ArrowRight');
  await expect(tree.item('Redes')).toHaveAttribute('aria-expanded', 'true');
  await tree.press('ArrowDown');
  await tree.press('ArrowDown');
  await expect(tree.item('Switches')).toBeFocused();
  await tree.press('Alt+ArrowRight');
  await tree.seeAnnounced('Switches moved into Redes / Routers, position 1 of 1.');
  await expect(tree.item('Switches')).toHaveAttribute('aria-level', '3');

  // Drag: Fibra óptica onto Energía (inside).
  await tree.dragOnto('Fibra óptica', 'Energía', 'inside');
  await tree.seeAnnounced(/Fibra óptica moved into Energía/);
  await expect(tree.item('Fibra óptica')).toHaveAttribute('aria-level', '2');

  // Persisted: after a reload the service's tree is the same.
  await page.reload();
  await tree.seeLoaded();
  expect((await tree.rows()).slice(0, 2)).toEqual(['1:Telefonía', '1:Redes']);
  await tree.focus('Energía');
  await tree.press('ArrowRight');
  await expect(tree.item('Fibra óptica')).toHaveAttribute('aria-level', '2');
  await tree.focus('Redes');
  await tree.press('ArrowRight');
  await tree.focus('Routers');
  await tree.press('ArrowRight');
  await expect(tree.item('Switches')).toHaveAttribute('aria-level', '3');

  // A category with products is not deleted: the reason says how many.
  await tree.focus('Routers');
  await tree.clickToolbar('Delete');
  const ask = page.getByRole('alertdialog', { name: 'Delete Routers?' });
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Routers cannot be deleted' })).toContainText(/products? (is|are) in it and it has 1 subcategory/);
  await expect(tree.item('Routers')).toBeVisible();

  await chooseScheme(page, 'Light');
  await screen.shoot('categories-light-1280-en');
  await screen.seeNoAxeViolations('tree, light');
});

test('settings: changing the costing method asks first, is saved and shows in the history; negative stock alone needs no question', async ({ page, tenantUrl }) => {
  const screen = await open(page, tenantUrl('acme', `${base}/settings`));
  const settings = new InventorySettingsPage(page);
  await expect(page.getByRole('radio', { name: /Weighted average/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Forbid/ })).toBeChecked();
  await screen.seeNoAxeViolations('settings, dark');

  await settings.choose(/FIFO/);
  await settings.clickSave();
  await expect(settings.confirmDialog()).toBeVisible();
  await screen.shoot('settings-confirm-dark-1280-en');
  await screen.seeNoAxeViolations('settings confirmation, dark');
  await settings.confirmDialog().getByRole('button', { name: 'Keep the current method' }).click();
  await expect(settings.confirmDialog()).toBeHidden();
  await settings.clickSave();
  await settings.confirmDialog().getByRole('button', { name: 'Change the method' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(settings.history().getByRole('listitem').first()).toContainText('Costing method: Weighted average → FIFO (first in, first out)');

  await settings.choose(/^Allow/);
  await settings.clickSave();
  await expect(settings.confirmDialog()).toHaveCount(0);
  await expect(settings.history()).toContainText('Negative stock: Forbid → Allow');

  await page.reload();
  await expect(page.getByRole('radio', { name: /FIFO/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Allow/ })).toBeChecked();
  await chooseScheme(page, 'Light');
  await screen.shoot('settings-light-1280-en');
  await screen.seeNoAxeViolations('settings, light');
});

test.describe('phone', () => {
  test.use({ locale: 'es-MX', viewport: { width: 320, height: 640 } });

  test('320 px es-MX: units, the tree and the settings fit the width, in Spanish', async ({ page, tenantUrl }) => {
    await page.goto(tenantUrl('acme', base));
    await page.getByLabel('Correo electrónico').fill('ana@acme.test');
    await page.getByLabel('Contraseña').fill('demo');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const screen = new InventoryConfigurationPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Configuración de inventario' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
    await expect(page.getByRole('link', { name: 'Nueva unidad' })).toBeVisible();
    await screen.shoot('units-320-es');
    await screen.dontOverflow('units, 320');
    await page.getByRole('link', { name: 'Categorías de productos' }).click();
    await expect(page.getByRole('tree', { name: 'Árbol de categorías' }).getByRole('treeitem').first()).toBeVisible();
    await expect(page.getByRole('treeitem', { name: /^Redes/ })).toContainText(/productos?/);
    await screen.shoot('categories-320-es');
    await screen.dontOverflow('categories, 320');
    await page.getByRole('link', { name: 'Costeo y existencias' }).click();
    await expect(page.getByRole('radio', { name: /Costo promedio ponderado/ })).toBeChecked();
    await screen.shoot('settings-320-es');
    await screen.dontOverflow('settings, 320');
    await chooseSchemeEs(page);
    await screen.shoot('settings-320-es-light');
    await screen.seeNoAxeViolations('settings 320, light');
  });
});

/** The theme switch with the Spanish labels. */
async function chooseSchemeEs(page: Page) {
  await openSettings(page);
  const drawer = page.getByRole('dialog', { name: 'Configuración' });
  await drawer.getByText('Claro', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/scheme-light/);
  await drawer.getByRole('button', { name: /Cerrar/ }).click();
}
