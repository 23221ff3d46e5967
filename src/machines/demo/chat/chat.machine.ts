/**
 * The full-screen chat (/apps/chat and /apps/chat/{id}, issue 14) as parallel regions:
 * - `list`: the quick chat's list (GET chats, its reader), searched by contact name as you type;
 * - `conversation`: the chat of the address, loaded with the quick chat's GET chat; opening it also clears its unread
 *   count (PATCH unreadCount 0), whose answer brings the contact's details and the muted flag; inside it the composer
 *   (the quick chat's send path: POST chat/messages, the draft kept per chat and on failure), muting (optimistic, put
 *   back on failure) and the contact's info panel.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorCodeOf, type ShellErrorCode } from '../../effects/error-code';
import { apiRequest } from '../../effects/api-client';
import { parseChat, type Chat, type ChatMessage } from '../../effects/get-chat';
import { chatApi, getChats, type ChatSummary } from '../../effects/get-chats';
import { sendChatMessage } from '../../effects/send-chat-message';
import { patchChat, type ChatState } from './chat-api';

/** The quick chat's limit (src/mirage/routes/quick-chat.ts): a longer draft cannot be sent. */
export const MAX_MESSAGE = 5000;
export const MAX_QUERY = 100;

export interface ChatPageContext {
  chats: ChatSummary[];
  listFailure: ShellErrorCode | null;
  query: string;
  chatId: string | null;
  chat: Chat | null;
  state: ChatState | null;
  chatFailure: ShellErrorCode | 'chatNotFound' | null;
  drafts: Record<string, string>;
  sendFailure: ShellErrorCode | null;
  muteFailure: ShellErrorCode | null;
}

export type ChatPageEvent =
  | { type: 'chat.route'; id: string | null }
  | { type: 'chat.list.retry' }
  | { type: 'chat.query'; value: string }
  | { type: 'chat.retry' }
  | { type: 'chat.draft'; value: string }
  | { type: 'chat.send' }
  | { type: 'chat.mute.toggle' }
  | { type: 'chat.info.toggle' }
  | { type: 'chat.info.close' };

export interface OpenedChat {
  chat: Chat | null;
  state: ChatState | null;
}

/** The chat (the quick chat's GET chat and reader) and, when it exists, its state after clearing its unread count. */
export const openChat = fromPromise<OpenedChat, { id: string }>(async ({ input, signal }) => {
  const chat = await apiRequest({ method: 'GET', url: `${chatApi}/chat`, query: { id: input.id }, signal, parse: parseChat });
  if (chat === null) return { chat: null, state: null };
  return { chat, state: await patchChat(input.id, { unreadCount: 0 }, signal) };
});
export const saveMute = fromPromise<ChatState, { id: string; muted: boolean }>(({ input, signal }) => patchChat(input.id, { muted: input.muted }, signal));

/** The chats whose contact's name holds every word of the query, in the list's order. */
export function matchChats(chats: readonly ChatSummary[], query: string): ChatSummary[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...chats];
  return chats.filter((c) => words.every((w) => c.contact.name.toLocaleLowerCase().includes(w)));
}

const byLatest = (a: ChatSummary, b: ChatSummary) => Date.parse(b.lastMessageAt ?? '') - Date.parse(a.lastMessageAt ?? '') || 0;

