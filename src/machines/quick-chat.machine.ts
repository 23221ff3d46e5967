/**
 * The quick chat drawer (SPEC §2, §4, §8): opened or closed with an overlay, the chat list, the selected
 * chat loaded on selection, and a composer whose draft survives a failed send.
 */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
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

const loadFailed = (id: string, error: unknown): ChatError => ({ code: errorCodeOf(error), id });

export const quickChatMachine = setup({
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
}).createMachine({
  id: 'quickChat',
  type: 'parallel',
  context: { chats: [], listError: null, selectedId: null, chat: null, chatError: null, drafts: {}, sendError: null },
  states: {
    panel: {
      initial: 'closed',
      states: {
        // SPEC §4: selecting a chat opens the drawer (and the conversation region loads it).
        closed: {
          on: {
            'quickChat.open': { target: 'opened' },
            'quickChat.toggle': { target: 'opened' },
            'quickChat.chat.select': { target: 'opened' },
          },
        },
        /** The overlay shows while opened. */
        opened: { on: { 'quickChat.close': { target: 'closed' }, 'quickChat.toggle': { target: 'closed' } } },
      },
    },
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'getChats',
            src: 'getChats',
            onDone: { target: 'loaded', actions: { type: 'setChats', params: ({ event }) => ({ chats: event.output }) } },
            onError: { target: 'failed', actions: { type: 'setListError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        loaded: {},
        failed: { on: { 'quickChat.list.retry': { target: 'loading' } } },
      },
    },
    conversation: {
      initial: 'noChatSelected',
      on: {
        'quickChat.chat.select': [
          // The chat shown is not loaded again.
          { guard: { type: 'isShownChat', params: ({ event }) => ({ id: event.id }) } },
          {
            target: '.loadingChat',
            actions: { type: 'select', params: ({ event }) => ({ id: event.id }) },
          },
        ],
      },
      states: {
        /** 'Select a conversation'. */
        noChatSelected: {},
        loadingChat: {
          tags: ['busy'],
          invoke: {
            id: 'getChat',
            src: 'getChat',
            input: ({ context }) => ({ id: context.selectedId ?? '' }),
            onDone: [
              {
                guard: { type: 'isMissing', params: ({ event }) => ({ chat: event.output }) },
                target: 'chatFailed',
                actions: { type: 'setChatError', params: ({ context }) => ({ error: { code: 'chatNotFound', id: context.selectedId ?? '' } }) },
              },
              { target: 'chatReady', actions: { type: 'setChat', params: ({ event }) => ({ chat: event.output! }) } },
            ],
            onError: {
              target: 'chatFailed',
              actions: { type: 'setChatError', params: ({ context, event }) => ({ error: loadFailed(context.selectedId ?? '', event.error) }) },
            },
          },
        },
        chatFailed: { on: { 'quickChat.chat.retry': { guard: 'hasSelection', target: 'loadingChat' } } },
        chatReady: {
          initial: 'composing',
          states: {
            composing: {
              on: {
                'quickChat.draft.change': { actions: { type: 'setDraft', params: ({ event }) => ({ value: event.value }) } },
                'quickChat.send': { guard: 'hasDraft', target: 'sending', actions: 'clearSendError' },
              },
            },
            sending: {
              tags: ['busy'],
              // Another chat opens once this message is sent, so the answer lands in the right chat.
              on: { 'quickChat.chat.select': {} },
              invoke: {
                id: 'sendChatMessage',
                src: 'sendChatMessage',
                input: ({ context }) => ({
                  chatId: context.chat?.id ?? '',
                  value: (context.drafts[context.chat?.id ?? ''] ?? '').trim(),
                }),
                onDone: { target: 'composing', actions: { type: 'addSent', params: ({ event }) => ({ message: event.output }) } },
                onError: { target: 'composing', actions: { type: 'setSendError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
      },
    },
  },
});

export type QuickChatRef = ActorRefFrom<typeof quickChatMachine>;
export type QuickChatSnapshot = SnapshotFrom<typeof quickChatMachine>;

/** The drawer and its overlay show. */
export const selectIsQuickChatOpen = (s: QuickChatSnapshot) => s.matches({ panel: 'opened' });
export const selectChats = (s: QuickChatSnapshot) => s.context.chats;
export const selectIsChatListLoading = (s: QuickChatSnapshot) => s.matches({ list: 'loading' });
export const selectChatListError = (s: QuickChatSnapshot) => s.context.listError;
export const selectSelectedChatId = (s: QuickChatSnapshot) => s.context.selectedId;
/** 'Select a conversation'. */
export const selectIsNoChatSelected = (s: QuickChatSnapshot) => s.matches({ conversation: 'noChatSelected' });
export const selectIsChatLoading = (s: QuickChatSnapshot) => s.matches({ conversation: 'loadingChat' });
export const selectChat = (s: QuickChatSnapshot) => s.context.chat;
export const selectChatError = (s: QuickChatSnapshot) => s.context.chatError;
export const selectDraft = (s: QuickChatSnapshot) => (s.context.selectedId === null ? '' : (s.context.drafts[s.context.selectedId] ?? ''));
export const selectIsSending = (s: QuickChatSnapshot) => s.matches({ conversation: { chatReady: 'sending' } });
export const selectCanSend = (s: QuickChatSnapshot) => s.can({ type: 'quickChat.send' });
export const selectSendError = (s: QuickChatSnapshot) => s.context.sendError;
