// @vitest-environment node
/** The warehouses section's own machines and parsing: its addresses, the adjustment form and flow (unit and generated paths). */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { StockLevelRow } from '../../src/domain/stock';
import type { StockMovementRow } from '../../src/domain/stock-movement';
import type { FormEvent, SaveRecordInput } from '../../src/machines/kit/form.machine';
import type { SectionDeps } from '../../src/machines/sections/section-deps';
import {
  adjustFlowLogic,
  adjustFormLogic,
  adjustmentBody,
  emptyAdjustment,
  isAdjustmentValues,
  isMinimumValues,
  type AdjustmentValues,
} from '../../src/machines/sections/warehouses/stock-level';
import { parseMovementRow, parseStockLevelRow } from '../../src/machines/sections/warehouses/warehouse-api';
import { warehouseRoute } from '../../src/machines/sections/warehouses/warehouse-routes';
import { adjustPath, levelPath, movementsPath, stockPath, warehousePath } from '../../src/machines/sections/warehouses/warehouse-stock';
import { doneEvent, errorEvent } from '../support/path-events';
import { stateKeys } from '../support/state-keys';

const deps = { config: { services: { inventory: '/api/inventory' } }, currency: 'MXN', country: 'MX', owner: { tenant: 'acme', user: 'u' } } as unknown as SectionDeps;
const level: StockLevelRow = {
  id: 'stk-1-7', version: 3, createdAt: '2025-07-01T06:00:00.000Z', createdBy: 'system', updatedAt: '2025-07-01T06:00:00.000Z', updatedBy: 'system',
  productId: 'p7', warehouseId: 'w1', onHand: '10', reserved: '4', available: '6', minimum: '2', sku: 'SKU-7', productName: 'Router', categoryId: null, unitId: 'u', low: false,
};
const movement = (quantity: string): StockMovementRow => ({
  id: 'm1', version: 1, createdAt: '2025-07-15T10:00:00.000Z', createdBy: 'usr_ana', updatedAt: '2025-07-15T10:00:00.000Z', updatedBy: 'usr_ana',
  type: 'adjustment', warehouseId: 'w1', productId: 'p7', quantity, counted: null, reason: 'damaged', note: '', reference: null, otherWarehouseId: null,
  date: '2025-07-15', userName: 'Ana', balance: '8', sku: 'SKU-7', productName: 'Router',
});

describe('warehouse addresses', () => {
  it('name the page and its ids, and anything else under the section is no page', () => {
    expect(warehouseRoute('/inventory/warehouses')).toEqual({ page: 'list' });
    expect(warehouseRoute('/inventory/warehouses/new')).toEqual({ page: 'new' });
    expect(warehouseRoute('/inventory/warehouses/w%201')).toEqual({ page: 'record', warehouseId: 'w 1' });
    expect(warehouseRoute('/inventory/warehouses/w1/stock')).toEqual({ page: 'stock', warehouseId: 'w1' });
    expect(warehouseRoute('/inventory/warehouses/w1/movements')).toEqual({ page: 'movements', warehouseId: 'w1' });
    expect(warehouseRoute('/inventory/warehouses/w1/stock/l1')).toEqual({ page: 'level', warehouseId: 'w1', levelId: 'l1' });
    expect(warehouseRoute('/inventory/warehouses/w1/stock/l1/adjust')).toEqual({ page: 'adjust', warehouseId: 'w1', levelId: 'l1' });
    for (const path of ['/inventory/warehouses/w1/other', '/inventory/warehouses/w1/stock/l1/x', '/inventory/warehouses/%E0%A4%A', '/inventory/warehouses/w1/movements/x', '/inventory/warehouses/w1/stock/l1/adjust/y', '/inventory/warehousesX', '/inventory/warehouses//stock']) {
      expect(warehouseRoute(path), path).toEqual({ page: 'notFound' });
    }
  });

  it('round-trip any ids through the paths the section builds (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (w, l) => {
        expect(warehouseRoute(warehousePath(w))).toEqual(w === 'new' ? { page: 'new' } : { page: 'record', warehouseId: w });
        expect(warehouseRoute(stockPath(w))).toEqual({ page: 'stock', warehouseId: w });
        expect(warehouseRoute(movementsPath(w))).toEqual({ page: 'movements', warehouseId: w });
        expect(warehouseRoute(levelPath(w, l))).toEqual({ page: 'level', warehouseId: w, levelId: l });
        expect(warehouseRoute(adjustPath(w, l))).toEqual({ page: 'adjust', warehouseId: w, levelId: l });
      }),
    );
  });
});

