/**
 * Generated paths of the delivery statechart, walked twice at every step: through the UI (the deliveries section's
 * record machine: the buttons it offers) and through the service's API (Mirage: `POST /deliveries/{id}/events`).
 * The paths are every walk from `scheduled` along the events the lifecycle offers, visiting each status at most
 * twice (so failed -> rescheduled -> dispatched -> failed -> returned is walked, and so is the loop's way out to
 * delivered). At each step: the events offered by the UI equal the service's `allowed`, every other event answers
 * 409 illegal-transition, the event taken through the UI is the one the service stored (status, version, a history
 * entry with from and to), the warehouse's stock is what the model says, and the order is delivered exactly after
 * a proof.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import type { Delivery, DeliveryInput } from '../../src/domain/delivery';
import { deliveryEventTypes, deliveryLifecycle } from '../../src/domain/delivery-lifecycle';
import { allowedEvents } from '../../src/domain/document-lifecycle';
import type { HistoryEntry } from '../../src/domain/resource';
import type { SalesOrder } from '../../src/domain/sales-order';
import type { StockLevelRow } from '../../src/domain/stock';
import type { Warehouse } from '../../src/domain/warehouse';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import { dialogMachine } from '../../src/machines/dialog.machine';
import { ApiError } from '../../src/machines/effects/api-error';
import { connectRecord } from '../../src/machines/kit/record.connect';
import { selectRecordStatus, type LifecycleEventInput, type RecordRef } from '../../src/machines/kit/record.machine';
import { deliveriesSection } from '../../src/machines/sections/deliveries/deliveries-record';
import { call, get, useServices, type PageBody } from './support';

useServices();
const base = '/api/distribution/deliveries';
const inventory = '/api/inventory';

/** Every walk from `scheduled` (statuses visited at most twice), as event sequences. */
export function deliveryPaths(): string[][] {
  const probe = (status: string) => ({ status } as unknown as Delivery);
  const found: string[][] = [];
  const walk = (status: string, events: string[], seen: Map<string, number>) => {
    const next = allowedEvents(deliveryLifecycle, probe(status), null).filter((type) => {
      const to = targetOf(status, type);
      return (seen.get(to) ?? 0) < 2;
    });
    if (next.length === 0) {
      found.push(events);
      return;
    }
    for (const type of next) {
      const to = targetOf(status, type);
      walk(to, [...events, type], new Map(seen).set(to, (seen.get(to) ?? 0) + 1));
    }
  };
  walk('scheduled', [], new Map([['scheduled', 1]]));
  return found;
}

function targetOf(status: string, type: string): string {
  const node = (deliveryLifecycle.machine.states as Record<string, { on?: Record<string, unknown> }>)[status];
  const transition = node?.on?.[type] as { target?: readonly { key: string }[] } | { target?: readonly { key: string }[] }[] | undefined;
  const first = Array.isArray(transition) ? transition[0] : transition;
  return first?.target?.[0]?.key ?? status;
}

/** Valid data for each event (so that a 409 is about the state, never the data). */
const dataOf = (type: string): Record<string, unknown> =>
  type === 'deliver'
    ? { receivedBy: 'Rosa Pérez', receivedAt: '2025-07-15T10:00:00.000Z' }
    : type === 'fail'
      ? { reason: 'Nadie en casa' }
      : type === 'reschedule'
        ? { scheduledDate: '2025-07-16' }
        : {};

/** A fetch as the UI's request layer answers it: the parsed record, or an ApiError with the status. */
async function viaApi<T>(method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  const answer = await call<T>(method, path, { ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) });
  if (answer.status >= 400) throw new ApiError({ kind: 'http', code: answer.status === 409 ? 'conflict' : 'server', method, url: path, status: answer.status });
  return answer.body;
}

function uiRecordMachine() {
  const deps = { config: {} as RuntimeConfig, currency: 'MXN' as const, country: 'MX' as const, owner: { tenant: 'acme', user: 'usr_ana' } };
  const record = deliveriesSection(deps)
    .record()
    .provide({
      actors: {
        loadRecord: fromPromise<Delivery, { id: string }>(({ input }) => viaApi<Delivery>('GET', `${base}/${input.id}`)),
        sendLifecycleEvent: fromPromise<Delivery, LifecycleEventInput<Delivery>>(({ input }) =>
          viaApi<Delivery>('POST', `${base}/${input.record.id}/events`, input.event, { 'If-Match': `"${input.record.version}"`, 'Idempotency-Key': input.idempotencyKey }),
        ),
      },
    });
  return record;
}

