/** Session-storage flags of the sign-in and sign-out flows. */
const logoutFlagKey = 'backoffice.logoutInProgress';
const callbackFailedKey = 'backoffice.callbackFailedAt';
/** The logout-in-progress flag expires so that a crashed logout cannot wedge start-up (SECURITY-TESTS A13). */
export const logoutFlagTtlMs = 2 * 60 * 1000;
/** After a failed callback, automatic sign-in pauses this long to avoid redirect loops (SECURITY-TESTS A7). */
export const callbackFailurePauseMs = 30 * 1000;

const read = (key: string): string | null => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string | null) => {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Blocked storage: the flag lasts for this page only, which is safe.
  }
};

const isRecent = (key: string, ttl: number, now: number) => {
  const at = Number(read(key));
  return Number.isFinite(at) && at > 0 && now - at >= 0 && now - at < ttl;
};

export const setLogoutFlag = (now = Date.now()) => write(logoutFlagKey, String(now));
export const clearLogoutFlag = () => write(logoutFlagKey, null);
export const isLogoutFlagHeld = (now = Date.now()) => isRecent(logoutFlagKey, logoutFlagTtlMs, now);

export const markCallbackFailed = (now = Date.now()) => write(callbackFailedKey, String(now));
export const clearCallbackFailed = () => write(callbackFailedKey, null);
export const hasRecentCallbackFailure = (now = Date.now()) => isRecent(callbackFailedKey, callbackFailurePauseMs, now);

/** Prefix of every key the app keeps in web storage: cleared on sign-out. */
export const appStoragePrefix = 'backoffice.';

/** Removes the app's keys from both storages, except the locale choice and the sign-out marker, which are not user data. */
export function clearAppStorage(keep: readonly string[] = ['backoffice.locale', 'backoffice.signedOutAt']): void {
  for (const storage of [sessionStorage, localStorage]) {
    try {
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key && (key.startsWith(appStoragePrefix) || key.startsWith('oidc.')) && !keep.includes(key)) keys.push(key);
      }
      keys.forEach((k) => storage.removeItem(k));
    } catch {
      // Storage unavailable: nothing to clear.
    }
  }
}

/**
 * The refresh-token chain this tab holds (SECURITY-TESTS A9). A tab copied by "Duplicate tab" or `window.open`
 * inherits the session storage, hence the chain: tabs of one chain renew one at a time (a Web Lock) and hand the
 * rotated tokens to each other, so that no refresh token is ever sent twice. `generation` counts the renewals.
 */
export interface SessionChain {
  id: string;
  generation: number;
  /** When the session was signed in (ms since the epoch): a sign-out elsewhere after it ends it. */
  signedInAt: number;
}

const chainKey = 'backoffice.session.chain';
/** localStorage: the newest generation of a chain (a number, never a token), so a tab knows its refresh token is spent. */
const chainLatestPrefix = 'backoffice.session.latest.';
/** localStorage: when a user last signed out in any tab of this origin (SECURITY-TESTS A11). */
export const signedOutMarkerKey = 'backoffice.signedOutAt';

const readLocal = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const writeLocal = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Blocked storage: this tab cannot coordinate; the Web Lock still serializes renewals.
  }
};

export function readSessionChain(): SessionChain | null {
  try {
    const value = JSON.parse(read(chainKey) ?? 'null') as Partial<SessionChain> | null;
    if (!value || typeof value.id !== 'string' || !Number.isInteger(value.generation) || typeof value.signedInAt !== 'number') return null;
    return { id: value.id, generation: value.generation!, signedInAt: value.signedInAt };
  } catch {
    return null;
  }
}

export const writeSessionChain = (chain: SessionChain) => write(chainKey, JSON.stringify(chain));

/** A new chain for a new sign-in. */
export function startSessionChain(now = Date.now()): SessionChain {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const chain = { id: Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(''), generation: 0, signedInAt: now };
  writeSessionChain(chain);
  return chain;
}

export function latestGeneration(chainId: string): number {
  const value = Number(readLocal(chainLatestPrefix + chainId));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

export function recordLatestGeneration(chainId: string, generation: number): void {
  if (generation > latestGeneration(chainId)) writeLocal(chainLatestPrefix + chainId, String(generation));
}

export const markSignedOut = (now = Date.now()) => writeLocal(signedOutMarkerKey, String(now));

/** A sign-out in any tab after this tab's session began (or a session of unknown start, once anyone signed out). */
export function isSignedOutElsewhere(chain: SessionChain | null = readSessionChain()): boolean {
  const at = Number(readLocal(signedOutMarkerKey));
  if (!Number.isFinite(at) || at <= 0) return false;
  return chain === null || at >= chain.signedInAt;
}
