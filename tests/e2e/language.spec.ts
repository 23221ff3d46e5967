/**
 * Language in place (issue 13 point 14): choosing another language in the top bar switches the texts, `<html lang>`
 * and the formats without a reload, so what was typed stays (a form, a list's search, the scroll position); when the
 * catalog cannot be loaded the current language stays, the user is told so in it and Retry loads it. A window marker
 * set before the switch proves that no navigation happened. Screenshots go to /tmp/shots/language.
 */
import { openSettings } from './support/shell-controls';
import type { Page } from '@playwright/test';
import { CustomerFormPage, CustomersListPage, dontOverflowHorizontally } from './pages/customers.page';
import { LanguageMenu, LanguageNotice } from './pages/language.page';
import { axeViolations } from './support/a11y';
import { expect, signInAt, test } from './support/fixtures';

test.describe.configure({ mode: 'parallel' });

const shots = '/tmp/shots/language';
// The catalogs are fetched with a cache-busting query (`?_=…`).
const spanishCatalog = /\/assets\/i18n\/es-MX\.json(\?|$)/;
const englishCatalog = /\/assets\/i18n\/en-US\.json(\?|$)/;

/** A value on `window` that only survives as long as the page is not reloaded. */
async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: string }).__sameDocument = 'kept';
    (window as unknown as { __languageEvents?: string[] }).__languageEvents = [];
    window.addEventListener('languageChanged', (e) =>
      (window as unknown as { __languageEvents: string[] }).__languageEvents.push((e as CustomEvent<{ locale: string }>).detail.locale),
    );
  });
}
const marker = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: string }).__sameDocument ?? null);
const languageEvents = (page: Page) => page.evaluate(() => (window as unknown as { __languageEvents?: string[] }).__languageEvents ?? null);
const storedLocale = (page: Page) => page.evaluate(() => localStorage.getItem('backoffice.locale'));

async function useLightScheme(page: Page) {
  await openSettings(page);
  const drawer = page.getByRole('dialog', { name: /^(Settings|Configuración)$/ });
  await drawer.getByText(/^(Light|Claro)$/).click();
  await expect(page.locator('html')).toHaveClass(/scheme-light/);
  await drawer.getByRole('button', { name: /^(Close settings|Cerrar configuración)$/ }).click();
  await expect(drawer).toBeHidden();
}

async function openNewCustomer(page: Page, url: string) {
  await signInAt(page, url, 'ana@acme.test');
  const form = new CustomerFormPage(page);
  await expect(form.form()).toBeVisible();
  return form;
}

test('a form in progress: Español and back to English in place, the typed values stay, <html lang> and the stored choice follow, no reload', async ({
  page,
  tenantUrl,
}) => {
  const form = await openNewCustomer(page, tenantUrl('acme', '/admin/customers/new'));
  await markWindow(page);
  await form.fill({ Name: 'Ferretería La Güera', Email: 'compras@laguera.mx' });
  const menu = new LanguageMenu(page);

  await menu.choose('English', 'Español');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await expect(page.getByRole('heading', { name: 'Nuevo cliente', level: 1 })).toBeVisible();
  await expect(form.field('Nombre')).toHaveValue('Ferretería La Güera');
  await expect(form.field('Correo electrónico')).toHaveValue('compras@laguera.mx');
  await expect(form.form().getByRole('button', { name: 'Crear cliente' })).toBeVisible();
  await menu.seeCurrent('Español');
  expect(await marker(page), 'no reload happened').toBe('kept');
  expect(await storedLocale(page)).toBe('es-MX');
  await expect.poll(() => languageEvents(page), { message: "the 'languageChanged' event, 100 ms later" }).toEqual(['es-MX']);
  await expect(page).toHaveURL(tenantUrl('acme', '/admin/customers/new'));
  await page.screenshot({ path: `${shots}/form-es-dark-1280.png`, fullPage: true });
  expect(await axeViolations(page), 'the form in Spanish').toEqual([]);

  // Editing goes on in Spanish, then back to English: still the same document and the same values.
  await form.fill({ Ciudad: 'Oaxaca' });
  await menu.choose('Español', 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { name: 'New customer', level: 1 })).toBeVisible();
  await expect(form.field('Name')).toHaveValue('Ferretería La Güera');
  await expect(form.field('Email')).toHaveValue('compras@laguera.mx');
  await expect(form.field('City')).toHaveValue('Oaxaca');
  await menu.seeCurrent('English');
  expect(await marker(page), 'no reload happened').toBe('kept');
  expect(await storedLocale(page)).toBe('en-US');
  await expect.poll(() => languageEvents(page)).toEqual(['es-MX', 'en-US']);

  // The choice lasts: a new visit opens in the last language chosen.
  await menu.choose('English', 'Español');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await page.goto(tenantUrl('acme', '/admin/customers'));
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
});

