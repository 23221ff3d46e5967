/**
 * What the sign-in code needs of JWS verification before any token is checked: the key source's shape, the error of
 * keys that cannot be had, the clock skew, and a key source that loads the verification code (jws.ts, WebCrypto
 * and the JWKS handling) at its first use, so a returning user's start does not carry it (issue 12).
 */

/** A JSON Web Key with the `kid` the DOM type leaves out. */
export type Jwk = JsonWebKey & { kid?: string; use?: string };
/** A JWKS document (`{ keys: [...] }`), as served at the provider's `jwks_uri`. */
export interface Jwks {
  keys: Jwk[];
}

/** Seconds of clock difference tolerated on `exp` and `nbf`. */
export const CLOCK_SKEW_SECONDS = 30;

/** Thrown when the provider's keys cannot be had (network, status, malformed document). */
export class KeysUnavailableError extends Error {
  override name = 'KeysUnavailableError';
}

/** Where verification finds the key of a `kid`. */
export interface KeySource {
  /** The verification key, or null when no key has this `kid`; rejects with `KeysUnavailableError`. */
  key(kid: string): Promise<CryptoKey | null>;
}

/** The provider's keys (jws.ts `remoteKeys`, one instance with its cache), its code loaded at the first key asked. */
export function lazyRemoteKeys(authority: string): KeySource {
  let source: Promise<KeySource> | null = null;
  return {
    key: async (kid) => {
      source ??= import('./jws').then((m) => m.remoteKeys(authority));
      return (await source).key(kid);
    },
  };
}
