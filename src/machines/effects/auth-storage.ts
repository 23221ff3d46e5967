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

/** Removes the app's keys from both storages, except the locale choice, which is not user data. */
export function clearAppStorage(keep: readonly string[] = ['backoffice.locale']): void {
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
