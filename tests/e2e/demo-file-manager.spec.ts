/**
 * Issue 14, the file manager demo (/apps/file-manager): one story signed in once. The root's folders and files, a
 * folder opened by click and by keyboard (arrow keys, Enter), breadcrumbs back, a file's details and a folder's
 * details (type, size, created by, dates, contents, description) in the side panel, Escape closes it, the list view,
 * an unknown folder is a 404; axe in dark and light; 320 px in es-MX: the details as a full-screen sheet, no overflow.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DemoPage } from './pages/demo.page';
import { chooseScheme, chooseSpanish } from './pages/employees.page';
import { expect, signInAt, test } from './support/fixtures';

const shots = '/tmp/shots/shelf14';
const shoot = async (page: Page, name: string) => {
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png` });
};
const noOverflow = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: 'no horizontal overflow' }).toBeLessThanOrEqual(0);

test('file manager: folders and files, open by click and keyboard, breadcrumbs, details panel, list view; axe light and dark; phone es-MX', async ({ page, tenantUrl }) => {
  test.setTimeout(60_000);
  await signInAt(page, tenantUrl('acme', '/apps/file-manager'), 'sam@acme.test');
  const demo = new DemoPage(page);
  await demo.seeHeading('File manager');
  const items = page.getByRole('list', { name: /^(Folders and files|Carpetas y archivos)$/ });
  const item = (name: string) => items.getByRole('button', { name: new RegExp(`^${name} ?,`) });
  await expect(page.getByRole('status').filter({ hasText: '4 folders, 10 files' })).toBeVisible();
  await expect(item('Contracts')).toBeVisible();

  // Open Work by a click; Reports by the keyboard: the breadcrumbs follow.
  await item('Work').click();
  await expect(page).toHaveURL(/\/apps\/file-manager\/[^/]+$/);
  await demo.seeHeading('Work');
  const crumbs = page.getByRole('navigation', { name: 'Folder path' });
  await expect(crumbs).toContainText('My files');
  await item('Reports').focus();
  await page.keyboard.press('ArrowRight');
  await expect(item('Meeting notes')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item('Reports')).toBeFocused();
  await page.keyboard.press('Enter');
  await demo.seeHeading('Reports');
  await expect(crumbs.getByRole('link', { name: 'Work' })).toBeVisible();
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Reports');

  // A file's details: type, size, who and when; Escape closes them and gives the focus back.
  await item('Yearly report 2023').click();
  const details = page.getByRole('complementary', { name: /Yearly report 2023/ });
  await expect(details).toContainText('PDF document');
  await expect(details).toContainText('Created by');
  await expect(details.getByRole('heading', { level: 2 })).toBeFocused();
  await shoot(page, 'files-details-dark-1280');
  await demo.seeNoAxeViolations('file manager details, dark');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(item('Yearly report 2023')).toBeFocused();

  // A folder's details (I on the keyboard): its contents and description; Open folder opens it.
  await page.keyboard.press('Home');
  await page.keyboard.press('i');
  const folderDetails = page.getByRole('complementary', { name: /Quarterly/ });
  await expect(folderDetails).toContainText('Reports per quarter');
  await expect(folderDetails).toContainText(/\d+ files/);
  await folderDetails.getByRole('button', { name: 'Open folder' }).click();
  await demo.seeHeading('Quarterly');
  await expect(page.getByRole('status').filter({ hasText: 'no folders, 3 files' })).toBeVisible();

  // Back to the root by the breadcrumbs; the list view.
  await crumbs.getByRole('link', { name: 'My files' }).click();
  await demo.seeHeading('File manager');
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await item('Prices').click();
  await expect(page.getByRole('complementary', { name: /Prices/ })).toContainText('Spreadsheet (XLS)');
  await chooseScheme(page, 'Light');
  await shoot(page, 'files-list-light-1280');
  await demo.seeNoAxeViolations('file manager list and details, light');
  await page.getByRole('button', { name: 'Close the details' }).click();
  await page.getByRole('button', { name: 'Grid', exact: true }).click();
  await shoot(page, 'files-grid-light-1280');

  // An unknown folder is not a page.
  await page.goto(tenantUrl('acme', '/apps/file-manager/no-such-folder'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/404|not found/i);

  // Phone, es-MX: Spanish headings, the details as a full-screen sheet, no overflow, axe clean.
  await page.goto(tenantUrl('acme', '/apps/file-manager'));
  await demo.seeHeading('File manager');
  await chooseSpanish(page);
  await page.setViewportSize({ width: 320, height: 720 });
  await demo.seeHeading('Administrador de archivos');
  await expect(page.getByRole('status').filter({ hasText: '4 carpetas, 10 archivos' })).toBeVisible();
  await noOverflow(page);
  await shoot(page, 'files-es-320');
  await demo.seeNoAxeViolations('file manager es-MX 320');
  await item('Invoices').click();
  const sheet = page.getByRole('complementary', { name: /Invoices/ });
  await expect(sheet).toContainText('Documento PDF');
  const box = await sheet.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(319);
  await noOverflow(page);
  await shoot(page, 'files-details-es-320');
  await demo.seeNoAxeViolations('file manager details sheet es-MX 320');
  await sheet.getByRole('button', { name: 'Cerrar los detalles' }).click();
  await expect(sheet).toBeHidden();
});
