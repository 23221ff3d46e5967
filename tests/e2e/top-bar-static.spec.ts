/**
 * The top bar before its panels' chunks arrive (issue 12 point 3): the start-up holds only what the first screen draws,
 * so the search, shortcuts, messages, notifications and the language and user menus come right after the first paint.
 * Here their chunks are held back: the triggers are the same enabled buttons (Tab reaches them, axe finds nothing),
 * what is typed into the search meanwhile is handed to it, and a press on Messages opens the panel once it arrives.
 * Screenshots of the held (static) and arrived (live) top bar in /tmp/shots/panels, to compare.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeViolations } from './support/a11y';
import { chooseScheme, chooseSpanish } from './pages/employees.page';
import { expect, signInAt, test } from './support/fixtures';

/** The panels' chunks (their views and machines), by the names esbuild gives their entry files. */
const panelChunk = /\/assets\/(search-bar|inbox-panel|shortcuts-popover|quick-chat-trigger|top-bar)-[A-Z0-9]+\.js$/;

/** Holds the panels' chunks until `release` (then every held and later request goes through). */
async function holdPanels(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(panelChunk, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, held };
}

const banner = (page: Page) => page.getByRole('banner');
const shoot = async (page: Page, name: string) => {
  await mkdir('/tmp/shots/panels', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/panels/${name}.png` });
};

test('before the panels arrive the triggers are live buttons: Tab stops, axe clean; typed search and a press on Messages are handed over', async ({ page, tenantUrl }) => {
  test.setTimeout(120_000);
  const panels = await holdPanels(page);
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect.poll(() => panels.held.length).toBeGreaterThan(0);
  for (const name of ['Search', 'Shortcuts', 'Messages', 'Notifications', 'Language: English', 'User menu']) {
    const trigger = banner(page).getByRole('button', { name, exact: true });
    await expect(trigger, name).toBeEnabled();
    await expect(trigger, name).not.toHaveAttribute('aria-hidden', 'true');
  }
  // Nothing of the panels has arrived: no unread count yet (it comes with the chunk).
  await expect(banner(page).getByRole('button', { name: /unread/ })).toHaveCount(0);
  expect(await axeViolations(page), 'axe: the static top bar').toEqual([]);
  await shoot(page, 'static-dark-1280-en');

  // The search: typed before its chunk arrives, kept, then searched by the machine.
  await banner(page).getByRole('button', { name: 'Search', exact: true }).click();
  const field = page.getByRole('combobox', { name: 'Search' });
  await expect(field).toBeFocused();
  await page.keyboard.type('alvarez');
  await expect(field).toHaveValue('alvarez');
  await shoot(page, 'static-search-typed');
  panels.release();
  await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible();
  await expect(page.getByRole('option', { name: /Álvarez/ }).first()).toBeVisible();
  await expect(field).toHaveValue('alvarez');
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  await expect(banner(page).getByRole('button', { name: /^Messages, \d+ unread$/ })).toBeVisible();

  // Messages, pressed while its chunk is held: the panel opens as it arrives.
  const again = await holdPanels(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await banner(page).getByRole('button', { name: 'Messages', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Messages' })).toHaveCount(0);
  again.release();
  const panel = page.getByRole('dialog', { name: 'Messages' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('a keyboard user on a static trigger keeps the focus when the panel arrives; Enter on the user menu before then opens it', async ({ page, tenantUrl }) => {
  const panels = await holdPanels(page);
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const notifications = banner(page).getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
  await notifications.focus();
  await expect(notifications).not.toHaveAttribute('data-state');
  panels.release();
  // Ark's trigger (data-state) replaced the static one and has the focus: Tab goes on from there.
  await expect(notifications).toHaveAttribute('data-state', 'closed');
  await expect(notifications).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await page.keyboard.press('Escape');

  const again = await holdPanels(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await banner(page).getByRole('button', { name: 'User menu' }).press('Enter');
  again.release();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
});

for (const scheme of ['Light', 'Dark'] as const) {
  test(`static and live top bar look alike: ${scheme.toLowerCase()}, 1280 and 320 px, English and Spanish`, async ({ page, tenantUrl }) => {
    test.setTimeout(120_000);
    await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await chooseScheme(page, scheme);
    for (const language of ['en', 'es'] as const) {
      if (language === 'es') await chooseSpanish(page);
      for (const width of [1280, 320]) {
        await page.setViewportSize({ width, height: 800 });
        const panels = await holdPanels(page);
        await page.reload();
        await expect(page.locator('main h1')).toBeVisible();
        await expect.poll(() => panels.held.length).toBeGreaterThan(0);
        await shoot(page, `static-${scheme.toLowerCase()}-${width}-${language}`);
        expect(await axeViolations(page), `axe: static ${scheme} ${width} ${language}`).toEqual([]);
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'no horizontal overflow').toBeLessThanOrEqual(0);
        panels.release();
        await expect(banner(page).getByRole('button', { name: /(Messages|Mensajes), \d+/ })).toBeVisible();
        await shoot(page, `live-${scheme.toLowerCase()}-${width}-${language}`);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
}
