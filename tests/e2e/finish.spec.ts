/**
 * The finish of a commercial template (issue 13 "Finish"): every page has one level-one heading and a browser tab
 * title "Page · Section · Company" that follows navigation and the language; icon-only controls have a visible
 * tooltip on hover and focus bound to their accessible name, and names that follow their state; the settings
 * drawer's layout thumbnails show each layout's shape; a cut-off list of tiles shows that it scrolls.
 * Screenshots go to /tmp/shots/finish.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, signInAt, test } from './support/fixtures';
import { axeViolations } from './support/a11y';
import { LanguageMenu } from './pages/language.page';

const shots = '/tmp/shots/finish';
const company = 'Acme Telecom';

/** Goes to an address in-app (wouter's pushState): the document stays, as with a click on a link. */
const goInApp = (page: Page, path: string) => page.evaluate((p) => window.history.pushState(null, '', p), path);

const headingTexts = (page: Page) => page.evaluate(() => [...document.querySelectorAll('h1')].map((h) => (h.textContent ?? '').replace(/\s+/g, ' ').trim()));

/**
 * The page's own heading once it has settled: exactly one h1 on the page, not the loading placeholder's, and not
 * the one of the page before (consecutive routes of the walk have different headings).
 */
async function settledHeading(page: Page, previous: string, message: string): Promise<string> {
  let texts: string[] = [];
  await expect
    .poll(async () => {
      texts = await headingTexts(page);
      return texts.length === 1 && texts[0] !== previous && !/^(Loading|Cargando)/.test(texts[0]!);
    }, { message: `${message}: one settled h1 (saw ${JSON.stringify(texts)})` })
    .toBe(true);
  return texts[0]!;
}

const sectionsEn: Record<string, string> = {
  dashboard: 'Dashboard',
  orders: 'Sales orders',
  purchases: 'Purchases',
  deliveries: 'Deliveries',
  cashclosing: 'Cash closing',
  manufacture: 'Manufacture',
  admin: 'Administration',
  inventory: 'Inventory',
  contracts: 'Contracts',
  config: 'Configuration',
  tenants: 'Tenant management',
};

/** Every route root can open (SPEC §2), including forms; record pages are reached from their lists below. */
const routes = [
  '/orders',
  '/purchases',
  '/deliveries',
  '/cashclosing',
  '/manufacture',
  '/admin',
  '/admin/employees',
  '/admin/employees/new',
  '/admin/customers',
  '/admin/customers/new',
  '/admin/providers',
  '/admin/business-lines',
  '/admin/business-lines/new',
  '/admin/departments',
  '/admin/departments/new',
  '/admin/banks',
  '/admin/document-templates',
  '/admin/document-templates/new',
  '/admin/inventory-configuration',
  '/inventory',
  '/inventory/products',
  '/inventory/products/new',
  '/inventory/warehouses',
  '/inventory/warehouses/new',
  '/contracts',
  '/config',
  '/tenants',
  '/tenants/new',
];

const expectedTitle = (page: string, section: string | null) => [page, ...(section && section !== page ? [section] : []), company].join(' · ');

test('every route: one level-one heading, and the tab says "Page · Section · Company" as navigation goes', async ({ page, tenantUrl }) => {
  test.setTimeout(180_000);
  await signInAt(page, tenantUrl('acme'), 'root@platform.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · Acme Telecom');
  let previous = 'Dashboard';
  for (const path of routes) {
    await goInApp(page, path);
    const name = await settledHeading(page, previous, path);
    previous = name;
    const section = sectionsEn[path.split('/')[1]!]!;
    await expect(page, path).toHaveTitle(expectedTitle(name, section));
  }
  // A few named in full, so the rule above cannot pass by reading what it checks.
  await goInApp(page, '/admin/customers');
  await expect(page).toHaveTitle('Customers · Administration · Acme Telecom');
  await goInApp(page, '/admin');
  await expect(page).toHaveTitle('Administration · Acme Telecom');
  await goInApp(page, '/inventory/products/new');
  await expect(page).toHaveTitle(/^New product · Inventory · Acme Telecom$/);

  // Record pages: a customer opened from the list names the tab after itself.
  await goInApp(page, '/admin/customers');
  const firstRow = page.getByRole('grid', { name: 'Customers' }).getByRole('rowgroup').nth(1).getByRole('row').first();
  const customer = ((await firstRow.getByRole('gridcell').nth(1).textContent()) ?? '').trim();
  await firstRow.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(customer);
  await expect(page).toHaveTitle(`${customer} · Administration · ${company}`);
  // Back in the browser: the title follows the address back.
  await page.goBack();
  await expect(page).toHaveTitle('Customers · Administration · Acme Telecom');

  // Every catalog's record page, opened from the first row of its list: its heading names the tab.
  let last = customer;
  for (const list of ['/admin/employees', '/admin/providers', '/admin/business-lines', '/admin/departments', '/admin/banks', '/inventory/products', '/inventory/warehouses', '/tenants']) {
    await goInApp(page, list);
    const listName = await settledHeading(page, last, list);
    await page.getByRole('grid').first().getByRole('rowgroup').nth(1).getByRole('row').first().click();
    const recordName = await settledHeading(page, listName, `${list}: a record`);
    expect(page.url(), `${list}: a record page`).not.toMatch(new RegExp(`${list}$`));
    await expect(page, `${list}: a record`).toHaveTitle(expectedTitle(recordName, sectionsEn[list.split('/')[1]!]!));
    last = recordName;
  }

  // A public page (no section) and the 404 page in place of a route keep the company.
  await goInApp(page, '/error/404');
  const notFound = await settledHeading(page, last, '/error/404');
  await expect(page).toHaveTitle(`${notFound} · ${company}`);
});

