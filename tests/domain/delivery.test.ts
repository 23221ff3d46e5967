/** Deliveries' rules (src/domain/delivery.ts): what an order still has to ship, the form's and the service's checks. */
import { describe, expect, it } from 'vitest';
import {
  deliveredByProduct,
  isFullyDelivered,
  isInstant,
  normalizeDeliveryInput,
  outstandingByProduct,
  outstandingLines,
  validateDelivery,
  validateDeliveryEvent,
  formatDeliveryNumber,
  type DeliveryInput,
  type OrderForDelivery,
} from '../../src/domain/delivery';

const order: OrderForDelivery = {
  id: 'so-1',
  status: 'confirmed',
  lines: [
    { productId: 'p1', quantity: '10' },
    { productId: 'p2', quantity: '2.5' },
    { productId: 'p1', quantity: '5' },
  ],
};
const address = { street: 'Av. Juárez 10', city: 'Ciudad de México', state: 'Ciudad de México', postalCode: '06000', country: 'MX' };
const input = (overrides: Partial<DeliveryInput> = {}): DeliveryInput => ({
  salesOrderId: 'so-1',
  driverId: 'emp-1',
  scheduledDate: '2025-07-15',
  address,
  lines: [{ productId: 'p1', quantity: '15' }],
  notes: '',
  ...overrides,
});
const rules = (others: { status: string; lines: { productId: string; quantity: string }[] }[] = []) => ({
  today: '2025-07-15',
  order: (id: string) => (id === 'so-1' ? order : id === 'so-draft' ? { ...order, id, status: 'draft' } : undefined),
  outstanding: (o: OrderForDelivery) => outstandingByProduct(o, others as never),
  driver: (id: string) => (id === 'emp-1' ? { status: 'active' as const } : id === 'emp-2' ? { status: 'inactive' as const } : undefined),
});

describe('what an order still has to ship', () => {
  it('sums the undelivered lines by product and takes off the deliveries still on their way (not delivered, not returned)', () => {
    const others = [
      { status: 'scheduled', lines: [{ productId: 'p1', quantity: '4' }] },
      { status: 'delivered', lines: [{ productId: 'p1', quantity: '3' }] },
      { status: 'dispatched', lines: [{ productId: 'p1', quantity: '1.5' }, { productId: 'p2', quantity: '0.5' }] },
      { status: 'returned', lines: [{ productId: 'p1', quantity: '9' }] },
    ];
    expect(Object.fromEntries(outstandingByProduct(order, others as never))).toEqual({ p1: '9.5', p2: '2' });
    expect(outstandingLines(order, others as never)).toEqual([
      { productId: 'p1', quantity: '9.5' },
      { productId: 'p2', quantity: '2' },
    ]);
  });

  it('an order is fully delivered when every product reached its ordered quantity', () => {
    const delivered = deliveredByProduct([
      { status: 'delivered', lines: [{ productId: 'p1', quantity: '15' }] },
      { status: 'dispatched', lines: [{ productId: 'p2', quantity: '2.5' }] },
    ] as never);
    expect(isFullyDelivered(order, delivered)).toBe(false);
    delivered.set('p2', '2.5');
    expect(isFullyDelivered(order, delivered)).toBe(true);
  });

  it('numbers as DEL-000001', () => {
    expect(formatDeliveryNumber(1)).toBe('DEL-000001');
    expect(formatDeliveryNumber(1234567)).toBe('DEL-1234567');
  });
});

