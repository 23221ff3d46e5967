/**
 * Verification of the identity provider's access tokens, as a real service does it: an RS256 JWT
 * (`typ: at+jwt`) whose `kid` names a key of the provider's JWKS, checked with WebCrypto, unexpired, of
 * the expected issuer and audience. No Mirage here: `auth.ts` turns the outcome into 401/403 answers. The keys and
 * the signature check are the client's own (machines/effects/jws.ts), which checks ID tokens the same way.
 */
import { CLOCK_SKEW_SECONDS, verifyJws, type KeySource } from '../../machines/effects/jws';

export {
  CLOCK_SKEW_SECONDS,
  KEY_REFETCH_COOLDOWN_MS,
  KeysUnavailableError,
  remoteKeys,
  staticKeys,
  type Jwk,
  type Jwks,
  type KeySource,
  type RemoteKeyOptions,
} from '../../machines/effects/jws';

/** The audience of every access token for the back-office API (server/idp.ts `apiAudience`). */
export const API_AUDIENCE = 'urn:backoffice:api';

/** The claims the services use, read from a verified token. */
export interface AccessTokenClaims {
  sub: string;
  name: string;
  /** Tenant slugs (`tenants` claim). */
  tenants: string[];
  /** `permissions` claim. */
  permissions: string[];
  /** Seconds since the epoch. */
  exp: number;
}

export type VerifyResult = { ok: true; claims: AccessTokenClaims } | { ok: false; reason: string };

export interface VerifyOptions {
  keys: KeySource;
  /** The expected `iss`; not checked when undefined or ''. */
  issuer?: string;
  /** @default API_AUDIENCE */
  audience?: string;
  /** Milliseconds since the epoch. @default Date.now() */
  now?: number;
  /** @default CLOCK_SKEW_SECONDS */
  skewSeconds?: number;
}

/** A claim holding a list of strings; a single string counts as a list of one (as the client reads it). */
const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? [value] : [];

const fail = (reason: string): VerifyResult => ({ ok: false, reason });

/**
 * Verifies a compact JWS access token. Refuses anything but RS256 (no `none`, no HS256 with the public key as
 * secret), a `typ` other than `at+jwt`, a `kid` the provider does not have, a bad signature, an expired or
 * not-yet-valid token, another issuer or audience, and a token without `sub`. Rejects only with
 * `KeysUnavailableError`.
 */
export async function verifyAccessToken(token: string, options: VerifyOptions): Promise<VerifyResult> {
  const { keys, issuer, audience = API_AUDIENCE, now = Date.now(), skewSeconds = CLOCK_SKEW_SECONDS } = options;
  const verified = await verifyJws(token, keys, (header) => {
    const typ = typeof header.typ === 'string' ? header.typ.toLowerCase() : '';
    return typ !== 'at+jwt' && typ !== 'application/at+jwt' ? 'The token is not an access token (typ at+jwt)' : null;
  });
  if (!verified.ok) return fail(verified.reason);
  const { payload } = verified;

  const seconds = now / 1000;
  if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) return fail('The token has no expiry');
  if (payload.exp + skewSeconds <= seconds) return fail('The token has expired');
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf - skewSeconds > seconds)) return fail('The token is not valid yet');
  if (issuer && payload.iss !== issuer) return fail('The token was issued by another identity provider');
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!audiences.includes(audience)) return fail('The token is not meant for this API');
  if (typeof payload.sub !== 'string' || payload.sub === '') return fail('The token names no subject');
  return {
    ok: true,
    claims: {
      sub: payload.sub,
      name: typeof payload.name === 'string' ? payload.name : '',
      tenants: stringList(payload.tenants),
      permissions: stringList(payload.permissions),
      exp: payload.exp,
    },
  };
}
