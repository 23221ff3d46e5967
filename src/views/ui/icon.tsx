import type { KitIconSymbol } from './icon-kit-names';
import { productIcons, type IconSymbol, type ProductIconName } from './icon-names';

/**
 * The address of the icon sprite (scripts/icon-sprite.mjs): build.mjs defines it as the hashed file it wrote beside the
 * bundles, vitest.config.ts as a test value. A bundle made without the define (an ad hoc test harness) draws nothing
 * rather than failing.
 */
declare const __ICON_SPRITE__: string;
const sprite = typeof __ICON_SPRITE__ === 'string' ? __ICON_SPRITE__ : '';

/** A product icon name, or the Heroicons catalogue name of one of the product's icons (icon-names.ts). */
export type IconName = ProductIconName | `heroicons_outline:${IconSymbol}`;

const catalogueNames = new Map<string, ProductIconName>(
  Object.entries(productIcons).map(([name, catalogueName]) => [`heroicons_outline:${catalogueName}`, name as ProductIconName]),
);
const productName = (name: string): ProductIconName | undefined =>
  Object.hasOwn(productIcons, name) ? (name as ProductIconName) : catalogueNames.get(name);

/** The sprite symbol drawn for `name` (its Heroicons catalogue name; tests compare pictures, not names). */
export const iconSymbol = (name: string | undefined): IconSymbol | undefined => {
  const found = name === undefined ? undefined : productName(name);
  return found === undefined ? undefined : productIcons[found];
};

export const isIconName = (name: string | undefined): name is IconName => name !== undefined && productName(name) !== undefined;

/** The `href` of a symbol of the sprite. */
export const iconHref = (symbol: IconSymbol | KitIconSymbol): string => `${sprite}#${symbol}`;

/**
 * One symbol of the sprite, drawn as Heroicons draw (1.5 stroke on a 24px grid in currentColor, inherited by the
 * symbol's paths, so the icon follows the text colour and the scheme); decoration next to a label. The kit's icon sets
 * (list-icons.tsx, form-icons.tsx) draw through it. @default size 20
 */
export function SpriteIcon({ symbol, size = 20, className }: { symbol: IconSymbol | KitIconSymbol; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      aria-hidden="true"
      focusable="false"
    >
      <use href={iconHref(symbol)} />
    </svg>
  );
}

/** @default size 20 */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  const symbol = iconSymbol(name);
  return symbol === undefined ? null : <SpriteIcon symbol={symbol} size={size} className={className} />;
}
