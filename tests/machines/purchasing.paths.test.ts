/**
 * Generated paths of the three purchasing lifecycles (requisition, quotation, purchase order), walked twice at every
 * step: through the UI's record machine (what it offers = `snapshot.can`; the event sent with If-Match) and through
 * the ordering service's API (what it accepts; 409 on the rest), against the same Mirage server. At each step they
 * agree on the events offered, the status reached, the history entry, and, for receipts, the stock levels (each
 * receipt raises on hand by exactly what was received, through a movement with the order's number).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActor, type AnyStateMachine, type EventObject } from 'xstate';
import { demoConfig } from '../../src/config/runtime-config';
import { addDecimal, compareDecimal } from '../../src/domain/decimal';
import { allowedEvents, applyEvent, type DocumentLifecycle, type LifecycleEvent } from '../../src/domain/document-lifecycle';
import { outstandingQuantities, type PurchaseOrder } from '../../src/domain/purchase-order';
import { purchaseOrderEventTypes, purchaseOrderLifecycle } from '../../src/domain/purchase-order-lifecycle';
import type { Quotation } from '../../src/domain/quotation';
import { quotationEventTypes, quotationLifecycle } from '../../src/domain/quotation-lifecycle';
import type { Requisition } from '../../src/domain/requisition';
import { requisitionEventTypes, requisitionLifecycle } from '../../src/domain/requisition-lifecycle';
import type { HistoryEntry } from '../../src/domain/resource';
import type { StockLevelRow } from '../../src/domain/stock';
import type { Warehouse } from '../../src/domain/warehouse';
import { configureApiClient, resetApiClient } from '../../src/machines/effects/api-client';
import { selectRecord } from '../../src/machines/kit/record.machine';
import { purchaseOrdersSection, quotationsSection, requisitionsSection } from '../../src/machines/sections/purchases/purchases-records';
import type { SectionDeps } from '../../src/machines/sections/section-deps';
import { signAccessToken } from '../support/access-tokens';
import { advanceClock, call, get, identities, useServices, type PageBody } from '../mirage-services/support';

useServices();
const ordering = '/api/ordering';
const config = demoConfig('http://localhost:9090');
const deps = { config, currency: 'MXN', country: 'MX', owner: { tenant: 'acme', user: 'usr_ana' } } as unknown as SectionDeps;

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

type Doc = { id: string; status: string; version: number };

/**
 * Every path from `initial` to a status that takes nothing, each status at most once per path, over the events the
 * UI offers (facts unknown); `dataOf` completes an event with its data for the document (as the dialogs would).
 */
function generatedPaths<D extends { status: string }>(lifecycle: DocumentLifecycle<D, unknown>, initial: D, dataOf: (type: string, doc: D) => LifecycleEvent): LifecycleEvent[][] {
  const paths: LifecycleEvent[][] = [];
  const walk = (doc: D, path: LifecycleEvent[], seen: Set<string>) => {
    const events = allowedEvents(lifecycle, doc, null);
    if (events.length === 0) return paths.push(path);
    for (const type of events) {
      const event = dataOf(type, doc);
      const step = applyEvent(lifecycle, doc, null, event);
      if (!step.ok) continue;
      const key = `${step.to}:${JSON.stringify(step.doc)}`;
      if (seen.has(key)) continue;
      walk(step.doc, [...path, event], new Set([...seen, key]));
    }
  };
  walk(initial, [], new Set([initial.status]));
  return paths;
}

async function references() {
  const warehouse = (await get<PageBody<Warehouse>>('/api/inventory/warehouses?pageSize=50')).body.items.find((w) => w.type === 'main')!;
  const employee = (await get<PageBody<{ id: string; departmentId: string }>>('/api/catalogs/employees?status=active&pageSize=1')).body.items[0]!;
  const levels = (await get<PageBody<StockLevelRow>>(`/api/inventory/stock-levels?warehouseId=${warehouse.id}&inStock=true&pageSize=40`)).body.items.filter((l) => !l.onHand.includes('.'));
  const suppliers = (await get<PageBody<{ id: string }>>('/api/catalogs/suppliers?status=active&pageSize=2')).body.items;
  return { warehouse, employee, levels, suppliers };
}
const levelOf = async (warehouseId: string, productId: string) =>
  (await get<PageBody<StockLevelRow>>(`/api/inventory/stock-levels?warehouseId=${warehouseId}&productId=${productId}`)).body.items[0]!;

