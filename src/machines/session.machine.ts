/** The signed-in session's data, loaded before the shell shows (SPEC §2): the tenant's company, the navigation, the user. */
import { assign, sendTo, setup, stopChild, type ActorRefFrom, type ActorSystem, type AnyActorLogic, type AnyActorRef, type SnapshotFrom } from 'xstate';
import type { RuntimeConfig } from '../config/runtime-config';
import type { NavigationSets } from './navigation';
import type { Company } from './effects/get-company';
import type { UserProfile } from './effects/get-user';
import { loadSession, type SessionData } from './effects/load-session';
import { forgetSessionData, recallStoredSession, rememberSessionData } from './effects/session-cache';
import { listenToTenantRefusals, type TenantRefusedEvent } from './effects/listen-to-api-events';
import { inboxMachine } from './inbox.machine';
import { quickChatMachine } from './quick-chat.machine';
import { searchMachine } from './search.machine';
import { shortcutsMachine } from './shortcuts.machine';
import { userStatusMachine } from './user-status.machine';
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
}

/**
 * A section's actor: its machine code comes with the section's lazy chunk, so the section hands the logic over
 * on its first visit. Asking again for a systemId already spawned does nothing.
 */
export type SectionOpenEvent = { type: 'session.section.open'; systemId: string; logic: AnyActorLogic; input?: unknown };

/** Stops a section actor and forgets it (a create form that has saved: the next "New" starts afresh). */
export type SectionCloseEvent = { type: 'session.section.close'; systemId: string };

/** The company was saved (/config): the shell shows its new name and logo at once. */
export type CompanyChangedEvent = { type: 'session.company.changed'; company: Company };

export type SessionEvent = { type: 'session.retry' } | SectionOpenEvent | SectionCloseEvent | CompanyChangedEvent | TenantRefusedEvent;

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
    children: {
      messages: 'inboxMachine';
      notifications: 'inboxMachine';
      shortcuts: 'shortcutsMachine';
      search: 'searchMachine';
      quickChat: 'quickChatMachine';
      userStatus: 'userStatusMachine';
      listenToTenantRefusals: 'listenToTenantRefusals';
    };
  },
  actors: { loadSession, recallSession: recallStoredSession, inboxMachine, shortcutsMachine, searchMachine, quickChatMachine, userStatusMachine, listenToTenantRefusals },
  guards: {
    isSuspended: (_, params: { error: unknown }) => errorCodeOf(params.error) === 'suspended',
    isRefused: (_, params: { error: unknown }) => ['forbidden', 'notFound'].includes(errorCodeOf(params.error)),
    isSuspendedRefusal: (_, params: { event: TenantRefusedEvent }) => params.event.state === 'suspended',
    isRemembered: (_, params: { data: SessionData | null }) => params.data !== null,
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
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ config: input.config, sub: input.sub ?? '', company: null, navigation: null, profile: null, error: null, sections: {} }),
  initial: 'recalling',
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
    /** The top bar's panels start with the session: each loads its own data. */
    ready: {
      invoke: [
        { id: 'messages', src: 'inboxMachine', input: ({ context }) => ({ kind: 'messages' as const, config: context.config }) },
        { id: 'notifications', src: 'inboxMachine', input: ({ context }) => ({ kind: 'notifications' as const, config: context.config }) },
        { id: 'shortcuts', src: 'shortcutsMachine', input: ({ context }) => ({ config: context.config }) },
        { id: 'search', src: 'searchMachine', input: ({ context }) => ({ config: context.config, appearance: 'bar' as const }) },
        { id: 'quickChat', src: 'quickChatMachine' },
        { id: 'userStatus', src: 'userStatusMachine', input: ({ context }) => ({ config: context.config, status: context.profile?.status ?? 'online' }) },
        // A request answered 403 tenant-suspended / tenant-archived: the suspended page (or the archived banner) at once.
        { id: 'listenToTenantRefusals', src: 'listenToTenantRefusals' },
      ],
      on: {
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
                sendTo('userStatus', ({ event }) => ({ type: 'userStatus.sync' as const, status: event.output.profile.status })),
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
export const selectMessagesRef = (s: SessionSnapshot) => s.children.messages;
export const selectNotificationsRef = (s: SessionSnapshot) => s.children.notifications;
export const selectShortcutsRef = (s: SessionSnapshot) => s.children.shortcuts;
export const selectSearchRef = (s: SessionSnapshot) => s.children.search;
export const selectQuickChatRef = (s: SessionSnapshot) => s.children.quickChat;
export const selectUserStatusRef = (s: SessionSnapshot) => s.children.userStatus;
/** A section's actor by its systemId, once spawned. */
export const selectSectionActor = (s: SessionSnapshot, systemId: string): AnyActorRef | undefined =>
  Object.hasOwn(s.context.sections, systemId) ? s.context.sections[systemId] : undefined;
