/** Start-up and authentication (SPEC §2 "Start-up behaviour", §4, §8): who the user is, and getting them signed in and out. */
import { assign, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RuntimeConfig } from '../config/runtime-config';
import type { AuthUser } from './effects/auth-user';
import {
  clearLocalSession,
  completeSignIn,
  completeSignOut,
  renewSession,
  restoreSession,
  signOut,
  startSignIn,
  watchSession,
  type RenewFailure,
} from './effects/auth-actors';
import { listenToLocation, type AppLocation } from './effects/location';
import { isAutoLoginPath, isCallbackPath, matchRoute, needsSignIn } from './routes';
import { sessionMachine } from './session.machine';
import { navActor, verticalNavActor } from './system';

export interface AuthInput {
  config: RuntimeConfig;
  location: AppLocation;
  /** The locale the identity provider's pages should use. */
  uiLocale: string;
  /** A logout-in-progress flag was held in session storage at start-up (and had not expired). */
  logoutHeld: boolean;
  /** A sign-in callback failed moments ago: automatic sign-in pauses to avoid a redirect loop. */
  callbackFailedRecently: boolean;
}

export interface AuthContext {
  config: RuntimeConfig;
  location: AppLocation;
  uiLocale: string;
  user: AuthUser | null;
  logoutHeld: boolean;
  callbackFailed: boolean;
  /** Renewal attempts that failed in a row (bounded). */
  renewFailures: number;
  error: 'idpUnreachable' | null;
  /** The next sign-in asks the provider for its form even with a valid provider session (another account). */
  prompt: 'login' | null;
}

export type AuthEvent =
  /** `prompt: 'login'`: sign in as someone else (the provider shows its form even with a valid session). */
  | { type: 'auth.signIn'; prompt?: 'login' }
  | { type: 'auth.signOut' }
  | { type: 'auth.location.changed'; location: AppLocation }
  | { type: 'auth.token.expiring' }
  | { type: 'auth.token.expired' }
  | { type: 'auth.user.loaded'; user: AuthUser }
  | { type: 'auth.online' }
  | { type: 'auth.signedOut.elsewhere' }
  /** The language in use changed in place: the next sign-in asks the provider for it (ui_locales). */
  | { type: 'auth.uiLocale.change'; uiLocale: string };

/** Renewal attempts before the session is given up (the provider is reachable but keeps failing). */
export const maxRenewFailures = 3;

const hasLogoutParam = (location: AppLocation) => new URLSearchParams(location.search).get('logout') === 'true';

const toLocation = (to: string): AppLocation => {
  const index = to.indexOf('?');
  return index === -1 ? { path: to, search: '' } : { path: to.slice(0, index), search: to.slice(index) };
};

/** Where to come back after sign-in: the current address, unless it is a public page (logged-out, callback…). */
export const returnAddress = (location: AppLocation): string =>
  matchRoute(location.path).kind === 'public' ? '/' : location.path + location.search;

/**
 * Changes the address and the machine's own view of it in the same transition, so that the guards that run
 * right after (eventless transitions) see the new address, not the one the location event will report later.
 */
const goTo = (to: string) =>
  [
    { type: 'navigate', params: { to, replace: true } },
    { type: 'setLocation', params: { location: toLocation(to) } },
  ] as const;

