/**
 * Routes and menus (issue 13 points 2, 3 and 11, and the navigation of its finish list), per demo account: the menu
 * each one sees, every listed item opens its page (no 404, no Unauthorized), a page they do not see is refused (the
 * 404 page in the shell, or /unauthorized for SPEC §6's five sections), links they may not follow are shown as
 * unavailable with the reason, and an account with nothing to do is told whom to ask; axe in light and dark.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './support/a11y';
import { expect, signInAt, test } from './support/fixtures';
import { LanguageMenu } from './pages/language.page';
import { ShellPage, StatusPageObject } from './pages/shell.page';

const sales = ['Sales orders'];
const purchases = ['Requisitions', 'Quotes', 'Purchase orders'];
const distribution = ['Deliveries', 'Cash closing'];
const admin = ['Employees', 'Customers', 'Providers', 'Business lines', 'Departments', 'Banks', 'Document templates', 'Inventory configuration'];
const business = ['Dashboard', ...sales, ...purchases, ...distribution, 'Services', 'Plans', ...admin];
const inventory = ['Warehouses', 'Products'];

const accounts: { email: string; tenant: string; menu: string[]; refused: { path: string; as: '404' | 'unauthorized' }[] }[] = [
  { email: 'ana@acme.test', tenant: 'acme', menu: [...business, ...inventory, 'Manufacture'], refused: [{ path: '/tenants', as: '404' }, { path: '/config', as: '404' }] },
  { email: 'sam@acme.test', tenant: 'acme', menu: ['Dashboard', ...sales], refused: [{ path: '/admin/customers', as: '404' }, { path: '/purchases/quotes', as: 'unauthorized' }] },
  { email: 'bea@acme.test', tenant: 'acme', menu: ['Dashboard', ...purchases, 'Providers'], refused: [{ path: '/admin/customers', as: '404' }, { path: '/orders', as: 'unauthorized' }] },
  { email: 'nobody@acme.test', tenant: 'acme', menu: ['Dashboard'], refused: [{ path: '/admin/employees', as: '404' }, { path: '/admin', as: '404' }] },
  { email: 'gus@globex.test', tenant: 'globex', menu: [...business, ...inventory, 'Manufacture'], refused: [{ path: '/config', as: '404' }, { path: '/admin/nowhere', as: '404' }] },
  { email: 'root@platform.test', tenant: 'acme', menu: [...business, 'Tenants', 'Company', ...inventory, 'Manufacture'], refused: [{ path: '/dashboard/elsewhere', as: '404' }, { path: '/admin/nowhere', as: '404' }] },
];

const menuLinks = (page: Page) => new ShellPage(page).nav().getByRole('link');

for (const account of accounts) {
  test(`${account.email}: sees exactly their menu, every item opens, and a page they do not see is refused`, async ({ page, tenantUrl }) => {
    test.slow();
    await signInAt(page, tenantUrl(account.tenant, '/dashboard'), account.email);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(menuLinks(page)).toHaveText(account.menu);
    const hrefs = await menuLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const [i, name] of account.menu.entries()) {
      await menuLinks(page).nth(i).click();
      // The item's page, or a page below it that it opens on (inventory configuration opens on its units).
      const href = tenantUrl(account.tenant, hrefs[i]!);
      await expect(page, name).toHaveURL((url) => url.href === href || url.href.startsWith(`${href}/`));
      await expect(page.getByRole('heading', { level: 1 }).first(), name).toBeVisible();
      await expect(page.getByRole('heading', { name: /Page not found|Unauthorized Access/ }), name).toHaveCount(0);
    }
    for (const { path, as } of account.refused) {
      await page.goto(tenantUrl(account.tenant, path));
      if (as === 'unauthorized') {
        await new StatusPageObject(page).seeUnauthorized();
        await expect(page).toHaveURL(tenantUrl(account.tenant, '/unauthorized'));
      } else {
        await new StatusPageObject(page).seeNotFound();
        // Refused in place: the address stays, the shell and its menu stay.
        await expect(page).toHaveURL(tenantUrl(account.tenant, path));
        await expect(menuLinks(page)).toHaveText(account.menu);
      }
    }
  });
}

test('nobody: the Dashboard is the only entry, and it says there is nothing to do yet and whom to ask (es-MX too); axe light and dark, 320 px', async ({ page, tenantUrl }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInAt(page, tenantUrl('acme', '/dashboard'), 'nobody@acme.test');
  const note = page.getByRole('region', { name: 'Nothing to do here yet' });
  await expect(note).toBeVisible();
  await expect(note).toContainText('Your account has no sections yet. Ask your administrator');
  await expect(note).toContainText('root@platform.test');
  await expect(menuLinks(page)).toHaveText(['Dashboard']);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/routes/nobody-dashboard-dark-1280.png', fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 320, height: 740 });
  await expect(note).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/routes/nobody-dashboard-light-320.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await new LanguageMenu(page).choose('English', 'Español');
  const nota = page.getByRole('region', { name: 'Aún no hay nada que hacer aquí' });
  await expect(nota).toContainText('Tu cuenta todavía no tiene secciones.');
  await expect(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link')).toHaveText(['Tablero']);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/routes/nobody-dashboard-es-light-1280.png', fullPage: true });
});

test('sam: shortcuts and messages that lead to pages he may not open are shown as unavailable with the reason, never as a link; axe light and dark', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/dashboard'), 'sam@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Shortcuts' }).click();
  const panel = page.getByRole('dialog', { name: 'Shortcuts' });
  // His own page is a link; Requisitions (Order.Purchases) is not, and says why.
  await expect(panel.getByRole('link', { name: /New sales order/ })).toBeVisible();
  await expect(panel.getByRole('link', { name: /Requisitions/ })).toHaveCount(0);
  await expect(panel.getByText('Not available: your account has no access to Requisitions.')).toBeVisible();
  await expect(panel.getByText('Not available: your account has no access to Warehouses.')).toBeVisible();
  // The external help centre stays a link.
  await expect(panel.getByRole('link', { name: /Help centre/ })).toBeVisible();
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await axeViolations(page), scheme).toEqual([]);
    await page.screenshot({ path: `/tmp/shots/routes/sam-shortcuts-${scheme}-1280.png` });
  }
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Messages/ }).click();
  const messages = page.getByRole('dialog', { name: 'Messages' });
  await expect(messages.getByText(/Not available: your account has no access to/).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/routes/sam-messages-light-1280.png' });
  // Every link the panel still offers opens a page he may open.
  const inApp = await messages.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')).filter((h) => h?.startsWith('/')));
  expect(inApp.every((href) => href === '/orders' || href === '/dashboard'), inApp.join()).toBe(true);
});

test('root: each menu item has its own icon (no row of identical gears); axe light and dark; screenshots', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/dashboard'), 'root@platform.test');
  await expect(menuLinks(page)).toHaveText(accounts.find((a) => a.email === 'root@platform.test')!.menu);
  const pictures = await menuLinks(page).evaluateAll((links) => links.map((a) => a.querySelector('svg')?.innerHTML ?? ''));
  expect(pictures.every((p) => p !== '')).toBe(true);
  expect(new Set(pictures).size).toBe(pictures.length);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await axeViolations(page), scheme).toEqual([]);
    await page.screenshot({ path: `/tmp/shots/routes/root-menu-${scheme}-1280.png`, fullPage: true });
  }
});
