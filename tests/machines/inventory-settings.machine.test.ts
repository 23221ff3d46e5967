// @vitest-environment node
/** The inventory settings machine: a new costing method asks first; a stale save keeps the choices; history after a save. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { InventorySettings } from '../../src/domain/inventory-settings';
import type { HistoryEntry } from '../../src/domain/resource';
import { parseSettings } from '../../src/machines/sections/inventory-configuration/inventory-config-api';
import {
  inventorySettingsMachine,
  type InventorySettingsEvent,
  type SaveSettingsInput,
  type SettingsData,
} from '../../src/machines/sections/inventory-configuration/inventory-settings.machine';
import { doneEvent, errorEvent } from '../support/path-events';
import { stateKeys } from '../support/state-keys';
import { apiError } from './category-tree.fixtures';

const audit = { createdAt: '2025-01-01T00:00:00.000Z', createdBy: 'system', updatedAt: '2025-01-01T00:00:00.000Z', updatedBy: 'system' };
const stored: InventorySettings = { ...audit, id: 'settings', version: 1, costingMethod: 'average', negativeStock: 'forbid' };
const entry = (to: string): HistoryEntry => ({ at: audit.createdAt, by: 'usr_ana', event: 'updated', from: null, to: null, changes: { costingMethod: { from: 'average', to } } });

function start(save: (input: SaveSettingsInput) => Promise<SettingsData>) {
  const saves: SaveSettingsInput[] = [];
  const actor = createActor(
    inventorySettingsMachine.provide({
      actors: {
        loadSettings: fromPromise<SettingsData, void>(async () => ({ settings: stored, history: [] })),
        saveSettings: fromPromise<SettingsData, SaveSettingsInput>(async ({ input }) => (saves.push(input), save(input))),
        parseCurrent: fromPromise<InventorySettings, { current: unknown }>(async ({ input }) => parseSettings(input.current)),
      },
    }),
  ).start();
  return { actor, saves };
}

describe('inventory settings machine', () => {
  it('a new costing method asks for confirmation; Cancel sends nothing; Confirm saves once with the version read', async () => {
    const { actor, saves } = start(async (input) => ({ settings: { ...stored, ...input.values, version: 2 }, history: [entry('fifo')] }));
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().can({ type: 'settings.save', idempotencyKey: 'k' })).toBe(false);
    actor.send({ type: 'settings.change', field: 'costingMethod', value: 'fifo' });
    actor.send({ type: 'settings.save', idempotencyKey: 'k1' });
    expect(actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true);
    actor.send({ type: 'settings.cancel' });
    expect(saves).toEqual([]);
    expect(actor.getSnapshot().context.values.costingMethod).toBe('fifo');
    actor.send({ type: 'settings.save', idempotencyKey: 'k2' });
    actor.send({ type: 'settings.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(saves).toEqual([{ version: 1, values: { costingMethod: 'fifo', negativeStock: 'forbid' }, idempotencyKey: 'k2' }]);
    expect(actor.getSnapshot().context).toMatchObject({ stored: { version: 2, costingMethod: 'fifo' }, history: [entry('fifo')], savedCount: 1 });
  });

  it('a new negative stock policy alone saves without a question', async () => {
    const { actor, saves } = start(async (input) => ({ settings: { ...stored, ...input.values, version: 2 }, history: [] }));
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'settings.change', field: 'negativeStock', value: 'allow' });
    actor.send({ type: 'settings.save', idempotencyKey: 'k1' });
    expect(actor.getSnapshot().matches({ ready: 'saving' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(saves).toHaveLength(1);
  });

  it('a stale save keeps the choices and takes the stored version; a malformed one is refused; offline keeps the choices', async () => {
    const theirs = { ...stored, version: 4, negativeStock: 'allow' };
    let answer: unknown = apiError('conflict', { status: 409, problem: { current: theirs } });
    const { actor } = start(async () => Promise.reject(answer));
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'settings.change', field: 'negativeStock', value: 'allow' });
    actor.send({ type: 'settings.change', field: 'costingMethod', value: 'fifo' });
    actor.send({ type: 'settings.save', idempotencyKey: 'k1' });
    actor.send({ type: 'settings.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context).toMatchObject({ stored: { version: 4 }, values: { costingMethod: 'fifo', negativeStock: 'allow' }, failure: { code: 'conflict' } });
    answer = apiError('conflict', { status: 409, problem: { current: { version: 'x' } } });
    actor.send({ type: 'settings.save', idempotencyKey: 'k2' });
    actor.send({ type: 'settings.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.failure).toEqual({ action: 'save', code: 'malformed' });
    answer = apiError('offline');
    actor.send({ type: 'settings.save', idempotencyKey: 'k3' });
    actor.send({ type: 'settings.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context).toMatchObject({ failure: { code: 'offline' }, values: { costingMethod: 'fifo' } });
  });
});

describe('inventory settings machine: generated paths', () => {
  const events = [
    { type: 'settings.change', field: 'costingMethod', value: 'fifo' },
    { type: 'settings.change', field: 'negativeStock', value: 'allow' },
    { type: 'settings.save', idempotencyKey: 'k' },
    { type: 'settings.confirm' },
    { type: 'settings.cancel' },
    { type: 'settings.reset' },
    { type: 'settings.retry' },
    doneEvent('loadSettings', { settings: stored, history: [] }),
    errorEvent('loadSettings', apiError('offline')),
    doneEvent('saveSettings', { settings: { ...stored, version: 2, costingMethod: 'fifo' }, history: [entry('fifo')] }),
    errorEvent('saveSettings', apiError('conflict', { status: 409, problem: { current: { ...stored, version: 3 } } })),
    errorEvent('saveSettings', apiError('server')),
    doneEvent('parseCurrent', { ...stored, version: 3 }),
    errorEvent('parseCurrent', new TypeError('bad')),
  ] as unknown as InventorySettingsEvent[];
  const serializeState = (state: { value: unknown; context: object }) => {
    const { savedCount: _n, ...context } = state.context as { savedCount: number };
    return JSON.stringify({ value: state.value, context });
  };
  const paths = getShortestPaths(inventorySettingsMachine, { events, serializeState: serializeState as never });

  it('reaches every state', () => {
    expect([...new Set(paths.flatMap((p) => stateKeys(p.state.value)))].sort()).toEqual(
      ['failed', 'loading', 'ready.checkingConflict', 'ready.confirming', 'ready.idle', 'ready.saving'].sort(),
    );
  });

  it('no path saves a new costing method without passing through the confirmation', () => {
    for (const path of paths) {
      path.steps.forEach((step, i) => {
        if (!step.state.matches({ ready: 'saving' }) || i === 0 || path.steps[i - 1]!.state.matches({ ready: 'saving' })) return;
        const { stored: s, values } = step.state.context;
        if (s && s.costingMethod !== values.costingMethod) expect(path.steps[i - 1]!.state.matches({ ready: 'confirming' })).toBe(true);
      });
    }
  });
});
