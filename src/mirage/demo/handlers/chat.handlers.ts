/**
 * Demo chat area (lazy chunk): chat contacts, the profile and chat updates. The quick chat's list and single
 * chat (GET /api/apps/chat/chats and /chat) belong to the shell, which can load this area with
 * `loadDemoArea(schema, 'chat')` and answer with `chatList` and `chatById` below.
 */
import { chatContactRows, chatMessageRows, chatProfileRows, chatRows, type ChatContact, type ChatMessageRow, type ChatProfile, type ChatRow } from '../data/chat';
import type { Handler } from '../endpoint';
import { badRequest } from '../../shared/http';
import { table, type MirageSchema } from '../../shared/store';
import { arrayOf, bool, id, int, isoDate, object, partial, str, type Check } from '../../shared/validate';

const profiles = (s: MirageSchema) => table<ChatProfile>(s, 'chatProfile');
const contacts = (s: MirageSchema) => table<ChatContact>(s, 'chatContact');
const chats = (s: MirageSchema) => table<ChatRow>(s, 'chat');
const messages = (s: MirageSchema) => table<ChatMessageRow>(s, 'chatMessage');

export function seed(schema: MirageSchema): void {
  profiles(schema).seed(chatProfileRows);
  contacts(schema).seed(chatContactRows);
  chats(schema).seed(chatRows);
  messages(schema).seed(chatMessageRows);
}

export interface ChatListItem extends ChatRow {
  contact: ChatContact | null;
}
export interface ChatMessage extends ChatMessageRow {
  isMine: boolean;
}
export interface ChatWithMessages extends ChatListItem {
  messages: ChatMessage[];
}

const profileOf = (schema: MirageSchema): ChatProfile | null => profiles(schema).all()[0] ?? null;

/** The chats, most recent first, each with its contact. */
export function chatList(schema: MirageSchema): ChatListItem[] {
  return chats(schema)
    .all()
    .sort((a, b) => Date.parse(b.lastMessageAt) - Date.parse(a.lastMessageAt))
    .map((c) => ({ ...c, contact: contacts(schema).find(c.contactId) }));
}

/** One chat with its contact and its messages, oldest first; null when unknown. */
export function chatById(schema: MirageSchema, chatId: string | undefined): ChatWithMessages | null {
  const chat = chats(schema).find(chatId);
  if (!chat) return null;
  const me = profileOf(schema)?.id;
  return {
    ...chat,
    contact: contacts(schema).find(chat.contactId),
    messages: messages(schema)
      .where((m) => m.chatId === chat.id)
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
      .map((m) => ({ ...m, isMine: m.contactId === me })),
  };
}

const nonNegative: Check<number> = (v, p) => {
  const n = int(v, p);
  if (n < 0) throw badRequest(`${p} must not be negative`);
  return n;
};

/** Merges {muted, unreadCount, lastMessage, lastMessageAt}; contact and messages may be sent back but are not changed here. */
const updateChat: Handler = ({ schema, req }) => {
  const { id: chatId, chat } = req.json(
    object({
      id,
      chat: partial({
        id,
        contactId: id,
        unreadCount: nonNegative,
        muted: bool,
        lastMessage: str,
        lastMessageAt: isoDate,
        contact: (v) => v,
        messages: arrayOf((v) => v),
      }),
    }),
  );
  const existing = chats(schema).get(chatId, 'Chat');
  if (chat.id !== undefined && chat.id !== existing.id) throw badRequest('body.chat.id cannot change');
  if (chat.contactId !== undefined && chat.contactId !== existing.contactId) throw badRequest('body.chat.contactId cannot change');
  const { id: _id, contactId: _c, contact: _contact, messages: _messages, ...changes } = chat;
  chats(schema).update(existing.id, changes);
  return chatById(schema, existing.id);
};

export const handlers = {
  getContacts: ({ schema }) =>
    contacts(schema)
      .all()
      .sort((a, b) => a.name.localeCompare(b.name)),
  getContact: ({ schema, req }) => contacts(schema).find(req.param('id')),
  getProfile: ({ schema }) => profileOf(schema),
  updateChat,
} satisfies Record<string, Handler>;
