/**
 * Pictures of people (issue 3 "Looks"): every avatar the mock hands out loads in Chromium, from a nested route
 * too (the paths are absolute), and a picture that fails shows the person's initials or the icon instead of a
 * broken image. tests/mirage/images.test.ts checks the same paths against public/ without a browser.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, signInAt, test } from './support/fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

/** Waits until every picture inside has finished, then answers those that did not load (none, when all is well). */
async function brokenImages(scope: Locator): Promise<string[]> {
  const images = scope.locator('img');
  await expect.poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete))).toBe(true);
  return images.evaluateAll((all) =>
    all.filter((img) => (img as HTMLImageElement).naturalWidth === 0 || (img as HTMLImageElement).hidden).map((img) => (img as HTMLImageElement).src),
  );
}

/** Every response the browser got with a 4xx or 5xx status (Mirage answers in the page, so these are real files). */
function failedResponses(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  // A request the page itself gave up on (a navigation away during sign-in cancels what it was loading) is not a file
  // that failed; anything else is.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`failed ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  return failed;
}

test('search, quick chat and messages show every picture, from a nested route, and no request fails', async ({ page, tenantUrl }) => {
  const failed = failedResponses(page);
  // A nested route: a relative picture path (images/...) would resolve under /purchases/ and fail here.
  await signInAt(page, tenantUrl('acme', '/purchases/requisitions?layout=modern'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Requisitions', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/purchases\/requisitions/);

  // Search: business records (contacts are not offered until their screen exists, issue 13 point 5): no broken picture.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('combobox', { name: 'Search' }).fill('Hernández');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('group', { name: 'Customers' })).toBeVisible();
  expect(await brokenImages(results)).toEqual([]);
  await page.getByRole('button', { name: 'Close search' }).click();

  // Messages: the colleagues' portraits.
  await page.getByRole('button', { name: /^Messages(, \d+ unread)?$/ }).click();
  const messages = page.getByRole('dialog', { name: 'Messages' });
  await expect(messages.getByRole('listitem').first()).toBeVisible();
  expect(await messages.locator('img').count()).toBe(5);
  expect(await brokenImages(messages)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(messages).toBeHidden();

  // Quick chat: the list and the open conversation's header.
  await page.getByRole('button', { name: 'Quick chat' }).click();
  const drawer = page.getByRole('dialog', { name: 'Quick chat' });
  const chats = drawer.getByRole('navigation', { name: 'Chats' });
  await expect(chats.getByRole('button').first()).toBeVisible();
  expect(await chats.locator('img').count()).toBeGreaterThan(5);
  await chats.getByRole('button').first().click();
  await expect(drawer.getByRole('heading', { level: 3 })).toBeVisible();
  expect(await drawer.locator('section img').count()).toBe(1);
  expect(await brokenImages(drawer)).toEqual([]);

  expect(failed).toEqual([]);
});

test('a picture that fails to load leaves the initials or the icon, never a broken image', async ({ page, tenantUrl }) => {
  await page.route('**/images/avatars/**', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
  await signInAt(page, tenantUrl('acme', '/dashboard?layout=modern'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Quick chat' }).click();
  const drawer = page.getByRole('dialog', { name: 'Quick chat' });
  const dena = drawer.getByRole('navigation', { name: 'Chats' }).getByRole('button', { name: /^Dena Molina/ });
  await expect(dena).toBeVisible();
  await expect.poll(() => drawer.locator('img').count()).toBeGreaterThan(5);
  // Every failed picture has hidden itself; what shows is the contact's initials.
  await expect(drawer.locator('img:visible')).toHaveCount(0);
  await expect(dena.locator('[aria-hidden="true"]').first()).toHaveText('DM');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Messages(, \d+ unread)?$/ }).click();
  const messages = page.getByRole('dialog', { name: 'Messages' });
  const laura = messages.getByRole('listitem').filter({ hasText: 'Laura Méndez' });
  await expect(laura).toBeVisible();
  await expect(messages.locator('img:visible')).toHaveCount(0);
  await expect(laura.locator('svg:visible').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('messages-pictures-failed.png') });
});
