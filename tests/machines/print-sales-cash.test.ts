/**
 * The print mappings of sales orders and cash closings against seeded documents of the services in Mirage: the sales
 * order prints every line with its net amount by the one line rule, and totals that add up to the service's total
 * (subtotal − discount + tax per rate); the cash closing prints a row per denomination of its currency whose amounts
 * add up to the counted cash, and expected − counted as the difference; a malformed answer is refused whole.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Response } from 'miragejs';
import { demoConfig } from '../../src/config/runtime-config';
import { cashFigures, denominations, type CashClosing } from '../../src/domain/cash-closing';
import { lineFigures } from '../../src/domain/document-lines';
import type { SalesOrder } from '../../src/domain/sales-order';
import { configureApiClient, resetApiClient } from '../../src/machines/effects/api-client';
import { cashClosingPrint } from '../../src/machines/print/cash-closing-print';
import type { PrintModel } from '../../src/machines/print/print-model';
import { salesOrderPrint } from '../../src/machines/print/sales-order-print';
import { signAccessToken } from '../support/access-tokens';
import { get, identities, useServices, type PageBody } from '../mirage-services/support';

const config = demoConfig('http://localhost:9090');
const signal = new AbortController().signal;
const moneyOf = (model: PrintModel, column: string) =>
  model.rows.map((r) => {
    const v = (r as Record<string, { kind: string; minor?: number }>)[column];
    return v?.kind === 'money' ? v.minor! : null;
  });

describe('sales order and cash closing print sources', () => {
  const server = useServices();
  beforeEach(() => {
    configureApiClient({
      config: { ...config, tenantBaseDomain: 'localhost' },
      host: 'acme.localhost',
      origin: window.location.origin,
      getAccessToken: () => signAccessToken(identities.ana),
      renewAccessToken: async () => null,
    });
  });
  afterEach(() => resetApiClient());

  it('a seeded sales order: number, customer, warehouse, every line\'s net amount and totals that add up to the service total', async () => {
    const order = (await get<PageBody<SalesOrder>>('/api/ordering/sales-orders?status=confirmed&pageSize=1')).body.items[0]!;
    const model = await salesOrderPrint.load(config, order.id, signal);
    expect(model).toMatchObject({ type: 'sales-order', number: order.number, status: 'confirmed' });
    expect(model.parties).toEqual([{ role: 'customer', name: order.customerName, details: [] }]);
    expect(model.facts).toContainEqual({ key: 'warehouse', value: { kind: 'text', text: order.warehouseName } });
    expect(moneyOf(model, 'amount')).toEqual(order.lines.map((l) => lineFigures(l).net));
    expect(model.totals.at(-1)).toEqual({ key: 'total', minor: order.total, grand: true });
    expect(model.totals.filter((t) => t.key !== 'total').reduce((a, t) => a + t.minor, 0)).toBe(order.total);
  });

  it('a seeded approved cash closing: a row per denomination, amounts adding up to the counted cash, the difference', async () => {
    const closing = (await get<PageBody<CashClosing>>('/api/distribution/cash-closings?status=approved&pageSize=1')).body.items[0]!;
    const model = await cashClosingPrint.load(config, closing.id, signal);
    expect(model).toMatchObject({ type: 'cash-closing', number: closing.number, status: 'approved' });
    expect(model.rows).toHaveLength(denominations[closing.currency].length);
    const figures = cashFigures(closing);
    const amounts = moneyOf(model, 'amount') as number[];
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(figures.counted);
    const total = (key: string) => model.totals.find((t) => t.key === key)?.minor;
    expect(total('counted')).toBe(figures.counted);
    expect(total('expected')).toBe(figures.expected);
    expect(total('difference')).toBe(figures.difference);
    // The register by name, not its id.
    const register = model.facts.find((f) => f.key === 'register')!.value as { kind: 'text'; text: string };
    expect(register.text).not.toBe(closing.registerId);
  });

  it('a malformed sales order (a line without its quantity) is refused whole', async () => {
    const order = (await get<PageBody<SalesOrder>>('/api/ordering/sales-orders?pageSize=1')).body.items[0]!;
    server().get('/api/ordering/sales-orders/:id', () => new Response(200, {}, { ...order, lines: [{ ...order.lines[0], quantity: undefined }] }));
    await expect(salesOrderPrint.load(config, order.id, signal)).rejects.toMatchObject({ code: 'malformed' });
  });
});
