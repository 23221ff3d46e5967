/** The signed-in session's data, loaded before the shell shows (SPEC §2): the tenant's company, the navigation, the user. */
import { assign, enqueueActions, sendTo, setup, type ActorRefFrom, type AnyActorLogic, type AnyActorRef, type SnapshotFrom } from 'xstate';
import type { RuntimeConfig } from '../config/runtime-config';
import type { NavigationSets } from './navigation';
import type { Company } from './effects/get-company';
import type { UserProfile } from './effects/get-user';
import { loadSession } from './effects/load-session';
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

export const sessionMachine = setup({
  types: {} as {
    context: SessionContext;
    input: { config: RuntimeConfig };
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
  actors: { loadSession, inboxMachine, shortcutsMachine, searchMachine, quickChatMachine, userStatusMachine, listenToTenantRefusals },
  guards: {
    isSuspended: (_, params: { error: unknown }) => errorCodeOf(params.error) === 'suspended',
    isRefused: (_, params: { error: unknown }) => ['forbidden', 'notFound'].includes(errorCodeOf(params.error)),
    isSuspendedRefusal: (_, params: { event: TenantRefusedEvent }) => params.event.state === 'suspended',
  },
  actions: {
    setError: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
    /** The suspended tenant's company, as the lookup named it (null when it could not). */
    setSuspendedCompany: assign((_, params: { error: unknown }) => ({ company: (params.error as { company?: Company | null }).company ?? null })),
    setCompany: assign((_, params: { company: Company }) => ({ company: params.company })),
    clearError: assign({ error: null }),
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
    stopSection: enqueueActions(({ context, enqueue }, params: { systemId: string }) => {
      if (!Object.hasOwn(context.sections, params.systemId)) return;
      enqueue.stopChild(context.sections[params.systemId]!);
      const { [params.systemId]: _stopped, ...rest } = context.sections;
      enqueue.assign({ sections: rest });
    }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ config: input.config, company: null, navigation: null, profile: null, error: null, sections: {} }),
  initial: 'loading',
  states: {
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
            // The user's saved appearance applies as soon as the session is known.
            sendTo(
              ({ system }) => settingsActor(system),
              ({ event }) => ({ type: 'settings.loaded', appearance: event.output.profile.settings }),
            ),
            // The navigation menu derives its items from the sets (with the permissions and the layout).
            sendTo(
              ({ system }) => verticalNavActor(system),
              ({ event }) => ({ type: 'verticalNav.navigation.loaded', navigation: event.output.navigation }),
            ),
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
        'session.section.close': { actions: { type: 'stopSection', params: ({ event }) => ({ systemId: event.systemId }) } },
        'session.company.changed': { actions: { type: 'setCompany', params: ({ event }) => ({ company: event.company }) } },
      },
    },
    /** The tenant is suspended: nothing of it is shown, the user may try again (after a reactivation) or sign out. */
    suspended: { on: { 'session.retry': { target: 'loading' } } },
    /** The services refused this user here (another tenant's address, 403): nothing of the tenant is shown. */
    refused: {},
    failed: { on: { 'session.retry': { target: 'loading' } } },
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
