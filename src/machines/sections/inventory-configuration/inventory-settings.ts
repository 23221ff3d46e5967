/** The inventory settings machine wired to the inventory service (`/settings` and its history). */
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { InventorySettings } from '../../../domain/inventory-settings';
import { fetchSettings, fetchSettingsHistory, parseSettings, saveSettings } from './inventory-config-api';
import { inventorySettingsMachine, type SaveSettingsInput, type SettingsData } from './inventory-settings.machine';

export const inventorySettingsId = 'inventoryConfiguration.settings';

export const inventorySettingsLogic = (config: RuntimeConfig) =>
  inventorySettingsMachine.provide({
    actors: {
      loadSettings: fromPromise<SettingsData, void>(async ({ signal }) => {
        const [settings, history] = await Promise.all([fetchSettings(config, signal), fetchSettingsHistory(config, signal)]);
        return { settings, history };
      }),
      saveSettings: fromPromise<SettingsData, SaveSettingsInput>(async ({ input }) => {
        const settings = await saveSettings(config, input.version, input.values, input.idempotencyKey);
        return { settings, history: await fetchSettingsHistory(config) };
      }),
      parseCurrent: fromPromise<InventorySettings, { current: unknown }>(async ({ input }) => parseSettings(input.current)),
    },
  });