async function newRequisition(lines = 2) {
  const { warehouse, employee, levels, suppliers } = await references();
  const body = {
    requesterId: employee.id,
    departmentId: employee.departmentId,
    neededBy: '2025-08-01',
    warehouseId: warehouse.id,
    notes: '',
    lines: levels.slice(0, lines).map((l, i) => ({ productId: l.productId, quantity: String(4 + i), note: '' })),
  };
  const created = await call<Requisition>('POST', `${ordering}/requisitions`, { body });
  expect(created.status).toBe(201);
  return { requisition: created.body, warehouse, suppliers };
}

type Section = { record: () => any };
async function startRecord(section: Section, id: string) {
  const actor = createActor(section.record() as AnyStateMachine, { input: { id } }).start() as AnyActor;
  await waitFor(actor, (s: any) => s.matches({ main: 'viewing' }), { timeout: 5000 });
  return actor;
}

/**
 * Walks one path: before each step the UI's offered events equal the lifecycle's allowed events for the stored
 * document, the service refuses every other event type with 409 naming the state, then the UI machine sends the step
 * and both sides show the same record and history entry. `check` runs after each step (stock, effects).
 */
async function walk<D extends Doc>(options: {
  resource: string;
  section: Section;
  lifecycle: DocumentLifecycle<D, unknown>;
  eventTypes: readonly string[];
  id: string;
  path: LifecycleEvent[];
  /** Event types the UI offers whose refusal depends on a fact only the service knows (today). */
  factual?: readonly string[];
  before?: (step: LifecycleEvent, stored: D) => Promise<void> | void;
  check?: (step: LifecycleEvent, before: D, after: D) => Promise<void>;
}) {
  const { resource, section, lifecycle, eventTypes, id, path, factual = [] } = options;
  const actor = await startRecord(section, id);
  const offered = () => eventTypes.filter((type) => actor.getSnapshot().can({ type: 'record.event.send', event: lifecycle.probe?.(type, selectRecord(actor.getSnapshot()) as D) ?? { type }, idempotencyKey: `probe-${type}` }));
  for (const step of path) {
    await options.before?.(step, (await get<D>(`${ordering}/${resource}/${id}`)).body);
    const stored = (await get<D>(`${ordering}/${resource}/${id}`)).body;
    expect(selectRecord(actor.getSnapshot())).toEqual(stored);
    const ui = offered();
    expect(ui).toEqual(allowedEvents(lifecycle, stored, null));
    expect(ui).toContain(step.type);
    for (const other of eventTypes.filter((t) => !ui.includes(t))) {
      const refused = await call<{ type: string; state: string; allowed: string[] }>('POST', `${ordering}/${resource}/${id}/events`, { body: { type: other } });
      expect(refused.status, `${stored.status}: ${other}`).toBe(409);
      expect(refused.body.type).toBe('illegal-transition');
      expect(refused.body.state).toBe(stored.status);
      // What the service allows is what the UI offers, but for events that wait on the service's facts.
      expect(refused.body.allowed).toEqual(ui.filter((t) => !factual.includes(t) || refused.body.allowed.includes(t)));
    }
    actor.send({ type: 'record.event.send', event: step, idempotencyKey: `k-${id}-${stored.version}` } as EventObject);
    await waitFor(actor, (s: any) => s.matches({ main: 'viewing' }) && (selectRecord(s) as Doc | null)?.version === stored.version + 1, { timeout: 5000 });
    const after = (await get<D>(`${ordering}/${resource}/${id}`)).body;
    const expected = applyEvent(lifecycle, stored, null, step);
    expect(expected.ok && after.status).toBe(expected.ok ? expected.to : 'refused');
    expect(selectRecord(actor.getSnapshot())).toEqual(after);
    const [last] = (await get<HistoryEntry[]>(`${ordering}/${resource}/${id}/history`)).body;
    expect(last).toMatchObject({ event: step.type, from: stored.status, to: after.status, by: identities.ana.sub, byName: identities.ana.name });
    await options.check?.(step, stored, after);
  }
  expect(offered()).toEqual(allowedEvents(lifecycle, (await get<D>(`${ordering}/${resource}/${id}`)).body, null));
  const history = (await get<HistoryEntry[]>(`${ordering}/${resource}/${id}/history`)).body;
  expect(history.map((e) => e.event).reverse().filter((e) => e !== 'created').slice(-path.length)).toEqual(path.map((e) => e.type));
  actor.stop();
}

