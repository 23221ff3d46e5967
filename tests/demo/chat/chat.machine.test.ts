// Issue 14, the full-screen chat's machine: the list loads and is searched by name; the chat of the address opens and
// its unread count clears (in the list too); sending adds the message and moves the chat to the top, a failed send
// keeps the draft; muting is optimistic and undone on failure; an unknown chat says so; generated paths.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../../src/machines/effects/api-error';
import type { Chat, ChatMessage } from '../../../src/machines/effects/get-chat';
import type { ChatSummary } from '../../../src/machines/effects/get-chats';
import { parseChatState, type ChatState } from '../../../src/machines/demo/chat/chat-api';
import {
  chatPageMachine,
  matchChats,
  MAX_MESSAGE,
  selectChatFailure,
  selectDraft,
  selectMuteFailure,
  selectSendFailure,
  selectVisibleChats,
  type OpenedChat,
} from '../../../src/machines/demo/chat/chat.machine';
import { doneEvent, errorEvent } from '../../support/path-events';

const chats: ChatSummary[] = [
  { id: 'c1', unreadCount: 2, contact: { name: 'Dena Molina', avatar: null }, lastMessage: 'Hi', lastMessageAt: '2024-06-22T10:00:00.000Z' },
  { id: 'c2', unreadCount: 0, contact: { name: 'Bernard Langley', avatar: null }, lastMessage: 'Yes', lastMessageAt: '2024-06-21T10:00:00.000Z' },
];
const chat = (id: string): Chat => ({
  id,
  contact: { name: 'Bernard Langley', avatar: null },
  unreadCount: 0,
  messages: [{ id: 'm1', value: 'Hello', createdAt: '2024-06-21T10:00:00.000Z', isMine: false }],
});
const state = (id: string, muted = false): ChatState => ({
  id,
  muted,
  unreadCount: 0,
  contact: { id: 'p1', name: 'Bernard Langley', avatar: null, about: '', title: 'Storekeeper', company: 'Xleen', emails: [], phoneNumbers: [], birthday: null, address: '' },
});
const failure = new ApiError({ kind: 'http', code: 'server', method: 'POST', url: '/api/apps/chat/chat/messages', status: 500 });
const sent = (value: string): ChatMessage => ({ id: 'new', value, createdAt: '2024-06-23T10:00:00.000Z', isMine: true });

function start(id: string | null, fakes: { send?: () => Promise<ChatMessage>; mute?: () => Promise<ChatState>; open?: () => Promise<OpenedChat> } = {}) {
  const opened: string[] = [];
  const machine = chatPageMachine.provide({
    actors: {
      getChats: fromPromise(async () => chats),
      openChat: fromPromise(async ({ input }) => (opened.push(input.id), fakes.open ? fakes.open() : { chat: chat(input.id), state: state(input.id) })),
      sendChatMessage: fromPromise(async ({ input }) => (fakes.send ? fakes.send() : sent(input.value))),
      saveMute: fromPromise(async ({ input }) => (fakes.mute ? fakes.mute() : state(input.id, input.muted))),
    },
  });
  const actor = createActor(machine, { input: { id } }).start();
  return { actor, opened };
}