test('the tab title is in the user\'s language and follows a switch in place', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await goInApp(page, '/admin/customers');
  await expect(page).toHaveTitle('Customers · Administration · Acme Telecom');
  await new LanguageMenu(page).choose('English', 'Español');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clientes');
  await expect(page).toHaveTitle('Clientes · Administración · Acme Telecom');
  await goInApp(page, '/dashboard');
  await expect(page).toHaveTitle('Tablero · Acme Telecom');
});

/** The visible tooltip (hidden from assistive technology: it repeats the control's accessible name). */
const tooltip = (page: Page) => page.locator('[data-tooltip]');
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function chooseScheme(page: Page, scheme: 'Light' | 'Dark' | 'Claro' | 'Oscuro') {
  await page.getByRole('banner').getByRole('button', { name: /^(Settings|Configuración)$/ }).click();
  const drawer = page.getByRole('dialog', { name: /^(Settings|Configuración)$/ });
  await drawer.getByText(scheme, { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/scheme-(light|dark)/);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

test('icon-only controls: a tooltip with the accessible name on hover and on keyboard focus, following the state; Escape dismisses it', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/dashboard?layout=classic'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const bar = page.getByRole('banner');

  // Hover: the fullscreen button says what a press does.
  const fullscreen = bar.getByRole('button', { name: 'Enter fullscreen' });
  await fullscreen.hover();
  await expect(tooltip(page)).toHaveText('Enter fullscreen');
  const tip = (await tooltip(page).boundingBox())!;
  const control = (await fullscreen.boundingBox())!;
  expect(tip.y, 'under the control, not over it').toBeGreaterThanOrEqual(control.y + control.height);
  expect(tip.x + tip.width).toBeLessThanOrEqual(1280);
  // Hoverable (WCAG 1.4.13): the pointer may move onto the tooltip and it stays.
  await page.mouse.move(tip.x + tip.width / 2, tip.y + tip.height / 2, { steps: 4 });
  await page.waitForTimeout(400);
  await expect(tooltip(page)).toHaveText('Enter fullscreen');
  await page.mouse.move(5, 700);
  await expect(tooltip(page)).toHaveCount(0);

  // Keyboard focus shows it too; the name follows the state while it shows; Escape hides it, the focus stays.
  const menu = bar.getByRole('button', { name: /^(Open|Close) menu$/ });
  await expect(menu).toHaveAccessibleName('Close menu');
  await menu.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(menu).toBeFocused();
  await expect(tooltip(page)).toHaveText('Close menu');
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAccessibleName('Open menu');
  await expect(tooltip(page)).toHaveText('Open menu');
  expect(await axeViolations(page), 'tooltip showing').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(tooltip(page)).toHaveCount(0);
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAccessibleName('Close menu');

  // The quick chat toggle of the top bar names its state.
  const chat = bar.getByRole('button', { name: 'Open quick chat' });
  await chat.click();
  const close = bar.getByRole('button', { name: 'Close quick chat' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await close.click();
  await expect(bar.getByRole('button', { name: 'Open quick chat' })).toHaveAttribute('aria-expanded', 'false');

  // The language flag is icon-only too: its tooltip names the language in use.
  await bar.getByRole('button', { name: /^Language/ }).hover();
  await expect(tooltip(page)).toHaveText('Language: English');
  // A control with visible text gets no tooltip (its text names it already).
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Customers' }).hover();
  await page.waitForTimeout(600);
  await expect(tooltip(page)).toHaveCount(0);
});

test('the dense layout: the navigation toggle says Collapse or Expand, and its tooltip follows', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/dashboard?layout=dense'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const bar = page.getByRole('banner');
  const toggle = bar.getByRole('button', { name: /^(Expand|Collapse) navigation$/ });
  const before = (await toggle.getAttribute('aria-label'))!;
  await toggle.hover();
  await expect(tooltip(page)).toHaveText(before);
  await toggle.click();
  const after = before === 'Expand navigation' ? 'Collapse navigation' : 'Expand navigation';
  await expect(toggle).toHaveAccessibleName(after);
  await page.mouse.move(600, 600);
  await toggle.hover();
  await expect(tooltip(page)).toHaveText(after);
});

test('at 320 px a tooltip stays inside the screen and the page never scrolls sideways; light and dark pass axe', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/dashboard?layout=modern'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  for (const scheme of ['Light', 'Dark'] as const) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await chooseScheme(page, scheme);
    await page.setViewportSize({ width: 320, height: 640 });
    const menu = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await menu.hover();
    await expect(tooltip(page)).toHaveText('Open menu');
    const tip = (await tooltip(page).boundingBox())!;
    expect(tip.x).toBeGreaterThanOrEqual(0);
    expect(tip.x + tip.width).toBeLessThanOrEqual(320);
    await expect.poll(() => noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page), `320 px ${scheme}`).toEqual([]);
    await page.screenshot({ path: `${shots}/tooltip-320-${scheme.toLowerCase()}.png` });
    await page.mouse.move(200, 500);
  }
});

