// @vitest-environment node
/**
 * The line editor's machine with the real form machine: add, remove, reorder and pick write the form's lines (one
 * owner), the focus goes where the keyboard goes next, the available stock follows the warehouse; and its generated
 * paths (xstate/graph) over every event keep the invariants.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { PricedLine } from '../../src/domain/document-lines';
import { createFormMachine, type FormSnapshot } from '../../src/machines/kit/form.machine';
import type { FormActor } from '../../src/machines/kit/form.connect';
import { pricedLineOptions } from '../../src/machines/kit/lines-api';
import { createLinesMachine, type LineProduct, type LinesEvent } from '../../src/machines/kit/lines.machine';
import { doneEvent, errorEvent } from '../support/path-events';

type Values = { lines: PricedLine[] };
const cable: LineProduct = { id: 'p1', sku: 'CAB-01', name: 'Cable UTP', barcode: '7501234567890', price: 1_250, cost: 800, taxRate: '16', available: '12' };
const router: LineProduct = { id: 'p2', sku: 'RTR-02', name: 'Router', barcode: null, price: 99_900, cost: 70_000, taxRate: '8', available: null };

function setUp(lines: PricedLine[] = [], loadStock = async (): Promise<Record<string, string>> => ({ p1: '7', p2: '3' })) {
  const form = createActor(
    createFormMachine<Values, Values & { version: number }>({ validate: () => ({}), toValues: (v) => v, parse: (v) => v as Values & { version: number } }),
    { input: { owner: 'test.form', draftKey: 'test:new', initial: { lines }, version: null } },
  ).start();
  const machine = createLinesMachine<PricedLine>(pricedLineOptions('price', '16')).provide({
    actors: { loadStock: fromPromise(loadStock) },
  });
  const actor = createActor(machine, { input: { form: form as unknown as FormActor, warehouseId: 'w1' } }).start();
  const values = () => (form.getSnapshot() as FormSnapshot<Values, Values & { version: number }>).context.values.lines;
  return { form, actor, values };
}

describe('the lines machine', () => {
  it('adds an empty line with the default tax rate and asks to focus its product; Enter after Enter adds more', () => {
    const { actor, values } = setUp();
    actor.send({ type: 'lines.add' });
    expect(values()).toEqual([{ productId: '', quantity: '1', unitPrice: 0, discount: '0', taxRate: '16' }]);
    expect(actor.getSnapshot().context.focus).toEqual({ row: 0, cell: 'product', seq: 1 });
    actor.send({ type: 'lines.add' });
    expect(values()).toHaveLength(2);
    expect(actor.getSnapshot().context.focus).toEqual({ row: 1, cell: 'product', seq: 2 });
  });

  it('a picked product fills the line (price, tax rate), is remembered with its stock, and the focus goes to the quantity', () => {
    const { actor, values } = setUp();
    actor.send({ type: 'lines.add' });
    actor.send({ type: 'lines.product.pick', index: 0, product: router });
    expect(values()[0]).toEqual({ productId: 'p2', quantity: '1', unitPrice: 99_900, discount: '0', taxRate: '8' });
    expect(actor.getSnapshot().context.products.p2).toEqual(router);
    expect(actor.getSnapshot().context.focus).toMatchObject({ row: 0, cell: 'quantity' });
    // A line that does not exist is not picked for.
    actor.send({ type: 'lines.product.pick', index: 4, product: cable });
    expect(values()).toHaveLength(1);
  });

  it('purchase documents take the cost instead of the price', () => {
    const form = createActor(createFormMachine<Values, Values & { version: number }>({ validate: () => ({}), toValues: (v) => v, parse: (v) => v as Values & { version: number } }), {
      input: { owner: 't', draftKey: 't:new', initial: { lines: [] }, version: null },
    }).start();
    const actor = createActor(createLinesMachine<PricedLine>(pricedLineOptions('cost')), { input: { form: form as unknown as FormActor } }).start();
    actor.send({ type: 'lines.add' });
    actor.send({ type: 'lines.product.pick', index: 0, product: cable });
    expect((form.getSnapshot() as FormSnapshot<Values, Values & { version: number }>).context.values.lines[0]).toMatchObject({ unitPrice: 800, taxRate: '16' });
  });

  it('removes a line (the focus goes to the line that took its place, the last one gone: Add line) and moves lines within bounds', () => {
    const line = (productId: string): PricedLine => ({ productId, quantity: '1', unitPrice: 1, discount: '0', taxRate: '16' });
    const { actor, values } = setUp([line('a'), line('b'), line('c')]);
    actor.send({ type: 'lines.move', index: 0, offset: -1 });
    expect(values().map((l) => l.productId)).toEqual(['a', 'b', 'c']);
    actor.send({ type: 'lines.move', index: 0, offset: 1 });
    expect(values().map((l) => l.productId)).toEqual(['b', 'a', 'c']);
    expect(actor.getSnapshot().context.focus).toMatchObject({ row: 1, cell: 'product' });
    actor.send({ type: 'lines.move', index: 2, offset: 1 });
    expect(values().map((l) => l.productId)).toEqual(['b', 'a', 'c']);
    actor.send({ type: 'lines.remove', index: 2 });
    expect(values().map((l) => l.productId)).toEqual(['b', 'a']);
    expect(actor.getSnapshot().context.focus).toMatchObject({ row: 1, cell: 'remove' });
    actor.send({ type: 'lines.remove', index: 0 });
    actor.send({ type: 'lines.remove', index: 0 });
    expect(values()).toEqual([]);
    expect(actor.getSnapshot().context.focus).toMatchObject({ row: -1 });
    actor.send({ type: 'lines.remove', index: 0 });
    expect(values()).toEqual([]);
  });

  it('loads the available stock of the known products when the warehouse changes; a failure can be retried', async () => {
    let fail = true;
    const { actor } = setUp([], async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return { p1: '7', p2: '3' };
    });
    actor.send({ type: 'lines.products.known', products: [cable, router] });
    actor.send({ type: 'lines.warehouse.change', warehouseId: 'w2' });
    expect(actor.getSnapshot().context.products.p1!.available).toBeNull();
    await waitFor(actor, (s) => s.matches('stockFailed'));
    expect(actor.getSnapshot().context.error).not.toBeNull();
    fail = false;
    actor.send({ type: 'lines.stock.retry' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.products.p1!.available).toBe('7');
    expect(actor.getSnapshot().context.products.p2!.available).toBe('3');
    actor.send({ type: 'lines.warehouse.change', warehouseId: null });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('the lines machine, generated paths', () => {
  it('every shortest path keeps the focus on a line that exists (or Add line) and reaches each stock state', () => {
    const lines: PricedLine[] = [
      { productId: 'p1', quantity: '1', unitPrice: 1, discount: '0', taxRate: '16' },
      { productId: 'p2', quantity: '2', unitPrice: 1, discount: '0', taxRate: '16' },
    ];
    // A form that keeps two lines: the chart's own states and guards are what the paths walk.
    const form = { send: () => {}, getSnapshot: () => ({ context: { values: { lines } } }), subscribe: () => ({ unsubscribe() {} }) } as unknown as FormActor;
    const machine = createLinesMachine<PricedLine>(pricedLineOptions());
    const events = [
      { type: 'lines.add' },
      { type: 'lines.remove', index: 1 },
      { type: 'lines.remove', index: 5 },
      { type: 'lines.move', index: 0, offset: 1 },
      { type: 'lines.move', index: 0, offset: -1 },
      { type: 'lines.product.pick', index: 0, product: cable },
      { type: 'lines.product.pick', index: 9, product: router },
      { type: 'lines.warehouse.change', warehouseId: 'w2' },
      { type: 'lines.warehouse.change', warehouseId: null },
      { type: 'lines.stock.retry' },
      doneEvent('loadStock', { p1: '4' }),
      errorEvent('loadStock', new TypeError('Failed to fetch')),
    ] as unknown as LinesEvent[];
    const paths = getShortestPaths(machine, {
      input: { form, warehouseId: null },
      events,
      serializeState: (s) => JSON.stringify([s.value, Object.keys(s.context.products).sort(), s.context.warehouseId, s.context.focus?.row ?? null, s.context.focus?.cell ?? null]),
    });
    const reached = new Set(paths.map((p) => String(p.state.value)));
    expect(reached).toEqual(new Set(['idle', 'loadingStock', 'stockFailed']));
    for (const path of paths) {
      const focus = path.state.context.focus;
      if (focus) expect(focus.row === -1 || (focus.row >= 0 && focus.row <= lines.length)).toBe(true);
      if (path.state.matches('loadingStock')) expect(path.state.context.warehouseId).not.toBeNull();
    }
  });
});
