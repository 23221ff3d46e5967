/**
 * Banks (/admin/banks) end to end: the banks tab and the company's accounts tab; create, edit, refuse (a bad SWIFT and
 * a bad CLABE under their fields, in English and Spanish; a bank in use answers 409 and deactivation is offered),
 * deactivate (the bank drops out of the account picker but stays named where used); gus at globex (USD, ABA); axe in
 * light and dark; phone width. Screenshots of every screen go to /tmp/shots/banking.
 */
import type { Page } from '@playwright/test';
import { clabeCheckDigit } from '../../src/domain/clabe';
import { dontOverflowHorizontally } from './pages/customers.page';
import { ResourceFormPage, ResourceListPage, ResourceRecordPage, seeSettledAnimations } from './pages/banks.page';
import { axeViolations } from './support/a11y';
import { callApiAs, expect, signInAt, test } from './support/fixtures';

test.describe.configure({ mode: 'parallel' });

const shots = '/tmp/shots/banking';
const clabe = (first17: string) => `${first17}${clabeCheckDigit(first17)}`;

async function openBanks(page: Page, url: string, email = 'ana@acme.test') {
  await signInAt(page, url, email);
  const list = new ResourceListPage(page, /^(Banks|Bancos)$/);
  await list.seeSettled();
  return list;
}

async function useLightTheme(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByText('Light', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/scheme-light/);
  await drawer.getByRole('button', { name: 'Close settings' }).click();
  await expect(drawer).toBeHidden();
}

async function useSpanish(page: Page) {
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: /Español/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
}