describe('chat page machine', () => {
  it('searches the list by the words of a name', async () => {
    const { actor } = start(null);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(actor.getSnapshot().matches({ conversation: 'none' })).toBe(true);
    actor.send({ type: 'chat.query', value: 'langley  BERN' });
    expect(selectVisibleChats(actor.getSnapshot()).map((c) => c.id)).toEqual(['c2']);
    actor.send({ type: 'chat.query', value: 'nobody' });
    expect(selectVisibleChats(actor.getSnapshot())).toEqual([]);
  });

  it('opens the chat of the address, and its unread count is 0 in the list', async () => {
    const { actor, opened } = start('c1');
    await waitFor(actor, (s) => s.matches({ conversation: 'ready' }) && s.matches({ list: 'ready' }));
    expect(opened).toEqual(['c1']);
    actor.send({ type: 'chat.route', id: 'c2' });
    actor.send({ type: 'chat.route', id: 'c2' });
    await waitFor(actor, (s) => s.matches({ conversation: 'ready' }));
    expect(opened).toEqual(['c1', 'c2']);
    actor.send({ type: 'chat.route', id: 'c1' });
    await waitFor(actor, (s) => s.matches({ conversation: 'ready' }));
    expect(actor.getSnapshot().context.chats.find((c) => c.id === 'c1')?.unreadCount).toBe(0);
    actor.send({ type: 'chat.route', id: null });
    expect(actor.getSnapshot().matches({ conversation: 'none' })).toBe(true);
  });

  it('sending adds the message, empties the draft and puts the chat first', async () => {
    const { actor } = start('c2');
    await waitFor(actor, (s) => s.matches({ conversation: 'ready' }) && s.matches({ list: 'ready' }));
    expect(actor.getSnapshot().can({ type: 'chat.send' })).toBe(false);
    actor.send({ type: 'chat.draft', value: '  See you  ' });
    actor.send({ type: 'chat.send' });
    await waitFor(actor, (s) => s.matches({ conversation: { ready: { composer: 'composing' } } }) && selectDraft(s) === '');
    const s = actor.getSnapshot();
    expect(s.context.chat?.messages.at(-1)?.value).toBe('See you');
    expect(s.context.chats.map((c) => c.id)).toEqual(['c2', 'c1']);
    expect(s.context.chats[0]?.lastMessage).toBe('See you');
  });

  it('a failed send keeps the draft and says so; a too long draft cannot be sent', async () => {
    const { actor } = start('c2', { send: () => Promise.reject(failure) });
    await waitFor(actor, (s) => s.matches({ conversation: 'ready' }));
    actor.send({ type: 'chat.draft', value: 'Hello there' });
    actor.send({ type: 'chat.send' });
    await waitFor(actor, (s) => selectSendFailure(s) !== null);
    expect(selectDraft(actor.getSnapshot())).toBe('Hello there');
    expect(selectSendFailure(actor.getSnapshot())).toBe('server');
    actor.send({ type: 'chat.draft', value: 'x'.repeat(MAX_MESSAGE + 1) });
    expect(actor.getSnapshot().can({ type: 'chat.send' })).toBe(false);
  });

  it('mute flips at once and flips back when it cannot be saved', async () => {
    const { actor } = start('c2', { mute: () => Promise.reject(failure) });
    await waitFor(actor, (s) => s.matches({ conversation: 'ready' }));
    actor.send({ type: 'chat.mute.toggle' });
    expect(actor.getSnapshot().context.state?.muted).toBe(true);
    await waitFor(actor, (s) => s.matches({ conversation: { ready: { mute: 'idle' } } }));
    expect(actor.getSnapshot().context.state?.muted).toBe(false);
    expect(selectMuteFailure(actor.getSnapshot())).toBe('server');
  });

  it('an unknown chat says so, and retry asks again', async () => {
    let calls = 0;
    const { actor } = start('zz', { open: async () => (++calls === 1 ? { chat: null, state: null } : { chat: chat('zz'), state: state('zz') }) });
    await waitFor(actor, (s) => s.matches({ conversation: 'failed' }));
    expect(selectChatFailure(actor.getSnapshot())).toBe('chatNotFound');
    actor.send({ type: 'chat.retry' });
    await waitFor(actor, (s) => s.matches({ conversation: 'ready' }));
  });

  it('generated paths: the composer only in a ready chat; a send failure only with the draft kept; info only in a ready chat', () => {
    const paths = getShortestPaths(chatPageMachine, {
      input: { id: 'c1' },
      events: [
        doneEvent('getChats', chats),
        errorEvent('getChats', failure),
        { type: 'chat.list.retry' },
        doneEvent('openChat', { chat: chat('c1'), state: state('c1') }),
        errorEvent('openChat', failure),
        { type: 'chat.retry' },
        { type: 'chat.draft', value: 'Hi' },
        { type: 'chat.send' },
        doneEvent('sendChatMessage', sent('Hi')),
        errorEvent('sendChatMessage', failure),
        { type: 'chat.mute.toggle' },
        doneEvent('saveMute', state('c1', true)),
        errorEvent('saveMute', failure),
        { type: 'chat.info.toggle' },
        { type: 'chat.route', id: null },
      ] as never,
      serializeState: ((s: { value: unknown; context: { drafts: unknown; sendFailure: unknown; muteFailure: unknown; chatId: unknown; chats: unknown[]; state: { muted: boolean } | null } }) =>
        JSON.stringify([s.value, s.context.drafts, s.context.sendFailure, s.context.muteFailure, s.context.chatId, s.context.chats.length, s.context.state?.muted])) as never,
    });
    expect(paths.length).toBeGreaterThan(10);
    for (const { state: s } of paths) {
      const ready = s.matches({ conversation: 'ready' });
      expect(s.context.chat !== null).toBe(ready);
      if (s.context.sendFailure !== null) expect(selectDraft(s)).toBe('Hi');
      if (s.matches({ conversation: 'none' })) expect(s.context.chatId).toBeNull();
    }
  });
});

describe('chat readers and search', () => {
  it('matchChats keeps the order and matches every word', () => {
    expect(matchChats(chats, '').map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(matchChats(chats, 'molina dena').map((c) => c.id)).toEqual(['c1']);
  });

  it('reads the PATCH answer with its full contact, and drops an unsafe avatar', () => {
    const read = parseChatState({
      id: 'c1',
      muted: true,
      unreadCount: 0,
      contact: {
        id: 'p1',
        name: 'Dena',
        avatar: 'javascript:alert(1)',
        about: 'Hi',
        details: { emails: [{ email: 'd@x.biz', label: 'Personal' }], phoneNumbers: [{ country: 'mx', phoneNumber: '555', label: 'Mobile' }], title: 'T', company: 'C', birthday: '1990-01-02T12:00:00.000Z', address: 'A' },
      },
      messages: [],
    });
    expect(read.muted).toBe(true);
    expect(read.contact.avatar).toBeNull();
    expect(read.contact.emails).toEqual([{ email: 'd@x.biz', label: 'Personal' }]);
  });

  it.each([
    ['muted that is not a boolean', { id: 'c1', muted: 'no', unreadCount: 0, contact: { id: 'p', name: 'x' } }],
    ['no contact', { id: 'c1', muted: false, unreadCount: 0, contact: null }],
    ['a birthday that is not a date', { id: 'c1', muted: false, unreadCount: 0, contact: { id: 'p', name: 'x', details: { birthday: 'soon' } } }],
  ])('refuses an answer with %s', (_, raw) => {
    expect(() => parseChatState(raw)).toThrow(TypeError);
  });
});