export const authMachine = setup({
  types: {} as {
    context: AuthContext;
    input: AuthInput;
    events: AuthEvent;
    children: { session: 'sessionMachine' };
  },
  actors: {
    restoreSession,
    startSignIn,
    completeSignIn,
    completeSignOut,
    renewSession,
    signOut,
    clearLocalSession,
    watchSession,
    sessionMachine,
    listenToLocation,
  },
  guards: {
    isLogoutRequested: ({ context }) => hasLogoutParam(context.location),
    isSignInCallback: ({ context }) => context.location.path === '/signin-oidc',
    isSignOutCallback: ({ context }) => context.location.path === '/signout-callback-oidc',
    hasUser: (_, params: { user: AuthUser | null }) => params.user !== null,
    isLogoutHeldOnHome: ({ context }) => context.logoutHeld && isAutoLoginPath(context.location.path),
    isCallbackFailureOnHome: ({ context }) => context.callbackFailed && isAutoLoginPath(context.location.path),
    shouldStartSignIn: ({ context }) => {
      const { path } = context.location;
      if (isCallbackPath(path) || path === '/logged-out' || context.logoutHeld || context.callbackFailed) return false;
      return isAutoLoginPath(path) || needsSignIn(matchRoute(path));
    },
    isRenewFailure: (_, params: { failure: RenewFailure; expected: RenewFailure }) => params.failure === params.expected,
    canRetryRenewal: ({ context }) => context.renewFailures + 1 < maxRenewFailures,
    isSignedOutElsewhere: (_, params: { error: unknown }) => (params.error as { signedOutElsewhere?: unknown } | null)?.signedOutElsewhere === true,
  },
  actions: {
    setLocation: assign((_, params: { location: AppLocation }) => ({ location: params.location })),
    setUser: assign((_, params: { user: AuthUser | null }) => ({ user: params.user, renewFailures: 0 })),
    clearUser: assign({ user: null }),
    countRenewFailure: assign(({ context }) => ({ renewFailures: context.renewFailures + 1 })),
    holdLogout: assign({ logoutHeld: true }),
    releaseLogout: assign({ logoutHeld: false }),
    setCallbackFailed: assign({ callbackFailed: true }),
    resetCallbackFailed: assign({ callbackFailed: false }),
    setIdpError: assign({ error: 'idpUnreachable' as const }),
    clearError: assign({ error: null }),
    setPrompt: assign((_, params: { prompt: 'login' | null }) => ({ prompt: params.prompt })),
    setUiLocale: assign((_, params: { uiLocale: string }) => ({ uiLocale: params.uiLocale })),
    // Effects that need the browser; the app provides them (tests provide recorders).
    navigate: (_, _params: { to: string; replace?: boolean }) => undefined,
    persistLogoutReleased: () => undefined,
    persistCallbackFailed: () => undefined,
    persistCallbackRecovered: () => undefined,
    // The router guards and the navigation menu follow who is signed in and what they may see.
    notifySessionChanged: sendTo(
      ({ system }) => navActor(system),
      ({ context }) => ({ type: 'nav.session.changed', signedIn: context.user !== null, permissions: context.user?.permissions ?? [] }),
    ),
    notifyNavigationMenu: sendTo(
      ({ system }) => verticalNavActor(system),
      ({ context }) => ({ type: 'verticalNav.session.changed', signedIn: context.user !== null, permissions: context.user?.permissions ?? [] }),
    ),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    config: input.config,
    location: input.location,
    uiLocale: input.uiLocale,
    user: null,
    logoutHeld: input.logoutHeld,
    callbackFailed: input.callbackFailedRecently,
    renewFailures: 0,
    prompt: null,
    error: null,
  }),
  invoke: { id: 'listenToLocation', src: 'listenToLocation', input: { eventType: 'auth.location.changed' } },
  on: {
    'auth.location.changed': { actions: { type: 'setLocation', params: ({ event }) => ({ location: event.location }) } },
    'auth.uiLocale.change': { actions: { type: 'setUiLocale', params: ({ event }) => ({ uiLocale: event.uiLocale }) } },
  },
  initial: 'starting',
  states: {
    starting: {
      always: [
        {
          // SPEC §2: the replace-navigation to /logged-out cleans the address; no return URL is ever honoured.
          guard: 'isLogoutRequested',
          target: 'signedOut',
          actions: ['releaseLogout', 'persistLogoutReleased', ...goTo('/logged-out')],
        },
        { guard: 'isSignInCallback', target: 'processingSignIn' },
        { guard: 'isSignOutCallback', target: 'processingSignOut' },
        { target: 'restoring' },
      ],
    },
    restoring: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        input: ({ context }) => ({ config: context.config }),
        onDone: [
          {
            guard: { type: 'hasUser', params: ({ event }) => ({ user: event.output }) },
            target: 'signedIn',
            actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
          },
          { target: 'signedOut' },
        ],
        onError: [
          // A11: another tab signed out while this one was away: its stored session is gone, and so is the user.
          { guard: { type: 'isSignedOutElsewhere', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut', actions: [...goTo('/logged-out')] },
          { target: 'signedOut' },
        ],
      },
    },
    processingSignIn: {
      invoke: {
        id: 'completeSignIn',
        src: 'completeSignIn',
        input: ({ context }) => ({ config: context.config, url: context.location.path + context.location.search }),
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'setUser', params: ({ event }) => ({ user: event.output.user }) },
            'resetCallbackFailed',
            'persistCallbackRecovered',
            { type: 'navigate', params: ({ event }) => ({ to: event.output.returnTo, replace: true }) },
            { type: 'setLocation', params: ({ event }) => ({ location: toLocation(event.output.returnTo) }) },
          ],
        },
        // SPEC §8: an auth callback failure goes to /.
        onError: {
          target: 'signedOut',
          actions: ['setCallbackFailed', 'persistCallbackFailed', ...goTo('/')],
        },
      },
    },
    processingSignOut: {
      invoke: {
        id: 'completeSignOut',
        src: 'completeSignOut',
        input: ({ context }) => ({ config: context.config, url: context.location.path + context.location.search }),
        onDone: { target: 'signedOut', actions: ['holdLogout', ...goTo('/')] },
        onError: { target: 'signedOut', actions: ['holdLogout', ...goTo('/')] },
      },
    },
    signedOut: {
      entry: ['clearUser', 'notifySessionChanged', 'notifyNavigationMenu'],
      always: [
        {
          guard: 'isLogoutHeldOnHome',
          actions: ['releaseLogout', 'persistLogoutReleased', ...goTo('/logged-out')],
        },
        { guard: 'isCallbackFailureOnHome', actions: [...goTo('/unauthorized')] },
        { guard: 'shouldStartSignIn', target: 'redirecting' },
      ],
      on: {
        'auth.signIn': {
          target: 'redirecting',
          actions: ['resetCallbackFailed', 'persistCallbackRecovered', 'releaseLogout', { type: 'setPrompt', params: ({ event }) => ({ prompt: event.prompt ?? null }) }],
        },
      },
    },
    redirecting: {
      entry: 'clearError',
      invoke: {
        id: 'startSignIn',
        src: 'startSignIn',
        input: ({ context }) => ({
          config: context.config,
          returnTo: returnAddress(context.location),
          uiLocale: context.uiLocale,
          ...(context.prompt ? { prompt: context.prompt } : {}),
        }),
        // On success the browser is leaving for the provider: stay here until it does.
        onError: { target: 'signInFailed', actions: 'setIdpError' },
      },
    },
    signInFailed: {
      on: { 'auth.signIn': { target: 'redirecting' } },
    },
    signedIn: {
      entry: ['notifySessionChanged', 'notifyNavigationMenu'],
      invoke: [
        { id: 'watchSession', src: 'watchSession', input: ({ context }) => ({ config: context.config }) },
        // The user's `sub` names whose remembered session may be shown while the fresh one loads (issue 12 point 4).
        { id: 'session', src: 'sessionMachine', input: ({ context }) => ({ config: context.config, sub: context.user?.sub ?? '' }) },
      ],
      on: {
        'auth.signOut': { target: 'signingOut' },
        // Signed in, but refused (/unauthorized): sign in again as someone else, with the provider's form. Without
        // prompt=login a valid provider session would sign the same account straight back in (issue 13 point 9).
        // The current identity is left at once (nothing of it stays on screen while the browser leaves).
        'auth.signIn': {
          target: 'redirecting',
          actions: [{ type: 'setPrompt', params: { prompt: 'login' } }, 'clearUser', 'notifySessionChanged', 'notifyNavigationMenu'],
        },
        'auth.signedOut.elsewhere': { target: 'endingElsewhere' },
        'auth.user.loaded': { actions: [{ type: 'setUser', params: ({ event }) => ({ user: event.user }) }, 'notifySessionChanged', 'notifyNavigationMenu'] },
      },
      initial: 'active',
      states: {
        active: {
          on: { 'auth.token.expiring': { target: 'renewing' }, 'auth.token.expired': { target: 'renewing' } },
        },
        renewing: {
          invoke: {
            id: 'renewSession',
            src: 'renewSession',
            input: ({ context }) => ({ config: context.config }),
            // A renewed session may carry other permissions (P3): the navigation and its guards follow at once.
            onDone: {
              target: 'active',
              actions: [{ type: 'setUser', params: ({ event }) => ({ user: event.output }) }, 'notifySessionChanged', 'notifyNavigationMenu'],
            },
            onError: [
              {
                guard: {
                  type: 'isRenewFailure',
                  params: ({ event }) => ({ failure: (event.error as { failure: RenewFailure }).failure, expected: 'invalidGrant' }),
                },
                target: '#auth.expired',
              },
              {
                guard: {
                  type: 'isRenewFailure',
                  params: ({ event }) => ({ failure: (event.error as { failure: RenewFailure }).failure, expected: 'network' }),
                },
                target: 'waitingForNetwork',
              },
              { guard: 'canRetryRenewal', target: 'retryingRenewal', actions: 'countRenewFailure' },
              { target: '#auth.expired' },
            ],
          },
        },
        waitingForNetwork: {
          on: { 'auth.online': { target: 'renewing' }, 'auth.token.expiring': { target: 'renewing' } },
        },
        retryingRenewal: {
          after: { 5000: { target: 'renewing' } },
        },
      },
    },
    /** The provider refused the refresh token: clear everything and sign in again, exactly once. */
    expired: {
      entry: ['clearUser', 'notifySessionChanged', 'notifyNavigationMenu'],
      invoke: {
        id: 'clearLocalSession',
        src: 'clearLocalSession',
        input: ({ context }) => ({ config: context.config }),
        onDone: { target: 'redirecting', actions: 'clearUser' },
        onError: { target: 'redirecting', actions: 'clearUser' },
      },
    },
    signingOut: {
      // The identity goes first: nothing of the user is kept while the sign-out completes (T1).
      entry: ['holdLogout', 'clearUser', 'notifySessionChanged', 'notifyNavigationMenu'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ config: context.config }),
        // The browser is leaving for the provider's end-session endpoint.
        onDone: { target: 'leaving' },
        // The provider is unreachable: the local session is already gone.
        onError: {
          target: 'signedOut',
          actions: ['releaseLogout', 'persistLogoutReleased', ...goTo('/logged-out')],
        },
      },
    },
    leaving: {},
    endingElsewhere: {
      entry: ['clearUser', 'notifySessionChanged', 'notifyNavigationMenu'],
      invoke: {
        id: 'clearLocalSession',
        src: 'clearLocalSession',
        input: ({ context }) => ({ config: context.config }),
        onDone: { target: 'signedOut', actions: [...goTo('/logged-out')] },
        onError: { target: 'signedOut', actions: [...goTo('/logged-out')] },
      },
    },
  },
});

export type AuthRef = ActorRefFrom<typeof authMachine>;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export const selectUser = (s: AuthSnapshot) => s.context.user;
export const selectIsSignedIn = (s: AuthSnapshot) => s.matches('signedIn');
export const selectIsSignInFailed = (s: AuthSnapshot) => s.matches('signInFailed');
export const selectSessionRef = (s: AuthSnapshot) => s.children.session;

