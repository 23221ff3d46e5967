/**
 * Seeded documents' history (issue 10 gaps, point 4): a seeded document's timeline is generated on read from the
 * document (never stored for the seed): created, then each step from the lifecycle's initial status to the stored
 * one (every step one the statechart takes in its `from` status), oldest to newest in time, the last at the
 * document's last change; a contract's renewals at its terms' starts. After a user's event on a seeded document the
 * past is kept and the new step follows it. Reading histories stays cheap.
 */
import { describe, expect, it } from 'vitest';
import { cashClosingLifecycle } from '../../src/domain/cash-closing-lifecycle';
import { contractLifecycle } from '../../src/domain/contract-lifecycle';
import { deliveryLifecycle } from '../../src/domain/delivery-lifecycle';
import type { DocumentLifecycle } from '../../src/domain/document-lifecycle';
import { purchaseOrderLifecycle } from '../../src/domain/purchase-order-lifecycle';
import { quotationLifecycle } from '../../src/domain/quotation-lifecycle';
import { requisitionLifecycle } from '../../src/domain/requisition-lifecycle';
import type { Audited, HistoryEntry } from '../../src/domain/resource';
import { salesOrderLifecycle } from '../../src/domain/sales-order-lifecycle';
import { workOrderLifecycle } from '../../src/domain/work-order-lifecycle';
import { pathsTo, seededHistory } from '../../src/mirage/services/seed-history';
import { call, get, useServices, type PageBody } from './support';

useServices();

type Doc = Audited & { status: string; terms?: { start: string }[] };
type AnyLifecycle = DocumentLifecycle<{ status: string }, unknown>;
const documents: [string, string, AnyLifecycle][] = [
  ['sales orders', '/api/ordering/sales-orders', salesOrderLifecycle as unknown as AnyLifecycle],
  ['requisitions', '/api/ordering/requisitions', requisitionLifecycle as unknown as AnyLifecycle],
  ['quotations', '/api/ordering/quotations', quotationLifecycle as unknown as AnyLifecycle],
  ['purchase orders', '/api/ordering/purchase-orders', purchaseOrderLifecycle as unknown as AnyLifecycle],
  ['deliveries', '/api/distribution/deliveries', deliveryLifecycle as unknown as AnyLifecycle],
  ['cash closings', '/api/distribution/cash-closings', cashClosingLifecycle as unknown as AnyLifecycle],
  ['work orders', '/api/inventory/work-orders', workOrderLifecycle as unknown as AnyLifecycle],
  ['contracts', '/api/service-contracts/contracts', contractLifecycle as unknown as AnyLifecycle],
];

/** The timeline's rules for one seeded document (entries oldest first). */
function expectTrueTimeline(lifecycle: AnyLifecycle, doc: Doc, oldestFirst: HistoryEntry[], label: string) {
  const [created, ...rest] = oldestFirst;
  // A seeded author ('system') is named as the employee who took the step (seed-authors.ts, gaps10b point 3).
  // The seed's register login (usr_cashier) is named as the closing's cashier too.
  const byOf = (by: string) => (by === 'system' || by === 'usr_cashier' ? expect.not.stringMatching(/^(system|usr_cashier)$/) : by);
  expect(created, label).toMatchObject({ event: 'created', by: byOf(doc.createdBy), from: null, to: null });
  expect(created!.at <= doc.createdAt, label).toBe(true);
  const steps = rest.filter((e) => e.from !== e.to);
  let status = String(lifecycle.machine.config.initial);
  for (const step of steps) {
    expect(step.from, label).toBe(status);
    // The step is a transition the statechart declares in its `from` status, to its `to` status.
    const on = (lifecycle.machine.config.states as Record<string, { on?: Record<string, unknown> }>)[step.from!]?.on ?? {};
    expect(Object.keys(on), `${label}: ${step.event} from ${step.from}`).toContain(step.event);
    const targets = JSON.stringify(on[step.event]);
    expect(targets.includes(`"${step.to}"`) || targets.includes(`".${step.to}"`) || targets.includes(`"#${step.to}"`), `${label}: ${step.event} leads to ${step.to}`).toBe(true);
    status = step.to!;
  }
  expect(status, label).toBe(doc.status);
  for (let i = 1; i < oldestFirst.length; i++) expect(oldestFirst[i - 1]!.at <= oldestFirst[i]!.at, `${label}: in time order`).toBe(true);
  if (steps.length > 0 && !doc.terms) {
    expect(steps.at(-1)!.at, label).toBe(doc.updatedAt);
    expect(steps.at(-1)!.by, label).toEqual(byOf(doc.updatedBy));
  }
  const renewals = rest.filter((e) => e.event === 'renew');
  if (doc.terms && doc.status !== 'draft') expect(renewals.map((r) => r.at.slice(0, 10)), label).toEqual(doc.terms.slice(1).map((t) => t.start));
}

