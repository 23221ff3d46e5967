// @vitest-environment node
/**
 * SECURITY-TESTS A5 (unit beside tests/e2e/hardening-sleep.spec.ts): the token an API call gets is never an expired
 * one and never missing while the session can be renewed. A tab whose timers slept past expiry renews first, in the
 * same single flight as the visibility check's renewal; without a refresh token, or signed out, there is no token.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { User, UserManager } from 'oidc-client-ts';
import { demoConfig } from '../../src/config/runtime-config';
import { staticKeys } from '../../src/machines/effects/jws';
import { AuthService } from '../../src/machines/effects/oidc';
import { signAccessToken, testJwks, TEST_AUTHORITY } from '../support/access-tokens';

let idToken: string;
beforeAll(async () => {
  idToken = await signAccessToken({ sub: 'usr_ana', tenants: [], permissions: [] }, { header: { typ: 'JWT' }, claims: { aud: 'backoffice-spa' } });
});

const user = (access: string, expiresIn: number, refresh: string | null = 'rt') =>
  ({ access_token: access, refresh_token: refresh ?? undefined, id_token: idToken, expires_in: expiresIn, expired: expiresIn <= 0, profile: { sub: 'usr_ana' } }) as unknown as User;

function service(stored: User | null) {
  let current = stored;
  const signinSilent = vi.fn(async () => {
    await new Promise((r) => setTimeout(r, 20));
    current = user('fresh', 300);
    return current;
  });
  const manager = { getUser: vi.fn(async () => current), signinSilent, removeUser: vi.fn(), metadataService: { getIssuer: async () => TEST_AUTHORITY } } as unknown as UserManager;
  return { auth: new AuthService(demoConfig('http://idp'), 'http://acme.localhost', manager, staticKeys(testJwks())), signinSilent };
}

describe('A5 the access token of an API call after the tab slept', () => {
  it('a valid token is given as it is, with no renewal', async () => {
    const { auth, signinSilent } = service(user('valid', 120));
    expect(await auth.accessToken()).toBe('valid');
    expect(signinSilent).not.toHaveBeenCalled();
  });

  it('an expired token is renewed first; concurrent calls and the visibility renewal share one request', async () => {
    const { auth, signinSilent } = service(user('expired', -60));
    const tokens = await Promise.all([auth.accessToken(), auth.accessToken(), auth.renew(true).then((u) => u?.access_token)]);
    expect(tokens).toEqual(['fresh', 'fresh', 'fresh']);
    expect(signinSilent).toHaveBeenCalledTimes(1);
  });

  it('an expired token without a refresh token, or no user, gives no token (the call goes out unauthenticated and the app signs in)', async () => {
    expect(await service(user('expired', -60, null)).auth.accessToken()).toBeNull();
    expect(await service(null).auth.accessToken()).toBeNull();
  });
});
