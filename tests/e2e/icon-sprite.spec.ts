/**
 * The icons without JavaScript (issue 12 points 3 and 5): every `<Icon>` is `<svg><use href="/assets/icons-<hash>.svg#<name>"/></svg>`
 * over one hashed sprite built from the Heroicons package (scripts/icon-sprite.mjs). Here, in the built app (React or
 * preact/compat, whichever E2E_DIST_DIR is): the sprite comes from this origin under the strict CSP (the fixture fails
 * a test on any CSP report), is fetched once however many icons there are, every icon of the shell, the search and a
 * print page resolves to a drawn symbol, and the icons follow the text colour in light and dark.
 * Screenshots go to /tmp/shots/sprite/<build>.
 */
import type { Page } from '@playwright/test';
import { callApiAs, expect, signInAt, test } from './support/fixtures';
import { LanguageMenu } from './pages/language.page';
import { axeViolations } from './support/a11y';
import { openSettings } from './support/shell-controls';

const build = (process.env.E2E_DIST_DIR ?? 'dist').replace(/\/$/, '').split('/').pop();
const shots = `/tmp/shots/sprite/${build}`;
const spriteAddress = /^\/assets\/icons-[A-Z2-7]{8}\.svg$/;

/** Every shown icon drawn through the sprite in `scope`: its `<use>` address, and whether the symbol it names was drawn (a box). */
const spriteIcons = (page: Page, scope: string) =>
  page.locator(scope).evaluateAll((roots) =>
    roots.flatMap((root) =>
      // Icons of closed menus and panels hidden at this width are laid out nowhere: only the shown ones.
      [...root.querySelectorAll('svg > use')].filter((use) => use.parentElement!.checkVisibility()).map((use) => {
        const svg = use.parentElement!;
        const box = (use as SVGGraphicsElement).getBBox();
        return {
          href: use.getAttribute('href') ?? '',
          drawn: box.width > 0 && box.height > 0,
          hidden: svg.getAttribute('aria-hidden') === 'true' && svg.getAttribute('focusable') === 'false',
          stroke: svg.getAttribute('stroke'),
        };
      }),
    ),
  );

async function chooseScheme(page: Page, scheme: string) {
  await openSettings(page);
  const drawer = page.getByRole('dialog', { name: /^(Settings|Configuración)$/ });
  await drawer.getByText(scheme, { exact: true }).click();
  await drawer.getByRole('button', { name: /^(Close settings|Cerrar configuración)$/ }).click();
  await expect(drawer).toBeHidden();
}

test('the shell, the search and a print page draw their icons from one same-origin sprite, fetched once', async ({ page, tenantUrl }) => {
  const sprites: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.svg') && url.pathname.startsWith('/assets/icons-')) sprites.push(url.pathname);
  });
  const answers: { status: number; type: string | undefined; cache: string | undefined }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/icons-')) answers.push({ status: response.status(), type: response.headers()['content-type'], cache: response.headers()['cache-control'] });
  });
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // The top bar and the navigation: many icons, each a symbol of the sprite that was drawn.
  await expect.poll(async () => (await spriteIcons(page, 'header, nav')).filter((i) => !i.drawn).length, { message: 'icons not yet drawn' }).toBe(0);
  const shell = await spriteIcons(page, 'header, nav');
  expect(shell.length).toBeGreaterThan(10);
  const files = new Set(shell.map((i) => i.href.split('#')[0]));
  expect(files.size).toBe(1);
  const [file] = [...files];
  expect(file).toMatch(spriteAddress);
  expect(shell.every((i) => i.hidden && i.stroke === 'currentColor')).toBe(true);
  // The menu's items draw different pictures (no row of identical gears), each a symbol of its own.
  expect(new Set(shell.map((i) => i.href.split('#')[1])).size).toBeGreaterThan(10);

  // The search's result sets: their headings' icons from the same sprite.
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox').fill('al');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('group').first()).toBeVisible();
  await expect.poll(async () => (await spriteIcons(page, '[role=listbox]')).filter((i) => i.drawn && i.href.startsWith(`${file}#`)).length).toBeGreaterThan(1);
  await page.screenshot({ path: `${shots}/search-1280.png` });
  await page.keyboard.press('Escape');

  // A print page (its own layout, no shell): its button's icon too.
  const orders = await callApiAs(page, { method: 'GET', path: '/api/ordering/sales-orders?pageSize=1' });
  const [order] = (orders.body as { items: { id: string }[] }).items;
  await page.goto(tenantUrl('acme', `/documents/sales-order/${order!.id}/print`));
  const toolbar = page.getByRole('toolbar');
  await expect(toolbar.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect.poll(async () => (await spriteIcons(page, '[role=toolbar]')).map((i) => `${i.href} ${i.drawn}`)).toEqual([`${file}#printer true`]);
  await page.screenshot({ path: `${shots}/print-1280.png` });

  // One file for every icon of three pages (the print page is a new document: the browser's cache answers it).
  expect(sprites.length).toBeGreaterThan(0);
  expect(new Set(sprites)).toEqual(new Set([file]));
  expect(answers.length).toBeGreaterThan(0);
  for (const answer of answers) {
    expect([200, 304]).toContain(answer.status);
    if (answer.status === 200) expect(answer.type).toMatch(/^image\/svg\+xml/);
    if (answer.status === 200) expect(answer.cache).toMatch(/immutable/);
  }
});

