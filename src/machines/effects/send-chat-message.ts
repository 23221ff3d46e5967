import { fromPromise } from 'xstate';
import { apiRequest } from './api-client';
import { parseChatMessage, type ChatMessage } from './get-chat';
import { chatApi } from './get-chats';

/** POST /api/apps/chat/chat/messages {chatId, value}: answers the created message. */
export const sendChatMessage = fromPromise<ChatMessage, { chatId: string; value: string }>(({ input, signal }) =>
  apiRequest({
    method: 'POST',
    url: `${chatApi}/chat/messages`,
    body: { chatId: input.chatId, value: input.value },
    signal,
    parse: (raw) => parseChatMessage(raw, 'sent message'),
  }),
);
