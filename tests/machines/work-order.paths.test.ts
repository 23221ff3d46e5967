/**
 * Generated paths of the work order lifecycle, walked twice at every step: through the UI's record machine (what
 * it offers = `snapshot.can`) and through the inventory service's API (what it accepts; 409 on the rest), against
 * the same Mirage server. They must agree at each step: events offered, the status reached, the history entry, and
 * the stock after completion (components down, kits up, by recorded movements only).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { demoConfig } from '../../src/config/runtime-config';
import { addDecimal, subtractDecimal } from '../../src/domain/decimal';
import { allowedEvents, applyEvent } from '../../src/domain/document-lifecycle';
import type { HistoryEntry } from '../../src/domain/resource';
import type { StockLevelRow } from '../../src/domain/stock';
import type { WorkOrder } from '../../src/domain/work-order';
import { workOrderEventTypes, workOrderLifecycle } from '../../src/domain/work-order-lifecycle';
import { configureApiClient, resetApiClient } from '../../src/machines/effects/api-client';
import { selectRecord, selectRecordFailure } from '../../src/machines/kit/record.machine';
import { workOrdersSection } from '../../src/machines/sections/manufacture/work-orders-record';
import type { SectionDeps } from '../../src/machines/sections/section-deps';
import { seedProducts } from '../../src/mirage/services/seeds/catalogs.seed';
import { seedStockLevels, seedWarehouses } from '../../src/mirage/services/seeds/inventory.seed';
import { signAccessToken } from '../support/access-tokens';
import { call, get, identities, useServices, type PageBody } from '../mirage-services/support';

useServices();
const base = '/api/inventory';
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

/** Every path of the statechart from `planned` to a status that takes nothing (each event at most once per path). */
function lifecyclePaths(): string[][] {
  const paths: string[][] = [];
  const walk = (status: string, path: string[]) => {
    const doc = { status } as WorkOrder;
    const events = allowedEvents(workOrderLifecycle, doc, null);
    if (events.length === 0) paths.push(path);
    for (const type of events) {
      const step = applyEvent(workOrderLifecycle, doc, null, { type });
      if (step.ok) walk(step.to, [...path, type]);
    }
  };
  walk('planned', []);
  return paths;
}

/** A seeded acme kit whose components the main warehouse holds for 2 kits (the inventory seed decides). */
function stockedKit() {
  const products = seedProducts('acme');
  const main = seedWarehouses('acme').find((w) => w.code === 'CDMX-01')!;
  const levels = new Map(seedStockLevels('acme').filter((l) => l.warehouseId === main.id).map((l) => [l.productId, l]));
  const kit = products.find((p) => p.active && p.components.length >= 2 && p.components.every((c) => Number(levels.get(c.productId)?.available ?? 0) >= 2 * Number(c.quantity)))!;
  return { kit, warehouseId: main.id };
}

const levelOf = async (warehouseId: string, productId: string) =>
  (await get<PageBody<StockLevelRow>>(`${base}/stock-levels?warehouseId=${warehouseId}&productId=${productId}`)).body.items[0]!;

async function startRecord(id: string) {
  const actor = createActor(workOrdersSection(deps).record(), { input: { id } }).start();
  await waitFor(actor, (s) => s.matches({ main: 'viewing' }), { timeout: 5000 });
  return actor;
}
type RecordActor = Awaited<ReturnType<typeof startRecord>>;
const offered = (actor: RecordActor) =>
  workOrderEventTypes.filter((type) => actor.getSnapshot().can({ type: 'record.event.send', event: { type }, idempotencyKey: `probe-${type}` }));

