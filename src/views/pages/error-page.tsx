import { Trans } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { parseTenantHost } from '../../config/tenant-host';
import { selectConfig } from '../../machines/app.machine';
import { selectIsSignedIn, selectUser, type AuthRef } from '../../machines/auth.machine';
import type { NavRef } from '../../machines/nav.machine';
import { useAppSelector, useAuthRef, useNavRef } from '../app-actor';
import { button } from '../theme/recipes/button.css';
import { StatusPage } from './status-page';
import * as css from './status-page.css';

/** The address of a tenant's app next to this one: the same scheme and port, the tenant's subdomain. */
export function tenantAddress(slug: string, baseDomain: string, here: Pick<Location, 'protocol' | 'port'>): string {
  return `${here.protocol}//${slug}.${baseDomain}${here.port ? `:${here.port}` : ''}/`;
}

/**
 * error/404 (with its status parameter) and error/500 (SPEC §2). A 403 is shown as the 404 page
 * (SPEC §8), so the existence of a resource of another tenant is not revealed. Never a dead end (issue 13 point
 * 10): unless the caller gives its own actions, the page offers Go home, and Sign out to a signed-in user.
 */
export function ErrorPage({ status, code, actions }: { status: 404 | 500; /** The status shown, e.g. from `?status=`. @default status */ code?: number; actions?: ReactNode }) {
  const shown = actions ?? <WayOn />;
  if (status === 404) {
    return (
      <StatusPage code={String(code ?? 404)} title={<Trans id="error404.title" message="Page not found" />} actions={shown}>
        <Trans id="error404.text" message="The page you are looking for does not exist or is not available to you." />
      </StatusPage>
    );
  }
  return (
    <StatusPage code="500" tone="danger" title={<Trans id="error500.title" message="Something went wrong" />} actions={shown}>
      <Trans id="error500.text" message="We could not complete your request. Please try again in a moment." />
    </StatusPage>
  );
}

/** Go home, and Sign out when someone is signed in (the app's actors, when the page is inside the app). */
function WayOn() {
  const navRef = useNavRef();
  const authRef = useAuthRef();
  return navRef ? <WayOnButtons navRef={navRef} authRef={authRef ?? null} /> : null;
}

function WayOnButtons({ navRef, authRef }: { navRef: NavRef; authRef: AuthRef | null }) {
  const signedIn = useSelector(authRef ?? undefined, (s) => (s ? selectIsSignedIn(s) : false));
  const tenants = useSelector(authRef ?? undefined, (s) => (s ? (selectUser(s)?.tenants ?? null) : null));
  const config = useAppSelector(selectConfig);
  // Another tenant's address (its services refused this user): home is not here, the user's own tenants are.
  const host = config ? parseTenantHost(window.location.host, config.tenantBaseDomain) : null;
  const elsewhere = signedIn && config && tenants && host?.kind === 'tenant' && !tenants.includes(host.slug) ? tenants : null;
  return (
    <>
      {elsewhere && config ? (
        <p className={css.tenants}>
          <Trans id="wrongTenant.yours" message="Your account opens:" />{' '}
          {elsewhere.map((slug, index) => (
            <span key={slug}>
              {index > 0 ? ', ' : null}
              <a href={tenantAddress(slug, config.tenantBaseDomain, window.location)}>{slug}</a>
            </span>
          ))}
        </p>
      ) : (
        <button type="button" className={button()} onClick={() => navRef.send({ type: 'nav.navigate', to: '/' })}>
          <Trans id="error.goHome" message="Go home" />
        </button>
      )}
      {signedIn && authRef ? (
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => authRef.send({ type: 'auth.signOut' })}>
          <Trans id="session.signOut" message="Sign out" />
        </button>
      ) : null}
    </>
  );
}

/** Parses the status parameter of error/404 (`?status=410`): only client error statuses are shown, default 404. */
export const errorStatusParam = (search: string): number => {
  const raw = new URLSearchParams(search).get('status');
  const value = raw !== null && /^\d{3}$/.test(raw) ? Number(raw) : NaN;
  // A 403 is shown as 404 (SPEC §8): the page never tells that a resource exists.
  return value >= 400 && value <= 499 && value !== 403 ? value : 404;
};
