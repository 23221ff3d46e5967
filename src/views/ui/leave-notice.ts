import { createContext, useContext, type MouseEvent } from 'react';
import { realHost } from '../../machines/effects/safe-url';
import type { ExternalLinkEvent } from '../../machines/external-link.machine';

/** Where a leave request goes: the leave-notice actor, or the app, which hands it over once that actor is there. */
export interface LeaveNoticeTarget {
  send: (event: ExternalLinkEvent) => void;
}

/** The app's leave notice; absent (tests of a lone component), links to other sites open as the browser does. */
export const LeaveNoticeContext = createContext<LeaveNoticeTarget | null>(null);

/**
 * A click handler for a link to another site found in server content: a plain click asks the leave notice, which
 * names the real host and opens the link in a new tab once confirmed. With a modifier key, or with no leave notice
 * in the tree, the browser's own handling stays (the anchor keeps target=_blank and rel=noopener noreferrer).
 */
export function useLeaveNotice(): (event: MouseEvent<HTMLElement>, href: string) => void {
  const ref = useContext(LeaveNoticeContext);
  return (event, href) => {
    if (ref === null || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // The machine's own rule: only a link it will ask about is held back (mail and phone links go on as usual).
    if (realHost(href) === null) return;
    event.preventDefault();
    ref.send({ type: 'externalLink.open', href });
  };
}
