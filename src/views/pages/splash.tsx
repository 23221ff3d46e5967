import { useLingui } from '@lingui/react';
import * as css from './splash.css';
import '../theme/keyframes.css';

/** Shown until the first navigation completes (SPEC §2). */
export function Splash() {
  const { i18n } = useLingui();
  return (
    <div className={css.splash} role="status" aria-live="polite" aria-label={i18n._({ id: 'splash.loading', message: 'Loading…' })}>
      <div className={css.inner}>
        <div className={css.mark} />
        <div className={css.bar}>
          <div className={css.barFill} />
        </div>
      </div>
    </div>
  );
}
