/**
 * The OpenID Connect client without its library at start-up (issue 12 point 4): oidc-client-ts and the auth service
 * around it (./oidc, about 17 KiB gzip) are a lazy chunk. A returning user whose stored user is valid starts from
 * that user as the library itself keeps it in the tab's sessionStorage, and the library loads once the first screen
 * has painted (`afterStart`); everything else (sign-in, its callback, an expired user, renewal, sign-out, a stored
 * entry this module cannot read) waits for the library and takes exactly the path it took before.
 */
import type { RuntimeConfig } from '../../config/runtime-config';
import { toAuthUser, type AuthUser } from './auth-user';

type OidcModule = typeof import('./oidc');

/** The channel of the auth messages between the tabs of this origin (./oidc's AuthBroadcast). */
export const authChannelName = 'backoffice-auth';
type AuthService = InstanceType<OidcModule['AuthService']>;

let loading: Promise<OidcModule> | null = null;

/** Whether anything asked for the library yet (then it is loading or there). */
export const oidcRequested = () => loading !== null;

/** The auth service's module, imported once; a failed import (offline) is tried again at the next call. */
export function loadOidc(): Promise<OidcModule> {
  loading ??= import('./oidc').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The page's auth service (see `authServiceFor`), once its library has loaded. */
export const authService = (config: RuntimeConfig): Promise<AuthService> => loadOidc().then((m) => m.authServiceFor(config));

/** What this module reads of the library's stored user (oidc-client-ts' `User.toStorageString`). */
export interface StoredUser {
  access_token: string;
  refresh_token?: string;
  /** Seconds since the epoch; absent: the token does not expire (the library's `expired` is then undefined). */
  expires_at?: number;
  profile: Record<string, unknown>;
}

export type StoredUserRead =
  | { kind: 'none' }
  | { kind: 'valid'; user: StoredUser }
  | { kind: 'expired'; user: StoredUser }
  /** Stored but not in the shape this module knows (or storage is blocked): only the library may decide. */
  | { kind: 'unreadable' };

/** oidc-client-ts' key: its store's prefix `oidc.` and the user manager's `user:<authority>:<client id>`. */
export const userStoreKey = (config: Pick<RuntimeConfig, 'authority' | 'clientId'>) => `oidc.user:${config.authority}:${config.clientId}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored user and whether its access token is still valid, with the library's clock rule (whole seconds). */
export function readStoredUser(config: Pick<RuntimeConfig, 'authority' | 'clientId'>, now = Date.now()): StoredUserRead {
  let text: string | null;
  try {
    text = sessionStorage.getItem(userStoreKey(config));
  } catch {
    return { kind: 'unreadable' };
  }
  if (text === null) return { kind: 'none' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { kind: 'unreadable' };
  }
  if (!isRecord(data) || typeof data.access_token !== 'string' || data.access_token === '' || !isRecord(data.profile)) return { kind: 'unreadable' };
  const expiresAt = data.expires_at;
  if (expiresAt !== undefined && (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt))) return { kind: 'unreadable' };
  const user: StoredUser = {
    access_token: data.access_token,
    profile: data.profile,
    ...(typeof data.refresh_token === 'string' ? { refresh_token: data.refresh_token } : {}),
    ...(expiresAt !== undefined ? { expires_at: expiresAt } : {}),
  };
  return expiresAt !== undefined && expiresAt - Math.floor(now / 1000) <= 0 ? { kind: 'expired', user } : { kind: 'valid', user };
}

/** The identity of a valid stored user, as the auth service's `restore` gives it. */
export const storedAuthUser = (user: StoredUser): AuthUser => toAuthUser(user.profile, user.expires_at);

/**
 * The access token for an API call: a valid stored one at once, none without a stored user, and otherwise the
 * auth service's answer (it renews an expired token first).
 */
export async function accessToken(config: RuntimeConfig): Promise<string | null> {
  const stored = readStoredUser(config);
  if (stored.kind === 'valid') return stored.user.access_token;
  if (stored.kind === 'none') return null;
  return (await authService(config)).accessToken();
}

/**
 * Runs `task` once the page has painted a frame and is idle (at most `timeoutMs` later), or after `timeoutMs` when
 * no frame comes (a hidden tab). Returns a cancel.
 */
export function afterStart(task: () => void, timeoutMs = 2000): () => void {
  let done = false;
  let frame: number | undefined;
  let idle: number | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    task();
  };
  const fallback = setTimeout(run, timeoutMs);
  const cancel = () => {
    clearTimeout(fallback);
    if (frame !== undefined && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
  if (typeof requestAnimationFrame === 'function') {
    frame = requestAnimationFrame(() => {
      frame = undefined;
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: timeoutMs });
      else setTimeout(run, 0);
    });
  }
  return () => {
    done = true;
    cancel();
  };
}
