/**
 * Departments (/admin/departments, issue 9) end to end: the list with managers by name (axe dark and light), a
 * department's page counting its employees with a link to them, create refused (code in use: 422 under Code) then
 * created with a manager chosen in the picker, edit, a department with employees refused on delete (409) and
 * deactivated instead; gus sees only globex; 320 px; Spanish.
 */
import type { Page } from '@playwright/test';
import { ApiWire, CatalogFormPage, CatalogListPage, CatalogRecordPage, chooseScheme, chooseSpanish, dontOverflowHorizontally, seeSettledAnimations, shoot } from './pages/employees.page';
import { employeeNames } from './pages/employees.page';
import { departmentNames as names } from './pages/departments.page';
import { expect, signInAt, test } from './support/fixtures';

test.describe.configure({ mode: 'parallel' });

async function open(page: Page, url: string, email = 'ana@acme.test') {
  await signInAt(page, url, email);
  const list = new CatalogListPage(page, names);
  await list.seeList();
  await list.seeSettled();
  return list;
}

test('list of 8 with their managers; a department counts its employees and links to them; axe dark and light', async ({ page, tenantUrl }) => {
  const list = await open(page, tenantUrl('acme', '/admin/departments'));
  expect(await list.total()).toBe(8);
  await expect.poll(async () => (await list.columnTexts('Manager')).filter((m) => m !== '').length).toBe(8);
  await list.seeNoAxeViolations('departments list, dark');
  await shoot(page, 'departments-list-dark-1280');
  await chooseScheme(page, 'Light');
  await list.seeNoAxeViolations('departments list, light');
  await shoot(page, 'departments-list-light-1280');

  await list.clickRowNamed('Almacén');
  const record = new CatalogRecordPage(page, names);
  await record.seeTitle('Almacén');
  await record.seeDetail('Employees', /^\d+ employees · Show its employees$/);
  const count = Number(/^(\d+)/.exec((await record.detail('Employees').textContent()) ?? '')![1]);
  await list.seeNoAxeViolations('department page, light');
  await shoot(page, 'departments-record-light-1280');
  await page.getByRole('link', { name: 'Show its employees' }).click();
  const employees = new CatalogListPage(page, employeeNames);
  await employees.seeSettled();
  await expect(page).toHaveURL(/\/admin\/employees\?departmentId=/);
  expect(await employees.total()).toBe(count);
  expect(new Set(await employees.columnTexts('Department'))).toEqual(new Set(['Almacén']));
});

test('create: a code in use is refused under Code; created with a manager from the picker; a department with employees is deactivated instead of deleted', async ({ page, tenantUrl }) => {
  const wire = await ApiWire.install(page);
  const list = await open(page, tenantUrl('acme', '/admin/departments'));
  await list.clickNew();
  const form = new CatalogFormPage(page, names);
  await form.fill({ Code: 'ven', Name: 'Ventas de campo' });
  await form.pick('Manager', 'EMP-0002', /EMP-0002/);
  await form.clickCreate();
  await form.seeFieldError('Code', /already/i);
  expect((await wire.calls({ method: 'POST', path: /^\/api\/catalogs\/departments$/ })).map((c) => c.status)).toEqual([422]);
  await list.seeNoAxeViolations('create refused, dark');
  await shoot(page, 'departments-create-refused-dark-1280');
  const code = `VC${Date.now().toString(36).slice(-4).toUpperCase()}`;
  await form.fill({ Code: code });
  const managerName = await form.field('Manager').inputValue();
  await form.clickCreate();
  const record = new CatalogRecordPage(page, names);
  await record.seeTitle('Ventas de campo');
  await record.seeDetail('Manager', managerName);
  await record.seeDetail('Employees', 'No employees');

  await record.clickEdit();
  await form.fill({ Name: 'Ventas de campo norte' });
  await form.clickSave();
  await record.seeTitle('Ventas de campo norte');

  await record.clickBack();
  await list.seeSettled();
  await list.clickRowNamed('Compras');
  await record.seeTitle('Compras');
  await record.clickDelete();
  await expect(record.inUseDialog()).toBeVisible();
  await seeSettledAnimations(record.inUseDialog());
  expect((await wire.calls({ method: 'DELETE', path: /^\/api\/catalogs\/departments\// })).map((c) => c.status)).toEqual([409]);
  await list.seeNoAxeViolations('in-use dialog');
  await record.inUseDialog().getByRole('button', { name: 'Deactivate', exact: true }).click();
  await record.seeStatus('Inactive');
  await expect(record.undoToast()).toContainText('Department deactivated');
});

test('gus (globex) sees only the 4 globex departments; 320 px without overflow; Spanish', async ({ page, tenantUrl }) => {
  const list = await open(page, tenantUrl('globex', '/admin/departments'), 'gus@globex.test');
  expect((await list.columnTexts('Name')).sort()).toEqual(['Finance', 'Operations', 'Sales', 'Support']);
  await page.setViewportSize({ width: 320, height: 720 });
  await list.seeSettled();
  await dontOverflowHorizontally(page, 320);
  await shoot(page, 'departments-list-dark-320-globex');
  await list.clickRowNamed('Sales');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Sales', level: 1 })).toBeVisible();
  const record = new CatalogRecordPage(page, names);
  await expect(record.detail('Manager')).toHaveText(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
  const manager = (await record.detail('Manager').textContent())!;
  await dontOverflowHorizontally(page, 320);
  await shoot(page, 'departments-record-dark-320-globex');
  await page.setViewportSize({ width: 1280, height: 800 });
  await chooseSpanish(page);
  await expect(page.getByRole('main').getByRole('term').filter({ hasText: /^Responsable$/ })).toBeVisible();
  await expect(new CatalogRecordPage(page, names).detail('Responsable')).toHaveText(manager);
  await expect(page.getByRole('main').getByText(/^\d+ empleados · Ver sus empleados$/)).toBeVisible();
  await shoot(page, 'departments-record-dark-1280-es');
});
