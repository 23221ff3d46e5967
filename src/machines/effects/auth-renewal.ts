/**
 * The session's renewal, out of the start-up (a returning user's first screen renews nothing): loaded by the auth
 * machine's renewSession (auth-actors.ts) when the token is about to expire or has expired.
 */
import type { AuthUser } from './auth-user';
import { KeysUnavailableError } from './jws-base';
import { loadOidc } from './oidc-lazy';
import type { RuntimeConfig } from '../../config/runtime-config';

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

/** Renews the session silently; rejects with `failure` (classifyRenewError) and the library's error as `cause`. */
export async function renewUser(config: RuntimeConfig): Promise<AuthUser> {
  try {
    const { authServiceFor, userFromOidc } = await loadOidc();
    const user = await authServiceFor(config).renew(true);
    if (!user) throw Object.assign(new Error('No session to renew'), { error: 'login_required' });
    return userFromOidc(user);
  } catch (error) {
    throw Object.assign(new Error('Renewal failed'), { failure: classifyRenewError(error), cause: error });
  }
}
