// The remembered session (issue 12 point 4; SECURITY-TESTS T6): the cache's keys and checks, and the session
// machine showing the remembered data while the fresh data loads, replacing it, and dropping it when refused.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import { tenants } from '../../src/config/tenants';
import { ApiError } from '../../src/machines/effects/api-error';
import { clearAppStorage, markSignedOut, startSessionChain } from '../../src/machines/effects/auth-storage';
import { parseCompany, type Company } from '../../src/machines/effects/get-company';
import { parseUserProfile } from '../../src/machines/effects/get-user';
import { TenantSuspendedError, type SessionData } from '../../src/machines/effects/load-session';
import {
  currentTenant,
  forgetSessions,
  recallSession,
  recallStoredSession,
  rememberSession,
  sessionCacheKey,
  sessionCacheMaxAgeMs,
  sessionCachePrefix,
} from '../../src/machines/effects/session-cache';
import { parseNavigation } from '../../src/machines/navigation';
import { selectUserStatusRef, sessionMachine, type SessionEvent } from '../../src/machines/session.machine';
import { userStatusMachine } from '../../src/machines/user-status.machine';
import { navigationSets } from '../../src/mirage/data/navigation';
import { config } from '../support/auth-fixtures';
import { doneEvent, errorEvent, stateKey } from '../support/path-events';

const acme = tenants.find((t) => t.slug === 'acme')!;
const globex = tenants.find((t) => t.slug === 'globex')!;
const companyOf = (t: typeof acme, overrides: Partial<Company> = {}): Company => ({ ...parseCompany({ ...t, status: 'active' }), ...overrides });
const profileOf = (id: string, name: string) =>
  parseUserProfile({ id, name, email: '', status: 'busy', settings: { scheme: 'dark', theme: 'theme-teal', layout: 'classy' }, listPreferences: { customers: { columns: ['name'], pageSize: 25 } } });
const anaData: SessionData = { company: companyOf(acme), navigation: parseNavigation(navigationSets), profile: profileOf('usr_ana', 'Ana Álvarez') };
const samData: SessionData = { company: companyOf(acme), navigation: parseNavigation(navigationSets), profile: profileOf('usr_sam', 'Sam Soto') };
const gusData: SessionData = { company: companyOf(globex), navigation: parseNavigation(navigationSets), profile: profileOf('usr_gus', 'Gus Green') };

