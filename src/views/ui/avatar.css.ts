import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { font, radius, vars } from '../theme/contract.css';

/** The round frame: the fallback (initials or icon) in the middle, the picture over it. */
export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: radius.round,
    background: vars.accent.soft,
    color: vars.accent.base,
    fontWeight: font.weight.semibold,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      s: { width: '28px', height: '28px', fontSize: font.size.xs },
      m: { width: '32px', height: '32px', fontSize: font.size.xs },
      l: { width: '40px', height: '40px', fontSize: font.size.m },
    },
  },
  defaultVariants: { size: 'l' },
});
export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;

/** Initials are text: the text colour reads on the tint in every scheme and theme (the accent tone does not, on amber). */
export const initials = style({ color: vars.color.text, letterSpacing: '0.02em' });

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  // Nothing of a failed picture shows (no alt text, no glyph) even before its error event hides it.
  color: 'transparent',
  fontSize: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});
