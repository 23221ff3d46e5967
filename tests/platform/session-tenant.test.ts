// @vitest-environment node
/** The session and the platform: a suspended tenant's page (with its company named), Try again after a reactivation, and a saved company replacing the shell's at once. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import { parseCompany, type Company } from '../../src/machines/effects/get-company';
import { TenantSuspendedError, type SessionData } from '../../src/machines/effects/load-session';
import { navigationSets } from '../../src/mirage/data/navigation';
import { selectCompany, selectIsTenantArchived, selectIsTenantSuspended, sessionMachine, type SessionEvent } from '../../src/machines/session.machine';
import { config } from '../support/auth-fixtures';
import { doneEvent, errorEvent, stateKey } from '../support/path-events';

const company: Company = parseCompany({ slug: 'globex', legalName: 'Globex Communications Inc.', tradeName: 'Globex Communications', taxId: '84-1234567', currency: 'USD', defaultLocale: 'en-US', timeZone: 'America/Chicago', taxRate: 8.25, logo: '/assets/tenants/globex.svg', address: '', status: 'active' });
const data: SessionData = { company, navigation: navigationSets, profile: { id: 'usr_gus', name: 'Gus', email: '', avatar: null, status: 'online', settings: null, listPreferences: {} } };

describe('session: tenant suspended', () => {
  it('a suspended tenant ends in its own state with the company named; Try again loads once it is reactivated', async () => {
    let suspended = true;
    const loadSession = fromPromise<SessionData, { config: RuntimeConfig }>(async () => {
      if (suspended) throw new TenantSuspendedError({ ...company, status: 'suspended' });
      return data;
    });
    const actor = createActor(sessionMachine.provide({ actors: { loadSession } }), { input: { config } }).start();
    await waitFor(actor, (s) => s.matches('suspended'));
    expect(selectIsTenantSuspended(actor.getSnapshot())).toBe(true);
    expect(selectCompany(actor.getSnapshot())?.tradeName).toBe('Globex Communications');
    expect(actor.getSnapshot().context.error).toBe('suspended');
    suspended = false;
    actor.send({ type: 'session.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectCompany(actor.getSnapshot())?.status).toBe('active');
  });

  it('a saved company replaces the session\'s at once (the top bar and footer read it)', async () => {
    const actor = createActor(sessionMachine.provide({ actors: { loadSession: fromPromise(async () => data) } }), { input: { config } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'session.company.changed', company: { ...company, tradeName: 'Globex Corp' } });
    expect(selectCompany(actor.getSnapshot())?.tradeName).toBe('Globex Corp');
  });

  it('generated paths: suspended is reached only by a suspension, and leaves only by Try again', () => {
    const events = [
      // No remembered session (issue 12): the session loads as before.
      doneEvent('recallSession', null),
      doneEvent('loadSession', data),
      errorEvent('loadSession', new TenantSuspendedError(company)),
      { type: 'session.retry' },
      { type: 'session.company.changed', company: { ...company, tradeName: 'X' } },
      { type: 'session.tenant.refused', state: 'suspended' },
      { type: 'session.tenant.refused', state: 'archived' },
    ] as unknown as SessionEvent[];
    const paths = getShortestPaths(sessionMachine, { events, input: { config } });
    expect(new Set(paths.map((p) => stateKey(p.state.value)))).toEqual(new Set(['recalling', 'loading', 'ready.current', 'suspended']));
    for (const path of paths) {
      const last = path.steps.at(-1)?.event as { type: string; state?: string } | undefined;
      // Suspended: the session's load said so, or a service refused a request of the signed-in user (the request layer's report).
      if (path.state.matches('suspended')) {
        expect([last?.type, last?.state].join(':'), path.steps.map((s) => s.event.type).join(' > ')).toMatch(/^(xstate\.error\.actor\.loadSession:|session\.tenant\.refused:suspended)$/);
        expect(path.state.context.error).toBe('suspended');
      }
      // Archived is shown only in ready, from the company's status, and never leaves the session.
      if (path.state.matches('ready') && path.steps.some((s) => (s.event as { state?: string }).state === 'archived')) expect(path.state.context.company?.status).toBe('archived');
      if (path.state.matches('suspended')) expect(path.state.can({ type: 'session.tenant.refused', state: 'archived' } as SessionEvent)).toBe(false);
    }
  });

  it('a tenant refusal while ready: suspended goes to the suspended page keeping the company named; archived only marks the company', async () => {
    const actor = createActor(sessionMachine.provide({ actors: { loadSession: fromPromise(async () => data) } }), { input: { config } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'session.tenant.refused', state: 'archived' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(selectIsTenantArchived(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'session.tenant.refused', state: 'suspended' });
    expect(selectIsTenantSuspended(actor.getSnapshot())).toBe(true);
    expect(selectCompany(actor.getSnapshot())).toMatchObject({ tradeName: 'Globex Communications', status: 'suspended' });
    expect(selectIsTenantArchived(actor.getSnapshot())).toBe(false);
  });

  it('the company answer: status kept, a data-URL logo kept, an SVG data URL or a foreign scheme dropped', () => {
    expect(parseCompany({ ...company, status: 'suspended' }).status).toBe('suspended');
    expect(parseCompany({ ...company, status: undefined }).status).toBe('active');
    expect(parseCompany({ ...company, logo: 'data:image/png;base64,iVBORw0KGgo=' }).logo).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(parseCompany({ ...company, logo: 'data:image/svg+xml;base64,PHN2Zz4=' }).logo).toBeNull();
    expect(parseCompany({ ...company, logo: 'javascript:alert(1)' }).logo).toBeNull();
  });
});
