// Issue 14, the full-screen chat's views over the real page machine: Enter sends and Shift+Enter does not, the Send
// button is offered only with something to send, a failed send says so and keeps the text; the list is searched as
// you type, shows unread counts in words and links each chat to its address.
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import catalog from '../../../src/locales/en-US/messages.json';
import { chatPageMachine, type ChatPageRef, type OpenedChat } from '../../../src/machines/demo/chat/chat.machine';
import type { ChatState } from '../../../src/machines/demo/chat/chat-api';
import { ApiError } from '../../../src/machines/effects/api-error';
import type { ChatMessage } from '../../../src/machines/effects/get-chat';
import type { ChatSummary } from '../../../src/machines/effects/get-chats';
import { activateCatalog, i18n } from '../../../src/machines/effects/i18n';
import { chatIdOf, ChatList, Composer } from '../../../src/views/demo/chat/chat-page';

beforeAll(() => {
  activateCatalog('en-US', (catalog as unknown as { messages: Messages }).messages);
});

const state: ChatState = {
  id: 'c1',
  muted: false,
  unreadCount: 0,
  contact: { id: 'p', name: 'Dena Molina', avatar: null, about: '', title: '', company: '', emails: [], phoneNumbers: [], birthday: null, address: '' },
};

async function start(send: (value: string) => Promise<ChatMessage>): Promise<ChatPageRef> {
  const ref = createActor(
    chatPageMachine.provide({
      actors: {
        getChats: fromPromise(async (): Promise<ChatSummary[]> => [
          { id: 'c1', unreadCount: 3, contact: { name: 'Dena Molina', avatar: null } },
          { id: 'c2', unreadCount: 0, contact: { name: 'Bernard Langley', avatar: null } },
        ]),
        openChat: fromPromise(async (): Promise<OpenedChat> => ({ chat: { id: 'c1', contact: { name: 'Dena Molina', avatar: null }, unreadCount: 0, messages: [] }, state })),
        sendChatMessage: fromPromise(async ({ input }) => send(input.value)),
        saveMute: fromPromise(async () => state),
      },
    }),
    { input: { id: 'c1' } },
  ).start();
  await waitFor(() => expect(ref.getSnapshot().matches({ conversation: 'ready' })).toBe(true));
  return ref;
}

const ui = (node: React.ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

describe('chat views', () => {
  it('Enter sends the message, Shift+Enter starts a new line; Send is offered only with text', async () => {
    const sent: string[] = [];
    const ref = await start(async (value) => (sent.push(value), { id: 'm', value, createdAt: '2024-06-22T10:00:00.000Z', isMine: true }));
    const user = userEvent.setup();
    ui(<Composer chatRef={ref} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}there');
    expect(sent).toEqual([]);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
    await user.type(box, '{Enter}');
    await waitFor(() => expect(sent).toEqual(['Hello\nthere']));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('a failed send says so and keeps what was typed', async () => {
    const ref = await start(() => Promise.reject(new ApiError({ kind: 'network', code: 'offline', method: 'POST', url: '/x' })));
    const user = userEvent.setup();
    ui(<Composer chatRef={ref} />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Keep me{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('could not be sent');
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('Keep me');
  });

  it('the list: unread counts in words, search as you type, each chat a link to its address', async () => {
    const ref = await start(async () => Promise.reject(new Error('unused')));
    await waitFor(() => expect(ref.getSnapshot().matches({ list: 'ready' })).toBe(true));
    const user = userEvent.setup();
    const went: string[] = [];
    ui(<ChatList chatRef={ref} go={(to) => went.push(to)} />);
    // Opening c1 cleared its count; c2 had none.
    expect(screen.queryByText(/unread message/)).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search chats' }), 'bern');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/apps/chat/c2');
    await user.click(links[0]!);
    expect(went).toEqual(['/apps/chat/c2']);
  });

  it('addresses: /apps/chat is the list, /apps/chat/{id} a chat, anything else no chat page', () => {
    expect(chatIdOf('/apps/chat')).toBeNull();
    expect(chatIdOf('/apps/chat/abc-1')).toBe('abc-1');
    expect(chatIdOf('/apps/chat/a/b')).toBeUndefined();
    expect(chatIdOf('/apps/chat/<x>')).toBeUndefined();
  });
});
