/** The user menu's status choice and the fullscreen toggle (happy-dom + RTL) over their real machines. */
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import type { UserProfile, UserStatus } from '../../src/machines/effects/get-user';
import { activateCatalog, i18n } from '../../src/machines/effects/i18n';
import { userStatusMachine } from '../../src/machines/user-status.machine';
import enUS from '../../src/locales/en-US/messages.json';
import { UserMenu } from '../../src/views/shell/top-bar';
import { FullscreenToggle } from '../../src/views/top-bar/fullscreen-toggle';
import { config } from '../support/auth-fixtures';

beforeEach(() => activateCatalog('en-US', (enUS as unknown as { messages: Messages }).messages));

const profile: UserProfile = { id: 'usr_ana', name: 'Ana', email: '', avatar: null, status: 'online', settings: null, listPreferences: {} };

function startStatus() {
  const saved: UserStatus[] = [];
  const actor = createActor(
    userStatusMachine.provide({
      actors: {
        updateUserStatus: fromPromise<UserProfile, { config: RuntimeConfig; status: UserStatus }>(async ({ input }) => {
          saved.push(input.status);
          return { ...profile, status: input.status };
        }),
      },
    }),
    { input: { config: config as RuntimeConfig, status: 'online' } },
  ).start();
  return { actor, saved };
}

describe('user status in the user menu', () => {
  it('the dot shows the machine status; choosing Busy sends userStatus.change and the dot follows', async () => {
    const { actor, saved } = startStatus();
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={i18n}>
        <UserMenu profile={profile} name="Ana" onSignOut={() => {}} userStatusRef={actor} />
      </I18nProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'User menu' });
    const dot = () => trigger.querySelector('[data-status]')!;
    expect(dot().getAttribute('data-status')).toBe('online');
    await user.click(trigger);
    const choices = await screen.findAllByRole('menuitemradio');
    expect(choices.map((c) => c.textContent)).toEqual(['Online', 'Away', 'Busy', 'Not visible']);
    expect(screen.getByRole('menuitemradio', { name: 'Online' }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('menuitemradio', { name: 'Busy' }));
    await waitFor(() => expect(dot().getAttribute('data-status')).toBe('busy'));
    await waitFor(() => expect(actor.getSnapshot().matches('idle')).toBe(true));
    expect(saved).toEqual(['busy']);
  });

  it('a status changed elsewhere (machine) shows in the dot', async () => {
    const { actor } = startStatus();
    render(
      <I18nProvider i18n={i18n}>
        <UserMenu profile={profile} name="Ana" onSignOut={() => {}} userStatusRef={actor} />
      </I18nProvider>,
    );
    actor.send({ type: 'userStatus.change', status: 'not-visible' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'User menu' }).querySelector('[data-status]')!.getAttribute('data-status')).toBe('not-visible'),
    );
  });
});

describe('FullscreenToggle', () => {
  it('asks the browser for fullscreen and follows fullscreenchange', async () => {
    const request = vi.fn(async () => {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: document.documentElement });
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    const exit = vi.fn(async () => {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    Object.defineProperty(document.documentElement, 'requestFullscreen', { configurable: true, value: request });
    Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit });
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
    render(
      <I18nProvider i18n={i18n}>
        <FullscreenToggle />
      </I18nProvider>,
    );
    const toggle = screen.getByRole('button', { name: /fullscreen/i });
    expect(toggle.getAttribute('aria-label')).toBe('Enter fullscreen');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-label')).toBe('Exit fullscreen'));
    expect(request).toHaveBeenCalledTimes(1);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-label')).toBe('Enter fullscreen'));
    expect(exit).toHaveBeenCalledTimes(1);
    // The browser leaves fullscreen on its own (Escape): the button follows.
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-label')).toBe('Exit fullscreen'));
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
    document.dispatchEvent(new Event('fullscreenchange'));
    await waitFor(() => expect(toggle.getAttribute('aria-label')).toBe('Enter fullscreen'));
  });

  it("a refused request logs 'Entering fullscreen mode failed.'", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    Object.defineProperty(document.documentElement, 'requestFullscreen', {
      configurable: true,
      value: () => Promise.reject(new TypeError('Permissions check failed')),
    });
    render(
      <I18nProvider i18n={i18n}>
        <FullscreenToggle />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /fullscreen/i }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Entering fullscreen mode failed.'));
    expect(screen.getByRole('button', { name: /fullscreen/i }).getAttribute('aria-label')).toBe('Enter fullscreen');
  });
});
