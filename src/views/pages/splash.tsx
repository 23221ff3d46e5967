import { useLingui } from '@lingui/react';

/**
 * Shown until the first navigation completes (SPEC §2): the same picture as the static splash of index.html (global
 * classes `boot-splash*` in theme/global.css.ts), which it replaces without a jump.
 */
export function Splash() {
  const { i18n } = useLingui();
  const label = i18n._({ id: 'splash.loading', message: 'Loading…' });
  // A page of its own while it shows: a main landmark and a (hidden) heading, like every other page.
  return (
    <main className="boot-splash" aria-busy="true">
      <h1 className="visually-hidden">{label}</h1>
      <div className="boot-splash-inner" role="status" aria-live="polite" aria-label={label}>
        <div className="boot-splash-mark" />
        <div className="boot-splash-name" aria-hidden="true">
          {i18n._({ id: 'shell.product', message: 'Back office' })}
        </div>
        <div className="boot-splash-bar">
          <span />
        </div>
      </div>
    </main>
  );
}
