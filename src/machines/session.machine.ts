/** The signed-in session's data, loaded before the shell shows (SPEC §2): the tenant's company, the navigation, the user. */
import { assign, enqueueActions, setup, stopChild, type ActorRefFrom, type ActorSystem, type AnyActorLogic, type AnyActorRef, type EventObject, type SnapshotFrom } from 'xstate';
import type { RuntimeConfig } from '../config/runtime-config';
import type { NavigationSets } from './navigation';
import type { Company } from './effects/get-company';
import type { UserProfile } from './effects/get-user';
import { loadSession, type SessionData } from './effects/load-session';
import { forgetSessionData, recallStoredSession, rememberSessionData } from './effects/session-cache';
import { listenToTenantRefusals, type TenantRefusedEvent } from './effects/listen-to-api-events';
import type { InboxRef } from './inbox.machine';
import type { QuickChatRef } from './quick-chat.machine';
import type { SearchRef } from './search.machine';
import type { ShortcutsRef } from './shortcuts.machine';
import type { UserStatusRef } from './user-status.machine';
import { settingsActor, verticalNavActor } from './system';

export type SessionErrorCode = 'suspended' | 'forbidden' | 'notFound' | 'offline' | 'timeout' | 'malformed' | 'server' | 'unknown';

export interface SessionContext {
  config: RuntimeConfig;
  /** The signed-in user's `sub`: with the address's tenant, whose remembered session this is (issue 12 point 4). */
  sub: string;
  company: Company | null;
  navigation: NavigationSets | null;
  profile: UserProfile | null;
  error: SessionErrorCode | null;
  /**
   * The business sections' actors (lists, records, forms), spawned on the section's first visit under their own
   * systemId (`customers.list`) and kept for the session: a list keeps its state and a form its draft while the
   * user is elsewhere. The inspector shows them under the session.
   */
  sections: Record<string, AnyActorRef>;
  /**
   * The top bar's panels' machines (issue 12 point 3): each comes with its panel's chunk, fetched right after the first
   * paint or on intent, which hands its logic over (`session.panel.open`). The session spawns it under the panel's id
   * while ready (stopped when the session leaves ready, spawned again on its return, as an invoked actor was).
   */
  panels: Partial<Record<PanelId, AnyActorLogic>>;
  /** The panels whose actors are spawned (the session's `children` under those ids). */
  spawnedPanels: PanelId[];
  /**
   * What the user asked of a panel whose chunk has not arrived yet (a click on its static trigger, the characters typed
   * into the static search field): delivered in order to its actor as soon as it is spawned, never dropped.
   */
  pendingPanelEvents: Partial<Record<PanelId, EventObject[]>>;
}

/** The top bar's panels, by the ids of their actors (the inspector's names). */
export type PanelId = 'messages' | 'notifications' | 'shortcuts' | 'search' | 'quickChat' | 'userStatus';
export const panelIds: readonly PanelId[] = ['messages', 'notifications', 'shortcuts', 'search', 'quickChat', 'userStatus'];

/** A panel's chunk has arrived: its machine, to spawn as the panel's actor. */
export type PanelOpenEvent = { type: 'session.panel.open'; id: PanelId; logic: AnyActorLogic };
/** An event for a panel's actor: sent to it when spawned, else kept until it is (a static trigger's intent). */
export type PanelSendEvent = { type: 'session.panel.send'; id: PanelId; event: EventObject };

/**
 * A section's actor: its machine code comes with the section's lazy chunk, so the section hands the logic over
 * on its first visit. Asking again for a systemId already spawned does nothing.
 */
export type SectionOpenEvent = { type: 'session.section.open'; systemId: string; logic: AnyActorLogic; input?: unknown };

/** Stops a section actor and forgets it (a create form that has saved: the next "New" starts afresh). */
export type SectionCloseEvent = { type: 'session.section.close'; systemId: string };

/** The company was saved (/config): the shell shows its new name and logo at once. */
export type CompanyChangedEvent = { type: 'session.company.changed'; company: Company };

