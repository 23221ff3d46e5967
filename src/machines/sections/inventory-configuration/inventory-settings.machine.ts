/**
 * The inventory settings (/admin/inventory-configuration/settings): the costing method and the negative stock policy,
 * saved with the version read (a stale one keeps the choices and shows the stored ones); a new costing method asks
 * for confirmation first. The settings' history is read with them and again after each save.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { needsConfirmation, type InventorySettings, type InventorySettingsInput } from '../../../domain/inventory-settings';
import type { HistoryEntry } from '../../../domain/resource';
import { isApiError } from '../../effects/api-error';

export interface SettingsData {
  settings: InventorySettings;
  history: HistoryEntry[];
}

export interface SaveSettingsInput {
  version: number;
  values: InventorySettingsInput;
  idempotencyKey: string;
}

export interface SettingsFailure {
  action: 'load' | 'save';
  code: string;
}

export type InventorySettingsEvent =
  | { type: 'settings.change'; field: keyof InventorySettingsInput; value: string }
  | { type: 'settings.save'; idempotencyKey: string }
  | { type: 'settings.confirm' }
  | { type: 'settings.cancel' }
  | { type: 'settings.reset' }
  | { type: 'settings.retry' };

const valuesOf = (s: InventorySettings): InventorySettingsInput => ({ costingMethod: s.costingMethod, negativeStock: s.negativeStock });

export const inventorySettingsMachine = setup({
  types: {} as {
    context: {
      stored: InventorySettings | null;
      values: InventorySettingsInput;
      history: HistoryEntry[];
      idempotencyKey: string | null;
      failure: SettingsFailure | null;
      /** The stored record a 409 answered, unchecked until `parseCurrent`. */
      conflictCurrent: unknown;
      /** Counts saves, so the view announces each one. */
      savedCount: number;
    };
    events: InventorySettingsEvent;
  },
  actors: {
    loadSettings: fromPromise<SettingsData, void>(async () => {
      throw new Error('loadSettings is provided by the section');
    }),
    saveSettings: fromPromise<SettingsData, SaveSettingsInput>(async () => {
      throw new Error('saveSettings is provided by the section');
    }),
    /** Checks the stored record of a 409 (the section's parser); throws when it is malformed. */
    parseCurrent: fromPromise<InventorySettings, { current: unknown }>(async () => {
      throw new Error('parseCurrent is provided by the section');
    }),
  },
  guards: {
    isDirty: ({ context }) => context.stored !== null && JSON.stringify(valuesOf(context.stored)) !== JSON.stringify(context.values),
    needsConfirmation: ({ context }) => context.stored !== null && needsConfirmation(valuesOf(context.stored), context.values),
    isConflict: (_, params: { error: unknown }) => isApiError(params.error) && params.error.code === 'conflict' && params.error.problem?.current !== undefined,
  },
  actions: {
    setData: assign((_, params: { data: SettingsData }) => ({ stored: params.data.settings, values: valuesOf(params.data.settings), history: params.data.history, failure: null })),
    setSaved: assign(({ context }, params: { data: SettingsData }) => ({
      stored: params.data.settings,
      values: valuesOf(params.data.settings),
      history: params.data.history,
      failure: null,
      idempotencyKey: null,
      savedCount: context.savedCount + 1,
    })),
    setValue: assign(({ context }, params: { field: keyof InventorySettingsInput; value: string }) => ({ values: { ...context.values, [params.field]: params.value }, failure: null })),
    resetValues: assign(({ context }) => (context.stored ? { values: valuesOf(context.stored), failure: null } : {})),
    setKey: assign((_, params: { key: string }) => ({ idempotencyKey: params.key })),
    setFailure: assign((_, params: { action: SettingsFailure['action']; error: unknown }) => ({
      failure: { action: params.action, code: isApiError(params.error) ? params.error.code : 'server' },
    })),
    setMalformed: assign({ failure: { action: 'save' as const, code: 'malformed' } }),
    keepConflict: assign((_, params: { error: unknown }) => ({ conflictCurrent: isApiError(params.error) ? params.error.problem?.current : undefined })),
    /** A stale save: the stored settings are theirs now; the user's choices stay to save again (version of theirs). */
    takeCurrent: assign((_, params: { current: InventorySettings }) => ({ stored: params.current, failure: { action: 'save' as const, code: 'conflict' }, idempotencyKey: null, conflictCurrent: undefined })),
  },
}).createMachine({
  id: 'inventorySettings',
  initial: 'loading',
  context: { stored: null, values: { costingMethod: 'average', negativeStock: 'forbid' }, history: [], idempotencyKey: null, failure: null, conflictCurrent: undefined, savedCount: 0 },
  states: {
    loading: {
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ action: 'load', error: event.error }) } },
      },
    },
    failed: { on: { 'settings.retry': { target: 'loading' } } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'settings.change': { actions: { type: 'setValue', params: ({ event }) => ({ field: event.field, value: event.value }) } },
            'settings.reset': { guard: 'isDirty', actions: 'resetValues' },
            'settings.save': [
              { guard: 'needsConfirmation', target: 'confirming', actions: { type: 'setKey', params: ({ event }) => ({ key: event.idempotencyKey }) } },
              { guard: 'isDirty', target: 'saving', actions: { type: 'setKey', params: ({ event }) => ({ key: event.idempotencyKey }) } },
            ],
          },
        },
        confirming: {
          on: {
            'settings.confirm': { target: 'saving' },
            'settings.cancel': { target: 'idle' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveSettings',
            src: 'saveSettings',
            input: ({ context }) => ({ version: context.stored!.version, values: context.values, idempotencyKey: context.idempotencyKey! }),
            onDone: { target: 'idle', actions: { type: 'setSaved', params: ({ event }) => ({ data: event.output }) } },
            onError: [
              {
                guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                target: 'checkingConflict',
                actions: { type: 'keepConflict', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'idle', actions: { type: 'setFailure', params: ({ event }) => ({ action: 'save', error: event.error }) } },
            ],
          },
        },
        checkingConflict: {
          tags: ['busy'],
          invoke: {
            id: 'parseCurrent',
            src: 'parseCurrent',
            input: ({ context }) => ({ current: context.conflictCurrent }),
            onDone: { target: 'idle', actions: { type: 'takeCurrent', params: ({ event }) => ({ current: event.output }) } },
            // Their record did not pass the checks: say the answer was malformed (the choices stay).
            onError: { target: 'idle', actions: 'setMalformed' },
          },
        },
      },
    },
  },
});

export type InventorySettingsRef = ActorRefFrom<typeof inventorySettingsMachine>;
type Snapshot = SnapshotFrom<typeof inventorySettingsMachine>;

export const selectValues = (s: Snapshot) => s.context.values;
export const selectStored = (s: Snapshot) => s.context.stored;
export const selectHistory = (s: Snapshot) => s.context.history;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsConfirming = (s: Snapshot) => s.matches({ ready: 'confirming' });
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectHasFailed = (s: Snapshot) => s.matches('failed');
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectSavedCount = (s: Snapshot) => s.context.savedCount;
