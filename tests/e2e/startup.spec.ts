import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { axeViolations } from './support/a11y';

// Issue 11 fault 3 (SECURITY-TESTS N6): a broken config.json ends on the could-not-start page with Try again, in the
// device's language (not the configuration's), within the time limit; never a blank page.

async function seeCouldNotStart(page: Page, texts: { title: string; retry: string }) {
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await expect(page.getByRole('button', { name: texts.retry })).toBeVisible();
}

test('N6 a truncated config.json shows the could-not-start page in English; Try again starts the app once it is fixed', async ({ page, tenantUrl }) => {
  let broken = true;
  await page.route('**/config.json', async (route) => {
    if (!broken) return route.fallback();
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{"authority": "http://localhost:9090", "clientId": "backo' });
  });
  await page.goto(tenantUrl('acme'));
  await seeCouldNotStart(page, { title: 'The application could not start', retry: 'Try again' });
  expect(await axeViolations(page)).toEqual([]);
  broken = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });
  test('N6 a config.json that never answers shows the page in Spanish after the time limit (page clock)', async ({ page, tenantUrl }) => {
    await page.clock.install();
    await page.route('**/config.json', () => undefined);
    await page.goto(tenantUrl('acme'));
    await expect(page.getByRole('button', { name: 'Intentar de nuevo' })).toHaveCount(0);
    await page.clock.runFor(9_000);
    await expect(page.getByRole('button', { name: 'Intentar de nuevo' })).toHaveCount(0);
    await page.clock.runFor(1_500);
    await seeCouldNotStart(page, { title: 'La aplicación no pudo iniciar', retry: 'Intentar de nuevo' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-MX');
  });
});