export const chatPageMachine = setup({
  types: {} as { context: ChatPageContext; events: ChatPageEvent; input: { id: string | null } },
  actors: { getChats, openChat, sendChatMessage, saveMute },
  guards: {
    opensAnother: ({ context }, params: { id: string | null }) => params.id !== null && params.id !== context.chatId,
    closes: ({ context }, params: { id: string | null }) => params.id === null && context.chatId !== null,
    hasChatId: ({ context }) => context.chatId !== null,
    isMissing: (_, params: { opened: OpenedChat }) => params.opened.chat === null,
    canSend: ({ context }) => {
      const draft = (context.chatId && context.drafts[context.chatId]) || '';
      return draft.trim() !== '' && draft.length <= MAX_MESSAGE;
    },
  },
  actions: {
    setChats: assign((_, params: { chats: ChatSummary[] }) => ({ chats: params.chats, listFailure: null })),
    setListFailure: assign((_, params: { error: unknown }) => ({ listFailure: errorCodeOf(params.error) })),
    setQuery: assign((_, params: { value: string }) => ({ query: params.value.slice(0, MAX_QUERY) })),
    setChatId: assign((_, params: { id: string | null }) => ({ chatId: params.id, chat: null, state: null, chatFailure: null, sendFailure: null, muteFailure: null })),
    /** The chat opened: its unread count is 0 in the list too. */
    setOpened: assign(({ context }, params: { opened: OpenedChat }) => ({
      chat: params.opened.chat,
      state: params.opened.state,
      chatFailure: null,
      chats: context.chats.map((c) => (c.id === params.opened.chat?.id ? { ...c, unreadCount: params.opened.state?.unreadCount ?? 0 } : c)),
    })),
    setChatFailure: assign((_, params: { code: ShellErrorCode | 'chatNotFound' }) => ({ chat: null, state: null, chatFailure: params.code })),
    setDraft: assign(({ context }, params: { value: string }) =>
      context.chatId === null ? {} : { drafts: { ...context.drafts, [context.chatId]: params.value }, sendFailure: null },
    ),
    /** The sent message joins the chat, the draft empties and the chat goes to the top of the list. */
    addSent: assign(({ context }, params: { chatId: string; message: ChatMessage }) => {
      const { [params.chatId]: _sent, ...drafts } = context.drafts;
      return {
        drafts,
        sendFailure: null,
        chat: context.chat?.id === params.chatId ? { ...context.chat, messages: [...context.chat.messages, params.message] } : context.chat,
        chats: context.chats
          .map((c) => (c.id === params.chatId ? { ...c, lastMessage: params.message.value, lastMessageAt: params.message.createdAt } : c))
          .sort(byLatest),
      };
    }),
    setSendFailure: assign((_, params: { error: unknown }) => ({ sendFailure: errorCodeOf(params.error) })),
    flipMute: assign(({ context }) => (context.state ? { state: { ...context.state, muted: !context.state.muted }, muteFailure: null } : {})),
    setState: assign((_, params: { state: ChatState }) => ({ state: params.state })),
    unflipMute: assign(({ context }, params: { error: unknown }) => ({
      state: context.state ? { ...context.state, muted: !context.state.muted } : null,
      muteFailure: errorCodeOf(params.error),
    })),
  },
}).createMachine({
  id: 'chatPage',
  type: 'parallel',
  context: ({ input }) => ({
    chats: [],
    listFailure: null,
    query: '',
    chatId: input.id,
    chat: null,
    state: null,
    chatFailure: null,
    drafts: {},
    sendFailure: null,
    muteFailure: null,
  }),
  on: { 'chat.query': { actions: { type: 'setQuery', params: ({ event }) => ({ value: event.value }) } } },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'getChats',
            src: 'getChats',
            onDone: { target: 'ready', actions: { type: 'setChats', params: ({ event }) => ({ chats: event.output }) } },
            onError: { target: 'failed', actions: { type: 'setListFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: {},
        failed: { on: { 'chat.list.retry': { target: 'loading' } } },
      },
    },
    conversation: {
      initial: 'start',
      on: {
        'chat.route': [
          {
            guard: { type: 'opensAnother', params: ({ event }) => ({ id: event.id }) },
            target: '.loading',
            actions: { type: 'setChatId', params: ({ event }) => ({ id: event.id }) },
          },
          {
            guard: { type: 'closes', params: ({ event }) => ({ id: event.id }) },
            target: '.none',
            actions: { type: 'setChatId', params: { id: null } },
          },
        ],
      },
      states: {
        start: { always: [{ guard: 'hasChatId', target: 'loading' }, { target: 'none' }] },
        /** 'Select a conversation'. */
        none: {},
        loading: {
          invoke: {
            id: 'openChat',
            src: 'openChat',
            input: ({ context }) => ({ id: context.chatId ?? '' }),
            onDone: [
              {
                guard: { type: 'isMissing', params: ({ event }) => ({ opened: event.output }) },
                target: 'failed',
                actions: { type: 'setChatFailure', params: { code: 'chatNotFound' } },
              },
              { target: 'ready', actions: { type: 'setOpened', params: ({ event }) => ({ opened: event.output }) } },
            ],
            onError: { target: 'failed', actions: { type: 'setChatFailure', params: ({ event }) => ({ code: errorCodeOf(event.error) }) } },
          },
        },
        failed: { on: { 'chat.retry': { guard: 'hasChatId', target: 'loading' } } },
        ready: {
          type: 'parallel',
          states: {
            composer: {
              initial: 'composing',
              states: {
                composing: {
                  on: {
                    'chat.draft': { actions: { type: 'setDraft', params: ({ event }) => ({ value: event.value }) } },
                    'chat.send': { guard: 'canSend', target: 'sending' },
                  },
                },
                sending: {
                  invoke: {
                    id: 'sendChatMessage',
                    src: 'sendChatMessage',
                    input: ({ context }) => ({ chatId: context.chatId ?? '', value: (context.drafts[context.chatId ?? ''] ?? '').trim() }),
                    onDone: {
                      target: 'composing',
                      actions: { type: 'addSent', params: ({ context, event }) => ({ chatId: context.chatId ?? '', message: event.output }) },
                    },
                    // What was typed stays.
                    onError: { target: 'composing', actions: { type: 'setSendFailure', params: ({ event }) => ({ error: event.error }) } },
                  },
                },
              },
            },
            mute: {
              initial: 'idle',
              states: {
                idle: { on: { 'chat.mute.toggle': { target: 'saving', actions: 'flipMute' } } },
                saving: {
                  invoke: {
                    id: 'saveMute',
                    src: 'saveMute',
                    input: ({ context }) => ({ id: context.chatId ?? '', muted: context.state?.muted ?? false }),
                    onDone: { target: 'idle', actions: { type: 'setState', params: ({ event }) => ({ state: event.output }) } },
                    onError: { target: 'idle', actions: { type: 'unflipMute', params: ({ event }) => ({ error: event.error }) } },
                  },
                },
              },
            },
            info: {
              initial: 'closed',
              states: {
                closed: { on: { 'chat.info.toggle': { target: 'open' } } },
                open: { on: { 'chat.info.toggle': { target: 'closed' }, 'chat.info.close': { target: 'closed' } } },
              },
            },
          },
        },
      },
    },
  },
});

