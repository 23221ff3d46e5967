// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { chatLines, chatTime } from '../../src/machines/chat-format';
import { ApiError } from '../../src/machines/effects/api-error';
import { parseChat } from '../../src/machines/effects/get-chat';
import {
  quickChatMachine,
  selectCanSend,
  selectChat,
  selectChatError,
  selectChats,
  selectDraft,
  selectIsChatLoading,
  selectIsNoChatSelected,
  selectIsQuickChatOpen,
  selectIsSending,
  selectSendError,
  type Chat,
  type ChatMessage,
  type ChatSummary,
} from '../../src/machines/quick-chat.machine';
import { deferred } from '../support/deferred';

const summaries: ChatSummary[] = [
  { id: 'c1', unreadCount: 2, contact: { name: 'Bernard', avatar: null }, lastMessage: 'Hi', lastMessageAt: '2024-05-01T10:00:00Z' },
  { id: 'c2', unreadCount: 0, contact: { name: 'Laura', avatar: null } },
];
const message = (id: string, createdAt: string, isMine: boolean): ChatMessage => ({ id, value: `<p>${id}</p>`, createdAt, isMine });
const chats: Record<string, Chat> = {
  c1: { id: 'c1', contact: { name: 'Bernard', avatar: null }, unreadCount: 2, messages: [message('m1', '2024-05-01T10:00:00Z', false)] },
  c2: { id: 'c2', contact: { name: 'Laura', avatar: null }, unreadCount: 0, messages: [] },
};
const server = () => new ApiError({ kind: 'http', code: 'server', method: 'POST', url: 'http://localhost:9090/api/apps/chat/chat/messages', status: 500 });

function start(overrides: Record<string, unknown> = {}) {
  const loads: string[] = [];
  const sent: Array<{ chatId: string; value: string }> = [];
  const actors = {
    getChats: fromPromise<ChatSummary[], void>(async () => summaries),
    getChat: fromPromise<Chat | null, { id: string }>(async ({ input }) => {
      loads.push(input.id);
      return chats[input.id] ?? null;
    }),
    sendChatMessage: fromPromise<ChatMessage, { chatId: string; value: string }>(async ({ input }) => {
      sent.push(input);
      return message('m9', '2024-05-02T09:00:00Z', true);
    }),
    ...overrides,
  };
  const actor = createActor(quickChatMachine.provide({ actors: actors as never })).start();
  return { actor, loads, sent };
}

const ready = (s: ReturnType<ReturnType<typeof start>['actor']['getSnapshot']>) => s.matches({ conversation: { chatReady: 'composing' } });

