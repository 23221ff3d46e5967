// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../src/machines/effects/api-error';
import type { Company } from '../../src/machines/effects/get-company';
import type { UserProfile } from '../../src/machines/effects/get-user';
import { navigationSets } from '../../src/mirage/data/navigation';
import { selectSectionActor, sessionMachine, type SessionEvent } from '../../src/machines/session.machine';
import { doneEvent, errorEvent, stateKey } from '../support/path-events';
import { config } from '../support/auth-fixtures';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import type { SessionData } from '../../src/machines/effects/load-session';

const stub = <T>(run: () => Promise<T>) => fromPromise<T, { config: RuntimeConfig }>(run);

const company = { slug: 'acme', tradeName: 'Acme Telecom' } as Company;
const profile: UserProfile = { id: 'usr_ana', name: 'Ana', email: '', avatar: null, status: 'online', settings: null, listPreferences: {} };
const data: SessionData = { company, navigation: navigationSets, profile };
const ok = { loadSession: stub<SessionData>(async () => data) };
const apiError = (status: number) => {
  const error = Object.create(ApiError.prototype) as ApiError & { code: string };
  Object.assign(error, { status, code: status === 403 ? 'forbidden' : status === 404 ? 'notFound' : 'server' });
  return error;
};

describe('session machine', () => {
  it('loads company, navigation and user before it is ready (SPEC §2)', async () => {
    const actor = createActor(sessionMachine.provide({ actors: ok }), { input: { config } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ company, navigation: navigationSets, profile, error: null });
  });

  it('a 403 from the services (another tenant) refuses the session; nothing is kept to show', async () => {
    const actor = createActor(
      sessionMachine.provide({ actors: { loadSession: stub<SessionData>(async () => Promise.reject(apiError(403))) } }),
      { input: { config } },
    ).start();
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.error).toBe('forbidden');
    expect(actor.getSnapshot().context.company).toBeNull();
  });

  it('any other failure can be retried', async () => {
    let fail = true;
    const actor = createActor(
      sessionMachine.provide({
        actors: { loadSession: stub<SessionData>(async () => (fail ? Promise.reject(apiError(503)) : data)) },
      }),
      { input: { config } },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('server');
    fail = false;
    actor.send({ type: 'session.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('generated paths: ready only with all three loaded', () => {
    const events = [
      // Nothing remembered, or the remembered session (shown while the fresh one loads: session-remembered.test.ts).
      doneEvent('recallSession', null),
      doneEvent('recallSession', data),
      doneEvent('loadSession', data),
      errorEvent('loadSession', apiError(403)),
      errorEvent('loadSession', apiError(500)),
      { type: 'session.retry' },
    ] as unknown as SessionEvent[];
    const paths = getShortestPaths(sessionMachine, { events, input: { config } });
    const reached = new Set(paths.map((p) => stateKey(p.state.value).split('.')[0]));
    expect([...reached].sort()).toEqual(['failed', 'loading', 'ready', 'recalling', 'refused']);
    for (const path of paths) {
      if (path.state.matches('ready')) {
        expect(path.state.context.company).not.toBeNull();
        expect(path.state.context.navigation).not.toBeNull();
        expect(path.state.context.profile).not.toBeNull();
      }
    }
  });

  it('spawns a section actor once under its systemId and keeps it for the session', async () => {
    const actor = createActor(sessionMachine.provide({ actors: ok }), { input: { config } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    const counter = createMachine({
      context: ({ input }: { input: { start: number } }) => ({ count: input.start }),
      on: { inc: { actions: assign(({ context }) => ({ count: context.count + 1 })) } },
    });
    actor.send({ type: 'session.section.open', systemId: 'customers.list', logic: counter, input: { start: 5 } });
    const first = selectSectionActor(actor.getSnapshot(), 'customers.list');
    expect(first).toBeDefined();
    expect(actor.system.get('customers.list')).toBe(first);
    first!.send({ type: 'inc' });
    // A second visit hands the logic over again: the same actor (and its state) stays.
    actor.send({ type: 'session.section.open', systemId: 'customers.list', logic: counter, input: { start: 0 } });
    expect(selectSectionActor(actor.getSnapshot(), 'customers.list')).toBe(first);
    expect((first!.getSnapshot() as { context: { count: number } }).context.count).toBe(6);
    expect(selectSectionActor(actor.getSnapshot(), 'toString')).toBeUndefined();
    // Closing stops it and frees its systemId: the next open starts afresh.
    actor.send({ type: 'session.section.close', systemId: 'customers.list' });
    expect(first!.getSnapshot().status).toBe('stopped');
    expect(selectSectionActor(actor.getSnapshot(), 'customers.list')).toBeUndefined();
    actor.send({ type: 'session.section.open', systemId: 'customers.list', logic: counter, input: { start: 0 } });
    const second = selectSectionActor(actor.getSnapshot(), 'customers.list');
    expect(second).not.toBe(first);
    expect((second!.getSnapshot() as { context: { count: number } }).context.count).toBe(0);
    actor.stop();
    expect(second!.getSnapshot().status).toBe('stopped');
  });
});
