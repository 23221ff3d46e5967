import { fromPromise } from 'xstate';
import { apiRequest } from './api-client';
import { isSafeImage } from './safe-url';
import { count, id, list, optionalIsoTime, optionalText, record, text, type Fields } from './shape';

/** Quick chat is a demo area: its paths are the app's own, not under `config.commonApi`. */
export const chatApi = '/api/apps/chat';

export interface ChatContact {
  name: string;
  /** An image source, or null when missing or unsafe. */
  avatar: string | null;
}

/** SPEC §3 "Quick chat list item". */
export interface ChatSummary {
  id: string;
  unreadCount: number;
  contact: ChatContact;
  /** HTML. */
  lastMessage?: string;
  lastMessageAt?: string;
}

export function parseContact(r: Fields, name: string): ChatContact {
  const c = record(r.contact, `${name}.contact`);
  const avatar = c.avatar === null || c.avatar === undefined ? null : text(c, 'avatar', `${name}.contact`);
  return { name: text(c, 'name', `${name}.contact`), avatar: avatar !== null && isSafeImage(avatar) ? avatar : null };
}

export function parseChatSummary(raw: unknown, name = 'chat'): ChatSummary {
  const r = record(raw, name);
  const summary: ChatSummary = { id: id(r, 'id', name), unreadCount: count(r, 'unreadCount', name), contact: parseContact(r, name) };
  const lastMessage = optionalText(r, 'lastMessage', name);
  const lastMessageAt = optionalIsoTime(r, 'lastMessageAt', name);
  if (lastMessage !== undefined) summary.lastMessage = lastMessage;
  if (lastMessageAt !== undefined) summary.lastMessageAt = lastMessageAt;
  return summary;
}

export const parseChatList = (raw: unknown): ChatSummary[] =>
  list(raw, 'chats').map((item, index) => parseChatSummary(item, `chats[${index}]`));

/** GET /api/apps/chat/chats. */
export const getChats = fromPromise<ChatSummary[], void>(({ signal }) =>
  apiRequest({ method: 'GET', url: `${chatApi}/chats`, signal, parse: parseChatList }),
);