describe('quick chat machine', () => {
  it('starts closed with the chat list loading and no chat selected', async () => {
    const { actor } = start();
    expect(selectIsQuickChatOpen(actor.getSnapshot())).toBe(false);
    expect(selectIsNoChatSelected(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches({ list: 'loaded' }));
    expect(selectChats(actor.getSnapshot())).toEqual(summaries);
  });

  it('opening shows the overlay; the overlay or header click closes it; toggle flips', () => {
    const { actor } = start();
    actor.send({ type: 'quickChat.open' });
    expect(selectIsQuickChatOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'quickChat.close' });
    expect(selectIsQuickChatOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'quickChat.toggle' });
    expect(selectIsQuickChatOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'quickChat.toggle' });
    expect(selectIsQuickChatOpen(actor.getSnapshot())).toBe(false);
  });

  it('selecting a chat opens the drawer and loads it; selecting it again does not reload', async () => {
    const { actor, loads } = start();
    actor.send({ type: 'quickChat.chat.select', id: 'c1' });
    expect(selectIsQuickChatOpen(actor.getSnapshot())).toBe(true);
    expect(selectIsChatLoading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, ready);
    expect(selectChat(actor.getSnapshot())).toEqual(chats.c1);
    actor.send({ type: 'quickChat.close' });
    actor.send({ type: 'quickChat.chat.select', id: 'c1' });
    expect(selectIsQuickChatOpen(actor.getSnapshot())).toBe(true);
    expect(loads).toEqual(['c1']);
  });

  it('selecting another chat while one loads cancels that load; the last selection is shown', async () => {
    const first = deferred<Chat | null>();
    let aborted = false;
    const { actor } = start({
      getChat: fromPromise<Chat | null, { id: string }>(({ input, signal }) => {
        if (input.id === 'c1') {
          signal.addEventListener('abort', () => (aborted = true));
          return first.promise;
        }
        return Promise.resolve(chats.c2!);
      }),
    });
    actor.send({ type: 'quickChat.chat.select', id: 'c1' });
    actor.send({ type: 'quickChat.chat.select', id: 'c2' });
    expect(aborted).toBe(true);
    first.resolve(chats.c1!);
    await waitFor(actor, ready);
    expect(selectChat(actor.getSnapshot())?.id).toBe('c2');
  });

  it("an unknown chat fails with chatNotFound carrying the id ('Could not found chat with id of {id}!')", async () => {
    const { actor } = start();
    actor.send({ type: 'quickChat.chat.select', id: 'nope' });
    await waitFor(actor, (s) => s.matches({ conversation: 'chatFailed' }));
    expect(selectChatError(actor.getSnapshot())).toEqual({ code: 'chatNotFound', id: 'nope' });
    expect(selectChat(actor.getSnapshot())).toBeNull();
  });

  it('a failed load keeps its code and id, and can be retried', async () => {
    let fail = true;
    const { actor } = start({
      getChat: fromPromise<Chat | null, { id: string }>(async ({ input }) => {
        if (fail) throw new ApiError({ kind: 'network', code: 'offline', method: 'GET', url: 'http://localhost:9090/api/apps/chat/chat' });
        return chats[input.id] ?? null;
      }),
    });
    actor.send({ type: 'quickChat.chat.select', id: 'c1' });
    await waitFor(actor, (s) => s.matches({ conversation: 'chatFailed' }));
    expect(selectChatError(actor.getSnapshot())).toEqual({ code: 'offline', id: 'c1' });
    fail = false;
    actor.send({ type: 'quickChat.chat.retry' });
    await waitFor(actor, ready);
    expect(selectChatError(actor.getSnapshot())).toBeNull();
  });

  it('sends the trimmed draft, adds the message, clears the draft and updates the list', async () => {
    const { actor, sent } = start();
    await waitFor(actor, (s) => s.matches({ list: 'loaded' }));
    actor.send({ type: 'quickChat.chat.select', id: 'c1' });
    await waitFor(actor, ready);
    expect(selectCanSend(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'quickChat.draft.change', value: '  ' });
    expect(selectCanSend(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'quickChat.draft.change', value: ' Hello ' });
    expect(selectCanSend(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'quickChat.send' });
    expect(selectIsSending(actor.getSnapshot())).toBe(true);
    await waitFor(actor, ready);
    expect(sent).toEqual([{ chatId: 'c1', value: 'Hello' }]);
    expect(selectChat(actor.getSnapshot())?.messages.map((m) => m.id)).toEqual(['m1', 'm9']);
    expect(selectDraft(actor.getSnapshot())).toBe('');
    expect(selectChats(actor.getSnapshot())[0]).toMatchObject({ lastMessage: '<p>m9</p>', lastMessageAt: '2024-05-02T09:00:00Z' });
  });

  it('a failed send keeps the draft and the code', async () => {
    const { actor } = start({
      sendChatMessage: fromPromise<ChatMessage, { chatId: string; value: string }>(async () => {
        throw server();
      }),
    });
    actor.send({ type: 'quickChat.chat.select', id: 'c1' });
    await waitFor(actor, ready);
    actor.send({ type: 'quickChat.draft.change', value: 'Hello' });
    actor.send({ type: 'quickChat.send' });
    await waitFor(actor, (s) => s.context.sendError !== null);
    expect(selectSendError(actor.getSnapshot())).toBe('server');
    expect(selectDraft(actor.getSnapshot())).toBe('Hello');
    expect(selectChat(actor.getSnapshot())?.messages).toHaveLength(1);
    actor.send({ type: 'quickChat.draft.change', value: 'Hello!' });
    expect(selectSendError(actor.getSnapshot())).toBeNull();
  });

  it('drafts are kept per chat', async () => {
    const { actor } = start();
    actor.send({ type: 'quickChat.chat.select', id: 'c1' });
    await waitFor(actor, ready);
    actor.send({ type: 'quickChat.draft.change', value: 'for Bernard' });
    actor.send({ type: 'quickChat.chat.select', id: 'c2' });
    await waitFor(actor, ready);
    expect(selectDraft(actor.getSnapshot())).toBe('');
    actor.send({ type: 'quickChat.chat.select', id: 'c1' });
    await waitFor(actor, ready);
    expect(selectDraft(actor.getSnapshot())).toBe('for Bernard');
  });

  it('another chat selected while sending waits until the message is sent', async () => {
    const gate = deferred<ChatMessage>();
    const { actor } = start({ sendChatMessage: fromPromise<ChatMessage, { chatId: string; value: string }>(() => gate.promise) });
    actor.send({ type: 'quickChat.chat.select', id: 'c1' });
    await waitFor(actor, ready);
    actor.send({ type: 'quickChat.draft.change', value: 'Hello' });
    actor.send({ type: 'quickChat.send' });
    actor.send({ type: 'quickChat.chat.select', id: 'c2' });
    expect(selectIsSending(actor.getSnapshot())).toBe(true);
    gate.resolve(message('m9', '2024-05-02T09:00:00Z', true));
    await waitFor(actor, ready);
    expect(selectChat(actor.getSnapshot())?.messages.map((m) => m.id)).toEqual(['m1', 'm9']);
  });
});

