// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor, type AnyActorLogic } from 'xstate';
import { authMachine, maxRenewFailures, returnAddress } from '../../src/machines/auth.machine';
import type { AuthUser } from '../../src/machines/effects/auth-user';
import { ana, authInput, quietAuthActors } from '../support/auth-fixtures';

type Overrides = Partial<Record<keyof typeof quietAuthActors, AnyActorLogic>>;

function start(input: ReturnType<typeof authInput>, actors: Overrides = {}) {
  const navigations: { to: string; replace?: boolean }[] = [];
  const persisted: string[] = [];
  const machine = authMachine.provide({
    // Test stubs take loose inputs; the machine's actor types are stricter.
    actors: { ...quietAuthActors, ...actors } as never,
    actions: {
      navigate: (_, params) => navigations.push(params),
      persistLogoutReleased: () => persisted.push('logoutReleased'),
      persistCallbackFailed: () => persisted.push('callbackFailed'),
      persistCallbackRecovered: () => persisted.push('callbackRecovered'),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, navigations, persisted };
}

describe('auth machine: start-up (SPEC §2)', () => {
  it('?logout=true goes to /logged-out with a clean address and never starts sign-in', () => {
    const signIn = vi.fn();
    const { actor, navigations } = start(authInput('/', '?logout=true&returnUrl=https://evil.example'), {
      startSignIn: fromPromise(async () => signIn()),
    });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(navigations).toEqual([{ to: '/logged-out', replace: true }]);
    expect(actor.getSnapshot().context.location).toEqual({ path: '/logged-out', search: '' });
    expect(signIn).not.toHaveBeenCalled();
  });

  it.each(['/', '/dashboard', '/orders/12'])('starts sign-in when signed out on %s, returning there afterwards', async (path) => {
    const signIn = vi.fn();
    const { actor } = start(authInput(path), {
      startSignIn: fromPromise<void, { returnTo: string }>(async ({ input }) => {
        signIn(input.returnTo);
        return new Promise<void>(() => undefined);
      }),
    });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(signIn).toHaveBeenCalledWith(path);
  });

  it.each(['/logged-out', '/unauthorized', '/error/404'])('does not start sign-in on %s', async (path) => {
    const { actor } = start(authInput(path));
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('with a logout-in-progress flag held, / goes to /logged-out instead of signing in and releases the flag', async () => {
    const { actor, navigations, persisted } = start(authInput('/', '', { logoutHeld: true }));
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(navigations).toEqual([{ to: '/logged-out', replace: true }]);
    expect(persisted).toContain('logoutReleased');
    expect(actor.getSnapshot().context.logoutHeld).toBe(false);
  });

  it('restores a stored session without any redirect', async () => {
    const { actor, navigations } = start(authInput('/dashboard'), { restoreSession: fromPromise(async () => ana) });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.user).toEqual(ana);
    expect(navigations).toEqual([]);
  });
});

describe('auth machine: return address', () => {
  it.each([
    ['/logged-out', '', '/'],
    ['/unauthorized', '', '/'],
    ['/orders/12', '?tab=lines', '/orders/12?tab=lines'],
  ])('signing in from %s%s comes back to %s', async (path, search, expected) => {
    const returnTo = vi.fn();
    const { actor } = start(authInput(path, search, { callbackFailedRecently: true }), {
      startSignIn: fromPromise<void, { returnTo: string }>(async ({ input }) => {
        returnTo(input.returnTo);
        return new Promise<void>(() => undefined);
      }),
    });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'auth.signIn' });
    await vi.waitFor(() => expect(returnTo).toHaveBeenCalledWith(expected));
  });
});

it('never returns to a callback or error page', () => {
  for (const path of ['/signin-oidc', '/signout-callback-oidc', '/error/404', '/error/500']) expect(returnAddress({ path, search: '?x=1' })).toBe('/');
});

describe('auth machine: signed in but refused (issue 13 point 9)', () => {
  it('Try Login Again while signed in asks the provider for its form (prompt=login) and comes back home', async () => {
    const signIn = vi.fn();
    const { actor } = start(authInput('/unauthorized'), {
      restoreSession: fromPromise(async () => ana),
      startSignIn: fromPromise<void, { returnTo: string; prompt?: string }>(async ({ input }) => {
        signIn(input);
        return new Promise<void>(() => undefined);
      }),
    });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.signIn' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(signIn).toHaveBeenCalledWith(expect.objectContaining({ returnTo: '/', prompt: 'login' }));
  });

  it('a plain sign-in (signed out) sends no prompt: a valid provider session signs in without a form', async () => {
    const signIn = vi.fn();
    const { actor } = start(authInput('/unauthorized'), {
      startSignIn: fromPromise<void, { returnTo: string; prompt?: string }>(async ({ input }) => {
        signIn(input);
        return new Promise<void>(() => undefined);
      }),
    });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'auth.signIn' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(signIn.mock.calls[0]![0]).not.toHaveProperty('prompt');
  });
});

describe('auth machine: callbacks', () => {
  it('a successful sign-in callback signs in and replaces the address with the return path', async () => {
    const { actor, navigations } = start(authInput('/signin-oidc', '?code=abc&state=xyz'), {
      completeSignIn: fromPromise(async () => ({ user: ana, returnTo: '/orders' })),
    });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(navigations).toEqual([{ to: '/orders', replace: true }]);
  });

  it('a failed callback goes to / (SPEC §8), then to /unauthorized instead of looping through sign-in', async () => {
    const signIn = vi.fn();
    const { actor, navigations, persisted } = start(authInput('/signin-oidc', '?code=x&state=tampered'), {
      completeSignIn: fromPromise(async () => {
        throw new Error('No matching state found in storage');
      }),
      startSignIn: fromPromise(async () => signIn()),
    });
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.location.path === '/unauthorized');
    expect(navigations.map((n) => n.to)).toEqual(['/', '/unauthorized']);
    expect(persisted).toContain('callbackFailed');
    expect(signIn).not.toHaveBeenCalled();
    // Try Login Again starts the sign-in explicitly.
    actor.send({ type: 'auth.signIn' });
    expect(actor.getSnapshot().matches('redirecting')).toBe(true);
  });

  it('the sign-out callback holds the logout flag and lands on /logged-out', async () => {
    const { actor, navigations } = start(authInput('/signout-callback-oidc', '?state=s'));
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.location.path === '/logged-out');
    expect(navigations.map((n) => n.to)).toEqual(['/', '/logged-out']);
  });
});

