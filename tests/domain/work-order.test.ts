import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDecimal, compareDecimal } from '../../src/domain/decimal';
import { allowedEvents, applyEvent, isEditable } from '../../src/domain/document-lifecycle';
import {
  componentsFor,
  formatWorkOrderNumber,
  normalizeWorkOrderInput,
  shortagesOf,
  timesWhole,
  validateWorkOrder,
  type WorkOrder,
} from '../../src/domain/work-order';
import { workOrderLifecycle, type WorkOrderFacts } from '../../src/domain/work-order-lifecycle';

const kit = { active: true, components: [{ productId: 'cable', quantity: '2.5' }, { productId: 'router', quantity: '1' }] };
const names = (id: string) => ({ sku: id.toUpperCase(), name: `The ${id}` });
const order = (status: string, quantity = '4'): WorkOrder => ({
  id: 'wo1',
  version: 1,
  createdAt: '2025-07-01T00:00:00.000Z',
  createdBy: 'u',
  updatedAt: '2025-07-01T00:00:00.000Z',
  updatedBy: 'u',
  number: 'WO-000007',
  status: status as WorkOrder['status'],
  kitId: 'kit',
  kitSku: 'KIT',
  kitName: 'Kit',
  quantity,
  warehouseId: 'w1',
  plannedDate: '2025-07-20',
  notes: '',
  components: componentsFor(kit, quantity, names),
});
const plenty: WorkOrderFacts = { available: { cable: '10', router: '4' }, negativeStockAllowed: false };
const short: WorkOrderFacts = { available: { cable: '9.9999', router: '4' }, negativeStockAllowed: false };

describe('work order rules', () => {
  it('numbers WO-000001 and copies the kit components times the quantity, exactly', () => {
    expect(formatWorkOrderNumber(1)).toBe('WO-000001');
    expect(formatWorkOrderNumber(1234567)).toBe('WO-1234567');
    expect(componentsFor(kit, '4', names)).toEqual([
      { productId: 'cable', sku: 'CABLE', name: 'The cable', perKit: '2.5', quantity: '10' },
      { productId: 'router', sku: 'ROUTER', name: 'The router', perKit: '1', quantity: '4' },
    ]);
    expect(timesWhole('0.0001', '10000')).toBe('1');
  });

  it('validates the kit, a whole quantity 1..10000, the warehouse and the planned day', () => {
    const good = { kitId: 'kit', quantity: '3', warehouseId: 'w1', plannedDate: '2025-07-20', notes: '' };
    const rules = { kit: (id: string) => (id === 'kit' ? kit : id === 'old' ? { ...kit, active: false } : id === 'plain' ? { active: true, components: [] } : undefined), warehouse: (id: string) => (id === 'w1' ? { active: true } : undefined) };
    expect(validateWorkOrder(good, rules)).toEqual({});
    expect(validateWorkOrder({ ...good, kitId: '', quantity: '', warehouseId: '', plannedDate: '' }, rules)).toEqual({ kitId: ['required'], quantity: ['required'], warehouseId: ['required'], plannedDate: ['required'] });
    expect(validateWorkOrder({ ...good, quantity: '1.5' }, rules)).toEqual({ quantity: ['out-of-range'] });
    expect(validateWorkOrder({ ...good, quantity: '0' }, rules)).toEqual({ quantity: ['out-of-range'] });
    expect(validateWorkOrder({ ...good, quantity: '10001' }, rules)).toEqual({ quantity: ['out-of-range'] });
    expect(validateWorkOrder({ ...good, quantity: 'x' }, rules)).toEqual({ quantity: ['not-a-number'] });
    expect(validateWorkOrder({ ...good, kitId: 'plain' }, rules)).toEqual({ kitId: ['unknown-reference'] });
    expect(validateWorkOrder({ ...good, kitId: 'old' }, rules)).toEqual({ kitId: ['inactive-reference'] });
    expect(validateWorkOrder({ ...good, kitId: 'old' }, { ...rules, previous: { kitId: 'old', warehouseId: 'w1' } })).toEqual({});
    expect(validateWorkOrder({ ...good, warehouseId: 'nope' }, rules)).toEqual({ warehouseId: ['unknown-reference'] });
    expect(validateWorkOrder({ ...good, plannedDate: '2025-02-30' }, rules)).toEqual({ plannedDate: ['invalid-format'] });
    expect(validateWorkOrder({ ...good, notes: 'x'.repeat(1001) }, rules)).toEqual({ notes: ['too-long'] });
    expect(normalizeWorkOrderInput({ ...good, quantity: ' 05 ', notes: ' a ' })).toMatchObject({ quantity: '5', notes: 'a' });
  });

  it('names what is short: needed, available and missing (a negative available counts as none)', () => {
    const components = componentsFor(kit, '4', names);
    expect(shortagesOf(components, (id) => plenty.available[id]!)).toEqual([]);
    expect(shortagesOf(components, (id) => (id === 'cable' ? '-2' : '1'))).toEqual([
      { productId: 'cable', sku: 'CABLE', needed: '10', available: '-2', missing: '10' },
      { productId: 'router', sku: 'ROUTER', needed: '4', available: '1', missing: '3' },
    ]);
  });

  it('property: an order is short exactly when some component has less available than it needs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 60 }), (n, cable, router) => {
        const components = componentsFor(kit, String(n), names);
        const found = shortagesOf(components, (id) => String(id === 'cable' ? cable : router));
        const needsCable = compareDecimal(String(cable), timesWhole('2.5', String(n))) < 0;
        const needsRouter = router < n;
        expect(found.map((s) => s.productId)).toEqual([...(needsCable ? ['cable'] : []), ...(needsRouter ? ['router'] : [])]);
        for (const s of found) expect(addDecimal(s.missing, String(s.productId === 'cable' ? cable : router))).toBe(s.needed);
      }),
    );
  });
});

