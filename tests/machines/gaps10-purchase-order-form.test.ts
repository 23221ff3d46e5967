/**
 * Purchase orders by hand (issue 10 gaps, point 2) against the ordering mock: New purchase order's create flow
 * refuses an empty form before any request and saves a draft (PO number, supplier named, lines named, total);
 * a draft is edited through the record machine (Edit offered while a draft, not after Send); stored drafts are read
 * back only in the form's shape; the supplier picker offers active suppliers; the line editor prices from the cost.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { demoConfig } from '../../src/config/runtime-config';
import type { PurchaseOrder } from '../../src/domain/purchase-order';
import { configureApiClient, resetApiClient } from '../../src/machines/effects/api-client';
import { selectCreateForm } from '../../src/machines/kit/create-flow.machine';
import { selectShownErrors, selectValues, type FormRef } from '../../src/machines/kit/form.machine';
import { pricedLineOptions } from '../../src/machines/kit/lines-api';
import { selectFormRef } from '../../src/machines/kit/record.machine';
import {
  asPurchase,
  emptyPurchaseOrderValues,
  isPurchaseOrderValues,
  normalizePurchaseOrderValues,
  purchaseOrderToValues,
  searchSuppliers,
  validatePurchaseOrderValues,
  type PurchaseOrderValues,
} from '../../src/machines/sections/purchases/purchase-order-form';
import { purchaseOrderCreateFlow, purchaseOrdersSection } from '../../src/machines/sections/purchases/purchases-records';
import type { SectionDeps } from '../../src/machines/sections/section-deps';
import { signAccessToken } from '../support/access-tokens';
import { call, get, identities, useServices, type PageBody } from '../mirage-services/support';

useServices();
const config = demoConfig('http://localhost:9090');
const deps = { config, currency: 'MXN', country: 'MX', owner: { tenant: 'acme', user: 'usr_ana' } } as unknown as SectionDeps;
const base = '/api/ordering/purchase-orders';

beforeEach(() => {
  configureApiClient({
    config: { ...config, tenantBaseDomain: 'localhost' },
    host: 'acme.localhost',
    origin: window.location.origin,
    getAccessToken: () => signAccessToken(identities.ana),
    renewAccessToken: async () => null,
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  resetApiClient();
  vi.restoreAllMocks();
});

type Form = FormRef<PurchaseOrderValues, PurchaseOrder>;
const change = (form: Form, name: string, value: unknown) => form.send({ type: 'form.field.change', name, value });
const firstActive = async (path: string) => (await get<PageBody<{ id: string; name: string; active?: boolean; status?: string }>>(path)).body.items[0]!;

describe('the values of a purchase order form', () => {
  it('a stored order gives its writable fields (no expected day is empty), read back only in that shape', async () => {
    const order = (await get<PageBody<PurchaseOrder>>(`${base}?status=draft&pageSize=1`)).body.items[0] ?? (await get<PageBody<PurchaseOrder>>(`${base}?pageSize=1`)).body.items[0]!;
    const values = purchaseOrderToValues({ ...order, expectedDate: null });
    expect(values.expectedDate).toBe('');
    expect(Object.keys(values).sort()).toEqual(['expectedDate', 'lines', 'notes', 'supplierId', 'warehouseId']);
    expect(values.lines.every((l) => Object.keys(l).sort().join() === 'discount,productId,quantity,taxRate,unitPrice')).toBe(true);
    expect(isPurchaseOrderValues(values)).toBe(true);
    expect(isPurchaseOrderValues({ ...values, expectedDate: null })).toBe(false);
    expect(isPurchaseOrderValues({ ...values, lines: [{ productId: 1 }] })).toBe(false);
    expect(isPurchaseOrderValues(null)).toBe(false);
  });
  it('normalizes by trimming and validates with the domain rule', () => {
    const v = { ...emptyPurchaseOrderValues(), supplierId: ' s1 ', notes: '  x ' };
    expect(normalizePurchaseOrderValues(v)).toMatchObject({ supplierId: 's1', notes: 'x' });
    expect(validatePurchaseOrderValues(emptyPurchaseOrderValues())).toMatchObject({ supplierId: ['required'], warehouseId: ['required'] });
    expect(validatePurchaseOrderValues({ ...emptyPurchaseOrderValues(), supplierId: 's', warehouseId: 'w', expectedDate: '2025-13-40' })).toHaveProperty('expectedDate');
  });
  it('a picked product brings its cost and tax rate (a purchase is priced at cost)', () => {
    const line = pricedLineOptions('cost', '16').withProduct(pricedLineOptions('cost', '16').emptyLine(), { id: 'p', sku: 'S', name: 'N', barcode: null, price: 900, cost: 500, taxRate: '8', available: null });
    expect(line).toMatchObject({ productId: 'p', unitPrice: 500, taxRate: '8' });
    // The picker shows the cost as the product's price on a purchase.
    expect(asPurchase({ id: 'p', sku: 'S', name: 'N', barcode: null, price: 900, cost: 500, taxRate: '8', available: null }).price).toBe(500);
  });
  it('the supplier picker offers active suppliers by name or code', async () => {
    const found = await searchSuppliers(config, '', new AbortController().signal);
    expect(found.length).toBe(20);
    const all = (await get<PageBody<{ id: string; status: string; code: string }>>('/api/catalogs/suppliers?pageSize=500')).body.items;
    for (const option of found) expect(all.find((s) => s.id === option.id)?.status).toBe('active');
    const one = found[3]!;
    expect((await searchSuppliers(config, one.sublabel!, new AbortController().signal)).map((o) => o.id)).toContain(one.id);
  });
});

describe('New purchase order and Edit while a draft', () => {
  it('refuses an empty form before any request, then saves a draft named and totalled by the service; Edit offered until sent', async () => {
    const before = (await get<PageBody<PurchaseOrder>>(`${base}?pageSize=1`)).body.total;
    const flow = createActor(purchaseOrderCreateFlow(deps), { input: { draft: null } }).start();
    await waitFor(flow, (s) => selectCreateForm(s) !== null);
    const form = selectCreateForm(flow.getSnapshot()) as unknown as Form;
    form.send({ type: 'form.submit', idempotencyKey: 'po-empty-0001' });
    expect(selectShownErrors(form.getSnapshot())).toMatchObject({ supplierId: ['required'], warehouseId: ['required'] });
    expect((await get<PageBody<PurchaseOrder>>(`${base}?pageSize=1`)).body.total).toBe(before);

    const supplier = await firstActive('/api/catalogs/suppliers?status=active&pageSize=1');
    const warehouse = await firstActive('/api/inventory/warehouses?active=true&pageSize=1');
    const product = (await get<PageBody<{ id: string; sku: string; cost: number }>>('/api/catalogs/products?active=true&pageSize=1')).body.items[0]!;
    change(form, 'supplierId', supplier.id);
    change(form, 'warehouseId', warehouse.id);
    change(form, 'expectedDate', '2025-08-01');
    change(form, 'lines', [{ productId: product.id, quantity: '3', unitPrice: 10_000, discount: '0', taxRate: '16' }]);
    form.send({ type: 'form.submit', idempotencyKey: 'po-new-0001' });
    const done = await waitFor(flow, (s) => s.context.saved !== null, { timeout: 5000 });
    const saved = done.context.saved as PurchaseOrder;
    expect(saved).toMatchObject({ status: 'draft', supplierId: supplier.id, supplierName: supplier.name, warehouseId: warehouse.id, expectedDate: '2025-08-01', total: 34_800, quotationId: null });
    expect(saved.number).toMatch(/^PO-\d{6}$/);
    expect(saved.lines[0]).toMatchObject({ sku: product.sku, received: '0' });
    flow.stop();

    const record = createActor(purchaseOrdersSection(deps).record(), { input: { id: saved.id } }).start();
    await waitFor(record, (s) => s.context.record !== null, { timeout: 5000 });
    expect(record.getSnapshot().can({ type: 'record.edit' })).toBe(true);
    record.send({ type: 'record.edit' });
    const editing = await waitFor(record, (s) => selectFormRef(s) !== null, { timeout: 5000 });
    const editForm = selectFormRef(editing) as unknown as Form;
    expect(selectValues(editForm.getSnapshot())).toMatchObject({ supplierId: supplier.id, expectedDate: '2025-08-01' });
    change(editForm, 'expectedDate', '');
    change(editForm, 'lines.0.quantity', '5');
    editForm.send({ type: 'form.submit', idempotencyKey: 'po-edit-0001' });
    await waitFor(record, (s) => s.context.record !== null && s.context.record.version === saved.version + 1, { timeout: 5000 });
    const stored = (await get<PurchaseOrder>(`${base}/${saved.id}`)).body;
    expect(stored).toMatchObject({ expectedDate: null, total: 58_000 });
    expect(stored.lines[0]!.quantity).toBe('5');

    expect((await call('POST', `${base}/${saved.id}/events`, { body: { type: 'send' } })).status).toBe(200);
    record.send({ type: 'record.reload' });
    await waitFor(record, (s) => (s.context.record as PurchaseOrder | null)?.status === 'sent', { timeout: 5000 });
    expect(record.getSnapshot().can({ type: 'record.edit' })).toBe(false);
    record.stop();
  });
});
