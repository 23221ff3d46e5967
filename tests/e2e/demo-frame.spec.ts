/**
 * The demo areas' frame and the icon catalogues (issue 14): the Demo group in the menu of a user with no business
 * permission, a demo route that stays at its address (no redirect to the dashboard), a Heroicons catalogue searched
 * with its pictures, a names-only catalogue, axe in light and dark, a phone in es-MX.
 */
import { demoLink, demoSections } from '../../src/config/demo-routes';
import { DemoPage } from './pages/demo.page';
import { chooseScheme } from './pages/employees.page';
import { expect, signInAt, test } from './support/fixtures';

test.describe.configure({ mode: 'parallel' });

test('nobody (no business permission) has the Demo group; a demo route keeps its address; an icon catalogue searches as you type, with pictures; axe clean light and dark', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/apps/mailbox'), 'nobody@acme.test');
  const demo = new DemoPage(page);
  await demo.seeHeading('Mailbox');
  await expect(page).toHaveURL(/\/apps\/mailbox$/);
  // Every demo page is built now: each, opened from its section's landing page, shows its screen, never the "comes later" note.
  for (const section of demoSections) {
    await page.goto(tenantUrl('acme', section.base));
    for (const p of section.pages) {
      await page.getByRole('main').locator(`a[href="${demoLink(section, p)}"]`).click();
      // A page may open a default view below its address (/apps/e-commerce opens its inventory).
      await expect(page).toHaveURL(new RegExp(`${demoLink(section, p)}(/[^?#]*)?$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText(/comes in a later release/), demoLink(section, p)).toHaveCount(0);
      await page.goto(tenantUrl('acme', section.base));
    }
  }

  await demo.openDemoMenuItem('Icons', 'Heroicons outline');
  await expect(page).toHaveURL(/\/ui\/icons\/heroicons-outline$/);
  await demo.seeHeading('Heroicons outline');
  await demo.seeCount(/icons of \d+/);
  await demo.search('arrow down');
  await demo.seeCount(/^\d+ icons? of \d+$/);
  const names = await demo.iconNames().allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/arrow.*down|down.*arrow/);
  await expect(demo.iconNames().first().locator('svg')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/demo0/icons-outline-dark-1280.png', fullPage: false });
  await demo.seeNoAxeViolations('icons, dark (the default)');
  await demo.search('zzzz');
  await demo.seeCount('No icon matches of');
  await chooseScheme(page, 'Light');
  await demo.search('bell');
  await page.screenshot({ path: '/tmp/shots/demo0/icons-outline-light-1280.png' });
  await demo.seeNoAxeViolations('icons, light');

  await page.goto(tenantUrl('acme', '/ui/icons/nothing'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/404|not found/i);
  await expect(page).toHaveURL(/\/ui\/icons\/nothing$/);
});

test('phone, es-MX: the Feather catalogue lists names and says its pictures are not bundled; no horizontal overflow; axe clean', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/ui/icons/feather'), 'sam@acme.test');
  const demo = new DemoPage(page);
  await demo.seeHeading('Feather icons');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: /Español/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await page.setViewportSize({ width: 320, height: 720 });
  await demo.seeHeading('Íconos Feather');
  await expect(page.getByText(/sus imágenes no vienen incluidas/)).toBeVisible();
  await demo.search('bell');
  await demo.seeCount(/^2 íconos de \d+$/);
  expect((await demo.iconNames().allTextContents()).sort()).toEqual(['bell', 'bell-off']);
  await demo.dontOverflow();
  await page.screenshot({ path: '/tmp/shots/demo0/icons-feather-es-320.png' });
  await demo.seeNoAxeViolations('feather es-MX 320');
  await page.goto(tenantUrl('acme', '/apps'));
  await demo.seeHeading('Aplicaciones');
  await demo.dontOverflow();
  await page.screenshot({ path: '/tmp/shots/demo0/apps-index-es-320.png', fullPage: true });
  await demo.seeNoAxeViolations('apps index es-MX 320');
});
