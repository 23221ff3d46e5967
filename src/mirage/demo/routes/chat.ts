/** Demo chat endpoints (SPEC §7 "Demo chat"); the quick chat's GET chats and chat are shell routes. */
import { defineRoutes } from '../endpoint';

const base = '/api/apps/chat';

export const chatRoutes = defineRoutes('chat', [
  { method: 'GET', path: `${base}/contacts`, handler: 'getContacts', payload: '—', answer: 'ChatContact[] sorted by name' },
  { method: 'GET', path: `${base}/contact`, handler: 'getContact', payload: 'query `id`', answer: 'ChatContact, or null' },
  { method: 'GET', path: `${base}/profile`, handler: 'getProfile', payload: '—', answer: 'ChatProfile {id, name, email, avatar, about}' },
  {
    method: 'PATCH', path: `${base}/chat`, handler: 'updateChat', payload: '{id, chat: Partial<{muted, unreadCount, lastMessage, lastMessageAt}>}',
    answer: 'the merged Chat with contact and messages (isMine); 404 unknown id',
  },
]);
