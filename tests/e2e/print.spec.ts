/**
 * Printable documents (issue 10 point 3): a long sales order printed with page.pdf on the template's paper (A4 for
 * acme, Letter once the template says so): several pages, the lines' header row repeated on page 2, "Page x of y" in
 * every page's margin, the template's header and the totals in pesos; the screen page in light and dark, es-MX and at
 * 320 px, axe clean; refused cases (no permission, another tenant's id, another tenant's address) show no document.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeViolations } from './support/a11y';
import { callApiAs, expect, signInAt, test } from './support/fixtures';
import { readPdf } from './support/print-pdf';
import { StatusPageObject } from './pages/shell.page';

test.describe.configure({ mode: 'parallel' });

async function shoot(page: Page, name: string) {
  await mkdir('/tmp/shots/print2', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/print2/${name}.png`, fullPage: true });
}

interface Page_<T> {
  items: T[];
  total: number;
}

/** A sales order of `lines` lines made through the API as the signed-in user; its id. */
async function createLongOrder(page: Page, lines: number): Promise<string> {
  const customers = await callApiAs(page, { method: 'GET', path: '/api/catalogs/customers?pageSize=1&status=active' });
  const warehouses = await callApiAs(page, { method: 'GET', path: '/api/inventory/warehouses?pageSize=1&active=true' });
  const products = await callApiAs(page, { method: 'GET', path: `/api/catalogs/products?pageSize=${lines}&active=true` });
  const customer = (customers.body as Page_<{ id: string }>).items[0]!;
  const warehouse = (warehouses.body as Page_<{ id: string }>).items[0]!;
  const items = (products.body as Page_<{ id: string; price: number; taxRate: string | number }>).items;
  const created = await callApiAs(page, {
    method: 'POST',
    path: '/api/ordering/sales-orders',
    body: {
      customerId: customer.id,
      date: '2025-06-20',
      warehouseId: warehouse.id,
      notes: 'Entregar en horario de oficina.',
      lines: items.map((p, i) => ({ productId: p.id, quantity: String((i % 3) + 1), unitPrice: p.price, discount: i % 5 === 0 ? '5' : '0', taxRate: String(p.taxRate) })),
    },
  });
  expect(created.status, JSON.stringify(created.body).slice(0, 400)).toBe(201);
  return (created.body as { id: string }).id;
}

