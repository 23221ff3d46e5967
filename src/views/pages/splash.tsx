import { useLingui } from '@lingui/react';
import * as css from './splash.css';
import '../theme/keyframes.css';

/** Shown until the first navigation completes (SPEC §2). */
export function Splash() {
  const { i18n } = useLingui();
  const label = i18n._({ id: 'splash.loading', message: 'Loading…' });
  // A page of its own while it shows: a main landmark and a (hidden) heading, like every other page.
  return (
    <main className={css.splash} aria-busy="true">
      <h1 className="visually-hidden">{label}</h1>
      <div className={css.inner} role="status" aria-live="polite" aria-label={label}>
        <div className={css.mark} />
        <div className={css.bar}>
          <div className={css.barFill} />
        </div>
      </div>
    </main>
  );
}
