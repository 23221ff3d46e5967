/** The eleven layouts (SPEC §2 "Layouts") as data: which navigation, where the user block sits, quick chat. */
import { isLayoutId, type LayoutId } from '../config/appearance';
import type { NavItem } from './navigation';

export type NavAppearance = 'default' | 'compact' | 'dense' | 'thin' | 'futuristic';

export interface LayoutSpec {
  /** `vertical`: a side navigation on large screens; `horizontal`: a horizontal one; `none`: the empty layout. */
  navigation: 'vertical' | 'horizontal' | 'none';
  appearance: NavAppearance;
  /** The navigation set the layout uses (SPEC §2: compact and thin use compact, futuristic its own). */
  set: 'default' | 'compact' | 'futuristic' | 'horizontal';
  /** Where the signed-in user is shown. */
  userBlock: 'header' | 'navTop' | 'navBottom';
  quickChat: boolean;
  /** Header shape: one row, two rows (header + navigation bar), or a coloured band over a card. */
  header: 'bar' | 'twoRows' | 'band' | 'none';
  /** Centred, width-limited content. */
  centered: boolean;
}

const vertical = (appearance: NavAppearance, set: LayoutSpec['set'], extra: Partial<LayoutSpec> = {}): LayoutSpec => ({
  navigation: 'vertical',
  appearance,
  set,
  userBlock: 'header',
  quickChat: false,
  header: 'bar',
  centered: false,
  ...extra,
});
const horizontal = (extra: Partial<LayoutSpec> = {}): LayoutSpec => ({
  navigation: 'horizontal',
  appearance: 'default',
  set: 'horizontal',
  userBlock: 'header',
  quickChat: false,
  header: 'bar',
  centered: false,
  ...extra,
});

export const layoutSpecs: Record<LayoutId, LayoutSpec> = {
  empty: { navigation: 'none', appearance: 'default', set: 'default', userBlock: 'header', quickChat: false, header: 'none', centered: false },
  classic: vertical('default', 'default'),
  classy: vertical('default', 'default', { userBlock: 'navTop' }),
  compact: vertical('compact', 'compact', { quickChat: true }),
  dense: vertical('dense', 'default', { quickChat: true }),
  futuristic: vertical('futuristic', 'futuristic', { userBlock: 'navBottom', quickChat: true }),
  thin: vertical('thin', 'compact', { quickChat: true }),
  centered: horizontal({ centered: true }),
  enterprise: horizontal({ header: 'twoRows', quickChat: true }),
  material: horizontal({ header: 'band', centered: true }),
  modern: horizontal({ quickChat: true }),
};

/** SPEC §9 navigation widths. */
export const navWidths: Record<NavAppearance, number> = { default: 280, compact: 112, dense: 80, thin: 80, futuristic: 280 };

/** The layout for an address: the `layout` query parameter, else the route's own, else the configured one. */
export function resolveLayout(search: string, routeLayout: LayoutId | null, configured: LayoutId): LayoutId {
  const requested = new URLSearchParams(search).get('layout');
  if (isLayoutId(requested)) return requested;
  return routeLayout ?? configured;
}

/**
 * The items a layout shows. The API's compact, futuristic and horizontal sets hold only the spec's example
 * item at /example (a route that does not exist), so every layout shows the product's default navigation in
 * its own shape: narrow appearances turn each group into an aside (a flyout), horizontal layouts into menus.
 */
export function itemsForLayout(spec: LayoutSpec, defaultItems: readonly NavItem[]): NavItem[] {
  const narrow = spec.navigation === 'vertical' && (spec.appearance === 'compact' || spec.appearance === 'thin' || spec.appearance === 'dense');
  if (!narrow) return [...defaultItems];
  return defaultItems.map((item) =>
    item.type === 'group' || item.type === 'collapsable'
      ? { ...item, type: 'aside' as const, icon: item.icon ?? item.children?.find((c) => c.icon)?.icon }
      : item,
  );
}
