/**
 * Generated paths of the sales order lifecycle, walked twice at every step: through the UI's record machine (what it
 * offers = `snapshot.can`) and through the ordering service's API (what it accepts; 409 on the rest), against the
 * same Mirage server. They agree at each step: the events offered, the status reached, the history entry, and the
 * stock level of the ordered product after each step (reserved while open, on hand down only by what was delivered).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { demoConfig } from '../../src/config/runtime-config';
import { addDecimal, compareDecimal, subtractDecimal } from '../../src/domain/decimal';
import { allowedEvents, applyEvent, type LifecycleEvent } from '../../src/domain/document-lifecycle';
import type { HistoryEntry } from '../../src/domain/resource';
import { outstandingOf, type SalesOrder } from '../../src/domain/sales-order';
import { salesOrderEventTypes, salesOrderLifecycle } from '../../src/domain/sales-order-lifecycle';
import type { StockLevelRow } from '../../src/domain/stock';
import { configureApiClient, resetApiClient } from '../../src/machines/effects/api-client';
import { selectRecord, selectRecordFailure } from '../../src/machines/kit/record.machine';
import { ordersSection } from '../../src/machines/sections/orders/orders-record';
import type { SectionDeps } from '../../src/machines/sections/section-deps';
import { seedCustomers, seedProducts } from '../../src/mirage/services/seeds/catalogs.seed';
import { seedStockLevels, seedWarehouses } from '../../src/mirage/services/seeds/inventory.seed';
import { signAccessToken } from '../support/access-tokens';
import { call, get, identities, useServices, type PageBody } from '../mirage-services/support';

useServices();
const base = '/api/ordering/sales-orders';
const config = demoConfig('http://localhost:9090');
const deps = { config, currency: 'MXN', country: 'MX', owner: { tenant: 'acme', user: 'usr_ana' } } as unknown as SectionDeps;
const ORDERED = '3';

beforeEach(() => {
  configureApiClient({
    config: { ...config, tenantBaseDomain: 'localhost' },
    host: 'acme.localhost',
    origin: window.location.origin,
    getAccessToken: () => signAccessToken(identities.ana),
    renewAccessToken: async () => null,
  });
});
afterEach(() => resetApiClient());

/** A step of a path: its name and the event it sends to an order in that state. */
type Step = { name: string; event: (doc: SalesOrder) => LifecycleEvent | null };
const steps: Step[] = [
  { name: 'confirm', event: () => ({ type: 'confirm' }) },
  // One unit, while more than one is left (the last one is `deliver-rest`).
  { name: 'deliver-one', event: (doc) => (compareDecimal(outstandingOf(doc.lines[0]!), '1') > 0 ? { type: 'deliver', lines: [{ line: 0, quantity: '1' }] } : null) },
  { name: 'deliver-rest', event: (doc) => ({ type: 'deliver', lines: [{ line: 0, quantity: outstandingOf(doc.lines[0]!) }] }) },
  { name: 'close', event: () => ({ type: 'close' }) },
  { name: 'cancel', event: () => ({ type: 'cancel' }) },
];

/** Every path of the statechart from `draft` to a status that takes nothing, over the steps above (UI: facts unknown). */
function lifecyclePaths(): string[][] {
  const paths: string[][] = [];
  const walk = (doc: SalesOrder, path: string[]) => {
    let any = false;
    for (const step of steps) {
      const event = step.event(doc);
      if (!event) continue;
      const result = applyEvent(salesOrderLifecycle, doc, null, event);
      if (!result.ok) continue;
      any = true;
      walk(result.doc, [...path, step.name]);
    }
    if (!any) paths.push(path);
  };
  const line = { productId: 'p', sku: 'P', productName: 'P', quantity: ORDERED, unitPrice: 100, discount: '0', taxRate: '16', delivered: '0' };
  walk({ status: 'draft', number: 'SO-1', warehouseId: 'w', lines: [line] } as SalesOrder, []);
  return paths;
}

/** A seeded acme product the main warehouse holds, nothing reserved (the inventory seed decides). */
function freeStock(skip: number) {
  const main = seedWarehouses('acme').find((w) => w.code === 'CDMX-01')!;
  const active = new Set(seedProducts('acme').filter((p) => p.active).map((p) => p.id));
  const levels = seedStockLevels('acme').filter((l) => l.warehouseId === main.id && l.reserved === '0' && Number(l.onHand) >= 10 && !l.onHand.includes('.') && active.has(l.productId));
  return { warehouseId: main.id, productId: levels[skip]!.productId };
}

const levelOf = async (warehouseId: string, productId: string) =>
  (await get<PageBody<StockLevelRow>>(`/api/inventory/stock-levels?warehouseId=${warehouseId}&productId=${productId}`)).body.items[0]!;

async function startRecord(id: string) {
  const actor = createActor(ordersSection(deps).record(), { input: { id } }).start();
  await waitFor(actor, (s) => s.matches({ main: 'viewing' }), { timeout: 5000 });
  return actor;
}
type RecordActor = Awaited<ReturnType<typeof startRecord>>;
const offered = (actor: RecordActor) =>
  salesOrderEventTypes.filter((type) => actor.getSnapshot().can({ type: 'record.event.send', event: { type }, idempotencyKey: `probe-${type}` }));