export type SessionEvent = { type: 'session.retry' } | SectionOpenEvent | SectionCloseEvent | CompanyChangedEvent | TenantRefusedEvent | PanelOpenEvent | PanelSendEvent;

const errorCodeOf = (error: unknown): SessionErrorCode => {
  const code = (error as { code?: unknown } | null)?.code;
  const known: SessionErrorCode[] = ['suspended', 'forbidden', 'notFound', 'offline', 'timeout', 'malformed', 'server'];
  return known.includes(code as SessionErrorCode) ? (code as SessionErrorCode) : 'unknown';
};

type SystemArgs = { system: ActorSystem<any> };

/** The user's saved appearance applies as soon as the session is known. */
const loadSettings = ({ system }: SystemArgs, params: { data: SessionData }): void => {
  settingsActor(system)?.send({ type: 'settings.loaded', appearance: params.data.profile.settings });
};
/** The navigation menu derives its items from the sets (with the permissions and the layout). */
const loadNavigation = ({ system }: SystemArgs, params: { data: SessionData }): void => {
  verticalNavActor(system)?.send({ type: 'verticalNav.navigation.loaded', navigation: params.data.navigation });
};
/** Each panel's input, from the session's data at the moment it is spawned. */
const panelInput = (id: PanelId, context: SessionContext): unknown => {
  switch (id) {
    case 'messages':
    case 'notifications':
      return { kind: id, config: context.config };
    case 'search':
      return { config: context.config, appearance: 'bar' as const };
    case 'quickChat':
      return undefined;
    case 'userStatus':
      return { config: context.config, status: context.profile?.status ?? 'online' };
    default:
      return { config: context.config };
  }
};

/** The part of enqueueActions' `enqueue` that spawns the panels (its typing of `spawnChild` has no room for an id of logic that setup does not name). */
interface PanelEnqueue {
  spawnChild: (logic: AnyActorLogic, options: { id: string; input?: unknown }) => void;
  sendTo: (to: string, event: EventObject) => void;
  assign: (values: Pick<SessionContext, 'spawnedPanels' | 'pendingPanelEvents'>) => void;
}
/**
 * Spawns every panel whose machine is known and that has no actor yet, and hands it, in order, what the user asked
 * meanwhile. (Called from inline enqueueActions: one among setup's parameterized actions defeats their typing.)
 */
const spawnDuePanels = (context: SessionContext, enqueue: PanelEnqueue): void => {
  const due = panelIds.filter((id) => context.panels[id] && !context.spawnedPanels.includes(id));
  if (due.length === 0) return;
  const pending = { ...context.pendingPanelEvents };
  for (const id of due) {
    enqueue.spawnChild(context.panels[id]!, { id, input: panelInput(id, context) });
    for (const event of pending[id] ?? []) enqueue.sendTo(id, event);
    delete pending[id];
  }
  enqueue.assign({ spawnedPanels: [...context.spawnedPanels, ...due], pendingPanelEvents: pending });
};

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
/**
 * The fresh data after the remembered one (issue 12 point 4): only what changed goes to the settings and the navigation
 * menu, so a choice made meanwhile is not reverted by the same data.
 */
const refreshSettings = (args: SystemArgs, params: { data: SessionData; previous: SessionData['profile']['settings'] }): void => {
  if (!same(params.previous, params.data.profile.settings)) loadSettings(args, params);
};
const refreshNavigation = (args: SystemArgs, params: { data: SessionData; previous: SessionData['navigation'] | null }): void => {
  if (!same(params.previous, params.data.navigation)) loadNavigation(args, params);
};

