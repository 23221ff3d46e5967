/**
 * Issue 10's last gaps (slice gaps10b), end to end: the dashboard's figures each on one line at 1280, 1024, 768 and
 * 320 px (light, dark, es-MX) with deliveries on the way from the seed; a contract active past its end shows Overdue
 * in the list (and its filter) and on its page; a new contract's installation address starts from the customer
 * picked. Axe in dark and light, es-MX at 320 px without horizontal overflow.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { chooseScheme, chooseSpanish } from './pages/employees.page';
import { dontOverflowHorizontally } from './pages/customers.page';
import { axeViolations } from './support/a11y';
import { callApiAs, expect, signInAt, test } from './support/fixtures';

test.describe.configure({ mode: 'parallel' });

const shoot = async (page: Page, name: string) => {
  await mkdir('/tmp/shots/gaps10b', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/gaps10b/${name}.png`, fullPage: true });
};
const noAxe = async (page: Page, where: string) => expect(await axeViolations(page), `axe: ${where}`).toEqual([]);

async function seeFiguresLoaded(page: Page) {
  await expect(page.getByRole('region', { name: /Figures|Cifras/ })).toBeVisible();
  await expect(page.locator('[data-widget][aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

/** Every figure's value on one line, inside its tile: the values that wrap or overflow, by test id. */
const wrappedFigures = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid^="figure-"]')]
      .filter((el) => {
        const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
        const tile = el.parentElement!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return box.height > lineHeight * 1.5 || box.right > tile.right + 0.5 || el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.dataset.testid}: ${el.textContent} (${Math.round(el.getBoundingClientRect().height)} px high)`),
  );

test('dashboard: every figure on one line at 1280, 1024, 768 and 320 px; deliveries on the way; axe dark and light; es-MX', async ({ page, tenantUrl }) => {
  test.setTimeout(150_000);
  await signInAt(page, tenantUrl('acme', '/dashboard'), 'ana@acme.test');
  await seeFiguresLoaded(page);
  // The seed has deliveries on the road (gaps10b point 1).
  expect(Number((await page.getByTestId('figure-deliveriesOnTheWay').textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0);
  await expect(page.getByTestId('figure-salesThisMonth')).toContainText(/\d/);
  for (const width of [1280, 1024, 768, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => wrappedFigures(page), { message: `figures at ${width} px` }).toEqual([]);
    await shoot(page, `dashboard-dark-${width}`);
  }
  await noAxe(page, 'dashboard dark 320');
  await page.setViewportSize({ width: 1280, height: 900 });
  await chooseScheme(page, 'Light');
  for (const width of [320, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => wrappedFigures(page), { message: `figures at ${width} px (light)` }).toEqual([]);
    await shoot(page, `dashboard-light-${width}`);
  }
  await noAxe(page, 'dashboard light 1280');
  await page.setViewportSize({ width: 1280, height: 900 });
  await chooseSpanish(page);
  await seeFiguresLoaded(page);
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => wrappedFigures(page), { message: `figures at ${width} px (es-MX)` }).toEqual([]);
    await shoot(page, `dashboard-es-light-${width}`);
  }
  await dontOverflowHorizontally(page, 320);
});

test('contracts: one active past its end reads Overdue in the list, its filter and its page; a new contract starts at the customer\'s address', async ({ page, tenantUrl }) => {
  test.setTimeout(150_000);
  await signInAt(page, tenantUrl('acme', '/contracts/services'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Service contracts', level: 1 })).toBeVisible();
  // A contract that started two years ago for a year, activated: active past its end.
  const plans = (await callApiAs(page, { method: 'GET', path: '/api/service-contracts/plans?status=active&pageSize=1' })).body as { items: { id: string }[] };
  const customers = (await callApiAs(page, { method: 'GET', path: '/api/catalogs/customers?status=active&pageSize=1' })).body as { items: { id: string; name: string; address: Record<string, string> }[] };
  const customer = customers.items[0]!;
  const year = new Date().getUTCFullYear() - 2;
  const created = await callApiAs(page, {
    method: 'POST',
    path: '/api/service-contracts/contracts',
    body: { customerId: customer.id, planId: plans.items[0]!.id, startDate: `${year}-03-01`, termMonths: 12, billingDay: 5, installationAddress: customer.address, notes: 'E2E overdue' },
  });
  expect(created.status).toBe(201);
  const contract = created.body as { id: string; number: string };
  expect((await callApiAs(page, { method: 'POST', path: `/api/service-contracts/contracts/${contract.id}/events`, body: { type: 'activate' } })).status).toBe(200);

  await page.goto(tenantUrl('acme', '/contracts/services?overdue=true'));
  const row = page.getByRole('row', { name: new RegExp(contract.number) });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('Overdue');
  await expect(page.getByRole('combobox', { name: 'Overdue' })).toHaveValue('true');
  await shoot(page, 'contracts-overdue-dark-1280');
  await noAxe(page, 'contracts overdue dark');
  await row.click();
  await expect(page.getByText('Overdue: past its end, renew or terminate it')).toBeVisible();
  await shoot(page, 'contract-overdue-page-dark-1280');

  // A new contract: the customer picked brings its address, which stays editable.
  await page.goto(tenantUrl('acme', '/contracts/services/new'));
  const form = page.getByRole('form', { name: 'New contract' });
  await expect(form).toBeVisible();
  await form.getByRole('combobox', { name: 'Customer' }).focus();
  await page.keyboard.type(customer.name.slice(0, 6));
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.getByRole('option', { name: new RegExp(customer.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
  const street = form.getByRole('textbox', { name: 'Street and number' });
  await expect(street).toHaveValue(customer.address.street!);
  await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue(customer.address.city!);
  await street.fill(`${customer.address.street} int. 4`);
  await expect(street).toHaveValue(`${customer.address.street} int. 4`);
  await chooseScheme(page, 'Light');
  await shoot(page, 'contract-new-address-light-1280');
  await noAxe(page, 'new contract light');

  await page.goto(tenantUrl('acme', `/contracts/services/${contract.id}`));
  await expect(page.getByText('Overdue: past its end, renew or terminate it')).toBeVisible();
  await chooseSpanish(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(page.getByText('Vencido: pasó su fin; renuévalo o termínalo')).toBeVisible();
  await dontOverflowHorizontally(page, 320);
  await noAxe(page, 'contract page es-MX light 320');
  await shoot(page, 'contract-overdue-page-es-light-320');
  await page.goto(tenantUrl('acme', '/contracts/services?overdue=true'));
  await expect(page.getByRole('row', { name: new RegExp(contract.number) })).toContainText('Vencido');
  await dontOverflowHorizontally(page, 320);
  await shoot(page, 'contracts-overdue-es-light-320');
});
