/**
 * The top bar's messages and notifications panels (happy-dom + RTL) over a real inbox machine whose requests are
 * `fromPromise` stubs. No security assertions here: DOMPurify does not sanitize under happy-dom (the XSS
 * guarantees are tested in Chromium). happy-dom's `Node.prototype.nodeName` defect (capricorn86/happy-dom#2182)
 * is patched for this file, as in `safe-html.test.tsx`, so that titles render.
 */
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise, setup } from 'xstate';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import { ApiError } from '../../src/machines/effects/api-error';
import type { InboxInput, InboxItem, InboxKind } from '../../src/machines/effects/get-inbox';
import { activateCatalog, i18n } from '../../src/machines/effects/i18n';
import { dialogMachine, type DialogRef } from '../../src/machines/dialog.machine';
import { inboxMachine, type InboxRef } from '../../src/machines/inbox.machine';
import { ConfirmDialog } from '../../src/views/dialogs/confirm-dialog';
import enUS from '../../src/locales/en-US/messages.json';
import esMX from '../../src/locales/es-MX/messages.json';
import { formatInboxTime } from '../../src/views/top-bar/format-time';
import { InboxPanel } from '../../src/views/top-bar/inbox-panel';
import { config } from '../support/auth-fixtures';
import { patchHappyDomNodeName } from '../support/happy-dom-node-name';

patchHappyDomNodeName();

const catalogs = { 'en-US': (enUS as unknown as { messages: Messages }).messages, 'es-MX': (esMX as unknown as { messages: Messages }).messages };
beforeEach(() => activateCatalog('en-US', catalogs['en-US']));

// Noon UTC: the same calendar day in every time zone the tests may run in.
const seed: InboxItem[] = [
  { id: 'm1', read: false, title: '<strong>Laura</strong>', description: 'Check order <em>SO-1</em>', icon: 'user', link: '/orders', useRouter: true, time: '2025-06-02T12:05:00Z' },
  { id: 'm2', read: false, title: 'Carlos', description: 'Kits confirmed', link: 'https://example.com/kits', useRouter: false, time: '2025-06-01T12:00:00Z' },
  { id: 'm3', read: true, title: 'Sofía', description: 'Count finished', time: '2025-05-30T12:00:00Z' },
];

type Calls = { toggle: string[]; remove: string[]; markAll: number };

function startInbox({ items = seed, kind = 'messages' as InboxKind, load }: { items?: InboxItem[]; kind?: InboxKind; load?: () => Promise<InboxItem[]> } = {}) {
  const calls: Calls = { toggle: [], remove: [], markAll: 0 };
  let stored = structuredClone(items);
  const machine = inboxMachine.provide({
    actors: {
      getInbox: fromPromise<InboxItem[], InboxInput>(async () => (load ? load() : structuredClone(stored))),
      toggleInboxItem: fromPromise<InboxItem, InboxInput & { id: string }>(async ({ input }) => {
        calls.toggle.push(input.id);
        stored = stored.map((i) => (i.id === input.id ? { ...i, read: !i.read } : i));
        return structuredClone(stored.find((i) => i.id === input.id)!);
      }),
      removeInboxItem: fromPromise<true, InboxInput & { id: string }>(async ({ input }) => {
        calls.remove.push(input.id);
        stored = stored.filter((i) => i.id !== input.id);
        return true;
      }),
      markAllInboxRead: fromPromise<true, InboxInput>(async () => {
        calls.markAll += 1;
        stored = stored.map((i) => ({ ...i, read: true }));
        return true;
      }),
    } as never,
  });
  // With the app's dialog service beside it, as in the app: a removal is confirmed there.
  const root = setup({ actors: { dialogMachine, inbox: machine } }).createMachine({
    invoke: [
      { id: 'dialog', src: 'dialogMachine', systemId: 'dialog' },
      { id: 'inbox', src: 'inbox', input: { kind, config: config as RuntimeConfig } },
    ],
  });
  const system = createActor(root).start();
  const actor = system.getSnapshot().children.inbox as InboxRef;
  return { actor, dialog: system.system.get('dialog') as DialogRef, calls };
}

function renderPanel(inbox: ReturnType<typeof startInbox>, kind: InboxKind = 'messages') {
  const { hook } = memoryLocation({ path: '/dashboard' });
  return render(
    <I18nProvider i18n={i18n}>
      <Router hook={hook}>
        <InboxPanel inboxRef={inbox.actor} kind={kind} />
        <ConfirmDialog dialogRef={inbox.dialog} />
      </Router>
    </I18nProvider>,
  );
}

const ready = (inbox: ReturnType<typeof startInbox>) =>
  waitFor(() => expect(inbox.actor.getSnapshot().matches({ list: { ready: 'idle' } })).toBe(true));