async function startUi(id: string) {
  const root = createMachine({
    invoke: [
      { id: 'dialog', src: dialogMachine, systemId: 'dialog' },
      { id: 'record', src: uiRecordMachine(), systemId: 'deliveries.record', input: { id } },
    ],
  });
  const app = createActor(root).start();
  const actor = app.getSnapshot().children.record as unknown as RecordRef<Delivery, DeliveryInput>;
  await waitFor(actor, (s) => selectRecordStatus(s) === 'viewing');
  return actor;
}

const offeredBy = (actor: RecordRef<Delivery, DeliveryInput>) => {
  const api = connectRecord(actor.getSnapshot(), actor.send, { makeKey: () => 'k' });
  return deliveryEventTypes.filter((type) => !api.getLifecycleEventProps(type).hidden);
};

async function scheduledDelivery(quantity: string) {
  const main = (await get<PageBody<Warehouse>>(`${inventory}/warehouses?pageSize=500`)).body.items.find((w) => w.code === 'CDMX-01')!;
  const levels = (await get<PageBody<StockLevelRow>>(`${inventory}/stock-levels?warehouseId=${main.id}&inStock=true&pageSize=200`)).body.items;
  const level = levels.find((l) => l.reserved === '0' && Number(l.onHand) >= 10 && !l.onHand.includes('.'))!;
  const customer = (await get<PageBody<{ id: string }>>('/api/catalogs/customers?status=active&pageSize=1')).body.items[0]!;
  const order = (
    await call<SalesOrder>('POST', '/api/ordering/sales-orders', {
      body: { customerId: customer.id, date: '2025-07-15', warehouseId: main.id, notes: '', lines: [{ productId: level.productId, quantity, unitPrice: 100, discount: '0', taxRate: '16' }] },
    })
  ).body;
  expect((await call('POST', `/api/ordering/sales-orders/${order.id}/events`, { body: { type: 'confirm' } })).status).toBe(200);
  const driver = (await get<PageBody<{ id: string }>>('/api/catalogs/employees?status=active&pageSize=1')).body.items[0]!;
  const delivery = await call<Delivery>('POST', base, {
    body: { salesOrderId: order.id, driverId: driver.id, scheduledDate: '2025-07-15', lines: [{ productId: level.productId, quantity }], notes: '' },
  });
  expect(delivery.status).toBe(201);
  return { delivery: delivery.body, order, level };
}

const levelNow = async (warehouseId: string, productId: string) =>
  (await get<PageBody<StockLevelRow>>(`${inventory}/stock-levels?warehouseId=${warehouseId}&productId=${productId}`)).body.items[0]!;

const paths = deliveryPaths();

