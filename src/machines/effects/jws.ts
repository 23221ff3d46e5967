/**
 * RS256 JSON Web Signatures as the identity provider issues them, checked with WebCrypto against the provider's
 * JWKS: the one implementation used by the client (ID tokens, id-token.ts) and by the mock services and the
 * development servers (access tokens, src/mirage/shared/access-token.ts). No Mirage, no DOM beyond WebCrypto.
 */

import { CLOCK_SKEW_SECONDS, KeysUnavailableError, type Jwk, type Jwks, type KeySource } from './jws-base';

export { CLOCK_SKEW_SECONDS, KeysUnavailableError };
export type { Jwk, Jwks, KeySource };
/** An unknown `kid` refetches the provider's keys (key rotation), at most this often. */
export const KEY_REFETCH_COOLDOWN_MS = 10_000;

export const algorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;


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

export const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> => {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

export const decodeJson = (part: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(part)));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

export type JwsResult = { ok: true; header: Record<string, unknown>; payload: Record<string, unknown> } | { ok: false; reason: string };

/**
 * Checks a compact JWS: RS256 only (no `none`, no HS256 with the public key as secret), a `kid` the provider has,
 * and a valid signature. The claims are the caller's to check. Rejects only with `KeysUnavailableError`.
 */
export async function verifyJws(token: string, keys: KeySource, check?: (header: Record<string, unknown>) => string | null): Promise<JwsResult> {
  const fail = (reason: string): JwsResult => ({ ok: false, reason });
  if (typeof token !== 'string') return fail('The token is not a signed JWT');
  const parts = token.split('.');
  if (parts.length !== 3) return fail('The token is not a signed JWT');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  const payload = decodeJson(payloadPart);
  if (!header || !payload) return fail('The token is malformed');
  if (header.alg !== 'RS256') return fail(`The token's algorithm ${JSON.stringify(header.alg ?? null)} is not accepted (RS256 only)`);
  const refused = check?.(header);
  if (refused) return fail(refused);
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
  return { ok: true, header, payload };
}
