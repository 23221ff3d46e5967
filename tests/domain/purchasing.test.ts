/**
 * The purchasing rules and lifecycles (issue 10): requisition, quotation and purchase order validation codes, the
 * comparison of quotations, each statechart's allowed events per status and refusal reasons, and properties (fast-check):
 * a receipt never takes a line past what was ordered, and the stock a sequence of receipts moves is exactly what the
 * order says it received (conservation).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDecimal, compareDecimal } from '../../src/domain/decimal';
import { allowedEvents, applyEvent, type DocumentLifecycle } from '../../src/domain/document-lifecycle';
import { isFullyReceived, receiptProblem, validatePurchaseOrder, type PurchaseOrder } from '../../src/domain/purchase-order';
import { purchaseOrderLifecycle, type ReceiptEffect } from '../../src/domain/purchase-order-lifecycle';
import { documentNumberValue, formatDocumentNumber, isDay } from '../../src/domain/purchasing';
import { compareQuotations, validateQuotedPrices, type Quotation } from '../../src/domain/quotation';
import { quotationLifecycle, type QuotationFacts } from '../../src/domain/quotation-lifecycle';
import { emptyRequisitionInput, validateRequisition, validateSupplierChoice, type Requisition } from '../../src/domain/requisition';
import { requisitionLifecycle } from '../../src/domain/requisition-lifecycle';

const po = (lines: { quantity: string; received?: string }[], status = 'sent'): PurchaseOrder =>
  ({
    id: 'o1',
    number: 'PO-000001',
    warehouseId: 'w1',
    status,
    lines: lines.map((l, i) => ({ productId: `p${i}`, sku: `S${i}`, name: `P${i}`, quantity: l.quantity, unitPrice: 100, discount: '0', taxRate: '16', received: l.received ?? '0' })),
  }) as unknown as PurchaseOrder;

describe('numbers and days', () => {
  it('numbers documents with the default prefixes and six digits, and reads them back', () => {
    expect(formatDocumentNumber('requisition', 7)).toBe('REQ-000007');
    expect(formatDocumentNumber('purchase-order', 1234567)).toBe('PO-1234567');
    expect(documentNumberValue('quotation', 'QUO-000042')).toBe(42);
    expect(documentNumberValue('quotation', 'PO-000042')).toBeNull();
    expect([isDay('2025-02-28'), isDay('2025-02-30'), isDay('2025-2-3'), isDay(20250101)]).toEqual([true, false, false, false]);
  });
});

describe('requisition rules', () => {
  it('names each missing or wrong field with its code', () => {
    expect(validateRequisition(emptyRequisitionInput())).toEqual({ requesterId: ['required'], departmentId: ['required'], warehouseId: ['required'], neededBy: ['required'], 'lines.0.productId': ['required'] });
    const input = { ...emptyRequisitionInput(), requesterId: 'e1', departmentId: 'd1', warehouseId: 'w1', neededBy: '2025-13-01', lines: [
      { productId: 'p1', sku: '', name: '', quantity: '0', note: 'x'.repeat(201) },
      { productId: 'p1', sku: '', name: '', quantity: '1.12345', note: '' },
    ] };
    expect(validateRequisition(input, { product: (id) => (id === 'p1' ? { active: false } : undefined) })).toEqual({
      neededBy: ['invalid-format'],
      'lines.0.productId': ['inactive-reference'],
      'lines.0.quantity': ['out-of-range'],
      'lines.0.note': ['too-long'],
      'lines.1.productId': ['inactive-reference', 'duplicate'],
      'lines.1.quantity': ['out-of-range'],
    });
    expect(validateRequisition({ ...input, lines: [] })).toMatchObject({ lines: ['required'] });
  });

  it('asks 1 to 10 distinct active suppliers', () => {
    expect(validateSupplierChoice([])).toEqual({ supplierIds: ['required'] });
    expect(validateSupplierChoice(['a', 'a'])).toEqual({ supplierIds: ['duplicate'] });
    expect(validateSupplierChoice(Array.from({ length: 11 }, (_, i) => `s${i}`))).toEqual({ supplierIds: ['out-of-range'] });
    expect(validateSupplierChoice(['a', 'b'], (id) => (id === 'a' ? { active: true } : { active: false }))).toEqual({ 'supplierIds.1': ['inactive-reference'] });
  });
});

describe('quotations', () => {
  it('checks the prices of a receive: one per line, in range, and a valid-until day not before today', () => {
    expect(validateQuotedPrices([{ unitPrice: 100, discount: '0', taxRate: '16' }], '2025-07-01', 2)).toEqual({ prices: ['required'] });
    expect(validateQuotedPrices([{ unitPrice: null, discount: '101', taxRate: '16' }], '2025-07-01', 1, '2025-07-15')).toEqual({
      'prices.0.unitPrice': ['required'],
      'prices.0.discount': ['out-of-range'],
      validUntil: ['out-of-range'],
    });
    expect(validateQuotedPrices([{ unitPrice: 100, discount: '0', taxRate: '16' }], '2025-07-15', 1, '2025-07-15')).toEqual({});
  });

  it('compares side by side: each line and each supplier, the cheapest open quotation marked, unpriced ones left out', () => {
    const line = (unitPrice: number | null) => ({ productId: 'p', sku: '', name: '', quantity: '2', unitPrice, discount: '0', taxRate: '16' });
    const q = (status: string, prices: (number | null)[], total: number | null) => ({ status, lines: prices.map(line), total }) as unknown as Quotation;
    const comparison = compareQuotations([q('received', [500, 300], 1856), q('received', [400, 350], 1740), q('requested', [null, null], null), q('rejected', [100, 100], 464)]);
    expect(comparison.cheapest).toBe(1);
    expect(comparison.rows.map((r) => r.cheapest)).toEqual([3, 3]);
    expect(comparison.rows[0]!.totals).toEqual([1160, 928, null, 232]);
    expect(comparison.totals).toEqual([1856, 1740, null, 464]);
  });
});

describe('purchase order rules', () => {
  it('refuses a receipt over the outstanding quantity, an empty one, and a malformed one', () => {
    const order = po([{ quantity: '10', received: '4' }, { quantity: '2' }]);
    expect(receiptProblem(order.lines, ['6', '2'])).toBeNull();
    expect(receiptProblem(order.lines, ['6.0001', '0'])).toBe('over-receipt');
    expect(receiptProblem(order.lines, ['0', '0'])).toBe('nothing-to-receive');
    expect(receiptProblem(order.lines, ['1'])).toBe('invalid-quantities');
    expect(receiptProblem(order.lines, ['-1', '1'])).toBe('invalid-quantities');
  });

  it('validates a hand-written order with the priced lines rule', () => {
    expect(validatePurchaseOrder({ supplierId: '', warehouseId: 'w', expectedDate: '2025-02-30', notes: '', lines: [] })).toEqual({ supplierId: ['required'], expectedDate: ['invalid-format'], lines: ['required'] });
  });
});

describe('the lifecycles', () => {
  const table = <D extends { status: string }>(lifecycle: DocumentLifecycle<D, unknown>, doc: (status: string) => D) =>
    Object.fromEntries(lifecycle.statuses.map((status) => [status, allowedEvents(lifecycle, doc(status), null)]));

  it('requisition: what each status offers', () => {
    expect(table(requisitionLifecycle as DocumentLifecycle<Requisition, unknown>, (status) => ({ status }) as Requisition)).toEqual({
      draft: ['submit', 'cancel'],
      submitted: ['approve', 'reject', 'cancel'],
      approved: ['request-quotes', 'cancel'],
      rejected: [],
      quoting: ['cancel'],
      ordered: [],
      cancelled: [],
    });
    const refusal = applyEvent(requisitionLifecycle, { status: 'approved' } as Requisition, null, { type: 'request-quotes', supplierIds: [] });
    expect(refusal).toMatchObject({ ok: false, reason: 'no-suppliers', allowed: ['request-quotes', 'cancel'] });
  });

  it('quotation: what each status offers, and the facts the service adds', () => {
    const doc = (status: string) => ({ status, lines: [{ quantity: '1', unitPrice: null, discount: '0', taxRate: '16' }], validUntil: '2025-07-10' }) as unknown as Quotation;
    expect(table(quotationLifecycle as DocumentLifecycle<Quotation, unknown>, doc)).toEqual({
      requested: ['receive', 'reject'],
      received: ['accept', 'reject', 'expire'],
      accepted: [],
      rejected: [],
      expired: [],
    });
    const facts = (today: string, requisitionStatus = 'quoting'): QuotationFacts => ({ today, requisitionStatus, purchaseOrderId: 'po-1' });
    expect(allowedEvents(quotationLifecycle, doc('received'), facts('2025-07-10'))).toEqual(['accept', 'reject']);
    expect(allowedEvents(quotationLifecycle, doc('received'), facts('2025-07-11'))).toEqual(['reject', 'expire']);
    expect(applyEvent(quotationLifecycle, doc('received'), facts('2025-07-11'), { type: 'accept' })).toMatchObject({ ok: false, reason: 'expired' });
    expect(applyEvent(quotationLifecycle, doc('received'), facts('2025-07-01', 'cancelled'), { type: 'accept' })).toMatchObject({ ok: false, reason: 'requisition-not-quoting' });
    const accepted = applyEvent(quotationLifecycle, doc('received'), facts('2025-07-01'), { type: 'accept' });
    expect(accepted).toMatchObject({ ok: true, to: 'accepted', doc: { purchaseOrderId: 'po-1' }, effects: [{ type: 'orderFromQuotation', params: { purchaseOrderId: 'po-1' } }] });
  });

  it('purchase order: what each status offers; a receipt lands in partially-received or received with its movements as effects', () => {
    expect(table(purchaseOrderLifecycle as DocumentLifecycle<PurchaseOrder, unknown>, (status) => po([{ quantity: '3', received: status === 'received' || status === 'closed' ? '3' : '0' }], status))).toEqual({
      draft: ['send', 'cancel'],
      sent: ['receive', 'cancel'],
      'partially-received': ['receive'],
      received: ['close'],
      closed: [],
      cancelled: [],
    });
    const step = applyEvent(purchaseOrderLifecycle, po([{ quantity: '3' }, { quantity: '2' }]), null, { type: 'receive', quantities: ['1', '0'] });
    expect(step).toMatchObject({ ok: true, to: 'partially-received', effects: [{ type: 'recordReceipts', params: { warehouseId: 'w1', reference: 'PO-000001', lines: [{ productId: 'p0', quantity: '1' }] } }] });
    expect(applyEvent(purchaseOrderLifecycle, po([{ quantity: '3' }]), null, { type: 'receive', quantities: ['4'] })).toMatchObject({ ok: false, reason: 'over-receipt', allowed: ['receive', 'cancel'] });
  });

  const quantity = fc.integer({ min: 1, max: 50 }).map(String);
  it('property: whatever receipts are tried, no line ever passes what was ordered, and the order is received exactly when every line is complete', () => {
    fc.assert(
      fc.property(fc.array(quantity, { minLength: 1, maxLength: 4 }), fc.array(fc.array(fc.integer({ min: 0, max: 30 }).map(String), { minLength: 4, maxLength: 4 }), { maxLength: 12 }), (ordered, receipts) => {
        let order = po(ordered.map((q) => ({ quantity: q })));
        for (const receipt of receipts) {
          const step = applyEvent(purchaseOrderLifecycle, order, null, { type: 'receive', quantities: receipt.slice(0, ordered.length) });
          if (step.ok) order = step.doc;
          for (const line of order.lines) expect(compareDecimal(line.received, line.quantity)).toBeLessThanOrEqual(0);
          expect(order.status === 'received').toBe(isFullyReceived(order.lines));
        }
      }),
    );
  });

  it('property (stock conservation): the receipts moved into stock add up, per product, to what the order says it received', () => {
    fc.assert(
      fc.property(fc.array(quantity, { minLength: 1, maxLength: 4 }), fc.array(fc.array(fc.integer({ min: 0, max: 20 }).map(String), { minLength: 4, maxLength: 4 }), { maxLength: 10 }), (ordered, receipts) => {
        let order = po(ordered.map((q) => ({ quantity: q })));
        const moved = new Map<string, string>();
        for (const receipt of receipts) {
          const step = applyEvent(purchaseOrderLifecycle, order, null, { type: 'receive', quantities: receipt.slice(0, ordered.length) });
          if (!step.ok) continue;
          order = step.doc;
          for (const effect of step.effects) {
            expect(effect.type).toBe('recordReceipts');
            for (const line of (effect.params as ReceiptEffect).lines) {
              expect(compareDecimal(line.quantity, '0')).toBe(1);
              moved.set(line.productId, addDecimal(moved.get(line.productId) ?? '0', line.quantity));
            }
          }
        }
        for (const line of order.lines) expect(moved.get(line.productId) ?? '0').toBe(line.received);
      }),
    );
  });
});