describe('answers and drafts', () => {
  it('a list row carries its product; a read without one still parses; malformed quantities are refused', () => {
    expect(parseStockLevelRow(level)).toEqual(level);
    const { sku: _s, productName: _n, categoryId: _c, unitId: _u, low: _l, ...bare } = level;
    expect(parseStockLevelRow(bare)).toMatchObject({ sku: '', productName: '', low: false });
    expect(() => parseStockLevelRow({ ...level, onHand: '1e3' })).toThrow(TypeError);
    expect(parseMovementRow(movement('-2'))).toEqual(movement('-2'));
    expect(() => parseMovementRow({ ...movement('-2'), type: 'theft' })).toThrow(TypeError);
    expect(() => parseMovementRow({ ...movement('-2'), note: '<b>' as unknown as string, reason: 'stolen' })).toThrow(TypeError);
  });

  it('drafts are read back only when they are the form\'s values', () => {
    expect(isAdjustmentValues(emptyAdjustment())).toBe(true);
    expect(isAdjustmentValues({ ...emptyAdjustment(), mode: 'guess' })).toBe(false);
    expect(isAdjustmentValues({ ...emptyAdjustment(), reason: 'stolen' })).toBe(false);
    expect(isMinimumValues({ minimum: '2' })).toBe(true);
    expect(isMinimumValues({ minimum: 2 })).toBe(false);
  });

  it('the body sends only the quantity of the mode chosen', () => {
    const values: AdjustmentValues = { mode: 'count', quantity: '-3', counted: '7', reason: 'count-correction', note: ' conteo ' };
    expect(adjustmentBody(level, values)).toEqual({ type: 'adjustment', warehouseId: 'w1', productId: 'p7', quantity: null, counted: '7', reason: 'count-correction', note: 'conteo' });
    expect(adjustmentBody(level, { ...values, mode: 'change' })).toMatchObject({ quantity: '-3', counted: null });
  });
});

/** The adjustment form with a fake save (the one request) and no device storage. */
function adjustForm(save: (input: SaveRecordInput<AdjustmentValues>) => Promise<StockMovementRow>) {
  return adjustFormLogic(deps, level).provide({
    actors: { saveRecord: fromPromise<StockMovementRow, SaveRecordInput<AdjustmentValues>>(({ input }) => save(input)) },
    actions: { persistDraft: () => undefined, clearDraft: () => undefined },
  });
}

describe('adjustment form', () => {
  const start = (save = vi.fn(async (_: SaveRecordInput<AdjustmentValues>) => movement('-2'))) => {
    const actor = createActor(adjustForm(save), { input: { owner: 'warehouses.adjust.stk-1-7', draftKey: 'k', initial: emptyAdjustment(), version: null } }).start();
    return { actor, save };
  };

  it('refuses to leave on hand below the reserved quantity: out-of-range, and nothing is sent', () => {
    const { actor, save } = start();
    actor.send({ type: 'form.field.change', name: 'quantity', value: '-7' });
    actor.send({ type: 'form.field.change', name: 'reason', value: 'lost' });
    actor.send({ type: 'form.submit', idempotencyKey: 'k1' });
    expect(actor.getSnapshot().context.clientErrors).toEqual({ quantity: ['out-of-range'] });
    expect(save).not.toHaveBeenCalled();
    actor.send({ type: 'form.field.change', name: 'mode', value: 'count' });
    actor.send({ type: 'form.field.change', name: 'counted', value: '3' });
    expect(actor.getSnapshot().context.clientErrors).toEqual({ counted: ['out-of-range'] });
  });

  it('a double submit saves once, with its key, and ends with the movement', async () => {
    const { actor, save } = start();
    actor.send({ type: 'form.field.change', name: 'quantity', value: '-2' });
    actor.send({ type: 'form.field.change', name: 'reason', value: 'damaged' });
    actor.send({ type: 'form.submit', idempotencyKey: 'k1' });
    actor.send({ type: 'form.submit', idempotencyKey: 'k2' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0]).toMatchObject({ idempotencyKey: 'k1', values: { mode: 'change', quantity: '-2', reason: 'damaged' } });
    expect(actor.getSnapshot().output).toEqual({ result: 'saved', record: movement('-2') });
  });

  it('the service\'s 422 shows under its field and keeps what was typed', async () => {
    const refused = Object.assign(new Error('422'), { status: 422, code: 'invalid', fieldErrors: { quantity: ['out-of-range'] } });
    const { actor } = start(vi.fn(async () => Promise.reject(refused)));
    actor.send({ type: 'form.field.change', name: 'quantity', value: '-1' });
    actor.send({ type: 'form.field.change', name: 'reason', value: 'lost' });
    actor.send({ type: 'form.submit', idempotencyKey: 'k1' });
    await waitFor(actor, (s) => s.hasTag('editing'));
    expect(actor.getSnapshot().context.values).toMatchObject({ quantity: '-1', reason: 'lost' });
  });
});

