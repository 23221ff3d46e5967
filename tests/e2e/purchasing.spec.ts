/**
 * Purchasing end to end, one story: bea (Order.Purchases and Catalogs.Suppliers only) writes a requisition with the
 * keyboard, submits and approves it, asks two suppliers for quotations, enters both suppliers' prices, compares them
 * side by side (the cheapest marked), accepts the cheaper one (the other is rejected, the purchase order made), sends
 * the order and receives it in two parts: the stock of the order's warehouse rises by each receipt, through receipt
 * movements with the order's number. Axe in light and dark; es-MX at 320 px.
 */
import type { Page } from '@playwright/test';
import { DocumentPage, PurchasingListPage, RequisitionFormPage } from './pages/purchasing.page';
import { axeViolations } from './support/a11y';
import { callApiAs, expect, signInAt, test } from './support/fixtures';
import { chooseLanguageFromUserMenu, openSettings } from './support/shell-controls';

interface Level {
  productId: string;
  warehouseId: string;
  sku: string;
  onHand: string;
}

const shots = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};
const api = async <T>(page: Page, path: string) => (await callApiAs(page, { method: 'GET', path })).body as T;
const levelIn = async (page: Page, warehouseId: string, productId: string) =>
  (await api<{ items: Level[] }>(page, `/api/inventory/stock-levels?warehouseId=${warehouseId}&productId=${productId}`)).items[0]!;

