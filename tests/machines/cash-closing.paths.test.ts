/**
 * The cash closing lifecycle walked twice on generated paths, once through the UI's record machine and once through
 * the service's API (Mirage), agreeing at every step (issue 10 "Tests"): a breadth-first walk of the statechart over
 * sample events (the count exact, short with and without its note, partial; submit; approve by the submitter and by
 * someone else; reject with and without a reason) gives the shortest path to every transition. Along each path:
 * the events the UI offers (snapshot.can of the record machine) equal the service's `allowed` (a 409 answer), every
 * event not allowed answers 409 illegal-transition and changes nothing, the step itself answers 200 with the status the
 * lifecycle computed, the UI's record shows it, and the history has one entry per step.
 */
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { businessPermissions } from '../../src/config/permissions';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import { denominations, type CashClosing } from '../../src/domain/cash-closing';
import { cashClosingLifecycle as lc, cashEventTypes, type CashClosingDoc, type CashFacts } from '../../src/domain/cash-closing-lifecycle';
import { allowedEvents, applyEvent, type LifecycleEvent } from '../../src/domain/document-lifecycle';
import type { LifecycleEventInput } from '../../src/machines/kit/record.machine';
import { cashClosingSection } from '../../src/machines/sections/cashclosing/cashclosing-record';
import { signAccessToken } from '../support/access-tokens';
import { call, get, useServices, type PageBody } from '../mirage-services/support';

const base = '/api/distribution/cash-closings';
const rita = { sub: 'usr_rita', name: 'Rita Campos', tenants: ['acme'], permissions: businessPermissions };
const who = { ana: { user: 'usr_ana', now: '' }, rita: { user: 'usr_rita', now: '' } } satisfies Record<string, CashFacts>;

const zero = Object.fromEntries(denominations.MXN.map((d) => [d.id, 0]));
/** Float 1,000 + cash sales 450 = 1,450 expected. */
const exact = { ...zero, 'note-100000': 1, 'note-20000': 2, 'note-5000': 1 };
const short = { ...zero, 'note-100000': 1, 'note-20000': 2 };

/** A step: who acts and the event. */
interface Step {
  as: keyof typeof who;
  event: LifecycleEvent;
  label: string;
}
const samples: Step[] = [
  { as: 'ana', event: { type: 'startCount' }, label: 'startCount' },
  { as: 'ana', event: { type: 'count', counts: exact, note: '' }, label: 'count exact' },
  { as: 'ana', event: { type: 'count', counts: short, note: '' }, label: 'count short, no note' },
  { as: 'ana', event: { type: 'count', counts: short, note: 'Faltan 50' }, label: 'count short, explained' },
  { as: 'ana', event: { type: 'count', counts: { 'note-100000': 1 }, note: '' }, label: 'count partial' },
  { as: 'ana', event: { type: 'submit' }, label: 'submit by ana' },
  { as: 'rita', event: { type: 'approve' }, label: 'approve by rita' },
  { as: 'ana', event: { type: 'approve' }, label: 'approve by ana' },
  { as: 'rita', event: { type: 'reject', reason: 'Recount' }, label: 'reject with a reason' },
];

const start: CashClosingDoc = { status: 'open', currency: 'MXN', openingFloat: 100_000, cashSales: 45_000, counts: Object.fromEntries(denominations.MXN.map((d) => [d.id, null])), countNote: '', submittedBy: null, approvedBy: null, rejection: null };
const keyOf = (d: CashClosingDoc) => JSON.stringify([d.status, d.counts, d.countNote, d.submittedBy]);

/** Shortest paths (BFS) to every accepted transition of the statechart from an opened closing. */
function generatedPaths(): Step[][] {
  const paths: Step[][] = [];
  const seen = new Set([keyOf(start)]);
  const edges = new Set<string>();
  const queue: { doc: CashClosingDoc; path: Step[] }[] = [{ doc: start, path: [] }];
  while (queue.length > 0) {
    const { doc, path } = queue.shift()!;
    for (const step of samples) {
      const result = applyEvent(lc, doc, who[step.as], step.event);
      if (!result.ok) continue;
      const edge = `${doc.status}|${step.label}|${result.to}`;
      const next = { ...result.doc, rejection: null };
      if (!edges.has(edge)) {
        edges.add(edge);
        paths.push([...path, step]);
      }
      if (!seen.has(keyOf(next))) {
        seen.add(keyOf(next));
        queue.push({ doc: next, path: [...path, step] });
      }
    }
  }
  return paths;
}

const paths = generatedPaths();

