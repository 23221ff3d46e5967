/**
 * The demo chat full screen (issue 14) in one story: the quick chat's chats with their unread counts; opening an unread
 * chat clears its count; the conversation has day dividers; a message sent with Enter shows at once and first in the
 * list; mute and the contact's info; search by name; after a reload the message and the mute stay and the quick chat
 * (modern layout) shows the same message; axe in dark and light; a phone in es-MX shows the list and the conversation
 * as two pages without overflow.
 */
import type { Page } from '@playwright/test';
import { DemoPage } from './pages/demo.page';
import { chooseSpanish } from './pages/employees.page';
import { expect, signInAt, test } from './support/fixtures';

const shots = '/tmp/shots/mail14';

async function chooseScheme(page: Page, scheme: 'Light' | 'Dark') {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByText(scheme, { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(new RegExp(`scheme-${scheme.toLowerCase()}`));
  await drawer.getByRole('button', { name: 'Close settings' }).click();
  await expect(drawer).toBeHidden();
}

test('chat: open an unread chat (its count clears), day dividers, send, mute, contact info, search; reload keeps them and the quick chat shows the message; axe; phone es-MX', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/apps/chat'), 'ana@acme.test');
  const demo = new DemoPage(page);
  await demo.seeHeading('Chat');
  await expect(page.getByText('Select a conversation', { exact: true })).toBeVisible();
  const chats = page.getByRole('region', { name: 'Chats' }).getByRole('link');
  await expect(chats.first()).toBeVisible();
  const unread = chats.filter({ hasText: /unread messages?/ }).first();
  const name = (await unread.locator(':scope > span').nth(1).locator('span').first().textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await page.screenshot({ path: `${shots}/chat-dark-1280.png` });

  await unread.click();
  await expect(page).toHaveURL(/\/apps\/chat\/[\w-]+$/);
  const chatUrl = page.url();
  const conversation = page.getByRole('region', { name });
  await expect(conversation.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(chats.filter({ hasText: name })).not.toContainText(/unread/);
  const thread = conversation.getByRole('list', { name: 'Messages' });
  expect(await thread.locator('li time[datetime]:not([datetime*="T"])').count()).toBeGreaterThan(0);

  const text = `From the full screen ${Date.now()}`;
  await conversation.getByRole('textbox', { name: 'Message' }).fill(text);
  await conversation.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(thread.locator('[data-mine="true"]').last()).toContainText(text);
  await expect(conversation.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expect(chats.first()).toContainText(name);
  await expect(chats.first()).toContainText(text);

  const mute = conversation.getByRole('button', { name: 'Mute' });
  const wasMuted = (await mute.getAttribute('aria-pressed')) === 'true';
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', String(!wasMuted));
  await conversation.getByRole('button', { name: 'Contact info' }).click();
  const info = page.getByRole('region', { name: 'Contact info' });
  await expect(info.getByText('Job title')).toBeVisible();
  await page.screenshot({ path: `${shots}/chat-open-dark-1280.png` });
  await demo.seeNoAxeViolations('chat with info, dark');

  await page.getByRole('searchbox', { name: 'Search chats' }).fill(name.split(' ')[1] ?? name);
  await expect(chats.filter({ hasText: name })).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search chats' }).fill('zzzz');
  await expect(page.getByText('No chat matches.')).toBeVisible();

  // After a reload: the sent message and the mute stay; the quick chat shows the same message.
  await page.goto(tenantUrl('acme', `${new URL(chatUrl).pathname}?layout=modern`));
  await expect(page.getByRole('region', { name }).getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();
  await expect(page.getByRole('region', { name }).getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', String(!wasMuted));
  await page.getByRole('button', { name: 'Quick chat' }).click();
  const drawer = page.getByRole('dialog', { name: 'Quick chat' });
  await drawer.getByRole('navigation', { name: 'Chats' }).getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(drawer.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();
  await drawer.getByRole('heading', { name: 'Quick chat' }).click();
  await expect(drawer).toBeHidden();
  // Back to the default layout (the modern layout's horizontal menu is wider than 1280 px on every page).
  await page.goto(tenantUrl('acme', `${new URL(chatUrl).pathname}?layout=classic`));
  await expect(page.getByRole('region', { name }).getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();

  await chooseScheme(page, 'Light');
  await page.screenshot({ path: `${shots}/chat-light-1280.png` });
  await demo.seeNoAxeViolations('chat, light');

  // A phone in es-MX: the conversation is its own page, the list another.
  await chooseSpanish(page);
  await page.setViewportSize({ width: 320, height: 720 });
  await expect(page.getByRole('region', { name }).getByRole('textbox', { name: 'Mensaje' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar chats' })).toBeHidden();
  await demo.dontOverflow();
  await page.screenshot({ path: `${shots}/chat-es-320-conversation.png`, fullPage: true });
  await demo.seeNoAxeViolations('chat conversation es-MX 320');
  await page.getByRole('link', { name: 'Volver a los chats' }).click();
  await expect(page).toHaveURL(/\/apps\/chat(\?.*)?$/);
  await expect(page.getByRole('searchbox', { name: 'Buscar chats' })).toBeVisible();
  await demo.dontOverflow();
  await page.screenshot({ path: `${shots}/chat-es-320-list.png`, fullPage: true });
  await demo.seeNoAxeViolations('chat list es-MX 320');
});
