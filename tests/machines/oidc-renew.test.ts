import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { User, UserManager } from 'oidc-client-ts';
import { demoConfig } from '../../src/config/runtime-config';
import { staticKeys } from '../../src/machines/effects/jws';
import { AuthService, safeReturnPath } from '../../src/machines/effects/oidc';
import { signAccessToken, testJwks, TEST_AUTHORITY } from '../support/access-tokens';

// The renewed ID token is checked (A15): these users carry one signed by the test provider.
let expiring: User;
let fresh: User;
beforeAll(async () => {
  const idToken = () =>
    signAccessToken({ sub: 'usr_ana', tenants: [], permissions: [] }, { header: { typ: 'JWT' }, claims: { aud: 'backoffice-spa' } });
  expiring = { access_token: 'old', refresh_token: 'rt', id_token: await idToken(), expires_in: 10, expired: false, profile: { sub: 'usr_ana' } } as unknown as User;
  fresh = { access_token: 'new', refresh_token: 'rt2', id_token: await idToken(), expires_in: 300, expired: false, profile: { sub: 'usr_ana' } } as unknown as User;
});

function fakeManager() {
  let stored: User = expiring;
  const signinSilent = vi.fn(async () => {
    await new Promise((r) => setTimeout(r, 20));
    stored = fresh;
    return fresh;
  });
  const manager = {
    getUser: vi.fn(async () => stored),
    signinSilent,
    removeUser: vi.fn(async () => undefined),
    metadataService: { getIssuer: async () => TEST_AUTHORITY },
  } as unknown as UserManager;
  return { manager, signinSilent };
}

const keys = staticKeys(testJwks());

describe('token renewal', () => {
  it('A10 concurrent renewals (timer, visibility, a 401) make exactly one token request and share its user', async () => {
    const { manager, signinSilent } = fakeManager();
    const service = new AuthService(demoConfig('http://idp'), 'http://acme.localhost', manager, keys);
    const results = await Promise.all([service.renew(), service.renew(true), service.renew()]);
    expect(signinSilent).toHaveBeenCalledTimes(1);
    expect(results.every((u) => u === fresh)).toBe(true);
  });

  it('a renewal requested after another finished does not renew a token that is still fresh', async () => {
    const { manager, signinSilent } = fakeManager();
    const service = new AuthService(demoConfig('http://idp'), 'http://acme.localhost', manager, keys);
    await service.renew();
    await service.renew();
    expect(signinSilent).toHaveBeenCalledTimes(1);
  });

  it('every renewal sends a fresh nonce', async () => {
    const { manager, signinSilent } = fakeManager();
    const service = new AuthService(demoConfig('http://idp'), 'http://acme.localhost', manager, keys);
    await service.renew(true);
    await service.renew(true);
    const nonces = signinSilent.mock.calls.map((c) => (c as unknown as [{ nonce: string }])[0].nonce);
    expect(nonces[0]).toMatch(/^[0-9a-f]{48}$/);
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

describe('return address after sign-in', () => {
  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/\tevil', 42, null])('%s is not honoured', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('an in-app path is kept', () => {
    expect(safeReturnPath('/orders/7?tab=lines')).toBe('/orders/7?tab=lines');
  });
});
