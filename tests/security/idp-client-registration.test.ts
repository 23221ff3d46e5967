// @vitest-environment node
/**
 * SECURITY-TESTS T5 beside tests/server/idp.test.ts (which sends authorize requests with wrong redirect URIs): the
 * client's registration is exactly the onboarded tenants' callback, silent-renew and post-logout URIs on the app's
 * port, nothing more (no wildcard, no other host or port, no path or query variant).
 */
import { describe, expect, it } from 'vitest';
import { clientUris } from '../../server/idp';
import { tenants } from '../../src/config/tenants';

describe('T5 the identity provider registers exactly the tenants\' URIs', () => {
  it('redirect and post-logout URIs are the exact per-tenant set', () => {
    const port = 4173;
    const { redirectUris, postLogoutRedirectUris } = clientUris(port);
    const origins = tenants.map((t) => `http://${t.slug}.localhost:${port}`);
    expect([...redirectUris].sort()).toEqual(origins.flatMap((o) => [`${o}/signin-oidc`, `${o}/silent-renew.html`]).sort());
    expect([...postLogoutRedirectUris].sort()).toEqual(origins.flatMap((o) => [`${o}/signout-callback-oidc`, `${o}/?logout=true`]).sort());
    for (const uri of [...redirectUris, ...postLogoutRedirectUris]) {
      expect(uri).not.toMatch(/\*/);
      const url = new URL(uri);
      expect(url.port).toBe(String(port));
      expect(tenants.map((t) => `${t.slug}.localhost`)).toContain(url.hostname);
    }
  });
});
