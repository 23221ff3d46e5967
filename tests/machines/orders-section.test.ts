/**
 * The sales orders section's machines against the real ordering mock (issue 10): the answer check refuses a
 * malformed order whole (hostile text stays data), drafts are read back only in the order's shape, the pickers
 * offer active customers and products with their stock in the warehouse, and two people editing one draft: the
 * second save gets the kit's conflict (the stored order and what differs), never a silent overwrite.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { demoConfig } from '../../src/config/runtime-config';
import type { SalesOrder } from '../../src/domain/sales-order';
import { configureApiClient, resetApiClient } from '../../src/machines/effects/api-client';
import { searchLineProducts } from '../../src/machines/kit/lines-api';
import { selectConflict, selectConflictDiff, selectIsConflict, type FormRef } from '../../src/machines/kit/form.machine';
import { isSalesOrderInput, ordersSection, salesOrderToInput } from '../../src/machines/sections/orders/orders-record';
import { parseSalesOrder, searchCustomers, searchOrderProducts } from '../../src/machines/sections/orders/sales-order-api';
import type { SectionDeps } from '../../src/machines/sections/section-deps';
import { signAccessToken } from '../support/access-tokens';
import { call, get, identities, useServices, type PageBody } from '../mirage-services/support';

useServices();
const config = demoConfig('http://localhost:9090');
const deps = { config, currency: 'MXN', country: 'MX', owner: { tenant: 'acme', user: 'usr_ana' } } as unknown as SectionDeps;
const base = '/api/ordering/sales-orders';

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

const firstDraft = async () => (await get<PageBody<SalesOrder>>(`${base}?status=draft&pageSize=1`)).body.items[0]!;

describe('answers and drafts', () => {
  it('a seeded order parses whole; a malformed one is refused; hostile text is kept as data', async () => {
    const order = await firstDraft();
    expect(parseSalesOrder(order)).toEqual(order);
    for (const bad of [
      { ...order, status: 'shipped' },
      { ...order, date: '15/07/2025' },
      { ...order, total: 1.5 },
      { ...order, lines: [{ ...order.lines[0], quantity: '1e3' }] },
      { ...order, lines: 'none' },
      { ...order, totals: { ...order.totals, taxByRate: { '16': 'x' } } },
      { ...order, currency: 'EUR' },
      null,
    ]) {
      expect(() => parseSalesOrder(bad)).toThrow(TypeError);
    }
    expect(parseSalesOrder({ ...order, notes: '<img src=x onerror=alert(1)>' }).notes).toBe('<img src=x onerror=alert(1)>');
  });

  it('a stored draft is taken only in the order form shape', async () => {
    const values = salesOrderToInput(await firstDraft());
    expect(isSalesOrderInput(values)).toBe(true);
    expect(isSalesOrderInput({ ...values, lines: [{ productId: 3 }] })).toBe(false);
    expect(isSalesOrderInput({ ...values, notes: null })).toBe(false);
    expect(isSalesOrderInput('x')).toBe(false);
  });
});

describe('pickers', () => {
  it('customers: active ones, by name or code; products: active ones with what is available in the warehouse', async () => {
    const customers = await searchCustomers(config, 'a');
    expect(customers.length).toBeGreaterThan(0);
    const ids = customers.map((c) => c.id);
    const stored = (await get<PageBody<{ id: string; status: string }>>('/api/catalogs/customers?status=active&pageSize=500&q=a')).body.items.map((c) => c.id);
    expect(ids.every((id) => stored.includes(id))).toBe(true);
    const warehouse = (await get<PageBody<{ id: string; code: string }>>('/api/inventory/warehouses?pageSize=50')).body.items.find((w) => w.code === 'CDMX-01')!;
    const products = await searchLineProducts(config, 'ANT', warehouse.id);
    expect(products.length).toBeGreaterThan(0);
    for (const p of products.slice(0, 3)) {
      const level = (await get<PageBody<{ available: string }>>(`/api/inventory/stock-levels?warehouseId=${warehouse.id}&productId=${p.id}`)).body.items[0]!;
      expect(p.available).toBe(level.available);
    }
    expect((await searchLineProducts(config, 'ANT', null))[0]!.available).toBeNull();
    // The documents' one picker (/product-options?warehouseId, what sam, without the catalogs, uses) answers the same.
    const projected = await searchOrderProducts(config, 'ANT', warehouse.id);
    expect(projected.slice(0, 3).map((p) => [p.id, p.available])).toEqual(products.slice(0, 3).map((p) => [p.id, p.available]));
  });
});

describe('two people editing one draft', () => {
  it('the second save gets the conflict with the stored order and the fields that differ; nothing is overwritten', async () => {
    const order = await firstDraft();
    const form = createActor(ordersSection(deps).form(), {
      input: { owner: 'orders.record', draftKey: `orders:${order.id}`, recordId: order.id, initial: salesOrderToInput(order), version: order.version },
    }).start() as unknown as FormRef<ReturnType<typeof salesOrderToInput>, SalesOrder>;
    // Someone else saves first.
    const theirs = await call<SalesOrder>('PUT', `${base}/${order.id}`, { body: { ...salesOrderToInput(order), notes: 'Cambio de Bea' }, headers: { 'If-Match': `"${order.version}"` } });
    expect(theirs.status).toBe(200);
    form.send({ type: 'form.field.change', name: 'lines.0.quantity', value: '7' });
    form.send({ type: 'form.submit', idempotencyKey: 'k-mine' });
    await waitFor(form, (s) => selectIsConflict(s), { timeout: 5000 });
    expect(selectConflict(form.getSnapshot())).toMatchObject({ id: order.id, version: order.version + 1, notes: 'Cambio de Bea' });
    expect(selectConflictDiff(form.getSnapshot()).map((d) => d.field)).toEqual(['lines.0.quantity']);
    const stored = (await get<SalesOrder>(`${base}/${order.id}`)).body;
    expect(stored.notes).toBe('Cambio de Bea');
    expect(stored.lines[0]!.quantity).toBe(order.lines[0]!.quantity);
    form.stop();
  });
});
