/** The top bar's messages and notifications panels, the user status and the fullscreen toggle (issue 3, item 4). */
import type { Page } from '@playwright/test';
import { axeViolations } from './support/a11y';
import { expect, signInAt, test } from './support/fixtures';

async function signIn(page: Page, url: string) {
  await signInAt(page, url, 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

const messagesTrigger = (page: Page) => page.getByRole('button', { name: /^Messages(, \d+ unread)?$/ });
const notificationsTrigger = (page: Page) => page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });

async function openMessages(page: Page) {
  await messagesTrigger(page).click();
  const panel = page.getByRole('dialog', { name: 'Messages' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  return panel;
}

test('messages: toggling one item read/unread is kept after reopening and after a reload', async ({ page, tenantUrl }) => {
  await signIn(page, tenantUrl('acme'));
  await expect(messagesTrigger(page)).toHaveAccessibleName(/^Messages, \d+ unread$/);
  let panel = await openMessages(page);
  const first = panel.getByRole('listitem').first();
  await expect(first).toHaveAttribute('data-read', 'false');
  const before = (await messagesTrigger(page).getAttribute('aria-label')) ?? '';
  const unread = Number(/(\d+) unread/.exec(before)?.[1]);
  await first.getByRole('button', { name: 'Mark as read' }).click();
  await expect(first).toHaveAttribute('data-read', 'true');
  await expect(messagesTrigger(page)).toHaveAccessibleName(unread - 1 > 0 ? `Messages, ${unread - 1} unread` : 'Messages');

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  panel = await openMessages(page);
  await expect(panel.getByRole('listitem').first()).toHaveAttribute('data-read', 'true');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  panel = await openMessages(page);
  await expect(panel.getByRole('listitem').first()).toHaveAttribute('data-read', 'true');
  await panel.getByRole('listitem').first().getByRole('button', { name: 'Mark as unread' }).click();
  await expect(panel.getByRole('listitem').first()).toHaveAttribute('data-read', 'false');
  await expect(messagesTrigger(page)).toHaveAccessibleName(`Messages, ${unread} unread`);
});

test('messages: remove one, then mark all as read makes the badge disappear', async ({ page, tenantUrl }) => {
  await signIn(page, tenantUrl('acme'));
  const panel = await openMessages(page);
  const items = panel.getByRole('listitem');
  const count = await items.count();
  const removedTitle = (await items.nth(1).locator('[id$="-title"]').textContent()) ?? '';
  // Removal asks first, quoting the message; Escape (or Cancel) keeps it.
  await items.nth(1).getByRole('button', { name: 'Remove' }).click();
  let confirm = page.getByRole('alertdialog', { name: 'Remove this message?' });
  await expect(confirm).toContainText(removedTitle);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(items).toHaveCount(count);
  await expect(items.nth(1).getByRole('button', { name: 'Remove' })).toBeFocused();
  await items.nth(1).getByRole('button', { name: 'Remove' }).click();
  confirm = page.getByRole('alertdialog', { name: 'Remove this message?' });
  await expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(panel).toBeVisible();
  // The button that asked is gone with its message: the focus is back in the panel, not on the page.
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  await expect(items).toHaveCount(count - 1);
  await expect(panel.getByText(removedTitle, { exact: true })).toHaveCount(0);

  await expect(messagesTrigger(page)).toHaveText(/^\d+$/);
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(messagesTrigger(page)).toHaveAccessibleName('Messages');
  await expect(messagesTrigger(page)).toHaveText('');
  for (const item of await items.all()) await expect(item).toHaveAttribute('data-read', 'true');
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(messagesTrigger(page)).toHaveAccessibleName('Messages');
  const again = await openMessages(page);
  await expect(again.getByRole('listitem')).toHaveCount(count - 1);
});

test('notifications: the panel opens from its button and closes with Escape; axe finds nothing with it open', async ({ page, tenantUrl }) => {
  await signIn(page, tenantUrl('acme'));
  await notificationsTrigger(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await expect(panel.locator('time').first()).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{1,2}:\d{2} (AM|PM)$/);
  expect(await axeViolations(page), 'notifications panel').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(notificationsTrigger(page)).toBeFocused();
  await notificationsTrigger(page).click();
  await expect(panel).toBeVisible();
  await notificationsTrigger(page).click();
  await expect(panel).toBeHidden();

  await openMessages(page);
  expect(await axeViolations(page), 'messages panel').toEqual([]);
});

test('user status: choosing Busy updates the dot and survives a reload', async ({ page, tenantUrl }) => {
  await signIn(page, tenantUrl('acme'));
  const userMenu = page.getByRole('button', { name: 'User menu' });
  const dot = userMenu.locator('[data-status]');
  await expect(dot).toHaveAttribute('data-status', 'online');
  await userMenu.click();
  await expect(page.getByRole('menuitemradio', { name: 'Online' })).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: 'test-results/screens/top-bar/user-status.png' });
  expect(await axeViolations(page), 'user menu with status').toEqual([]);
  await page.getByRole('menuitemradio', { name: 'Busy' }).click();
  await expect(dot).toHaveAttribute('data-status', 'busy');
  // Saved: the PATCH is answered by the in-browser mock; give it its turn before reloading.
  await page.waitForTimeout(300);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' }).locator('[data-status]')).toHaveAttribute('data-status', 'busy');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Busy' })).toHaveAttribute('aria-checked', 'true');
});

test('fullscreen: the button enters and leaves fullscreen (or logs the failure)', async ({ page, tenantUrl }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await signIn(page, tenantUrl('acme'));
  const toggle = page.getByRole('button', { name: 'Fullscreen' });
  await expect(toggle).toHaveAccessibleName('Enter fullscreen');
  await toggle.click();
  const supported = await page.evaluate(() => document.fullscreenEnabled);
  if (supported) {
    await expect(toggle).toHaveAccessibleName('Exit fullscreen');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Enter fullscreen');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(false);
  } else {
    await expect.poll(() => logged).toContain('Entering fullscreen mode failed.');
    await expect(toggle).toHaveAccessibleName('Enter fullscreen');
  }
});

test('fullscreen: a refused request logs exactly the SPEC text', async ({ page, tenantUrl }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.addInitScript(() => {
    Element.prototype.requestFullscreen = () => Promise.reject(new TypeError('Permissions check failed'));
  });
  await signIn(page, tenantUrl('acme'));
  const toggle = page.getByRole('button', { name: 'Fullscreen' });
  await toggle.click();
  await expect.poll(() => logged).toContain('Entering fullscreen mode failed.');
  await expect(toggle).toHaveAccessibleName('Enter fullscreen');
});

test('panels in the light scheme and in Spanish: no axe violation, 24-hour times', async ({ page, tenantUrl }) => {
  await signIn(page, tenantUrl('acme'));
  await page.getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByText('Light', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/scheme-light/);
  await drawer.getByRole('button', { name: 'Close settings' }).click();
  await expect(drawer).toBeHidden();
  await openMessages(page);
  expect(await axeViolations(page), 'messages panel, light').toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  const trigger = page.getByRole('button', { name: /^Notificaciones/ });
  await expect(trigger).toBeVisible();
  await trigger.click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(panel.locator('time').first()).toHaveText(/^\d{2} [a-z]{3,4}, \d{2}:\d{2}$/);
  await expect(panel.getByRole('button', { name: 'Marcar todo como leído' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/top-bar/notifications-es-mx-light.png' });
  expect(await axeViolations(page), 'notifications panel, es-MX light').toEqual([]);
});
