import { Trans, useLingui } from '@lingui/react';
import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import { button } from '../theme/recipes/button.css';
import * as css from '../sections/section-page.css';

const reloadKey = 'backoffice.chunkReloadAt';
const reloadCooldownMs = 10_000;

/**
 * A lazily loaded section. A chunk that fails to load (a deploy replaced it) reloads the page once; a second
 * failure within the cooldown reaches the section's error boundary (SECURITY-TESTS N7).
 */
export function lazySection<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      let last = 0;
      try {
        last = Number(sessionStorage.getItem(reloadKey)) || 0;
      } catch {
        // No storage: never reload automatically.
        last = Date.now();
      }
      if (Date.now() - last > reloadCooldownMs) {
        try {
          sessionStorage.setItem(reloadKey, String(Date.now()));
        } catch {
          // Ignored: see above.
        }
        window.location.reload();
        return new Promise<never>(() => undefined);
      }
      throw error;
    }),
  );
}

/** Keeps a failing section from taking the shell down: only the section shows the fallback (N8). */
export class SectionBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Section failed to render', error);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={css.later} role="alert">
        <div>
          <p>
            <Trans id="section.failed" message="This section could not be displayed." />
          </p>
          <button type="button" className={button({ tone: 'secondary' })} onClick={() => window.location.reload()}>
            <Trans id="section.reload" message="Reload" />
          </button>
        </div>
      </div>
    );
  }
}

/**
 * Shown while a section's chunk (or a page's record) loads: a named progress bar, and the page's level-one heading
 * (the section's title when known, else "Loading…"), visually hidden, so the page is never without either
 * (issue 13 point 16: axe found an unnamed progressbar and no h1 in the loading state).
 */
export function SectionLoading({ title }: { title?: string }) {
  const { i18n } = useLingui();
  const loading = i18n._({ id: 'section.loading', message: 'Loading…' });
  return (
    <>
      <h1 className="visually-hidden">{title ?? loading}</h1>
      <div className={css.loading} role="progressbar" aria-busy="true" aria-label={title ? `${title}: ${loading}` : loading} />
    </>
  );
}