describe('delivery lifecycle: generated paths, UI and API in step', () => {
  it('the generator finds every way through (to delivered and to returned, before and after a reschedule)', () => {
    expect(paths.map((p) => p.join(' '))).toEqual([
      'dispatch deliver',
      'dispatch fail reschedule dispatch deliver',
      'dispatch fail reschedule dispatch fail reschedule',
      'dispatch fail reschedule dispatch fail return',
      'dispatch fail return',
    ]);
  });

  for (const path of paths) {
    it(`walks ${path.join(' -> ')}`, async () => {
      const quantity = '4';
      const { delivery, order, level } = await scheduledDelivery(quantity);
      const start = await levelNow(level.warehouseId, level.productId);
      expect(start.reserved).toBe(quantity);
      const ui = await startUi(delivery.id);
      // The model of the stock: on hand and reserved move only at the first dispatch and at a return.
      const model = { onHand: Number(start.onHand), reserved: Number(start.reserved), issued: false, delivered: false };
      let version = delivery.version;

      for (const [step, type] of path.entries()) {
        const record = ui.getSnapshot().context.record!;
        const offered = offeredBy(ui);
        // Every event not offered is refused by the service with what it allows: the same as the UI's buttons.
        for (const other of deliveryEventTypes.filter((t) => !offered.includes(t))) {
          const refused = await call<{ type: string; allowed: string[]; state: string }>('POST', `${base}/${delivery.id}/events`, { body: { type: other, ...dataOf(other) } });
          expect(refused.status, `${record.status}: ${other}`).toBe(409);
          expect(refused.body).toMatchObject({ type: 'illegal-transition', state: record.status, allowed: offered });
        }
        expect(offered, `step ${step}`).toContain(type);

        // The step through the UI machine; the service stored the same.
        ui.send({ type: 'record.event.send', event: { type, ...dataOf(type) }, idempotencyKey: `key-${step}` });
        await waitFor(ui, (s) => selectRecordStatus(s) === 'viewing' && (s.context.record?.version ?? 0) > version);
        const shown = ui.getSnapshot().context.record!;
        expect(ui.getSnapshot().context.failure).toBeNull();
        const stored = (await get<Delivery>(`${base}/${delivery.id}`)).body;
        expect([shown.status, shown.version]).toEqual([stored.status, stored.version]);
        expect(stored.version).toBe(version + 1);
        version = stored.version;
        const history = (await get<HistoryEntry[]>(`${base}/${delivery.id}/history`)).body;
        expect(history).toHaveLength(step + 2);
        expect(history[0]).toMatchObject({ event: type, from: record.status, to: stored.status, byName: 'Ana Álvarez' });

        if (type === 'dispatch' && !model.issued) {
          model.onHand -= 4;
          model.reserved -= 4;
          model.issued = true;
        }
        if (type === 'return') {
          model.onHand += 4;
          model.reserved += 4;
        }
        if (type === 'deliver') model.delivered = true;
        const now = await levelNow(level.warehouseId, level.productId);
        expect([Number(now.onHand), Number(now.reserved)], `stock after ${type}`).toEqual([model.onHand, model.reserved]);
        const orderNow = (await get<SalesOrder>(`/api/ordering/sales-orders/${order.id}`)).body;
        expect(orderNow.status, `order after ${type}`).toBe(model.delivered ? 'delivered' : 'confirmed');
      }
      // Where the path ends the UI offers what the statechart takes there (nothing once delivered or returned), and the
      // service refuses the rest.
      const last = ui.getSnapshot().context.record!;
      const offered = offeredBy(ui);
      expect(offered).toEqual(allowedEvents(deliveryLifecycle, last, null));
      if (last.status === 'delivered' || last.status === 'returned') expect(offered).toEqual([]);
      for (const type of deliveryEventTypes.filter((t) => !offered.includes(t))) {
        expect((await call('POST', `${base}/${delivery.id}/events`, { body: { type, ...dataOf(type) } })).status).toBe(409);
      }
    }, 60_000);
  }
});

describe('two people on one delivery', () => {
  it('the second to act gets the conflict, sees the delivery as it is now with its buttons, and nothing is overwritten', async () => {
    const { delivery, level } = await scheduledDelivery('2');
    const ui = await startUi(delivery.id);
    expect(offeredBy(ui)).toEqual(['dispatch']);
    // Someone else dispatches it first.
    expect((await call('POST', `${base}/${delivery.id}/events`, { body: { type: 'dispatch' }, headers: { 'If-Match': '"1"' } })).status).toBe(200);
    const out = await levelNow(level.warehouseId, level.productId);
    ui.send({ type: 'record.event.send', event: { type: 'dispatch' }, idempotencyKey: 'late' });
    await waitFor(ui, (s) => selectRecordStatus(s) === 'viewing' && s.context.record?.version === 2);
    expect(ui.getSnapshot().context.failure).toMatchObject({ operation: 'event:dispatch', code: 'conflict' });
    expect(ui.getSnapshot().context.record?.status).toBe('dispatched');
    expect(offeredBy(ui)).toEqual(['deliver', 'fail']);
    // Dispatched once: one issue, not two.
    expect((await levelNow(level.warehouseId, level.productId)).onHand).toBe(out.onHand);
    expect((await get<HistoryEntry[]>(`${base}/${delivery.id}/history`)).body).toHaveLength(2);
  });
});
