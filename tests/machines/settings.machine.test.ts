// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { defaultAppearance, parseAppearance, shellLayoutIds, type Appearance } from '../../src/config/appearance';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import type { UserProfile } from '../../src/machines/effects/get-user';
import { effectiveScheme, selectCanReset, settingsMachine, type SettingsEvent } from '../../src/machines/settings.machine';
import { doneEvent, errorEvent } from '../support/path-events';
import { config } from '../support/auth-fixtures';

type SaveInput = { config: RuntimeConfig; appearance: Appearance };

function start(save: (input: SaveInput, signal: AbortSignal) => Promise<UserProfile>, input: { cached?: Appearance | null; systemDark?: boolean } = {}) {
  const applied: { scheme: string; theme: string }[] = [];
  const cached: Appearance[] = [];
  const machine = settingsMachine.provide({
    actors: { saveAppearance: fromPromise<UserProfile, SaveInput>(({ input: i, signal }) => save(i, signal)), listenToColorScheme: fromCallback(() => () => undefined) },
    actions: { applyAppearance: (_, p) => applied.push(p), cacheAppearance: (_, p) => cached.push(p.appearance) },
  });
  const actor = createActor(machine, { input: { config, ...input } }).start();
  return { actor, applied, cached };
}

const profile = { id: 'u', name: 'U', email: '', avatar: null, status: 'online' } as unknown as UserProfile;