/** The layout thumbnails' drawings, by layout. */
const thumbnails = (drawer: Locator) =>
  drawer.locator('svg[data-layout-thumb]').evaluateAll((svgs) => svgs.map((svg) => ({ layout: svg.getAttribute('data-layout-thumb')!, shape: svg.innerHTML })));

test('layout thumbnails: each layout has its own shape, the side navigation on the chosen side', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer.locator('svg[data-layout-thumb]')).toHaveCount(10);
  const left = await thumbnails(drawer);
  expect(left.map((t) => t.layout).sort()).toEqual(['centered', 'classic', 'classy', 'compact', 'dense', 'enterprise', 'futuristic', 'material', 'modern', 'thin']);
  expect(new Set(left.map((t) => t.shape)).size, 'ten different drawings').toBe(10);
  // The side navigation: a full-height bar at the left edge, its width the layout's (classic > compact > thin).
  const navBox = (layout: string) =>
    drawer.locator(`svg[data-layout-thumb="${layout}"] rect`).nth(1).evaluate((r) => ({ x: Number(r.getAttribute('x')), width: Number(r.getAttribute('width')), height: Number(r.getAttribute('height')) }));
  const classic = await navBox('classic');
  const compact = await navBox('compact');
  const thin = await navBox('thin');
  expect(classic).toMatchObject({ x: 0, height: 40 });
  expect(classic.width).toBeGreaterThan(compact.width);
  expect(compact.width).toBeGreaterThan(thin.width);
  // Horizontal layouts have no side bar: their second shape spans the width.
  expect((await navBox('modern')).width).toBeGreaterThan(50);
  await drawer.getByText('Right', { exact: true }).click();
  await expect.poll(async () => (await navBox('classic')).x).toBeGreaterThan(30);
  const right = await thumbnails(drawer);
  expect(right.find((t) => t.layout === 'modern')!.shape, 'horizontal layouts do not move').toBe(left.find((t) => t.layout === 'modern')!.shape);
  await drawer.getByText('Left', { exact: true }).click();
});

test('a cut-off list of tiles shows that it scrolls: a shadow at the edge with more beyond, none at the end', async ({ page, tenantUrl }) => {
  await page.setViewportSize({ width: 1280, height: 480 });
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Shortcuts' }).click();
  const panel = page.getByRole('dialog', { name: 'Shortcuts' });
  const list = panel.locator('ul').first();
  await expect(list.getByRole('link').first()).toBeVisible();
  const body = list.locator('xpath=..');
  const sizes = await body.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
  expect(sizes.scroll, 'the list is cut off at this height').toBeGreaterThan(sizes.client + 20);
  const box = (await body.boundingBox())!;
  // The 5 px at an edge: in the list's padding when the list is at that end, so no tile text is in it then; clear of
  // the panel's rounded corners and of the scrollbar.
  const strip = (edge: 'top' | 'bottom') => ({ x: box.x + 16, y: edge === 'top' ? box.y : box.y + box.height - 5, width: box.width - 40, height: 5 });
  /** Whether the edge shows anything the bare list would not: the same strip with and without the hint. */
  const hinted = async (edge: 'top' | 'bottom') => {
    const withHint = await page.screenshot({ clip: strip(edge) });
    await body.evaluate((el) => (el.style.backgroundImage = 'none'));
    const bare = await page.screenshot({ clip: strip(edge) });
    await body.evaluate((el) => (el.style.backgroundImage = ''));
    return !withHint.equals(bare);
  };
  await page.screenshot({ path: `${shots}/shortcuts-scroll-top.png` });
  expect(await hinted('bottom'), 'more below: a shadow at the bottom').toBe(true);
  expect(await hinted('top'), 'nothing above: no shadow at the top').toBe(false);
  await body.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await page.screenshot({ path: `${shots}/shortcuts-scroll-end.png` });
  expect(await hinted('bottom'), 'at the end: no shadow at the bottom').toBe(false);
  expect(await hinted('top'), 'more above: a shadow at the top').toBe(true);
});