export type ChatPageRef = ActorRefFrom<typeof chatPageMachine>;
export type ChatPageSnapshot = SnapshotFrom<typeof chatPageMachine>;

export const selectVisibleChats = (s: ChatPageSnapshot) => matchChats(s.context.chats, s.context.query);
export const selectQuery = (s: ChatPageSnapshot) => s.context.query;
export const selectIsListLoading = (s: ChatPageSnapshot) => s.matches({ list: 'loading' });
export const selectListFailure = (s: ChatPageSnapshot) => (s.matches({ list: 'failed' }) ? s.context.listFailure : null);
export const selectChatId = (s: ChatPageSnapshot) => s.context.chatId;
export const selectChat = (s: ChatPageSnapshot) => s.context.chat;
export const selectChatState = (s: ChatPageSnapshot) => s.context.state;
export const selectIsChatLoading = (s: ChatPageSnapshot) => s.matches({ conversation: 'loading' });
export const selectChatFailure = (s: ChatPageSnapshot) => (s.matches({ conversation: 'failed' }) ? s.context.chatFailure : null);
export const selectDraft = (s: ChatPageSnapshot) => (s.context.chatId === null ? '' : (s.context.drafts[s.context.chatId] ?? ''));
export const selectIsSending = (s: ChatPageSnapshot) => s.matches({ conversation: { ready: { composer: 'sending' } } });
export const selectSendFailure = (s: ChatPageSnapshot) => s.context.sendFailure;
export const selectMuteFailure = (s: ChatPageSnapshot) => s.context.muteFailure;
export const selectIsInfoOpen = (s: ChatPageSnapshot) => s.matches({ conversation: { ready: { info: 'open' } } });
