/**
 * The purchasing documents' print mappings (requisition, quotation, purchase order -> print model): pure mappings on
 * hand-written documents (lines, totals by the one line rule, parties, an unquoted quotation prints no made-up
 * price), then each print source against the ordering service in Mirage (the seeded documents print their number,
 * parties, every line and the service's total), and a malformed answer refused whole by the section's parser.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Response } from 'miragejs';
import { demoConfig } from '../../src/config/runtime-config';
import { documentTotals } from '../../src/domain/document-lines';
import type { PurchaseOrder } from '../../src/domain/purchase-order';
import type { Quotation } from '../../src/domain/quotation';
import type { Requisition } from '../../src/domain/requisition';
import { configureApiClient, resetApiClient } from '../../src/machines/effects/api-client';
import type { PrintModel } from '../../src/machines/print/print-model';
import {
  purchaseOrderModel,
  purchaseOrderPrint,
  quotationModel,
  quotationPrint,
  requisitionModel,
  requisitionPrint,
} from '../../src/machines/print/purchasing-print';
import { printRegistration } from '../../src/views/print/registry';
import { signAccessToken } from '../support/access-tokens';
import { get, identities, useServices, type PageBody } from '../mirage-services/support';

const audited = { id: 'x_1', version: 1, createdAt: '2025-07-01T10:00:00.000Z', createdBy: 'usr_ana', updatedAt: '2025-07-01T10:00:00.000Z', updatedBy: 'usr_ana' };
const address = { street: 'Av. Reforma 100', city: 'Ciudad de México', state: 'Ciudad de México', postalCode: '06600', country: 'MX' };

const requisition: Requisition = {
  ...audited,
  number: 'REQ-000042',
  date: '2025-07-01',
  status: 'submitted',
  requesterId: 'emp_1',
  departmentId: 'dep_1',
  neededBy: '2025-07-20',
  warehouseId: 'wh_1',
  lines: [
    { productId: 'p1', sku: 'RTR-1', name: 'Router', quantity: '3', note: 'Blue' },
    { productId: 'p2', sku: 'CBL-2', name: 'Cable', quantity: '10.5', note: '' },
  ],
  notes: 'Urgent',
  supplierIds: [],
  purchaseOrderId: null,
};

const poLines = [
  { productId: 'p1', sku: 'RTR-1', name: 'Router', quantity: '3', unitPrice: 12_345, discount: '10', taxRate: '16', received: '1' },
  { productId: 'p2', sku: 'CBL-2', name: 'Cable', quantity: '10.5', unitPrice: 999, discount: '0', taxRate: '0', received: '0' },
];
const purchaseOrder: PurchaseOrder = {
  ...audited,
  number: 'PO-000007',
  date: '2025-07-02',
  status: 'partially-received',
  quotationId: 'quo_1',
  requisitionId: 'req_1',
  supplierId: 'sup_1',
  supplierName: 'Proveedora del Norte',
  warehouseId: 'wh_1',
  expectedDate: '2025-07-10',
  lines: poLines,
  notes: '',
  total: documentTotals(poLines).total,
};

const supplier = { name: 'Proveedora del Norte SA', code: 'PRV-0001', taxId: 'PNO010101AB1', contactName: 'Rosa Díaz', email: 'rosa@pn.test', phone: '', paymentTermsDays: 30 };

const texts = (model: PrintModel, column: string) => model.rows.map((r) => (r as Record<string, { kind: string; text?: string }>)[column]);

describe('print mappings of purchasing documents', () => {
  it('a requisition: requester with department, the warehouse and its address, every line with its note, no totals', () => {
    const model = requisitionModel(requisition, {
      requester: { id: 'emp_1', name: 'Ana López', code: 'E-0001' },
      department: { id: 'dep_1', name: 'Compras', code: 'COM' },
      warehouse: { id: 'wh_1', name: 'Central', code: 'CEN', address },
    });
    expect(model).toMatchObject({ type: 'requisition', number: 'REQ-000042', status: 'submitted', notes: 'Urgent', totals: [] });
    expect(model.parties).toEqual([
      { role: 'requester', name: 'Ana López (E-0001)', details: ['Compras (COM)'] },
      { role: 'deliverTo', name: 'Central (CEN)', details: ['Av. Reforma 100', '06600 Ciudad de México', 'Ciudad de México, MX'] },
    ]);
    expect(model.rows).toHaveLength(2);
    expect(model.rows[1]).toEqual({ sku: { kind: 'text', text: 'CBL-2' }, item: { kind: 'text', text: 'Cable' }, quantity: { kind: 'quantity', value: '10.5' }, note: { kind: 'text', text: '' } });
    // The department prints once, under who asks.
    expect(model.facts).toEqual([{ key: 'date', value: { kind: 'date', day: '2025-07-01' } }, { key: 'neededBy', value: { kind: 'date', day: '2025-07-20' } }]);
  });

  it('a requisition whose related records are gone prints their ids, not blanks', () => {
    const model = requisitionModel(requisition, { requester: null, department: null, warehouse: null });
    expect(model.parties.map((p) => p.name)).toEqual(['emp_1', 'wh_1']);
    expect(model.parties[0]!.details).toEqual(['dep_1']);
  });

  it('a purchase order: supplier details, warehouse, received quantities, net amounts and totals by the one line rule', () => {
    const model = purchaseOrderModel(purchaseOrder, { supplier, warehouse: { id: 'wh_1', name: 'Central', code: 'CEN', address }, requisitionNumber: 'REQ-000042', quotationNumber: 'QUO-000003' });
    expect(model.parties[0]).toEqual({ role: 'supplier', name: 'Proveedora del Norte SA', details: ['PRV-0001', 'PNO010101AB1', 'Rosa Díaz', 'rosa@pn.test'] });
    expect(model.parties[1]!.role).toBe('deliverTo');
    expect(texts(model, 'received')).toEqual([{ kind: 'quantity', value: '1' }, { kind: 'quantity', value: '0' }]);
    // 3 × 123.45 = 370.35, its 10 % discount 37.035 -> 37.04, net 333.31; 10.5 × 9.99 = 104.895 -> 104.90 (line rule).
    expect(texts(model, 'amount')).toEqual([{ kind: 'money', minor: 33_331 }, { kind: 'money', minor: 10_490 }]);
    const totals = Object.fromEntries(model.totals.map((t) => [`${t.key}${t.rate ?? ''}`, t.minor]));
    expect(totals).toMatchObject({ subtotal: 37_035 + 10_490, discount: -3_704 });
    expect(model.totals.at(-1)).toEqual({ key: 'total', minor: purchaseOrder.total, grand: true });
    const sumOfParts = model.totals.filter((t) => t.key !== 'total').reduce((a, t) => a + t.minor, 0);
    expect(sumOfParts).toBe(purchaseOrder.total);
    expect(model.facts.map((f) => f.key)).toEqual(['date', 'expectedDate', 'paymentTerms', 'requisition', 'quotation']);
    expect(model.facts.find((f) => f.key === 'quotation')?.value).toEqual({ kind: 'text', text: 'QUO-000003' });
  });

  it('a quotation not priced yet prints dashes for price and amount and no totals; priced, it totals', () => {
    const lines = poLines.map(({ received: _r, ...l }) => ({ ...l, unitPrice: null as number | null }));
    const quotation: Quotation = {
      ...audited, number: 'QUO-000003', date: '2025-07-01', status: 'requested', requisitionId: 'req_1', supplierId: 'sup_1', supplierName: 'Proveedora',
      lines, notes: '', validUntil: null, total: null, purchaseOrderId: null,
    };
    const open = quotationModel(quotation, { supplier: null, requisitionNumber: 'REQ-000042' });
    expect(open.totals).toEqual([]);
    expect(texts(open, 'unitPrice')).toEqual([{ kind: 'text', text: '—' }, { kind: 'text', text: '—' }]);
    expect(open.parties).toEqual([{ role: 'supplier', name: 'Proveedora', details: [] }]);
    const priced = quotationModel({ ...quotation, status: 'received', validUntil: '2025-07-30', lines: poLines.map(({ received: _r, ...l }) => l) }, { supplier, requisitionNumber: null });
    expect(priced.totals.at(-1)).toEqual({ key: 'total', minor: documentTotals(poLines).total, grand: true });
    expect(priced.facts).toContainEqual({ key: 'validUntil', value: { kind: 'date', day: '2025-07-30' } });
    expect(priced.facts).toContainEqual({ key: 'requisition', value: { kind: 'text', text: 'req_1' } });
  });

  it('the registry names the three types with their pages', () => {
    expect(printRegistration('requisition')?.detailPath('r 1')).toBe('/purchases/requisitions/r%201');
    expect(printRegistration('quotation')?.detailPath('q1')).toBe('/purchases/quotes/q1');
    expect(printRegistration('purchase-order')?.detailPath('p1')).toBe('/purchases/orders/p1');
  });
});

describe('purchasing print sources against the ordering service', () => {
  const server = useServices();
  const config = demoConfig('http://localhost:9090');
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
  const signal = new AbortController().signal;

  it('a seeded purchase order prints its number, supplier, warehouse, every line and the service total', async () => {
    const page = (await get<PageBody<PurchaseOrder>>('/api/ordering/purchase-orders?status=received&pageSize=1')).body;
    const po = page.items[0]!;
    expect(po).toBeDefined();
    const model = await purchaseOrderPrint.load(config, po.id, signal);
    expect(model.number).toBe(po.number);
    expect(model.number).toMatch(/^[A-Z]+-\d{6}$/);
    expect(model.parties[0]).toMatchObject({ role: 'supplier' });
    expect(model.parties[0]!.details.length).toBeGreaterThan(0);
    expect(model.parties[1]!.details.length).toBeGreaterThan(0);
    expect(model.rows).toHaveLength(po.lines.length);
    expect(model.totals.at(-1)?.minor).toBe(po.total);
  });

  it('a seeded requisition and quotation print with the names of who asked and of the supplier', async () => {
    const req = (await get<PageBody<Requisition>>('/api/ordering/requisitions?pageSize=1')).body.items[0]!;
    const reqModel = await requisitionPrint.load(config, req.id, signal);
    expect(reqModel.number).toBe(req.number);
    expect(reqModel.parties[0]!.name).not.toBe(req.requesterId);
    expect(reqModel.rows).toHaveLength(req.lines.length);
    const quotations = (await get<PageBody<Quotation>>('/api/ordering/quotations?pageSize=1')).body.items;
    expect(quotations).toHaveLength(1);
    const q = quotations[0]!;
    const qModel = await quotationPrint.load(config, q.id, signal);
    expect(qModel.number).toBe(q.number);
    expect(qModel.parties[0]!.details.length).toBeGreaterThan(0);
    expect(qModel.rows).toHaveLength(q.lines.length);
  });

  it('a malformed document is refused by the parser: nothing is printed half', async () => {
    const po = (await get<PageBody<PurchaseOrder>>('/api/ordering/purchase-orders?pageSize=1')).body.items[0]!;
    server().get('/api/ordering/purchase-orders/:id', () => new Response(200, {}, { ...po, lines: [{ ...po.lines[0], unitPrice: 'free' }] }));
    await expect(purchaseOrderPrint.load(config, po.id, signal)).rejects.toMatchObject({ code: 'malformed' });
  });
});
