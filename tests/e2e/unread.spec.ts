/**
 * Unread is plain to see (issue 3 "Looks"): in the messages panel an unread item has a tint and an accent bar
 * at its start that stands out from the item (WCAG 1.4.11: 3:1 or more), in the light and the dark scheme of
 * all six themes, without an axe violation; an unread chat in the quick chat is marked the same way. Screenshots
 * of the messages panel in light and dark go to this test's output folder.
 */
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './support/a11y';
import { expect, signInAt, test } from './support/fixtures';

const themes = ['Default', 'Brand', 'Teal', 'Rose', 'Purple', 'Amber'] as const;
const schemes = ['Light', 'Dark'] as const;

async function choose(page: Page, theme: string, scheme: string) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByText(theme, { exact: true }).click();
  await settings.getByText(scheme, { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(new RegExp(`scheme-${scheme.toLowerCase()}`));
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
}

interface Marking {
  /** The unread row's background differs from a read row's. */
  tinted: boolean;
  /** Contrast of the start bar against the unread row's background. */
  barContrast: number;
  barWidth: number;
}

/** How an unread row is marked against a read one, measured from the computed styles (colours composited over `surface`). */
async function marking(unread: Locator, read: Locator, surface: Locator): Promise<Marking> {
  const handles = [await read.elementHandle(), await surface.elementHandle()] as const;
  return unread.evaluate(
    (u, [r, s]) => {
      const parse = (c: string) => {
        const [red = 0, green = 0, blue = 0, alpha = 1] = (c.match(/[\d.]+/g) ?? []).map(Number);
        return { rgb: [red, green, blue], alpha: c.startsWith('rgba') ? alpha : 1 };
      };
      const over = (top: string, under: number[]) => {
        const { rgb, alpha } = parse(top);
        return rgb.map((v, i) => v * alpha + (under[i] ?? 0) * (1 - alpha));
      };
      const luminance = (rgb: number[]) => {
        const [lr = 0, lg = 0, lb = 0] = rgb.map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
      };
      const contrast = (a: number[], b: number[]) => {
        const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
        return (hi + 0.05) / (lo + 0.05);
      };
      const base = parse(getComputedStyle(s as Element).backgroundColor).rgb;
      const unreadBg = over(getComputedStyle(u).backgroundColor, base);
      const readBg = over(getComputedStyle(r as Element).backgroundColor, base);
      const bar = getComputedStyle(u, '::before');
      return {
        tinted: unreadBg.some((v, i) => Math.abs(v - (readBg[i] ?? 0)) > 4),
        barContrast: Math.round(contrast(over(bar.backgroundColor, unreadBg), unreadBg) * 100) / 100,
        barWidth: parseFloat(bar.width) || 0,
      };
    },
    handles,
  );
}

test.use({ viewport: { width: 1280, height: 900 } });

test('unread messages are marked clearly in light and dark, in every theme, axe clean', async ({ page, tenantUrl }) => {
  test.setTimeout(180_000);
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  for (const theme of themes) {
    for (const scheme of schemes) {
      await choose(page, theme, scheme);
      await page.getByRole('button', { name: /^Messages(, \d+ unread)?$/ }).click();
      const panel = page.getByRole('dialog', { name: 'Messages' });
      const unread = panel.locator('li[data-read="false"]').first();
      const read = panel.locator('li[data-read="true"]').first();
      await expect(unread).toBeVisible();
      await expect(read).toBeAttached();
      // Hovering an unread row keeps it marked (the hover must not hide it).
      await unread.hover();
      const hovered = await marking(unread, read, panel);
      await page.mouse.move(0, 800);
      const m = await marking(unread, read, panel);
      const where = `${theme} ${scheme}`;
      expect(m.tinted, `${where}: unread tinted`).toBe(true);
      expect(m.barWidth, `${where}: bar width`).toBeGreaterThanOrEqual(3);
      expect(m.barContrast, `${where}: bar contrast`).toBeGreaterThanOrEqual(3);
      expect(hovered.tinted && hovered.barContrast >= 3, `${where}: still marked on hover`).toBe(true);
      if (theme === 'Default') await panel.screenshot({ path: test.info().outputPath(`messages-unread-${scheme.toLowerCase()}.png`) });
      if (theme === 'Amber' && scheme === 'Light') await panel.screenshot({ path: test.info().outputPath('messages-unread-amber-light.png') });
      expect(await axeViolations(page), where).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    }
  }
});

test('an unread chat in the quick chat is marked the same way, light and dark', async ({ page, tenantUrl }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, tenantUrl('acme', '/dashboard?layout=modern'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  for (const scheme of schemes) {
    await choose(page, 'Default', scheme);
    await page.getByRole('button', { name: 'Quick chat' }).click();
    const drawer = page.getByRole('dialog', { name: 'Quick chat' });
    const list = drawer.getByRole('navigation', { name: 'Chats' });
    const unread = list.getByRole('button', { name: /Unread messages: \d+/ }).first();
    const read = list.getByRole('button').filter({ hasNotText: /Unread messages/ }).first();
    await expect(unread).toBeVisible();
    await page.mouse.move(0, 800);
    const m = await marking(unread, read, list);
    expect(m.tinted, `${scheme}: unread chat tinted`).toBe(true);
    expect(m.barContrast, `${scheme}: unread chat bar contrast`).toBeGreaterThanOrEqual(3);
    await page.waitForTimeout(450); // the drawer's 0.4 s animation settles before axe looks at colours
    await list.screenshot({ path: test.info().outputPath(`chats-unread-${scheme.toLowerCase()}.png`) });
    expect(await axeViolations(page), scheme).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
});

test('the open chat and the unread ones are told apart at a glance, and the chat is reachable in a layout without its panel (issue 13 point 12)', async ({ page, tenantUrl }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // Classic has no docked chat panel: its toggle is in the top bar.
  await signInAt(page, tenantUrl('acme', '/dashboard?layout=classic'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  for (const scheme of schemes) {
    await choose(page, 'Default', scheme);
    await page.getByRole('banner').getByRole('button', { name: 'Quick chat' }).click();
    const drawer = page.getByRole('dialog', { name: 'Quick chat' });
    const list = drawer.getByRole('navigation', { name: 'Chats' });
    const unread = list.getByRole('button', { name: /Unread messages: \d+/ });
    await expect(unread.first()).toBeVisible();
    const read = list.getByRole('button').filter({ hasNotText: /Unread messages/ }).first();
    await read.click();
    const open = list.locator('button[aria-current="true"]');
    await expect(open).toHaveCount(1);
    await page.mouse.move(0, 800);
    await page.waitForTimeout(450);
    // The open chat's fill against an unread chat's, composited over the list: a clear difference (3:1 or more).
    const difference = await open.evaluate((o, u) => {
      const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
      const over = (top: string, under: number[]) => {
        const [r = 0, g = 0, b = 0, a = 1] = parse(top);
        const alpha = top.startsWith('rgba') ? a : 1;
        return [r, g, b].map((v, i) => v * alpha + (under[i] ?? 0) * (1 - alpha));
      };
      const lum = (rgb: number[]) => {
        const [lr = 0, lg = 0, lb = 0] = rgb.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
        return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
      };
      const base = parse(getComputedStyle(o.closest('nav')!).backgroundColor);
      const a = lum(over(getComputedStyle(o).backgroundColor, base));
      const b = lum(over(getComputedStyle(u as Element).backgroundColor, base));
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    }, await unread.first().elementHandle());
    expect(difference, `${scheme}: open vs unread`).toBeGreaterThanOrEqual(3);
    await list.screenshot({ path: test.info().outputPath(`chats-open-unread-${scheme.toLowerCase()}.png`) });
    expect(await axeViolations(page), scheme).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
});
