/** The vertical-nav machine's types, actors, guards and actions; the chart is in vertical-nav.machine.ts. */
import { assign, setup } from 'xstate';
import type { LayoutId, NavPosition } from '../config/appearance';
import { listenToLocation, type AppLocation } from './effects/location';
import { listenToMedia } from './effects/media-query';
import type { NavigationSets, NavItem } from './navigation';
import { activeBranch, ancestorsOf, deriveNavigation, findItem } from './navigation-tree';

export { activeBranch, deriveNavigation, isActive } from './navigation-tree';

export type NavMode = 'side' | 'over';
export type { NavPosition };

export interface VerticalNavContext {
  mode: NavMode;
  opened: boolean;
  position: NavPosition;
  /** Ids of the expanded collapsable items. */
  expanded: readonly string[];
  /** The id of the open aside item, if any. */
  aside: string | null;
  /** Dense layout: dense on large screens, default on small ones, toggled by a button. */
  dense: boolean;
  /** Animations are off while the mode changes and come back 500 ms later (SPEC §9). */
  animations: boolean;
  /** The signed-in session's navigation sets (null when signed out) and the user's permissions. */
  navigation: NavigationSets | null;
  permissions: readonly string[];
  /** The configured layout (settings) and the address's query, which may ask for another (`?layout=`). */
  configuredLayout: LayoutId;
  path: string;
  search: string;
  /** Derived from the above: the layout shown, the items the user may see, and those items in the layout's shape. */
  layout: LayoutId;
  allowed: readonly NavItem[];
  items: readonly NavItem[];
}

export type VerticalNavEvent =
  | { type: 'verticalNav.toggle' }
  | { type: 'verticalNav.open' }
  | { type: 'verticalNav.close' }
  /** From the session machine once its data is loaded. */
  | { type: 'verticalNav.navigation.loaded'; navigation: NavigationSets }
  /** From the auth machine: signed in or out, and the user's permissions. */
  | { type: 'verticalNav.session.changed'; signedIn: boolean; permissions: readonly string[] }
  /** From the settings machine: the layout and the menu's side the user chose. */
  | { type: 'verticalNav.appearance.configured'; layout: LayoutId; position: NavPosition }
  | { type: 'verticalNav.item.toggle'; id: string }
  | { type: 'verticalNav.aside.toggle'; id: string }
  | { type: 'verticalNav.dense.toggle' }
  | { type: 'verticalNav.wide.changed'; matches: boolean }
  | { type: 'verticalNav.location.changed'; location: AppLocation };

const withDerived = (c: VerticalNavContext): VerticalNavContext => ({ ...c, ...deriveNavigation(c) });

export const verticalNavSetup = setup({
  types: {} as {
    context: VerticalNavContext;
    input: {
      wide: boolean;
      location: AppLocation;
      navigation?: NavigationSets | null;
      permissions?: readonly string[];
      layout?: LayoutId;
      position?: NavPosition;
    };
    events: VerticalNavEvent;
  },
  actors: { listenToLocation, listenToMedia },
  delays: { animationsBack: 500 },
  guards: {
    isOver: ({ context }) => context.mode === 'over',
    isEnabledCollapsable: ({ context }, params: { id: string }) => {
      const item = findItem(context.items, params.id);
      return !!item && item.type === 'collapsable' && !item.disabled;
    },
    isEnabledAside: ({ context }, params: { id: string }) => {
      const item = findItem(context.items, params.id);
      return !!item && item.type === 'aside' && !item.disabled;
    },
  },
  actions: {
    setOpened: assign((_, params: { opened: boolean }) => ({ opened: params.opened })),
    toggleOpened: assign(({ context }) => ({ opened: !context.opened })),
    setWide: assign((_, params: { wide: boolean }) => ({
      mode: (params.wide ? 'side' : 'over') as NavMode,
      // Side mode shows the menu; over mode starts closed.
      opened: params.wide,
      dense: params.wide,
      animations: false,
    })),
    enableAnimations: assign({ animations: true }),
    // Opening a collapsable collapses its siblings (auto-collapse); closing collapses its descendants.
    toggleItem: assign(({ context }, params: { id: string }) => {
      if (context.expanded.includes(params.id)) {
        const item = findItem(context.items, params.id);
        const nested = new Set<string>();
        const collect = (list: readonly NavItem[]) => list.forEach((c) => (nested.add(c.id), collect(c.children ?? [])));
        collect(item?.children ?? []);
        return { expanded: context.expanded.filter((id) => id !== params.id && !nested.has(id)) };
      }
      const keep = ancestorsOf(context.items, params.id) ?? [];
      return { expanded: [...keep, params.id] };
    }),
    toggleAside: assign(({ context }, params: { id: string }) => ({ aside: context.aside === params.id ? null : params.id })),
    // New items: the branch holding the current route opens.
    setNavigation: assign(({ context }, params: { navigation: NavigationSets }) => {
      const next = withDerived({ ...context, navigation: params.navigation });
      return { ...next, expanded: activeBranch(next.items, context.path) };
    }),
    setSession: assign(({ context }, params: { signedIn: boolean; permissions: readonly string[] }) =>
      withDerived({
        ...context,
        permissions: params.permissions,
        // Signed out, nothing of the last user's menu stays.
        navigation: params.signedIn ? context.navigation : null,
        ...(params.signedIn ? {} : { expanded: [], aside: null }),
      }),
    ),
    setConfiguredAppearance: assign(({ context }, params: { layout: LayoutId; position: NavPosition }) =>
      withDerived({ ...context, configuredLayout: params.layout, position: params.position }),
    ),
    setLocation: assign(({ context }, params: { location: AppLocation }) =>
      withDerived({ ...context, path: params.location.path, search: params.location.search }),
    ),
    expandActive: assign(({ context }, params: { path: string }) => ({ expanded: activeBranch(context.items, params.path) })),
    closeAside: assign({ aside: null }),
    toggleDense: assign(({ context }) => ({ dense: !context.dense })),
  },
});
