import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { Suspense, useMemo, useState } from 'react';
import type { DialogRef } from '../machines/dialog.machine';
import { selectIsDialogOpen } from '../machines/dialog.select';
import { selectIsSignInFailed, selectIsSignedIn, selectSessionRef, type AuthRef } from '../machines/auth.machine';
import { i18n } from '../machines/effects/i18n';
import { selectErrorStatus, selectLocation, type NavRef } from '../machines/nav.machine';
import { matchRoute } from '../machines/routes';
import { selectCompany, selectIsSessionFailed, selectIsSessionReady, selectIsSessionRefused, selectIsTenantSuspended, type SessionRef } from '../machines/session.machine';
import { selectIsBooting, selectIsOffline, selectIsStartupFailed, selectLocale } from '../machines/app.machine';
import { useAppRef, useAppSelector, useAuthRef, useDialogRef, useLoadingRef, useNavRef, useSettingsRef, useTitleRef, useVerticalNavRef } from './app-actor';
import { LeaveNoticeContext } from './ui/leave-notice-context';
import { lazySection } from './ui/lazy-section';
import { optionalLazy } from './ui/optional-lazy';
// The pages a returning user's dashboard does not draw arrive in their own chunk, fetched when idle (lazy-pages.tsx).
import { CallbackPage, ErrorPage, ErrorPageAt, LoggedOutPage, SignInFailedPage, TenantSuspendedPage, UnauthorizedPage } from './pages/lazy-pages';
import { Splash } from './pages/splash';
import { StatusPage } from './pages/status-page';
import { Shell } from './shell/shell';
import { primaryButton, secondaryButton } from './theme/recipes/button-classes.css';

// The confirmation dialog (Ark dialog, sanitizer) loads the first time a dialog opens.
// The print page (its registry, texts and document sources) loads when a document is printed, not at start-up.
const PrintPage = lazySection<{ type: string; id: string; sessionRef: SessionRef }>(() => import('./pages/print-page').then((m) => ({ default: m.PrintPage })));
// Tooltips of icon-only controls: their layer arrives in its own chunk right after the app starts, out of the
// start-up bytes (issue 12 point 3; the first screen draws none).
// The language switch's notice likewise (its live status is in place long before a user can switch).
// A chunk that fails to arrive is tried again, then left out: it never takes the page down (optional-lazy.ts).
const LanguageNotice = optionalLazy(() => import('./shell/language-notice').then((m) => m.LanguageNotice));
const TooltipLayer = optionalLazy(() => import('./ui/tooltip').then((m) => m.TooltipLayer));
const ConfirmDialog = optionalLazy(() => import('./dialogs/confirm-dialog').then((m) => m.ConfirmDialog));
// The tab's title: its machine arrives after the first paint (app-services.ts), its view with it.
const DocumentTitle = optionalLazy(() => import('./shell/document-title').then((m) => m.DocumentTitle));
// The loading bar: its machine arrives after the first paint (app-services.ts), its view with it.
const LoadingBar = optionalLazy(() => import('./loading/loading-bar').then((m) => m.LoadingBar));

function ConfirmDialogWhenOpen({ dialogRef }: { dialogRef: DialogRef }) {
  const open = useSelector(dialogRef, selectIsDialogOpen);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <ConfirmDialog dialogRef={dialogRef} />
    </Suspense>
  ) : null;
}

export function AppShell() {
  const booting = useAppSelector(selectIsBooting);
  const failed = useAppSelector(selectIsStartupFailed);
  const app = useAppRef();
  const authRef = useAuthRef();
  const navRef = useNavRef();
  const dialogRef = useDialogRef();
  const loadingRef = useLoadingRef();
  // Links to other sites go through the app, which hands them to the leave notice (spawned after the first paint).
  const leaveNotice = useMemo(() => ({ send: (event: { href: string }) => app.send({ type: 'app.externalLink.open', href: event.href }) }), [app]);
  const titleRef = useTitleRef();
  return (
    <I18nProvider i18n={i18n}>
      <LeaveNoticeContext.Provider value={leaveNotice}>
        {loadingRef ? (
          <Suspense fallback={null}>
            <LoadingBar loadingRef={loadingRef} />
          </Suspense>
        ) : null}
        {dialogRef ? <ConfirmDialogWhenOpen dialogRef={dialogRef} /> : null}
        <Suspense fallback={null}>
          {titleRef ? <DocumentTitle titleRef={titleRef} authRef={authRef} /> : null}
          <LanguageNotice />
          <TooltipLayer />
        </Suspense>
        {failed ? (
          <StartupFailedPage onRetry={() => app.send({ type: 'app.retry' })} />
        ) : booting || !authRef || !navRef ? (
          <Splash />
        ) : (
          <AppRoutes authRef={authRef} navRef={navRef} />
        )}
      </LeaveNoticeContext.Provider>
    </I18nProvider>
  );
}

