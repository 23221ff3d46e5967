import { createMachine, fromCallback, fromPromise } from 'xstate';
import { demoConfig } from '../../src/config/runtime-config';
import type { AuthInput } from '../../src/machines/auth.machine';
import type { AuthUser } from '../../src/machines/effects/auth-user';

export const config = demoConfig('http://localhost:9090');

export const ana: AuthUser = {
  sub: 'usr_ana',
  name: 'Ana Álvarez',
  email: '',
  profilePicture: null,
  permissions: ['permission.Order.Orders'],
  tenants: ['acme'],
  expiresAt: 2_000_000_000,
};

export const authInput = (path: string, search = '', overrides: Partial<AuthInput> = {}): AuthInput => ({
  config,
  location: { path, search },
  uiLocale: 'en-US',
  logoutHeld: false,
  callbackFailedRecently: false,
  ...overrides,
});

/** Actors that never touch the browser; each test overrides the ones it exercises. */
export const quietAuthActors = {
  listenToLocation: fromCallback(() => () => undefined),
  watchSession: fromCallback(() => () => undefined),
  sessionMachine: createMachine({ id: 'sessionStub' }),
  restoreSession: fromPromise<AuthUser | null, unknown>(async () => null),
  startSignIn: fromPromise<void, unknown>(() => new Promise<void>(() => undefined)),
  completeSignIn: fromPromise<{ user: AuthUser; returnTo: string }, unknown>(async () => ({ user: ana, returnTo: '/' })),
  completeSignOut: fromPromise<void, unknown>(async () => undefined),
  renewSession: fromPromise<AuthUser, unknown>(async () => ana),
  signOut: fromPromise<void, unknown>(() => new Promise<void>(() => undefined)),
  clearLocalSession: fromPromise<void, unknown>(async () => undefined),
};