describe('cash closing generated paths, UI and API agreeing', () => {
  useServices();

  it('the walk reaches every status and every event type of the statechart', () => {
    const ends = new Set(paths.map((p) => p.reduce<CashClosingDoc>((d, s) => (applyEvent(lc, d, who[s.as], s.event) as { doc: CashClosingDoc }).doc, start).status));
    expect([...ends].sort()).toEqual(['approved', 'counting', 'submitted']);
    expect(new Set(paths.flat().map((s) => s.event.type))).toEqual(new Set(cashEventTypes));
    expect(paths.length).toBeGreaterThanOrEqual(8);
  });

  it.each(paths.map((p, i) => [i + 1, p.map((s) => s.label).join(' → '), p] as const))('path %i: %s', async (_n, _title, path) => {
    const tokens = { ana: undefined, rita: await signAccessToken(rita) } as Record<string, string | undefined>;
    const employees = await get<PageBody<{ id: string }>>('/api/catalogs/employees?status=active&pageSize=1');
    const registers = await get<PageBody<{ id: string; code: string }>>('/api/distribution/cash-registers');
    const spare = registers.body.items.find((r) => r.code === 'CAJA-04')!;
    const created = await call<CashClosing>('POST', base, { body: { registerId: spare.id, cashierId: employees.body.items[0]!.id, openingFloat: 100_000, cashSales: 45_000 } });
    expect(created.status).toBe(201);
    const id = created.body.id;

    // The UI: the section's record machine (ana's), reading and sending through the same service.
    const deps = { config: {} as RuntimeConfig, currency: 'MXN' as const, country: 'MX' as const, owner: { tenant: 'acme', user: 'usr_ana' } };
    let uiToken: string | undefined;
    const record = createActor(
      cashClosingSection(deps)
        .record()
        .provide({
          actors: {
            listenToRecordAddress: fromCallback(() => () => undefined),
            loadRecord: fromPromise(async ({ input }: { input: { id: string } }) => (await get<CashClosing>(`${base}/${input.id}`)).body),
            sendLifecycleEvent: fromPromise(async ({ input }: { input: LifecycleEventInput<CashClosing> }) => {
              const answer = await call<CashClosing>('POST', `${base}/${input.record.id}/events`, {
                body: input.event,
                headers: { 'If-Match': `"${input.record.version}"` },
                ...(uiToken ? { token: uiToken } : {}),
              });
              if (answer.status !== 200) throw new Error(`event refused ${answer.status}`);
              return answer.body;
            }),
          },
        }),
      { input: { id } },
    ).start();
    await waitFor(record, (s) => s.context.record !== null);

    let doc: CashClosingDoc = start;
    for (const [i, step] of path.entries()) {
      const facts = who[step.as];
      const expected = allowedEvents(lc, doc, facts);
      // The service's allowed events for this caller (a 409 on an event no state takes).
      const probe = await call<{ allowed: string[] }>('POST', `${base}/${id}/events`, { body: { type: 'nonsense' }, ...(tokens[step.as] ? { token: tokens[step.as] } : {}) });
      expect(probe.status).toBe(409);
      expect(probe.body.allowed, `service allowed at step ${i + 1}`).toEqual(expected);
      // The UI's buttons (its user is ana): exactly what the lifecycle allows her.
      const snapshot = record.getSnapshot();
      const offered = cashEventTypes.filter((type) => snapshot.can({ type: 'record.event.send', event: { type }, idempotencyKey: 'k' }));
      expect(offered, `UI offered at step ${i + 1}`).toEqual(allowedEvents(lc, doc, who.ana));
      // Every event type not allowed is refused with 409 and changes nothing.
      const version = (await get<CashClosing>(`${base}/${id}`)).body.version;
      for (const type of cashEventTypes.filter((t) => !expected.includes(t))) {
        const refused = await call<{ type: string }>('POST', `${base}/${id}/events`, { body: samples.find((s) => s.event.type === type)!.event, ...(tokens[step.as] ? { token: tokens[step.as] } : {}) });
        expect([refused.status, refused.body.type], `${type} at step ${i + 1}`).toEqual([409, 'illegal-transition']);
      }
      expect((await get<CashClosing>(`${base}/${id}`)).body.version).toBe(version);

      const result = applyEvent(lc, doc, facts, step.event);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      if (step.as === 'ana') {
        // Through the UI's record machine.
        uiToken = undefined;
        record.send({ type: 'record.event.send', event: step.event, idempotencyKey: `k-${i}` });
        await waitFor(record, (s) => (s.context.record as CashClosing | null)?.version === version + 1 && !s.hasTag('busy'));
      } else {
        // Someone else (rita) acts through the API; the UI reads the closing again.
        const answer = await call<CashClosing>('POST', `${base}/${id}/events`, { body: step.event, token: tokens.rita });
        expect(answer.status).toBe(200);
        record.send({ type: 'record.retry' } as never);
        record.send({ type: 'record.open', id });
        await waitFor(record, (s) => (s.context.record as CashClosing | null)?.version === version + 1);
      }
      const stored = (await get<CashClosing>(`${base}/${id}`)).body;
      expect(stored.status).toBe(result.to);
      expect((record.getSnapshot().context.record as CashClosing).status).toBe(result.to);
      const history = await get<Array<{ event: string; from: string; to: string }>>(`${base}/${id}/history`);
      expect(history.body).toHaveLength(i + 2);
      expect(history.body[0]).toMatchObject({ event: step.event.type, from: doc.status, to: result.to });
      doc = { ...result.doc, rejection: null };
    }
    record.stop();
  });
});
