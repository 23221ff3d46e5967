/**
 * The quick chat drawer (SPEC §2, §4, §8): opened or closed with an overlay, the chat list, the selected
 * chat loaded on selection, and a composer whose draft survives a failed send.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { quickChatSetup, loadFailed } from './quick-chat.setup';

export * from './quick-chat.setup';

export const quickChatMachine = quickChatSetup.createMachine({
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
