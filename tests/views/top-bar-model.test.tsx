/**
 * The messages panel as a user sees it, driven by a small user-level model (STYLE §9): the panel is open or
 * closed and the list has one unread message or none. Every simple path runs against the real view over a real
 * `inboxMachine` (requests stubbed). Read flags must survive closing and reopening the panel.
 */
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, createMachine, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import type { InboxInput, InboxItem } from '../../src/machines/effects/get-inbox';
import { activateCatalog, i18n } from '../../src/machines/effects/i18n';
import { inboxMachine } from '../../src/machines/inbox.machine';
import enUS from '../../src/locales/en-US/messages.json';
import { InboxPanel } from '../../src/views/top-bar/inbox-panel';
import { config } from '../support/auth-fixtures';

type ModelEvent = { type: 'CLICK_TRIGGER' } | { type: 'PRESS_ESCAPE' } | { type: 'CLICK_MARK_ALL' } | { type: 'CLICK_TOGGLE_FIRST' };

/** No invoke or after: `createTestModel` drives it. */
const messagesModel = createMachine({
  types: {} as { events: ModelEvent },
  id: 'messagesModel',
  initial: 'closedUnread',
  states: {
    closedUnread: { on: { CLICK_TRIGGER: 'openUnread' } },
    closedRead: { on: { CLICK_TRIGGER: 'openRead' } },
    openUnread: {
      on: { CLICK_TRIGGER: 'closedUnread', PRESS_ESCAPE: 'closedUnread', CLICK_MARK_ALL: 'openRead', CLICK_TOGGLE_FIRST: 'openRead' },
    },
    openRead: { on: { CLICK_TRIGGER: 'closedRead', PRESS_ESCAPE: 'closedRead', CLICK_TOGGLE_FIRST: 'openUnread' } },
  },
});

beforeEach(() => activateCatalog('en-US', (enUS as unknown as { messages: Messages }).messages));

const seed: InboxItem[] = [
  { id: 'a', read: false, title: 'Laura', time: '2025-06-02T12:00:00Z' },
  { id: 'b', read: true, title: 'Carlos', time: '2025-06-01T12:00:00Z' },
];

function setup() {
  let stored = structuredClone(seed);
  const machine = inboxMachine.provide({
    actors: {
      getInbox: fromPromise<InboxItem[], InboxInput>(async () => structuredClone(stored)),
      toggleInboxItem: fromPromise<InboxItem, InboxInput & { id: string }>(async ({ input }) => {
        stored = stored.map((i) => (i.id === input.id ? { ...i, read: !i.read } : i));
        return structuredClone(stored.find((i) => i.id === input.id)!);
      }),
      removeInboxItem: fromPromise<true, InboxInput & { id: string }>(async () => true),
      markAllInboxRead: fromPromise<true, InboxInput>(async () => {
        stored = stored.map((i) => ({ ...i, read: true }));
        return true;
      }),
    } as never,
  });
  const actor = createActor(machine, { input: { kind: 'messages', config: config as RuntimeConfig } }).start();
  const { hook } = memoryLocation({ path: '/dashboard' });
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={hook}>
        <InboxPanel inboxRef={actor} kind="messages" />
      </Router>
    </I18nProvider>,
  );
  return actor;
}

const trigger = () => screen.getByRole('button', { name: /^Messages/ });
const items = () => within(screen.getByRole('dialog')).getAllByRole('listitem');

describe('messages panel (model paths)', () => {
  const model = createTestModel(messagesModel);
  for (const path of model.getSimplePaths()) {
    it(path.description, async () => {
      const actor = setup();
      await waitFor(() => expect(actor.getSnapshot().matches({ list: { ready: 'idle' } })).toBe(true));
      await path.test({
        states: {
          closedUnread: async () => {
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(trigger().getAttribute('aria-label')).toBe('Messages, 1 unread');
            expect(trigger().textContent).toBe('1');
          },
          closedRead: async () => {
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(trigger().getAttribute('aria-label')).toBe('Messages');
            expect(trigger().textContent).toBe('');
          },
          openUnread: async () => {
            await waitFor(() => expect(items()).toHaveLength(2));
            // The panel has taken the focus: its Escape and outside-click handlers are in place (a loaded machine delays them).
            await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
            expect(items()[0]!.getAttribute('data-read')).toBe('false');
            expect(screen.getByRole('button', { name: 'Mark all as read' }).getAttribute('aria-disabled')).toBe('false');
          },
          openRead: async () => {
            await waitFor(() => expect(items()).toHaveLength(2));
            // The panel has taken the focus: its Escape and outside-click handlers are in place (a loaded machine delays them).
            await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
            expect(items().map((li) => li.getAttribute('data-read'))).toEqual(['true', 'true']);
            expect(screen.getByRole('button', { name: 'Mark all as read' }).getAttribute('aria-disabled')).toBe('true');
          },
        },
        events: {
          CLICK_TRIGGER: () => void fireEvent.click(trigger()),
          PRESS_ESCAPE: () => void fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }),
          CLICK_MARK_ALL: () => void fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' })),
          CLICK_TOGGLE_FIRST: () => void fireEvent.click(within(items()[0]!).getByRole('button', { name: /^Mark as (un)?read$/ })),
        },
      });
    });
  }
});
