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
export const iconHref = (symbol: IconSymbol): string => `${sprite}#${symbol}`;

/** @default size 20 */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  const symbol = iconSymbol(name);
  if (symbol === undefined) return null;
  // Heroicons draw at 1.5 stroke on a 24px grid with currentColor (inherited by the symbol's paths, so the icon follows
  // the text colour and the scheme); they are decoration next to a label.
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