async function openPanel(name: RegExp | string) {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('InboxPanel trigger and badge', () => {
  it('shows the unread count in the name and a badge only above 0', async () => {
    const inbox = startInbox();
    renderPanel(inbox);
    await ready(inbox);
    const trigger = await screen.findByRole('button', { name: 'Messages, 2 unread' });
    expect(trigger.textContent).toBe('2');
  });

  it('no badge when nothing is unread', async () => {
    const inbox = startInbox({ items: seed.map((i) => ({ ...i, read: true })), kind: 'notifications' });
    renderPanel(inbox, 'notifications');
    await ready(inbox);
    const trigger = screen.getByRole('button', { name: 'Notifications' });
    expect(trigger.textContent).toBe('');
  });

  it('the trigger sends inbox.toggle: it opens and closes the panel; Escape closes it', async () => {
    const inbox = startInbox();
    renderPanel(inbox);
    await ready(inbox);
    const panel = await openPanel(/Messages/);
    expect(within(panel).getByText('Messages')).toBeTruthy();
    expect(inbox.actor.getSnapshot().matches({ panel: 'opened' })).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /^Messages/ }));
    expect(inbox.actor.getSnapshot().matches({ panel: 'closed' })).toBe(true);
    await openPanel(/Messages/);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(inbox.actor.getSnapshot().matches({ panel: 'closed' })).toBe(true));
  });
});

describe('InboxPanel drawn ahead (issue 12 point 2)', () => {
  it('its list is in the page, hidden, before the first open: the first open only shows it', async () => {
    const inbox = startInbox();
    const { container } = renderPanel(inbox);
    await ready(inbox);
    await waitFor(() => expect(container.querySelectorAll('[data-scope="popover"][data-part="content"] li').length).toBe(seed.length));
    const content = container.querySelector('[data-scope="popover"][data-part="content"]')!;
    expect(content.hasAttribute('hidden')).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    const panel = await openPanel(/Messages/);
    expect(panel).toBe(content);
    expect(content.hasAttribute('hidden')).toBe(false);
  });
});

