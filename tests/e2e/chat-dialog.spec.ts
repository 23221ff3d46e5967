/**
 * Quick chat in the browser (SPEC §2, §4, §8): open from the toggle, pick a chat, send a message, it is kept after
 * closing and reopening and after a reload (the mock stores it); the overlay and the header close the drawer;
 * no axe violation with the drawer open. (The confirmation dialog in the product: top-bar.spec.ts and xss-surfaces.spec.ts.)
 */
import { openSettings } from './support/shell-controls';
import { axeViolations } from './support/a11y';
import { expect, signInAt, test } from './support/fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test('quick chat: select a chat, send a message, it stays after closing, reopening and a reload; axe clean', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/dashboard?layout=modern'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Quick chat' });
  await toggle.click();
  const drawer = page.getByRole('dialog', { name: 'Quick chat' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Select a conversation', { exact: true })).toBeVisible();
  const chats = drawer.getByRole('navigation', { name: 'Chats' }).getByRole('button');
  await expect(chats.first()).toBeVisible();
  await chats.first().click();
  const thread = drawer.getByRole('list', { name: 'Messages' });
  await expect(thread).toBeVisible();
  const name = (await drawer.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(name).not.toBe('');

  const text = `Hello from e2e ${Date.now()}`;
  const box = drawer.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(thread.getByText(text)).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(thread.locator('li[data-mine="true"]').last()).toContainText(/\d{2}:\d{2}/);
  await page.waitForTimeout(450); // the drawer's 0.4 s animation settles before axe looks at colours
  await page.screenshot({ path: 'test-results/screens/chat/drawer-desktop-dark.png' });
  expect(await axeViolations(page)).toEqual([]);

  // The overlay closes it; reopening shows the same conversation with the message.
  await page.mouse.click(40, 450);
  await expect(drawer).toBeHidden();
  await toggle.click();
  await expect(drawer.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();

  // The header closes it too.
  await drawer.getByRole('heading', { name: 'Quick chat' }).click();
  await expect(drawer).toBeHidden();

  // The mock stores it: after a reload the chat still has it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Quick chat' }).click();
  await drawer.getByRole('navigation', { name: 'Chats' }).getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(drawer.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();
});

test('quick chat: Escape closes the drawer and focus returns to the toggle', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/dashboard?layout=modern'), 'ana@acme.test');
  const toggle = page.getByRole('button', { name: 'Quick chat' });
  await toggle.click();
  const drawer = page.getByRole('dialog', { name: 'Quick chat' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('quick chat on a phone in the light scheme: a conversation fits, no axe violation', async ({ page, tenantUrl }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, tenantUrl('acme', '/dashboard?layout=thin'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await openSettings(page);
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByText('Light', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/scheme-light/);
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await page.getByRole('button', { name: 'Quick chat' }).click();
  const drawer = page.getByRole('dialog', { name: 'Quick chat' });
  await drawer.getByRole('navigation', { name: 'Chats' }).getByRole('button').first().click();
  await expect(drawer.getByRole('list', { name: 'Messages' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Send' })).toBeInViewport();
  await page.waitForTimeout(450);
  await page.screenshot({ path: 'test-results/screens/chat/drawer-phone-light.png' });
  expect(await axeViolations(page)).toEqual([]);
});

test('loading bar: shows while requests are pending (loading a chat) and is gone when none remain', async ({ page, tenantUrl }) => {
  // Mirage answers at once, so the bar shows only briefly: a MutationObserver records that it appeared.
  await page.addInitScript(() => {
    const w = window as unknown as { __loadingBarSeen: number };
    w.__loadingBarSeen = 0;
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"][aria-label="Loading"]')) w.__loadingBarSeen += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  await signInAt(page, tenantUrl('acme', '/dashboard?layout=modern'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Loading' });
  await expect(bar).toBeHidden();
  await page.evaluate(() => {
    (window as unknown as { __loadingBarSeen: number }).__loadingBarSeen = 0;
  });
  await page.getByRole('button', { name: 'Quick chat' }).click();
  const drawer = page.getByRole('dialog', { name: 'Quick chat' });
  await drawer.getByRole('navigation', { name: 'Chats' }).getByRole('button').nth(1).click();
  await expect(drawer.getByRole('list', { name: 'Messages' })).toBeVisible();
  await expect(bar).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { __loadingBarSeen: number }).__loadingBarSeen)).toBeGreaterThan(0);
});
