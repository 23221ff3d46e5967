/**
 * Seeded histories name people (gaps10b point 3): every entry of a seeded document's generated past is by a seeded
 * employee of the tenant (never "system"), the one who would have taken the step: the order's salesperson for its
 * sales steps (the same person throughout), a warehouse clerk for its delivery, the delivery's driver for the proof,
 * the closing's cashier for the opening, count and submission (the approval keeps its sign-in account); deterministic.
 */
import { describe, expect, it } from 'vitest';
import type { Employee } from '../../src/domain/employee';
import type { HistoryEntry } from '../../src/domain/resource';
import { seedAuthor } from '../../src/mirage/services/seed-authors';
import { seedPeople } from '../../src/mirage/services/seeds/people.seed';
import { get, useServices, type PageBody } from './support';

useServices();

const documents = [
  '/api/ordering/sales-orders',
  '/api/ordering/requisitions',
  '/api/ordering/quotations',
  '/api/ordering/purchase-orders',
  '/api/distribution/deliveries',
  '/api/distribution/cash-closings',
  '/api/inventory/work-orders',
  '/api/service-contracts/contracts',
];

const employees = (tenant: string) => new Map<string, Employee>(seedPeople(tenant).employees.map((e) => [e.id, e]));
const oldestFirst = async (path: string, id: string, as?: 'gus') => [...(await get<HistoryEntry[]>(`${path}/${id}/history`, as ? { as } : {})).body].reverse();

describe('seeded history authors', () => {
  it.each(documents)('%s: every seeded entry is by a named employee of the tenant', async (path) => {
    const staff = employees('acme');
    const docs = (await get<PageBody<{ id: string; approvedBy?: string | null }>>(`${path}?pageSize=8&sort=-number`)).body.items;
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs) {
      for (const entry of await oldestFirst(path, doc.id)) {
        if (entry.event === 'approve' && doc.approvedBy) continue;
        expect(entry.by, `${path} ${doc.id} ${entry.event}`).not.toBe('system');
        expect(staff.get(entry.by)?.name, `${path} ${doc.id} ${entry.event}`).toBe(entry.byName);
      }
    }
  });

  it('a closed order: its salesperson created, confirmed and closed it, a warehouse person delivered it', async () => {
    const base = '/api/ordering/sales-orders';
    const order = (await get<PageBody<{ id: string }>>(`${base}?status=closed&pageSize=1`)).body.items[0]!;
    const history = await oldestFirst(base, order.id);
    expect(history.map((e) => e.event)).toEqual(['created', 'confirm', 'deliver', 'close']);
    const staff = employees('acme');
    const [created, confirm, deliver, close] = history;
    expect(new Set([created!.by, confirm!.by, close!.by]).size).toBe(1);
    expect(['Gerente de ventas', 'Ejecutivo de ventas', 'Ejecutiva de cuenta', 'Asesor de tienda']).toContain(staff.get(created!.by)!.position);
    expect(['Jefe de almacén', 'Almacenista', 'Auxiliar de inventarios']).toContain(staff.get(deliver!.by)!.position);
  });

  it('a delivered delivery: proof by its driver; an approved closing: counted by its cashier, approved by finance', async () => {
    const deliveries = '/api/distribution/deliveries';
    const delivery = (await get<PageBody<{ id: string; driverId: string }>>(`${deliveries}?status=delivered&pageSize=1`)).body.items[0]!;
    const dh = await oldestFirst(deliveries, delivery.id);
    expect(dh.find((e) => e.event === 'deliver')!.by).toBe(delivery.driverId);
    const closings = '/api/distribution/cash-closings';
    const closing = (await get<PageBody<{ id: string; cashierId: string }>>(`${closings}?status=approved&pageSize=1`)).body.items[0]!;
    const ch = await oldestFirst(closings, closing.id);
    expect(ch.find((e) => e.event === 'created')!.by).toBe(closing.cashierId);
    expect(ch.find((e) => e.event === 'submit')!.by).toBe(closing.cashierId);
    // The approval keeps the sign-in account the seed gave it (the four-eyes rule compares accounts).
    expect(ch.find((e) => e.event === 'approve')!.by).toBe((closing as unknown as { approvedBy: string }).approvedBy);
  });

  it('globex names its own (en-US) employees; the same document gives the same names every time', async () => {
    const base = '/api/ordering/sales-orders';
    const order = (await get<PageBody<{ id: string }>>(`${base}?status=closed&pageSize=1`, { as: 'gus' })).body.items[0]!;
    const first = await oldestFirst(base, order.id, 'gus');
    const staff = employees('globex');
    for (const e of first) expect(staff.get(e.by)?.name).toBe(e.byName);
    expect(seedAuthor('globex', 'salesOrderLifecycle', 'created', order)).toEqual({ by: first[0]!.by, byName: first[0]!.byName });
    // No seeded people (an unknown tenant) or an unknown lifecycle: no author, the entry keeps the document's own.
    expect(seedAuthor('initech', 'salesOrderLifecycle', 'created', order)).toBeNull();
    expect(seedAuthor('acme', 'tenantLifecycle', 'created', order)).toBeNull();
  });
});
