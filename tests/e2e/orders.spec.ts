/**
 * Sales orders (/orders, issue 10) end to end, one story: ana takes an order with the keyboard alone (customer,
 * warehouse, a product found by SKU, its quantity, Enter for another line, that line removed, Ctrl+Enter saves),
 * confirms it and its quantity is reserved in the warehouse's stock level; she cancels another, confirmed order with
 * the question answered and its reservation is released; an order for more than is left is refused and the page
 * names the product and what is available; the history tells each step. Axe in dark and light, then
 * es-MX at 320 px without horizontal overflow (the line editor's cards included).
 */
import { chooseScheme, chooseSpanish, dontOverflowHorizontally } from './pages/employees.page';
import { OrdersPage } from './pages/orders.page';
import { callApiAs, expect, signInAt, test } from './support/fixtures';

test('ana takes an order with the keyboard, confirms it (stock reserved), cancels another (stock released); axe dark and light; es-MX at 320 px', async ({ page, tenantUrl }) => {
  test.setTimeout(150_000);
  const orders = new OrdersPage(page);
  await signInAt(page, tenantUrl('acme', '/orders'), 'ana@acme.test');
  await orders.seeList(/1–50 of 3,000/);
  await orders.seeNoAxeViolations('list, dark');
  await orders.shoot('list-dark-1280');

  const { warehouseId, level } = await orders.freeLevel();

  // New order, keyboard only from the link on.
  await page.getByRole('link', { name: 'New sales order' }).focus();
  await page.keyboard.press('Enter');
  const form = orders.form('New sales order');
  await expect(form).toBeVisible();
  await form.getByRole('combobox', { name: 'Customer' }).focus();
  await page.keyboard.type('a');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('combobox', { name: 'Customer' })).not.toHaveValue('a');
  await form.getByRole('combobox', { name: 'Warehouse' }).focus();
  await page.keyboard.type('Almac');
  await expect(form.getByRole('combobox', { name: 'Warehouse' })).toHaveValue(warehouseId);

  await page.getByRole('button', { name: 'Add line' }).focus();
  await page.keyboard.press('Enter');
  const product1 = orders.line(1).getByRole('combobox', { name: /Product/ });
  await expect(product1).toBeFocused();
  await page.keyboard.type(level.sku);
  await expect(page.getByRole('option', { name: new RegExp(level.sku) })).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(level.sku) })).toContainText(`Available: ${Number(level.available).toLocaleString('en-US')}`);
  await page.keyboard.press('Enter');
  const quantity1 = orders.line(1).getByRole('textbox', { name: /Quantity/ });
  await expect(quantity1).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  // Enter added a second line and went to its product; that line goes again with its named Remove button.
  await expect(orders.line(2).getByRole('combobox', { name: /Product/ })).toBeFocused();
  await orders.pressButton('Remove line 2 (no product)');
  await expect(orders.lines().getByRole('listitem')).toHaveCount(1);
  await expect(orders.line(1)).toContainText(`Available: ${Number(level.available).toLocaleString('en-US')}`);
  const totals = page.getByRole('definition').last();
  await expect(totals).not.toHaveText('$0.00');
  await orders.seeNoAxeViolations('new order, dark');
  await orders.shoot('new-dark-1280');
  await quantity1.focus();
  await page.keyboard.press('Control+Enter');

  await expect(page.getByRole('heading', { name: /^Order SO-\d{6}$/, level: 1 })).toBeVisible();
  await orders.seeStatus('Draft');
  await expect(page.getByRole('link', { name: 'Print' })).toHaveAttribute('href', /\/documents\/sales-order\/[^/]+\/print$/);
  await expect(page.getByRole('table')).toContainText(level.sku);
  await orders.pressButton('Confirm');
  await orders.seeStatus('Confirmed');
  await expect(orders.history().getByRole('listitem').first()).toContainText('Confirmed (stock reserved)');
  // The warehouse's stock level: 2 more reserved, 2 less available.
  const after = await orders.levelOf(warehouseId, level.productId);
  expect(after).toMatchObject({ onHand: level.onHand, reserved: '2', available: String(Number(level.available) - 2) });
  await orders.shoot('confirmed-dark-1280');
  const mine = (await page.getByRole('heading', { name: /^Order SO-\d{6}$/, level: 1 }).textContent())!.replace('Order ', '');
  await page.goto(tenantUrl('acme', `/inventory/warehouses/${warehouseId}/stock/${level.id}`));
  await expect(page.getByRole('main')).toContainText(level.sku);
  await expect(page.getByRole('main')).toContainText(/Reserved\s*2/);
  await orders.shoot('stock-level-reserved');

  // Another order, confirmed in the seed: Cancel asks first, then releases its reservation.
  const confirmed = (await callApiAs(page, { method: 'GET', path: '/api/ordering/sales-orders?status=confirmed&pageSize=2' })).body as {
    items: { id: string; number: string; customerId: string; warehouseId: string; lines: { productId: string; quantity: string }[] }[];
  };
  const other = confirmed.items.find((o) => o.number !== mine)!;
  const before = await orders.levelOf(other.warehouseId, other.lines[0]!.productId);
  await page.goto(tenantUrl('acme', `/orders?status=confirmed&q=${other.number}`));
  await expect(orders.grid().getByRole('row').nth(1)).toContainText(other.number);
  await orders.grid().getByRole('row').nth(1).click();
  await expect(page.getByRole('heading', { name: `Order ${other.number}`, level: 1 })).toBeVisible();
  await orders.pressButton('Cancel order');
  const question = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(question).toContainText('Cancel this order?');
  await orders.seeNoAxeViolations('cancel question, dark');
  await orders.pressButton('Cancel order', question);
  await orders.seeStatus('Cancelled');
  const released = await orders.levelOf(other.warehouseId, other.lines[0]!.productId);
  expect(Number(released.reserved)).toBe(Number(before.reserved) - Number(other.lines[0]!.quantity));
  await expect(orders.history().getByRole('listitem').first()).toContainText('Cancelled');
  await orders.shoot('cancelled-dark-1280');

  // An order for more than is left: Confirm is offered (the service decides), refused, and the page says why.
  const short = (await callApiAs(page, {
    method: 'POST',
    path: '/api/ordering/sales-orders',
    body: { customerId: other.customerId, date: '2025-07-15', warehouseId, notes: '', lines: [{ productId: level.productId, quantity: String(Number(after.available) + 1), unitPrice: 100, discount: '0', taxRate: '16' }] },
  })).body as { id: string };
  await page.goto(tenantUrl('acme', `/orders/${short.id}`));
  await orders.pressButton('Confirm');
  const why = page.getByRole('alert').filter({ hasText: 'Not enough stock' });
  await expect(why).toContainText('Not enough stock in Almacén Central to confirm this order.');
  await expect(why).toContainText(`${level.sku}`);
  await expect(why).toContainText(`available ${Number(after.available).toLocaleString('en-US')}`);
  await orders.seeStatus('Draft');
  await orders.shoot('insufficient-dark-1280');
  await chooseScheme(page, 'Light');
  await orders.seeNoAxeViolations('refused confirm, light');
  await orders.shoot('insufficient-light-1280');

  // Spanish at a phone's width: the order, the list and the editor's cards without horizontal overflow.
  await chooseSpanish(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(orders.header()).toContainText('Borrador');
  await expect(page.getByRole('alert').filter({ hasText: 'No hay suficiente inventario' })).toContainText(level.sku);
  await dontOverflowHorizontally(page, 320);
  await orders.seeNoAxeViolations('order es-MX 320');
  await orders.shoot('insufficient-es-320');
  await page.getByRole('link', { name: 'Volver a pedidos de venta' }).click();
  await expect(page.getByRole('heading', { name: 'Pedidos de venta', level: 1 })).toBeVisible();
  await dontOverflowHorizontally(page, 320);
  await orders.shoot('list-es-320');
  await page.getByRole('link', { name: 'Nuevo pedido de venta' }).click();
  await page.getByRole('button', { name: 'Agregar línea' }).click();
  await expect(orders.line(1).getByRole('combobox', { name: /Producto/ })).toBeFocused();
  await dontOverflowHorizontally(page, 320);
  await orders.seeNoAxeViolations('new order es-MX 320');
  await orders.shoot('new-es-320');
});