describe('chat lines (SPEC §9)', () => {
  const messages = [
    message('a', '2024-05-01T23:30:00Z', false),
    message('b', '2024-05-01T23:45:00Z', false),
    message('c', '2024-05-02T00:10:00Z', true),
    message('d', '2024-05-02T05:59:00Z', true),
    message('e', '2024-05-02T06:01:00Z', false),
  ];

  it('puts a day divider when the date changes, in the time zone given', () => {
    const utc = chatLines(messages, 'UTC').map((l) => (l.kind === 'day' ? `[${l.day}]` : `${l.message.id} ${l.time}`));
    expect(utc).toEqual(['[2024-05-01]', 'a 23:30', 'b 23:45', '[2024-05-02]', 'c 00:10', 'd 05:59', 'e 06:01']);
    // Mexico City is UTC-6 in May 2024: the day changes between d and e.
    const mx = chatLines(messages, 'America/Mexico_City').map((l) => (l.kind === 'day' ? `[${l.day}]` : `${l.message.id} ${l.time}`));
    expect(mx).toEqual(['[2024-05-01]', 'a 17:30', 'b 17:45', 'c 18:10', 'd 23:59', '[2024-05-02]', 'e 00:01']);
  });

  it('sorts oldest first and marks runs of one side within a day', () => {
    const lines = chatLines([...messages].reverse(), 'UTC').filter((l) => l.kind === 'message');
    expect(lines.map((l) => `${l.message.id}:${l.first ? 'F' : '-'}${l.last ? 'L' : '-'}`)).toEqual(['a:F-', 'b:-L', 'c:F-', 'd:-L', 'e:FL']);
  });

  it('times are HH:mm on a 24-hour clock', () => {
    expect(chatTime('2024-05-01T00:05:00Z', 'UTC')).toBe('00:05');
    expect(chatTime('2024-05-01T13:07:00Z', 'Asia/Kolkata')).toBe('18:37');
  });

  it('the chat parser answers null for an unknown chat and names a bad field', () => {
    expect(parseChat(null)).toBeNull();
    expect(() => parseChat({ id: 'c1', contact: { name: 'A' }, unreadCount: 0, messages: [{ id: 'm', value: 1 }] })).toThrow(
      'chat.messages[0].value must be a string',
    );
  });
});
