/** Appearance: the layout, colour scheme (light, dark, auto) and theme, saved for the user per tenant, and the settings panel. */
import { assign, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { defaultAppearance, isShellLayoutId, type Appearance, type NavPosition, type ShellLayoutId, type Scheme, type ThemeId } from '../config/appearance';
import type { RuntimeConfig } from '../config/runtime-config';
import { listenToColorScheme } from './effects/color-scheme';
import { saveAppearance } from './effects/save-appearance';
import { verticalNavActor } from './system';

export interface SettingsInput {
  config: RuntimeConfig;
  /** The appearance cached on this device, applied before the user's saved one arrives. @default SPEC §9 defaults */
  cached?: Appearance | null;
  /** Whether the system prefers a dark scheme. @default false */
  systemDark?: boolean;
}

export interface SettingsContext {
  config: RuntimeConfig;
  appearance: Appearance;
  systemDark: boolean;
  /** The last save failed: the choice is applied here but not yet saved for the user. */
  unsaved: boolean;
}

export type SettingsEvent =
  | { type: 'settings.loaded'; appearance: Appearance | null }
  | { type: 'settings.layout.set'; layout: ShellLayoutId }
  /** Back to SPEC §9's defaults (layout, scheme, theme, navigation side). */
  | { type: 'settings.reset' }
  | { type: 'settings.scheme.set'; scheme: Scheme }
  | { type: 'settings.theme.set'; theme: ThemeId }
  | { type: 'settings.navPosition.set'; navPosition: NavPosition }
  | { type: 'settings.system.changed'; dark: boolean }
  | { type: 'settings.panel.open' }
  | { type: 'settings.panel.close' }
  | { type: 'settings.retrySave' };

export const effectiveScheme = (c: Pick<SettingsContext, 'appearance' | 'systemDark'>): 'light' | 'dark' =>
  c.appearance.scheme === 'auto' ? (c.systemDark ? 'dark' : 'light') : c.appearance.scheme;

/**
 * A change applies at once and (re)starts the save. The transitions sit on the saving region's own states:
 * declared on the region itself, re-entering would reset the parallel panel region too.
 */
const changes = (reenter: boolean) =>
  ({
    'settings.layout.set': {
      // Only a layout with a way back (never Empty, whatever a caller sends).
      guard: ({ event }: { event: { layout: unknown } }) => isShellLayoutId(event.layout),
      target: 'saving',
      reenter,
      actions: [{ type: 'setAppearance', params: ({ event }: { event: { layout: ShellLayoutId } }) => ({ layout: event.layout }) }, 'notifyNavigationMenu'],
    },
    'settings.reset': {
      guard: 'isNotDefault',
      target: 'saving',
      reenter,
      actions: [{ type: 'setAppearance', params: () => defaultAppearance }, 'notifyNavigationMenu'],
    },
    'settings.scheme.set': { target: 'saving', reenter, actions: { type: 'setAppearance', params: ({ event }: { event: { scheme: Scheme } }) => ({ scheme: event.scheme }) } },
    'settings.theme.set': { target: 'saving', reenter, actions: { type: 'setAppearance', params: ({ event }: { event: { theme: ThemeId } }) => ({ theme: event.theme }) } },
    'settings.navPosition.set': {
      target: 'saving',
      reenter,
      actions: [{ type: 'setAppearance', params: ({ event }: { event: { navPosition: NavPosition } }) => ({ navPosition: event.navPosition }) }, 'notifyNavigationMenu'],
    },
  }) as const;

export const settingsMachine = setup({
  types: {} as { context: SettingsContext; input: SettingsInput; events: SettingsEvent },
  actors: { saveAppearance, listenToColorScheme },
  guards: {
    isUnsaved: ({ context }) => context.unsaved,
    isNotDefault: ({ context }) => (Object.keys(defaultAppearance) as (keyof Appearance)[]).some((key) => context.appearance[key] !== defaultAppearance[key]),
  },
  actions: {
    setAppearance: assign(({ context }, params: Partial<Appearance>) => ({ appearance: { ...context.appearance, ...params } })),
    // The navigation menu shapes its items by the layout (the address may still ask for another).
    notifyNavigationMenu: sendTo(
      ({ system }) => verticalNavActor(system),
      ({ context }) => ({ type: 'verticalNav.appearance.configured', layout: context.appearance.layout, position: context.appearance.navPosition }),
    ),
    setSystemDark: assign((_, params: { dark: boolean }) => ({ systemDark: params.dark })),
    setUnsaved: assign((_, params: { unsaved: boolean }) => ({ unsaved: params.unsaved })),
    // Effects on the document and the device cache; provided by the app.
    applyAppearance: (_, _params: { scheme: 'light' | 'dark'; theme: ThemeId }) => undefined,
    cacheAppearance: (_, _params: { appearance: Appearance }) => undefined,
  },
}).createMachine({
  id: 'settings',
  context: ({ input }) => ({
    config: input.config,
    appearance: input.cached ?? defaultAppearance,
    systemDark: input.systemDark ?? false,
    unsaved: false,
  }),
  invoke: { id: 'listenToColorScheme', src: 'listenToColorScheme' },
  entry: [{ type: 'applyAppearance', params: ({ context }) => ({ scheme: effectiveScheme(context), theme: context.appearance.theme }) }, 'notifyNavigationMenu'],
  type: 'parallel',
  on: {
    'settings.system.changed': {
      actions: [
        { type: 'setSystemDark', params: ({ event }) => ({ dark: event.dark }) },
        { type: 'applyAppearance', params: ({ context }) => ({ scheme: effectiveScheme(context), theme: context.appearance.theme }) },
      ],
    },
    // The user's saved appearance arrives with the session; nothing saved yet keeps the device's.
    'settings.loaded': {
      actions: [
        { type: 'setAppearance', params: ({ context, event }) => event.appearance ?? context.appearance },
        'notifyNavigationMenu',
        { type: 'applyAppearance', params: ({ context }) => ({ scheme: effectiveScheme(context), theme: context.appearance.theme }) },
        { type: 'cacheAppearance', params: ({ context }) => ({ appearance: context.appearance }) },
      ],
    },
  },
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { 'settings.panel.open': { target: 'open' } } },
        open: { on: { 'settings.panel.close': { target: 'closed' } } },
      },
    },
    saving: {
      initial: 'idle',
      states: {
        idle: { on: { ...changes(false), 'settings.retrySave': { guard: 'isUnsaved', target: 'saving' } } },
        // Re-entered on every change: the latest choice is the one saved (an older save is cancelled).
        saving: {
          on: changes(true),
          entry: [
            { type: 'applyAppearance', params: ({ context }) => ({ scheme: effectiveScheme(context), theme: context.appearance.theme }) },
            { type: 'cacheAppearance', params: ({ context }) => ({ appearance: context.appearance }) },
          ],
          invoke: {
            id: 'saveAppearance',
            src: 'saveAppearance',
            input: ({ context }) => ({ config: context.config, appearance: context.appearance }),
            onDone: { target: 'idle', actions: { type: 'setUnsaved', params: { unsaved: false } } },
            onError: { target: 'idle', actions: { type: 'setUnsaved', params: { unsaved: true } } },
          },
        },
      },
    },
  },
});

export type SettingsRef = ActorRefFrom<typeof settingsMachine>;
export type SettingsSnapshot = SnapshotFrom<typeof settingsMachine>;

export const selectAppearance = (s: SettingsSnapshot) => s.context.appearance;
export const selectLayout = (s: SettingsSnapshot) => s.context.appearance.layout;
export const selectEffectiveScheme = (s: SettingsSnapshot) => effectiveScheme(s.context);
export const selectIsPanelOpen = (s: SettingsSnapshot) => s.matches({ panel: 'open' });
export const selectIsSaving = (s: SettingsSnapshot) => s.matches({ saving: 'saving' });
export const selectIsUnsaved = (s: SettingsSnapshot) => s.context.unsaved;
/** Reset to defaults is offered when the appearance differs from them. */
export const selectCanReset = (s: SettingsSnapshot) => s.can({ type: 'settings.reset' });
