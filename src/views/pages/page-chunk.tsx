/**
 * The pages a returning user's dashboard does not draw, in one chunk (issue 12 point 3): the callback, unauthorized,
 * logged-out and sign-in-failed pages, the 404/500 page and the suspended tenant's page, and the archived tenant's
 * banner. Loaded through lazy-pages.tsx; the start-up keeps the splash and the could-not-start page only.
 */
export { CallbackPage, LoggedOutPage, SignInFailedPage, UnauthorizedPage } from './auth-pages';
export { ErrorPage } from './error-page';
export { TenantSuspendedPage } from '../sections/tenants/tenant-suspended-page';
export { TenantArchivedBanner } from '../sections/tenants/tenant-archived-banner';
import { ErrorPage, errorStatusParam } from './error-page';

/** error/404 with its `?status=` (SPEC §2): the parameter is read here, with the page. */
export function ErrorPageAt({ search }: { search: string }) {
  return <ErrorPage status={404} code={errorStatusParam(search)} />;
}
