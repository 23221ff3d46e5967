/**
 * Signed access tokens for tests of the mock API, shaped like the identity provider's (server/idp.ts): RS256,
 * `typ: at+jwt`, a `kid`, `iss` = the demo authority, `aud` = the API, claims `sub`, `name`, `tenants`,
 * `permissions`. One RSA key pair per test file (module scope), generated with WebCrypto on first use; its
 * public JWKS goes to `makeServer({ keys })` (or use `makeTestServer`).
 *
 *   const server = makeTestServer();
 *   const token = await signAccessToken({ sub: 'usr_ana', tenants: ['acme'], permissions: [Permission.CatalogsCustomers] });
 *   await fetch('/api/catalogs/customers', { headers: { Authorization: `Bearer ${token}`, 'X-Subdomain': 'acme' } });
 */
import type { Server } from 'miragejs';
import { demoConfig } from '../../src/config/runtime-config';
import { makeServer, type MakeServerOptions } from '../../src/mirage/index';
import { API_AUDIENCE, type Jwks } from '../../src/mirage/shared/access-token';

/** The issuer the mock expects with its default configuration. */
export const TEST_AUTHORITY = demoConfig('http://localhost:9090').authority;
export const TEST_KID = 'test-key-1';
export { API_AUDIENCE };

export interface TestIdentity {
  sub: string;
  name?: string;
  tenants: readonly string[];
  permissions: readonly string[];
}

export interface SignOptions {
  /** Seconds from now until `exp`; negative for an expired token. @default 300 */
  expiresIn?: number;
  /** @default TEST_KID */
  kid?: string;
  /** Sign with a key that is not in the test JWKS (a forged signature with a plausible kid). @default false */
  foreignKey?: boolean;
  /** Header fields to add or override (`alg`, `typ`, ...); the signature stays RS256 either way. */
  header?: Record<string, unknown>;
  /** Payload fields to add or override (`iss`, `aud`, `nbf`, ...). */
  claims?: Record<string, unknown>;
}

const rsa = { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' } as const;
let testPair: Promise<CryptoKeyPair> | null = null;
let foreignPair: Promise<CryptoKeyPair> | null = null;
const keyPair = () => (testPair ??= crypto.subtle.generateKey(rsa, true, ['sign', 'verify']));
const foreignKeyPair = () => (foreignPair ??= crypto.subtle.generateKey(rsa, true, ['sign', 'verify']));

/** The public JWKS of this test file's key pair. */
export async function testJwks(): Promise<Jwks> {
  const jwk = await crypto.subtle.exportKey('jwk', (await keyPair()).publicKey);
  return { keys: [{ kty: jwk.kty, n: jwk.n, e: jwk.e, kid: TEST_KID, alg: 'RS256', use: 'sig' }] };
}

export const base64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const encodeJson = (value: unknown) => base64Url(new TextEncoder().encode(JSON.stringify(value)));

/** An access token for `identity`, signed RS256 with the test key (see SignOptions for broken variants). */
export async function signAccessToken(identity: TestIdentity, options: SignOptions = {}): Promise<string> {
  const { expiresIn = 300, kid = TEST_KID, foreignKey = false, header = {}, claims = {} } = options;
  const now = Math.floor(Date.now() / 1000);
  const head = encodeJson({ alg: 'RS256', typ: 'at+jwt', kid, ...header });
  const body = encodeJson({
    iss: TEST_AUTHORITY,
    aud: API_AUDIENCE,
    iat: now,
    exp: now + expiresIn,
    sub: identity.sub,
    name: identity.name ?? identity.sub,
    tenants: identity.tenants,
    permissions: identity.permissions,
    ...claims,
  });
  const pair = foreignKey ? await foreignKeyPair() : await keyPair();
  const signature = await crypto.subtle.sign(rsa, pair.privateKey, new TextEncoder().encode(`${head}.${body}`));
  return `${head}.${body}.${base64Url(new Uint8Array(signature))}`;
}

/** An unsigned token (`alg: none`, empty signature) with the same claims: must be refused. */
export function unsignedToken(identity: TestIdentity): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = { iss: TEST_AUTHORITY, aud: API_AUDIENCE, exp: now + 300, sub: identity.sub, tenants: identity.tenants, permissions: identity.permissions };
  return `${encodeJson({ alg: 'none', typ: 'at+jwt', kid: TEST_KID })}.${encodeJson(claims)}.`;
}

/** An HS256 token keyed with `secret` (e.g. the public key's text, the classic algorithm confusion): must be refused. */
export async function hs256Token(identity: TestIdentity, secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const head = encodeJson({ alg: 'HS256', typ: 'at+jwt', kid: TEST_KID });
  const body = encodeJson({ iss: TEST_AUTHORITY, aud: API_AUDIENCE, exp: now + 300, sub: identity.sub, tenants: identity.tenants, permissions: identity.permissions });
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${head}.${body}`));
  return `${head}.${body}.${base64Url(new Uint8Array(signature))}`;
}

/** makeServer with this file's public keys (and any other option). */
/** The platform is hosted in-process unless a test asks otherwise: vitest has no app server to pass it through to. */
export const makeTestServer = (options: MakeServerOptions = {}): Server => makeServer({ keys: testJwks(), platform: 'hosted', ...options });

/** Headers of a call as `identity` at `tenant`. */
export async function authHeaders(identity: TestIdentity, tenant: string | null = identity.tenants[0] ?? null): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await signAccessToken(identity)}`, ...(tenant ? { 'X-Subdomain': tenant } : {}) };
}
