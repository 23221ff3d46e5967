// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { authMachine, type AuthEvent } from '../../src/machines/auth.machine';
import { doneEvent, errorEvent, stateKey } from '../support/path-events';
import { ana, authInput, quietAuthActors } from '../support/auth-fixtures';

const machine = authMachine.provide({ actors: quietAuthActors as never });

// Every user intent and fact, plus the results of every invoked actor.
const events = [
  { type: 'auth.signIn' },
  { type: 'auth.signOut' },
  { type: 'auth.token.expiring' },
  { type: 'auth.online' },
  { type: 'auth.signedOut.elsewhere' },
  { type: 'auth.location.changed', location: { path: '/', search: '' } },
  doneEvent('restoreSession', ana),
  doneEvent('restoreSession', null),
  doneEvent('completeSignIn', { user: ana, returnTo: '/orders' }),
  errorEvent('completeSignIn', new Error('state mismatch')),
  doneEvent('completeSignOut', undefined),
  errorEvent('startSignIn', new TypeError('Failed to fetch')),
  doneEvent('renewSession', ana),
  errorEvent('renewSession', { failure: 'invalidGrant' }),
  errorEvent('renewSession', { failure: 'network' }),
  errorEvent('renewSession', { failure: 'other' }),
  doneEvent('signOut', undefined),
  errorEvent('signOut', new TypeError('Failed to fetch')),
  doneEvent('clearLocalSession', undefined),
] as unknown as AuthEvent[];

const starts = {
  home: authInput('/'),
  loggedOutPage: authInput('/logged-out'),
  logoutParam: authInput('/', '?logout=true'),
  signInCallback: authInput('/signin-oidc', '?code=c&state=s'),
  signOutCallback: authInput('/signout-callback-oidc', '?state=s'),
};

describe('auth machine: generated paths', () => {
  const reached = new Set<string>();
  for (const [name, input] of Object.entries(starts)) {
    const paths = getShortestPaths(machine, { events, input });
    for (const path of paths) reached.add(stateKey(path.state.value));

    it(`${name}: on every path the user is set exactly when signed in`, () => {
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        const signedIn = path.state.matches('signedIn');
        expect(path.state.context.user !== null, `${stateKey(path.state.value)} via ${path.steps.map((s) => s.event.type).join(' > ')}`).toBe(signedIn);
      }
    });

    it(`${name}: no path signs in automatically while the logout flag is held or on /logged-out`, () => {
      for (const path of paths) {
        const { location, logoutHeld } = path.state.context;
        if (path.state.matches('redirecting') && path.steps.every((s) => s.event.type !== 'auth.signIn' && !s.event.type.includes('renewSession'))) {
          expect(logoutHeld).toBe(false);
          expect(location.path).not.toBe('/logged-out');
        }
      }
    });
  }

  it('reaches every state of the chart', () => {
    expect([...reached].sort()).toEqual(
      [
        'endingElsewhere',
        'expired',
        'leaving',
        'processingSignIn',
        'processingSignOut',
        'redirecting',
        'restoring',
        'signInFailed',
        'signedIn.active',
        'signedIn.renewing',
        'signedIn.retryingRenewal',
        'signedIn.waitingForNetwork',
        'signedOut',
        'signingOut',
      ].sort(),
    );
  });
});
