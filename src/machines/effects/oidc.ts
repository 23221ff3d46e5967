/**
 * The OpenID Connect client (oidc-client-ts) with the settings of SECURITY-TESTS.md: authorization code with
 * PKCE S256, a fresh nonce per request, the user in sessionStorage, renewal with the refresh token 30 s before
 * expiry, one renewal at a time within a tab and across tabs (Web Locks), sign-out followed by every tab.
 */
import { User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { RuntimeConfig } from '../../config/runtime-config';
import { toAuthUser, type AuthUser } from './auth-user';
import { resetApiClient } from './api-client';
import {
  clearAppStorage,
  clearLogoutFlag,
  latestGeneration,
  markSignedOut,
  readSessionChain,
  recordLatestGeneration,
  setLogoutFlag,
  startSessionChain,
  writeSessionChain,
  type SessionChain,
} from './auth-storage';
import { assertIdToken, IdTokenRefusedError } from './id-token';
import { lazyRemoteKeys, type KeySource } from './jws-base';
import { authChannelName } from './oidc-lazy';

export { authChannelName };
/**
 * Messages between the tabs of this origin: a sign-out, and the refresh-token hand-over of a chain (A9): `renewed`
 * carries the rotated user to the other tabs of the chain; `latest` asks them for it (a tab that missed it).
 */
export type AuthBroadcast =
  | { type: 'signedOut' }
  | { type: 'renewed'; chain: string; generation: number; user: string }
  | { type: 'latest'; chain: string; generation: number };

/** How long a tab whose refresh token was spent by another tab waits for that tab to hand over the newer one. */
export const handOverTimeoutMs = 1500;
/**
 * Before sending its refresh token, a tab asks the others of its chain for newer tokens and waits this long: the
 * storage marker of a renewal that just finished in another process may not be visible yet.
 */
export const handOverAskMs = 400;

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

/** A spent refresh token that no tab handed over: the session cannot be renewed without replaying it. */
const chainLost = () => Object.assign(new Error('The refresh token of this tab was used by another tab that is gone'), { error: 'login_required' });

/** One auth service per page. */
export class AuthService {
  readonly manager: UserManager;
  private renewal: Promise<User | null> | null = null;
  private readonly keys: KeySource;
  /** ID tokens this tab verified: only users carrying one are trusted (A15). */
  private readonly trusted = new Set<string>();
  private channel: BroadcastChannel | null = null;
  private readonly handOverWaiters = new Set<() => void>();

  constructor(
    readonly config: RuntimeConfig,
    readonly origin: string,
    manager?: UserManager,
    keys?: KeySource,
  ) {
    this.manager = manager ?? createUserManager(config, origin);
    this.keys = keys ?? lazyRemoteKeys(config.authority);
    this.listen();
  }

  /** Whether a loaded user's ID token passed this tab's checks. */
  isTrusted(user: Pick<User, 'id_token'>): boolean {
    return user.id_token !== undefined && this.trusted.has(user.id_token);
  }

  /**
   * OIDC Core 3.1.3.7 (A2, A15): the ID token's signature against the provider's keys, its issuer, audience and
   * expiry, and on renewal the same subject. A refused user is removed from storage before the error goes up.
   */
  async verifyUser(user: User, previousSub?: string): Promise<void> {
    if (user.id_token !== undefined && this.trusted.has(user.id_token) && previousSub === undefined) return;
    try {
      const issuer = await this.manager.metadataService.getIssuer();
      await assertIdToken(user.id_token, {
        keys: this.keys,
        issuer,
        clientId: this.config.clientId,
        ...(previousSub !== undefined ? { sub: previousSub } : {}),
      });
    } catch (error) {
      if (error instanceof IdTokenRefusedError) {
        console.warn(`The identity provider's answer was refused: ${error.message}`);
        await this.manager.removeUser().catch(() => undefined);
      }
      throw error;
    }
    if (user.id_token) this.trusted.add(user.id_token);
  }

  private post(message: AuthBroadcast): void {
    this.channel?.postMessage(message);
  }

  /** Answers and takes the hand-over of the chain's tokens from the other tabs (A9). */
  private listen(): void {
    if (typeof BroadcastChannel === 'undefined' || typeof window === 'undefined') return;
    this.channel = new BroadcastChannel(authChannelName);
    this.channel.addEventListener('message', (message: MessageEvent<AuthBroadcast>) => {
      const data = message.data;
      const chain = readSessionChain();
      if (!chain || !data || typeof data !== 'object' || !('chain' in data) || data.chain !== chain.id) return;
      if (data.type === 'latest' && data.generation < chain.generation) {
        void this.manager.getUser().then((user) => {
          const now = readSessionChain();
          if (user && now?.id === chain.id) this.post({ type: 'renewed', chain: now.id, generation: now.generation, user: user.toStorageString() });
        });
      }
      if (data.type === 'renewed' && data.generation > chain.generation) void this.adopt(chain, data.generation, data.user);
    });
  }

  /** Takes a newer user of this tab's chain from another tab: stored, checked, and announced to the app. */
  private async adopt(chain: SessionChain, generation: number, stored: string): Promise<void> {
    let user: User;
    try {
      user = User.fromStorageString(stored);
    } catch {
      return;
    }
    const current = await this.manager.getUser().catch(() => null);
    if (!current || current.profile.sub !== user.profile.sub) return;
    try {
      await this.verifyUser(user, current.profile.sub);
    } catch {
      return;
    }
    const now = readSessionChain();
    if (!now || now.id !== chain.id || now.generation >= generation) return;
    writeSessionChain({ ...now, generation });
    await this.manager.storeUser(user);
    // Restarts the expiry timers and tells the app (auth.user.loaded).
    this.manager.events.load(user);
    for (const wake of [...this.handOverWaiters]) wake();
  }

  /** Waits until a tab hands over the chain's `generation` (or newer); false after the time limit. */
  private waitForHandOver(chainId: string, generation: number, timeoutMs = handOverTimeoutMs): Promise<boolean> {
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.handOverWaiters.delete(check);
        resolve(ok);
      };
      const check = () => {
        const chain = readSessionChain();
        if (chain?.id === chainId && chain.generation >= generation) done(true);
      };
      const timer = setTimeout(() => done(false), timeoutMs);
      this.handOverWaiters.add(check);
      check();
      this.post({ type: 'latest', chain: chainId, generation: readSessionChain()?.generation ?? 0 });
    });
  }

  /** The stored user, if its access token is still valid. */
  async currentUser(): Promise<User | null> {
    const user = await this.manager.getUser();
    return user && !user.expired ? user : null;
  }

  /**
   * The access token for an API call. A stored token that has expired (a tab whose timers slept, A5) is renewed first,
   * so the call waits for the renewal instead of going out without a token and coming back 401.
   */
  async accessToken(): Promise<string | null> {
    const user = await this.manager.getUser();
    if (!user) return null;
    if (!user.expired) return user.access_token;
    if (!user.refresh_token) return null;
    return (await this.renew(true).catch(() => null))?.access_token ?? null;
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
    await this.verifyUser(user);
    startSessionChain();
    const state = user.state as Partial<SignInState> | undefined;
    return { user: userFromOidc(user), returnTo: safeReturnPath(state?.returnTo) };
  }

  async completeSignOut(url: string): Promise<void> {
    await this.manager.signoutRedirectCallback(new URL(url, this.origin).href);
  }

  /**
   * Renews the tokens with the refresh token. Concurrent callers in this tab share one request, and a Web
   * Lock keeps tabs that share a refresh token (duplicated tabs) from using it twice: the tab that renews hands the
   * rotated tokens to the others of its chain, and a tab whose token another tab spent takes them over instead of
   * sending it again (A9). The renewed ID token must pass the checks, with the same subject (A15).
   */
  renew(force = false): Promise<User | null> {
    if (this.renewal) return this.renewal;
    const calledAt = readSessionChain();
    const run = async (): Promise<User | null> => {
      let chain = readSessionChain();
      if (chain && this.channel) {
        const spent = latestGeneration(chain.id) > chain.generation;
        const handedOver = await this.waitForHandOver(chain.id, chain.generation + 1, spent ? handOverTimeoutMs : handOverAskMs);
        // Another tab spent this refresh token and is gone: sending it again would trip the provider's reuse detection.
        if (!handedOver && spent) throw chainLost();
      }
      chain = readSessionChain();
      const current = await this.manager.getUser();
      if (!current) return null;
      // Another tab of the chain renewed while this one waited: its tokens are this tab's now.
      if (chain && calledAt && chain.id === calledAt.id && chain.generation > calledAt.generation) return current;
      // Another caller may have renewed while this one waited for the lock.
      if (!force && current.expires_in !== undefined && current.expires_in > 45) return current;
      const renewed = await this.manager.signinSilent({ nonce: randomNonce() });
      if (!renewed) return renewed;
      if (chain) {
        const next = { ...chain, generation: chain.generation + 1 };
        writeSessionChain(next);
        recordLatestGeneration(next.id, next.generation);
      }
      await this.verifyUser(renewed, current.profile.sub);
      if (chain) this.post({ type: 'renewed', chain: chain.id, generation: chain.generation + 1, user: renewed.toStorageString() });
      return renewed;
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
    // Tabs that are not listening now (bfcache, another page) see the marker when they come back (A11).
    markSignedOut();
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