test('bea: a requisition approved, two quotations compared, the cheaper accepted, its order sent and received in two parts; stock rises; axe light and dark', async ({ page, tenantUrl }) => {
  test.setTimeout(120_000);
  await signInAt(page, tenantUrl('acme', '/purchases/requisitions'), 'bea@acme.test');
  const list = new PurchasingListPage(page, /^(Requisitions|Requisiciones)$/);
  await list.seeList();
  await shot(page, 'requisitions-dark-1280-en');
  await list.seeNoAxeViolations('requisitions list, dark');

  const warehouses = await api<{ items: { id: string; code: string; name: string }[] }>(page, '/api/inventory/warehouses?pageSize=50');
  const main = warehouses.items.find((w) => w.code === 'CDMX-01')!;
  const stocked = (await api<{ items: Level[] }>(page, `/api/inventory/stock-levels?warehouseId=${main.id}&inStock=true&sort=sku&pageSize=30`)).items.filter((l) => !l.onHand.includes('.'));
  const [a, b] = [stocked[0]!, stocked[1]!];
  const before = [await levelIn(page, main.id, a.productId), await levelIn(page, main.id, b.productId)];

  // New requisition, with the keyboard for the lines.
  await page.getByRole('link', { name: 'New requisition' }).click();
  const form = new RequisitionFormPage(page);
  await expect(form.form()).toBeVisible();
  await form.chooseFirst('Requested by');
  await form.chooseFirst('Department');
  await form.select('Warehouse').selectOption({ label: `${main.name} (CDMX-01)` });
  const needed = form.form().getByRole('textbox', { name: 'Needed by' });
  await needed.fill('12/31/2030');
  await needed.press('Tab');
  await form.pickProduct(1, a.sku);
  await form.quantity(1).fill('10');
  await form.form().getByRole('button', { name: 'Add line' }).press('Enter');
  await expect(form.line(2).getByRole('combobox', { name: 'Product' })).toBeFocused();
  await form.pickProduct(2, b.sku);
  await form.quantity(2).fill('4');
  await shot(page, 'requisition-new-dark-1280-en');
  expect(await axeViolations(page), 'new requisition, dark').toEqual([]);
  await form.form().getByRole('button', { name: 'Create requisition' }).click();

  const doc = new DocumentPage(page);
  await doc.see(/^Requisition REQ-\d{6}$/, 'Draft');
  expect(await doc.actions()).toEqual(['Submit for approval', 'Cancel requisition', 'Edit', 'Delete']);
  await doc.apply('Submit for approval');
  await doc.see(/^Requisition REQ-\d{6}$/, 'Submitted');
  expect(await doc.actions()).toEqual(['Approve', 'Reject', 'Cancel requisition']);
  await doc.apply('Approve');
  await doc.see(/^Requisition REQ-\d{6}$/, 'Approved');

  // Two suppliers asked (ticked from the dialog's list, filtered by name).
  const suppliers = await api<{ items: { id: string; name: string }[] }>(page, '/api/catalogs/suppliers?status=active&sort=name&pageSize=2');
  await doc.apply('Request quotations');
  const ask = doc.dialog('Request quotations');
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: /^Request 0 quotations$/ }).click();
  await expect(ask.getByText('Required')).toBeVisible();
  for (const s of suppliers.items) {
    await ask.getByRole('searchbox', { name: 'Find a supplier' }).fill(s.name);
    await ask.getByRole('checkbox', { name: new RegExp(s.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).check();
  }
  await shot(page, 'request-quotes-dark-1280-en');
  expect(await axeViolations(page), 'request quotations dialog').toEqual([]);
  await ask.getByRole('button', { name: 'Request 2 quotations' }).click();
  await expect(ask).toBeHidden();
  await doc.see(/^Requisition REQ-\d{6}$/, 'Quoting');
  await expect(doc.comparison().getByText('No price yet').first()).toBeVisible();

  // Each supplier's prices: the second is cheaper.
  const prices = [
    ['100.00', '250.00'],
    ['90.00', '240.00'],
  ];
  for (const [i, s] of suppliers.items.entries()) {
    await doc.comparison().getByRole('link', { name: s.name }).click();
    await doc.see(/^Quotation QUO-\d{6}$/, 'Requested');
    await doc.apply('Enter prices');
    const dialog = doc.dialog('Enter the supplier’s prices');
    const unit = dialog.getByRole('textbox', { name: 'Unit price' });
    await unit.nth(0).fill(prices[i]![0]!);
    await unit.nth(1).fill(prices[i]![1]!);
    if (i === 0) {
      // The day the prices hold until, from the kit's calendar inside the dialog: a month later with the keyboard.
      const validUntil = dialog.getByRole('textbox', { name: 'Valid until' });
      const before = await validUntil.inputValue();
      expect(before).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      await dialog.getByRole('button', { name: 'Open calendar' }).click();
      await expect(page.getByRole('grid').first()).toBeVisible();
      await page.keyboard.press('PageDown');
      await page.keyboard.press('Enter');
      await expect(validUntil).not.toHaveValue(before);
      const [m1, d1, y1] = before.split('/').map(Number) as [number, number, number];
      const [m2, , y2] = (await validUntil.inputValue()).split('/').map(Number) as [number, number, number];
      expect(y2 * 12 + m2, 'a month later').toBe(y1 * 12 + m1 + 1);
      expect(d1).toBeGreaterThan(0);
      await expect(dialog).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Save prices' }).click();
    await expect(dialog).toBeHidden();
    await doc.see(/^Quotation QUO-\d{6}$/, 'Received');
    await doc.link('Open its requisition and the comparison').click();
    await doc.see(/^Requisition REQ-\d{6}$/, 'Quoting');
  }
  const cheaper = suppliers.items[1]!.name;
  const comparison = doc.comparison();
  const totalRow = comparison.getByRole('row', { name: /^Total/ });
  await expect(totalRow.getByRole('cell').nth(1)).toContainText('Cheapest');
  await expect(totalRow.getByText('Cheapest')).toHaveCount(1);
  await shot(page, 'comparison-dark-1280-en');
  expect(await axeViolations(page), 'comparison, dark').toEqual([]);

  // Accept the cheaper one: the other is rejected, the order made.
  await comparison.getByRole('link', { name: cheaper }).click();
  await doc.apply('Accept', true);
  await doc.see(/^Quotation QUO-\d{6}$/, 'Accepted');
  await doc.link('Open its purchase order').click();
  await doc.see(/^Purchase order PO-\d{6}$/, 'Draft');
  await expect(page.getByRole('link', { name: 'Print' })).toHaveAttribute('href', /\/documents\/purchase-order\/[^/]+\/print$/);
  await doc.apply('Send to supplier');
  await doc.see(/^Purchase order PO-\d{6}$/, 'Sent');

  // First receipt: 6 of the first line (the dialog is prefilled with the outstanding 10 and 4).
  await doc.apply('Receive goods');
  const receive = doc.dialog('Receive goods');
  const quantities = receive.getByRole('textbox');
  await expect(quantities.nth(0)).toHaveValue('10');
  await expect(quantities.nth(1)).toHaveValue('4');
  await quantities.nth(0).fill('11');
  await receive.getByRole('button', { name: 'Receive' }).click();
  await expect(receive.getByText('Out of the allowed range')).toBeVisible();
  await quantities.nth(0).fill('6');
  await quantities.nth(1).fill('0');
  await shot(page, 'receive-dark-1280-en');
  expect(await axeViolations(page), 'receive dialog').toEqual([]);
  await quantities.nth(1).press('Enter');
  await expect(receive).toBeHidden();
  await doc.see(/^Purchase order PO-\d{6}$/, 'Partially received');
  expect(Number((await levelIn(page, main.id, a.productId)).onHand)).toBe(Number(before[0]!.onHand) + 6);
  expect(Number((await levelIn(page, main.id, b.productId)).onHand)).toBe(Number(before[1]!.onHand));

  // The rest.
  await doc.apply('Receive goods');
  await expect(quantities.nth(0)).toHaveValue('4');
  await receive.getByRole('button', { name: 'Receive' }).click();
  await doc.see(/^Purchase order PO-\d{6}$/, 'Received');
  expect(Number((await levelIn(page, main.id, a.productId)).onHand)).toBe(Number(before[0]!.onHand) + 10);
  expect(Number((await levelIn(page, main.id, b.productId)).onHand)).toBe(Number(before[1]!.onHand) + 4);
  // (The movements behind these levels, with the order's number as reference, are checked by the contract and path tests: bea may not list movements.)
  await doc.apply('Close');
  await doc.see(/^Purchase order PO-\d{6}$/, 'Closed');
  expect(await doc.actions()).toEqual([]);
  await expect(doc.history('purchase-order-history').getByText('Received').first()).toBeVisible();
  await expect(doc.history('purchase-order-history').getByText('Sent to the supplier')).toBeVisible();
  await shot(page, 'order-dark-1280-en');
  expect(await axeViolations(page), 'order, dark').toEqual([]);

  await page.getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByText('Light', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/scheme-light/);
  await drawer.getByRole('button', { name: 'Close settings' }).click();
  await expect(drawer).toBeHidden();
  await shot(page, 'order-light-1280-en');
  expect(await axeViolations(page), 'order, light').toEqual([]);
  await doc.link('Open its requisition').click();
  await doc.see(/^Requisition REQ-\d{6}$/, 'Ordered');
  await expect(doc.comparison().getByText('Rejected')).toBeVisible();
  await shot(page, 'requisition-light-1280-en');
  expect(await axeViolations(page), 'requisition, light').toEqual([]);
});

test('es-MX at 320 px: the purchase orders list and an order in Spanish, no horizontal overflow; axe clean', async ({ page, tenantUrl }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await signInAt(page, tenantUrl('acme', '/purchases/orders?status=partially-received'), 'bea@acme.test');
  const list = new PurchasingListPage(page, /^(Purchase orders|Órdenes de compra)$/);
  await list.seeList();
  await chooseLanguageFromUserMenu(page, 'Español');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await expect(page.getByRole('heading', { level: 1, name: 'Órdenes de compra' })).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect.poll(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'orders-dark-320-es');
  expect(await axeViolations(page), 'orders es-MX 320').toEqual([]);
  await list.grid().getByRole('row').nth(1).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Orden de compra PO-\d{6}$/ })).toBeVisible();
  await expect(page.locator('main header').getByRole('button', { name: 'Recibir mercancía' })).toBeVisible();
  await expect.poll(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'order-dark-320-es');
  expect(await axeViolations(page), 'order es-MX 320').toEqual([]);
  await page.locator('main header').getByRole('button', { name: 'Recibir mercancía' }).click();
  await expect(page.getByRole('dialog', { name: 'Recibir mercancía' })).toBeVisible();
  await expect.poll(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'receive-dark-320-es');
  expect(await axeViolations(page), 'receive es-MX 320').toEqual([]);
  await page.getByRole('dialog', { name: 'Recibir mercancía' }).getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('dialog', { name: 'Recibir mercancía' })).toBeHidden();

  // Light scheme, same page and a requisition with its comparison.
  await openSettings(page);
  const drawer = page.getByRole('dialog', { name: 'Configuración' });
  await drawer.getByText('Claro', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/scheme-light/);
  await drawer.getByRole('button', { name: /^Cerrar/ }).click();
  await expect(drawer).toBeHidden();
  await expect.poll(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'order-light-320-es');
  expect(await axeViolations(page), 'order es-MX 320 light').toEqual([]);
  // A requisition collecting quotations (the seed prices the first one asked at least).
  await page.goto(tenantUrl('acme', '/purchases/requisitions?status=quoting'));
  const requisitions = new PurchasingListPage(page, /^(Requisitions|Requisiciones)$/);
  await requisitions.seeList();
  await requisitions.grid().getByRole('row').nth(1).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Requisición REQ-\d{6}$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Comparativo de cotizaciones' }).getByText('Más barata').first()).toBeVisible();
  await expect.poll(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'requisition-light-320-es');
  expect(await axeViolations(page), 'requisition es-MX 320 light').toEqual([]);
});