describe('the statechart paths the seeded history follows', () => {
  it.each(documents)('%s: every status has a path from the initial status, made of the lifecycle\'s events', (_, _path, lifecycle) => {
    const paths = pathsTo(lifecycle);
    expect([...paths.keys()].sort()).toEqual([...lifecycle.statuses].sort());
    for (const path of paths.values()) for (const edge of path) expect(lifecycle.eventTypes).toContain(edge.event);
  });
});

describe('a seeded document\'s timeline reads true', () => {
  it.each(documents)('%s: one document of every seeded status', async (_, path, lifecycle) => {
    let seen = 0;
    for (const status of lifecycle.statuses) {
      const doc = (await get<PageBody<Doc>>(`${path}?status=${status}&pageSize=1`)).body.items[0];
      if (!doc) continue;
      seen++;
      const history = await get<HistoryEntry[]>(`${path}/${doc.id}/history`);
      expect(history.status).toBe(200);
      const oldestFirst = [...history.body].reverse();
      expectTrueTimeline(lifecycle, doc, oldestFirst, `${path} ${status}`);
      if (status !== String(lifecycle.machine.config.initial)) expect(oldestFirst.length, `${path} ${status}`).toBeGreaterThan(1);
    }
    expect(seen).toBeGreaterThan(1);
  });

  it('after a user\'s event on a seeded order, the seeded past stays and the new step follows it', async () => {
    const base = '/api/ordering/sales-orders';
    const order = (await get<PageBody<Doc>>(`${base}?status=confirmed&pageSize=1`)).body.items[0]!;
    const before = [...(await get<HistoryEntry[]>(`${base}/${order.id}/history`)).body].reverse();
    expect(before.map((e) => e.event)).toEqual(['created', 'confirm']);
    const cancelled = await call('POST', `${base}/${order.id}/events`, { body: { type: 'cancel' } });
    expect(cancelled.status).toBe(200);
    const after = [...(await get<HistoryEntry[]>(`${base}/${order.id}/history`)).body].reverse();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.at(-1)).toMatchObject({ event: 'cancel', from: 'confirmed', to: 'cancelled', by: 'usr_ana' });
    expect(after).toHaveLength(before.length + 1);
  });

  it('a document made through the API keeps its recorded history only (no generated past)', async () => {
    const base = '/api/service-contracts/contracts';
    const seeded = (await get<PageBody<Doc & Record<string, unknown>>>(`${base}?status=draft&pageSize=1`)).body.items[0]!;
    const body = Object.fromEntries(['customerId', 'planId', 'startDate', 'termMonths', 'billingDay', 'installationAddress', 'notes'].map((k) => [k, seeded[k]]));
    const created = await call<Doc>('POST', base, { body });
    expect(created.status).toBe(201);
    expect((await call('POST', `${base}/${created.body.id}/events`, { body: { type: 'activate' } })).status).toBe(200);
    const history = [...(await get<HistoryEntry[]>(`${base}/${created.body.id}/history`)).body].reverse();
    expect(history.map((e) => e.event)).toEqual(['created', 'activate']);
  });

  it('is generated on read for any seeded order: 300 histories, each ending in its order’s status (its cost: npm run bench, not a timed test)', async () => {
    const orders = (await get<PageBody<Doc>>('/api/ordering/sales-orders?pageSize=300')).body.items;
    expect(orders).toHaveLength(300);
    for (const o of orders) {
      const history = seededHistory(salesOrderLifecycle as unknown as AnyLifecycle, o);
      expect(history.length, o.id as string).toBeGreaterThan(0);
      expect(history.at(-1)!.to ?? history.at(-1)!.from ?? 'draft', o.id as string).toBe(o.status);
    }
  });
});
