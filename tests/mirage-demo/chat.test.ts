import { describe, expect, it } from 'vitest';
import type { ChatContact, ChatProfile } from '../../src/mirage/demo/data/chat';
import { loadDemoArea } from '../../src/mirage/demo/areas';
import { chatById, chatList, type ChatWithMessages } from '../../src/mirage/demo/handlers/chat.handlers';
import { expectBadRequest, get, patch, useServer } from './support';

const base = '/api/apps/chat';
const server = useServer();

describe('demo chat', () => {
  it('GET contacts answers the chat contacts sorted by name', async () => {
    const { body } = await get<ChatContact[]>(`${base}/contacts`);
    expect(body.length).toBe(12);
    const names = body.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(Object.keys(body[0]!).sort()).toEqual(['about', 'attachments', 'avatar', 'details', 'id', 'name']);
  });

  it('GET contact answers one contact, null for a missing or unknown id', async () => {
    const [first] = (await get<ChatContact[]>(`${base}/contacts`)).body;
    expect((await get(`${base}/contact?id=${first!.id}`)).body).toEqual(first);
    expect((await get(`${base}/contact?id=nope`)).body).toBeNull();
    expect((await get(`${base}/contact`)).body).toBeNull();
  });

  it('GET profile answers the user profile', async () => {
    expect((await get<ChatProfile>(`${base}/profile`)).body).toEqual({
      id: expect.any(String), name: 'Brian Hughes', email: 'hughes.brian@company.com', avatar: expect.any(String), about: expect.any(String),
    });
  });

  it('PATCH chat merges the chat and answers it with contact and messages', async () => {
    const schema = server().schema;
    await loadDemoArea(schema, 'chat');
    const [chat] = chatList(schema);
    const full = chatById(schema, chat!.id)!;
    const { status, body } = await patch<ChatWithMessages>(`${base}/chat`, { id: chat!.id, chat: { ...full, muted: !full.muted, unreadCount: 0 } });
    expect(status).toBe(200);
    expect(body).toEqual({ ...full, muted: !full.muted, unreadCount: 0 });
    expect(chatById(schema, chat!.id)).toEqual(body);
  });

  it('PATCH chat refuses bad payloads without changing anything', async () => {
    const schema = server().schema;
    await loadDemoArea(schema, 'chat');
    const [chat] = chatList(schema);
    await expectBadRequest(patch(`${base}/chat`, { id: chat!.id, chat: { muted: 'no' } }), /muted must be a boolean/);
    await expectBadRequest(patch(`${base}/chat`, { id: chat!.id, chat: { muted: true, unreadCount: -1 } }), /must not be negative/);
    await expectBadRequest(patch(`${base}/chat`, { id: chat!.id, chat: { contactId: 'other' } }), /cannot change/);
    await expectBadRequest(patch(`${base}/chat`, { id: 'nope', chat: {} }), /does not exist/, 404);
    expect(chatList(schema)[0]).toEqual(chat);
  });

  it('chatList and chatById (for the shell quick chat): recent first, messages oldest first with isMine', async () => {
    const schema = server().schema;
    await loadDemoArea(schema, 'chat');
    const list = chatList(schema);
    expect(list.length).toBe(9);
    const times = list.map((c) => Date.parse(c.lastMessageAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const chat = chatById(schema, list[0]!.id)!;
    expect(chat.contact!.id).toBe(chat.contactId);
    expect(chat.messages.at(-1)!.value).toBe(chat.lastMessage);
    expect(chat.messages.some((m) => m.isMine) && chat.messages.some((m) => !m.isMine)).toBe(true);
    expect(chatById(schema, 'nope')).toBeNull();
  });
});