describe('work order lifecycle: UI and API agree on every generated path', () => {
  const paths = lifecyclePaths();

  it('the generated paths cover every status and every event', () => {
    expect(paths.map((p) => p.join(' > '))).toEqual([
      'release > start > complete',
      'release > start > cancel',
      'release > cancel',
      'cancel',
    ]);
  });

  for (const path of paths) {
    it(`planned > ${path.join(' > ')}`, async () => {
      const { kit, warehouseId } = stockedKit();
      const quantity = '2';
      const before = await Promise.all([kit.id, ...kit.components.map((c) => c.productId)].map((id) => levelOf(warehouseId, id)));
      const created = await call<WorkOrder>('POST', `${base}/work-orders`, { body: { kitId: kit.id, quantity, warehouseId, plannedDate: '2025-07-20', notes: '' } });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ status: 'planned', kitSku: kit.sku, number: expect.stringMatching(/^WO-\d{6}$/) });
      const id = created.body.id;
      const actor = await startRecord(id);
      let status = 'planned';
      for (const type of path) {
        const stored = (await get<WorkOrder>(`${base}/work-orders/${id}`)).body;
        expect(stored.status).toBe(status);
        expect(selectRecord(actor.getSnapshot())).toEqual(stored);
        const ui = offered(actor);
        expect(ui).toEqual(allowedEvents(workOrderLifecycle, stored, null));
        expect(ui).toContain(type);
        // Every event the UI does not offer, the service refuses (409, nothing changes).
        for (const other of workOrderEventTypes.filter((t) => !ui.includes(t))) {
          const refused = await call<{ type: string; allowed: string[]; state: string }>('POST', `${base}/work-orders/${id}/events`, { body: { type: other } });
          expect(refused.status, `${status}: ${other}`).toBe(409);
          expect(refused.body).toMatchObject({ type: 'illegal-transition', state: status, allowed: ui });
        }
        // The step, through the UI machine (If-Match with the version it shows).
        actor.send({ type: 'record.event.send', event: { type }, idempotencyKey: `k-${id}-${type}` });
        await waitFor(actor, (s) => s.matches({ main: 'viewing' }) && selectRecord(s)?.version === stored.version + 1, { timeout: 5000 });
        const after = (await get<WorkOrder>(`${base}/work-orders/${id}`)).body;
        const expected = applyEvent(workOrderLifecycle, stored, null, { type });
        expect(expected.ok && after.status).toBe(expected.ok ? expected.to : null);
        expect(selectRecord(actor.getSnapshot())).toEqual(after);
        const [last] = (await get<HistoryEntry[]>(`${base}/work-orders/${id}/history`)).body;
        expect(last).toMatchObject({ event: type, from: status, to: after.status, by: identities.ana.sub, byName: identities.ana.name });
        status = after.status;
      }
      expect(offered(actor)).toEqual([]);
      const history = (await get<HistoryEntry[]>(`${base}/work-orders/${id}/history`)).body;
      expect(history.map((e) => e.event).reverse()).toEqual(['created', ...path]);
      // Stock: only a completion moves it, by the kit's components × quantity (and + quantity kits).
      const now = await Promise.all([kit.id, ...kit.components.map((c) => c.productId)].map((p) => levelOf(warehouseId, p)));
      const completed = path.includes('complete');
      expect(now[0]!.onHand).toBe(completed ? addDecimal(before[0]!.onHand, quantity) : before[0]!.onHand);
      kit.components.forEach((c, i) => {
        const used = String(Number(c.quantity) * Number(quantity));
        expect(now[i + 1]!.onHand, c.productId).toBe(completed ? subtractDecimal(before[i + 1]!.onHand, used) : before[i + 1]!.onHand);
      });
      const movements = (await get<PageBody<{ reference: string; type: string; quantity: string }>>(`${base}/stock-movements?q=${encodeURIComponent(created.body.number)}&pageSize=100`)).body.items.filter((m) => m.reference === created.body.number);
      expect(movements.map((m) => m.type).sort()).toEqual(completed ? [...kit.components.map(() => 'issue'), 'production'].sort() : []);
      actor.stop();
    });
  }

  it('start without the components: the UI offers it, the service refuses with missing-components and what is short; the UI keeps the reason', async () => {
    const { kit, warehouseId } = stockedKit();
    const created = await call<WorkOrder>('POST', `${base}/work-orders`, { body: { kitId: kit.id, quantity: '10000', warehouseId, plannedDate: '2025-07-20', notes: '' } });
    const id = created.body.id;
    expect((await call('POST', `${base}/work-orders/${id}/events`, { body: { type: 'release' } })).status).toBe(200);
    const direct = await call<{ reason: string; detail: string; shortages: { productId: string; missing: string }[]; allowed: string[] }>('POST', `${base}/work-orders/${id}/events`, { body: { type: 'start' } });
    expect(direct.status).toBe(409);
    expect(direct.body).toMatchObject({ reason: 'missing-components', allowed: ['cancel'] });
    expect(direct.body.shortages.map((s) => s.productId).sort()).toEqual(kit.components.map((c) => c.productId).sort());
    expect(direct.body.detail).toContain(`${direct.body.shortages[0]!.missing} missing`);
    const actor = await startRecord(id);
    expect(offered(actor)).toEqual(['start', 'cancel']);
    actor.send({ type: 'record.event.send', event: { type: 'start' }, idempotencyKey: 'k-start' });
    await waitFor(actor, (s) => s.matches({ main: 'viewing' }) && selectRecordFailure(s) !== null, { timeout: 5000 });
    expect(selectRecordFailure(actor.getSnapshot())).toMatchObject({ reason: 'missing-components' });
    expect(selectRecord(actor.getSnapshot())?.status).toBe('released');
    actor.stop();
  });
});
