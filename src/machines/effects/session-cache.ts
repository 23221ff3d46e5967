/**
 * The remembered session (issue 12 point 4): the last session data of a signed-in user (company, navigation, user
 * profile with its appearance), kept in this tab's sessionStorage next to the OIDC user, so that a returning user's
 * shell and dashboard render at once while the fresh data is fetched.
 *
 * - One entry per tenant and user: the key and the entry both name them, and a read for another tenant or user never
 *   answers (SECURITY-TESTS T6). Saving one entry removes every other.
 * - Cleared at sign-out with the rest of the app's storage (`clearAppStorage`: every `backoffice.` key), by the
 *   expired session and by a sign-out in another tab; a read after a sign-out elsewhere answers nothing.
 * - What is read goes through the same checks as the services' answers (a damaged or tampered entry is removed and
 *   not used), and an entry older than `sessionCacheMaxAgeMs` is not used.
 */
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../config/runtime-config';
import { parseTenantHost } from '../../config/tenant-host';
import { parseNavigation } from '../navigation';
import { isSignedOutElsewhere } from './auth-flags';
import { parseCompany } from './get-company';
import { parseUserProfile } from './get-user';
import type { SessionData } from './load-session';

export const sessionCachePrefix = 'backoffice.session.remembered.';
/** A remembered session older than this is not shown (the tokens of a session this old have long been renewed). */
export const sessionCacheMaxAgeMs = 12 * 60 * 60 * 1000;
const version = 1;

/** Whose session: the tenant (the address's subdomain) and the user's `sub`. */
export interface SessionOwner {
  tenant: string;
  sub: string;
}

export const sessionCacheKey = (owner: SessionOwner): string => `${sessionCachePrefix}${encodeURIComponent(owner.tenant)}/${encodeURIComponent(owner.sub)}`;

interface StoredSession {
  version: number;
  tenant: string;
  sub: string;
  savedAt: number;
  data: SessionData;
}

const storageOf = (storage?: Storage | null): Storage | null => {
  if (storage !== undefined) return storage;
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

const cacheKeys = (storage: Storage): string[] => {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(sessionCachePrefix)) keys.push(key);
  }
  return keys;
};

/** Removes every remembered session of this tab. */
export function forgetSessions(storage?: Storage | null): void {
  const store = storageOf(storage);
  if (!store) return;
  try {
    cacheKeys(store).forEach((key) => store.removeItem(key));
  } catch {
    // Storage unavailable: nothing is remembered either.
  }
}

/** Remembers `data` as the session of `owner` (and forgets any other). */
export function rememberSession(owner: SessionOwner, data: SessionData, { storage, now = Date.now() }: { storage?: Storage | null; now?: number } = {}): void {
  const store = storageOf(storage);
  if (!store || owner.tenant === '' || owner.sub === '') return;
  const key = sessionCacheKey(owner);
  try {
    cacheKeys(store)
      .filter((k) => k !== key)
      .forEach((k) => store.removeItem(k));
    const entry: StoredSession = { version, tenant: owner.tenant, sub: owner.sub, savedAt: now, data };
    store.setItem(key, JSON.stringify(entry));
  } catch {
    // Full or blocked storage: the next start loads the session as before.
    forgetSessions(store);
  }
}

/** The remembered session of `owner`, checked; null when there is none, it is someone else's, too old or damaged. */
export function recallSession(owner: SessionOwner, { storage, now = Date.now() }: { storage?: Storage | null; now?: number } = {}): SessionData | null {
  const store = storageOf(storage);
  if (!store || owner.tenant === '' || owner.sub === '') return null;
  const key = sessionCacheKey(owner);
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as Partial<StoredSession> | null;
    if (!entry || entry.version !== version || entry.tenant !== owner.tenant || entry.sub !== owner.sub) throw new TypeError('not this session');
    if (typeof entry.savedAt !== 'number' || !(now - entry.savedAt >= 0 && now - entry.savedAt < sessionCacheMaxAgeMs)) throw new TypeError('expired');
    const data = entry.data as Partial<Record<keyof SessionData, unknown>> | undefined;
    if (!data) throw new TypeError('no data');
    const company = parseCompany(data.company);
    // A suspended tenant's company is never shown as a working shell.
    if (company.slug !== owner.tenant || company.status === 'suspended') throw new TypeError('another company');
    return { company, navigation: parseNavigation(data.navigation), profile: parseUserProfile(data.profile) };
  } catch {
    try {
      store.removeItem(key);
    } catch {
      // Nothing more to do.
    }
    return null;
  }
}

/** The tenant of this page's address (its subdomain), '' on the base domain or a foreign host. */
export function currentTenant(config: Pick<RuntimeConfig, 'tenantBaseDomain'>, host: string = typeof location === 'undefined' ? '' : location.host): string {
  const tenant = parseTenantHost(host, config.tenantBaseDomain);
  return tenant.kind === 'tenant' ? tenant.slug : '';
}

/** The session machine's recall: this tab's remembered session of the signed-in user, unless they signed out elsewhere. */
export const recallStoredSession = fromPromise<SessionData | null, { config: RuntimeConfig; sub: string }>(async ({ input }) => {
  if (isSignedOutElsewhere()) {
    forgetSessions();
    return null;
  }
  return recallSession({ tenant: currentTenant(input.config), sub: input.sub });
});

/** The session machine's `rememberSession` action in the browser. */
export const rememberSessionData = (_: unknown, params: { config: RuntimeConfig; sub: string; data: SessionData }): void =>
  rememberSession({ tenant: currentTenant(params.config), sub: params.sub }, params.data);

/** The session machine's `forgetSession` action in the browser. */
export const forgetSessionData = (): void => forgetSessions();
