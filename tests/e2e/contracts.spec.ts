/**
 * Service contracts (/contracts/services) end to end, one story: ana writes a draft contract (customer picker with
 * the keyboard, plan, start), activates, suspends, resumes and renews it (the end day moves one term), the history
 * tells each step; axe light and dark; the list in es-MX at 320 px with the expiring filter.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './support/a11y';
import { expect, signInAt, test } from './support/fixtures';
import { chooseLanguageFromUserMenu, openSettings } from './support/shell-controls';

const shots = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const status = (page: Page, label: string) => expect(page.locator('main header').getByText(label, { exact: true })).toBeVisible();

test('a contract drafted, activated, suspended, resumed and renewed; history; axe light and dark', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/contracts/services'), 'ana@acme.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Service contracts' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Service contracts' }).getByRole('row').nth(1)).toBeVisible();
  await shot(page, 'contracts-list-dark-1280-en');
  expect(await axeViolations(page), 'list dark').toEqual([]);

  await page.getByRole('link', { name: 'New contract' }).click();
  const form = page.getByRole('form', { name: 'New contract' });
  const customer = form.getByRole('combobox', { name: 'Customer', exact: true });
  await customer.focus();
  await page.keyboard.type('a');
  await expect(page.getByRole('listbox', { name: 'Customer' }).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await form.getByRole('combobox', { name: 'Plan', exact: true }).selectOption({ index: 1 });
  await form.getByRole('textbox', { name: 'Street and number', exact: true }).fill('Av. Reforma 222');
  await form.getByRole('textbox', { name: 'City', exact: true }).fill('Ciudad de México');
  await form.getByRole('textbox', { name: 'State', exact: true }).fill('Ciudad de México');
  await form.getByRole('textbox', { name: 'Postal code', exact: true }).fill('06600');
  await shot(page, 'contracts-new-dark-1280-en');
  expect(await axeViolations(page), 'new dark').toEqual([]);
  await form.getByRole('button', { name: 'Create draft contract' }).click();

  await expect(page.getByRole('heading', { level: 1, name: /^Contract CON-\d{6}$/ })).toBeVisible();
  await status(page, 'Draft');
  await expect(button(page, 'Suspend')).toHaveCount(0);
  await expect(button(page, 'Renew for a new term')).toHaveCount(0);
  await button(page, 'Activate').click();
  await status(page, 'Active');
  await button(page, 'Suspend').click();
  await status(page, 'Suspended');
  await expect(button(page, 'Renew for a new term')).toHaveCount(0);
  await button(page, 'Resume').click();
  await status(page, 'Active');
  const endsBefore = await page.getByText(/^Term 1$/).locator('xpath=..').innerText();
  await button(page, 'Renew for a new term').click();
  await expect(page.getByText(/^Term 2$/)).toBeVisible();
  await status(page, 'Active');
  expect(endsBefore).toMatch(/months/);
  const history = page.locator('section[aria-labelledby="contract-history"]');
  for (const text of ['Activated', 'Suspended', 'Resumed', 'Renewed for a new term']) await expect(history.getByText(text, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Print' })).toHaveAttribute('href', /\/documents\/contract\/[^/]+\/print$/);
  await shot(page, 'contracts-detail-dark-1280-en');
  expect(await axeViolations(page), 'detail dark').toEqual([]);

  await openSettings(page);
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByText('Light', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/scheme-light/);
  await drawer.getByRole('button', { name: 'Close settings' }).click();
  await expect(drawer).toBeHidden();
  await shot(page, 'contracts-detail-light-1280-en');
  expect(await axeViolations(page), 'detail light').toEqual([]);
});

test('es-MX at 320 px: the expiring contracts, no horizontal overflow; axe clean', async ({ page, tenantUrl }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await signInAt(page, tenantUrl('acme', '/contracts/services?expiring=true'), 'ana@acme.test');
  await expect(page.getByRole('grid', { name: 'Service contracts' }).getByRole('row').nth(1)).toBeVisible();
  await chooseLanguageFromUserMenu(page, 'Español');
  await expect(page.getByRole('heading', { level: 1, name: 'Contratos de servicio' })).toBeVisible();
  // At a phone width the filters fold behind one button that counts the active ones.
  await expect(page.getByRole('button', { name: /Filtros/ })).toContainText('1');
  await expect(page.getByRole('grid', { name: 'Contratos de servicio' }).getByText('Por vencer').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { timeout: 3_000 }).toBeLessThanOrEqual(0);
  await shot(page, 'contracts-list-dark-320-es');
  expect(await axeViolations(page), 'list es-MX 320').toEqual([]);
});
