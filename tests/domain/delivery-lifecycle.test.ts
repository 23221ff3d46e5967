/** The delivery statechart (src/domain/delivery-lifecycle.ts) through the documents' helper: offers, steps, effects, refusals. */
import { describe, expect, it } from 'vitest';
import { allowedEvents, applyEvent, isEditable } from '../../src/domain/document-lifecycle';
import type { Delivery } from '../../src/domain/delivery';
import { deliveryLifecycle, type DeliveryFacts } from '../../src/domain/delivery-lifecycle';

const doc = (status: Delivery['status'], extra: Partial<Delivery> = {}): Delivery => ({
  id: 'd1',
  version: 1,
  createdAt: '2025-07-01T00:00:00.000Z',
  createdBy: 'u',
  updatedAt: '2025-07-01T00:00:00.000Z',
  updatedBy: 'u',
  number: 'DEL-000001',
  status,
  salesOrderId: 'so1',
  orderNumber: 'SO-000001',
  customerId: 'c1',
  customerName: 'Cliente',
  warehouseId: 'w1',
  driverId: 'e1',
  scheduledDate: '2025-07-15',
  address: { street: 's', city: 'c', state: 'Jalisco', postalCode: '44100', country: 'MX' },
  lines: [{ productId: 'p1', quantity: '2' }],
  notes: '',
  dispatchedAt: null,
  proof: null,
  failureReason: null,
  ...extra,
});
const facts: DeliveryFacts = { today: '2025-07-15', now: '2025-07-15T10:00:00.000Z', orderOpen: true, stockSuffices: true };
const stock = { deliveryId: 'd1', number: 'DEL-000001', salesOrderId: 'so1', warehouseId: 'w1', lines: [{ productId: 'p1', quantity: '2' }] };

describe('delivery lifecycle', () => {
  it('offers per status (facts unknown, as the UI asks), in button order', () => {
    expect(allowedEvents(deliveryLifecycle, doc('scheduled'), null)).toEqual(['dispatch']);
    expect(allowedEvents(deliveryLifecycle, doc('dispatched'), null)).toEqual(['deliver', 'fail']);
    expect(allowedEvents(deliveryLifecycle, doc('failed'), null)).toEqual(['reschedule', 'return']);
    expect(allowedEvents(deliveryLifecycle, doc('rescheduled'), null)).toEqual(['dispatch']);
    expect(allowedEvents(deliveryLifecycle, doc('delivered'), null)).toEqual([]);
    expect(allowedEvents(deliveryLifecycle, doc('returned'), null)).toEqual([]);
  });

  it('offers the same without facts (the UI) as with favourable facts (the service), in every status: the buttons and the 409\'s allowed agree', () => {
    for (const status of ['scheduled', 'dispatched', 'failed', 'rescheduled', 'delivered', 'returned'] as const) {
      const d = doc(status, { dispatchedAt: status === 'scheduled' ? null : '2025-07-15T08:00:41.000Z' });
      expect(allowedEvents(deliveryLifecycle, d, facts), status).toEqual(allowedEvents(deliveryLifecycle, d, null));
    }
  });

  it('only a scheduled delivery is edited or deleted', () => {
    expect(isEditable(deliveryLifecycle, doc('scheduled'))).toBe(true);
    for (const status of ['dispatched', 'failed', 'rescheduled', 'delivered', 'returned'] as const) expect(isEditable(deliveryLifecycle, doc(status))).toBe(false);
  });

  it('the first dispatch issues the stock and stamps the time; a rescheduled one leaves without a second movement', () => {
    const first = applyEvent(deliveryLifecycle, doc('scheduled'), facts, { type: 'dispatch' });
    expect(first).toMatchObject({ ok: true, from: 'scheduled', to: 'dispatched', doc: { dispatchedAt: facts.now }, effects: [{ type: 'issueStock', params: stock }] });
    const again = applyEvent(deliveryLifecycle, doc('rescheduled', { dispatchedAt: '2025-07-14T09:00:00.000Z' }), facts, { type: 'dispatch' });
    expect(again).toMatchObject({ ok: true, to: 'dispatched', doc: { dispatchedAt: '2025-07-14T09:00:00.000Z' }, effects: [] });
  });

  it('proof is kept and the order learns the delivered quantities', () => {
    const step = applyEvent(deliveryLifecycle, doc('dispatched', { dispatchedAt: '2025-07-15T08:00:00.000Z' }), facts, {
      type: 'deliver',
      receivedBy: '  Rosa Pérez ',
      receivedAt: '2025-07-15T09:00:00.000Z',
    });
    expect(step).toMatchObject({
      ok: true,
      to: 'delivered',
      doc: { proof: { receivedBy: 'Rosa Pérez', receivedAt: '2025-07-15T09:00:00.000Z' } },
      effects: [{ type: 'recordDelivered', params: stock }],
    });
  });

  it('fail keeps the reason; reschedule the new date; return brings the stock back', () => {
    expect(applyEvent(deliveryLifecycle, doc('dispatched'), facts, { type: 'fail', reason: 'Nobody home ' })).toMatchObject({ ok: true, to: 'failed', doc: { failureReason: 'Nobody home' }, effects: [] });
    expect(applyEvent(deliveryLifecycle, doc('failed'), facts, { type: 'reschedule', scheduledDate: '2025-07-16' })).toMatchObject({ ok: true, to: 'rescheduled', doc: { scheduledDate: '2025-07-16' } });
    expect(applyEvent(deliveryLifecycle, doc('failed'), facts, { type: 'return' })).toMatchObject({ ok: true, to: 'returned', effects: [{ type: 'returnStock', params: stock }] });
  });

  it('refuses with the rule\'s reason: stock, a closed order, missing proof, proof in the future, no reason, a past date', () => {
    expect(applyEvent(deliveryLifecycle, doc('scheduled'), { ...facts, stockSuffices: false }, { type: 'dispatch' })).toMatchObject({ ok: false, reason: 'insufficient-stock', allowed: [] });
    expect(applyEvent(deliveryLifecycle, doc('scheduled'), { ...facts, orderOpen: false }, { type: 'dispatch' })).toMatchObject({ ok: false, reason: 'order-not-open' });
    expect(applyEvent(deliveryLifecycle, doc('dispatched'), facts, { type: 'deliver', receivedBy: '', receivedAt: facts.now })).toMatchObject({ ok: false, reason: 'proof-required' });
    expect(applyEvent(deliveryLifecycle, doc('dispatched'), facts, { type: 'deliver', receivedBy: 'R', receivedAt: '2025-07-16T00:00:00.000Z' })).toMatchObject({ ok: false, reason: 'proof-time' });
    expect(applyEvent(deliveryLifecycle, doc('dispatched'), facts, { type: 'fail', reason: ' ' })).toMatchObject({ ok: false, reason: 'reason-required', allowed: ['deliver', 'fail'] });
    expect(applyEvent(deliveryLifecycle, doc('failed'), facts, { type: 'reschedule', scheduledDate: '2025-07-14' })).toMatchObject({ ok: false, reason: 'date-in-past' });
    expect(applyEvent(deliveryLifecycle, doc('delivered'), facts, { type: 'return' })).toEqual({ ok: false, state: 'delivered', event: 'return', allowed: [], reason: null });
  });
});
