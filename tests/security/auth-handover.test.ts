// @vitest-environment node
/**
 * SECURITY-TESTS A9 (issue 11 fault 1), in a unit test beside the e2e: two tabs of one origin that share a copied
 * session storage (Duplicate tab, window.open) renew with one Web Lock and hand the rotated tokens to each other over
 * the BroadcastChannel, so that every refresh token reaches the provider at most once. Each "tab" has its own
 * sessionStorage (an AsyncLocalStorage picks the tab whose code runs, through promises, timers and channel
 * messages); localStorage, the BroadcastChannel and the lock are shared, as in a browser. The provider rotates
 * refresh tokens and refuses a reused one with invalid_grant, as oidc-provider does.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { User, type UserManager } from 'oidc-client-ts';
import { demoConfig } from '../../src/config/runtime-config';
import { classifyRenewError } from '../../src/machines/effects/auth-renewal';
import { readSessionChain, startSessionChain } from '../../src/machines/effects/auth-storage';
import { staticKeys, type KeySource } from '../../src/machines/effects/jws';
import { AuthService } from '../../src/machines/effects/oidc';
import { signAccessToken, testJwks, TEST_AUTHORITY } from '../support/access-tokens';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  constructor(entries: Iterable<[string, string]> = []) {
    for (const [k, v] of entries) this.items.set(k, v);
  }
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, String(v));
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
  entries() {
    return [...this.items.entries()];
  }
}

interface Tab {
  name: string;
  session: MemoryStorage;
}

const tabs = new AsyncLocalStorage<Tab>();
const shared = { local: new MemoryStorage() };
const locks = new Map<string, Promise<unknown>>();
const lockRequests: string[] = [];

function installBrowserGlobals() {
  const g = globalThis as Record<string, unknown>;
  g.window = globalThis;
  Object.defineProperty(globalThis, 'sessionStorage', {
    configurable: true,
    get: () => {
      const tab = tabs.getStore();
      if (!tab) throw new Error('sessionStorage read outside of a tab');
      return tab.session;
    },
  });
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => shared.local });
  // Web Locks: one holder per name across every tab of the origin, granted in request order.
  Object.defineProperty(globalThis, 'navigator', {
    configurable: true,
    value: {
      locks: {
        request: <T>(name: string, run: () => Promise<T>): Promise<T> => {
          lockRequests.push(`${tabs.getStore()?.name}:${name}`);
          const previous = locks.get(name) ?? Promise.resolve();
          const next = previous.then(run, run);
          locks.set(name, next.catch(() => undefined));
          return next;
        },
      },
    },
  });
}

const userKey = 'oidc.user:test';
let keys: KeySource;
let idToken: string;
beforeAll(async () => {
  installBrowserGlobals();
  keys = staticKeys(testJwks());
  idToken = await signAccessToken({ sub: 'usr_ana', tenants: ['acme'], permissions: [] }, { header: { typ: 'JWT' }, claims: { aud: 'backoffice-spa' } });
});

const makeUser = (n: number, expiresIn: number) =>
  new User({
    access_token: `at${n}`,
    refresh_token: `rt${n}`,
    id_token: idToken,
    token_type: 'Bearer',
    scope: 'openid',
    profile: { sub: 'usr_ana', iss: TEST_AUTHORITY, aud: 'backoffice-spa', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
  });

/** The provider: rotates refresh tokens and answers a reused one with invalid_grant (reuse detection). */
function provider() {
  const spent = new Set<string>();
  const sent: string[] = [];
  let generation = 0;
  return {
    sent,
    refresh(refreshToken: string | undefined) {
      sent.push(refreshToken ?? '(none)');
      if (!refreshToken || spent.has(refreshToken)) throw Object.assign(new Error('grant request is invalid'), { error: 'invalid_grant' });
      spent.add(refreshToken);
      generation += 1;
      return makeUser(generation, 300);
    },
  };
}

/** A UserManager of one tab: the user lives in the tab's sessionStorage (copied with it), renewals go to the provider. */
function tabManager(idp: ReturnType<typeof provider>) {
  const read = () => {
    const raw = sessionStorage.getItem(userKey);
    return raw ? User.fromStorageString(raw) : null;
  };
  const load = vi.fn();
  const manager = {
    getUser: async () => read(),
    storeUser: async (user: User | null) => (user ? sessionStorage.setItem(userKey, user.toStorageString()) : sessionStorage.removeItem(userKey)),
    removeUser: async () => sessionStorage.removeItem(userKey),
    signinSilent: vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 30));
      const renewed = idp.refresh(read()?.refresh_token);
      sessionStorage.setItem(userKey, renewed.toStorageString());
      return renewed;
    }),
    events: { load },
    metadataService: { getIssuer: async () => TEST_AUTHORITY },
  };
  return manager;
}

const services: AuthService[] = [];
/** Opens a tab: its own session storage (a copy of `from`'s when given), its own auth service listening on the channel. */
function openTab(name: string, idp: ReturnType<typeof provider>, from?: Tab) {
  const tab: Tab = { name, session: new MemoryStorage(from?.session.entries() ?? []) };
  const manager = tabManager(idp);
  const service = tabs.run(tab, () => new AuthService(demoConfig('http://localhost:9090'), 'http://acme.localhost', manager as unknown as UserManager, keys));
  services.push(service);
  const inTab = <T>(run: () => T): T => tabs.run(tab, run);
  return { tab, manager, service, inTab, close: () => (service as unknown as { channel: BroadcastChannel | null }).channel?.close() };
}

