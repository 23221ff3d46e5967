/**
 * The pages of page-chunk.tsx, out of the start-up bytes (issue 12 point 3: the start-up holds only what the first
 * screen draws). Their chunk is fetched when the browser is idle after the first paint (`preloadPages`), so a page
 * needed later (a 404, a sign-out, a suspended tenant) still shows at once, without a fallback (point 2); needed
 * before that (the callback address, a failed start), the splash shows while it arrives. A chunk that cannot be fetched
 * is tried again after 1, 2 and 4 s; then the page's boundary offers Reload (never a blank page).
 */
import { useSelector } from '@xstate/react';
import { Suspense, type ComponentType } from 'react';
import { selectIsTenantArchived, type SessionRef } from '../../machines/session.machine';
import { preloadable, type PreloadableComponent } from '../shell/preloadable';
import { retryingImport } from '../../machines/effects/retrying-import';
import { SectionBoundary } from '../ui/lazy-section';
import { Splash } from './splash';

type PageChunk = typeof import('./page-chunk');

let pending: Promise<PageChunk> | null = null;
/** One request at a time; a failure is forgotten (the next use tries again). */
const loadPageChunk = (): Promise<PageChunk> =>
  (pending ??= retryingImport(() => import('./page-chunk')).catch((error: unknown) => {
    pending = null;
    throw error;
  }));

const fromChunk = <P extends object>(pick: (chunk: PageChunk) => ComponentType<P>) => preloadable(() => loadPageChunk().then(pick));

/** A whole page: the splash while its code arrives, Reload if it cannot. */
function page<P extends object>(Lazy: PreloadableComponent<P>): PreloadableComponent<P> {
  function Page(props: P) {
    return (
      <SectionBoundary resetKey="">
        <Suspense fallback={<Splash />}>
          <Lazy {...props} />
        </Suspense>
      </SectionBoundary>
    );
  }
  return Object.assign(Page, { preload: Lazy.preload });
}

export const CallbackPage = page(fromChunk((c) => c.CallbackPage));
export const UnauthorizedPage = page(fromChunk((c) => c.UnauthorizedPage));
export const LoggedOutPage = page(fromChunk((c) => c.LoggedOutPage));
export const SignInFailedPage = page(fromChunk((c) => c.SignInFailedPage));
export const ErrorPage = page(fromChunk((c) => c.ErrorPage));
/** error/404 with its `?status=` parameter. */
export const ErrorPageAt = page(fromChunk((c) => c.ErrorPageAt));
export const TenantSuspendedPage = page(fromChunk((c) => c.TenantSuspendedPage));
/** The 404 page inside the shell's main area: the section's own boundary and loading state apply. */
export const SectionErrorPage = fromChunk((c) => c.ErrorPage);
const ArchivedBanner = fromChunk((c) => c.TenantArchivedBanner);

/** The archived tenant's banner, its code fetched only for an archived tenant (or when idle). */
export function TenantArchivedBanner({ sessionRef }: { sessionRef: SessionRef }) {
  const archived = useSelector(sessionRef, selectIsTenantArchived);
  return archived ? (
    <Suspense fallback={null}>
      <ArchivedBanner sessionRef={sessionRef} />
    </Suspense>
  ) : null;
}

const all = [CallbackPage, UnauthorizedPage, LoggedOutPage, SignInFailedPage, ErrorPage, ErrorPageAt, TenantSuspendedPage, SectionErrorPage, ArchivedBanner];

/** Fetches the pages' chunk (idle time after the first paint); every page then renders at once. */
export const preloadPages = (): Promise<void> => Promise.all(all.map((p) => p.preload())).then(() => undefined);
