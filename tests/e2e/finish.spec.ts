/**
 * The finish of a commercial template (issue 13 "Finish"): every page has one level-one heading and a browser tab
 * title "Page · Section · Company" that follows navigation and the language; icon-only controls have a visible
 * tooltip on hover and focus bound to their accessible name, and names that follow their state; the settings
 * drawer's layout thumbnails show each layout's shape; a cut-off list of tiles shows that it scrolls.
 * Screenshots go to /tmp/shots/finish.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, signInAt, test } from './support/fixtures';
import { axeViolations } from './support/a11y';
import { LanguageMenu } from './pages/language.page';

const shots = '/tmp/shots/finish';
const company = 'Acme Telecom';

/** Goes to an address in-app (wouter's pushState): the document stays, as with a click on a link. */
const goInApp = (page: Page, path: string) => page.evaluate((p) => window.history.pushState(null, '', p), path);

const headingTexts = (page: Page) => page.evaluate(() => [...document.querySelectorAll('h1')].map((h) => (h.textContent ?? '').replace(/\s+/g, ' ').trim()));

/**
 * The page's own heading once it has settled: exactly one h1 on the page, not the loading placeholder's, and not
 * the one of the page before (consecutive routes of the walk have different headings).
 */
async function settledHeading(page: Page, previous: string, message: string): Promise<string> {
  let texts: string[] = [];
  await expect
    .poll(async () => {
      texts = await headingTexts(page);
      return texts.length === 1 && texts[0] !== previous && !/^(Loading|Cargando)/.test(texts[0]!);
    }, { message: `${message}: one settled h1 (saw ${JSON.stringify(texts)})` })
    .toBe(true);
  return texts[0]!;
}

const sectionsEn: Record<string, string> = {
  dashboard: 'Dashboard',
  orders: 'Sales orders',
  purchases: 'Purchases',
  deliveries: 'Deliveries',
  cashclosing: 'Cash closing',
  manufacture: 'Manufacture',
  admin: 'Administration',
  inventory: 'Inventory',
  contracts: 'Contracts',
  config: 'Configuration',
  tenants: 'Tenant management',
};

/** Every route root can open (SPEC §2), including forms; record pages are reached from their lists below. */
const routes = [
  '/orders',
  '/purchases',
  '/deliveries',
  '/cashclosing',
  '/manufacture',
  '/admin',
  '/admin/employees',
  '/admin/employees/new',
  '/admin/customers',
  '/admin/customers/new',
  '/admin/providers',
  '/admin/business-lines',
  '/admin/business-lines/new',
  '/admin/departments',
  '/admin/departments/new',
  '/admin/banks',
  '/admin/document-templates',
  '/admin/document-templates/new',
  '/admin/inventory-configuration',
  '/inventory',
  '/inventory/products',
  '/inventory/products/new',
  '/inventory/warehouses',
  '/inventory/warehouses/new',
  '/contracts',
  '/config',
  '/tenants',
  '/tenants/new',
];

const expectedTitle = (page: string, section: string | null) => [page, ...(section && section !== page ? [section] : []), company].join(' · ');

test('every route: one level-one heading, and the tab says "Page · Section · Company" as navigation goes', async ({ page, tenantUrl }) => {
  test.setTimeout(180_000);
  await signInAt(page, tenantUrl('acme'), 'root@platform.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · Acme Telecom');
  let previous = 'Dashboard';
  for (const path of routes) {
    await goInApp(page, path);
    const name = await settledHeading(page, previous, path);
    previous = name;
    const section = sectionsEn[path.split('/')[1]!]!;
    await expect(page, path).toHaveTitle(expectedTitle(name, section));
  }
  // A few named in full, so the rule above cannot pass by reading what it checks.
  await goInApp(page, '/admin/customers');
  await expect(page).toHaveTitle('Customers · Administration · Acme Telecom');
  await goInApp(page, '/admin');
  await expect(page).toHaveTitle('Administration · Acme Telecom');
  await goInApp(page, '/inventory/products/new');
  await expect(page).toHaveTitle(/^New product · Inventory · Acme Telecom$/);

  // Record pages: a customer opened from the list names the tab after itself.
  await goInApp(page, '/admin/customers');
  const firstRow = page.getByRole('grid', { name: 'Customers' }).getByRole('rowgroup').nth(1).getByRole('row').first();
  const customer = ((await firstRow.getByRole('gridcell').nth(1).textContent()) ?? '').trim();
  await firstRow.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(customer);
  await expect(page).toHaveTitle(`${customer} · Administration · ${company}`);
  // Back in the browser: the title follows the address back.
  await page.goBack();
  await expect(page).toHaveTitle('Customers · Administration · Acme Telecom');

  // A public page (no section) and the 404 page in place of a route keep the company.
  await goInApp(page, '/error/404');
  const notFound = await settledHeading(page, customer, '/error/404');
  await expect(page).toHaveTitle(`${notFound} · ${company}`);
});

test('the tab title is in the user\'s language and follows a switch in place', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await goInApp(page, '/admin/customers');
  await expect(page).toHaveTitle('Customers · Administration · Acme Telecom');
  await new LanguageMenu(page).choose('English', 'Español');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clientes');
  await expect(page).toHaveTitle('Clientes · Administración · Acme Telecom');
  await goInApp(page, '/dashboard');
  await expect(page).toHaveTitle('Tablero · Acme Telecom');
});
