/** Session-storage flags of the sign-in and sign-out flows (the start-up's reads are in auth-flags.ts). */
import { chainKey, logoutFlagKey, readLocal, signedOutMarkerKey, write, type SessionChain } from './auth-flags';

export {
  callbackFailurePauseMs,
  clearCallbackFailed,
  clearLogoutFlag,
  hasRecentCallbackFailure,
  isLogoutFlagHeld,
  isSignedOutElsewhere,
  logoutFlagTtlMs,
  markCallbackFailed,
  readSessionChain,
  signedOutMarkerKey,
  type SessionChain,
} from './auth-flags';

export const setLogoutFlag = (now = Date.now()) => write(logoutFlagKey, String(now));

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

/** localStorage: the newest generation of a chain (a number, never a token), so a tab knows its refresh token is spent. */
const chainLatestPrefix = 'backoffice.session.latest.';

const writeLocal = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Blocked storage: this tab cannot coordinate; the Web Lock still serializes renewals.
  }
};

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