describe('settings machine', () => {
  it('starts with the SPEC defaults (classic, dark, theme-default) and applies them at once', () => {
    const { actor, applied } = start(async () => profile);
    expect(actor.getSnapshot().context.appearance).toEqual(defaultAppearance);
    expect(defaultAppearance).toEqual({ layout: 'classic', scheme: 'dark', theme: 'theme-default', navPosition: 'left' });
    expect(applied).toEqual([{ scheme: 'dark', theme: 'theme-default' }]);
  });

  it('a choice applies immediately, is cached on the device and saved for the user', async () => {
    const saved: Appearance[] = [];
    const { actor, applied, cached } = start(async (i) => (saved.push(i.appearance), profile));
    actor.send({ type: 'settings.theme.set', theme: 'theme-teal' });
    expect(applied.at(-1)).toEqual({ scheme: 'dark', theme: 'theme-teal' });
    await waitFor(actor, (s) => s.matches({ saving: 'idle' }));
    expect(saved).toEqual([{ ...defaultAppearance, theme: 'theme-teal' }]);
    expect(cached.at(-1)).toEqual({ ...defaultAppearance, theme: 'theme-teal' });
  });

  it('quick changes: the latest choice is what gets saved, older saves are cancelled', async () => {
    const saved: Appearance[] = [];
    const { actor } = start(async (i, signal) => {
      await new Promise((r) => setTimeout(r, 10));
      // Like the request layer: a cancelled save never reaches the server.
      if (!signal.aborted) saved.push(i.appearance);
      return profile;
    });
    actor.send({ type: 'settings.layout.set', layout: 'modern' });
    actor.send({ type: 'settings.scheme.set', scheme: 'light' });
    actor.send({ type: 'settings.theme.set', theme: 'theme-rose' });
    actor.send({ type: 'settings.navPosition.set', navPosition: 'right' });
    await waitFor(actor, (s) => s.matches({ saving: 'idle' }));
    expect(saved).toEqual([{ layout: 'modern', scheme: 'light', theme: 'theme-rose', navPosition: 'right' }]);
  });

  it('the settings panel stays open while the user changes things', async () => {
    const { actor } = start(async () => profile);
    actor.send({ type: 'settings.panel.open' });
    actor.send({ type: 'settings.theme.set', theme: 'theme-teal' });
    actor.send({ type: 'settings.scheme.set', scheme: 'light' });
    expect(actor.getSnapshot().matches({ panel: 'open' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ saving: 'idle' }));
    expect(actor.getSnapshot().matches({ panel: 'open' })).toBe(true);
  });

  it('a failed save keeps the choice applied, marks it unsaved, and can be retried', async () => {
    let fail = true;
    const { actor } = start(async () => (fail ? Promise.reject(new TypeError('offline')) : profile));
    actor.send({ type: 'settings.scheme.set', scheme: 'light' });
    await waitFor(actor, (s) => s.matches({ saving: 'idle' }));
    expect(actor.getSnapshot().context).toMatchObject({ unsaved: true, appearance: { scheme: 'light' } });
    fail = false;
    actor.send({ type: 'settings.retrySave' });
    await waitFor(actor, (s) => s.matches({ saving: 'idle' }) && !s.context.unsaved);
  });

  it("the user's saved appearance replaces the device's when the session loads; none saved keeps it", () => {
    const cachedAppearance: Appearance = { layout: 'dense', scheme: 'light', theme: 'theme-amber', navPosition: 'right' };
    const { actor, applied } = start(async () => profile, { cached: cachedAppearance });
    actor.send({ type: 'settings.loaded', appearance: null });
    expect(actor.getSnapshot().context.appearance).toEqual(cachedAppearance);
    actor.send({ type: 'settings.loaded', appearance: { layout: 'thin', scheme: 'dark', theme: 'theme-purple', navPosition: 'left' } });
    expect(applied.at(-1)).toEqual({ scheme: 'dark', theme: 'theme-purple' });
  });

  it('auto follows the system scheme, live', () => {
    const { actor, applied } = start(async () => profile, { cached: { ...defaultAppearance, scheme: 'auto' }, systemDark: false });
    expect(applied.at(-1)).toEqual({ scheme: 'light', theme: 'theme-default' });
    actor.send({ type: 'settings.system.changed', dark: true });
    expect(applied.at(-1)).toEqual({ scheme: 'dark', theme: 'theme-default' });
    expect(effectiveScheme({ appearance: { ...defaultAppearance, scheme: 'dark' }, systemDark: false })).toBe('dark');
  });

  it('never takes the Empty layout for the shell (no top bar, menu or sign-out: issue 13 point 1), nor keeps a stored one', async () => {
    const saved: Appearance[] = [];
    const { actor } = start(async (i) => (saved.push(i.appearance), profile));
    actor.send({ type: 'settings.layout.set', layout: 'empty' } as unknown as SettingsEvent);
    expect(actor.getSnapshot().context.appearance.layout).toBe('classic');
    expect(actor.getSnapshot().matches({ saving: 'idle' })).toBe(true);
    expect(shellLayoutIds).not.toContain('empty');
    expect(shellLayoutIds).toHaveLength(10);
    // A device cache or a saved profile from before the fix reads back as the default layout.
    expect(parseAppearance({ layout: 'empty', scheme: 'light' })).toEqual({ ...defaultAppearance, scheme: 'light' });
    expect(saved).toEqual([]);
  });

  it('Reset to defaults restores SPEC §9 defaults and saves them; it is offered only when something differs', async () => {
    const saved: Appearance[] = [];
    const { actor } = start(async (i) => (saved.push(i.appearance), profile), { cached: { layout: 'modern', scheme: 'light', theme: 'theme-rose', navPosition: 'right' } });
    expect(selectCanReset(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'settings.reset' });
    expect(actor.getSnapshot().context.appearance).toEqual(defaultAppearance);
    await waitFor(actor, (s) => s.matches({ saving: 'idle' }));
    expect(saved).toEqual([defaultAppearance]);
    expect(selectCanReset(actor.getSnapshot())).toBe(false);
  });

  it('generated paths: every combination of panel and saving is reached; a change always saves; unsaved only after a failure', () => {
    const events = [
      { type: 'settings.layout.set', layout: 'compact' },
      { type: 'settings.scheme.set', scheme: 'auto' },
      { type: 'settings.theme.set', theme: 'theme-brand' },
      { type: 'settings.system.changed', dark: true },
      { type: 'settings.panel.open' },
      { type: 'settings.panel.close' },
      { type: 'settings.retrySave' },
      { type: 'settings.reset' },
      doneEvent('saveAppearance', profile),
      errorEvent('saveAppearance', new Error('x')),
    ] as SettingsEvent[];
    const machine = settingsMachine.provide({ actors: { listenToColorScheme: fromCallback(() => () => undefined) } });
    const paths = getShortestPaths(machine, { events, input: { config } });
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const panel of ['closed', 'open']) {
      for (const saving of ['idle', 'saving']) expect(reached).toContain(JSON.stringify({ panel, saving }));
    }
    for (const path of paths) {
      const last = path.steps.at(-1)?.event.type ?? '';
      // Every change goes straight to saving; only a failed save leaves the choice unsaved.
      if (/^settings\.((layout|scheme|theme)\.set|reset)$/.test(last)) {
        expect(path.state.matches({ saving: 'saving' })).toBe(true);
        // A change never moves the panel.
        const before = path.steps.at(-2)?.state;
        if (before) expect(path.state.matches({ panel: 'open' })).toBe(before.matches({ panel: 'open' }));
      }
      if (path.state.context.unsaved) expect(path.steps.some((s) => (s.event.type as string) === 'xstate.error.actor.saveAppearance')).toBe(true);
    }
  });
});
