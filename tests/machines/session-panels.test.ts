// @vitest-environment node
/**
 * The top bar's panels out of the start-up (issue 12 point 3): the session spawns a panel's actor only when the
 * panel's chunk hands its machine over (`session.panel.open`), under the panel's id (the inspector's name); what the
 * user asked of the panel before (`session.panel.send`) is kept, in order, and delivered to the actor as it starts.
 */
import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromPromise, waitFor, type AnyActorRef, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import type { Company } from '../../src/machines/effects/get-company';
import type { UserProfile } from '../../src/machines/effects/get-user';
import { TenantSuspendedError, type SessionData } from '../../src/machines/effects/load-session';
import {
  panelIds,
  selectPendingPanelEvents,
  selectSearchRef,
  sessionMachine,
  type PanelId,
  type SessionEvent,
  type SessionSnapshot,
} from '../../src/machines/session.machine';
import { navigationSets } from '../../src/mirage/data/navigation';
import { config } from '../support/auth-fixtures';
import { doneEvent, errorEvent } from '../support/path-events';

const company = { slug: 'acme', tradeName: 'Acme Telecom' } as Company;
const profile: UserProfile = { id: 'usr_ana', name: 'Ana', email: '', avatar: null, status: 'busy', settings: null, listPreferences: {} };
const data: SessionData = { company, navigation: navigationSets, profile };

/** A panel's stand-in: records its input and every event it receives. */
const recorder = createMachine({
  types: {} as { context: { input: unknown; received: EventObject[] }; input: unknown },
  context: ({ input }) => ({ input, received: [] }),
  on: { '*': { actions: assign(({ context, event }) => ({ received: [...context.received, event] })) } },
});
const recorded = (ref: AnyActorRef | undefined) => (ref?.getSnapshot() as { context: { input: unknown; received: EventObject[] } } | undefined)?.context;

function start(load: () => Promise<SessionData> = async () => data) {
  const logic = sessionMachine.provide({
    actors: {
      recallSession: fromPromise<SessionData | null, { config: RuntimeConfig; sub: string }>(async () => null),
      loadSession: fromPromise<SessionData, { config: RuntimeConfig }>(load),
    },
    actions: { rememberSession: () => undefined, forgetSession: () => undefined },
  });
  return createActor(logic, { input: { config, sub: 'usr_ana' } }).start();
}
const child = (s: SessionSnapshot, id: PanelId) => s.children[id] as AnyActorRef | undefined;

