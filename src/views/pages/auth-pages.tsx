import { Trans } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { selectIsSignedIn, selectUser, type AuthRef } from '../../machines/auth.machine';
import type { NavRef } from '../../machines/nav.machine';
import { button } from '../theme/recipes/button.css';
import { StatusPage } from './status-page';

/** signin-oidc and signout-callback-oidc (SPEC §2). */
export function CallbackPage() {
  return (
    <StatusPage busy title={<Trans id="callback.title" message="Processing authentication..." />}>
      <Trans id="callback.text" message="Please wait while we complete your login." />
    </StatusPage>
  );
}

/**
 * The unauthorized page (SPEC §2, §8). Signed out, Try Login Again starts the sign-in. Signed in (the account may
 * not open what was asked), it says who is signed in, and Try Login Again asks the provider for its form
 * (prompt=login) so another account can be used; Sign out is offered too (issue 13 point 9: it silently did nothing).
 */
export function UnauthorizedPage({ authRef, navRef }: { authRef: AuthRef; navRef: NavRef }) {
  const busy = useSelector(authRef, (s) => s.matches('redirecting'));
  const user = useSelector(authRef, (s) => (selectIsSignedIn(s) ? selectUser(s) : null));
  return (
    <StatusPage
      icon="lock"
      tone="danger"
      title={<Trans id="unauthorized.title" message="Unauthorized Access" />}
      actions={
        <>
          <button type="button" className={button()} disabled={busy} onClick={() => authRef.send(user ? { type: 'auth.signIn', prompt: 'login' } : { type: 'auth.signIn' })}>
            <Trans id="unauthorized.tryLogin" message="Try Login Again" />
          </button>
          <button type="button" className={button({ tone: 'secondary' })} onClick={() => navRef.send({ type: 'nav.navigate', to: '/' })}>
            <Trans id="unauthorized.goHome" message="Go Home" />
          </button>
          {user ? (
            <button type="button" className={button({ tone: 'secondary' })} onClick={() => authRef.send({ type: 'auth.signOut' })}>
              <Trans id="session.signOut" message="Sign out" />
            </button>
          ) : null}
        </>
      }
    >
      <Trans
        id="unauthorized.text"
        message="You don't have permission to access this resource or there was an authentication error."
      />
      {user ? (
        <>
          {' '}
          <Trans
            id="unauthorized.signedInAs"
            message="You are signed in as {name}. Try Login Again lets you choose another account."
            values={{ name: user.name }}
          />
        </>
      ) : null}
    </StatusPage>
  );
}

export function LoggedOutPage({ authRef }: { authRef: AuthRef }) {
  const busy = useSelector(authRef, (s) => s.matches('redirecting'));
  return (
    <StatusPage
      icon="check"
      title={<Trans id="loggedOut.title" message="Logged Out Successfully" />}
      actions={
        <button type="button" className={button()} disabled={busy} onClick={() => authRef.send({ type: 'auth.signIn' })}>
          <Trans id="loggedOut.loginAgain" message="Login Again" />
        </button>
      }
    >
      <Trans id="loggedOut.text" message="You have been logged out of the system." />
    </StatusPage>
  );
}

/** The identity provider could not be reached to start the sign-in (SECURITY-TESTS N6). */
export function SignInFailedPage({ authRef }: { authRef: AuthRef }) {
  return (
    <StatusPage
      icon="alert"
      tone="danger"
      title={<Trans id="signInFailed.title" message="Sign-in is not available right now" />}
      actions={
        <button type="button" className={button()} onClick={() => authRef.send({ type: 'auth.signIn' })}>
          <Trans id="signInFailed.retry" message="Try again" />
        </button>
      }
    >
      <Trans id="signInFailed.text" message="We could not reach the sign-in service. Check your connection and try again." />
    </StatusPage>
  );
}
