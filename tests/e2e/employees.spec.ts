/**
 * Employees (/admin/employees, issue 9) end to end: the list (department and status filters, search, CSV with
 * department names; axe dark and light), create refused by the service (an email in use: 422 under Email, nothing
 * typed lost) then created with its EMP number, edit, a department's manager refused on delete (409) with
 * deactivation offered, and a deactivated employee no longer offered as a manager; gus sees only globex; 320 px; Spanish.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readCsv } from '../support/read-csv';
import {
  ApiWire,
  CatalogFormPage,
  CatalogListPage,
  CatalogRecordPage,
  chooseScheme,
  chooseSpanish,
  dontOverflowHorizontally,
  employeeNames as names,
  seeSettledAnimations,
  shoot,
} from './pages/employees.page';
import { departmentNames } from './pages/departments.page';
import { callApiAs, expect, signInAt, test } from './support/fixtures';

test.describe.configure({ mode: 'parallel' });

async function open(page: Page, url: string, email = 'ana@acme.test') {
  await signInAt(page, url, email);
  const list = new CatalogListPage(page, names);
  await list.seeList();
  await list.seeSettled();
  return list;
}

test('list: 150 employees; the department and status filters and the search live in the address; the CSV names departments; axe dark and light', async ({ page, tenantUrl }) => {
  const list = await open(page, tenantUrl('acme', '/admin/employees'));
  expect(await list.total()).toBe(150);
  await list.seeNoAxeViolations('employees list, dark');
  await shoot(page, 'employees-list-dark-1280');

  await list.chooseFilter('Department', 'Ventas');
  await expect(page).toHaveURL(/[?&]departmentId=[^&]+/);
  await list.seeSettled();
  await expect.poll(async () => new Set(await list.columnTexts('Department'))).toEqual(new Set(['Ventas']));
  const inSales = await list.total();
  expect(inSales).toBeGreaterThan(0);
  expect(inSales).toBeLessThan(150);
  await list.chooseFilter('Status', 'Active');
  await list.seeSettled();
  await expect.poll(async () => new Set(await list.columnTexts('Status'))).toEqual(new Set(['Active']));
  const activeInSales = await list.total();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('employees.csv');
  const [header, ...rows] = readCsv(new TextDecoder().decode(await readFile(await file.path())).replace(/^\uFEFF/, ''));
  expect(header).toEqual(['Number', 'Name', 'Email', 'Department', 'Position', 'Hire date', 'Status', 'Created', 'Last change']);
  expect(rows).toHaveLength(activeInSales);
  for (const row of rows) expect(row.slice(3, 4).concat(row.slice(6, 7))).toEqual(['Ventas', 'active']);

  await list.typeSearch('gerente');
  await list.seeSettled();
  expect(await list.columnTexts('Position')).toEqual(['Gerente de ventas']);
  await chooseScheme(page, 'Light');
  await list.seeNoAxeViolations('employees list filtered, light');
  await shoot(page, 'employees-list-filtered-light-1280');
});

test('create: an email in use is refused by the service under Email and nothing typed is lost; then created as EMP-0151; edit', async ({ page, tenantUrl }) => {
  const wire = await ApiWire.install(page);
  const list = await open(page, tenantUrl('acme', '/admin/employees'));
  const taken = (await callApiAs(page, { method: 'GET', path: '/api/catalogs/employees?sort=number&pageSize=1' })).body as { items: { email: string }[] };
  await list.clickNew();
  const form = new CatalogFormPage(page, names);
  await form.fill({ Name: 'Renata Ávila Núñez', Email: taken.items[0]!.email.toUpperCase(), Position: 'Analista de compras' });
  await form.pick('Department', 'Compras');
  await form.clickCreate();
  await form.seeFieldError('Email', /already/i);
  expect((await wire.calls({ method: 'POST', path: /^\/api\/catalogs\/employees$/ })).map((c) => c.status)).toEqual([422]);
  await expect(form.field('Name')).toHaveValue('Renata Ávila Núñez');
  await expect(form.field('Department')).toHaveValue('Compras');
  await list.seeNoAxeViolations('create refused, dark');
  await shoot(page, 'employees-create-refused-dark-1280');

  const email = `renata.${Date.now().toString(36)}@acme.com.mx`;
  await form.fill({ Email: email });
  await form.clickCreate();
  const record = new CatalogRecordPage(page, names);
  await record.seeTitle('Renata Ávila Núñez');
  await record.seeDetail('Number', /^EMP-0\d{3}$/);
  await record.seeDetail('Email', email);
  await record.seeDetail('Department', 'Compras');
  await record.seeStatus('Active');
  await shoot(page, 'employees-record-dark-1280');

  await record.clickEdit();
  await form.fill({ Position: 'Compradora' });
  await form.clickSave();
  await record.seeDetail('Position', 'Compradora');
  await record.seeDetail('Version', '2');
});

test('a manager: delete is refused (409) with deactivation offered; once inactive they are not offered as a manager', async ({ page, tenantUrl }) => {
  const wire = await ApiWire.install(page);
  const list = await open(page, tenantUrl('acme', '/admin/employees'));
  await list.typeSearch('Gerente de finanzas');
  await list.seeSettled();
  const [manager] = await list.columnTexts('Name');
  await list.clickRow(0);
  const record = new CatalogRecordPage(page, names);
  await record.seeTitle(manager!);
  await record.clickDelete();
  await expect(record.inUseDialog()).toBeVisible();
  await seeSettledAnimations(record.inUseDialog());
  expect((await wire.calls({ method: 'DELETE', path: /^\/api\/catalogs\/employees\// })).map((c) => c.status)).toEqual([409]);
  await list.seeNoAxeViolations('in-use dialog');
  await shoot(page, 'employees-in-use-dark-1280');
  await record.inUseDialog().getByRole('button', { name: 'Deactivate', exact: true }).click();
  await record.seeStatus('Inactive');

  // The departments form offers active employees only: the manager just deactivated is not among them.
  await page.getByRole('navigation').getByRole('link', { name: 'Departments' }).click();
  const departments = new CatalogListPage(page, departmentNames);
  await departments.seeSettled();
  await departments.clickNew();
  const form = new CatalogFormPage(page, departmentNames);
  const offered = await form.optionsFor('Manager', manager!.split(' ')[0]!);
  expect(offered.some((o) => o.startsWith(manager!))).toBe(false);
});

test('gus (globex) sees only the 30 globex employees; 320 px without overflow; Spanish', async ({ page, tenantUrl }) => {
  const list = await open(page, tenantUrl('globex', '/admin/employees'), 'gus@globex.test');
  expect(await list.total()).toBe(30);
  // globex's own people: en-US first and last names (acme's are Spanish, with two surnames).
  for (const name of await list.columnTexts('Name')) expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
  await page.setViewportSize({ width: 320, height: 720 });
  await list.seeSettled();
  await dontOverflowHorizontally(page, 320);
  await shoot(page, 'employees-list-dark-320-globex');
  await list.clickRow(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await dontOverflowHorizontally(page, 320);
  await shoot(page, 'employees-record-dark-320-globex');
  await page.setViewportSize({ width: 1280, height: 800 });
  await chooseSpanish(page);
  await expect(page.getByRole('main').getByRole('term').filter({ hasText: /^Fecha de ingreso$/ })).toBeVisible();
  await shoot(page, 'employees-record-dark-1280-es');
});
