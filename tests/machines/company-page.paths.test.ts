// @vitest-environment node
/**
 * The company page's generated paths (load, malformed answer, retry, draft or none, saved, cancelled, left), each
 * replayed on an actor whose `tellSession` is recorded: the session is told exactly once per successful save, with
 * that save's company, and never otherwise; the form only runs with a loaded company; a malformed load shows nothing.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { documentTypes, type CompanyRecord } from '../../src/domain/company';
import { ApiError } from '../../src/machines/effects/api-error';
import { parseCompany } from '../../src/machines/effects/get-company';
import { createCompanyPageMachine } from '../../src/machines/sections/company/company-page.machine';
import type { SectionDeps } from '../../src/machines/sections/section-deps';
import { demoConfig } from '../../src/config/runtime-config';
import { doneEvent, errorEvent, stateKey } from '../support/path-events';

const deps: SectionDeps = { config: demoConfig('http://localhost:9090'), currency: 'MXN', country: 'MX', owner: { tenant: 'acme', user: 'usr_root' } };
const numbering = Object.fromEntries(documentTypes.map((t) => [t, { prefix: t.slice(0, 3).toUpperCase(), next: 1 }]));
const stored: CompanyRecord = {
  id: 'acme', version: 3, createdAt: '2024-01-01T00:00:00Z', createdBy: 'usr_root', updatedAt: '2024-01-01T00:00:00Z', updatedBy: 'usr_root',
  slug: 'acme', status: 'active', currencyLocked: true, legalName: 'Acme S.A. de C.V.', tradeName: 'Acme', taxId: 'ACM010101AB1', address: 'Av. Reforma 1',
  logo: null, currency: 'MXN', timeZone: 'America/Mexico_City', defaultLocale: 'es-MX', taxRate: 16, numbering,
} as unknown as CompanyRecord;
const saved: CompanyRecord = { ...stored, version: 4, tradeName: 'Acme Saved', updatedAt: '2025-07-15T10:00:00Z' };
const malformed = new ApiError({ kind: 'malformed', code: 'malformed', method: 'GET', url: '/companies/current', status: 200 });

const events = [
  doneEvent('loadCompany', stored),
  errorEvent('loadCompany', malformed),
  doneEvent('readDraft', null),
  doneEvent('readDraft', { values: { ...stored, tradeName: 'Draft' }, baseVersion: 3 }),
  doneEvent('form', { result: 'saved', record: saved }),
  doneEvent('form', { result: 'cancelled' }),
  { type: 'company.retry' },
  { type: 'form.leave.confirmed' },
];

const machine = createCompanyPageMachine(deps);
// The graph walk has no session above it: its tellSession is a no-op (the replay below records the real calls).
const allPaths = getShortestPaths(machine.provide({ actions: { tellSession: () => {} } } as never), { events: events as never });
const describePath = (steps: { event: { type: string } }[]) => steps.map((s) => s.event.type).join(' > ');

/** Replays a path on an actor whose effects never answer (the path's events stand for them), recording tellSession. */
function replay(steps: { event: { type: string } }[]) {
  const told: unknown[] = [];
  const never = fromPromise(() => new Promise<never>(() => {}));
  const actor = createActor(
    machine.provide({
      actors: { loadCompany: never, readDraft: never, form: createMachine({}) as never },
      actions: { tellSession: (_: unknown, params: { company: CompanyRecord }) => told.push(parseCompany(params.company)) },
    } as never),
  ).start();
  for (const step of steps) if (step.event.type !== 'xstate.init') actor.send(step.event as never);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { told, snapshot };
}

describe('company page machine: generated paths', () => {
  it('reaches every state of the chart', () => {
    expect(new Set(allPaths.map((p) => stateKey(p.state.value)))).toEqual(new Set(['loading', 'restoring', 'failed', 'editing']));
  });

  it('tells the session once per successful save, with the saved company, and never otherwise', () => {
    let saves = 0;
    for (const path of allPaths) {
      // Each path, and the same path followed by a save where one is possible.
      const variants = [path.steps, ...(path.state.matches('editing') ? [[...path.steps, { event: doneEvent('form', { result: 'saved', record: saved }) }]] : [])];
      for (const steps of variants) {
        const expected = steps.filter((s) => s.event.type === 'xstate.done.actor.form' && (s.event as { output?: { result?: string } }).output?.result === 'saved').length;
        const { told, snapshot } = replay(steps as never);
        expect(told, describePath(steps as never)).toEqual(Array.from({ length: expected }, () => parseCompany(saved)));
        const last = steps.at(-1)?.event as { type: string; output?: { result?: string } } | undefined;
        if (last?.type === 'xstate.done.actor.form' && last.output?.result === 'saved') {
          expect(snapshot.context.company, describePath(steps as never)).toEqual(saved);
          expect(snapshot.context.savedAt, describePath(steps as never)).toBe(saved.updatedAt);
          expect(snapshot.context.draft, describePath(steps as never)).toBeNull();
        }
        saves += expected;
      }
    }
    expect(saves).toBeGreaterThan(0);
  });

  it('runs the form only with a loaded company; a malformed load shows nothing; a cancel starts again from the stored company without the draft', () => {
    for (const path of allPaths) {
      const s = path.state;
      if (s.matches('editing')) expect(s.context.company, describePath(path.steps)).not.toBeNull();
      if (s.matches('failed')) expect(s.context.error, describePath(path.steps)).toBe('malformed');
      const last = path.steps.at(-1)?.event as { type: string; output?: { result?: string } } | undefined;
      if (last?.type === 'xstate.done.actor.form' && last.output?.result === 'cancelled') {
        expect(s.matches('loading'), describePath(path.steps)).toBe(true);
        expect(s.context.draft, describePath(path.steps)).toBeNull();
      }
    }
  });
});