test('a list: the search and the scroll position stay, headers and amounts follow the language', async ({ page, tenantUrl }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await signInAt(page, tenantUrl('acme', '/admin/customers'), 'ana@acme.test');
  const list = new CustomersListPage(page);
  await list.seeList(/of [\d,]+$/);
  await list.seeSettled();
  await list.typeSearch('a');
  await list.seeSettled();
  // The company's pesos in English read MX$; in Spanish (Mexico) they read $.
  const englishAmounts = await list.columnTexts('Credit limit');
  expect(englishAmounts.length).toBeGreaterThan(0);
  for (const amount of englishAmounts) expect(amount).toMatch(/^MX\$\d{1,3}(,\d{3})*\.\d{2}$/);
  await markWindow(page);
  const address = page.url();
  const scroller = await page.evaluate(() => {
    const main = document.querySelector('main');
    const target = main && main.scrollHeight > main.clientHeight ? main : document.scrollingElement!;
    target.scrollTop = 400;
    return { main: target === main, top: target.scrollTop };
  });
  expect(scroller.top, 'the page can scroll').toBeGreaterThan(100);

  await new LanguageMenu(page).choose('English', 'Español');
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Clientes' }).getByRole('columnheader', { name: 'Límite de crédito' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar' }).or(page.getByRole('textbox', { name: 'Buscar' }))).toHaveValue('a');
  await expect(page.getByRole('navigation', { name: 'Paginación' })).toContainText(' de ');
  expect(page.url()).toBe(address);
  const spanishAmounts = await list.columnTexts('Límite de crédito');
  expect(spanishAmounts.map((a) => a.replace(/^MX/, '')), 'the same amounts, re-formatted').toEqual(englishAmounts.map((a) => a.replace(/^MX/, '')));
  for (const amount of spanishAmounts) expect(amount).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  const top = await page.evaluate((main) => (main ? document.querySelector('main')! : document.scrollingElement!).scrollTop, scroller.main);
  expect(Math.abs(top - scroller.top), 'the scroll position stays').toBeLessThan(60);
  expect(await marker(page)).toBe('kept');
});

test('the catalog cannot be loaded: the current language stays, the reason is said in it, what was typed stays, Retry switches', async ({
  page,
  tenantUrl,
}) => {
  const form = await openNewCustomer(page, tenantUrl('acme', '/admin/customers/new'));
  await markWindow(page);
  await form.fill({ Name: 'Papelería Ñu', Email: 'hola@nu.mx' });
  let requests = 0;
  await page.route(spanishCatalog, (route) => {
    requests += 1;
    return route.abort('internetdisconnected');
  });
  const menu = new LanguageMenu(page);
  const notice = new LanguageNotice(page);

  await menu.choose('English', 'Español');
  await notice.seeFailed('Español could not be loaded');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { name: 'New customer', level: 1 })).toBeVisible();
  await expect(form.field('Name')).toHaveValue('Papelería Ñu');
  await expect(form.field('Email')).toHaveValue('hola@nu.mx');
  await menu.seeCurrent('English');
  expect(requests, 'the first attempt and 2 retries (SPEC §9)').toBe(3);
  expect(await marker(page), 'no reload happened').toBe('kept');
  expect(await storedLocale(page), 'the failed choice is not stored').not.toBe('es-MX');
  await page.screenshot({ path: `${shots}/failed-dark-1280.png` });
  expect(await axeViolations(page), 'the notice, dark').toEqual([]);

  // A malformed answer (the static server's HTML) is refused the same way.
  await page.unroute(spanishCatalog);
  await page.route(spanishCatalog, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>hi</p>' }));
  await notice.clickRetry();
  await notice.seeFailed('Español could not be loaded');
  await notice.seeFailed('Try again in a moment.');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await useLightScheme(page);
  await notice.seeFailed('Español could not be loaded');
  await page.screenshot({ path: `${shots}/failed-light-1280.png` });
  expect(await axeViolations(page), 'the notice, light').toEqual([]);

  // Back online: Retry, from the keyboard, switches in place; focus goes back to the language menu.
  await page.unroute(spanishCatalog);
  await notice.retryButton().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await expect(menu.trigger('Español')).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Nuevo cliente', level: 1 })).toBeVisible();
  await expect(form.field('Nombre')).toHaveValue('Papelería Ñu');
  await notice.dontSeeFailed();
  expect(await marker(page), 'no reload happened').toBe('kept');
  expect(await storedLocale(page)).toBe('es-MX');
});

test('the failure notice: dismissed with its button, in Spanish when Spanish is current, light and dark, 320 px', async ({ page, tenantUrl }) => {
  const form = await openNewCustomer(page, tenantUrl('acme', '/admin/customers/new'));
  const menu = new LanguageMenu(page);
  await menu.choose('English', 'Español');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await page.route(englishCatalog, (route) => route.fulfill({ status: 404, contentType: 'application/problem+json', body: '{}' }));
  await page.setViewportSize({ width: 320, height: 700 });
  await form.fill({ Nombre: 'Abarrotes <b>Doña</b> Chuy' });
  await menu.choose('Español', 'English');
  const notice = new LanguageNotice(page);
  await notice.seeFailed('No se pudo cargar English');
  await expect(form.field('Nombre')).toHaveValue('Abarrotes <b>Doña</b> Chuy');
  await dontOverflowHorizontally(page, 320);
  await expect(notice.notice()).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `${shots}/failed-es-dark-320.png` });
  expect(await axeViolations(page), 'the notice in Spanish, dark, 320 px').toEqual([]);

  await useLightScheme(page);
  await page.evaluate(() => window.scrollTo({ left: 0 }));
  await notice.seeFailed('No se pudo cargar English');
  await page.screenshot({ path: `${shots}/failed-es-light-320.png` });
  expect(await axeViolations(page), 'the notice in Spanish, light, 320 px').toEqual([]);

  await notice.clickDismiss('Cerrar aviso');
  await notice.dontSeeFailed();
  // Below 600 px the languages are in the user menu: the focus goes back to it.
  await expect(page.getByRole('button', { name: 'Menú de usuario' }), 'focus back on the menu holding the languages').toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await expect(form.field('Nombre')).toHaveValue('Abarrotes <b>Doña</b> Chuy');
});