describe('requisition lifecycle: UI and API agree on every generated path', () => {
  const template = { id: 'r', status: 'draft', supplierIds: [], purchaseOrderId: null } as unknown as Requisition;
  const dataOf = (type: string): LifecycleEvent => (type === 'request-quotes' ? { type, supplierIds: ['s1', 's2'] } : { type });
  const paths = generatedPaths(requisitionLifecycle as DocumentLifecycle<Requisition, unknown>, template, dataOf);

  it('the generated paths reach every status the buttons can (ordered comes from an accepted quotation)', () => {
    expect(paths.map((p) => p.map((e) => e.type).join(' > '))).toEqual([
      'submit > approve > request-quotes > cancel',
      'submit > approve > cancel',
      'submit > reject',
      'submit > cancel',
      'cancel',
    ]);
  });

  for (const path of paths) {
    it(`draft > ${path.map((e) => e.type).join(' > ')}`, async () => {
      const { requisition, suppliers } = await newRequisition();
      const real = path.map((e) => (e.type === 'request-quotes' ? { type: e.type, supplierIds: suppliers.map((s) => s.id) } : e));
      await walk({
        resource: 'requisitions',
        section: requisitionsSection(deps),
        lifecycle: requisitionLifecycle as DocumentLifecycle<Requisition, unknown>,
        eventTypes: requisitionEventTypes,
        id: requisition.id,
        path: real,
        check: async (step, _before, after) => {
          const quotes = (await get<PageBody<Quotation>>(`${ordering}/quotations?requisitionId=${requisition.id}&sort=number`)).body.items;
          if (step.type === 'request-quotes') expect(quotes.map((q) => [q.supplierId, q.status])).toEqual(suppliers.map((s) => [s.id, 'requested']));
          if (step.type === 'cancel') expect(quotes.every((q) => q.status === 'rejected')).toBe(true);
          expect(after.supplierIds).toEqual(quotes.map((q) => q.supplierId));
        },
      });
    });
  }
});

describe('quotation lifecycle: UI and API agree on every generated path', () => {
  const template = { id: 'q', status: 'requested', lines: [{ productId: 'p', sku: '', name: '', quantity: '1', unitPrice: null, discount: '0', taxRate: '16' }], validUntil: null, total: null } as unknown as Quotation;
  const dataOf = (type: string, doc: Quotation): LifecycleEvent =>
    type === 'receive' ? { type, prices: doc.lines.map((_, i) => ({ unitPrice: 1000 + i, discount: '0', taxRate: '16' })), validUntil: '2025-07-15' } : { type };
  const paths = generatedPaths(quotationLifecycle as DocumentLifecycle<Quotation, unknown>, template, dataOf);

  it('the generated paths cover every status', () => {
    expect(paths.map((p) => p.map((e) => e.type).join(' > '))).toEqual(['receive > accept', 'receive > reject', 'receive > expire', 'reject']);
  });

  for (const path of paths) {
    it(`requested > ${path.map((e) => e.type).join(' > ')}`, async () => {
      const { requisition, suppliers } = await newRequisition();
      for (const type of ['submit', 'approve']) await call('POST', `${ordering}/requisitions/${requisition.id}/events`, { body: { type } });
      await call('POST', `${ordering}/requisitions/${requisition.id}/events`, { body: { type: 'request-quotes', supplierIds: suppliers.map((s) => s.id) } });
      const [quote, other] = (await get<PageBody<Quotation>>(`${ordering}/quotations?requisitionId=${requisition.id}&sort=number`)).body.items as [Quotation, Quotation];
      const real = path.map((e) => dataOf(e.type, quote));
      await walk({
        resource: 'quotations',
        section: quotationsSection(deps),
        lifecycle: quotationLifecycle as DocumentLifecycle<Quotation, unknown>,
        eventTypes: quotationEventTypes,
        id: quote.id,
        path: real,
        factual: ['expire', 'accept'],
        // Expiring needs the valid-until day passed: the service's clock moves two days on before it.
        before: (step) => {
          if (step.type === 'expire') advanceClock(2 * 86_400_000);
        },
        check: async (step, _before, after) => {
          const req = (await get<Requisition>(`${ordering}/requisitions/${requisition.id}`)).body;
          const sibling = (await get<Quotation>(`${ordering}/quotations/${other.id}`)).body;
          if (step.type === 'receive') expect(after.total).toBe(after.lines.reduce((sum, l) => sum + Math.round(Number(l.quantity) * l.unitPrice! * 1.16), 0));
          if (step.type === 'accept') {
            expect(req.status).toBe('ordered');
            expect(sibling.status).toBe('rejected');
            const order = (await get<PurchaseOrder>(`${ordering}/purchase-orders/${after.purchaseOrderId}`)).body;
            expect(order).toMatchObject({ status: 'draft', quotationId: quote.id, total: after.total });
          } else {
            expect(req.status).toBe('quoting');
            expect(sibling.status).toBe('requested');
          }
        },
      });
    });
  }

  it('a still-valid quotation: the UI offers Expire (facts unknown), the service refuses with still-valid and nothing changes', async () => {
    const { requisition, suppliers } = await newRequisition(1);
    for (const type of ['submit', 'approve']) await call('POST', `${ordering}/requisitions/${requisition.id}/events`, { body: { type } });
    await call('POST', `${ordering}/requisitions/${requisition.id}/events`, { body: { type: 'request-quotes', supplierIds: [suppliers[0]!.id] } });
    const [quote] = (await get<PageBody<Quotation>>(`${ordering}/quotations?requisitionId=${requisition.id}`)).body.items as [Quotation];
    await call('POST', `${ordering}/quotations/${quote.id}/events`, { body: dataOf('receive', quote) });
    const actor = await startRecord(quotationsSection(deps), quote.id);
    actor.send({ type: 'record.event.send', event: { type: 'expire' }, idempotencyKey: 'k-expire' } as EventObject);
    await waitFor(actor, (s: any) => s.matches({ main: 'viewing' }) && s.context.failure !== null, { timeout: 5000 });
    expect((actor.getSnapshot() as any).context.failure).toMatchObject({ reason: 'still-valid' });
    expect((selectRecord(actor.getSnapshot()) as Quotation).status).toBe('received');
    actor.stop();
  });
});

