import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import type { ShortcutsRef } from '../../machines/shortcuts.machine';
import { Icon } from '../ui/icon';
import * as css from './shortcuts-panel.css';

// The popover (Ark UI, positioning, dismissal) is a chunk of its own; until it arrives the trigger is inert.
const ShortcutsPopover = lazy(() => import('./shortcuts-popover'));

/** The top bar's shortcuts (SPEC §2, §4): a bolt button opening the shortcuts panel. */
export function ShortcutsPanel({ shortcutsRef }: { shortcutsRef: ShortcutsRef }) {
  const { i18n } = useLingui();
  return (
    <Suspense
      fallback={
        <button type="button" className={css.trigger} disabled aria-label={i18n._({ id: 'shortcuts.open', message: 'Shortcuts' })}>
          <Icon name="bolt" />
        </button>
      }
    >
      <ShortcutsPopover shortcutsRef={shortcutsRef} />
    </Suspense>
  );
}
