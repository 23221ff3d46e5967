import { fromPromise } from 'xstate';
import { apiRequest } from './api-client';
import { chatApi, parseContact, type ChatContact } from './get-chats';
import { count, flag, id, isoTime, list, record, text } from './shape';

export interface ChatMessage {
  id: string;
  /** HTML, rendered by the sanitizing component. */
  value: string;
  createdAt: string;
  isMine: boolean;
}

/** SPEC §3 "Chat". */
export interface Chat {
  id: string;
  contact: ChatContact;
  unreadCount: number;
  /** Oldest first. */
  messages: ChatMessage[];
}

export function parseChatMessage(raw: unknown, name = 'message'): ChatMessage {
  const r = record(raw, name);
  return { id: id(r, 'id', name), value: text(r, 'value', name), createdAt: isoTime(r, 'createdAt', name), isMine: flag(r, 'isMine', name) };
}

/** A chat, or null for an unknown id (the service answers `null`). */
export function parseChat(raw: unknown): Chat | null {
  if (raw === null) return null;
  const r = record(raw, 'chat');
  const messages = list(r.messages, 'chat.messages').map((m, index) => parseChatMessage(m, `chat.messages[${index}]`));
  return {
    id: id(r, 'id', 'chat'),
    contact: parseContact(r, 'chat'),
    unreadCount: count(r, 'unreadCount', 'chat'),
    messages: [...messages].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt)),
  };
}

/** GET /api/apps/chat/chat?id=. */
export const getChat = fromPromise<Chat | null, { id: string }>(({ input, signal }) =>
  apiRequest({ method: 'GET', url: `${chatApi}/chat`, query: { id: input.id }, signal, parse: parseChat }),
);
