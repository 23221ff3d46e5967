/**
 * Providers (/admin/providers) end to end: the list; create with a bank account (a bad CLABE refused under the
 * account's own field, in English and Spanish), edit, deactivate; bea (Purchases + Suppliers) sees Providers and
 * nothing of customers (menu, route 404, service 403); gus at globex (EINs, ABA accounts); axe light and dark; 320 px.
 */
import type { Page } from '@playwright/test';
import { clabeCheckDigit } from '../../src/domain/clabe';
import { rfcCheckDigit } from '../../src/domain/rfc';
import { dontOverflowHorizontally } from './pages/customers.page';
import { ResourceRecordPage } from './pages/banks.page';
import { ProviderFormPage, providersList } from './pages/providers.page';
import { ShellPage, StatusPageObject } from './pages/shell.page';
import { axeViolations } from './support/a11y';
import { callApiAs, expect, signInAt, test } from './support/fixtures';

test.describe.configure({ mode: 'parallel' });

const shots = '/tmp/shots/banking';
const clabe = (first17: string) => `${first17}${clabeCheckDigit(first17)}`;

async function openProviders(page: Page, url: string, email = 'ana@acme.test') {
  await signInAt(page, url, email);
  const list = providersList(page);
  await list.seeSettled();
  return list;
}

test('create with a bank account: a bad CLABE is refused under the account field; fixed, PRV-0301 is created; edit; deactivate; axe dark and light', async ({ page, tenantUrl }) => {
  const list = await openProviders(page, tenantUrl('acme', '/admin/providers'));
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('of 300');
  expect((await list.columnTexts('Code')).every((c) => /^PRV-\d{4}$/.test(c))).toBe(true);
  await page.screenshot({ path: `${shots}/providers-list-dark-1280-en.png`, fullPage: true });
  await list.seeNoAxeViolations('providers list, dark');

  await page.getByRole('link', { name: 'New provider' }).click();
  const form = new ProviderFormPage(page);
  await form.fill({ Name: 'Cables y Conectores del Norte S.A. de C.V.', 'Tax ID': `CCN150101AB${rfcCheckDigit('CCN150101AB')}`, Contact: 'Lucía Ávila', Email: 'compras@ccn.mx' });
  await form.clickAddAccount();
  const account = form.account(1);
  await expect(account.getByRole('radio', { name: 'Primary' })).toBeChecked();
  const good = clabe('01218000118359719');
  await form.fill({ Bank: '012 · BBVA México', CLABE: `${good.slice(0, 17)}${(Number(good[17]) + 1) % 10}` }, account);
  await form.clickButton('Create provider');
  await form.seeFieldError('CLABE', 'Not a valid CLABE', account);
  await expect(form.field('Name')).toHaveValue('Cables y Conectores del Norte S.A. de C.V.');
  await page.screenshot({ path: `${shots}/provider-new-bad-clabe-dark-1280-en.png`, fullPage: true });
  expect(await axeViolations(page), 'provider form with a bad CLABE').toEqual([]);
  await form.fill({ CLABE: good }, account);
  await form.clickButton('Create provider');
  const record = new ResourceRecordPage(page);
  await record.seeTitle('Cables y Conectores del Norte S.A. de C.V.');
  await expect(record.detail('Code')).toHaveText('PRV-0301');
  await expect(record.detail(/BBVA México · Primary/)).toHaveText(good);

  await record.clickAction('Edit');
  const edit = new ProviderFormPage(page);
  await edit.fill({ 'Payment terms (days)': '45' });
  await edit.clickButton(/^Save$/);
  await expect(record.detail(/^Payment terms \(days\)$/)).toHaveText('45');
  await record.clickDeactivate();
  await record.seeStatus('Inactive');

  await page.getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByText('Light', { exact: true }).click();
  await drawer.getByRole('button', { name: 'Close settings' }).click();
  await expect(drawer).toBeHidden();
  await page.screenshot({ path: `${shots}/provider-record-light-1280-en.png`, fullPage: true });
  expect(await axeViolations(page), 'provider page, light').toEqual([]);
});

test('bea (Purchases + Suppliers) sees Providers and nothing of customers: no menu item, the 404 page, the service answers 403', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'bea@acme.test');
  const shell = new ShellPage(page);
  await expect(shell.nav().getByRole('link', { name: 'Providers' })).toBeVisible();
  await expect(shell.nav().getByRole('link', { name: 'Customers' })).toHaveCount(0);
  await expect(shell.nav().getByRole('link', { name: 'Banks' })).toHaveCount(0);
  await page.goto(tenantUrl('acme', '/admin/customers'));
  await new StatusPageObject(page).seeNotFound();
  expect((await callApiAs(page, { method: 'GET', path: '/api/catalogs/customers' })).status).toBe(403);
  expect((await callApiAs(page, { method: 'GET', path: '/api/banking/bank-accounts' })).status).toBe(403);
  await page.goto(tenantUrl('acme', '/admin/providers'));
  await providersList(page).seeSettled();
  await page.getByRole('link', { name: 'New provider' }).click();
  const form = new ProviderFormPage(page);
  await form.clickAddAccount();
  // The bank picker reads the banking service with Catalogs.Suppliers.
  await expect.poll(() => form.field('Bank', form.account(1)).locator('option').count()).toBeGreaterThan(10);
});

test('gus at globex: providers with EINs; a new account offers ABA or IBAN and refuses a bad routing number', async ({ page, tenantUrl }) => {
  const list = await openProviders(page, tenantUrl('globex', '/admin/providers'), 'gus@globex.test');
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('of 40');
  expect((await list.columnTexts('Tax ID')).every((t) => /^\d{2}-\d{7}$/.test(t))).toBe(true);
  await page.getByRole('link', { name: 'New provider' }).click();
  const form = new ProviderFormPage(page);
  await form.fill({ Name: 'Springfield Cable Supply LLC', 'Tax ID': '84-7654321' });
  await form.clickAddAccount();
  const account = form.account(1);
  await expect(form.field('Account type', account)).toHaveValue('aba');
  await form.fill({ Bank: 'CHASE · JPMorgan Chase Bank', 'ABA routing number': '021000022', 'Account number': '12345678' }, account);
  await form.clickButton('Create provider');
  await form.seeFieldError('ABA routing number', 'Not a valid ABA routing number', account);
  await form.fill({ 'ABA routing number': '021000021' }, account);
  await form.clickButton('Create provider');
  await new ResourceRecordPage(page).seeTitle('Springfield Cable Supply LLC');
});

test('es-MX and 320 px: the bad CLABE message is Spanish under the account field; the form fits a phone', async ({ page, tenantUrl }) => {
  await openProviders(page, tenantUrl('acme', '/admin/providers'));
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: /Español/ }).click();
  await expect(page.getByRole('heading', { name: 'Proveedores', level: 1 })).toBeVisible();
  await page.screenshot({ path: `${shots}/providers-list-dark-1280-es.png`, fullPage: true });
  await page.getByRole('link', { name: 'Nuevo proveedor' }).click();
  const form = new ProviderFormPage(page);
  await form.clickAddAccount();
  const account = form.account(1);
  await form.fill({ Banco: '072 · Banorte', CLABE: '072180001183597190' }, account);
  await form.clickButton('Crear proveedor');
  await form.seeFieldError('CLABE', /No es una CLABE válida/, account);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.screenshot({ path: `${shots}/provider-new-dark-320-es.png`, fullPage: true });
  await dontOverflowHorizontally(page, 320);
  expect(await axeViolations(page), 'provider form es-MX 320').toEqual([]);
});