describe('purchase order lifecycle: UI and API agree on every generated path, stock rising by each receipt', () => {
  const template = {
    id: 'o',
    number: 'PO-1',
    warehouseId: 'w',
    status: 'draft',
    lines: [
      { productId: 'a', sku: '', name: '', quantity: '6', unitPrice: 100, discount: '0', taxRate: '16', received: '0' },
      { productId: 'b', sku: '', name: '', quantity: '2', unitPrice: 100, discount: '0', taxRate: '16', received: '0' },
    ],
  } as unknown as PurchaseOrder;
  /** The first receipt takes half of the first line; the next one the rest. */
  const dataOf = (type: string, doc: PurchaseOrder): LifecycleEvent => {
    if (type !== 'receive') return { type };
    const nothingYet = doc.lines.every((l) => l.received === '0');
    return { type, quantities: nothingYet ? doc.lines.map((l, i) => (i === 0 ? String(Number(l.quantity) / 2) : '0')) : outstandingQuantities(doc.lines) };
  };
  const paths = generatedPaths(purchaseOrderLifecycle as DocumentLifecycle<PurchaseOrder, unknown>, template, dataOf);

  it('the generated paths cover every status, the partial receipt included', () => {
    expect(paths.map((p) => p.map((e) => e.type).join(' > '))).toEqual(['send > receive > receive > close', 'send > cancel', 'cancel']);
  });

  for (const path of paths) {
    it(`draft > ${path.map((e) => e.type).join(' > ')}`, async () => {
      const { warehouse, levels, suppliers } = await references();
      const lines = levels.slice(0, 2).map((l, i) => ({ productId: l.productId, quantity: i === 0 ? '6' : '2', unitPrice: 1500, discount: '0', taxRate: '16' }));
      const created = await call<PurchaseOrder>('POST', `${ordering}/purchase-orders`, { body: { supplierId: suppliers[0]!.id, warehouseId: warehouse.id, expectedDate: null, notes: '', lines } });
      expect(created.status).toBe(201);
      const order = created.body;
      const start = await Promise.all(lines.map((l) => levelOf(warehouse.id, l.productId)));
      let doc = template;
      const real = path.map((e) => {
        const event = dataOf(e.type, doc);
        const step = applyEvent(purchaseOrderLifecycle as DocumentLifecycle<PurchaseOrder, unknown>, doc, null, event);
        if (step.ok) doc = step.doc;
        return event;
      });
      await walk({
        resource: 'purchase-orders',
        section: purchaseOrdersSection(deps),
        lifecycle: purchaseOrderLifecycle as DocumentLifecycle<PurchaseOrder, unknown>,
        eventTypes: purchaseOrderEventTypes,
        id: order.id,
        path: real,
        check: async (_step, _before, after) => {
          // On hand = the start + what the order received so far, line by line; movements say the same.
          const now = await Promise.all(lines.map((l) => levelOf(warehouse.id, l.productId)));
          after.lines.forEach((line, i) => {
            expect(now[i]!.onHand, line.productId).toBe(addDecimal(start[i]!.onHand, line.received));
            expect(compareDecimal(line.received, line.quantity)).toBeLessThanOrEqual(0);
          });
          const movements = (await get<PageBody<{ reference: string; productId: string; quantity: string; type: string }>>(`/api/inventory/stock-movements?q=${order.number}&pageSize=50`)).body.items.filter((m) => m.reference === order.number);
          for (const line of after.lines) {
            expect(movements.filter((m) => m.productId === line.productId && m.type === 'receipt').reduce((s, m) => addDecimal(s, m.quantity), '0')).toBe(line.received);
          }
        },
      });
    });
  }
});