test('a symbol name the sprite lacks draws nothing (the check above can fail)', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect.poll(async () => (await spriteIcons(page, 'header')).filter((i) => !i.drawn).length).toBe(0);
  const file = (await spriteIcons(page, 'header'))[0]!.href.split('#')[0]!;
  const drawn = await page.evaluate(async (href) => {
    const ns = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(ns, 'svg');
    const use = document.createElementNS(ns, 'use');
    use.setAttribute('href', href);
    svg.append(use);
    document.querySelector('header')!.append(svg);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const box = use.getBBox();
    svg.remove();
    return box.width > 0;
  }, `${file}#no-such-icon`);
  expect(drawn).toBe(false);
});

for (const lang of ['en-US', 'es-MX'] as const) {
  test(`icons follow the text colour in light and dark, at 1280 and 320 px, axe clean (${lang})`, async ({ page, tenantUrl }) => {
    test.setTimeout(120_000);
    await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (lang === 'es-MX') {
      await new LanguageMenu(page).choose('English', 'Español');
      await expect(page.getByRole('heading', { name: 'Tablero', level: 1 })).toBeVisible();
    }
    const colours: Record<string, string> = {};
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [1280, 320]) {
        await page.setViewportSize({ width, height: 800 });
        await chooseScheme(page, lang === 'en-US' ? (scheme === 'light' ? 'Light' : 'Dark') : scheme === 'light' ? 'Claro' : 'Oscuro');
        await expect(page.locator('html')).toHaveClass(new RegExp(`scheme-${scheme}`));
        await page.goto(tenantUrl('acme', '/admin/customers'));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('main tbody tr').first()).toContainText(/\p{L}/u);
        await expect.poll(async () => (await spriteIcons(page, 'header, nav, main')).filter((i) => !i.drawn).length).toBe(0);
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), 'page width').toBeLessThanOrEqual(width);
        // The icon's stroke is currentColor: the colour its own element computes, which the theme sets.
        const banner = page.getByRole('banner').locator('svg:has(> use)').first();
        colours[`${scheme}-${width}`] = await banner.evaluate((svg) => getComputedStyle(svg).color);
        await page.screenshot({ path: `${shots}/customers-${width}-${scheme}-${lang}.png` });
        expect(await axeViolations(page), `${width} ${scheme}`).toEqual([]);
        if (width === 320) {
          await page.getByRole('banner').getByRole('button', { name: /^(Open menu|Abrir menú)$/ }).click();
          const nav = page.getByRole('navigation').first();
          await expect(nav).toBeVisible();
          // Slid in (the drawer's opening transition) before the picture.
          await expect.poll(async () => (await nav.boundingBox())?.x).toBeGreaterThanOrEqual(0);
          await page.waitForTimeout(450);
          await expect.poll(async () => (await spriteIcons(page, 'nav')).filter((i) => !i.drawn).length).toBe(0);
          await page.screenshot({ path: `${shots}/menu-320-${scheme}-${lang}.png` });
          await page.keyboard.press('Escape');
        }
      }
    }
    expect(colours['light-1280']).not.toBe(colours['dark-1280']);
  });
}
