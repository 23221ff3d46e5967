// @vitest-environment node
/**
 * The sales order statechart: what each status offers, the stock guard (facts null lets the UI offer it; the
 * negative policy allows it), the effects each step returns, the delivery rules; and (fast-check) stock
 * conservation: over any sequence of events on any orders, carrying out the effects on a stock model keeps reserved
 * = what the open orders still have to deliver, and on hand = the start minus what was delivered (only issues move it).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDecimal, compareDecimal, subtractDecimal } from '../../src/domain/decimal';
import { allowedEvents, applyEvent, canTake, isEditable, type LifecycleEvent } from '../../src/domain/document-lifecycle';
import { outstandingOf, type SalesOrder, type SalesOrderLine } from '../../src/domain/sales-order';
import { salesOrderLifecycle, shortagesOf, type SalesOrderFacts } from '../../src/domain/sales-order-lifecycle';

const line = (productId: string, quantity: string, delivered = '0'): SalesOrderLine => ({ productId, sku: productId.toUpperCase(), productName: productId, quantity, unitPrice: 100, discount: '0', taxRate: '16', delivered });
const order = (status: SalesOrder['status'], lines: SalesOrderLine[] = [line('a', '3'), line('b', '2'), line('a', '1')]) =>
  ({ id: 'o1', number: 'SO-000001', status, warehouseId: 'w1', lines }) as SalesOrder;
const facts = (available: Record<string, string>, allowNegative = false, onTheRoad = false): SalesOrderFacts => ({ available, allowNegative, onTheRoad });

describe('what each status offers (the UI: facts unknown)', () => {
  it('draft: confirm, cancel; confirmed: deliver, cancel; partially-delivered: deliver, close; delivered: close; closed and cancelled: nothing', () => {
    expect(allowedEvents(salesOrderLifecycle, order('draft'), null)).toEqual(['confirm', 'cancel']);
    expect(allowedEvents(salesOrderLifecycle, order('confirmed'), null)).toEqual(['deliver', 'cancel']);
    expect(allowedEvents(salesOrderLifecycle, order('partially-delivered', [line('a', '3', '1')]), null)).toEqual(['deliver', 'close']);
    expect(allowedEvents(salesOrderLifecycle, order('delivered', [line('a', '3', '3')]), null)).toEqual(['close']);
    expect(allowedEvents(salesOrderLifecycle, order('closed'), null)).toEqual([]);
    expect(allowedEvents(salesOrderLifecycle, order('cancelled'), null)).toEqual([]);
    expect(allowedEvents(salesOrderLifecycle, { ...order('draft'), status: 'lost' } as unknown as SalesOrder, null)).toEqual([]);
    expect(isEditable(salesOrderLifecycle, order('draft'))).toBe(true);
    expect(isEditable(salesOrderLifecycle, order('confirmed'))).toBe(false);
  });
});

describe('confirm and the stock guard', () => {
  it('sums a product over its lines: 4 of a needed; short by one is refused with insufficient-stock, naming the product', () => {
    const short = facts({ a: '3', b: '5' });
    expect(shortagesOf(order('draft'), short)).toEqual([{ productId: 'a', requested: '4', available: '3' }]);
    const refused = applyEvent(salesOrderLifecycle, order('draft'), short, { type: 'confirm' });
    expect(refused).toEqual({ ok: false, state: 'draft', event: 'confirm', allowed: ['cancel'], reason: 'insufficient-stock' });
    expect(canTake(salesOrderLifecycle, order('draft'), 'confirm')).toBe(true);
  });

  it('with the stock (or the negative policy) it confirms and returns the reservation per product', () => {
    const step = applyEvent(salesOrderLifecycle, order('draft'), facts({ a: '4', b: '2' }), { type: 'confirm' });
    expect(step).toMatchObject({ ok: true, from: 'draft', to: 'confirmed' });
    expect(step.ok && step.effects).toEqual([
      { type: 'reserve', params: { warehouseId: 'w1', lines: [{ productId: 'a', quantity: '4' }, { productId: 'b', quantity: '2' }] } },
    ]);
    expect(applyEvent(salesOrderLifecycle, order('draft'), facts({}, true), { type: 'confirm' }).ok).toBe(true);
  });

  it('cancel: a draft holds nothing; a confirmed order releases everything it reserved', () => {
    const fromDraft = applyEvent(salesOrderLifecycle, order('draft'), null, { type: 'cancel' });
    expect(fromDraft.ok && fromDraft.effects).toEqual([]);
    const fromConfirmed = applyEvent(salesOrderLifecycle, order('confirmed'), null, { type: 'cancel' });
    expect(fromConfirmed.ok && fromConfirmed.effects).toEqual([
      { type: 'release', params: { warehouseId: 'w1', lines: [{ productId: 'a', quantity: '4' }, { productId: 'b', quantity: '2' }] } },
    ]);
    expect(applyEvent(salesOrderLifecycle, order('partially-delivered'), null, { type: 'cancel' })).toMatchObject({ ok: false, reason: null, allowed: ['deliver', 'close'] });
  });
});

describe('a delivery on the road (its dispatch already released its part of the reservation)', () => {
  it('cancel of a confirmed order and a short close are refused with delivery-on-the-road; without one they release what is left', () => {
    const partial = order('partially-delivered', [line('a', '3', '1'), line('b', '2', '2')]);
    for (const [doc, type, allowed] of [
      [order('confirmed'), 'cancel', ['deliver']],
      [partial, 'close', ['deliver']],
    ] as const) {
      const refused = applyEvent(salesOrderLifecycle, doc, facts({}, false, true), { type });
      expect(refused).toEqual({ ok: false, state: doc.status, event: type, allowed, reason: 'delivery-on-the-road' });
      const taken = applyEvent(salesOrderLifecycle, doc, facts({}, false, false), { type });
      expect(taken.ok && taken.effects.map((e) => e.type)).toEqual(['release']);
      // The UI (facts unknown) offers it: the service decides.
      expect(canTake(salesOrderLifecycle, doc, type)).toBe(true);
    }
  });

  it('a draft is cancelled and a delivered order closed whatever the facts say (they hold nothing on the road)', () => {
    expect(applyEvent(salesOrderLifecycle, order('draft'), facts({}, false, true), { type: 'cancel' }).ok).toBe(true);
    expect(applyEvent(salesOrderLifecycle, order('delivered', [line('a', '3', '3')]), facts({}, false, true), { type: 'close' }).ok).toBe(true);
  });
});

describe('deliveries', () => {
  it('a part: partially-delivered, the lines count it, the stock issued with the reference; the rest: delivered', () => {
    const part = applyEvent(salesOrderLifecycle, order('confirmed'), null, { type: 'deliver', lines: [{ line: 0, quantity: '1' }, { line: 2, quantity: '1' }], reference: 'DEL-000001' });
    expect(part).toMatchObject({ ok: true, to: 'partially-delivered' });
    if (!part.ok) return;
    expect(part.doc.lines.map((l) => l.delivered)).toEqual(['1', '0', '1']);
    expect(part.effects).toEqual([{ type: 'issue', params: { warehouseId: 'w1', lines: [{ productId: 'a', quantity: '2' }], reference: 'DEL-000001' } }]);
    const rest = applyEvent(salesOrderLifecycle, part.doc, null, { type: 'deliver', lines: [{ line: 0, quantity: '2' }, { line: 1, quantity: '2' }] });
    expect(rest).toMatchObject({ ok: true, to: 'delivered' });
    expect(rest.ok && rest.effects[0]).toMatchObject({ type: 'issue', params: { reference: 'SO-000001' } });
  });

  it('more than is left, an unknown line, no lines or a bad quantity are refused (over-delivery)', () => {
    const bad: LifecycleEvent[] = [
      { type: 'deliver', lines: [{ line: 0, quantity: '4' }] },
      { type: 'deliver', lines: [{ line: 0, quantity: '2' }, { line: 0, quantity: '2' }] },
      { type: 'deliver', lines: [{ line: 7, quantity: '1' }] },
      { type: 'deliver', lines: [] },
      { type: 'deliver', lines: [{ line: 0, quantity: '-1' }] },
      { type: 'deliver' },
    ];
    for (const event of bad) expect(applyEvent(salesOrderLifecycle, order('confirmed'), null, event), JSON.stringify(event)).toMatchObject({ ok: false, reason: 'over-delivery' });
  });

  it('close: a delivered order simply closes; a partially delivered one releases what is left', () => {
    const delivered = applyEvent(salesOrderLifecycle, order('delivered', [line('a', '3', '3')]), null, { type: 'close' });
    expect(delivered.ok && delivered.effects).toEqual([]);
    const short = applyEvent(salesOrderLifecycle, order('partially-delivered', [line('a', '3', '1'), line('b', '2', '2')]), null, { type: 'close' });
    expect(short.ok && short.effects).toEqual([{ type: 'release', params: { warehouseId: 'w1', lines: [{ productId: 'a', quantity: '2' }] } }]);
  });
});

describe('stock conservation (fast-check)', () => {
  type Level = { onHand: string; reserved: string };
  const products = ['a', 'b', 'c'];
  const arbOrder = fc.array(fc.record({ productId: fc.constantFrom(...products), quantity: fc.integer({ min: 1, max: 6 }).map(String) }), { minLength: 1, maxLength: 4 });
  const arbStep = fc.record({
    order: fc.nat(),
    kind: fc.constantFrom('confirm', 'cancel', 'close', 'deliver-one', 'deliver-all'),
    line: fc.nat(),
  });

  it('reserved = what open orders still have to deliver; on hand = start - delivered; a refused step changes nothing', () => {
    fc.assert(
      fc.property(fc.array(arbOrder, { minLength: 1, maxLength: 4 }), fc.array(arbStep, { maxLength: 25 }), fc.boolean(), (specs, stepsToTake, allowNegative) => {
        const start: Record<string, Level> = { a: { onHand: '10', reserved: '0' }, b: { onHand: '4', reserved: '0' }, c: { onHand: '0', reserved: '0' } };
        const levels: Record<string, Level> = structuredClone(start);
        let orders = specs.map((lines, i) => ({ ...order('draft', lines.map((l) => line(l.productId, l.quantity))), id: `o${i}` }) as SalesOrder);
        let issued: Record<string, string> = { a: '0', b: '0', c: '0' };
        for (const s of stepsToTake) {
          const i = s.order % orders.length;
          const doc = orders[i]!;
          const lineIndex = s.line % doc.lines.length;
          const event: LifecycleEvent =
            s.kind === 'deliver-one'
              ? { type: 'deliver', lines: [{ line: lineIndex, quantity: '1' }] }
              : s.kind === 'deliver-all'
                ? { type: 'deliver', lines: doc.lines.map((l, k) => ({ line: k, quantity: outstandingOf(l) })).filter((l) => l.quantity !== '0') }
                : { type: s.kind };
          const available = Object.fromEntries(products.map((p) => [p, subtractDecimal(levels[p]!.onHand, levels[p]!.reserved)]));
          const step = applyEvent(salesOrderLifecycle, doc, { available, allowNegative, onTheRoad: false }, event);
          if (!step.ok) continue;
          for (const effect of step.effects) {
            const params = effect.params as { lines: { productId: string; quantity: string }[] };
            for (const { productId, quantity } of params.lines) {
              const level = levels[productId]!;
              if (effect.type === 'reserve') level.reserved = addDecimal(level.reserved, quantity);
              if (effect.type === 'release') level.reserved = subtractDecimal(level.reserved, quantity);
              if (effect.type === 'issue') {
                level.reserved = subtractDecimal(level.reserved, quantity);
                level.onHand = subtractDecimal(level.onHand, quantity);
                issued = { ...issued, [productId]: addDecimal(issued[productId]!, quantity) };
              }
            }
          }
          orders = orders.map((o, k) => (k === i ? step.doc : o));
        }
        for (const p of products) {
          const open = orders
            .filter((o) => o.status === 'confirmed' || o.status === 'partially-delivered')
            .flatMap((o) => o.lines)
            .filter((l) => l.productId === p)
            .reduce((sum, l) => addDecimal(sum, outstandingOf(l)), '0');
          expect(levels[p]!.reserved, `reserved ${p}`).toBe(open);
          expect(levels[p]!.onHand, `on hand ${p}`).toBe(subtractDecimal(start[p]!.onHand, issued[p]!));
          const delivered = orders.flatMap((o) => o.lines).filter((l) => l.productId === p).reduce((sum, l) => addDecimal(sum, l.delivered), '0');
          expect(delivered).toBe(issued[p]);
          // Without the negative policy, nothing is ever promised beyond the stock.
          if (!allowNegative) expect(compareDecimal(levels[p]!.reserved, levels[p]!.onHand) <= 0).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
