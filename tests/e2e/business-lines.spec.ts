/**
 * Business lines (/admin/business-lines, issue 9) end to end: the list (axe dark and light), create with a refused
 * code (422 under its field), edit, a line customers use refused on delete (409) with deactivation offered, delete
 * with Undo, globex sees only its own, phone width and Spanish.
 */
import type { Page } from '@playwright/test';
import { ApiWire, CatalogFormPage, CatalogListPage, CatalogRecordPage, chooseScheme, chooseSpanish, dontOverflowHorizontally, seeSettledAnimations, shoot } from './pages/employees.page';
import { businessLineNames as names } from './pages/business-lines.page';
import { expect, signInAt, test } from './support/fixtures';

test.describe.configure({ mode: 'parallel' });

async function open(page: Page, url: string, email = 'ana@acme.test') {
  await signInAt(page, url, email);
  const list = new CatalogListPage(page, names);
  await list.seeList();
  await list.seeSettled();
  return list;
}

const freshCode = () => `E2E${Date.now().toString(36).slice(-5).toUpperCase()}`;

test('list of 6 lines; axe clean dark and light; create refused (code in use, under its field) then created; edit', async ({ page, tenantUrl }) => {
  const wire = await ApiWire.install(page);
  const list = await open(page, tenantUrl('acme', '/admin/business-lines'));
  expect(await list.total()).toBe(6);
  await list.seeNoAxeViolations('business lines list, dark');
  await shoot(page, 'business-lines-list-dark-1280');
  await chooseScheme(page, 'Light');
  await list.seeNoAxeViolations('business lines list, light');
  await shoot(page, 'business-lines-list-light-1280');

  await list.clickNew();
  const form = new CatalogFormPage(page, names);
  await form.fill({ Code: 'res', Name: 'Residencial otra vez' });
  await form.clickCreate();
  await form.seeFieldError('Code', /already|in use/i);
  expect((await wire.calls({ method: 'POST', path: /^\/api\/catalogs\/business-lines$/ })).map((c) => c.status)).toEqual([422]);
  await expect(form.field('Name')).toHaveValue('Residencial otra vez');
  await shoot(page, 'business-lines-create-refused-light-1280');
  await list.seeNoAxeViolations('create refused');

  const code = freshCode();
  await form.fill({ Code: code.toLowerCase(), Name: 'Telefonía IP' });
  await form.clickCreate();
  const record = new CatalogRecordPage(page, names);
  await record.seeTitle('Telefonía IP');
  await record.seeDetail('Code', code);
  await record.seeStatus('Active');

  await record.clickEdit();
  await form.fill({ Name: 'Telefonía IP empresarial' });
  await form.clickSave();
  await record.seeTitle('Telefonía IP empresarial');
  await record.seeDetail('Version', '2');
});

test('a line customers use: delete is refused (409) and deactivation offered; a fresh line is deleted with Undo', async ({ page, tenantUrl }) => {
  const wire = await ApiWire.install(page);
  const list = await open(page, tenantUrl('acme', '/admin/business-lines'));
  await list.clickRowNamed('Residencial');
  const record = new CatalogRecordPage(page, names);
  await record.seeTitle('Residencial');
  await record.clickDelete();
  await expect(record.inUseDialog()).toBeVisible();
  await seeSettledAnimations(record.inUseDialog());
  expect((await wire.calls({ method: 'DELETE', path: /^\/api\/catalogs\/business-lines\// })).map((c) => c.status)).toEqual([409]);
  await list.seeNoAxeViolations('in-use dialog, dark');
  await shoot(page, 'business-lines-in-use-dark-1280');
  await record.inUseDialog().getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(record.inUseDialog()).toBeHidden();
  await record.seeStatus('Inactive');
  await expect(record.undoToast()).toContainText('Business line deactivated');

  await record.clickBack();
  await list.seeSettled();
  await list.clickNew();
  const form = new CatalogFormPage(page, names);
  const code = freshCode();
  await form.fill({ Code: code, Name: 'Temporal' });
  await form.clickCreate();
  await record.seeTitle('Temporal');
  await record.clickDelete();
  await expect(record.undoToast()).toContainText('Business line deleted');
  await record.undoToast().getByRole('button', { name: 'Undo' }).click();
  await record.seeTitle('Temporal');
  await record.seeDetail('Code', code);
});

test('gus (globex) sees only the 4 globex lines; 320 px wide without overflow; Spanish', async ({ page, tenantUrl }) => {
  const list = await open(page, tenantUrl('globex', '/admin/business-lines'), 'gus@globex.test');
  expect(await list.total()).toBe(4);
  expect((await list.columnTexts('Name')).sort()).toEqual(['Business', 'Government', 'Residential', 'Wholesale']);
  await page.setViewportSize({ width: 320, height: 720 });
  await list.seeSettled();
  await dontOverflowHorizontally(page, 320);
  await shoot(page, 'business-lines-list-dark-320-globex');
  await page.setViewportSize({ width: 1280, height: 800 });
  await chooseSpanish(page);
  await expect(page.getByRole('heading', { name: 'Líneas de negocio', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nueva línea de negocio' })).toBeVisible();
  await shoot(page, 'business-lines-list-dark-1280-es');
});
