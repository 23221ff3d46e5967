/** Actor logic of the auth machine: each wraps one call of the auth service. */
import { fromCallback, fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../config/runtime-config';
import type { AuthUser } from './auth-user';
import { isSignedOutElsewhere, signedOutMarkerKey } from './auth-flags';
import type { AuthBroadcast } from './oidc';
import { afterStart, authChannelName, authService, loadOidc, oidcRequested, readStoredUser, storedAuthUser } from './oidc-lazy';

export type { RenewFailure } from './auth-renewal';

/** Thrown by restoreSession when a sign-out in another tab ended this tab's session while it was away (A11). */
export class SignedOutElsewhereError extends Error {
  override name = 'SignedOutElsewhereError';
  readonly signedOutElsewhere = true;
}

export const restoreSession = fromPromise<AuthUser | null, { config: RuntimeConfig }>(async ({ input }) => {
  // A valid stored user starts the app without the OIDC library (it loads after the first paint: watchSession); with
  // nothing stored there is nothing to restore. Anything else is the library's to decide, as before.
  const stored = readStoredUser(input.config);
  if (stored.kind === 'none') return null;
  if (stored.kind === 'valid' && !isSignedOutElsewhere()) return storedAuthUser(stored.user);
  const service = await authService(input.config);
  if (isSignedOutElsewhere() && (await service.manager.getUser().catch(() => null))) {
    await service.clearLocal();
    throw new SignedOutElsewhereError('Signed out in another tab');
  }
  return service.restore();
});

export const startSignIn = fromPromise<void, { config: RuntimeConfig; returnTo: string; uiLocale: string; prompt?: 'login' }>(async ({ input }) =>
  (await authService(input.config)).signIn(input.returnTo, input.uiLocale, input.prompt),
);

export const completeSignIn = fromPromise<{ user: AuthUser; returnTo: string }, { config: RuntimeConfig; url: string }>(
  async ({ input }) => (await authService(input.config)).completeSignIn(input.url),
);

export const completeSignOut = fromPromise<void, { config: RuntimeConfig; url: string }>(async ({ input }) =>
  (await authService(input.config)).completeSignOut(input.url),
);

/**
 * The renewal (and how its failures are told apart) is its own chunk, fetched when a renewal starts (auth-renewal.ts):
 * a chunk that cannot be fetched is a network failure, as the OIDC library's chunk that could not be fetched was.
 */
export const renewSession = fromPromise<AuthUser, { config: RuntimeConfig }>(async ({ input }) => {
  const renewal = await import('./auth-renewal').catch((error: unknown) => {
    throw Object.assign(new Error('Renewal failed'), { failure: 'network' as const, cause: error });
  });
  return renewal.renewUser(input.config);
});

export const signOut = fromPromise<void, { config: RuntimeConfig }>(async ({ input }) => (await authService(input.config)).signOut());

export const clearLocalSession = fromPromise<void, { config: RuntimeConfig }>(async ({ input }) =>
  (await authService(input.config)).clearLocal(),
);

export type SessionWatchEvent =
  | { type: 'auth.token.expiring' }
  | { type: 'auth.token.expired' }
  | { type: 'auth.user.loaded'; user: AuthUser }
  | { type: 'auth.online' }
  | { type: 'auth.signedOut.elsewhere' };

/**
 * Watches the session: the library's expiry timers, tab visibility and network (timers are late after a
 * sleep), and sign-outs in other tabs. The library's timers are watched once it has loaded: at once when the session
 * needed it already (a sign-in, a renewal), otherwise after the first paint (a returning user: see oidc-lazy.ts).
 */
export const watchSession = fromCallback<{ type: string }, { config: RuntimeConfig }>(({ sendBack, input }) => {
  const send = (event: SessionWatchEvent) => sendBack(event);
  const onExpiring = () => send({ type: 'auth.token.expiring' });
  const onExpired = () => send({ type: 'auth.token.expired' });
  let stopped = false;
  let unwatch: (() => void) | null = null;
  const watchLibrary = ({ authServiceFor, userFromOidc }: Awaited<ReturnType<typeof loadOidc>>) => {
    if (stopped || unwatch) return;
    const service = authServiceFor(input.config);
    const events = service.manager.events;
    // Only a user whose ID token this tab checked reaches the app (a renewal's is checked after the library loads it).
    const onLoaded = (user: Parameters<Parameters<typeof events.addUserLoaded>[0]>[0]) => {
      if (service.isTrusted(user)) send({ type: 'auth.user.loaded', user: userFromOidc(user) });
    };
    events.addAccessTokenExpiring(onExpiring);
    events.addAccessTokenExpired(onExpired);
    events.addUserLoaded(onLoaded);
    // Arms the library's expiry timers for a user the app restored from storage before the library was there.
    void service.manager.getUser().catch(() => null);
    unwatch = () => {
      events.removeAccessTokenExpiring(onExpiring);
      events.removeAccessTokenExpired(onExpired);
      events.removeUserLoaded(onLoaded);
    };
  };
  // A failed import (offline) is tried again when the network comes back. The renewal's own chunk (auth-renewal.ts)
  // comes with the library, so that a renewal due while offline still tries the provider, as before it was split off.
  const load = () => {
    void loadOidc().then(watchLibrary, () => undefined);
    void import('./auth-renewal').catch(() => undefined);
  };
  const cancelLoad = oidcRequested() ? (load(), () => undefined) : afterStart(load);
  const checkExpiry = () => {
    if (document.visibilityState !== 'visible') return;
    const stored = readStoredUser(input.config);
    if (stored.kind === 'expired') send({ type: 'auth.token.expiring' });
    else if (stored.kind === 'valid' && stored.user.expires_at !== undefined && stored.user.expires_at - Math.floor(Date.now() / 1000) <= 30) {
      send({ type: 'auth.token.expiring' });
    }
  };
  // A11: a sign-out in a tab this one did not hear (it was in the back/forward cache or on another page).
  const checkSignedOut = () => {
    if (isSignedOutElsewhere()) send({ type: 'auth.signedOut.elsewhere' });
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === signedOutMarkerKey) checkSignedOut();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) checkSignedOut();
  };
  const onVisible = () => {
    checkSignedOut();
    checkExpiry();
  };
  const onOnline = () => {
    send({ type: 'auth.online' });
    if (!unwatch) load();
    checkExpiry();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', onOnline);
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onPageShow);
  checkSignedOut();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(authChannelName);
  if (channel) {
    channel.onmessage = (message: MessageEvent<AuthBroadcast>) => {
      if (message.data?.type === 'signedOut') send({ type: 'auth.signedOut.elsewhere' });
    };
  }
  return () => {
    stopped = true;
    cancelLoad();
    unwatch?.();
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onPageShow);
    channel?.close();
  };
});
