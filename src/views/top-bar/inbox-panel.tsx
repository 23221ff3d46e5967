import type { InboxRef } from '../../machines/inbox.machine';

/** Mount point: the view is being built (shell issue); it renders nothing until then. */
export function InboxPanel(_props: { inboxRef: InboxRef; kind: 'messages' | 'notifications' }) {
  return null;
}