/** A signed-in tab: a new chain and an access token about to expire. */
function signedInTab(name: string, idp: ReturnType<typeof provider>) {
  const a = openTab(name, idp);
  a.inTab(() => {
    startSessionChain();
    sessionStorage.setItem(userKey, makeUser(0, 10).toStorageString());
  });
  return a;
}

afterEach(() => {
  for (const s of services.splice(0)) (s as unknown as { channel: BroadcastChannel | null }).channel?.close();
  locks.clear();
  lockRequests.length = 0;
  for (const [k] of shared.local.entries()) shared.local.removeItem(k);
});

describe('A9 copied tabs renew once and hand the rotated tokens over (Web Lock + BroadcastChannel)', () => {
  it('two tabs with one copied session renew at the same time: one refresh, both end with the rotated tokens', async () => {
    const idp = provider();
    const a = signedInTab('A', idp);
    const b = openTab('B', idp, a.tab);
    const [userA, userB] = await Promise.all([a.inTab(() => a.service.renew(true)), b.inTab(() => b.service.renew(true))]);
    expect(idp.sent).toEqual(['rt0']);
    expect(userA?.access_token).toBe('at1');
    expect(userB?.access_token).toBe('at1');
    // Tab B took the rotated user into its own storage and told its app (auth.user.loaded), and follows the chain.
    expect(b.inTab(() => User.fromStorageString(sessionStorage.getItem(userKey)!).refresh_token)).toBe('rt1');
    expect(b.manager.events.load).toHaveBeenCalledWith(expect.objectContaining({ access_token: 'at1' }));
    expect(b.inTab(() => readSessionChain()?.generation)).toBe(1);
    expect(b.manager.signinSilent).not.toHaveBeenCalled();
    // Both went through the one lock of the origin.
    expect(lockRequests.map((r) => r.split(':')[0]).sort()).toEqual(['A', 'B']);

    // The next renewal, started by B this time: it sends rt1 once, and A takes the new tokens over.
    await b.inTab(() => b.service.renew(true));
    await vi.waitFor(() => expect(a.inTab(() => readSessionChain()?.generation)).toBe(2));
    expect(idp.sent).toEqual(['rt0', 'rt1']);
    expect(a.inTab(() => User.fromStorageString(sessionStorage.getItem(userKey)!).refresh_token)).toBe('rt2');
  });

  it('a copied tab that missed the hand-over asks for it instead of replaying its spent refresh token', async () => {
    const idp = provider();
    const a = signedInTab('A', idp);
    // B is a copy made before A's renewal, which it did not hear (it was not open yet, or in the bfcache).
    const copy = new MemoryStorage(a.tab.session.entries());
    await a.inTab(() => a.service.renew(true));
    expect(idp.sent).toEqual(['rt0']);
    const b = openTab('B', idp, { name: 'copy', session: copy });
    const renewed = await b.inTab(() => b.service.renew(true));
    expect(idp.sent, 'the spent rt0 was not sent again').toEqual(['rt0']);
    expect(renewed?.access_token).toBe('at1');
    expect(b.inTab(() => readSessionChain()?.generation)).toBe(1);
  });

  it('when the tab that spent the token is gone, the copy gives the session up (sign-in) without sending the spent token', async () => {
    const idp = provider();
    const a = signedInTab('A', idp);
    const copy = new MemoryStorage(a.tab.session.entries());
    await a.inTab(() => a.service.renew(true));
    a.close();
    const b = openTab('B', idp, { name: 'copy', session: copy });
    const failure = await b.inTab(() => b.service.renew(true)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(failure).not.toBeNull();
    // The auth machine treats it like a refused grant: one interactive sign-in, not a retry loop.
    expect(classifyRenewError(failure)).toBe('invalidGrant');
    expect(idp.sent).toEqual(['rt0']);
    expect(b.manager.signinSilent).not.toHaveBeenCalled();
  });

  it('a hand-over of another subject, or of an older generation, is not taken', async () => {
    const idp = provider();
    const a = signedInTab('A', idp);
    const b = openTab('B', idp, a.tab);
    const chain = a.inTab(() => readSessionChain())!;
    const other = await signAccessToken({ sub: 'usr_mallory', tenants: ['acme'], permissions: ['permission.SuperAdmin'] }, { header: { typ: 'JWT' }, claims: { aud: 'backoffice-spa' } });
    const foreign = new User({ ...makeUser(9, 300), id_token: other, profile: { sub: 'usr_mallory', iss: TEST_AUTHORITY, aud: 'backoffice-spa', exp: 0, iat: 0 } } as never);
    const channel = new BroadcastChannel('backoffice-auth');
    channel.postMessage({ type: 'renewed', chain: chain.id, generation: 5, user: foreign.toStorageString() });
    channel.postMessage({ type: 'renewed', chain: chain.id, generation: 0, user: makeUser(8, 300).toStorageString() });
    channel.postMessage({ type: 'renewed', chain: 'another-chain', generation: 7, user: makeUser(7, 300).toStorageString() });
    await new Promise((r) => setTimeout(r, 200));
    channel.close();
    for (const tab of [a, b]) {
      expect(tab.inTab(() => User.fromStorageString(sessionStorage.getItem(userKey)!).access_token)).toBe('at0');
      expect(tab.inTab(() => readSessionChain()?.generation)).toBe(0);
      expect(tab.manager.events.load).not.toHaveBeenCalled();
    }
  });
});
