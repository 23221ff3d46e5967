/**
 * The top bar's panels out of the start-up (issue 12 point 3), happy-dom + RTL over a real session machine: until a
 * panel's chunk arrives its trigger is static (the same enabled button, the same name); what the user does with it
 * meanwhile is kept and handed over (the search's characters, a press on Messages), and a focused static trigger gives
 * the focus to its live one. The chunks are held back by gates (vi.mock) so that "before" and "after" are certain.
 */
import { act, render, screen, waitFor as waitForDom, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import type { InboxInput, InboxItem } from '../../src/machines/effects/get-inbox';
import type { Shortcut } from '../../src/machines/shortcuts.machine';
import { activateCatalog, i18n } from '../../src/machines/effects/i18n';
import type { SessionData } from '../../src/machines/effects/load-session';
import { selectPendingPanelEvents, selectSearchRef, sessionMachine, type SessionRef } from '../../src/machines/session.machine';
import enUS from '../../src/locales/en-US/messages.json';
import { navigationSets } from '../../src/mirage/data/navigation';
import { TopBarPanels } from '../../src/views/shell/top-bar-panels';
import { config } from '../support/auth-fixtures';
import { patchHappyDomNodeName } from '../support/happy-dom-node-name';

patchHappyDomNodeName();

const gates = vi.hoisted(() => {
  const gate = () => {
    let open!: () => void;
    const arrived = new Promise<void>((resolve) => (open = resolve));
    return { arrived, open };
  };
  return { search: gate(), inbox: gate(), shortcuts: gate() };
});

const item: InboxItem = { id: 'm1', read: false, title: 'Laura', description: 'Check order SO-1', time: '2025-06-02T12:05:00Z' };

// Each chunk arrives when its gate opens, with its machine's requests stubbed.
vi.mock('../../src/views/search/search-bar', async (importOriginal) => {
  await gates.search.arrived;
  const actual = await importOriginal<typeof import('../../src/views/search/search-bar')>();
  const search = actual.panelLogic.search.provide({ actors: { searchRequest: fromPromise(async () => ({ query: '', sets: [] })) } as never });
  return { ...actual, panelLogic: { search } };
});
vi.mock('../../src/views/top-bar/inbox-panel', async (importOriginal) => {
  await gates.inbox.arrived;
  const actual = await importOriginal<typeof import('../../src/views/top-bar/inbox-panel')>();
  const inbox = actual.panelLogic.messages.provide({ actors: { getInbox: fromPromise<InboxItem[], InboxInput>(async () => [item]) } });
  return { ...actual, panelLogic: { messages: inbox, notifications: inbox } };
});
vi.mock('../../src/views/shortcuts/shortcuts-popover', async (importOriginal) => {
  await gates.shortcuts.arrived;
  const actual = await importOriginal<typeof import('../../src/views/shortcuts/shortcuts-popover')>();
  const shortcuts = actual.panelLogic.shortcuts.provide({ actors: { getShortcuts: fromPromise<Shortcut[], { config: RuntimeConfig }>(async () => []) } });
  return { ...actual, panelLogic: { shortcuts } };
});

/** A chunk's module (Ark, the sanitizer) is transformed on its first import: on a busy machine that takes seconds. */
const arrival = { timeout: 10_000 };

beforeAll(() => activateCatalog('en-US', (enUS as unknown as { messages: Messages }).messages));

const data: SessionData = {
  company: { slug: 'acme', tradeName: 'Acme Telecom' } as SessionData['company'],
  navigation: navigationSets,
  profile: { id: 'usr_ana', name: 'Ana', email: '', avatar: null, status: 'online', settings: null, listPreferences: {} },
};

async function setup() {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        recallSession: fromPromise<SessionData | null, { config: RuntimeConfig; sub: string }>(async () => null),
        loadSession: fromPromise<SessionData, { config: RuntimeConfig }>(async () => data),
      },
      actions: { rememberSession: () => undefined, forgetSession: () => undefined },
    }),
    { input: { config, sub: 'usr_ana' } },
  ).start();
  await waitFor(session, (s) => s.matches('ready'));
  const sessionRef = session as unknown as SessionRef;
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={memoryLocation({ path: '/dashboard' }).hook}>
        <header>
          <TopBarPanels sessionRef={sessionRef} quickChatToggle />
        </header>
      </Router>
    </I18nProvider>,
  );
  return { session, sessionRef };
}

describe('top bar panels before and after their chunks', () => {
  it('before their chunks the triggers are the same enabled buttons (Tab reaches them), in the same order', async () => {
    await setup();
    const names = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    // The full-screen toggle sits between the search and the shortcuts, as in the live bar.
    expect(names).toEqual(['Search', 'Enter fullscreen', 'Shortcuts', 'Messages', 'Notifications', 'Open quick chat']);
    for (const button of screen.getAllByRole('button')) {
      expect((button as HTMLButtonElement).disabled).toBe(false);
      expect(button.getAttribute('aria-hidden')).toBeNull();
    }
  });

  it('what is typed into the search before its chunk arrives is handed over: the live field has it, with the focus', async () => {
    const user = userEvent.setup();
    const { session } = await setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const field = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    await user.type(field, 'acm');
    expect(field.value).toBe('acm');
    expect(selectSearchRef(session.getSnapshot())).toBeUndefined();
    expect(selectPendingPanelEvents(session.getSnapshot(), 'search').map((e) => e.type)).toEqual(['search.open', 'search.query.change', 'search.query.change', 'search.query.change']);
    await act(async () => gates.search.open());
    await waitForDom(() => expect(selectSearchRef(session.getSnapshot())).toBeDefined(), arrival);
    // The live field (the machine's: aria-busy) replaced the static one.
    const live = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    expect(live).not.toBe(field);
    expect(live.getAttribute('aria-busy')).not.toBeNull();
    expect(live.value).toBe('acm');
    expect(document.activeElement).toBe(live);
    expect(selectSearchRef(session.getSnapshot())!.getSnapshot().context.query).toBe('acm');
    expect(selectPendingPanelEvents(session.getSnapshot(), 'search')).toEqual([]);
  });

  it('a press on Messages before its chunk arrives opens the panel as it arrives (the intent is not dropped)', async () => {
    const user = userEvent.setup();
    await setup();
    await user.click(screen.getByRole('button', { name: 'Messages' }));
    expect(screen.queryByRole('dialog', { name: 'Messages' })).toBeNull();
    await act(async () => gates.inbox.open());
    const panel = await screen.findByRole('dialog', { name: 'Messages' }, arrival);
    expect((await within(panel).findByText('Laura')).textContent).toBe('Laura');
    // The live trigger names the unread count that came with the chunk.
    expect(screen.getByRole('button', { name: 'Messages, 1 unread' }).getAttribute('data-panel-trigger')).toBe('messages');
  });

  it('a static trigger that has the focus when its chunk arrives gives the focus to its live trigger', async () => {
    const user = userEvent.setup();
    const { session } = await setup();
    const before = screen.getByRole('button', { name: 'Shortcuts' });
    act(() => before.focus());
    expect(document.activeElement).toBe(before);
    await act(async () => gates.shortcuts.open());
    await waitForDom(() => expect(session.getSnapshot().children.shortcuts).toBeDefined(), arrival);
    // Ark's trigger (data-state) replaced the static one, and has the focus.
    const live = screen.getByRole('button', { name: 'Shortcuts' });
    expect(live).not.toBe(before);
    expect(live.getAttribute('data-state')).toBe('closed');
    expect(document.activeElement).toBe(live);
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('dialog', { name: 'Shortcuts' }, arrival)).getAttribute('role')).toBe('dialog');
  });
});
