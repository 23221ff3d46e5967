/** Actor logic of the auth machine: each wraps one call of the auth service. */
import { fromCallback, fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../config/runtime-config';
import type { AuthUser } from './auth-user';
import { isSignedOutElsewhere, signedOutMarkerKey } from './auth-storage';
import { KeysUnavailableError } from './jws-base';
import type { AuthBroadcast } from './oidc';
import { afterStart, authChannelName, authService, loadOidc, oidcRequested, readStoredUser, storedAuthUser } from './oidc-lazy';

export type RenewFailure = 'invalidGrant' | 'network' | 'other';

/** Classifies a renewal failure: a rejected grant or identity mismatch ends the session; a network error waits. */
export function classifyRenewError(error: unknown): RenewFailure {
  const e = error as { error?: unknown; message?: unknown; name?: unknown };
  if (e && (e.error === 'invalid_grant' || e.error === 'login_required' || e.error === 'invalid_client' || e.error === 'invalid_id_token')) return 'invalidGrant';
  // The provider's keys could not be fetched to check the new ID token: like a network error, try again later.
  if (error instanceof KeysUnavailableError) return 'network';
  const message = typeof e?.message === 'string' ? e.message : '';
  if (/sub .*does not match|sub in id_token/i.test(message)) return 'invalidGrant';
  // A8: the provider's frame never answered a silent sign-in (third-party cookies blocked, an error page) after the
  // library's own retries: waiting for the network would never end, so sign in interactively, unless offline.
  if (/iframe timed out/i.test(message) && !(typeof navigator !== 'undefined' && navigator.onLine === false)) return 'invalidGrant';
  if (error instanceof TypeError || e?.name === 'ErrorTimeout' || /network|failed to fetch|timed? ?out/i.test(message)) return 'network';
  return 'other';
}

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

export const renewSession = fromPromise<AuthUser, { config: RuntimeConfig }>(async ({ input }) => {
  try {
    const { authServiceFor, userFromOidc } = await loadOidc();
    const user = await authServiceFor(input.config).renew(true);
    if (!user) throw Object.assign(new Error('No session to renew'), { error: 'login_required' });
    return userFromOidc(user);
  } catch (error) {
    throw Object.assign(new Error('Renewal failed'), { failure: classifyRenewError(error), cause: error });
  }
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
  // A failed import (offline) is tried again when the network comes back.
  const load = () => void loadOidc().then(watchLibrary, () => undefined);
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
