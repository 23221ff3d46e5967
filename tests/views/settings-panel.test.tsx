/**
 * The settings drawer over a real `settingsMachine` (its save stubbed): the layouts a user may choose and Reset to
 * defaults (issue 13 point 1: Empty hid the top bar, the menu, the settings and the user menu, for good).
 */
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { defaultAppearance, type Appearance } from '../../src/config/appearance';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import type { UserProfile } from '../../src/machines/effects/get-user';
import { activateCatalog, i18n } from '../../src/machines/effects/i18n';
import { settingsMachine } from '../../src/machines/settings.machine';
import en from '../../src/locales/en-US/messages.json';
import SettingsPanel from '../../src/views/layout/settings-panel';
import { config } from '../support/auth-fixtures';

afterEach(cleanup);
beforeAll(() => activateCatalog('en-US', (en as unknown as { messages: Messages }).messages));

function setup(cached: Appearance) {
  const saved: Appearance[] = [];
  const machine = settingsMachine.provide({
    actors: {
      saveAppearance: fromPromise<UserProfile, { config: RuntimeConfig; appearance: Appearance }>(async ({ input }) => (saved.push(input.appearance), {} as UserProfile)),
      listenToColorScheme: fromCallback(() => () => undefined),
    },
    actions: { notifyNavigationMenu: () => undefined },
  });
  const actor = createActor(machine, { input: { config: config as RuntimeConfig, cached } }).start();
  actor.send({ type: 'settings.panel.open' });
  render(
    <I18nProvider i18n={i18n}>
      <SettingsPanel settingsRef={actor} />
    </I18nProvider>,
  );
  return { actor, saved };
}

describe('settings drawer', () => {
  it('offers every layout but Empty, the one with no way back', async () => {
    setup(defaultAppearance);
    const layouts = within(await screen.findByRole('group', { name: 'Layout' })).getAllByRole('radio');
    expect(layouts).toHaveLength(10);
    expect(screen.queryByRole('radio', { name: 'Empty' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Classic' })).toHaveProperty('checked', true);
  });

  it('Reset to defaults puts back SPEC §9 defaults and saves them; it is disabled when nothing differs', async () => {
    const { actor, saved } = setup({ layout: 'thin', scheme: 'light', theme: 'theme-amber', navPosition: 'right' });
    const reset = await screen.findByRole('button', { name: 'Reset to defaults' });
    expect(reset).toHaveProperty('disabled', false);
    fireEvent.click(reset);
    expect(actor.getSnapshot().context.appearance).toEqual(defaultAppearance);
    await waitFor(() => expect(saved).toEqual([defaultAppearance]));
    expect(screen.getByRole('radio', { name: 'Classic' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Reset to defaults' })).toHaveProperty('disabled', true);
  });
});
