/**
 * The client's own check of an ID token (OIDC Core 3.1.3.7, SECURITY-TESTS A2, A15): oidc-client-ts decodes the ID
 * token without verifying its signature, so the claims the app trusts for permissions are checked here first:
 * an RS256 signature by a key of the provider's JWKS (jws.ts, the same code the services verify access tokens with),
 * the provider's `iss`, this client in `aud` (and `azp` when there are several audiences), an `exp` in the future,
 * a `sub`, and on renewal the same `sub` as before.
 */
import { CLOCK_SKEW_SECONDS, KeysUnavailableError, type KeySource } from './jws-base';

export interface IdTokenExpectations {
  keys: KeySource;
  /** The provider's issuer identifier (its discovery document's `issuer`). */
  issuer: string;
  /** This client's id: must be an audience. */
  clientId: string;
  /** On renewal: the subject of the session being renewed. */
  sub?: string;
  /** Milliseconds since the epoch. @default Date.now() */
  now?: number;
  /** @default CLOCK_SKEW_SECONDS */
  skewSeconds?: number;
}

export type IdTokenCheck = { ok: true; claims: Record<string, unknown> } | { ok: false; reason: string };

/** Thrown by the auth service when an ID token is refused; `error` makes the renewal end the session. */
export class IdTokenRefusedError extends Error {
  override name = 'IdTokenRefusedError';
  readonly error = 'invalid_id_token';
}

/** Checks an ID token; resolves `{ ok: false, reason }` for a refused token, rejects only with `KeysUnavailableError`. */
export async function checkIdToken(token: unknown, expected: IdTokenExpectations): Promise<IdTokenCheck> {
  const { keys, issuer, clientId, sub, now = Date.now(), skewSeconds = CLOCK_SKEW_SECONDS } = expected;
  if (typeof token !== 'string' || token === '') return { ok: false, reason: 'There is no ID token' };
  // The verification code arrives with the first token to check (a returning user's start needs none).
  const { verifyJws } = await import('./jws');
  const verified = await verifyJws(token, keys, (header) => {
    // An access token (typ at+jwt) is not an ID token, even when signed by the same provider.
    const typ = typeof header.typ === 'string' ? header.typ.toLowerCase() : 'jwt';
    return typ === 'jwt' || typ === 'application/jwt' ? null : `The token is not an ID token (typ ${typ})`;
  });
  if (!verified.ok) return verified;
  const claims = verified.payload;
  const fail = (reason: string): IdTokenCheck => ({ ok: false, reason });
  if (claims.iss !== issuer) return fail(`The ID token was issued by ${JSON.stringify(claims.iss ?? null)}, not by ${issuer}`);
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(clientId)) return fail('The ID token is not meant for this client (aud)');
  if (audiences.length > 1 && claims.azp !== clientId) return fail('The ID token names another authorized party (azp)');
  if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) return fail('The ID token has no expiry');
  if (claims.exp + skewSeconds <= now / 1000) return fail('The ID token has expired');
  if (typeof claims.iat !== 'number' || claims.iat - skewSeconds > now / 1000) return fail('The ID token has no valid issue time (iat)');
  if (typeof claims.sub !== 'string' || claims.sub === '') return fail('The ID token names no subject');
  if (sub !== undefined && claims.sub !== sub) return fail(`The ID token's sub ${JSON.stringify(claims.sub)} does not match the session's`);
  return { ok: true, claims };
}

/** Resolves when the token is accepted; rejects with IdTokenRefusedError (or KeysUnavailableError). */
export async function assertIdToken(token: unknown, expected: IdTokenExpectations): Promise<void> {
  const result = await checkIdToken(token, expected);
  if (!result.ok) throw new IdTokenRefusedError(result.reason);
}

export { KeysUnavailableError };
