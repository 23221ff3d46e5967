/**
 * The full-screen chat's requests (issue 14). It reads the same chats as the quick chat, with the quick chat's own
 * readers and effects (src/machines/effects/get-chats.ts, get-chat.ts, send-chat-message.ts), so the two agree on what
 * a chat is and how a message is sent. What only this screen shows (the contact's details, whether the chat is muted)
 * comes from the demo chat's PATCH api/apps/chat/chat, whose answer is the merged chat with its full contact
 * (SPEC §7 "Demo chat"): opening a chat clears its unread count with it, and muting sends `muted`.
 */
import { apiRequest } from '../../effects/api-client';
import { chatApi } from '../../effects/get-chats';
import { isSafeImage } from '../../effects/safe-url';
import { count, flag, id, list, record, text, type Fields } from '../../effects/shape';

export interface ChatContactDetails {
  id: string;
  name: string;
  /** An image source, or null when missing or unsafe. */
  avatar: string | null;
  about: string;
  title: string;
  company: string;
  emails: { email: string; label: string }[];
  phoneNumbers: { country: string; phoneNumber: string; label: string }[];
  /** ISO date-time, or null. */
  birthday: string | null;
  address: string;
}

/** What the PATCH answer adds to the quick chat's view of a chat. */
export interface ChatState {
  id: string;
  muted: boolean;
  unreadCount: number;
  contact: ChatContactDetails;
}

const MAX = 500;
const plain = (r: Fields, key: string, name: string, optional = false): string => {
  if (optional && (r[key] === undefined || r[key] === null)) return '';
  const value = text(r, key, name);
  if (value.length > MAX) throw new TypeError(`${name}.${key} is too long`);
  return value;
};

export function parseContactDetails(raw: unknown, name = 'contact'): ChatContactDetails {
  const c = record(raw, name);
  const details = c.details === undefined || c.details === null ? {} : record(c.details, `${name}.details`);
  const avatar = c.avatar === null || c.avatar === undefined ? null : text(c, 'avatar', name);
  const birthday = details.birthday === null || details.birthday === undefined ? null : plain(details, 'birthday', `${name}.details`);
  if (birthday !== null && Number.isNaN(Date.parse(birthday))) throw new TypeError(`${name}.details.birthday must be a date`);
  return {
    id: id(c, 'id', name),
    name: plain(c, 'name', name),
    avatar: avatar !== null && isSafeImage(avatar) ? avatar : null,
    about: plain(c, 'about', name, true),
    title: plain(details, 'title', `${name}.details`, true),
    company: plain(details, 'company', `${name}.details`, true),
    emails: (details.emails === undefined ? [] : list(details.emails, `${name}.details.emails`)).map((e, i) => {
      const r = record(e, `${name}.details.emails[${i}]`);
      return { email: plain(r, 'email', `${name}.details.emails[${i}]`), label: plain(r, 'label', `${name}.details.emails[${i}]`, true) };
    }),
    phoneNumbers: (details.phoneNumbers === undefined ? [] : list(details.phoneNumbers, `${name}.details.phoneNumbers`)).map((p, i) => {
      const r = record(p, `${name}.details.phoneNumbers[${i}]`);
      const where = `${name}.details.phoneNumbers[${i}]`;
      return { country: plain(r, 'country', where, true), phoneNumber: plain(r, 'phoneNumber', where), label: plain(r, 'label', where, true) };
    }),
    birthday,
    address: plain(details, 'address', `${name}.details`, true),
  };
}

export function parseChatState(raw: unknown): ChatState {
  const r = record(raw, 'chat');
  return { id: id(r, 'id', 'chat'), muted: flag(r, 'muted', 'chat'), unreadCount: count(r, 'unreadCount', 'chat'), contact: parseContactDetails(r.contact, 'chat.contact') };
}

/** PATCH api/apps/chat/chat {id, chat}: the merged chat. */
export const patchChat = (chatId: string, chat: { unreadCount?: number; muted?: boolean }, signal?: AbortSignal) =>
  apiRequest({ method: 'PATCH', url: `${chatApi}/chat`, body: { id: chatId, chat }, signal, parse: parseChatState });
