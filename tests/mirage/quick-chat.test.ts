/** Conformance of the quick chat endpoints (SPEC §2 top bar, §3 quick chat list item and chat, §7, §8). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatContactRows, chatMessageRows, chatRows } from '../../src/mirage/demo/data/chat';
import { chatMessageMaxLength, type QuickChat, type QuickChatListItem, type SentChatMessage } from '../../src/mirage/routes/quick-chat';
import { call, type CallOptions, useShellServer } from './shell-caller';

const base = '/api/apps/chat';
const chats = (options?: CallOptions) => call<QuickChatListItem[]>(`${base}/chats`, options).then((r) => r.body);
const chat = (id: string, options?: CallOptions) => call<QuickChat | null>(`${base}/chat?id=${id}`, options).then((r) => r.body);
const send = (chatId: string, value: unknown, options?: CallOptions) =>
  call<SentChatMessage>(`${base}/chat/messages`, { method: 'POST', body: { chatId, value }, ...options });

const oldest = [...chatRows].sort((a, b) => Date.parse(a.lastMessageAt) - Date.parse(b.lastMessageAt))[0]!;

describe('quick chat', () => {
  useShellServer();
  afterEach(() => vi.useRealTimers());

  it('GET chats answers every chat, most recent first, with unreadCount, contact {name, avatar} and the last message', async () => {
    const { status, body } = await call<QuickChatListItem[]>(`${base}/chats`);
    expect(status).toBe(200);
    expect(body).toHaveLength(chatRows.length);
    const times = body.map((c) => Date.parse(c.lastMessageAt!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const item of body) {
      const row = chatRows.find((r) => r.id === item.id)!;
      const contact = chatContactRows.find((c) => c.id === row.contactId)!;
      expect(item).toEqual({
        id: row.id, unreadCount: row.unreadCount, contact: { name: contact.name, avatar: contact.avatar },
        lastMessage: row.lastMessage, lastMessageAt: row.lastMessageAt,
      });
    }
  });

  it('GET chat?id= answers the chat with its messages oldest first, each {id, value, createdAt, isMine}', async () => {
    const row = chatRows[0]!;
    const body = (await chat(row.id))!;
    const history = chatMessageRows.filter((m) => m.chatId === row.id);
    expect(body).toMatchObject({ id: row.id, unreadCount: row.unreadCount, contact: { name: expect.any(String) } });
    expect(Object.keys(body).sort()).toEqual(['contact', 'id', 'messages', 'unreadCount']);
    expect(body.messages.map((m) => m.id)).toEqual(history.map((m) => m.id));
    expect(body.messages.every((m) => Object.keys(m).sort().join() === 'createdAt,id,isMine,value')).toBe(true);
    expect(body.messages.some((m) => m.isMine) && body.messages.some((m) => !m.isMine)).toBe(true);
    const isMine = history.map((m) => m.contactId !== row.contactId);
    expect(body.messages.map((m) => m.isMine)).toEqual(isMine);
  });

  it('GET chat answers null (200) for an unknown or missing id', async () => {
    expect(await call(`${base}/chat?id=nope`)).toEqual({ status: 200, body: null });
    expect(await call(`${base}/chat`)).toEqual({ status: 200, body: null });
  });

  it('POST chat/messages answers 201 {id, chatId, value, createdAt, isMine: true}; the next GET chat and chats include it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-03T10:00:00.000Z'));
    const { status, body } = await send(oldest.id, 'The <strong>DL-311</strong> delivery left the warehouse.');
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(String), chatId: oldest.id, value: 'The <strong>DL-311</strong> delivery left the warehouse.', createdAt: '2025-06-03T10:00:00.000Z', isMine: true });
    const after = (await chat(oldest.id))!;
    expect(after.messages.at(-1)).toEqual({ id: body.id, value: body.value, createdAt: body.createdAt, isMine: true });
    expect(after.messages).toHaveLength(chatMessageRows.filter((m) => m.chatId === oldest.id).length + 1);
    expect((await chats())[0]).toMatchObject({ id: oldest.id, lastMessage: body.value, lastMessageAt: body.createdAt });
  });

  it('POST chat/messages refuses an empty, blank or too long value with 400, an unknown chat with 404, keeping nothing', async () => {
    const before = await chat(oldest.id);
    for (const value of ['', '   \n ', 'x'.repeat(chatMessageMaxLength + 1), 42, null]) {
      const { status, body } = await send(oldest.id, value);
      expect(status, JSON.stringify(value)).toBe(400);
      expect(body).toEqual({ error: expect.any(String) });
    }
    expect((await call(`${base}/chat/messages`, { method: 'POST', body: { value: 'hi' } })).status).toBe(400);
    expect(await send('nope', 'hello')).toEqual({ status: 404, body: { error: expect.stringMatching(/nope/) } });
    expect(await chat(oldest.id)).toEqual(before);
    expect((await send(oldest.id, 'x'.repeat(chatMessageMaxLength))).status).toBe(201);
  });

  it('keeps sent messages per tenant and user: sam and ana at globex never see what ana sent at acme', async () => {
    const before = await chat(oldest.id);
    const listBefore = await chats();
    await send(oldest.id, 'only for ana');
    expect(await chat(oldest.id, { as: 'sam' })).toEqual(before);
    expect(await chat(oldest.id, { tenant: 'globex' })).toEqual(before);
    expect(await chats({ as: 'sam' })).toEqual(listBefore);
    expect((await chat(oldest.id))!.messages.at(-1)).toMatchObject({ value: 'only for ana', isMine: true });
  });

  it('answers 401 without a bearer token and 403 for a tenant the token does not hold', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', `${base}/chats`],
      ['GET', `${base}/chat?id=${oldest.id}`],
      ['POST', `${base}/chat/messages`, { chatId: oldest.id, value: 'hi' }],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(url, { method, body, as: null })).status, `${method} ${url}`).toBe(401);
      expect((await call(url, { method, body, as: 'sam', tenant: 'globex' })).status, `${method} ${url}`).toBe(403);
    }
    expect((await chat(oldest.id))!.messages.some((m) => m.value === 'hi')).toBe(false);
  });
});