describe('session panels', () => {
  it('a ready session has no panel actor until its chunk hands the machine over; then it runs under the panel id with its input', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches('ready'));
    for (const id of panelIds) expect(child(actor.getSnapshot(), id)).toBeUndefined();
    actor.send({ type: 'session.panel.open', id: 'messages', logic: recorder });
    actor.send({ type: 'session.panel.open', id: 'userStatus', logic: recorder });
    actor.send({ type: 'session.panel.open', id: 'search', logic: recorder });
    const s = actor.getSnapshot();
    expect(recorded(child(s, 'messages'))?.input).toEqual({ kind: 'messages', config });
    // The status dot starts from the loaded profile's status.
    expect(recorded(child(s, 'userStatus'))?.input).toEqual({ config, status: 'busy' });
    expect(recorded(selectSearchRef(s) as AnyActorRef | undefined)?.input).toEqual({ config, appearance: 'bar' });
    expect(child(s, 'notifications')).toBeUndefined();
    expect(child(s, 'messages')?.id).toBe('messages');
  });

  it('a machine handed over again does not start a second actor (the idle preload and an intent may both hand it over)', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'session.panel.open', id: 'shortcuts', logic: recorder });
    const first = child(actor.getSnapshot(), 'shortcuts');
    actor.send({ type: 'session.panel.send', id: 'shortcuts', event: { type: 'one' } });
    actor.send({ type: 'session.panel.open', id: 'shortcuts', logic: recorder });
    expect(child(actor.getSnapshot(), 'shortcuts')).toBe(first);
    expect(recorded(first)?.received.map((e) => e.type)).toEqual(['one']);
  });

  it('a machine handed over while the session loads is spawned as soon as it is ready', async () => {
    let answer!: (value: SessionData) => void;
    const actor = start(() => new Promise<SessionData>((resolve) => (answer = resolve)));
    await waitFor(actor, (s) => s.matches('loading'));
    actor.send({ type: 'session.panel.open', id: 'notifications', logic: recorder });
    expect(child(actor.getSnapshot(), 'notifications')).toBeUndefined();
    answer(data);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(recorded(child(actor.getSnapshot(), 'notifications'))?.input).toEqual({ kind: 'notifications', config });
  });

  it('what the user asked before the chunk arrived is kept in order and delivered as the actor starts; later events go straight to it', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches('ready'));
    const asked = [{ type: 'search.open' }, { type: 'search.query.change', value: 'a' }, { type: 'search.query.change', value: 'ac' }] as EventObject[];
    for (const event of asked) actor.send({ type: 'session.panel.send', id: 'search', event });
    actor.send({ type: 'session.panel.send', id: 'messages', event: { type: 'inbox.toggle' } });
    expect(selectPendingPanelEvents(actor.getSnapshot(), 'search')).toEqual(asked);
    actor.send({ type: 'session.panel.open', id: 'search', logic: recorder });
    expect(recorded(child(actor.getSnapshot(), 'search'))?.received).toEqual(asked);
    expect(selectPendingPanelEvents(actor.getSnapshot(), 'search')).toEqual([]);
    // The messages' intent waits for its own chunk.
    expect(selectPendingPanelEvents(actor.getSnapshot(), 'messages')).toEqual([{ type: 'inbox.toggle' }]);
    actor.send({ type: 'session.panel.send', id: 'search', event: { type: 'search.close' } });
    expect(recorded(child(actor.getSnapshot(), 'search'))?.received.at(-1)).toEqual({ type: 'search.close' });
    expect(selectPendingPanelEvents(actor.getSnapshot(), 'search')).toEqual([]);
  });

  it('leaving ready (tenant suspended) stops the panels as their invoked actors were; Try again spawns them afresh', async () => {
    let suspended = false;
    const actor = start(async () => {
      if (suspended) throw new TenantSuspendedError(null);
      return data;
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'session.panel.open', id: 'quickChat', logic: recorder });
    actor.send({ type: 'session.panel.send', id: 'quickChat', event: { type: 'quickChat.toggle' } });
    const before = child(actor.getSnapshot(), 'quickChat')!;
    actor.send({ type: 'session.tenant.refused', state: 'suspended' } as SessionEvent);
    expect(actor.getSnapshot().matches('suspended')).toBe(true);
    expect(child(actor.getSnapshot(), 'quickChat')).toBeUndefined();
    expect(before.getSnapshot().status).toBe('stopped');
    actor.send({ type: 'session.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    const after = child(actor.getSnapshot(), 'quickChat');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(recorded(after)?.received).toEqual([]);
  });

  it('generated paths: in ready every handed-over panel has its actor and nothing waits for it; elsewhere no panel runs', () => {
    const events = [
      doneEvent('recallSession', null),
      doneEvent('loadSession', data),
      errorEvent('loadSession', new TenantSuspendedError(null)),
      { type: 'session.retry' },
      { type: 'session.tenant.refused', state: 'suspended' },
      { type: 'session.panel.open', id: 'messages', logic: recorder },
      { type: 'session.panel.send', id: 'messages', event: { type: 'inbox.toggle' } },
      { type: 'session.panel.send', id: 'search', event: { type: 'search.open' } },
    ] as unknown as SessionEvent[];
    const paths = getShortestPaths(sessionMachine, {
      events,
      input: { config, sub: 'usr_ana' },
      // The state is its value, which machines it has, which panels run and which panels have events waiting (not how
      // many: a repeated intent would make the graph endless).
      serializeState: (s) => {
        const snapshot = s as SessionSnapshot;
        const { panels, spawnedPanels, pendingPanelEvents } = snapshot.context;
        return JSON.stringify([snapshot.value, Object.keys(panels), spawnedPanels, Object.keys(pendingPanelEvents)]);
      },
    });
    let spawnedSeen = 0;
    let deliveredSeen = 0;
    for (const { state } of paths) {
      const s = state as SessionSnapshot;
      const running = panelIds.filter((id) => s.children[id] !== undefined);
      if (s.matches('ready')) {
        expect(running).toEqual(Object.keys(s.context.panels));
        for (const id of running) expect(selectPendingPanelEvents(s, id)).toEqual([]);
        if (running.includes('messages')) spawnedSeen += 1;
        if (running.includes('messages') && s.context.pendingPanelEvents.search) deliveredSeen += 1;
      } else {
        expect(running).toEqual([]);
      }
    }
    // The paths reach a spawned messages panel, with the search's intent still waiting for its own chunk.
    expect(spawnedSeen).toBeGreaterThan(0);
    expect(deliveredSeen).toBeGreaterThan(0);
  });
});