describe('sales order lifecycle: UI and API agree on every generated path', () => {
  const paths = lifecyclePaths();

  it('the generated paths cover every status and every event', () => {
    expect(paths.map((p) => p.join(' > '))).toEqual([
      'confirm > deliver-one > deliver-one > deliver-rest > close',
      'confirm > deliver-one > deliver-one > close',
      'confirm > deliver-one > deliver-rest > close',
      'confirm > deliver-one > close',
      'confirm > deliver-rest > close',
      'confirm > cancel',
      'cancel',
    ]);
    const reached = new Set(paths.flat());
    expect(reached).toEqual(new Set(steps.map((s) => s.name)));
  });

  paths.forEach((path, n) => {
    it(`draft > ${path.join(' > ')}`, async () => {
      const { warehouseId, productId } = freeStock(n);
      const before = await levelOf(warehouseId, productId);
      const product = seedProducts('acme').find((p) => p.id === productId)!;
      const customer = seedCustomers('acme').find((c) => c.status === 'active')!;
      const created = await call<SalesOrder>('POST', base, {
        body: { customerId: customer.id, date: '2025-07-15', warehouseId, notes: '', lines: [{ productId, quantity: ORDERED, unitPrice: product.price, discount: '0', taxRate: product.taxRate }] },
      });
      expect(created.status).toBe(201);
      const id = created.body.id;
      const actor = await startRecord(id);
      let status = 'draft';
      for (const name of path) {
        const stored = (await get<SalesOrder>(`${base}/${id}`)).body;
        expect(stored.status).toBe(status);
        expect(selectRecord(actor.getSnapshot())).toEqual(stored);
        const ui = offered(actor);
        expect(ui).toEqual(allowedEvents(salesOrderLifecycle, stored, null));
        // Every event the UI does not offer, the service refuses (409, nothing changes).
        for (const other of salesOrderEventTypes.filter((t) => !ui.includes(t))) {
          const body = other === 'deliver' ? { type: 'deliver', lines: [{ line: 0, quantity: '1' }] } : { type: other };
          const refused = await call<{ type: string; allowed: string[]; state: string }>('POST', `${base}/${id}/events`, { body });
          expect(refused.status, `${status}: ${other}`).toBe(409);
          expect(refused.body).toMatchObject({ type: 'illegal-transition', state: status, allowed: ui });
        }
        const event = steps.find((s) => s.name === name)!.event(stored)!;
        expect(ui).toContain(event.type);
        // The step, through the UI machine (If-Match with the version it shows).
        actor.send({ type: 'record.event.send', event, idempotencyKey: `k-${id}-${stored.version}` } as never);
        await waitFor(actor, (s) => s.matches({ main: 'viewing' }) && selectRecord(s)?.version === stored.version + 1, { timeout: 5000 });
        const after = (await get<SalesOrder>(`${base}/${id}`)).body;
        const expected = applyEvent(salesOrderLifecycle, stored, null, event);
        expect(expected.ok && after.status).toBe(expected.ok ? expected.to : null);
        expect(selectRecord(actor.getSnapshot())).toEqual(after);
        const [last] = (await get<HistoryEntry[]>(`${base}/${id}/history`)).body;
        expect(last).toMatchObject({ event: event.type, from: status, to: after.status, by: identities.ana.sub, byName: identities.ana.name });
        // The stock after the step: what is open stays reserved; on hand is down by what was delivered.
        const level = await levelOf(warehouseId, productId);
        const line = after.lines[0]!;
        const open = after.status === 'confirmed' || after.status === 'partially-delivered';
        expect(level.reserved, `${name}: reserved`).toBe(open ? addDecimal(before.reserved, outstandingOf(line)) : before.reserved);
        expect(level.onHand, `${name}: on hand`).toBe(subtractDecimal(before.onHand, line.delivered));
        status = after.status;
      }
      expect(offered(actor)).toEqual([]);
      const history = (await get<HistoryEntry[]>(`${base}/${id}/history`)).body;
      expect(history.map((e) => e.event).reverse()).toEqual(['created', ...path.map((name) => (name.startsWith('deliver') ? 'deliver' : name))]);
      actor.stop();
    });
  });

  it('confirm without the stock: the UI offers it, the service refuses with insufficient-stock; the UI keeps the reason and the draft', async () => {
    const { warehouseId, productId } = freeStock(20);
    const level = await levelOf(warehouseId, productId);
    const product = seedProducts('acme').find((p) => p.id === productId)!;
    const customer = seedCustomers('acme').find((c) => c.status === 'active')!;
    const created = await call<SalesOrder>('POST', base, {
      body: { customerId: customer.id, date: '2025-07-15', warehouseId, notes: '', lines: [{ productId, quantity: addDecimal(level.available, '1'), unitPrice: product.price, discount: '0', taxRate: product.taxRate }] },
    });
    const actor = await startRecord(created.body.id);
    expect(offered(actor)).toEqual(['confirm', 'cancel']);
    actor.send({ type: 'record.event.send', event: { type: 'confirm' }, idempotencyKey: 'k-confirm' });
    await waitFor(actor, (s) => s.matches({ main: 'viewing' }) && selectRecordFailure(s) !== null, { timeout: 5000 });
    expect(selectRecordFailure(actor.getSnapshot())).toMatchObject({ reason: 'insufficient-stock' });
    expect(selectRecord(actor.getSnapshot())?.status).toBe('draft');
    expect((await levelOf(warehouseId, productId)).reserved).toBe(level.reserved);
    actor.stop();
  });
});
