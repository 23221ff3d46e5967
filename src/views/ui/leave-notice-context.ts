import { createContext } from 'react';
import type { ExternalLinkEvent } from '../../machines/external-link.machine';

/** Where a leave request goes: the leave-notice actor, or the app, which hands it over once that actor is there. */
export interface LeaveNoticeTarget {
  send: (event: ExternalLinkEvent) => void;
}

/**
 * The app's leave notice; absent (tests of a lone component), links to other sites open as the browser does. The app
 * provides it at start-up; the links' handler (leave-notice.ts) comes with the content that has such links.
 */
export const LeaveNoticeContext = createContext<LeaveNoticeTarget | null>(null);
