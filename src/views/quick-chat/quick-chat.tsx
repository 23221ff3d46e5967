import type { QuickChatRef } from '../../machines/quick-chat.machine';

/** Mount point: the view is being built (shell issue); it renders nothing until then. */
export function QuickChat(_props: { quickChatRef: QuickChatRef }) {
  return null;
}