const ana = { tenant: 'acme', sub: 'usr_ana' };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the session cache (effects/session-cache.ts)', () => {
  it('gives back what was remembered, through the same checks as the services’ answers', () => {
    rememberSession(ana, anaData);
    expect(recallSession(ana)).toEqual(anaData);
    expect(sessionStorage.getItem(sessionCacheKey(ana))).toContain('"tenant":"acme"');
  });

  it('T6: every key names the tenant and the user; another user or tenant never gets a hit', () => {
    rememberSession(ana, anaData);
    expect(sessionCacheKey(ana)).toBe(`${sessionCachePrefix}acme/usr_ana`);
    expect(recallSession({ tenant: 'acme', sub: 'usr_sam' })).toBeNull();
    expect(recallSession({ tenant: 'globex', sub: 'usr_ana' })).toBeNull();
    // Keys cannot be confused by a separator in a sub.
    expect(sessionCacheKey({ tenant: 'acme', sub: 'a/b' })).not.toBe(sessionCacheKey({ tenant: 'acme/a', sub: 'b' }));
    // A switch of user keeps only the new user's entry.
    rememberSession({ tenant: 'acme', sub: 'usr_sam' }, samData);
    expect(recallSession(ana)).toBeNull();
    expect(recallSession({ tenant: 'acme', sub: 'usr_sam' })?.profile.name).toBe('Sam Soto');
    const keys = Object.keys(sessionStorage).filter((k) => k.startsWith(sessionCachePrefix));
    expect(keys).toEqual([sessionCacheKey({ tenant: 'acme', sub: 'usr_sam' })]);
  });

  it('T6: an entry copied under another user’s key, or naming another company, is refused and removed', () => {
    rememberSession({ tenant: 'globex', sub: 'usr_gus' }, gusData);
    const gusEntry = sessionStorage.getItem(sessionCacheKey({ tenant: 'globex', sub: 'usr_gus' }))!;
    sessionStorage.setItem(sessionCacheKey(ana), gusEntry);
    expect(recallSession(ana)).toBeNull();
    expect(sessionStorage.getItem(sessionCacheKey(ana))).toBeNull();
    // The right owner named inside, but another tenant's company in the data.
    const forged = JSON.parse(gusEntry);
    Object.assign(forged, { tenant: 'acme', sub: 'usr_ana' });
    sessionStorage.setItem(sessionCacheKey(ana), JSON.stringify(forged));
    expect(recallSession(ana)).toBeNull();
  });

  it('a damaged, too old or suspended entry is not used', () => {
    sessionStorage.setItem(sessionCacheKey(ana), '{not json');
    expect(recallSession(ana)).toBeNull();
    rememberSession(ana, { ...anaData, company: { ...anaData.company, taxRate: Number.NaN } });
    expect(recallSession(ana)).toBeNull();
    rememberSession(ana, anaData, { now: 1_000 });
    expect(recallSession(ana, { now: 1_000 + sessionCacheMaxAgeMs })).toBeNull();
    rememberSession(ana, anaData, { now: 5_000 });
    expect(recallSession(ana, { now: 4_000 })).toBeNull();
    rememberSession(ana, { ...anaData, company: { ...anaData.company, status: 'suspended' } });
    expect(recallSession(ana)).toBeNull();
    // Hostile text stays text: the parsers keep only what they accept (a javascript: logo is dropped).
    rememberSession(ana, { ...anaData, company: { ...anaData.company, logo: 'javascript:alert(1)' as never, tradeName: '<img src=x onerror=alert(1)>' } });
    expect(recallSession(ana)?.company).toMatchObject({ logo: null, tradeName: '<img src=x onerror=alert(1)>' });
  });

  it('is cleared at sign-out with the app’s storage, and not read after a sign-out in another tab', async () => {
    rememberSession(ana, anaData);
    clearAppStorage();
    expect(recallSession(ana)).toBeNull();
    rememberSession(ana, anaData);
    forgetSessions();
    expect(recallSession(ana)).toBeNull();
    // A sign-out elsewhere after this tab's sign-in: the recall answers nothing and forgets.
    startSessionChain(Date.now() - 1000);
    rememberSession(ana, anaData);
    markSignedOut(Date.now());
    (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL('http://acme.localhost:4000/dashboard');
    const input = { config: { ...config, tenantBaseDomain: 'localhost' }, sub: 'usr_ana' };
    const recalled = createActor(recallStoredSession, { input }).start();
    await waitFor(recalled, (s) => s.status === 'done');
    expect(recalled.getSnapshot().output).toBeNull();
    expect(sessionStorage.getItem(sessionCacheKey(ana))).toBeNull();
    // Without that sign-out, the same recall gives the session back (the test above can fail).
    localStorage.clear();
    rememberSession(ana, anaData);
    const again = createActor(recallStoredSession, { input }).start();
    await waitFor(again, (s) => s.status === 'done');
    expect(again.getSnapshot().output).toEqual(anaData);
  });

  it('takes the tenant from the address only (a foreign or nested host names none)', () => {
    expect(currentTenant({ tenantBaseDomain: 'localhost' }, 'acme.localhost:4000')).toBe('acme');
    expect(currentTenant({ tenantBaseDomain: 'localhost' }, 'localhost:4000')).toBe('');
    expect(currentTenant({ tenantBaseDomain: 'localhost' }, 'a.acme.localhost')).toBe('');
    expect(currentTenant({ tenantBaseDomain: 'localhost' }, 'acme.evil.test')).toBe('');
    // No tenant, no sub: nothing is remembered or recalled.
    rememberSession({ tenant: '', sub: 'usr_ana' }, anaData);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });
});

const apiError = (status: number) => {
  const error = Object.create(ApiError.prototype) as ApiError & { code: string };
  Object.assign(error, { status, code: status === 403 ? 'forbidden' : status === 404 ? 'notFound' : 'server' });
  return error;
};

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
const deferred = <T>(): Deferred<T> => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

/** The session machine with a remembered session and a fresh load the test answers; records what it remembers. */
function startRemembered(remembered: SessionData | null) {
  const fresh = deferred<SessionData>();
  const calls = { loads: 0, remembered: [] as SessionData[], forgotten: 0 };
  const logic = sessionMachine.provide({
    actors: {
      recallSession: fromPromise<SessionData | null, { config: RuntimeConfig; sub: string }>(async () => remembered),
      loadSession: fromPromise<SessionData, { config: RuntimeConfig }>(() => {
        calls.loads += 1;
        return fresh.promise;
      }),
    },
    actions: {
      rememberSession: (_: unknown, params: { data: SessionData }) => void calls.remembered.push(params.data),
      forgetSession: () => void (calls.forgotten += 1),
    },
  });
  const actor = createActor(logic, { input: { config, sub: 'usr_ana' } }).start();
  return { actor, fresh, calls };
}