/** The could-not-start page (its texts are part of the start-up code: effects/config-failure-texts.ts). */
function StartupFailedPage({ onRetry }: { onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <StatusPage
      icon="alert"
      tone="danger"
      title={i18n._({ id: 'startup.failed.title', message: 'The application could not start' })}
      actions={
        <button type="button" className={primaryButton} onClick={onRetry}>
          {i18n._({ id: 'startup.failed.retry', message: 'Try again' })}
        </button>
      }
    >
      {i18n._({ id: 'startup.failed.text', message: 'Its configuration could not be loaded. Check your connection and try again.' })}
    </StatusPage>
  );
}

function AppRoutes({ authRef, navRef }: { authRef: AuthRef; navRef: NavRef }) {
  const location = useSelector(navRef, selectLocation);
  const errorStatus = useSelector(navRef, selectErrorStatus);
  const match = matchRoute(location.path);
  // SPEC §8: a 404 or 403 from any call opens the 404 page without changing the address.
  if (errorStatus !== null) return <ErrorPage status={errorStatus >= 500 ? 500 : 404} />;
  if (match.kind === 'public') {
    switch (match.page) {
      case 'signin-oidc':
      case 'signout-callback-oidc':
        return <CallbackPage />;
      case 'unauthorized':
        return <UnauthorizedPage authRef={authRef} navRef={navRef} />;
      case 'logged-out':
        return <LoggedOutPage authRef={authRef} />;
      case 'error-404':
        return <ErrorPageAt search={location.search} />;
      case 'error-500':
        return <ErrorPage status={500} />;
    }
  }
  return <SignedInArea authRef={authRef} navRef={navRef} />;
}

/** The main shell and the print layout require a signed-in user whose session has loaded. */
function SignedInArea({ authRef, navRef }: { authRef: AuthRef; navRef: NavRef }) {
  const signedIn = useSelector(authRef, selectIsSignedIn);
  const signInFailed = useSelector(authRef, selectIsSignInFailed);
  const sessionRef = useSelector(authRef, selectSessionRef);
  if (signInFailed) return <SignInFailedPage authRef={authRef} />;
  if (!signedIn || !sessionRef) return <Splash />;
  return <SessionGate authRef={authRef} navRef={navRef} sessionRef={sessionRef} />;
}

function SessionGate({ authRef, navRef, sessionRef }: { authRef: AuthRef; navRef: NavRef; sessionRef: SessionRef }) {
  const { i18n } = useLingui();
  const app = useAppRef();
  const locale = useAppSelector(selectLocale);
  const offline = useAppSelector(selectIsOffline);
  const ready = useSelector(sessionRef, selectIsSessionReady);
  const refused = useSelector(sessionRef, selectIsSessionRefused);
  const failed = useSelector(sessionRef, selectIsSessionFailed);
  const suspended = useSelector(sessionRef, selectIsTenantSuspended);
  const company = useSelector(sessionRef, selectCompany);
  const location = useSelector(navRef, selectLocation);
  const settingsRef = useSettingsRef();
  const verticalNavRef = useVerticalNavRef();
  const signOut = (
    <button type="button" className={secondaryButton} onClick={() => authRef.send({ type: 'auth.signOut' })}>
      {i18n._({ id: 'session.signOut', message: 'Sign out' })}
    </button>
  );
  // Another tenant's address: the 404 page names the user's own tenants (error-page.tsx).
  if (refused) return <ErrorPage status={404} />;
  if (suspended) {
    const retry = (
      <button type="button" className={primaryButton} onClick={() => sessionRef.send({ type: 'session.retry' })}>
        {i18n._({ id: 'session.retry', message: 'Try again' })}
      </button>
    );
    return (
      <TenantSuspendedPage
        tradeName={company?.tradeName ?? null}
        actions={
          <>
            {retry}
            {signOut}
          </>
        }
      />
    );
  }
  if (failed) {
    return (
      <ErrorPage
        status={500}
        actions={
          <>
            <button type="button" className={primaryButton} onClick={() => sessionRef.send({ type: 'session.retry' })}>
              {i18n._({ id: 'session.retry', message: 'Try again' })}
            </button>
            {signOut}
          </>
        }
      />
    );
  }
  if (!ready) return <Splash />;
  const match = matchRoute(location.path);
  if (match.kind === 'print') return match.known ? <PrintPage type={match.type} id={match.id} sessionRef={sessionRef} /> : <ErrorPage status={404} />;
  if (match.kind !== 'section' || !settingsRef || !verticalNavRef) return <Splash />;
  return (
    <Shell
      authRef={authRef}
      navRef={navRef}
      sessionRef={sessionRef}
      settingsRef={settingsRef}
      verticalNavRef={verticalNavRef}
      locale={locale}
      offline={offline}
      onLocaleChange={(next) => app.send({ type: 'app.locale.change', locale: next })}
    />
  );
}
