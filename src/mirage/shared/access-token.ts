/**
 * Verification of the identity provider's access tokens, as a real service does it: an RS256 JWT
 * (`typ: at+jwt`) whose `kid` names a key of the provider's JWKS, checked with WebCrypto, unexpired, of
 * the expected issuer and audience. No Mirage here: `auth.ts` turns the outcome into 401/403 answers.
 */

/** A JSON Web Key with the `kid` the DOM type leaves out. */
export type Jwk = JsonWebKey & { kid?: string; use?: string };
/** A JWKS document (`{ keys: [...] }`), as served at the provider's `jwks_uri`. */
export interface Jwks {
  keys: Jwk[];
}

/** The audience of every access token for the back-office API (server/idp.ts `apiAudience`). */
export const API_AUDIENCE = 'urn:backoffice:api';
/** Seconds of clock difference tolerated on `exp` and `nbf`. */
export const CLOCK_SKEW_SECONDS = 30;
/** An unknown `kid` refetches the provider's keys (key rotation), at most this often. */
export const KEY_REFETCH_COOLDOWN_MS = 10_000;

const algorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

/** Thrown when the provider's keys cannot be had (network, status, malformed document). */
export class KeysUnavailableError extends Error {
  override name = 'KeysUnavailableError';
}

/** Where verification finds the key of a `kid`. */
export interface KeySource {
  /** The verification key, or null when no key has this `kid`; rejects with `KeysUnavailableError`. */
  key(kid: string): Promise<CryptoKey | null>;
}

/** The public RSA signing keys of a JWKS, by `kid` (keys of other types, algorithms or uses are left out). */
async function importKeys(jwks: unknown): Promise<Map<string, CryptoKey>> {
  const keys = (jwks as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys)) throw new KeysUnavailableError('the JWKS has no keys array');
  const imported = new Map<string, CryptoKey>();
  for (const candidate of keys as Jwk[]) {
    if (typeof candidate !== 'object' || candidate === null) continue;
    const { kty, kid, n, e, alg, use } = candidate;
    if (kty !== 'RSA' || typeof kid !== 'string' || kid === '' || typeof n !== 'string' || typeof e !== 'string') continue;
    if ((alg !== undefined && alg !== 'RS256') || (use !== undefined && use !== 'sig')) continue;
    try {
      imported.set(kid, await crypto.subtle.importKey('jwk', { kty, n, e, alg: 'RS256', ext: true }, algorithm, false, ['verify']));
    } catch {
      // A key WebCrypto refuses is not one we can verify with.
    }
  }
  return imported;
}

/** Keys given up front (tests, or a JWKS the page already has). */
export function staticKeys(jwks: Jwks | Promise<Jwks>): KeySource {
  let imported: Promise<Map<string, CryptoKey>> | null = null;
  return {
    key: async (kid) => {
      imported ??= Promise.resolve(jwks).then(importKeys);
      return (await imported).get(kid) ?? null;
    },
  };
}

export interface RemoteKeyOptions {
  /** How to reach the provider. @default globalThis.fetch at call time */
  fetch?: typeof fetch;
  /** @default Date.now */
  now?: () => number;
}

/**
 * The provider's keys, found through its discovery document (`${authority}/.well-known/openid-configuration`
 * -> `jwks_uri`), fetched once and kept. A failed fetch is not kept: the next call tries again. A `kid` not in
 * the keys refetches them once (the provider may have rotated its key), at most every KEY_REFETCH_COOLDOWN_MS.
 */
export function remoteKeys(authority: string, { fetch: fetchImpl, now = () => Date.now() }: RemoteKeyOptions = {}): KeySource {
  let keys: Promise<Map<string, CryptoKey>> | null = null;
  let fetchedAt = -Infinity;

  const getJson = async (url: string): Promise<unknown> => {
    let response: Response;
    try {
      response = await (fetchImpl ?? globalThis.fetch)(url, { headers: { Accept: 'application/json' } });
    } catch (error) {
      throw new KeysUnavailableError(`${url} could not be reached (${error instanceof Error ? error.message : String(error)})`);
    }
    if (!response.ok) throw new KeysUnavailableError(`${url} answered ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new KeysUnavailableError(`${url} did not answer JSON`);
    }
  };

  const load = async (): Promise<Map<string, CryptoKey>> => {
    const discoveryUrl = `${authority.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const discovery = await getJson(discoveryUrl);
    const jwksUri = (discovery as { jwks_uri?: unknown } | null)?.jwks_uri;
    if (typeof jwksUri !== 'string' || !/^https?:\/\//.test(jwksUri)) throw new KeysUnavailableError(`${discoveryUrl} names no jwks_uri`);
    return importKeys(await getJson(jwksUri));
  };

  const fetchKeys = (): Promise<Map<string, CryptoKey>> => {
    fetchedAt = now();
    const pending = load();
    keys = pending;
    pending.catch(() => {
      if (keys === pending) {
        keys = null;
        fetchedAt = -Infinity;
      }
    });
    return pending;
  };

  return {
    key: async (kid) => {
      const found = (await (keys ?? fetchKeys())).get(kid);
      if (found) return found;
      if (now() - fetchedAt < KEY_REFETCH_COOLDOWN_MS) return null;
      return (await fetchKeys()).get(kid) ?? null;
    },
  };
}

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

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> => {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

const decodeJson = (part: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(part)));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

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
  const parts = token.split('.');
  if (parts.length !== 3) return fail('The token is not a signed JWT');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  const payload = decodeJson(payloadPart);
  if (!header || !payload) return fail('The token is malformed');
  if (header.alg !== 'RS256') return fail(`The token's algorithm ${JSON.stringify(header.alg ?? null)} is not accepted (RS256 only)`);
  const typ = typeof header.typ === 'string' ? header.typ.toLowerCase() : '';
  if (typ !== 'at+jwt' && typ !== 'application/at+jwt') return fail('The token is not an access token (typ at+jwt)');
  if (typeof header.kid !== 'string' || header.kid === '') return fail('The token names no signing key (kid)');
  let signature: Uint8Array<ArrayBuffer>;
  try {
    signature = fromBase64Url(signaturePart);
  } catch {
    return fail('The token is malformed');
  }
  if (signature.length === 0) return fail('The token is not signed');
  const key = await keys.key(header.kid);
  if (!key) return fail(`The token's signing key ${JSON.stringify(header.kid)} is not one of the identity provider's keys`);
  const signed = new TextEncoder().encode(`${headerPart}.${payloadPart}`);
  if (!(await crypto.subtle.verify(algorithm, key, signature, signed))) return fail("The token's signature is not valid");

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
