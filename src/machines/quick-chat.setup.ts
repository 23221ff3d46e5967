/** The quick-chat machine's types, actors, guards and actions; the chart is in quick-chat.machine.ts. */
import { assign, setup } from 'xstate';
import { errorCodeOf, type ShellErrorCode } from './effects/error-code';
import { getChat, type Chat, type ChatMessage } from './effects/get-chat';
import { getChats, type ChatSummary } from './effects/get-chats';
import { sendChatMessage } from './effects/send-chat-message';

export type { Chat, ChatMessage } from './effects/get-chat';
export type { ChatContact, ChatSummary } from './effects/get-chats';

/** `chatNotFound`: the view shows 'Could not found chat with id of {id}!' (SPEC §8). */
export interface ChatError {
  code: ShellErrorCode | 'chatNotFound';
  id: string;
}

export interface QuickChatContext {
  chats: ChatSummary[];
  listError: ShellErrorCode | null;
  selectedId: string | null;
  chat: Chat | null;
  chatError: ChatError | null;
  /** Unsent text per chat id. */
  drafts: Record<string, string>;
  sendError: ShellErrorCode | null;
}

export type QuickChatEvent =
  | { type: 'quickChat.open' }
  /** The overlay or the header was clicked. */
  | { type: 'quickChat.close' }
  | { type: 'quickChat.toggle' }
  | { type: 'quickChat.list.retry' }
  | { type: 'quickChat.chat.select'; id: string }
  | { type: 'quickChat.chat.retry' }
  | { type: 'quickChat.draft.change'; value: string }
  | { type: 'quickChat.send' };

export const loadFailed = (id: string, error: unknown): ChatError => ({ code: errorCodeOf(error), id });

export const quickChatSetup = setup({
  types: {} as { context: QuickChatContext; events: QuickChatEvent },
  actors: { getChats, getChat, sendChatMessage },
  guards: {
    isShownChat: ({ context }, params: { id: string }) => context.chat?.id === params.id,
    isMissing: (_, params: { chat: Chat | null }) => params.chat === null,
    hasDraft: ({ context }) => context.selectedId !== null && (context.drafts[context.selectedId] ?? '').trim() !== '',
    hasSelection: ({ context }) => context.selectedId !== null,
  },
  actions: {
    setChats: assign((_, params: { chats: ChatSummary[] }) => ({ chats: params.chats, listError: null })),
    setListError: assign((_, params: { error: unknown }) => ({ listError: errorCodeOf(params.error) })),
    select: assign((_, params: { id: string }) => ({ selectedId: params.id, chat: null, chatError: null, sendError: null })),
    setChat: assign((_, params: { chat: Chat }) => ({ chat: params.chat, chatError: null })),
    setChatError: assign((_, params: { error: ChatError }) => ({ chat: null, chatError: params.error })),
    setDraft: assign(({ context }, params: { value: string }) =>
      context.selectedId === null ? {} : { drafts: { ...context.drafts, [context.selectedId]: params.value }, sendError: null },
    ),
    clearSendError: assign({ sendError: null }),
    // The sent message joins the chat; the draft is cleared and the list shows it as the last message.
    addSent: assign(({ context }, params: { message: ChatMessage }) => {
      const chatId = context.chat?.id ?? context.selectedId ?? '';
      const { [chatId]: _sent, ...drafts } = context.drafts;
      return {
        chat: context.chat ? { ...context.chat, messages: [...context.chat.messages, params.message] } : null,
        drafts,
        chats: context.chats.map((c) =>
          c.id === chatId ? { ...c, lastMessage: params.message.value, lastMessageAt: params.message.createdAt } : c,
        ),
      };
    }),
    setSendError: assign((_, params: { error: unknown }) => ({ sendError: errorCodeOf(params.error) })),
  },
});
