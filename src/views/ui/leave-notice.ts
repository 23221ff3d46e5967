import { useContext, type MouseEvent } from 'react';
import { realHost } from '../../machines/effects/safe-url';
import { LeaveNoticeContext } from './leave-notice-context';

export { LeaveNoticeContext, type LeaveNoticeTarget } from './leave-notice-context';

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