const words = {
  'en-US': { settings: 'Settings', userMenu: 'User menu', shortcuts: 'Shortcuts', light: 'Light', dark: 'Dark', fullscreen: 'Enter fullscreen', openMenu: 'Open menu' },
  'es-MX': { settings: 'Configuración', userMenu: 'Menú de usuario', shortcuts: 'Accesos directos', light: 'Claro', dark: 'Oscuro', fullscreen: 'Entrar a pantalla completa', openMenu: 'Abrir menú' },
} as const;

for (const lang of ['en-US', 'es-MX'] as const) {
  test(`pictures in ${lang}: the layout thumbnails, a tooltip and the scrolling shortcuts at 1280 and 320 px, light and dark, axe clean`, async ({ page, tenantUrl }) => {
    test.setTimeout(120_000);
    const w = words[lang];
    await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (lang === 'es-MX') {
      await new LanguageMenu(page).choose('English', 'Español');
      await expect(page.getByRole('heading', { name: 'Tablero', level: 1 })).toBeVisible();
      await expect(page).toHaveTitle('Tablero · Acme Telecom');
    }
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await chooseScheme(page, w[scheme]);
      const name = `${lang}-${scheme}`;
      // The settings drawer with its thumbnails.
      await page.getByRole('banner').getByRole('button', { name: w.settings }).click();
      const drawer = page.getByRole('dialog', { name: w.settings });
      await expect(drawer.locator('svg[data-layout-thumb]')).toHaveCount(10);
      await page.waitForTimeout(350);
      await page.screenshot({ path: `${shots}/thumbnails-1280-${name}.png` });
      await drawer.locator('fieldset').filter({ has: page.locator('svg[data-layout-thumb]') }).screenshot({ path: `${shots}/thumbnails-grid-${name}.png` });
      expect(await axeViolations(page), `drawer ${name}`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      // A tooltip.
      await page.getByRole('banner').getByRole('button', { name: w.fullscreen }).hover();
      await expect(tooltip(page)).toHaveText(w.fullscreen);
      await page.screenshot({ path: `${shots}/tooltip-1280-${name}.png`, clip: { x: 640, y: 0, width: 640, height: 140 } });
      await page.mouse.move(600, 700);
      // The shortcuts panel cut off by a short window.
      await page.setViewportSize({ width: 1280, height: 480 });
      await page.getByRole('banner').getByRole('button', { name: w.shortcuts }).click();
      await expect(page.getByRole('dialog', { name: w.shortcuts }).getByRole('link').first()).toBeVisible();
      await page.screenshot({ path: `${shots}/shortcuts-1280-${name}.png` });
      await page.keyboard.press('Escape');
      // 320 px: the drawer from the user menu, the shortcuts panel, a tooltip.
      await page.setViewportSize({ width: 320, height: 640 });
      await page.getByRole('button', { name: w.userMenu }).click();
      await page.getByRole('menuitem', { name: w.settings }).click();
      await expect(drawer.locator('svg[data-layout-thumb]')).toHaveCount(10);
      await page.waitForTimeout(350);
      await page.screenshot({ path: `${shots}/thumbnails-320-${name}.png` });
      await expect.poll(() => noSidewaysScroll(page)).toBe(true);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await page.getByRole('banner').getByRole('button', { name: w.shortcuts }).click();
      await expect(page.getByRole('dialog', { name: w.shortcuts }).getByRole('link').first()).toBeVisible();
      await page.screenshot({ path: `${shots}/shortcuts-320-${name}.png` });
      expect(await axeViolations(page), `shortcuts 320 ${name}`).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('banner').getByRole('button', { name: w.openMenu }).hover();
      await expect(tooltip(page)).toHaveText(w.openMenu);
      await page.screenshot({ path: `${shots}/tooltip-320-${name}.png`, clip: { x: 0, y: 0, width: 320, height: 140 } });
      await page.mouse.move(200, 600);
    }
  });
}