describe('adjustment flow', () => {
  it('saved: goes to the warehouse history and reloads the stock, the history and the level; cancelled: back to the stock', async () => {
    const received: { to: string; type: string }[] = [];
    const listener = (name: string) => createMachine({ on: { '*': { actions: ({ event }) => received.push({ to: name, type: (event as { type: string; to?: string }).type + ((event as { to?: string }).to ? ` ${(event as { to?: string }).to}` : '') }) } } });
    const flow = adjustFlowLogic(deps, level, () => level, adjustForm(async () => movement('-2')));
    const root = createMachine({
      invoke: [
        { src: listener('nav'), systemId: 'nav' },
        { src: listener('stock'), systemId: 'warehouses.stock.w1' },
        { src: listener('movements'), systemId: 'warehouses.movements.w1' },
        { src: listener('level'), systemId: 'warehouses.level' },
        { id: 'flow', src: flow, systemId: 'warehouses.adjust.stk-1-7', input: { draft: null } },
      ],
    });
    const actor = createActor(root).start();
    const flowRef = actor.getSnapshot().children.flow!;
    const form = () => (flowRef.getSnapshot() as { children: { form: { send: (e: FormEvent) => void } } }).children.form;
    form().send({ type: 'form.field.change', name: 'quantity', value: '-2' });
    form().send({ type: 'form.field.change', name: 'reason', value: 'damaged' });
    form().send({ type: 'form.submit', idempotencyKey: 'k1' });
    await vi.waitFor(() => expect(received.some((r) => r.to === 'nav')).toBe(true));
    expect(received).toEqual(
      expect.arrayContaining([
        { to: 'stock', type: 'list.reload' },
        { to: 'movements', type: 'list.reload' },
        { to: 'level', type: 'record.reload' },
        { to: 'nav', type: 'nav.navigate /inventory/warehouses/w1/movements' },
      ]),
    );
    received.length = 0;
    form().send({ type: 'form.cancel' });
    await vi.waitFor(() => expect(received).toEqual([{ to: 'nav', type: 'nav.navigate /inventory/warehouses/w1/stock' }]));
  });
});

describe('adjustment form: generated paths', () => {
  const form = adjustForm(async () => movement('-2'));
  const events = [
    { type: 'form.field.change', name: 'quantity', value: '-2' },
    { type: 'form.field.change', name: 'quantity', value: '-9' },
    { type: 'form.field.change', name: 'mode', value: 'count' },
    { type: 'form.field.change', name: 'counted', value: '5' },
    { type: 'form.field.change', name: 'reason', value: 'other' },
    { type: 'form.field.change', name: 'reason', value: 'damaged' },
    { type: 'form.field.change', name: 'note', value: 'caja' },
    { type: 'form.submit', idempotencyKey: 'k1' },
    doneEvent('saveRecord', movement('-2')),
    errorEvent('saveRecord', Object.assign(new Error('offline'), { code: 'offline' })),
  ] as unknown as FormEvent[];
  const input = { owner: 'warehouses.adjust.stk-1-7', draftKey: 'k', initial: emptyAdjustment(), version: null };
  const serializeState = (state: { value: unknown; context: object }) => {
    const { submitCount: _ignored, ...context } = state.context as { submitCount: number };
    return JSON.stringify({ value: state.value, context });
  };
  const paths = getShortestPaths(form, { events, input, serializeState: serializeState as never, limit: 20_000 } as never);

  it('reaches editing, submitting, queued and saved', () => {
    const reached = new Set(paths.flatMap((p) => stateKeys(p.state.value)));
    for (const key of ['active.main.editing', 'active.main.submitting', 'active.main.queued', 'saved']) expect([...reached], key).toContain(key);
  });

  it('on every path, a save only starts with values the rule accepts (nothing below reserved, a reason, a note for other)', () => {
    let submits = 0;
    for (const path of paths) {
      const steps = path.steps;
      for (let i = 1; i < steps.length; i++) {
        const before = steps[i - 1]!.state;
        const after = steps[i]!.state;
        if (!stateKeys(before.value).includes('active.main.submitting') && stateKeys(after.value).includes('active.main.submitting')) {
          submits++;
          const values = (after.context as { values: AdjustmentValues }).values;
          expect(values.reason, path.steps.map((s) => s.event.type).join(' > ')).not.toBe('');
          if (values.reason === 'other') expect(values.note.trim()).not.toBe('');
          const change = values.mode === 'change' ? Number(values.quantity) : Number(values.counted) - Number(level.onHand);
          expect(Number(level.onHand) + change).toBeGreaterThanOrEqual(Number(level.reserved));
        }
      }
    }
    expect(submits).toBeGreaterThan(0);
  });
});
