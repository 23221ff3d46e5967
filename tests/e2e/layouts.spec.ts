import { openSettings } from './support/shell-controls';
import { layoutIds } from '../../src/config/appearance';
import { expect, signInAt, test } from './support/fixtures';
import { axeViolations } from './support/a11y';

// Independent stories (each signs in on its own context): spread over the workers, not one after the other in one.
test.describe.configure({ mode: 'parallel' });

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const viewport of viewports) {
  for (const scheme of ['Dark', 'Light'] as const) {
    test(`every layout at ${viewport.width}x${viewport.height} in ${scheme.toLowerCase()}: renders, no axe violation`, async ({ page, tenantUrl }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await openSettings(page);
      const drawer = page.getByRole('dialog', { name: 'Settings' });
      await drawer.getByText(scheme, { exact: true }).click();
      await expect(page.locator('html')).toHaveClass(new RegExp(`scheme-${scheme.toLowerCase()}`));
      await drawer.getByRole('button', { name: 'Close settings' }).click();
      await expect(drawer).toBeHidden();
      for (const layout of layoutIds) {
        await page.goto(tenantUrl('acme', `/dashboard?layout=${layout}`));
        await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 }), layout).toBeVisible();
        if (layout !== 'empty') {
          const footer = page.getByRole('contentinfo');
          // The company's name as the worker's servers have it now (another story may have renamed it).
          await expect(footer, layout).toContainText(new RegExp(`^Acme Telecom.* © ${new Date().getFullYear()}$`));
          // At the bottom of the viewport, or below the content: never floating mid-screen (issue 13 point 8).
          const box = (await footer.boundingBox())!;
          expect(box.y + box.height, `${layout}: footer bottom`).toBeGreaterThanOrEqual(viewport.height - 1);
        }
        await page.waitForTimeout(450); // menu animations (400 ms) settle before the picture
        // Nothing makes the page wider than the window (the horizontal navigation with every group wraps instead).
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), `${layout}: page width`).toBeLessThanOrEqual(viewport.width);
        await page.screenshot({ path: `test-results/screens/layouts/${layout}-${viewport.name}-${scheme.toLowerCase()}.png` });
        expect(await axeViolations(page), `${layout} ${viewport.name} ${scheme}`).toEqual([]);
      }
    });
  }
}

test('looks: after sign-in text is in the self-hosted Inter, icons are hidden decoration, no request left this machine', async ({ page, tenantUrl }) => {
  const offMachine: string[] = [];
  const fonts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.hostname !== 'localhost' && !url.hostname.endsWith('.localhost') && url.hostname !== '127.0.0.1') offMachine.push(request.url());
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);

  expect(await page.evaluate(() => document.fonts.check('16px Inter'))).toBe(true);
  // check() is true as well for a family no @font-face declares: ours must be declared, and loaded.
  const inter = await page.evaluate(() => [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Inter').map((f) => f.status));
  expect(inter).toContain('loaded');
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Inter,/);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    expect(font.startsWith(tenantUrl('acme', '/assets/')), font).toBe(true);
    expect(font).toMatch(/\/inter-latin(-ext)?-wght-normal-[A-Z0-9]{8}\.woff2$/);
  }

  const icons = await page.getByRole('banner').locator('svg').evaluateAll((svgs) =>
    svgs.map((svg) => `${svg.getAttribute('aria-hidden')} ${svg.getAttribute('focusable')} ${svg.getAttribute('stroke')}`),
  );
  expect(icons.length).toBeGreaterThan(3);
  expect(new Set(icons)).toEqual(new Set(['true false currentColor']));
  expect(offMachine).toEqual([]);
});

test('the chosen theme, scheme and layout are saved for the user and survive a reload', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByText('Teal', { exact: true }).click();
  await drawer.getByText('Light', { exact: true }).click();
  await drawer.getByText('Modern', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/theme-teal/);
  await expect(page.locator('[data-layout="modern"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/scheme-light/);
  await expect(page.locator('html')).toHaveClass(/theme-teal/);
  await expect(page.locator('[data-layout="modern"]')).toBeVisible();
  // Saved for the user, not only on the device: the device cache is gone after sign-out, the choice is not.
  await page.evaluate(() => localStorage.removeItem('backoffice.appearance'));
  await page.reload();
  await expect(page.locator('[data-layout="modern"]')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/theme-teal/);
});

test('the navigation can sit on the right: chosen in the settings, saved for the user, mirrored in over mode', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const nav = page.locator('#main-navigation');
  const main = page.locator('#main-content');
  expect((await nav.boundingBox())!.x).toBe(0);
  await page.getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByText('Right', { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(nav).toHaveAttribute('data-position', 'right');
  const [navBox, mainBox] = [(await nav.boundingBox())!, (await main.boundingBox())!];
  expect(navBox.x + navBox.width).toBeCloseTo(1280, 0);
  expect(mainBox.x + mainBox.width).toBeLessThanOrEqual(navBox.x + 1);
  await page.screenshot({ path: test.info().outputPath('nav-right.png') });
  await page.evaluate(() => localStorage.removeItem('backoffice.appearance'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(nav).toHaveAttribute('data-position', 'right');
  // A phone: the menu slides in from the right edge.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /^(Open|Close) menu$/ }).click();
  await expect(nav).toHaveAttribute('data-opened', 'true');
  await expect.poll(async () => Math.round((await nav.boundingBox())!.x + (await nav.boundingBox())!.width)).toBe(390);
});

test('collapsables and asides: the compact layout opens a group as an aside, a route change closes it', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByText('Compact', { exact: true }).click();
  await page.keyboard.press('Escape');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Purchases' }).click();
  const aside = page.getByRole('region', { name: 'Purchases' });
  await expect(aside).toBeVisible();
  await aside.getByRole('link', { name: 'Quotes' }).click();
  await expect(page.getByRole('heading', { name: 'Quotations', level: 1 })).toBeVisible();
  await expect(aside).toBeHidden();
  await expect(nav.getByRole('button', { name: 'Purchases' })).toHaveAttribute('aria-current', 'true');
});

test('keyboard only: skip link, navigation and top bar are reachable and usable', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'sam@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  // Walk to the Sales orders link and follow it with Enter.
  const target = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sales orders' });
  await page.locator('body').focus();
  for (let i = 0; i < 12 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Sales orders', level: 1 })).toBeVisible();
  // The settings drawer opens and closes from the keyboard and gives focus back.
  const settings = page.getByRole('button', { name: 'Settings' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeHidden();
  await expect(settings).toBeFocused();
});
