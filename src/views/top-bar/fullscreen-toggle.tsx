import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { fullscreenMachine, selectIsFullscreen, selectIsFullscreenBusy } from '../../machines/fullscreen.machine';
import { Icon } from '../ui/icon';
import * as css from './fullscreen-toggle.css';

/**
 * The top bar's fullscreen button (SPEC §2, §8); its machine is local to this view. Its name says what a press
 * does ("Enter fullscreen" / "Exit fullscreen"), and the app's tooltip layer shows that name on hover and focus.
 */
export function FullscreenToggle() {
  const { i18n } = useLingui();
  const fullscreenRef = useActorRef(fullscreenMachine);
  const isFullscreen = useSelector(fullscreenRef, selectIsFullscreen);
  const busy = useSelector(fullscreenRef, selectIsFullscreenBusy);
  const label = isFullscreen
    ? i18n._({ id: 'fullscreen.exit', message: 'Exit fullscreen' })
    : i18n._({ id: 'fullscreen.enter', message: 'Enter fullscreen' });
  return (
    <button type="button" className={css.toggle} aria-label={label} aria-busy={busy} onClick={() => fullscreenRef.send({ type: 'fullscreen.toggle' })}>
      <Icon name={isFullscreen ? 'shrink' : 'expand'} />
    </button>
  );
}
