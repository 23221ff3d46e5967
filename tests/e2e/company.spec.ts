/**
 * The company configuration end to end: root edits acme's trade name and the top bar and footer show it at once (no
 * reload); a bad value is refused under its field and nothing is saved; the seeded currency is locked with its reason;
 * axe in dark and light; 320 px. The company is platform state shared by the worker: the name is put back in a finally.
 */
import { pngFile } from './pages/document-templates.page';
import type { Page } from '@playwright/test';
import { CompanyPage } from './pages/company.page';
import { dontOverflowHorizontally } from './pages/customers.page';
import { callApiAs, expect, signInAt, test } from './support/fixtures';

test.describe.configure({ mode: 'serial' });

async function openConfig(page: Page, url: string) {
  await signInAt(page, url, 'root@platform.test');
  const company = new CompanyPage(page);
  await company.seeForm();
  return company;
}

test('root renames acme: the top bar and the footer show the new trade name at once; a bad tax rate is refused under its field', async ({ page, tenantUrl }, testInfo) => {
  const company = await openConfig(page, tenantUrl('acme', '/config'));
  await expect(company.topBar()).toContainText('Acme Telecom');
  await expect(page.getByText(/Locked: this company has documents/)).toBeVisible();
  await company.seeNoAxeViolations('config, dark');
  const renamed = `Acme Telco ${Date.now() % 10000}`;
  try {
    await company.field('Tax rate (%)').fill('150');
    await company.field('Trade name').fill(renamed);
    await company.clickSave();
    await expect(company.field('Tax rate (%)')).toHaveAccessibleDescription(/Out of the allowed range/);
    await expect(company.topBar()).not.toContainText(renamed);
    await company.field('Tax rate (%)').fill('16');
    // A new logo, by the one image rule: a PNG proven by its bytes, shown from its data URL.
    await page.getByRole('group', { name: 'Logo' }).locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngFile() });
    await expect(page.getByRole('group', { name: 'Logo' }).getByRole('img', { name: 'The company logo' })).toHaveAttribute('src', /^data:image\/png;base64,/);
    await company.clickSave();
    await expect(page.getByText(/Saved at/)).toBeVisible();
    await expect(company.topBar()).toContainText(renamed);
    await expect(company.footer()).toContainText(renamed);
    // The shell shows the new logo at once too (the menu's brand).
    await expect(page.locator('img[src^="data:image/png;base64,"]').first()).toBeAttached();
    await page.screenshot({ path: testInfo.outputPath('config-saved.png'), fullPage: true });
    // The platform has it: a fresh read says so.
    expect((await callApiAs(page, { method: 'GET', path: '/api/tenant-management/companies/current' })).body).toMatchObject({ tradeName: renamed, version: expect.any(Number) });
  } finally {
    const current = (await callApiAs(page, { method: 'GET', path: '/api/tenant-management/companies/current' })).body as { version: number; tradeName: string };
    if (current.tradeName !== 'Acme Telecom') {
      await page.evaluate(
        async ({ version }) => {
          const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
          const token = (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
          await fetch('/api/tenant-management/companies/current', {
            method: 'PUT',
            headers: { Authorization: `Bearer ${token}`, 'X-Subdomain': 'acme', 'Content-Type': 'application/json', 'If-Match': `"${version}"` },
            body: JSON.stringify({ tradeName: 'Acme Telecom', logo: '/assets/tenants/acme.svg' }),
          });
        },
        { version: current.version },
      );
    }
  }
});

test('light theme and 320 px: the configuration stays axe-clean and within the screen', async ({ page, tenantUrl }, testInfo) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const company = await openConfig(page, tenantUrl('acme', '/config'));
  await company.seeNoAxeViolations('config');
  await page.setViewportSize({ width: 320, height: 800 });
  await dontOverflowHorizontally(page, 320);
  await page.screenshot({ path: testInfo.outputPath('config-320.png'), fullPage: true });
});