export const sessionMachine = setup({
  types: {} as {
    context: SessionContext;
    input: { config: RuntimeConfig; sub?: string };
    events: SessionEvent;
  },
  actors: { loadSession, recallSession: recallStoredSession, listenToTenantRefusals },
  guards: {
    isSuspended: (_, params: { error: unknown }) => errorCodeOf(params.error) === 'suspended',
    isRefused: (_, params: { error: unknown }) => ['forbidden', 'notFound'].includes(errorCodeOf(params.error)),
    isSuspendedRefusal: (_, params: { event: TenantRefusedEvent }) => params.event.state === 'suspended',
    isRemembered: (_, params: { data: SessionData | null }) => params.data !== null,
    isPanelSpawned: ({ context }, params: { id: PanelId }) => context.spawnedPanels.includes(params.id),
  },
  actions: {
    setError: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
    /** The suspended tenant's company, as the lookup named it (null when it could not). */
    setSuspendedCompany: assign((_, params: { error: unknown }) => ({ company: (params.error as { company?: Company | null }).company ?? null })),
    setCompany: assign((_, params: { company: Company }) => ({ company: params.company })),
    clearError: assign({ error: null }),
    /** The remembered session's data is dropped: a refused or failed session shows nothing of it (issue 12 point 4). */
    clearSessionData: assign({ company: null, navigation: null, profile: null }),
    loadSettings,
    loadNavigation,
    refreshSettings,
    refreshNavigation,
    /** Keeps the session's data for the next start of this tab (per tenant and user; effects/session-cache.ts). */
    rememberSession: rememberSessionData,
    forgetSession: forgetSessionData,
    /** A service refused a call for the tenant's state: the company's status says so (the shell's banner, the page). */
    setTenantStatus: assign(({ context }, params: { status: 'suspended' | 'archived' }) => ({
      company: context.company ? { ...context.company, status: params.status } : null,
      ...(params.status === 'suspended' ? { error: 'suspended' as const } : {}),
    })),
    spawnSection: assign(({ context, spawn }, params: { systemId: string; logic: AnyActorLogic; input?: unknown }) => {
      if (Object.hasOwn(context.sections, params.systemId)) return {};
      // The logic is not one of the actors declared in setup, so `spawn`'s typing of systemId does not apply.
      const spawnLogic = spawn as unknown as (logic: AnyActorLogic, options: { id: string; systemId: string; input?: unknown }) => AnyActorRef;
      const ref = spawnLogic(params.logic, { id: params.systemId, systemId: params.systemId, input: params.input });
      return { sections: { ...context.sections, [params.systemId]: ref } };
    }),
    stopSection: stopChild(({ context }, params: { systemId: string }) => (Object.hasOwn(context.sections, params.systemId) ? context.sections[params.systemId]! : '')),
    forgetSection: assign(({ context }, params: { systemId: string }) => {
      const { [params.systemId]: _stopped, ...rest } = context.sections;
      return { sections: rest };
    }),
    /** Keeps a panel's machine (its chunk arrived), to spawn it now or when the session is next ready. */
    keepPanelLogic: assign(({ context }, params: { id: PanelId; logic: AnyActorLogic }) =>
      context.panels[params.id] ? {} : { panels: { ...context.panels, [params.id]: params.logic } },
    ),
    queuePanelEvent: assign(({ context }, params: { id: PanelId; event: EventObject }) => ({
      pendingPanelEvents: { ...context.pendingPanelEvents, [params.id]: [...(context.pendingPanelEvents[params.id] ?? []), params.event] },
    })),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ config: input.config, sub: input.sub ?? '', company: null, navigation: null, profile: null, error: null, sections: {}, panels: {}, spawnedPanels: [], pendingPanelEvents: {} }),
  initial: 'recalling',
  on: {
    // A chunk may arrive while the session (re)loads: its machine is spawned when the session is ready.
    'session.panel.open': { actions: { type: 'keepPanelLogic', params: ({ event }) => ({ id: event.id, logic: event.logic }) } },
    'session.panel.send': { actions: { type: 'queuePanelEvent', params: ({ event }) => ({ id: event.id, event: event.event }) } },
  },
  states: {
    /**
     * A returning user's last session data (issue 12 point 4): the shell renders from it at once while the fresh data
     * is fetched (ready.refreshing); without it, the session loads first as before.
     */
    recalling: {
      invoke: {
        id: 'recallSession',
        src: 'recallSession',
        input: ({ context }) => ({ config: context.config, sub: context.sub }),
        onDone: [
          {
            guard: { type: 'isRemembered', params: ({ event }) => ({ data: event.output }) },
            target: 'ready.refreshing',
            actions: [
              assign(({ event }) => event.output!),
              { type: 'loadSettings', params: ({ event }) => ({ data: event.output! }) },
              { type: 'loadNavigation', params: ({ event }) => ({ data: event.output! }) },
            ],
          },
          { target: 'loading' },
        ],
        onError: { target: 'loading' },
      },
    },
    loading: {
      entry: 'clearError',
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        input: ({ context }) => ({ config: context.config }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ event }) => event.output),
            { type: 'loadSettings', params: ({ event }) => ({ data: event.output }) },
            { type: 'loadNavigation', params: ({ event }) => ({ data: event.output }) },
            { type: 'rememberSession', params: ({ context, event }) => ({ config: context.config, sub: context.sub, data: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isSuspended', params: ({ event }) => ({ error: event.error }) },
            target: 'suspended',
            actions: [
              { type: 'setError', params: ({ event }) => ({ error: event.error }) },
              { type: 'setSuspendedCompany', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    /** The top bar's panels start when their chunks have handed their machines over: each then loads its own data. */
    ready: {
      entry: enqueueActions(({ context, enqueue }) => spawnDuePanels(context, enqueue as unknown as PanelEnqueue)),
      // Stopped when the session leaves ready, as its invoked actors were; their machines are kept for its return.
      exit: enqueueActions(({ context, enqueue }) => {
        for (const id of context.spawnedPanels) enqueue.stopChild(id);
        enqueue.assign({ spawnedPanels: [] });
      }),
      invoke: [
        // A request answered 403 tenant-suspended / tenant-archived: the suspended page (or the archived banner) at once.
        { id: 'listenToTenantRefusals', src: 'listenToTenantRefusals' },
      ],
      on: {
        'session.panel.open': {
          actions: [{ type: 'keepPanelLogic', params: ({ event }) => ({ id: event.id, logic: event.logic }) }, enqueueActions(({ context, enqueue }) => spawnDuePanels(context, enqueue as unknown as PanelEnqueue))],
        },
        'session.panel.send': [
          {
            guard: { type: 'isPanelSpawned', params: ({ event }) => ({ id: event.id }) },
            actions: enqueueActions(({ event, enqueue }) => enqueue.sendTo(event.id, event.event)),
          },
          { actions: { type: 'queuePanelEvent', params: ({ event }) => ({ id: event.id, event: event.event }) } },
        ],
        'session.tenant.refused': [
          // The sections' actors stay (spawned, not invoked here): a form keeps what was typed until Try again lets the user back.
          { guard: { type: 'isSuspendedRefusal', params: ({ event }) => ({ event }) }, target: 'suspended', actions: { type: 'setTenantStatus', params: { status: 'suspended' } } },
          { actions: { type: 'setTenantStatus', params: { status: 'archived' } } },
        ],
        'session.section.open': {
          actions: { type: 'spawnSection', params: ({ event }) => ({ systemId: event.systemId, logic: event.logic, input: event.input }) },
        },
        'session.section.close': {
          actions: [
            { type: 'stopSection', params: ({ event }) => ({ systemId: event.systemId }) },
            { type: 'forgetSection', params: ({ event }) => ({ systemId: event.systemId }) },
          ],
        },
        'session.company.changed': {
          actions: [
            { type: 'setCompany', params: ({ event }) => ({ company: event.company }) },
            {
              type: 'rememberSession',
              params: ({ context, event }) => ({ config: context.config, sub: context.sub, data: { company: event.company, navigation: context.navigation!, profile: context.profile! } }),
            },
          ],
        },
      },
      initial: 'current',
      states: {
        current: {},
        /**
         * Shown from the remembered data while the fresh data loads (the company once): what changed applies as soon
         * as it arrives; a refused or failed session leaves nothing of the remembered one on screen, and forgets it.
         */
        refreshing: {
          invoke: {
            id: 'loadSession',
            src: 'loadSession',
            input: ({ context }) => ({ config: context.config }),
            onDone: {
              target: 'current',
              actions: [
                // Only what changed is sent: a choice made meanwhile is not reverted by the same data.
                { type: 'refreshSettings', params: ({ context, event }) => ({ data: event.output, previous: context.profile?.settings ?? null }) },
                { type: 'refreshNavigation', params: ({ context, event }) => ({ data: event.output, previous: context.navigation }) },
                assign(({ event }) => event.output),
                // The status chosen last time (another tab, another device) replaces the remembered one.
                enqueueActions(({ context, event, enqueue }) => {
                  if (context.spawnedPanels.includes('userStatus')) enqueue.sendTo('userStatus', { type: 'userStatus.sync', status: event.output.profile.status });
                }),
                { type: 'rememberSession', params: ({ context, event }) => ({ config: context.config, sub: context.sub, data: event.output }) },
              ],
            },
            onError: [
              {
                guard: { type: 'isSuspended', params: ({ event }) => ({ error: event.error }) },
                target: '#session.suspended',
                actions: [
                  'clearSessionData',
                  { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                  { type: 'setSuspendedCompany', params: ({ event }) => ({ error: event.error }) },
                ],
              },
              {
                guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
                target: '#session.refused',
                actions: ['clearSessionData', { type: 'setError', params: ({ event }) => ({ error: event.error }) }],
              },
              { target: '#session.failed', actions: ['clearSessionData', { type: 'setError', params: ({ event }) => ({ error: event.error }) }] },
            ],
          },
        },
      },
    },
    /** The tenant is suspended: nothing of it is shown, the user may try again (after a reactivation) or sign out. */
    // A session that did not load is not remembered: the next start loads it first (issue 12 point 4).
    suspended: { entry: 'forgetSession', on: { 'session.retry': { target: 'loading' } } },
    /** The services refused this user here (another tenant's address, 403): nothing of the tenant is shown. */
    refused: { entry: 'forgetSession' },
    failed: { entry: 'forgetSession', on: { 'session.retry': { target: 'loading' } } },
  },
});

export type SessionRef = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectIsSessionReady = (s: SessionSnapshot) => s.matches('ready');
export const selectIsSessionLoading = (s: SessionSnapshot) => s.matches('loading');
export const selectIsSessionRefused = (s: SessionSnapshot) => s.matches('refused');
export const selectIsSessionFailed = (s: SessionSnapshot) => s.matches('failed');
export const selectIsTenantSuspended = (s: SessionSnapshot) => s.matches('suspended');
/** The tenant is archived (DOMAIN.md "Lifecycles"): its records can be read, not changed; the shell says so. */
export const selectIsTenantArchived = (s: SessionSnapshot) => s.matches('ready') && s.context.company?.status === 'archived';
export const selectSessionError = (s: SessionSnapshot) => s.context.error;
export const selectCompany = (s: SessionSnapshot) => s.context.company;
export const selectNavigation = (s: SessionSnapshot) => s.context.navigation;
export const selectProfile = (s: SessionSnapshot) => s.context.profile;
// A panel's actor once its chunk has arrived and the session spawned it (undefined until then: its trigger is static).
export const selectMessagesRef = (s: SessionSnapshot) => s.children.messages as InboxRef | undefined;
export const selectNotificationsRef = (s: SessionSnapshot) => s.children.notifications as InboxRef | undefined;
export const selectShortcutsRef = (s: SessionSnapshot) => s.children.shortcuts as ShortcutsRef | undefined;
export const selectSearchRef = (s: SessionSnapshot) => s.children.search as SearchRef | undefined;
export const selectQuickChatRef = (s: SessionSnapshot) => s.children.quickChat as QuickChatRef | undefined;
export const selectUserStatusRef = (s: SessionSnapshot) => s.children.userStatus as UserStatusRef | undefined;
const noEvents: readonly EventObject[] = [];
/** What the user asked of a panel before its chunk arrived (a static trigger draws from it), in order. */
export const selectPendingPanelEvents = (s: SessionSnapshot, id: PanelId): readonly EventObject[] => s.context.pendingPanelEvents[id] ?? noEvents;
/** A section's actor by its systemId, once spawned. */
export const selectSectionActor = (s: SessionSnapshot, systemId: string): AnyActorRef | undefined =>
  Object.hasOwn(s.context.sections, systemId) ? s.context.sections[systemId] : undefined;
