/**
 * The quick chat (SPEC §2 top bar, §7, §8): the chat list, one chat, and sending a message. The chats and
 * their history are the demo chat area's (loaded lazily with `loadDemoArea`); the messages a caller sends
 * are kept per tenant user, so nobody else sees them.
 */
import type { Server } from 'miragejs';
import { loadDemoArea } from '../demo/areas';
import type { ChatContact } from '../demo/data/chat';
import { badRequest, notFound } from '../shared/http';
import { newId } from '../shared/ids';
import type { MirageSchema } from '../shared/store';
import { id, str } from '../shared/validate';
import type { MockContext } from '../index';
import { callerStore, isRecord, readBody, registerShellEndpoints, type ShellEndpoint, type ShellRouteOptions } from './shell-api';
import type { Chat as QuickChat, ChatMessage as QuickChatMessage } from '../../machines/effects/get-chat';
import type { ChatContact as QuickChatContact, ChatSummary as QuickChatListItem } from '../../machines/effects/get-chats';

/** The longest message that can be sent. */
export const chatMessageMaxLength = 5000;

// The answers' shapes are the client's contract (its parsers check them field by field).
export type { QuickChat, QuickChatContact, QuickChatListItem, QuickChatMessage };

export interface SentChatMessage extends QuickChatMessage {
  chatId: string;
  isMine: true;
}

const contactOf = (contact: ChatContact | null): QuickChatContact => ({ name: contact?.name ?? '', avatar: contact?.avatar ?? null });
const chatArea = (schema: MirageSchema) => loadDemoArea(schema, 'chat');
const byTime = (a: { createdAt: string }, b: { createdAt: string }) => Date.parse(a.createdAt) - Date.parse(b.createdAt);

export function quickChatEndpoints({ storage }: MockContext, { now = () => new Date() }: ShellRouteOptions = {}): ShellEndpoint[] {
  // chat id -> the caller's sent messages, oldest first
  const sent = callerStore('quick-chat.sent', storage, (): Record<string, SentChatMessage[]> => ({}), isRecord);
  const base = '/api/apps/chat';

  return [
    {
      method: 'GET', path: `${base}/chats`, payload: '—',
      answer: "[{id, unreadCount, contact: {name, avatar}, lastMessage?, lastMessageAt?}], most recent first (the caller's sent messages count)",
      handler: async ({ caller, schema }): Promise<QuickChatListItem[]> => {
        const mine = sent.get(caller);
        return (await chatArea(schema))
          .chatList(schema)
          .map((chat) => {
            const last = mine[chat.id]?.at(-1);
            const useSent = last !== undefined && Date.parse(last.createdAt) >= Date.parse(chat.lastMessageAt);
            return {
              id: chat.id,
              unreadCount: chat.unreadCount,
              contact: contactOf(chat.contact),
              lastMessage: useSent ? last.value : chat.lastMessage,
              lastMessageAt: useSent ? last.createdAt : chat.lastMessageAt,
            };
          })
          .sort((a, b) => Date.parse(b.lastMessageAt) - Date.parse(a.lastMessageAt));
      },
    },
    {
      method: 'GET', path: `${base}/chat`, payload: 'query `id`',
      answer: '{id, contact: {name, avatar}, unreadCount, messages: [{id, value, createdAt, isMine}] oldest first}; null for a missing or unknown id',
      handler: async ({ caller, req, schema }): Promise<QuickChat | null> => {
        const chat = (await chatArea(schema)).chatById(schema, req.param('id'));
        if (!chat) return null;
        const history: QuickChatMessage[] = chat.messages.map((m) => ({ id: m.id, value: m.value, createdAt: m.createdAt, isMine: m.isMine }));
        const own: QuickChatMessage[] = (sent.get(caller)[chat.id] ?? []).map(({ chatId: _chatId, ...m }) => m);
        return { id: chat.id, contact: contactOf(chat.contact), unreadCount: chat.unreadCount, messages: [...history, ...own].sort(byTime) };
      },
    },
    {
      method: 'POST', path: `${base}/chat/messages`, status: 201, payload: '{chatId, value}',
      answer: `201 {id, chatId, value, createdAt, isMine: true}, kept for the caller; 400 empty value or over ${chatMessageMaxLength} characters; 404 unknown chatId`,
      handler: async ({ caller, req, schema }): Promise<SentChatMessage> => {
        const { chatId, value } = readBody(req, { chatId: id, value: str });
        if (value.trim() === '') throw badRequest('value must not be empty');
        if (value.length > chatMessageMaxLength) throw badRequest(`value must be at most ${chatMessageMaxLength} characters, got ${value.length}`);
        if (!(await chatArea(schema)).chatById(schema, chatId)) throw notFound(`Chat '${chatId}' does not exist`);
        const message: SentChatMessage = { id: newId(), chatId, value, createdAt: now().toISOString(), isMine: true };
        const mine = sent.get(caller);
        sent.set(caller, { ...mine, [chatId]: [...(mine[chatId] ?? []), message] });
        return { ...message };
      },
    },
  ];
}

export function registerQuickChatRoutes(server: Server, context: MockContext, options?: ShellRouteOptions): void {
  registerShellEndpoints(server, context, quickChatEndpoints(context, options));
}
