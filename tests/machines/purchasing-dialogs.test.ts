/**
 * The purchasing event dialogs (suppliers to ask, a quotation's prices, a receipt): the values are checked with the
 * service's rules, an invalid submit keeps what was typed and names the fields, a valid one sends
 * `record.event.send` with the event to the document's record machine (found by systemId) and closes; and the
 * generated paths of the dialog statechart all end closed or open with their values intact.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, assign, type AnyEventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { PurchaseOrder } from '../../src/domain/purchase-order';
import type { Quotation } from '../../src/domain/quotation';
import { createEventDialog, selectDialogErrors, selectDialogOpen, selectDialogValues } from '../../src/machines/sections/purchases/event-dialog.machine';
import {
  priceEntryOf,
  pricesOf,
  receiptEntryOf,
  receiveDialogLogic,
  requestQuotesDialogLogic,
  validatePriceEntry,
  validateReceiptEntry,
} from '../../src/machines/sections/purchases/purchases-records';

/** A parent holding a stand-in record machine under the record's systemId and the dialog: what the record receives. */
function harness<V>(dialog: ReturnType<typeof createEventDialog<V>>, recordId: string) {
  const received: AnyEventObject[] = [];
  const record = createMachine({ on: { '*': { actions: ({ event }) => received.push(event) } } });
  const parent = createMachine({
    invoke: [
      { id: 'record', src: record, systemId: recordId },
      { id: 'dialog', src: dialog, systemId: 'dialog' },
    ],
  });
  const actor = createActor(parent).start();
  const ref = actor.system.get('dialog');
  return { ref, received, stop: () => actor.stop() };
}

const order = {
  lines: [
    { productId: 'a', sku: 'A', name: 'A', quantity: '10', received: '4', unitPrice: 100, discount: '0', taxRate: '16' },
    { productId: 'b', sku: 'B', name: 'B', quantity: '2', received: '0', unitPrice: 100, discount: '0', taxRate: '16' },
  ],
} as unknown as PurchaseOrder;

describe('the receive dialog', () => {
  it('opens prefilled with the outstanding, refuses more than that under the field (keeping the values), then sends the receipt and closes', () => {
    const { ref, received, stop } = harness(receiveDialogLogic(), 'purchaseOrders.record');
    ref.send({ type: 'eventDialog.open', values: receiptEntryOf(order) });
    expect(selectDialogValues(ref.getSnapshot())).toEqual({ quantities: ['6', '2'], outstanding: ['6', '2'] });
    ref.send({ type: 'eventDialog.change', path: 'quantities.0', value: '7' });
    ref.send({ type: 'eventDialog.submit', idempotencyKey: 'k1' });
    expect(selectDialogOpen(ref.getSnapshot())).toBe(true);
    expect(selectDialogErrors(ref.getSnapshot())).toEqual({ 'quantities.0': ['out-of-range'] });
    expect(received).toEqual([]);
    ref.send({ type: 'eventDialog.change', path: 'quantities.0', value: ' 3 ' });
    expect(selectDialogErrors(ref.getSnapshot())).toEqual({});
    ref.send({ type: 'eventDialog.submit', idempotencyKey: 'k2' });
    expect(received).toEqual([{ type: 'record.event.send', event: { type: 'receive', quantities: ['3', '2'] }, idempotencyKey: 'k2' }]);
    expect(selectDialogOpen(ref.getSnapshot())).toBe(false);
    expect(selectDialogValues(ref.getSnapshot())).toBeNull();
    stop();
  });

  it('names what is wrong: not a number, empty, nothing at all', () => {
    expect(validateReceiptEntry({ quantities: ['x', ''], outstanding: ['6', '2'] })).toEqual({ 'quantities.0': ['out-of-range'], 'quantities.1': ['required'] });
    expect(validateReceiptEntry({ quantities: ['0', '0'], outstanding: ['6', '2'] })).toEqual({ quantities: ['required'] });
    expect(validateReceiptEntry({ quantities: ['6', '2.0000'], outstanding: ['6', '2'] })).toEqual({});
  });
});

describe('the prices dialog', () => {
  const quotation = { lines: [{ productId: 'a', sku: 'A', name: 'A', quantity: '2', unitPrice: null, discount: '0', taxRate: '16' }], validUntil: null } as unknown as Quotation;
  it('reads major units into minor ones and checks each price and the day', () => {
    const entry = priceEntryOf(quotation, 'MXN', '2030-01-31');
    expect(entry).toEqual({ prices: [{ unitPrice: '', discount: '0', taxRate: '16' }], validUntil: '2030-01-31' });
    expect(validatePriceEntry(entry, 'MXN')).toEqual({ 'prices.0.unitPrice': ['required'] });
    expect(validatePriceEntry({ ...entry, prices: [{ unitPrice: 'abc', discount: '0', taxRate: '16' }] }, 'MXN')).toEqual({ 'prices.0.unitPrice': ['out-of-range'] });
    const good = { prices: [{ unitPrice: '1,234.50', discount: '5', taxRate: '16' }], validUntil: '2030-01-31' };
    expect(validatePriceEntry(good, 'MXN')).toEqual({});
    expect(pricesOf(good, 'MXN')).toEqual([{ unitPrice: 123450, discount: '5', taxRate: '16' }]);
  });
});

describe('the request-quotes dialog', () => {
  it('asks for at least one supplier, then sends them', () => {
    const { ref, received, stop } = harness(requestQuotesDialogLogic(), 'requisitions.record');
    ref.send({ type: 'eventDialog.open', values: { supplierIds: [] } });
    ref.send({ type: 'eventDialog.submit', idempotencyKey: 'k' });
    expect(selectDialogErrors(ref.getSnapshot())).toEqual({ supplierIds: ['required'] });
    ref.send({ type: 'eventDialog.change', path: 'supplierIds', value: ['s1', 's2'] });
    ref.send({ type: 'eventDialog.submit', idempotencyKey: 'k' });
    expect(received).toEqual([{ type: 'record.event.send', event: { type: 'request-quotes', supplierIds: ['s1', 's2'] }, idempotencyKey: 'k' }]);
    ref.send({ type: 'eventDialog.open', values: { supplierIds: ['x'] } });
    ref.send({ type: 'eventDialog.close' });
    expect(received).toHaveLength(1);
    stop();
  });

  it('generated paths: every reachable state of the chart, and a submit only sends from valid values', () => {
    const dialog = requestQuotesDialogLogic().provide({ actions: { sendEvent: assign({}) as never } });
    const paths = getShortestPaths(dialog, {
      events: [
        { type: 'eventDialog.open', values: { supplierIds: [] } },
        { type: 'eventDialog.open', values: { supplierIds: ['s1'] } },
        { type: 'eventDialog.change', path: 'supplierIds', value: ['s1'] },
        { type: 'eventDialog.submit', idempotencyKey: 'k' },
        { type: 'eventDialog.close' },
      ],
    });
    const states = new Set(paths.map((p) => String(p.state.value)));
    expect(states).toEqual(new Set(['closed', 'open']));
    for (const path of paths) {
      const last = path.state;
      if (last.value === 'closed') expect(last.context).toEqual({ values: null, errors: {} });
      else expect(last.context.values).not.toBeNull();
    }
    // An invalid submit stays open with the errors shown.
    const invalid = paths.find((p) => p.steps.some((s) => s.event.type === 'eventDialog.submit') && p.state.value === 'open');
    expect(invalid?.state.context.errors).toEqual({ supplierIds: ['required'] });
  });
});
