/**
 * Issue 12 point 4: oidc-client-ts loads after the first paint when a valid stored user exists. The start-up reads the
 * library's own stored user (same key, same expiry rule, same identity as the library would give), gives API calls its
 * token, and leaves everything else (expired, unreadable, signed out elsewhere) to the library as before.
 */
import { User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { createActor, createMachine, toPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfig } from '../../src/config/runtime-config';

const config = demoConfig('http://idp.localhost:9090');
const nowS = () => Math.floor(Date.now() / 1000);
const profile = { sub: 'usr_ana', name: 'Ana', permissions: ['Order.Orders'], tenants: ['acme'] };

/** The library's own manager on this tab's sessionStorage (the same settings as the app's createUserManager). */
const manager = () =>
  new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: 'http://acme.localhost/signin-oidc',
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });

const storeUser = (expiresAt: number | undefined, extra: Record<string, unknown> = {}) =>
  manager().storeUser(new User({ access_token: 'at-1', refresh_token: 'rt-1', id_token: 'id', token_type: 'Bearer', profile: profile as never, ...(expiresAt !== undefined ? { expires_at: expiresAt } : {}), ...extra }));

/** A fresh copy of the modules: whether the library was asked for is module state. */
const fresh = async () => {
  vi.resetModules();
  return {
    lazy: await import('../../src/machines/effects/oidc-lazy'),
    actors: await import('../../src/machines/effects/auth-actors'),
  };
};

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe('readStoredUser: the library stored user, read without the library', () => {
  it('reads what oidc-client-ts stored, under its key, with its expiry rule and identity', async () => {
    const { lazy } = await fresh();
    const { userFromOidc } = await import('../../src/machines/effects/oidc');
    await storeUser(nowS() + 120);
    const read = lazy.readStoredUser(config);
    expect(read.kind).toBe('valid');
    const byLibrary = await manager().getUser();
    expect(byLibrary?.expired).toBe(false);
    if (read.kind !== 'valid' || !byLibrary) throw new Error('unreachable');
    expect(lazy.storedAuthUser(read.user)).toEqual(userFromOidc(byLibrary));
    expect(read.user.access_token).toBe(byLibrary.access_token);
    expect(Object.keys(sessionStorage)).toContain(lazy.userStoreKey(config));
  });

  it('is expired exactly when the library says so (whole seconds), and valid without an expiry', async () => {
    const { lazy } = await fresh();
    for (const [expiresAt, kind] of [[nowS(), 'expired'], [nowS() - 5, 'expired'], [nowS() + 2, 'valid'], [undefined, 'valid']] as const) {
      sessionStorage.clear();
      await storeUser(expiresAt);
      expect(lazy.readStoredUser(config).kind, String(expiresAt)).toBe(kind);
      expect(Boolean((await manager().getUser())?.expired), String(expiresAt)).toBe(kind === 'expired');
    }
  });

  it('nothing stored is none; a blocked storage or a shape it does not know is left to the library', async () => {
    const { lazy } = await fresh();
    expect(lazy.readStoredUser(config)).toEqual({ kind: 'none' });
    const key = lazy.userStoreKey(config);
    for (const bad of ['{', '[]', 'null', '{"profile":{}}', '{"access_token":"a","profile":[]}', '{"access_token":"a","profile":{},"expires_at":"soon"}', '{"access_token":"","profile":{}}']) {
      sessionStorage.setItem(key, bad);
      expect(lazy.readStoredUser(config), bad).toEqual({ kind: 'unreadable' });
    }
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(lazy.readStoredUser(config)).toEqual({ kind: 'unreadable' });
    spy.mockRestore();
  });
});

describe('the start-up without the library', () => {
  it('restoreSession gives a valid stored user without importing the library', async () => {
    const { lazy, actors } = await fresh();
    await storeUser(nowS() + 300);
    const restored = await toPromise(createActor(actors.restoreSession, { input: { config } }).start());
    expect(restored).toMatchObject({ sub: 'usr_ana', name: 'Ana', permissions: ['Order.Orders'], tenants: ['acme'] });
    expect(lazy.oidcRequested()).toBe(false);
  });

  it('restoreSession with nothing stored is null, also without the library', async () => {
    const { lazy, actors } = await fresh();
    expect(await toPromise(createActor(actors.restoreSession, { input: { config } }).start())).toBeNull();
    expect(lazy.oidcRequested()).toBe(false);
  });

  it('an expired stored user goes through the library (which drops it when it cannot be renewed)', async () => {
    const { lazy, actors } = await fresh();
    await storeUser(nowS() - 10, { refresh_token: undefined });
    expect(await toPromise(createActor(actors.restoreSession, { input: { config } }).start())).toBeNull();
    expect(lazy.oidcRequested()).toBe(true);
    expect(lazy.readStoredUser(config)).toEqual({ kind: 'none' });
  });

  it('a user signed out in another tab is cleared through the library, not restored', async () => {
    const { lazy, actors } = await fresh();
    const { markSignedOut } = await import('../../src/machines/effects/auth-storage');
    await storeUser(nowS() + 300);
    markSignedOut();
    await expect(toPromise(createActor(actors.restoreSession, { input: { config } }).start())).rejects.toMatchObject({ signedOutElsewhere: true });
    expect(lazy.oidcRequested()).toBe(true);
    expect(lazy.readStoredUser(config)).toEqual({ kind: 'none' });
    localStorage.clear();
  });

  it('API calls get the stored token at once, none without a user', async () => {
    const { lazy } = await fresh();
    expect(await lazy.accessToken(config)).toBeNull();
    await storeUser(nowS() + 300);
    expect(await lazy.accessToken(config)).toBe('at-1');
    expect(lazy.oidcRequested()).toBe(false);
  });
});

describe('afterStart', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once after a frame and an idle period, not before; a cancel stops it', async () => {
    const { lazy } = await fresh();
    const frames: FrameRequestCallback[] = [];
    const idles: IdleRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idles.push(cb));
    const task = vi.fn();
    lazy.afterStart(task);
    expect(task).not.toHaveBeenCalled();
    frames.shift()!(0);
    expect(task).not.toHaveBeenCalled();
    idles.shift()!({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    lazy.afterStart(cancelled)();
    frames.shift()?.(0);
    idles.shift()?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(cancelled).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('a tab that paints no frame (hidden) still runs it after the time limit, once', async () => {
    const { lazy } = await fresh();
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const task = vi.fn();
    lazy.afterStart(task, 500);
    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

describe('watchSession with a restored user', () => {
  it("loads the library after start and hands on its expiry timer's notice", async () => {
    const { lazy, actors } = await fresh();
    // 20 s left: the library's expiring notice (30 s before expiry) is due at once (its timer's first second).
    await storeUser(nowS() + 20);
    const received: string[] = [];
    const host = createActor(
      createMachine({
        invoke: { src: actors.watchSession, input: { config } },
        on: { '*': { actions: ({ event }) => received.push(event.type) } },
      }),
    ).start();
    expect(lazy.oidcRequested()).toBe(false);
    await vi.waitFor(() => expect(lazy.oidcRequested()).toBe(true), { timeout: 4000 });
    await vi.waitFor(() => expect(received).toContain('auth.token.expiring'), { timeout: 4000 });
    host.stop();
  });
});
