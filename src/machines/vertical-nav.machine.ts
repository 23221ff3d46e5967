/**
 * The vertical navigation (SPEC §2 "Navigation item types and options", §4): opened or closed, side or over
 * (over below the md breakpoint), left or right, collapsable branches, aside panels, and the dense layout's
 * appearance toggle.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { defaultAppearance } from '../config/appearance';
import { mdQuery } from './effects/media-query';
import { activeBranch, deriveNavigation } from './navigation-tree';
import { verticalNavSetup } from './vertical-nav.setup';

export * from './vertical-nav.setup';

export const verticalNavMachine = verticalNavSetup.createMachine({
  id: 'verticalNav',
  context: ({ input }) => {
    const sources = {
      navigation: input.navigation ?? null,
      permissions: input.permissions ?? [],
      configuredLayout: input.layout ?? defaultAppearance.layout,
      path: input.location.path,
      search: input.location.search,
    };
    const derived = deriveNavigation(sources);
    return {
      mode: input.wide ? 'side' : 'over',
      opened: input.wide,
      position: input.position ?? defaultAppearance.navPosition,
      expanded: activeBranch(derived.items, input.location.path),
      aside: null,
      dense: input.wide,
      animations: true,
      ...sources,
      ...derived,
    };
  },
  invoke: [
    { id: 'listenToLocation', src: 'listenToLocation', input: { eventType: 'verticalNav.location.changed' } },
    { id: 'listenToMedia', src: 'listenToMedia', input: { query: mdQuery, eventType: 'verticalNav.wide.changed' } },
  ],
  on: {
    'verticalNav.toggle': { actions: 'toggleOpened' },
    'verticalNav.open': { actions: { type: 'setOpened', params: { opened: true } } },
    'verticalNav.close': { actions: { type: 'setOpened', params: { opened: false } } },
    'verticalNav.navigation.loaded': { actions: { type: 'setNavigation', params: ({ event }) => event } },
    'verticalNav.session.changed': { actions: { type: 'setSession', params: ({ event }) => event } },
    'verticalNav.appearance.configured': { actions: { type: 'setConfiguredAppearance', params: ({ event }) => event } },
    'verticalNav.dense.toggle': { actions: 'toggleDense' },
    'verticalNav.item.toggle': {
      guard: { type: 'isEnabledCollapsable', params: ({ event }) => event },
      actions: { type: 'toggleItem', params: ({ event }) => event },
    },
    'verticalNav.aside.toggle': {
      guard: { type: 'isEnabledAside', params: ({ event }) => event },
      actions: { type: 'toggleAside', params: ({ event }) => event },
    },
    // A route change closes the menu in over mode, and any aside in side mode (SPEC §4).
    'verticalNav.location.changed': [
      {
        guard: 'isOver',
        actions: [
          { type: 'setLocation', params: ({ event }) => ({ location: event.location }) },
          { type: 'setOpened', params: { opened: false } },
          'closeAside',
          { type: 'expandActive', params: ({ event }) => ({ path: event.location.path }) },
        ],
      },
      {
        actions: [
          { type: 'setLocation', params: ({ event }) => ({ location: event.location }) },
          'closeAside',
          { type: 'expandActive', params: ({ event }) => ({ path: event.location.path }) },
        ],
      },
    ],
    'verticalNav.wide.changed': { target: '.changingMode', reenter: true, actions: { type: 'setWide', params: ({ event }) => ({ wide: event.matches }) } },
  },
  initial: 'ready',
  states: {
    ready: {},
    /** Animations stay off for 500 ms after a mode change, so the menu does not fly across the screen. */
    changingMode: { after: { animationsBack: { target: 'ready', actions: 'enableAnimations' } } },
  },
});

export type VerticalNavRef = ActorRefFrom<typeof verticalNavMachine>;
export type VerticalNavSnapshot = SnapshotFrom<typeof verticalNavMachine>;

export const selectMode = (s: VerticalNavSnapshot) => s.context.mode;
/** The layout shown: `?layout=` when valid, else the configured one. */
export const selectLayoutId = (s: VerticalNavSnapshot) => s.context.layout;
/** The items of the vertical navigation, in the shape of the layout. */
export const selectItems = (s: VerticalNavSnapshot) => s.context.items;
/** The items the user may see (the horizontal navigation's source). */
export const selectAllowedItems = (s: VerticalNavSnapshot) => s.context.allowed;
export const selectOpened = (s: VerticalNavSnapshot) => s.context.opened;
export const selectPosition = (s: VerticalNavSnapshot) => s.context.position;
export const selectExpanded = (s: VerticalNavSnapshot) => s.context.expanded;
export const selectAside = (s: VerticalNavSnapshot) => s.context.aside;
export const selectDense = (s: VerticalNavSnapshot) => s.context.dense;
export const selectAnimations = (s: VerticalNavSnapshot) => s.context.animations;
/** The overlay shows when the menu is open in over mode. */
export const selectShowOverlay = (s: VerticalNavSnapshot) => s.context.mode === 'over' && s.context.opened;