test('banks: 12 Mexican banks; create refuses a bad SWIFT under its field, then creates; edit; axe dark and light', async ({ page, tenantUrl }) => {
  const list = await openBanks(page, tenantUrl('acme', '/admin/banks'));
  await expect(page.getByRole('heading', { name: 'Banks', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Banking' }).getByRole('link', { name: 'Banks' })).toHaveAttribute('aria-current', 'page');
  expect(await list.columnTexts('Code')).toEqual(['002', '012', '014', '021', '030', '036', '044', '058', '072', '127', '137', '646']);
  await page.screenshot({ path: `${shots}/banks-list-dark-1280-en.png`, fullPage: true });
  await list.seeNoAxeViolations('banks list, dark');

  await page.getByRole('link', { name: 'New bank' }).click();
  const form = new ResourceFormPage(page, /^New bank$/);
  await form.fill({ Code: '166', Name: 'Banco del Bienestar', 'SWIFT/BIC': 'BNSM12' });
  await form.clickButton('Create bank');
  await form.seeFieldError('SWIFT/BIC', 'Not a valid SWIFT/BIC');
  await expect(form.field('Name')).toHaveValue('Banco del Bienestar');
  await page.screenshot({ path: `${shots}/bank-new-refused-dark-1280-en.png`, fullPage: true });
  expect(await axeViolations(page), 'bank form with an error').toEqual([]);
  await form.fill({ 'SWIFT/BIC': 'bnsm mx mm' });
  await form.clickButton('Create bank');
  const record = new ResourceRecordPage(page);
  await record.seeTitle('Banco del Bienestar');
  await expect(record.detail('SWIFT/BIC')).toHaveText('BNSMMXMM');

  await record.clickAction('Edit');
  const edit = new ResourceFormPage(page, /^Edit bank$/);
  await edit.fill({ Name: 'Banco del Bienestar SNC' });
  await edit.clickButton(/^Save$/);
  await record.seeTitle('Banco del Bienestar SNC');

  // Code unique per tenant: the service's 422 is shown under Code.
  await page.goto(tenantUrl('acme', '/admin/banks/new'));
  const again = new ResourceFormPage(page, /^New bank$/);
  await again.fill({ Code: '012', Name: 'Otro' });
  await again.clickButton('Create bank');
  await again.seeFieldError('Code', 'Already in use');

  await useLightTheme(page);
  await page.goto(tenantUrl('acme', '/admin/banks'));
  await list.seeSettled();
  await page.screenshot({ path: `${shots}/banks-list-light-1280-en.png`, fullPage: true });
  await list.seeNoAxeViolations('banks list, light');
});

test('refuse and deactivate: deleting BBVA (accounts and suppliers use it) answers 409 and deactivation is offered; it leaves the account picker but stays named on its account', async ({ page, tenantUrl }) => {
  const list = await openBanks(page, tenantUrl('acme', '/admin/banks'));
  await list.clickRowNamed('BBVA México');
  const record = new ResourceRecordPage(page);
  await record.seeTitle('BBVA México');
  await record.clickAction('Delete');
  const question = page.getByRole('alertdialog', { name: 'Delete this record?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  const inUse = page.getByRole('alertdialog', { name: 'This record is in use' });
  await expect(inUse).toBeVisible();
  await seeSettledAnimations(inUse);
  await page.screenshot({ path: `${shots}/bank-in-use-dark-1280-en.png` });
  expect(await axeViolations(page), 'in use question').toEqual([]);
  await inUse.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await record.seeStatus('Inactive');
  const id = new URL(page.url()).pathname.split('/').pop()!;
  expect(await callApiAs(page, { method: 'GET', path: `/api/banking/banks/${id}` })).toMatchObject({ status: 200, body: { status: 'inactive' } });

  await page.getByRole('link', { name: 'Back to banks' }).first().click();
  await page.getByRole('navigation', { name: 'Banking' }).getByRole('link', { name: 'Bank accounts' }).click();
  const accounts = new ResourceListPage(page, /^Bank accounts$/);
  await accounts.seeSettled();
  // Inactive banks stay shown by name where used.
  await expect.poll(() => accounts.columnTexts('Bank')).toContain('012 · BBVA México');
  await page.screenshot({ path: `${shots}/accounts-list-dark-1280-en.png`, fullPage: true });
  await accounts.seeNoAxeViolations('accounts list');
  await page.getByRole('link', { name: 'New account' }).click();
  const form = new ResourceFormPage(page, /^New account$/);
  const options = await form.field('Bank').locator('option').allTextContents();
  expect(options).toContain('072 · Banorte');
  expect(options.some((o) => o.includes('BBVA'))).toBe(false);
});

test('accounts: a bad CLABE is refused under its field; a CLABE of another bank too; a good one creates the account in MXN', async ({ page, tenantUrl }) => {
  await openBanks(page, tenantUrl('acme', '/admin/banks'));
  await page.getByRole('navigation', { name: 'Banking' }).getByRole('link', { name: 'Bank accounts' }).click();
  await page.getByRole('link', { name: 'New account' }).click();
  const form = new ResourceFormPage(page, /^New account$/);
  await expect(form.field('Currency')).toHaveValue('MXN');
  const good = clabe('07218000118359719');
  const bad = `${good.slice(0, 17)}${(Number(good[17]) + 1) % 10}`;
  await form.fill({ 'Account name': 'Proveedores', Bank: '072 · Banorte', CLABE: bad });
  await form.clickButton('Create account');
  await form.seeFieldError('CLABE', 'Not a valid CLABE');
  await page.screenshot({ path: `${shots}/account-new-bad-clabe-dark-1280-en.png`, fullPage: true });
  expect(await axeViolations(page), 'account form with a bad CLABE').toEqual([]);
  await form.fill({ CLABE: clabe('01218000118359719') });
  await form.clickButton('Create account');
  await form.seeFieldError('CLABE', 'belongs to another bank');
  await form.fill({ CLABE: `${good.slice(0, 6)} ${good.slice(6)}` });
  await form.clickButton('Create account');
  const record = new ResourceRecordPage(page);
  await record.seeTitle('Proveedores');
  await expect(record.detail('CLABE')).toHaveText(good);
  await expect(record.detail('Bank')).toHaveText('072 · Banorte');

  await record.clickDeactivate();
  await record.seeStatus('Inactive');
});

test('es-MX: the bad CLABE message is Spanish under the field; the screen reads in Spanish; phone width 320 px fits', async ({ page, tenantUrl }) => {
  await openBanks(page, tenantUrl('acme', '/admin/banks'));
  await useSpanish(page);
  await expect(page.getByRole('heading', { name: 'Bancos', level: 1 })).toBeVisible();
  await page.screenshot({ path: `${shots}/banks-list-dark-1280-es.png`, fullPage: true });
  await page.getByRole('navigation', { name: 'Bancos y cuentas' }).getByRole('link', { name: 'Cuentas bancarias' }).click();
  await page.getByRole('link', { name: 'Nueva cuenta' }).click();
  const form = new ResourceFormPage(page, /^Nueva cuenta$/);
  await form.fill({ 'Nombre de la cuenta': 'Impuestos', Banco: '012 · BBVA México', CLABE: '012180001183597190' });
  await form.clickButton('Crear cuenta');
  await form.seeFieldError('CLABE', /No es una CLABE válida|es de otro banco/);
  await page.screenshot({ path: `${shots}/account-new-bad-clabe-dark-1280-es.png`, fullPage: true });
  expect(await axeViolations(page), 'account form es-MX').toEqual([]);

  await page.setViewportSize({ width: 320, height: 640 });
  await page.screenshot({ path: `${shots}/account-new-dark-320-es.png`, fullPage: true });
  await dontOverflowHorizontally(page, 320);
  await page.goto(tenantUrl('acme', '/admin/banks'));
  await new ResourceListPage(page, /^Bancos$/).seeSettled();
  await page.screenshot({ path: `${shots}/banks-list-dark-320-es.png`, fullPage: true });
  await dontOverflowHorizontally(page, 320);
});

test('gus at globex: only US banks; a new account asks an ABA routing number (checksum refused under the field), in USD', async ({ page, tenantUrl }) => {
  const list = await openBanks(page, tenantUrl('globex', '/admin/banks'), 'gus@globex.test');
  expect((await list.columnTexts('Code')).sort()).toEqual(['BOFA', 'CHASE', 'CITI', 'PNC', 'USB', 'WFB']);
  await page.getByRole('navigation', { name: 'Banking' }).getByRole('link', { name: 'Bank accounts' }).click();
  const accounts = new ResourceListPage(page, /^Bank accounts$/);
  await accounts.seeSettled();
  expect(await accounts.columnTexts('Currency')).toContain('USD');
  await page.getByRole('link', { name: 'New account' }).click();
  const form = new ResourceFormPage(page, /^New account$/);
  await expect(form.field('Currency')).toHaveValue('USD');
  await expect(form.field('Account type')).toHaveValue('aba');
  await form.fill({ 'Account name': 'Reserve', Bank: 'CHASE · JPMorgan Chase Bank', 'ABA routing number': '021000022', 'Account number': '000123456789' });
  await form.clickButton('Create account');
  await form.seeFieldError('ABA routing number', 'Not a valid ABA routing number');
  await useLightTheme(page);
  await page.screenshot({ path: `${shots}/account-new-aba-light-1280-en.png`, fullPage: true });
  expect(await axeViolations(page), 'ABA form, light').toEqual([]);
  await form.fill({ 'ABA routing number': '021000021' });
  await form.clickButton('Create account');
  await new ResourceRecordPage(page).seeTitle('Reserve');
  await page.setViewportSize({ width: 320, height: 640 });
  await page.screenshot({ path: `${shots}/account-record-light-320-en.png`, fullPage: true });
  await dontOverflowHorizontally(page, 320);
});