describe('a delivery input', () => {
  it('a valid one has no errors (trimmed, lines reduced to product and quantity)', () => {
    const normalized = normalizeDeliveryInput(input({ notes: '  ring twice ', lines: [{ productId: 'p1', quantity: '15', sku: 'forged', name: 'x' }] }));
    expect(normalized.notes).toBe('ring twice');
    expect(normalized.lines).toEqual([{ productId: 'p1', quantity: '15' }]);
    expect(validateDelivery(normalized, rules())).toEqual({});
  });

  it('never ships more than is still undelivered, nor a product the order does not have, nor one twice', () => {
    const others = [{ status: 'scheduled', lines: [{ productId: 'p1', quantity: '10' }] }];
    expect(validateDelivery(input({ lines: [{ productId: 'p1', quantity: '5.0001' }] }), rules(others))).toEqual({ 'lines.0.quantity': ['out-of-range'] });
    expect(validateDelivery(input({ lines: [{ productId: 'p1', quantity: '5' }] }), rules(others))).toEqual({});
    expect(validateDelivery(input({ lines: [{ productId: 'p9', quantity: '1' }] }), rules())).toEqual({ 'lines.0.productId': ['unknown-reference'] });
    expect(
      validateDelivery(input({ lines: [{ productId: 'p2', quantity: '1' }, { productId: 'p2', quantity: '1' }] }), rules()),
    ).toEqual({ 'lines.1.productId': ['duplicate'] });
    expect(validateDelivery(input({ lines: [] }), rules())).toEqual({ lines: ['required'] });
    expect(validateDelivery(input({ lines: [{ productId: 'p1', quantity: '0' }] }), rules())).toEqual({ 'lines.0.quantity': ['out-of-range'] });
    expect(validateDelivery(input({ lines: [{ productId: 'p1', quantity: '1e3' }] }), rules())).toEqual({ 'lines.0.quantity': ['not-a-number'] });
    expect(validateDelivery(input({ lines: [{ productId: 'p1', quantity: '' }] }), rules())).toEqual({ 'lines.0.quantity': ['required'] });
  });

  it('needs a deliverable order, an active driver, a date from today and an address', () => {
    expect(validateDelivery(input({ salesOrderId: 'so-x' }), rules())).toEqual({ salesOrderId: ['unknown-reference'] });
    expect(validateDelivery(input({ salesOrderId: 'so-draft' }), rules())).toMatchObject({ salesOrderId: ['inactive-reference'] });
    expect(validateDelivery(input({ driverId: '' }), rules())).toEqual({ driverId: ['required'] });
    expect(validateDelivery(input({ driverId: 'emp-2' }), rules())).toEqual({ driverId: ['inactive-reference'] });
    expect(validateDelivery(input({ driverId: 'emp-9' }), rules())).toEqual({ driverId: ['unknown-reference'] });
    expect(validateDelivery(input({ scheduledDate: '2025-07-14' }), rules())).toEqual({ scheduledDate: ['out-of-range'] });
    expect(validateDelivery(input({ scheduledDate: '2025-02-30' }), rules())).toEqual({ scheduledDate: ['invalid-format'] });
    expect(validateDelivery(input({ address: { ...address, city: '' } }), rules())).toEqual({ 'address.city': ['required'] });
    expect(validateDelivery(input({ notes: 'x'.repeat(501) }), rules())).toEqual({ notes: ['too-long'] });
  });

  it('on update: the order cannot change; an inactive driver and a past date it already has may stay', () => {
    const previous = { salesOrderId: 'so-1', driverId: 'emp-2', scheduledDate: '2025-07-01' };
    expect(validateDelivery(input({ driverId: 'emp-2', scheduledDate: '2025-07-01' }), { ...rules(), previous })).toEqual({});
    expect(validateDelivery(input({ salesOrderId: 'so-draft' }), { ...rules(), previous })).toEqual({ salesOrderId: ['invalid-format'] });
  });
});

describe('an event\'s data', () => {
  const at = { today: '2025-07-15', now: '2025-07-15T10:00:00.000Z', dispatchedAt: '2025-07-15T08:00:00.000Z' };
  it('proof: who received it, when (after the dispatch, not in the future)', () => {
    expect(validateDeliveryEvent({ type: 'deliver', receivedBy: 'Rosa', receivedAt: '2025-07-15T09:30:00.000Z' }, at)).toEqual({});
    expect(validateDeliveryEvent({ type: 'deliver', receivedBy: ' ', receivedAt: '' }, at)).toEqual({ receivedBy: ['required'], receivedAt: ['required'] });
    expect(validateDeliveryEvent({ type: 'deliver', receivedBy: 'Rosa', receivedAt: '2025-07-15T10:01:00.000Z' }, at)).toEqual({ receivedAt: ['out-of-range'] });
    expect(validateDeliveryEvent({ type: 'deliver', receivedBy: 'Rosa', receivedAt: '2025-07-15T07:59:00.000Z' }, at)).toEqual({ receivedAt: ['out-of-range'] });
    // To the minute: a time typed in the minute of the dispatch (a field without seconds) is not before it.
    expect(validateDeliveryEvent({ type: 'deliver', receivedBy: 'Rosa', receivedAt: '2025-07-15T08:00:00.000Z' }, { ...at, dispatchedAt: '2025-07-15T08:00:41.500Z' })).toEqual({});
    expect(validateDeliveryEvent({ type: 'deliver', receivedBy: 'Rosa', receivedAt: 'yesterday' }, at)).toEqual({ receivedAt: ['invalid-format'] });
  });
  it('a failure needs its reason; a new date is today or later', () => {
    expect(validateDeliveryEvent({ type: 'fail', reason: '' }, at)).toEqual({ reason: ['required'] });
    expect(validateDeliveryEvent({ type: 'fail', reason: 'Nobody home' }, at)).toEqual({});
    expect(validateDeliveryEvent({ type: 'reschedule', scheduledDate: '2025-07-14' }, at)).toEqual({ scheduledDate: ['out-of-range'] });
    expect(validateDeliveryEvent({ type: 'reschedule', scheduledDate: '2025-07-15' }, at)).toEqual({});
  });
  it('instants are UTC ISO 8601 that exist', () => {
    expect(isInstant('2025-07-15T10:00:00.000Z')).toBe(true);
    expect(isInstant('2025-07-15T10:00Z')).toBe(true);
    expect(isInstant('2025-02-30T10:00:00Z')).toBe(false);
    expect(isInstant('2025-07-15 10:00')).toBe(false);
  });
});
