// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../src/machines/effects/api-error';
import {
  quickChatMachine,
  selectDraft,
  type Chat,
  type QuickChatEvent,
  type QuickChatSnapshot,
} from '../../src/machines/quick-chat.machine';
import { doneEvent, errorEvent } from '../support/path-events';
import { stateKeys } from '../support/state-keys';

const chatFor = (id: string): Chat => ({ id, contact: { name: id, avatar: null }, unreadCount: 0, messages: [] });
const offline = new ApiError({ kind: 'network', code: 'offline', method: 'GET', url: 'http://localhost:9090/api/apps/chat/chat' });

// Gestures, and for the chat being loaded the service's answers: that chat, null (unknown) or a failure.
function events(state: QuickChatSnapshot): QuickChatEvent[] {
  const selected = state.context.selectedId;
  return [
    { type: 'quickChat.open' },
    { type: 'quickChat.close' },
    { type: 'quickChat.toggle' },
    { type: 'quickChat.list.retry' },
    { type: 'quickChat.chat.select', id: 'c1' },
    { type: 'quickChat.chat.select', id: 'c2' },
    { type: 'quickChat.chat.retry' },
    { type: 'quickChat.draft.change', value: 'Hi' },
    { type: 'quickChat.send' },
    doneEvent('getChats', [{ id: 'c1', unreadCount: 0, contact: { name: 'c1', avatar: null } }]),
    errorEvent('getChats', offline),
    ...(selected ? [doneEvent('getChat', chatFor(selected)), doneEvent('getChat', null)] : []),
    errorEvent('getChat', offline),
    doneEvent('sendChatMessage', { id: 'm1', value: 'Hi', createdAt: '2024-05-01T10:00:00Z', isMine: true }),
    errorEvent('sendChatMessage', offline),
  ] as QuickChatEvent[];
}

// A chat grows with every message sent: one sent message is enough to see every shape.
const paths = getShortestPaths(quickChatMachine, { events, stopWhen: (s) => (s.context.chat?.messages.length ?? 0) > 1 });
const describePath = (path: (typeof paths)[number]) => path.steps.map((s) => s.event.type).join(' > ');

describe('quick chat machine: generated paths', () => {
  it('reaches every state of the chart', () => {
    const reached = new Set(paths.flatMap((p) => stateKeys(p.state.value)));
    expect([...reached].sort()).toEqual(
      [
        'conversation.chatFailed',
        'conversation.chatReady.composing',
        'conversation.chatReady.sending',
        'conversation.loadingChat',
        'conversation.noChatSelected',
        'list.failed',
        'list.loaded',
        'list.loading',
        'panel.closed',
        'panel.opened',
      ].sort(),
    );
  });

  it('on every path the conversation shown is the one selected, and a failure names it', () => {
    for (const path of paths) {
      const { selectedId, chat, chatError } = path.state.context;
      if (path.state.matches({ conversation: 'noChatSelected' })) expect(selectedId, describePath(path)).toBeNull();
      if (path.state.matches({ conversation: 'chatReady' })) expect(chat?.id, describePath(path)).toBe(selectedId);
      if (path.state.matches({ conversation: 'chatFailed' })) {
        expect(chatError?.id, describePath(path)).toBe(selectedId);
        expect(chat).toBeNull();
      }
    }
  });

  it('on every path a failed send keeps the draft', () => {
    let checked = 0;
    for (const path of paths) {
      const type: string = path.steps.at(-1)?.event.type ?? '';
      if (type !== 'xstate.error.actor.sendChatMessage') continue;
      checked += 1;
      const before = path.steps.at(-2)!.state;
      expect(selectDraft(path.state), describePath(path)).toBe(selectDraft(before));
      expect(selectDraft(path.state)).toBe('Hi');
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('on every path selecting a chat leaves the drawer open', () => {
    for (const path of paths) {
      const last = path.steps.at(-1)?.event;
      if (last?.type === 'quickChat.chat.select') expect(path.state.matches({ panel: 'opened' }), describePath(path)).toBe(true);
    }
  });
});
