/**
 * Generated paths of the contract lifecycle (each event at most once per path), walked twice at every step: through
 * the UI's record machine (what it offers = `snapshot.can`) and through the service-contracts API (what it accepts;
 * 409 on the rest), against the same Mirage server: events offered, the status reached, the history entry, and the
 * renewal's new term.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { demoConfig } from '../../src/config/runtime-config';
import { addMonths, type Contract } from '../../src/domain/contract';
import { contractEventTypes, contractLifecycle } from '../../src/domain/contract-lifecycle';
import { allowedEvents, applyEvent } from '../../src/domain/document-lifecycle';
import type { HistoryEntry } from '../../src/domain/resource';
import { configureApiClient, resetApiClient } from '../../src/machines/effects/api-client';
import { selectRecord } from '../../src/machines/kit/record.machine';
import { contractsSection } from '../../src/machines/sections/contracts/contracts-record';
import type { SectionDeps } from '../../src/machines/sections/section-deps';
import { seedCustomers } from '../../src/mirage/services/seeds/catalogs.seed';
import { seedPlans } from '../../src/mirage/services/seeds/contracts.seed';
import { signAccessToken } from '../support/access-tokens';
import { call, get, identities, useServices } from '../mirage-services/support';

useServices();
const base = '/api/service-contracts';
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

function lifecyclePaths(): string[][] {
  const paths: string[][] = [];
  const walk = (doc: Contract, path: string[]) => {
    const events = allowedEvents(contractLifecycle, doc, null).filter((e) => !path.includes(e));
    if (events.length === 0) paths.push(path);
    for (const type of events) {
      const step = applyEvent(contractLifecycle, doc, null, { type });
      if (step.ok) walk(step.doc, [...path, type]);
    }
  };
  walk({ status: 'draft', endDate: '2026-01-01', termMonths: 12, terms: [] } as unknown as Contract, []);
  return paths;
}

const body = () => {
  const customer = seedCustomers('acme').find((c) => c.status === 'active')!;
  const plan = seedPlans('acme').find((p) => p.status === 'active')!;
  return { customerId: customer.id, planId: plan.id, startDate: '2025-08-01', termMonths: 12, billingDay: 5, installationAddress: customer.address, notes: '' };
};

describe('contract lifecycle: UI and API agree on every generated path', () => {
  const paths = lifecyclePaths();

  it('the generated paths reach every status and take every event', () => {
    expect(new Set(paths.flat())).toEqual(new Set(contractEventTypes));
    expect(paths.some((p) => p.at(-1) === 'terminate')).toBe(true);
    expect(paths.length).toBeGreaterThanOrEqual(6);
  });

  for (const path of paths) {
    it(`draft > ${path.join(' > ')}`, async () => {
      const created = await call<Contract>('POST', `${base}/contracts`, { body: body() });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ status: 'draft', endDate: '2026-08-01', terms: [{ start: '2025-08-01', end: '2026-08-01', months: 12 }], number: expect.stringMatching(/^CON-\d{6}$/) });
      const id = created.body.id;
      const actor = createActor(contractsSection(deps).record(), { input: { id } }).start();
      await waitFor(actor, (s) => s.matches({ main: 'viewing' }), { timeout: 5000 });
      const offered = () => contractEventTypes.filter((type) => actor.getSnapshot().can({ type: 'record.event.send', event: { type }, idempotencyKey: `p-${type}` }));
      for (const type of path) {
        const stored = (await get<Contract>(`${base}/contracts/${id}`)).body;
        expect(selectRecord(actor.getSnapshot())).toEqual(stored);
        const ui = offered();
        expect(ui).toEqual(allowedEvents(contractLifecycle, stored, null));
        for (const other of contractEventTypes.filter((t) => !ui.includes(t))) {
          const refused = await call<{ type: string; allowed: string[] }>('POST', `${base}/contracts/${id}/events`, { body: { type: other } });
          expect(refused.status, `${stored.status}: ${other}`).toBe(409);
          expect(refused.body).toMatchObject({ type: 'illegal-transition', state: stored.status, allowed: ui });
        }
        actor.send({ type: 'record.event.send', event: { type }, idempotencyKey: `k-${id}-${type}` });
        await waitFor(actor, (s) => s.matches({ main: 'viewing' }) && selectRecord(s)?.version === stored.version + 1, { timeout: 5000 });
        const after = (await get<Contract>(`${base}/contracts/${id}`)).body;
        const expected = applyEvent(contractLifecycle, stored, null, { type });
        expect(expected.ok && after.status).toBe(expected.ok ? expected.to : null);
        expect(selectRecord(actor.getSnapshot())).toEqual(after);
        if (type === 'renew') {
          expect(after.endDate).toBe(addMonths(stored.endDate, stored.termMonths));
          expect(after.terms).toEqual([...stored.terms, { start: stored.endDate, end: after.endDate, months: stored.termMonths }]);
        } else expect(after.endDate).toBe(stored.endDate);
        const [last] = (await get<HistoryEntry[]>(`${base}/contracts/${id}/history`)).body;
        expect(last).toMatchObject({ event: type, from: stored.status, to: after.status, byName: identities.ana.name });
      }
      const history = (await get<HistoryEntry[]>(`${base}/contracts/${id}/history`)).body;
      expect(history.map((e) => e.event).reverse()).toEqual(['created', ...path]);
      actor.stop();
    });
  }
});