describe('auth machine: renewal', () => {
  const signedIn = (renew: () => Promise<AuthUser>, extra: Overrides = {}) =>
    start(authInput('/dashboard'), {
      restoreSession: fromPromise(async () => ana),
      renewSession: fromPromise(renew),
      ...extra,
    });

  it('renews when the token is about to expire and keeps the new identity', async () => {
    const renewed = { ...ana, expiresAt: 2_000_000_300 };
    const { actor } = signedIn(async () => renewed);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.token.expiring' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }) && s.context.user?.expiresAt === renewed.expiresAt);
  });

  it('P3 a renewal with other permissions tells the navigation and the menu at once (no reload)', async () => {
    const told: unknown[] = [];
    const recorder = (id: string) => createMachine({ on: { '*': { actions: ({ event }) => told.push({ to: id, ...event }) } } });
    const machine = authMachine.provide({
      actors: { ...quietAuthActors, restoreSession: fromPromise(async () => ana), renewSession: fromPromise(async () => ({ ...ana, permissions: [] })) } as never,
    });
    const root = createMachine({
      invoke: [
        { src: recorder('nav'), systemId: 'nav' },
        { src: recorder('verticalNav'), systemId: 'verticalNav' },
        { id: 'auth', src: machine, input: authInput('/admin/customers') },
      ],
    });
    const app = createActor(root).start();
    const auth = app.getSnapshot().children.auth as unknown as ReturnType<typeof createActor<typeof authMachine>>;
    await waitFor(auth, (s) => s.matches('signedIn'));
    told.length = 0;
    auth.send({ type: 'auth.token.expiring' });
    await waitFor(auth, (s) => s.matches({ signedIn: 'active' }) && s.context.user?.permissions.length === 0);
    expect(told).toContainEqual({ to: 'nav', type: 'nav.session.changed', signedIn: true, permissions: [] });
    expect(told.some((e) => (e as { to: string }).to === 'verticalNav')).toBe(true);
  });

  it('A7 a refused refresh token clears the session and starts exactly one interactive sign-in', async () => {
    const cleared = vi.fn();
    const signIn = vi.fn();
    const { actor } = signedIn(
      async () => {
        throw Object.assign(new Error('Renewal failed'), { failure: 'invalidGrant' });
      },
      {
        clearLocalSession: fromPromise(async () => cleared()),
        startSignIn: fromPromise(async () => {
          signIn();
          return new Promise<void>(() => undefined);
        }),
      },
    );
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.token.expiring' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledTimes(1));
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('A6 offline during renewal waits for the network, then renews', async () => {
    let online = false;
    const { actor } = signedIn(async () => {
      if (!online) throw Object.assign(new Error('Renewal failed'), { failure: 'network' });
      return ana;
    });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.token.expiring' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'waitingForNetwork' }));
    online = true;
    actor.send({ type: 'auth.online' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it(`gives the session up after ${maxRenewFailures} failed renewals in a row`, async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const { actor } = signedIn(async () => {
        calls += 1;
        throw Object.assign(new Error('Renewal failed'), { failure: 'other' });
      });
      await vi.waitFor(() => expect(actor.getSnapshot().matches('signedIn')).toBe(true));
      actor.send({ type: 'auth.token.expiring' });
      for (let i = 0; i < maxRenewFailures; i++) await vi.advanceTimersByTimeAsync(5000);
      await vi.waitFor(() => expect(actor.getSnapshot().matches('redirecting')).toBe(true));
      expect(calls).toBe(maxRenewFailures);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('auth machine: sign-out', () => {
  it('sign-out leaves for the provider; an unreachable provider still lands on /logged-out', async () => {
    const { actor, navigations } = start(authInput('/dashboard'), {
      restoreSession: fromPromise(async () => ana),
      signOut: fromPromise(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.signOut' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(navigations.at(-1)).toEqual({ to: '/logged-out', replace: true });
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('A11 a sign-out in another tab clears this tab and shows /logged-out', async () => {
    const cleared = vi.fn();
    const { actor, navigations } = start(authInput('/orders'), {
      restoreSession: fromPromise(async () => ana),
      clearLocalSession: fromPromise(async () => cleared()),
    });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.signedOut.elsewhere' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(navigations.at(-1)).toEqual({ to: '/logged-out', replace: true });
  });
});