describe('session machine with a remembered session (issue 12 point 4)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is ready at once with the remembered data while the fresh data loads (the company asked once)', async () => {
    const { actor, fresh, calls } = startRemembered(anaData);
    await waitFor(actor, (s) => s.matches({ ready: 'refreshing' }));
    expect(actor.getSnapshot().context).toMatchObject({ company: anaData.company, profile: anaData.profile, navigation: anaData.navigation });
    expect(calls.loads).toBe(1);
    const renamed = { ...anaData, company: { ...anaData.company, tradeName: 'Acme Renamed' } };
    fresh.resolve(renamed);
    await waitFor(actor, (s) => s.matches({ ready: 'current' }));
    // The change applies as soon as it arrives, and is what the next start remembers.
    expect(actor.getSnapshot().context.company?.tradeName).toBe('Acme Renamed');
    expect(calls.remembered).toEqual([renamed]);
    expect(calls.loads).toBe(1);
  });

  it('the user status of the fresh data replaces the remembered one (chosen since on another tab or device)', async () => {
    const { actor, fresh } = startRemembered(anaData);
    await waitFor(actor, (s) => s.matches({ ready: 'refreshing' }));
    // The status dot's machine comes with the top bar's menus chunk (issue 12 point 3): handed over, it starts with the remembered status.
    actor.send({ type: 'session.panel.open', id: 'userStatus', logic: userStatusMachine });
    const status = () => selectUserStatusRef(actor.getSnapshot())!.getSnapshot().context.status;
    expect(status()).toBe('busy');
    fresh.resolve({ ...anaData, profile: { ...anaData.profile, status: 'away' } });
    await waitFor(actor, (s) => s.matches({ ready: 'current' }));
    expect(status()).toBe('away');
  });

  it('without a remembered session it loads first, as before, and remembers what loaded', async () => {
    const { actor, fresh, calls } = startRemembered(null);
    await waitFor(actor, (s) => s.matches('loading'));
    expect(actor.getSnapshot().context.company).toBeNull();
    fresh.resolve(anaData);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.remembered).toEqual([anaData]);
  });

  it.each([
    ['refused (403, another tenant)', apiError(403), 'refused'],
    ['failed (500)', apiError(500), 'failed'],
    ['suspended', new TenantSuspendedError(null), 'suspended'],
  ] as const)('a session %s leaves nothing of the remembered one, and forgets it', async (_, error, state) => {
    const { actor, fresh, calls } = startRemembered(anaData);
    await waitFor(actor, (s) => s.matches({ ready: 'refreshing' }));
    fresh.reject(error);
    await waitFor(actor, (s) => s.matches(state));
    expect(actor.getSnapshot().context).toMatchObject({ company: null, navigation: null, profile: null });
    expect(calls.forgotten).toBeGreaterThan(0);
    expect(calls.remembered).toEqual([]);
  });

  it('a saved company is remembered for the next start', async () => {
    const { actor, fresh, calls } = startRemembered(anaData);
    fresh.resolve(anaData);
    await waitFor(actor, (s) => s.matches({ ready: 'current' }));
    const company = { ...anaData.company, tradeName: 'Acme Saved' };
    actor.send({ type: 'session.company.changed', company });
    expect(calls.remembered.at(-1)).toMatchObject({ company, profile: anaData.profile });
  });

  it('generated paths: remembered data is shown only in ready, and never in refused or failed', () => {
    const events = [
      doneEvent('recallSession', anaData),
      doneEvent('recallSession', null),
      doneEvent('loadSession', samData),
      errorEvent('loadSession', apiError(403)),
      errorEvent('loadSession', apiError(500)),
      errorEvent('loadSession', new TenantSuspendedError(null)),
      { type: 'session.retry' },
    ] as unknown as SessionEvent[];
    const paths = getShortestPaths(sessionMachine, { events, input: { config, sub: 'usr_ana' } });
    const reached = new Set(paths.map((p) => stateKey(p.state.value)));
    expect([...reached].sort()).toEqual(['failed', 'loading', 'ready.current', 'ready.refreshing', 'recalling', 'refused', 'suspended']);
    for (const path of paths) {
      const { company, navigation, profile } = path.state.context;
      if (path.state.matches('ready')) expect([company, navigation, profile].every((v) => v !== null)).toBe(true);
      if (path.state.matches('refused') || path.state.matches('failed') || path.state.matches('suspended')) {
        expect([company, navigation, profile]).toEqual([null, null, null]);
      }
    }
  });
});