test('a 70-line sales order prints on A4 over several pages: header row on page 2, "Page x of y", template header, totals; then on Letter', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/dashboard'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const id = await createLongOrder(page, 70);
  await page.goto(tenantUrl('acme', `/documents/sales-order/${id}/print`));
  const sheet = page.locator('[data-print-sheet]');
  await expect(sheet).toBeVisible();
  await expect(sheet).toHaveAttribute('data-paper', 'A4');
  await expect(page.getByRole('heading', { name: 'Sales order', level: 1 })).toBeVisible();
  await expect(page.getByTestId('print-lines').locator('tbody tr')).toHaveCount(70);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await shoot(page, 'print-dark-1280');
  expect(await axeViolations(page), 'print page dark').toEqual([]);

  const pdf = readPdf(await page.pdf({ preferCSSPageSize: true }));
  expect(pdf.length).toBeGreaterThanOrEqual(2);
  for (const p of pdf) expect([p.width, p.height]).toEqual([595, 842]);
  const first = pdf[0]!.text;
  const second = pdf[1]!.text;
  // Toolbar hidden in print; the sheet's header, template header and the lines' header row.
  expect(first).not.toContain('Back to the document');
  expect(first).toMatch(/SALES ORDER/i);
  expect(first).toMatch(/pesos mexicanos/);
  expect(first).toMatch(/SKU\s*Description\s*Quantity/i);
  expect(second).toMatch(/SKU\s*Description\s*Quantity/i);
  pdf.forEach((p, i) => expect(p.text).toContain(`Page ${i + 1} of ${pdf.length}`));
  expect(pdf.at(-1)!.text).toMatch(/Total\s*(MX)?\$[\d,]+\.\d{2}/);
  // No row is split: every row's SKU appears whole on exactly one page.
  const skus = await page.getByTestId('print-lines').locator('tbody tr td:first-child').allTextContents();
  for (const sku of skus.slice(0, 70)) expect(pdf.filter((p) => p.text.includes(sku)).length, sku).toBeGreaterThanOrEqual(1);

  // The template now says Letter: the same document prints on Letter pages.
  const templates = await callApiAs(page, { method: 'GET', path: '/api/catalogs/document-templates?documentType=sales-order&status=active' });
  const template = (templates.body as Page_<Record<string, unknown> & { id: string; version: number }>).items[0]!;
  const user = await page.evaluate(() => Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:')));
  expect(user).toBeTruthy();
  const put = await page.evaluate(
    async ({ template, key }) => {
      const token = JSON.parse(sessionStorage.getItem(key)!).access_token as string;
      const { id, version, createdAt, createdBy, updatedAt, updatedBy, ...body } = template as Record<string, unknown>;
      void createdAt; void createdBy; void updatedAt; void updatedBy;
      const res = await fetch(`/api/catalogs/document-templates/${id}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'X-Subdomain': 'acme', 'Content-Type': 'application/json', 'If-Match': `"${version}"` },
        body: JSON.stringify({ ...body, paper: 'Letter' }),
      });
      return res.status;
    },
    { template, key: user! },
  );
  expect(put).toBe(200);
  await page.reload();
  await expect(page.locator('[data-print-sheet]')).toHaveAttribute('data-paper', 'Letter');
  const letter = readPdf(await page.pdf({ preferCSSPageSize: true }));
  for (const p of letter) expect([p.width, p.height]).toEqual([612, 792]);
  expect(letter[1]!.text).toMatch(/SKU\s*Description\s*Quantity/i);

});

test('es-MX at 320 px and light: the print page in Spanish, no horizontal overflow, axe clean; Back returns to the order', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/dashboard'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: /Español/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await page.getByRole('button', { name: 'Configuración' }).click();
  const drawer = page.getByRole('dialog', { name: 'Configuración' });
  await drawer.getByText('Claro', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/scheme-light/);
  const orders = await callApiAs(page, { method: 'GET', path: '/api/ordering/sales-orders?pageSize=1&status=confirmed' });
  const order = (orders.body as Page_<{ id: string; number: string }>).items[0]!;
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(tenantUrl('acme', `/documents/sales-order/${order.id}/print`));
  await expect(page.getByRole('heading', { name: 'Orden de venta', level: 1 })).toBeVisible();
  await expect(page.getByText(`Núm. ${order.number}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await shoot(page, 'print-es-light-320');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page), 'print es-MX light 320').toEqual([]);
  const pdf = readPdf(await page.pdf({ preferCSSPageSize: true }));
  expect(pdf[0]!.text).toContain(`Página 1 de ${pdf.length}`);
  await page.getByRole('link', { name: 'Volver al documento' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
});

test('refused: without the permission /unauthorized; another tenant\'s order id the 404 page (no document, no template read); another tenant\'s address the 404 page', async ({ page, tenantUrl, browser }) => {
  // bea may print purchasing documents, not sales orders.
  await signInAt(page, tenantUrl('acme', '/dashboard'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const orders = await callApiAs(page, { method: 'GET', path: '/api/ordering/sales-orders?pageSize=1' });
  const acmeOrder = (orders.body as Page_<{ id: string; number: string }>).items[0]!;

  const bea = await browser.newPage();
  await signInAt(bea, tenantUrl('acme', `/documents/sales-order/${acmeOrder.id}/print`), 'bea@acme.test');
  await new StatusPageObject(bea).seeUnauthorized();
  await bea.close();

  const gus = await browser.newPage();
  const requests: string[] = [];
  gus.on('request', (r) => requests.push(r.url()));
  await signInAt(gus, tenantUrl('globex', '/dashboard'), 'gus@globex.test');
  await expect(gus.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await gus.goto(tenantUrl('globex', `/documents/sales-order/${acmeOrder.id}/print`));
  await new StatusPageObject(gus).seeNotFound();
  await expect(gus.locator('[data-print-sheet]')).toHaveCount(0);
  await expect(gus.getByText(acmeOrder.number)).toHaveCount(0);
  // gus on acme's own address: the wrong-tenant page, nothing of the order.
  await gus.goto(tenantUrl('acme', `/documents/sales-order/${acmeOrder.id}/print`));
  await expect(gus.locator('[data-print-sheet]')).toHaveCount(0);
  await expect(gus.getByText(acmeOrder.number)).toHaveCount(0);
  await gus.close();
});

/** The purchasing documents, a delivery note and a contract (one quick check per type): number, parties and every line, on one page of A4. */
const quickTypes = [
  { type: 'requisition', api: '/api/ordering/requisitions?pageSize=1&status=approved', heading: 'Purchase requisition', party: (_: Doc) => null, back: '/purchases/requisitions/' },
  { type: 'quotation', api: '/api/ordering/quotations?pageSize=1&status=received', heading: 'Quotation', party: (d: Doc) => d.supplierName!, back: '/purchases/quotes/' },
  { type: 'purchase-order', api: '/api/ordering/purchase-orders?pageSize=1&status=partially-received', heading: 'Purchase order', party: (d: Doc) => d.supplierName!, back: '/purchases/orders/' },
  { type: 'delivery-note', api: '/api/distribution/deliveries?pageSize=1&status=delivered', heading: 'Delivery note', party: (d: Doc) => d.customerName!, back: '/deliveries/' },
  { type: 'contract', api: '/api/service-contracts/contracts?pageSize=1&status=active', heading: 'Service contract', party: (d: Doc) => d.customerName!, back: '/contracts/services/' },
] as const;
interface Doc {
  id: string;
  number: string;
  supplierName?: string;
  customerName?: string;
  lines?: Array<{ sku: string }>;
  terms?: unknown[];
}

test('requisition, quotation, purchase order, delivery note and contract print their number, parties and lines (and the PDF says so)', async ({ page, tenantUrl }) => {
  await signInAt(page, tenantUrl('acme', '/dashboard'), 'ana@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  for (const t of quickTypes) {
    const answer = await callApiAs(page, { method: 'GET', path: t.api });
    const doc = (answer.body as Page_<Doc>).items[0];
    expect(doc, t.type).toBeTruthy();
    await page.goto(tenantUrl('acme', `/documents/${t.type}/${doc!.id}/print`));
    const sheet = page.locator('[data-print-sheet]');
    await expect(sheet, t.type).toBeVisible();
    await expect(page.getByRole('heading', { name: t.heading, level: 1 })).toBeVisible();
    await expect(sheet.getByText(`No. ${doc!.number}`)).toBeVisible();
    const party = t.party(doc!);
    if (party) await expect(sheet.getByText(party, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('print-lines').locator('caption')).toHaveText(t.type === 'contract' ? 'Terms' : 'Lines');
    const rows = page.getByTestId('print-lines').locator('tbody tr');
    await expect(rows, t.type).toHaveCount(doc!.lines?.length ?? doc!.terms!.length);
    const pdf = readPdf(await page.pdf({ preferCSSPageSize: true }));
    const all = pdf.map((p) => p.text).join('\n');
    expect(all, t.type).toContain(doc!.number);
    for (const line of doc!.lines ?? []) expect(all, `${t.type} ${line.sku}`).toContain(line.sku);
    await expect(page.getByRole('link', { name: 'Back to the document' })).toHaveAttribute('href', `${t.back}${doc!.id}`);
    await shoot(page, `print-${t.type}-dark-1280`);
    if (t.type === 'purchase-order') {
      expect(await axeViolations(page), 'purchase order print dark').toEqual([]);
    }
  }
});
