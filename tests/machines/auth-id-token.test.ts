/**
 * SECURITY-TESTS A2, A15 (issue 11 point 5): the client refuses an ID token with a bad signature, another issuer or
 * audience, an expiry in the past, or (on renewal) another subject, as OIDC Core 3.1.3.7 says; a refused token is
 * removed and never becomes the app's user (its permissions are not trusted).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { User, UserManager } from 'oidc-client-ts';
import { demoConfig } from '../../src/config/runtime-config';
import { classifyRenewError } from '../../src/machines/effects/auth-renewal';
import { checkIdToken, IdTokenRefusedError } from '../../src/machines/effects/id-token';
import { staticKeys, type KeySource } from '../../src/machines/effects/jws';
import { AuthService } from '../../src/machines/effects/oidc';
import { base64Url, signAccessToken, testJwks, TEST_AUTHORITY, type SignOptions } from '../support/access-tokens';

const clientId = 'backoffice-spa';
const ana = { sub: 'usr_ana', tenants: ['acme'], permissions: ['permission.Order.Orders'] };
/** An ID token as the provider signs it, with the changes of a test. */
const idToken = (options: SignOptions = {}, identity = ana) =>
  signAccessToken(identity, { ...options, header: { typ: 'JWT', ...options.header }, claims: { aud: clientId, ...options.claims } });

let keys: KeySource;
beforeAll(() => {
  keys = staticKeys(testJwks());
});
const expected = () => ({ keys, issuer: TEST_AUTHORITY, clientId });

describe('ID token checks (OIDC Core 3.1.3.7)', () => {
  it('accepts the provider\'s own token and gives its claims', async () => {
    const result = await checkIdToken(await idToken(), expected());
    expect(result).toMatchObject({ ok: true, claims: { sub: 'usr_ana', permissions: ['permission.Order.Orders'] } });
  });

  it.each<[string, () => Promise<string>, RegExp]>([
    ['a signature by another key', () => idToken({ foreignKey: true }), /signature is not valid/],
    ['another issuer', () => idToken({ claims: { iss: 'https://evil.example' } }), /issued by "https:\/\/evil.example"/],
    ['another audience', () => idToken({ claims: { aud: 'other-client' } }), /not meant for this client/],
    ['several audiences without azp', () => idToken({ claims: { aud: [clientId, 'other'] } }), /authorized party/],
    ['an expiry in the past', () => idToken({ expiresIn: -120 }), /has expired/],
    ['no expiry', () => idToken({ claims: { exp: undefined } }), /no expiry/],
    ['an issue time in the future', () => idToken({ claims: { iat: Math.floor(Date.now() / 1000) + 3600 } }), /issue time/],
    ['no subject', () => idToken({ claims: { sub: '' } }), /names no subject/],
    ['alg none', () => idToken({ header: { alg: 'none' } }), /algorithm "none"/],
    ['alg HS256', () => idToken({ header: { alg: 'HS256' } }), /algorithm "HS256"/],
    ['an access token (typ at+jwt)', () => idToken({ header: { typ: 'at+jwt' } }), /not an ID token/],
    ['an unknown kid', () => idToken({ kid: 'other-key' }), /not one of the identity provider's keys/],
  ])('refuses %s', async (_, make, reason) => {
    const result = await checkIdToken(await make(), expected());
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(reason);
  });

  it('refuses claims changed after signing (more permissions): the signature no longer matches', async () => {
    const [head, , signature] = (await idToken()).split('.');
    const payload = { iss: TEST_AUTHORITY, aud: clientId, sub: 'usr_ana', iat: 1, exp: 4102444800, permissions: ['permission.SuperAdmin'] };
    const forged = `${head}.${base64Url(new TextEncoder().encode(JSON.stringify(payload)))}.${signature}`;
    const result = await checkIdToken(forged, expected());
    expect(result).toEqual({ ok: false, reason: "The token's signature is not valid" });
  });

  it('on renewal, refuses another subject (A15)', async () => {
    const other = await idToken({}, { ...ana, sub: 'usr_sam' });
    expect((await checkIdToken(other, { ...expected(), sub: 'usr_ana' })).ok).toBe(false);
    expect((await checkIdToken(await idToken(), { ...expected(), sub: 'usr_ana' })).ok).toBe(true);
  });
});

describe('the auth service trusts no unchecked ID token', () => {
  const config = demoConfig('http://idp');
  const userWith = (id_token: string, sub = 'usr_ana') =>
    ({ access_token: 'at', refresh_token: 'rt', id_token, expires_in: 300, expired: false, profile: { sub }, state: { returnTo: '/orders' }, toStorageString: () => '{}' }) as unknown as User;

  function service(callback: User, renewed?: User) {
    const removeUser = vi.fn(async () => undefined);
    const manager = {
      signinRedirectCallback: vi.fn(async () => callback),
      getUser: vi.fn(async () => callback),
      signinSilent: vi.fn(async () => renewed),
      removeUser,
      metadataService: { getIssuer: async () => TEST_AUTHORITY },
    } as unknown as UserManager;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    return { auth: new AuthService(config, 'http://acme.localhost', manager, keys), removeUser };
  }

  it('A2 a sign-in callback whose ID token is forged fails, and the stored user is removed', async () => {
    const { auth, removeUser } = service(userWith(await idToken({ foreignKey: true })));
    await expect(auth.completeSignIn('/signin-oidc?code=x&state=y')).rejects.toBeInstanceOf(IdTokenRefusedError);
    expect(removeUser).toHaveBeenCalled();
  });

  it('a sign-in callback with the provider\'s token signs in, and its user is trusted', async () => {
    const user = userWith(await idToken());
    const { auth, removeUser } = service(user);
    await expect(auth.completeSignIn('/signin-oidc?code=x&state=y')).resolves.toMatchObject({ user: { sub: 'usr_ana' }, returnTo: '/orders' });
    expect(removeUser).not.toHaveBeenCalled();
    expect(auth.isTrusted(user)).toBe(true);
    expect(auth.isTrusted(userWith(await idToken({ foreignKey: true })))).toBe(false);
  });

  it('A15 a renewal that answers another subject ends the session (classified as a refused grant)', async () => {
    const { auth, removeUser } = service(userWith(await idToken()), userWith(await idToken({}, { ...ana, sub: 'usr_sam' }), 'usr_sam'));
    const error = await auth.renew(true).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdTokenRefusedError);
    expect(classifyRenewError(error)).toBe('invalidGrant');
    expect(removeUser).toHaveBeenCalled();
  });

  it('a renewal whose ID token expired is refused too', async () => {
    const { auth } = service(userWith(await idToken()), userWith(await idToken({ expiresIn: -600 })));
    await expect(auth.renew(true)).rejects.toThrow(/expired/);
  });
});