describe('work order lifecycle', () => {
  it('offers, per status, the events in button order (the UI: facts unknown)', () => {
    expect(allowedEvents(workOrderLifecycle, order('planned'), null)).toEqual(['release', 'cancel']);
    expect(allowedEvents(workOrderLifecycle, order('released'), null)).toEqual(['start', 'cancel']);
    expect(allowedEvents(workOrderLifecycle, order('in-progress'), null)).toEqual(['complete', 'cancel']);
    expect(allowedEvents(workOrderLifecycle, order('completed'), null)).toEqual([]);
    expect(allowedEvents(workOrderLifecycle, order('cancelled'), null)).toEqual([]);
    expect(isEditable(workOrderLifecycle, order('planned'))).toBe(true);
    expect(isEditable(workOrderLifecycle, order('released'))).toBe(false);
  });

  it('start and complete need the components, unless the negative stock policy allows', () => {
    expect(applyEvent(workOrderLifecycle, order('released'), short, { type: 'start' })).toEqual({ ok: false, state: 'released', event: 'start', allowed: ['cancel'], reason: 'missing-components' });
    expect(applyEvent(workOrderLifecycle, order('released'), { ...short, negativeStockAllowed: true }, { type: 'start' })).toMatchObject({ ok: true, to: 'in-progress', effects: [] });
    expect(applyEvent(workOrderLifecycle, order('in-progress'), short, { type: 'complete' })).toMatchObject({ ok: false, reason: 'missing-components' });
    // Release is planning: not checked.
    expect(applyEvent(workOrderLifecycle, order('planned'), short, { type: 'release' })).toMatchObject({ ok: true, to: 'released' });
  });

  it('complete consumes each component and produces the kits (effects with the order number as reference)', () => {
    const step = applyEvent(workOrderLifecycle, order('in-progress'), plenty, { type: 'complete' });
    expect(step).toMatchObject({ ok: true, from: 'in-progress', to: 'completed' });
    if (!step.ok) return;
    expect(step.effects).toEqual([
      { type: 'consumeComponents', params: { warehouseId: 'w1', reference: 'WO-000007', components: order('in-progress').components } },
      { type: 'produceKit', params: { warehouseId: 'w1', reference: 'WO-000007', kitId: 'kit', quantity: '4' } },
    ]);
  });

  it('an illegal event has no reason; a completed or cancelled order takes nothing', () => {
    expect(applyEvent(workOrderLifecycle, order('planned'), plenty, { type: 'complete' })).toEqual({ ok: false, state: 'planned', event: 'complete', allowed: ['release', 'cancel'], reason: null });
    expect(applyEvent(workOrderLifecycle, order('completed'), plenty, { type: 'cancel' })).toMatchObject({ ok: false, allowed: [] });
  });
});