describe('InboxPanel list', () => {
  it('empty texts are exact for both kinds', async () => {
    const messages = startInbox({ items: [] });
    renderPanel(messages);
    await ready(messages);
    await openPanel('Messages');
    expect(screen.getByText('No messages')).toBeTruthy();
    expect(screen.getByText('When you have messages, they will appear here.')).toBeTruthy();

    const notifications = startInbox({ items: [], kind: 'notifications' });
    renderPanel(notifications, 'notifications');
    await ready(notifications);
    await openPanel('Notifications');
    expect(screen.getByText('No notifications')).toBeTruthy();
    expect(screen.getByText('When you have notifications, they will appear here.')).toBeTruthy();
  });

  it('lists newest first with title, description, time and links (in-app via the router, external safely)', async () => {
    const inbox = startInbox();
    renderPanel(inbox);
    await ready(inbox);
    const panel = await openPanel(/Messages/);
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('[id$="-title"]')?.textContent)).toEqual(['Laura', 'Carlos', 'Sofía']);
    expect(items[0]!.getAttribute('data-read')).toBe('false');
    expect(items[2]!.getAttribute('data-read')).toBe('true');
    const inApp = within(panel).getByRole('link', { name: 'Laura' });
    expect(inApp.getAttribute('href')).toBe('/orders');
    expect(inApp.getAttribute('target')).toBeNull();
    const external = within(panel).getByRole('link', { name: 'Carlos' });
    expect(external.getAttribute('href')).toBe('https://example.com/kits');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(panel).queryByRole('link', { name: 'Sofía' })).toBeNull();
    fireEvent.click(inApp);
    expect(inbox.actor.getSnapshot().matches({ panel: 'closed' })).toBe(true);
  });

  it('a double click on the read dot is one toggle (issue 13 point 13)', async () => {
    const inbox = startInbox();
    renderPanel(inbox);
    await ready(inbox);
    const panel = await openPanel(/Messages/);
    const [first] = within(panel).getAllByRole('listitem');
    const dot = within(first!).getByRole('button', { name: 'Mark as read' });
    // A double click is click (detail 1), click (detail 2), dblclick.
    fireEvent.click(dot, { detail: 1 });
    fireEvent.click(dot, { detail: 2 });
    fireEvent.doubleClick(dot, { detail: 2 });
    await ready(inbox);
    expect(inbox.calls.toggle).toEqual(['m1']);
    expect(first!.getAttribute('data-read')).toBe('true');
  });

  it('toggle read/unread sends the item id, the list and the badge follow', async () => {
    const inbox = startInbox();
    renderPanel(inbox);
    await ready(inbox);
    const panel = await openPanel(/Messages/);
    const [first] = within(panel).getAllByRole('listitem');
    fireEvent.click(within(first!).getByRole('button', { name: 'Mark as read' }));
    expect(first!.getAttribute('data-read')).toBe('true');
    await ready(inbox);
    expect(inbox.calls.toggle).toEqual(['m1']);
    expect(screen.getByRole('button', { name: 'Messages, 1 unread' })).toBeTruthy();
    fireEvent.click(within(first!).getByRole('button', { name: 'Mark as unread' }));
    await ready(inbox);
    expect(inbox.calls.toggle).toEqual(['m1', 'm1']);
    expect(first!.getAttribute('data-read')).toBe('false');
    expect(screen.getByRole('button', { name: 'Messages, 2 unread' })).toBeTruthy();
  });

  it('remove asks first, quoting the item: Cancel keeps it, Remove takes it out and sends its id', async () => {
    const inbox = startInbox();
    renderPanel(inbox);
    await ready(inbox);
    const panel = await openPanel(/Messages/);
    const second = () => within(panel).getAllByRole('listitem')[1]!;
    fireEvent.click(within(second()).getByRole('button', { name: 'Remove' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove this message?' });
    expect(within(dialog).getByText('Carlos')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(inbox.calls.remove).toEqual([]);
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);

    fireEvent.click(within(second()).getByRole('button', { name: 'Remove' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove this message?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(inbox.calls.remove).toEqual(['m2']));
    await ready(inbox);
    expect(screen.getByRole('dialog', { name: 'Messages' })).toBeTruthy();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    expect(within(panel).queryByText('Carlos')).toBeNull();
  });

  it("'Mark all as read' marks every item and the badge goes away; it is aria-disabled with nothing unread and keeps the focus", async () => {
    const inbox = startInbox();
    renderPanel(inbox);
    await ready(inbox);
    const panel = await openPanel(/Messages/);
    const markAll = within(panel).getByRole('button', { name: 'Mark all as read' });
    fireEvent.click(markAll);
    await ready(inbox);
    expect(inbox.calls.markAll).toBe(1);
    expect(within(panel).getAllByRole('listitem').every((li) => li.getAttribute('data-read') === 'true')).toBe(true);
    const trigger = screen.getByRole('button', { name: 'Messages' });
    expect(trigger.textContent).toBe('');
    // Unavailable but still focusable (the focus stays on the button just pressed), and pressing it again does nothing.
    expect(markAll.getAttribute('aria-disabled')).toBe('true');
    markAll.focus();
    fireEvent.click(markAll);
    await ready(inbox);
    expect(inbox.calls.markAll).toBe(1);
    expect(document.activeElement).toBe(markAll);
  });

  it('a failed load shows the error and retries', async () => {
    let fail = true;
    const inbox = startInbox({
      load: async () => {
        if (fail) throw new ApiError({ kind: 'network', code: 'offline', method: 'GET', url: 'http://localhost:9090/api/common/messages' });
        return structuredClone(seed);
      },
    });
    renderPanel(inbox);
    await waitFor(() => expect(inbox.actor.getSnapshot().matches({ list: 'failed' })).toBe(true));
    const panel = await openPanel('Messages');
    expect(within(panel).getByText('The messages could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    await ready(inbox);
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
  });
});

describe('inbox time format', () => {
  it("'MMM dd, h:mm a' in en-US and 'dd MMM, HH:mm' (24-hour) in es-MX", () => {
    expect(formatInboxTime('2025-06-02T15:35:00Z', 'en-US', 'UTC')).toBe('Jun 02, 3:35 PM');
    expect(formatInboxTime('2025-06-02T09:05:00Z', 'en-US', 'UTC')).toBe('Jun 02, 9:05 AM');
    expect(formatInboxTime('2025-06-02T15:35:00Z', 'es-MX', 'UTC')).toBe('02 jun, 15:35');
    expect(formatInboxTime('2025-01-09T00:05:00Z', 'es-MX', 'UTC')).toBe('09 ene, 00:05');
    expect(formatInboxTime('not a time', 'en-US')).toBe('');
  });

  it('the panel shows each time in the active locale', async () => {
    const inbox = startInbox();
    renderPanel(inbox);
    await ready(inbox);
    let panel = await openPanel(/Messages/);
    const first = () => within(panel).getAllByRole('listitem')[0]!.querySelector('time')!;
    expect(first().getAttribute('datetime')).toBe('2025-06-02T12:05:00Z');
    expect(first().textContent).toMatch(/^Jun 0[12], \d{1,2}:05 (AM|PM)$/);
    expect(first().textContent).toBe(formatInboxTime('2025-06-02T12:05:00Z', 'en-US'));

    act(() => activateCatalog('es-MX', catalogs['es-MX']));
    panel = await screen.findByRole('dialog');
    expect(first().textContent).toMatch(/^0[12] jun, \d{2}:05$/);
    expect(within(panel).getByRole('button', { name: 'Marcar todo como leído' })).toBeTruthy();
  });
});
