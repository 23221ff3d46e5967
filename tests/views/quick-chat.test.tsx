/**
 * The quick chat view over the real quick chat machine (effects provided): the list with unread badges, selecting a
 * chat, 'Select a conversation', the not-found text, day dividers and HH:mm, sending (Enter) and a failed send
 * keeping the draft. Under happy-dom DOMPurify does not sanitize: no security assertions here.
 */
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import catalog from '../../src/locales/en-US/messages.json';
import esCatalog from '../../src/locales/es-MX/messages.json';
import { activateCatalog, i18n } from '../../src/machines/effects/i18n';
import { quickChatMachine, type Chat, type ChatMessage, type ChatSummary } from '../../src/machines/quick-chat.machine';
import { QuickChat } from '../../src/views/quick-chat/quick-chat';

beforeAll(() => {
  activateCatalog('en-US', (catalog as unknown as { messages: Messages }).messages);
});

const summaries: ChatSummary[] = [
  { id: 'c1', unreadCount: 3, contact: { name: 'Bea Ruiz', avatar: null } },
  { id: 'c2', unreadCount: 0, contact: { name: 'Carl Diaz', avatar: null } },
];
const local = (day: string, time: string) => new Date(`${day}T${time}:00`).toISOString();
const chats: Record<string, Chat> = {
  long: {
    id: 'long',
    unreadCount: 0,
    contact: { name: 'Long Thread', avatar: null },
    messages: Array.from({ length: 250 }, (_, i) => ({
      id: `l${i}`,
      value: `Line ${i}`,
      createdAt: new Date(Date.parse(local('2026-11-21', '08:00')) + i * 1000).toISOString(),
      isMine: i % 2 === 0,
    })),
  },
  c1: {
    id: 'c1',
    unreadCount: 3,
    contact: summaries[0]!.contact,
    messages: [
      { id: 'm1', value: 'Hola <b>Ana</b>', createdAt: local('2026-11-20', '09:05'), isMine: false },
      { id: 'm2', value: 'Hi Bea', createdAt: local('2026-11-20', '09:07'), isMine: true },
      { id: 'm3', value: 'Next day', createdAt: local('2026-11-21', '18:30'), isMine: false },
    ],
  },
};

function setup(send: (input: { chatId: string; value: string }) => Promise<ChatMessage> = async ({ value }) => ({
  id: 'sent-1',
  value,
  createdAt: local('2026-11-21', '19:00'),
  isMine: true,
})) {
  const quickChatRef = createActor(
    quickChatMachine.provide({
      actors: {
        getChats: fromPromise(async () => summaries),
        getChat: fromPromise(async ({ input }: { input: { id: string } }) => chats[input.id] ?? null),
        sendChatMessage: fromPromise(({ input }: { input: { chatId: string; value: string } }) => send(input)),
      },
    }),
  ).start();
  render(
    <I18nProvider i18n={i18n}>
      <QuickChat quickChatRef={quickChatRef} />
    </I18nProvider>,
  );
  return quickChatRef;
}

const openDrawer = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Quick chat' }));
  return screen.findByRole('dialog');
};

describe('quick chat', () => {
  it('opens from the toggle with the chat list (unread badge only above 0) and "Select a conversation"', async () => {
    setup();
    const drawer = await openDrawer();
    expect(within(drawer).getByText('Select a conversation')).toBeTruthy();
    const bea = await within(drawer).findByRole('button', { name: /Bea Ruiz/ });
    expect(bea.textContent).toContain('3');
    expect(bea.textContent).toContain('Unread messages: 3');
    const carl = within(drawer).getByRole('button', { name: /Carl Diaz/ });
    expect(carl.textContent).not.toMatch(/unread/i);
  });

  it('selecting a chat loads it: day dividers, HH:mm times, mine and theirs', async () => {
    setup();
    const drawer = await openDrawer();
    fireEvent.click(await within(drawer).findByRole('button', { name: /Bea Ruiz/ }));
    const thread = await within(drawer).findByRole('list', { name: 'Messages' });
    const items = within(thread).getAllByRole('listitem');
    // day, m1, m2, day, m3
    expect(items).toHaveLength(5);
    expect(items[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20');
    expect(items[1]!.textContent).toContain('09:05');
    expect(items[1]!.getAttribute('data-mine')).toBe('false');
    expect(items[2]!.getAttribute('data-mine')).toBe('true');
    expect(items[3]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-21');
    expect(items[4]!.textContent).toContain('18:30');
    expect(items[1]!.querySelector('b')?.textContent).toBe('Ana');
  });

  it('a missing chat shows "Could not found chat with id of {id}!"', async () => {
    const quickChatRef = setup();
    act(() => quickChatRef.send({ type: 'quickChat.chat.select', id: 'gone-7' }));
    const drawer = await screen.findByRole('dialog');
    expect((await within(drawer).findByRole('alert')).textContent).toBe('Could not found chat with id of gone-7!');
  });

  it('Enter sends the draft (Shift+Enter does not) and the message joins the thread', async () => {
    setup();
    const drawer = await openDrawer();
    fireEvent.click(await within(drawer).findByRole('button', { name: /Bea Ruiz/ }));
    const box = await within(drawer).findByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'See you' } });
    const thread = within(drawer).getByRole('list', { name: 'Messages' });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(within(thread).queryByText('See you')).toBeNull();
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(within(thread).getByText('See you')).toBeTruthy());
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('a failed send keeps the draft and says so', async () => {
    setup(async () => {
      throw new Error('offline');
    });
    const drawer = await openDrawer();
    fireEvent.click(await within(drawer).findByRole('button', { name: /Bea Ruiz/ }));
    const box = await within(drawer).findByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'Keep me' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send' }));
    expect((await within(drawer).findByRole('alert')).textContent).toContain('The message could not be sent');
    expect((box as HTMLTextAreaElement).value).toBe('Keep me');
  });

  it('clicking the header closes the drawer', async () => {
    setup();
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('heading', { name: 'Quick chat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a long thread renders its newest 200 lines, and "Show earlier" the rest', async () => {
    const quickChatRef = setup();
    act(() => quickChatRef.send({ type: 'quickChat.chat.select', id: 'long' }));
    const thread = await screen.findByRole('list', { name: 'Messages' });
    // one day divider + 250 messages: the newest 200 lines and the button's item
    expect(within(thread).getAllByRole('listitem')).toHaveLength(201);
    expect(within(thread).queryByText('Line 0')).toBeNull();
    expect(within(thread).getByText('Line 249')).toBeTruthy();
    fireEvent.click(within(thread).getByRole('button', { name: 'Show earlier' }));
    expect(within(thread).getAllByRole('listitem')).toHaveLength(251);
    expect(within(thread).getByText('Line 0')).toBeTruthy();
  });

  it('speaks Mexican Spanish: the prompt and the not-found text', async () => {
    activateCatalog('es-MX', (esCatalog as unknown as { messages: Messages }).messages);
    try {
      const quickChatRef = setup();
      fireEvent.click(screen.getByRole('button', { name: 'Chat rápido' }));
      expect(await screen.findByText('Selecciona una conversación')).toBeTruthy();
      act(() => quickChatRef.send({ type: 'quickChat.chat.select', id: 'x9' }));
      expect((await screen.findByRole('alert')).textContent).toBe('¡No se encontró el chat con id x9!');
    } finally {
      activateCatalog('en-US', (catalog as unknown as { messages: Messages }).messages);
    }
  });
});
