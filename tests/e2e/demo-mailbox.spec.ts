/**
 * The demo mailbox (issue 14) in one story: folders with their counts, opening an unread mail marks it read (the inbox
 * count drops), star and label it, move it to Spam (Spam's count, all its mails, grows by one), a reload keeps the
 * address and the changes, the label's list shows it, the next page, labels created, renamed and deleted, the layout
 * setting; axe in dark and light, 320 px without overflow, es-MX headings.
 */
import type { Page } from '@playwright/test';
import { DemoPage } from './pages/demo.page';
import { chooseSpanish } from './pages/employees.page';
import { expect, signInAt, test } from './support/fixtures';

const shots = '/tmp/shots/mail14';

/** The shell's light or dark scheme (the page has its own "Mailbox settings", so the shell's button is named exactly). */
async function chooseScheme(page: Page, scheme: 'Light' | 'Dark') {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByText(scheme, { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(new RegExp(`scheme-${scheme.toLowerCase()}`));
  await drawer.getByRole('button', { name: 'Close settings' }).click();
  await expect(drawer).toBeHidden();
}

const folderLink = (page: Page, title: string) => page.getByRole('navigation', { name: 'Mailbox folders' }).getByRole('link', { name: new RegExp(`^${title}`) });
const countOf = async (page: Page, title: string) => {
  const text = (await folderLink(page, title).textContent()) ?? '';
  return Number(/(\d+)\s*$/.exec(text)?.[1] ?? 0);
};

test('mailbox: read, star, label, move (the counts follow), reload keeps it, pages, labels and settings; axe light and dark; phone; es-MX', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/apps/mailbox'), 'sam@acme.test');
  const demo = new DemoPage(page);
  await demo.seeHeading('Mailbox');
  const list = page.getByRole('region', { name: 'Inbox' });
  await expect(list.getByRole('status')).toHaveText(/^1–10 of \d+$/);
  const inboxBefore = await countOf(page, 'Inbox');
  const spamBefore = await countOf(page, 'Spam');
  expect(inboxBefore).toBeGreaterThan(0);
  expect(spamBefore).toBeGreaterThan(0);
  await page.screenshot({ path: `${shots}/mailbox-dark-1280.png` });

  // Open the first unread mail: it is marked read and the inbox count drops by one (SPEC §4).
  const unreadItem = list.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'Unread' }) }).first();
  await unreadItem.getByRole('link').click();
  await expect(page).toHaveURL(/\/apps\/mailbox\/folder\/inbox\/1\/[\w-]+$/);
  const reader = page.getByRole('article');
  await expect(reader.getByRole('heading', { level: 2 })).toBeVisible();
  await expect.poll(() => countOf(page, 'Inbox')).toBe(inboxBefore - 1);
  await expect(reader.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'false');
  await page.screenshot({ path: `${shots}/mailbox-open-dark-1280.png` });

  // Star and label it, then move it to Spam: Spam counts all its mails, so it grows by one.
  const mailUrl = page.url();
  await reader.getByRole('button', { name: /^Star:/ }).click();
  await expect(reader.getByRole('button', { name: /^Star:/ })).toHaveAttribute('aria-pressed', 'true');
  const work = reader.getByRole('button', { name: 'Work', exact: true });
  if ((await work.getAttribute('aria-pressed')) === 'false') await work.click();
  await expect(work).toHaveAttribute('aria-pressed', 'true');
  await reader.getByLabel('Folder').selectOption({ label: 'Spam' });
  await expect.poll(() => countOf(page, 'Spam')).toBe(spamBefore + 1);

  // A reload keeps the address, the folder, the star and the label.
  await page.reload();
  await expect(page).toHaveURL(mailUrl);
  await expect(page.getByRole('article').getByLabel('Folder')).toHaveValue(await page.getByRole('article').getByRole('option', { name: 'Spam' }).getAttribute('value') ?? '');
  await expect(page.getByRole('article').getByRole('button', { name: /^Star:/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('article').getByRole('button', { name: 'Work', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // The label's list holds it; the Spam folder too.
  await folderLink(page, 'Work').click();
  await expect(page).toHaveURL(/\/apps\/mailbox\/label\/work$/);
  await folderLink(page, 'Spam').click();
  const spam = page.getByRole('region', { name: 'Spam' });
  await expect(spam.getByRole('status')).toHaveText(new RegExp(`of ${spamBefore + 1}$`));

  // Pages: the inbox's second page.
  await folderLink(page, 'Inbox').click();
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/apps\/mailbox\/folder\/inbox\/2$/);
  await expect(list.getByRole('status')).toHaveText(/^11–20 of \d+$/);

  // Bulk: select the page, mark it read; the inbox count drops by the unread mails it had.
  const unreadOnPage = await list.getByRole('img', { name: 'Unread' }).count();
  const inboxNow = await countOf(page, 'Inbox');
  await list.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(list.getByRole('group', { name: 'Selected mails' })).toContainText('10 selected');
  if (unreadOnPage > 0) {
    await list.getByRole('button', { name: 'Mark read' }).click();
    await expect(list.getByRole('img', { name: 'Unread' })).toHaveCount(0);
    await expect.poll(() => countOf(page, 'Inbox')).toBe(inboxNow - unreadOnPage);
  } else {
    await list.getByRole('button', { name: 'Clear selection' }).click();
  }
  await expect(list.getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked();

  // Labels: create, rename, delete.
  await page.getByRole('button', { name: 'Labels' }).click();
  const labels = page.getByRole('dialog', { name: 'Labels' });
  await labels.getByRole('button', { name: 'New label' }).click();
  await labels.getByLabel('Name').fill('Trips');
  await labels.getByLabel('Colour').selectOption('green');
  await labels.getByRole('button', { name: 'Create label' }).click();
  await expect(labels.getByRole('button', { name: 'Edit Trips' })).toBeVisible();
  await page.screenshot({ path: `${shots}/mailbox-labels-dark-1280.png` });
  await demo.seeNoAxeViolations('labels dialog, dark');
  await labels.getByRole('button', { name: 'Edit Trips' }).click();
  await labels.getByLabel('Name').fill('Journeys');
  await labels.getByRole('button', { name: 'Save label' }).click();
  await expect(labels.getByRole('button', { name: 'Edit Journeys' })).toBeVisible();
  await labels.getByRole('button', { name: 'Close' }).click();
  await expect(folderLink(page, 'Journeys')).toBeVisible();
  await page.getByRole('button', { name: 'Labels' }).click();
  await labels.getByRole('button', { name: 'Delete Journeys' }).click();
  await labels.getByRole('button', { name: 'Delete label' }).click();
  await expect(labels.getByRole('button', { name: 'Edit Journeys' })).toHaveCount(0);
  await labels.getByRole('button', { name: 'Close' }).click();
  await expect(labels).toBeHidden();

  // Settings: the mail in place of the list.
  await page.getByRole('button', { name: 'Mailbox settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Mailbox settings' });
  await settings.getByLabel('In place of the list').check();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings).toBeHidden();
  await list.getByRole('listitem').first().getByRole('link').click();
  await expect(page.getByRole('article')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Inbox' })).toHaveCount(0);
  await demo.seeNoAxeViolations('mail, dark');
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(list).toBeVisible();

  await chooseScheme(page, 'Light');
  await page.screenshot({ path: `${shots}/mailbox-light-1280.png` });
  await demo.seeNoAxeViolations('mailbox, light');

  await chooseSpanish(page);
  await page.setViewportSize({ width: 320, height: 720 });
  await demo.seeHeading('Buzón');
  await demo.dontOverflow();
  await page.screenshot({ path: `${shots}/mailbox-es-320.png`, fullPage: true });
  await page.getByRole('button', { name: 'Carpetas y etiquetas' }).click();
  await expect(page.getByRole('navigation', { name: 'Carpetas del buzón' })).toBeVisible();
  await demo.dontOverflow();
  await page.screenshot({ path: `${shots}/mailbox-es-320-drawer.png`, fullPage: true });
  await demo.seeNoAxeViolations('mailbox es-MX 320, light');
});
