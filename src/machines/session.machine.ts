/** The signed-in session's data, loaded before the shell shows (SPEC §2): the tenant's company, the navigation, the user. */
import { assign, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RuntimeConfig } from '../config/runtime-config';
import type { NavigationSets } from './navigation';
import type { Company } from './effects/get-company';
import type { UserProfile } from './effects/get-user';
import { loadSession } from './effects/load-session';
import { inboxMachine } from './inbox.machine';
import { quickChatMachine } from './quick-chat.machine';
import { searchMachine } from './search.machine';
import { shortcutsMachine } from './shortcuts.machine';
import { userStatusMachine } from './user-status.machine';

export type SessionErrorCode = 'forbidden' | 'notFound' | 'offline' | 'timeout' | 'malformed' | 'server' | 'unknown';

export interface SessionContext {
  config: RuntimeConfig;
  company: Company | null;
  navigation: NavigationSets | null;
  profile: UserProfile | null;
  error: SessionErrorCode | null;
}

export type SessionEvent = { type: 'session.retry' };

const errorCodeOf = (error: unknown): SessionErrorCode => {
  const code = (error as { code?: unknown } | null)?.code;
  const known: SessionErrorCode[] = ['forbidden', 'notFound', 'offline', 'timeout', 'malformed', 'server'];
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
    };
  },
  actors: { loadSession, inboxMachine, shortcutsMachine, searchMachine, quickChatMachine, userStatusMachine },
  guards: {
    isRefused: (_, params: { error: unknown }) => ['forbidden', 'notFound'].includes(errorCodeOf(params.error)),
  },
  actions: {
    setError: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ config: input.config, company: null, navigation: null, profile: null, error: null }),
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
              ({ system }) => system.get('settings'),
              ({ event }) => ({ type: 'settings.loaded', appearance: event.output.profile.settings }),
            ),
            // The navigation menu derives its items from the sets (with the permissions and the layout).
            sendTo(
              ({ system }) => system.get('verticalNav'),
              ({ event }) => ({ type: 'verticalNav.navigation.loaded', navigation: event.output.navigation }),
            ),
          ],
        },
        onError: [
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
      ],
    },
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
