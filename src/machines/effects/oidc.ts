/**
 * The OpenID Connect client (oidc-client-ts) with the settings of SECURITY-TESTS.md: authorization code with
 * PKCE S256, a fresh nonce per request, the user in sessionStorage, renewal with the refresh token 30 s before
 * expiry, one renewal at a time within a tab and across tabs (Web Locks), sign-out followed by every tab.
 */
import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { RuntimeConfig } from '../../config/runtime-config';
import { toAuthUser, type AuthUser } from './auth-user';
import { resetApiClient } from './api-client';
import { clearAppStorage, clearLogoutFlag, setLogoutFlag } from './auth-storage';

export const authChannelName = 'backoffice-auth';
export type AuthBroadcast = { type: 'signedOut' };

export interface SignInState {
  /** In-app path to return to after sign-in. */
  returnTo: string;
}

/** Only same-origin, in-app absolute paths are honoured as return addresses (no `//host`, no `/\host`). */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (/[\u0000-\u001f\\]/.test(value)) return '/';
  return value;
}

export function createUserManager(config: RuntimeConfig, origin: string): UserManager {
  return new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    scope: config.scope,
    response_type: 'code',
    redirect_uri: `${origin}/signin-oidc`,
    post_logout_redirect_uri: `${origin}/signout-callback-oidc`,
    silent_redirect_uri: `${origin}/silent-renew.html`,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    // Renewal is driven by the auth machine so that it is single-flight and observable.
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: 30,
    maxSilentRenewTimeoutRetries: 2,
    silentRequestTimeoutInSeconds: 10,
    requestTimeoutInSeconds: 15,
    validateSubOnSilentRenew: true,
    monitorSession: false,
    loadUserInfo: false,
    revokeTokenTypes: ['refresh_token'],
    revokeTokensOnSignout: false,
    filterProtocolClaims: true,
  });
}

const randomNonce = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

export const userFromOidc = (user: User): AuthUser => toAuthUser(user.profile as Record<string, unknown>, user.expires_at);

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });

/** One auth service per page. */
export class AuthService {
  readonly manager: UserManager;
  private renewal: Promise<User | null> | null = null;

  constructor(
    readonly config: RuntimeConfig,
    readonly origin: string,
    manager?: UserManager,
  ) {
    this.manager = manager ?? createUserManager(config, origin);
  }

  /** The stored user, if its access token is still valid. */
  async currentUser(): Promise<User | null> {
    const user = await this.manager.getUser();
    return user && !user.expired ? user : null;
  }

  async accessToken(): Promise<string | null> {
    return (await this.currentUser())?.access_token ?? null;
  }

  /** Restores the session of this tab: the stored user, renewed first when its token has expired. */
  async restore(): Promise<AuthUser | null> {
    const user = await this.manager.getUser();
    if (!user) return null;
    if (!user.expired) return userFromOidc(user);
    if (!user.refresh_token) {
      await this.manager.removeUser();
      return null;
    }
    const renewed = await this.renew(true).catch(() => null);
    return renewed ? userFromOidc(renewed) : null;
  }

  /** `prompt: 'login'` asks the provider for the sign-in form even when its session is valid (another account). */
  signIn(returnTo: string, uiLocale: string, prompt?: 'login'): Promise<void> {
    return this.manager.signinRedirect({
      nonce: randomNonce(),
      state: { returnTo: safeReturnPath(returnTo) } satisfies SignInState,
      ui_locales: uiLocale,
      ...(prompt ? { prompt } : {}),
    });
  }

  /** Completes the sign-in callback; the state is single-use, so a replayed URL fails. */
  async completeSignIn(url: string): Promise<{ user: AuthUser; returnTo: string }> {
    const user = await this.manager.signinRedirectCallback(new URL(url, this.origin).href);
    const state = user.state as Partial<SignInState> | undefined;
    return { user: userFromOidc(user), returnTo: safeReturnPath(state?.returnTo) };
  }

  async completeSignOut(url: string): Promise<void> {
    await this.manager.signoutRedirectCallback(new URL(url, this.origin).href);
  }

  /**
   * Renews the tokens with the refresh token. Concurrent callers in this tab share one request, and a Web
   * Lock keeps tabs that share a refresh token (duplicated tabs) from using it twice.
   */
  renew(force = false): Promise<User | null> {
    if (this.renewal) return this.renewal;
    const run = async (): Promise<User | null> => {
      const current = await this.manager.getUser();
      if (!current) return null;
      // Another caller may have renewed while this one waited for the lock.
      if (!force && current.expires_in !== undefined && current.expires_in > 45) return current;
      return this.manager.signinSilent({ nonce: randomNonce() });
    };
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    const task = locks ? locks.request(`oidc-renew:${this.config.clientId}`, run) : run();
    this.renewal = task.finally(() => {
      this.renewal = null;
    });
    return this.renewal;
  }

  /** Clears everything of the user in this tab: requests in flight, tokens, sign-in state, app storage. */
  async clearLocal(): Promise<void> {
    resetApiClient();
    await this.manager.removeUser().catch(() => undefined);
    await this.manager.clearStaleState().catch(() => undefined);
    clearAppStorage();
  }

  /**
   * Sign-out: flag it, tell the other tabs, revoke the refresh token (best effort, never blocking), clear
   * everything local, then go to the provider's end-session endpoint. Rejects when the provider cannot be
   * reached; the local session is gone by then.
   */
  async signOut(): Promise<void> {
    const user = await this.manager.getUser().catch(() => null);
    setLogoutFlag();
    broadcastAuth({ type: 'signedOut' });
    if (user?.refresh_token) await withTimeout(this.manager.revokeTokens(['refresh_token']), 3000).catch(() => undefined);
    await this.clearLocal();
    setLogoutFlag();
    await this.manager.signoutRedirect({ id_token_hint: user?.id_token });
  }
}

let service: AuthService | null = null;

export function authServiceFor(config: RuntimeConfig): AuthService {
  if (!service || service.config !== config) service = new AuthService(config, window.location.origin);
  return service;
}

export function broadcastAuth(message: AuthBroadcast): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(authChannelName);
  channel.postMessage(message);
  channel.close();
}

export { clearLogoutFlag };
