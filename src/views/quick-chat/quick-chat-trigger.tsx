import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { quickChatMachine, selectIsQuickChatOpen, type QuickChatRef } from '../../machines/quick-chat.machine';
import * as layoutCss from '../layout/layout.css';
import { Icon } from '../ui/icon';

/** The quick chat's machine, handed to the session when this chunk arrives (top-bar-panels.tsx). */
export const panelLogic = { quickChat: quickChatMachine };

// The drawer stays a plain lazy component, loaded when it is first opened (or docked): as a preloadable one it
// mounted open on the first render and took the focus trap before the toggle's state was painted (keyboard.spec).
const QuickChat = lazy(() => import('./quick-chat').then((m) => ({ default: m.QuickChat })));

/** The quick chat's toggle in the top bar, for the layouts without the docked chat panel (issue 13 point 12). */
export function QuickChatTrigger({ quickChatRef }: { quickChatRef: QuickChatRef }) {
  const { i18n } = useLingui();
  const open = useSelector(quickChatRef, selectIsQuickChatOpen);
  return (
    <button
      type="button"
      className={`${layoutCss.iconButton} ${layoutCss.onlyFromSm}`}
      data-panel-trigger="quickChat"
      aria-label={open ? i18n._({ id: 'quickChat.toggle.close', message: 'Close quick chat' }) : i18n._({ id: 'quickChat.toggle.open', message: 'Open quick chat' })}
      aria-expanded={open}
      onClick={() => quickChatRef.send({ type: 'quickChat.toggle' })}
    >
      <Icon name="chat" />
    </button>
  );
}

/** The chat drawer: docked at the edge in the layouts that have it, else shown once the top bar's toggle opens it. */
export function QuickChatDock({ quickChatRef, docked }: { quickChatRef: QuickChatRef; docked: boolean }) {
  const open = useSelector(quickChatRef, selectIsQuickChatOpen);
  return docked || open ? (
    <Suspense fallback={null}>
      <QuickChat quickChatRef={quickChatRef} edgeToggle={docked} />
    </Suspense>
  ) : null;
}
