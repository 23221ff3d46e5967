// @vitest-environment node
/**
 * The deliveries section's own machines: the event panel (proof, failure, new date: checked by the service's rule,
 * sent to the record machine, typed text kept when closed) with unit and generated path tests, and the planner
 * (an order read, the form started from what it still has to ship, saved or cancelled, retried after a failure).
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { Delivery, DeliveryInput } from '../../src/domain/delivery';
import { validateDeliveryEvent } from '../../src/domain/delivery';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import { ApiError } from '../../src/machines/effects/api-error';
import type { RecordEvent } from '../../src/machines/kit/record.machine';
import type { SaveRecordInput } from '../../src/machines/kit/form.machine';
import { deliveriesSection } from '../../src/machines/sections/deliveries/deliveries-record';
import type { DeliveryPlan } from '../../src/machines/sections/deliveries/delivery-api';
import {
  deliveryEventPanel,
  eventData,
  localToInstant,
  selectOpenPanel,
  selectPanelErrors,
  selectPanelValues,
  type EventPanelEvent,
} from '../../src/machines/sections/deliveries/delivery-event.machine';
import { createDeliveryPlanner, initialValues, selectPlannerForm, selectPlannerStatus } from '../../src/machines/sections/deliveries/delivery-planner.machine';
import { doneEvent, errorEvent, stateKey } from '../support/path-events';

const clock = { now: '2025-07-15T09:30', today: '2025-07-15' };
const submitAt = { nowIso: '2025-07-15T23:59:00.000Z', today: '2025-07-15', dispatchedAt: '2025-07-15T08:00:00.000Z' };

function panel() {
  const sent: RecordEvent[] = [];
  const actor = createActor(deliveryEventPanel, { input: { recordRef: { send: (event: RecordEvent) => sent.push(event) } } }).start();
  return { actor, sent };
}

describe('delivery event panel', () => {
  it('proof: opens with the time now, refuses an empty name (nothing sent), then sends receivedBy and the UTC instant', () => {
    const { actor, sent } = panel();
    actor.send({ type: 'panel.open', event: 'deliver', ...clock });
    expect(selectOpenPanel(actor.getSnapshot())).toBe('deliver');
    expect(selectPanelValues(actor.getSnapshot()).receivedAt).toBe('2025-07-15T09:30');
    actor.send({ type: 'panel.submit', ...submitAt, idempotencyKey: 'k1' });
    expect(sent).toEqual([]);
    expect(selectPanelErrors(actor.getSnapshot())).toEqual({ receivedBy: ['required'] });
    actor.send({ type: 'panel.change', name: 'receivedBy', value: '  Rosa Pérez ' });
    actor.send({ type: 'panel.submit', ...submitAt, idempotencyKey: 'k2' });
    expect(sent).toEqual([
      { type: 'record.event.send', event: { type: 'deliver', receivedBy: 'Rosa Pérez', receivedAt: localToInstant('2025-07-15T09:30') }, idempotencyKey: 'k2' },
    ]);
    expect(selectOpenPanel(actor.getSnapshot())).toBeNull();
  });

  it('a failure needs its reason; Cancel keeps what was typed for the next time; a new date is today or later', () => {
    const { actor, sent } = panel();
    actor.send({ type: 'panel.open', event: 'fail', ...clock });
    actor.send({ type: 'panel.change', name: 'reason', value: 'Nadie en casa' });
    actor.send({ type: 'panel.cancel' });
    expect(selectOpenPanel(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'panel.open', event: 'fail', ...clock });
    expect(selectPanelValues(actor.getSnapshot()).reason).toBe('Nadie en casa');
    actor.send({ type: 'panel.open', event: 'reschedule', ...clock });
    actor.send({ type: 'panel.change', name: 'scheduledDate', value: '2025-07-14' });
    actor.send({ type: 'panel.submit', ...submitAt, idempotencyKey: 'k' });
    expect(selectPanelErrors(actor.getSnapshot())).toEqual({ scheduledDate: ['out-of-range'] });
    actor.send({ type: 'panel.change', name: 'scheduledDate', value: '2025-07-18' });
    actor.send({ type: 'panel.submit', ...submitAt, idempotencyKey: 'k3' });
    expect(sent).toEqual([{ type: 'record.event.send', event: { type: 'reschedule', scheduledDate: '2025-07-18' }, idempotencyKey: 'k3' }]);
  });

  it('a local time that is not one (cleared field) is no instant: the rule names it', () => {
    expect(localToInstant('')).toBe('');
    expect(localToInstant('2025-07-15 09:30')).toBe('');
    expect(eventData('deliver', { receivedBy: 'x', receivedAt: '', reason: '', scheduledDate: '' })).toEqual({ receivedBy: 'x', receivedAt: '' });
  });

  // Generated paths over the panel's gestures: whatever the order, an event is sent only when its data passes the
  // service's rule, with the key of the submit that sent it, and the panel is closed after a send.
  const events: EventPanelEvent[] = [
    { type: 'panel.open', event: 'deliver', ...clock },
    { type: 'panel.open', event: 'fail', ...clock },
    { type: 'panel.open', event: 'reschedule', ...clock },
    { type: 'panel.change', name: 'receivedBy', value: 'Rosa' },
    { type: 'panel.change', name: 'reason', value: 'Cerrado' },
    { type: 'panel.change', name: 'scheduledDate', value: '2025-07-01' },
    { type: 'panel.cancel' },
    { type: 'panel.submit', ...submitAt, idempotencyKey: 'path-key' },
  ];
  it('generated paths: sent only valid data, closed after sending, reaching closed and open', () => {
    const paths = getShortestPaths(deliveryEventPanel, { events, input: { recordRef: { send: () => undefined } } });
    expect(new Set(paths.map((p) => stateKey(p.state.value)))).toEqual(new Set(['closed', 'open']));
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const sent: RecordEvent[] = [];
      const actor = createActor(deliveryEventPanel, { input: { recordRef: { send: (e: RecordEvent) => sent.push(e) } } }).start();
      for (const step of path.steps.slice(1)) {
        const before = actor.getSnapshot();
        actor.send(step.event);
        if (step.event.type === 'panel.submit' && before.context.open !== null) {
          const data = eventData(before.context.open, before.context.values);
          const valid = Object.keys(validateDeliveryEvent({ type: before.context.open, ...data }, { now: submitAt.nowIso, today: submitAt.today, dispatchedAt: submitAt.dispatchedAt })).length === 0;
          expect(sent.length > 0 && sent.at(-1)!.type === 'record.event.send', path.steps.map((s) => s.event.type).join(' > ')).toBe(valid);
          if (valid) {
            expect(sent.at(-1)).toMatchObject({ idempotencyKey: 'path-key', event: { type: before.context.open, ...data } });
            expect(actor.getSnapshot().context.open).toBeNull();
          }
          sent.length = 0;
        }
      }
      expect(stateKey(actor.getSnapshot().value)).toBe(stateKey(path.state.value));
    }
  });
});

const plan: DeliveryPlan = {
  order: { id: 'so-1', number: 'SO-000001', status: 'confirmed', date: '2025-07-14', customerId: 'c1', customerName: 'Cliente', warehouseId: 'w1', warehouseName: 'Central', lines: [] },
  lines: [{ productId: 'p1', quantity: '3', sku: 'SKU-1', name: 'Antena' }],
  address: { street: 'Calle 1', city: 'Guadalajara', state: 'Jalisco', postalCode: '44100', country: 'MX' },
};
const saved = { id: 'del-9', version: 1 } as Delivery;

function planner(loads: Array<() => Promise<DeliveryPlan>>) {
  let n = 0;
  const deps = { config: {} as RuntimeConfig, currency: 'MXN' as const, country: 'MX' as const, owner: { tenant: 'acme', user: 'u' } };
  const navigations: string[] = [];
  const reloads: number[] = [];
  const bodies: unknown[] = [];
  const form = deliveriesSection(deps)
    .form()
    .provide({
      actors: {
        saveRecord: fromPromise<Delivery, SaveRecordInput<DeliveryInput>>(async ({ input }) => {
          bodies.push(input.values);
          return saved;
        }),
      },
      actions: { persistDraft: () => undefined, clearDraft: () => undefined },
    });
  const logic = createDeliveryPlanner({ form, systemId: 'deliveries.create', path: '/deliveries', listId: 'deliveries.list', country: 'MX' }).provide({
    actors: { loadPlan: fromPromise<DeliveryPlan, { orderId: string }>(async () => loads[Math.min(n++, loads.length - 1)]!()) },
  });
  const nav = createMachine({ on: { 'nav.navigate': { actions: ({ event }) => navigations.push((event as unknown as { to: string }).to) } } });
  const list = createMachine({ on: { 'list.reload': { actions: () => reloads.push(1) } } });
  const root = createMachine({
    invoke: [
      { id: 'nav', src: nav, systemId: 'nav' },
      { id: 'list', src: list, systemId: 'deliveries.list' },
      { id: 'planner', src: logic, systemId: 'deliveries.create' },
    ],
  });
  const app = createActor(root).start();
  const actor = app.getSnapshot().children.planner as AnyActorRef;
  return { actor, navigations, reloads, bodies, loads: () => n };
}

describe('delivery planner', () => {
  it('the form starts from the plan: every line still to ship, the customer\'s address, today; an empty address when unknown', () => {
    expect(initialValues(plan, '2025-07-15', 'MX')).toEqual({
      salesOrderId: 'so-1',
      driverId: '',
      scheduledDate: '2025-07-15',
      address: plan.address,
      lines: [{ productId: 'p1', quantity: '3', sku: 'SKU-1', name: 'Antena' }],
      notes: '',
    });
    expect(initialValues({ ...plan, address: null }, '2025-07-15', 'MX').address).toEqual({ street: '', city: '', state: '', postalCode: '', country: 'MX' });
  });

  it('reads the order, saves the delivery with its lines, goes to its page, reloads the list, and reads again next time', async () => {
    const p = planner([async () => plan]);
    p.actor.send({ type: 'planner.open', orderId: 'so-1', today: '2025-07-15', draft: null });
    await waitFor(p.actor, (s) => selectPlannerStatus(s) === 'editing');
    const form = selectPlannerForm(p.actor.getSnapshot()) as AnyActorRef;
    form.send({ type: 'form.field.change', name: 'driverId', value: 'emp-1' });
    form.send({ type: 'form.submit', idempotencyKey: 'k' });
    await waitFor(p.actor, (s) => selectPlannerStatus(s) === 'idle');
    expect(p.bodies).toEqual([expect.objectContaining({ salesOrderId: 'so-1', driverId: 'emp-1', lines: [expect.objectContaining({ productId: 'p1', quantity: '3' })] })]);
    expect(p.navigations).toEqual(['/deliveries/del-9']);
    expect(p.reloads).toEqual([1]);
    p.actor.send({ type: 'planner.open', orderId: 'so-1', today: '2025-07-15', draft: null });
    await waitFor(p.actor, (s) => selectPlannerStatus(s) === 'editing');
    expect(p.loads()).toBe(2);
  });

  it('does not send a form the rule refuses (no driver): nothing saved, the form stays', async () => {
    const p = planner([async () => plan]);
    p.actor.send({ type: 'planner.open', orderId: 'so-1', today: '2025-07-15', draft: null });
    await waitFor(p.actor, (s) => selectPlannerStatus(s) === 'editing');
    (selectPlannerForm(p.actor.getSnapshot()) as AnyActorRef).send({ type: 'form.submit', idempotencyKey: 'k' });
    await new Promise((r) => setTimeout(r, 10));
    expect(p.bodies).toEqual([]);
    expect(selectPlannerStatus(p.actor.getSnapshot())).toBe('editing');
  });

  it('a failed read offers Retry; the same order open again is not read twice; Cancel goes back to the list', async () => {
    const p = planner([async () => Promise.reject(new ApiError({ kind: 'http', code: 'notFound', method: 'GET', url: '/x', status: 404 })), async () => plan]);
    p.actor.send({ type: 'planner.open', orderId: 'so-1', today: '2025-07-15', draft: null });
    await waitFor(p.actor, (s) => selectPlannerStatus(s) === 'failed');
    expect(p.actor.getSnapshot().context.error).toBe('notFound');
    p.actor.send({ type: 'planner.retry' });
    await waitFor(p.actor, (s) => selectPlannerStatus(s) === 'editing');
    p.actor.send({ type: 'planner.open', orderId: 'so-1', today: '2025-07-15', draft: null });
    expect(p.loads()).toBe(2);
    (selectPlannerForm(p.actor.getSnapshot()) as AnyActorRef).send({ type: 'form.cancel' });
    await waitFor(p.actor, (s) => selectPlannerStatus(s) === 'idle');
    expect(p.navigations).toEqual(['/deliveries']);
  });

  it('generated paths over the plan\'s answers: every state reached, the form only with a plan', () => {
    const logic = createDeliveryPlanner({ form: deliveriesSection({ config: {} as RuntimeConfig, currency: 'MXN', country: 'MX', owner: { tenant: 'a', user: 'u' } }).form(), systemId: 'deliveries.create', path: '/deliveries', listId: 'deliveries.list', country: 'MX' });
    const paths = getShortestPaths(logic, {
      events: [
        { type: 'planner.open', orderId: 'so-1', today: '2025-07-15', draft: null },
        { type: 'planner.open', orderId: 'so-2', today: '2025-07-15', draft: null },
        { type: 'planner.retry' },
        doneEvent('loadPlan', plan),
        errorEvent('loadPlan', new Error('offline')),
        doneEvent('form', { result: 'saved', record: saved }),
        doneEvent('form', { result: 'cancelled' }),
      ] as never,
    });
    expect(new Set(paths.map((p) => stateKey(p.state.value)))).toEqual(new Set(['idle', 'loading', 'failed', 'editing']));
    for (const path of paths) {
      if (path.state.matches('editing')) expect(path.state.context.plan).not.toBeNull();
      if (path.state.matches('idle')) expect(path.state.context.orderId).toBeNull();
    }
  });
});

describe('deliveries list helpers', () => {
  it('the CSV names drivers and warehouses, lists the lines by SKU, the proof and the failure in plain formats', async () => {
    const { deliveryCsvColumns } = await import('../../src/machines/sections/deliveries/deliveries-export');
    const row = {
      number: 'DEL-000007',
      scheduledDate: '2025-07-15',
      status: 'delivered',
      orderNumber: 'SO-000003',
      customerName: 'Cliente "Uno", S.A.',
      driverId: 'e1',
      warehouseId: 'w1',
      address: { street: 'Calle 1', city: 'León', state: 'Guanajuato', postalCode: '37000', country: 'MX' },
      lines: [{ productId: 'p1', sku: 'ANT-1', quantity: '2' }, { productId: 'p2', quantity: '0.5' }],
      dispatchedAt: '2025-07-15T08:00:00.000Z',
      proof: { receivedBy: 'Rosa', receivedAt: '2025-07-15T09:00:00.000Z' },
      failureReason: null,
      notes: '',
      updatedAt: '2025-07-15T09:00:00.000Z',
    } as unknown as Delivery;
    const names = (kind: 'driver' | 'warehouse', id: string) => `${kind}:${id}`;
    const cells = Object.fromEntries(deliveryCsvColumns(names).map((c) => [c.id, c.csv(row)]));
    expect(cells).toMatchObject({
      number: 'DEL-000007',
      driverId: 'driver:e1',
      warehouseId: 'warehouse:w1',
      lines: 'ANT-1 x 2; p2 x 0.5',
      receivedBy: 'Rosa',
      receivedAt: '2025-07-15T09:00:00.000Z',
      failureReason: null,
      city: 'León',
    });
  });

  it("Today's link filters the company's day, read in its time zone", async () => {
    const { dayInZone, deliveriesOfDay } = await import('../../src/machines/sections/deliveries/deliveries-list');
    const lateUtc = new Date('2025-07-16T03:30:00.000Z');
    expect(dayInZone(lateUtc, 'America/Mexico_City')).toBe('2025-07-15');
    expect(dayInZone(lateUtc, 'UTC')).toBe('2025-07-16');
    expect(dayInZone(lateUtc, 'Not/AZone')).toBe('2025-07-16');
    expect(deliveriesOfDay('2025-07-15')).toBe('/deliveries?scheduledDate=2025-07-15..2025-07-15&sort=scheduledDate');
  });
});
