// @vitest-environment node
/**
 * Slice bytes: the session's renewal is its own chunk (auth-renewal.ts), fetched when a renewal starts. A chunk that
 * cannot be fetched is a network failure (the auth machine waits for the network, as when the OIDC library's chunk could
 * not be fetched); once loaded, the library's failures are classified as before and a renewed user is returned.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { config } from '../support/auth-fixtures';

const renewalPath = '../../src/machines/effects/auth-renewal';
const oidcLazyPath = '../../src/machines/effects/oidc-lazy';

afterEach(() => {
  vi.doUnmock(renewalPath);
  vi.doUnmock(oidcLazyPath);
  vi.resetModules();
});

async function renewWith(): Promise<unknown> {
  const { renewSession } = await import('../../src/machines/effects/auth-actors');
  const actor = createActor(renewSession, { input: { config } }).start();
  return toPromise(actor).then(
    (user) => ({ user }),
    (error: unknown) => ({ error }),
  );
}

/** The OIDC module as the renewal sees it, with a `renew` the test decides. */
function oidcWith(renew: () => Promise<unknown>) {
  vi.doMock(oidcLazyPath, async (importOriginal) => ({
    ...(await importOriginal<typeof import('../../src/machines/effects/oidc-lazy')>()),
    loadOidc: async () => ({ authServiceFor: () => ({ renew }), userFromOidc: (user: { profile: { sub: string } }) => ({ sub: user.profile.sub, renewed: true }) }),
  }));
}

describe('renewSession with the renewal in its own chunk', () => {
  it('the chunk cannot be fetched (offline): a network failure, so the machine waits for the network', async () => {
    vi.resetModules();
    vi.doMock(renewalPath, () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const result = (await renewWith()) as { error?: { failure?: unknown; message?: unknown } };
    expect(result.error).toMatchObject({ failure: 'network', message: 'Renewal failed' });
  });

  it('the provider refuses the grant: invalidGrant (the session ends), the library error kept as the cause', async () => {
    vi.resetModules();
    const refused = Object.assign(new Error('grant refused'), { error: 'invalid_grant' });
    oidcWith(async () => {
      throw refused;
    });
    const result = (await renewWith()) as { error?: { failure?: unknown; cause?: unknown } };
    expect(result.error).toMatchObject({ failure: 'invalidGrant' });
    expect(result.error?.cause).toBe(refused);
  });

  it('no session to renew: invalidGrant; a renewed session: the user from the library', async () => {
    vi.resetModules();
    oidcWith(async () => null);
    expect(((await renewWith()) as { error?: unknown }).error).toMatchObject({ failure: 'invalidGrant' });
    vi.resetModules();
    oidcWith(async () => ({ profile: { sub: 'ana' } }));
    expect(await renewWith()).toEqual({ user: { sub: 'ana', renewed: true } });
  });
});
