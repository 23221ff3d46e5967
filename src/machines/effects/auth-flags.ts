/**
 * The session-storage flags of the sign-in and sign-out flows that the start-up reads (a logout in progress, a
 * failed callback, a sign-out in another tab). The flows' other storage (setting the flags, the refresh-token chain's
 * writes, clearing the app's keys) is in auth-storage.ts, which re-exports these: only the OIDC side uses it, so it
 * stays out of the start-up code (issue 12 point 5).
 */
export const logoutFlagKey = 'backoffice.logoutInProgress';
const callbackFailedKey = 'backoffice.callbackFailedAt';
/** The logout-in-progress flag expires so that a crashed logout cannot wedge start-up (SECURITY-TESTS A13). */
export const logoutFlagTtlMs = 2 * 60 * 1000;
/** After a failed callback, automatic sign-in pauses this long to avoid redirect loops (SECURITY-TESTS A7). */
export const callbackFailurePauseMs = 30 * 1000;

export const read = (key: string): string | null => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};
export const write = (key: string, value: string | null) => {
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

export const clearLogoutFlag = () => write(logoutFlagKey, null);
export const isLogoutFlagHeld = (now = Date.now()) => isRecent(logoutFlagKey, logoutFlagTtlMs, now);

export const markCallbackFailed = (now = Date.now()) => write(callbackFailedKey, String(now));
export const clearCallbackFailed = () => write(callbackFailedKey, null);
export const hasRecentCallbackFailure = (now = Date.now()) => isRecent(callbackFailedKey, callbackFailurePauseMs, now);

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

export const chainKey = 'backoffice.session.chain';
/** localStorage: when a user last signed out in any tab of this origin (SECURITY-TESTS A11). */
export const signedOutMarkerKey = 'backoffice.signedOutAt';

export const readLocal = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
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

/** A sign-out in any tab after this tab's session began (or a session of unknown start, once anyone signed out). */
export function isSignedOutElsewhere(chain: SessionChain | null = readSessionChain()): boolean {
  const at = Number(readLocal(signedOutMarkerKey));
  if (!Number.isFinite(at) || at <= 0) return false;
  return chain === null || at >= chain.signedInAt;
}
