import { style, styleVariants } from '@vanilla-extract/css';
import { font, radius, vars } from '../theme/contract.css';

/**
 * The round frame: the fallback (initials or icon) in the middle, the picture over it. Plain styles, not a recipe: the
 * shell draws an avatar at start-up, and a recipe would bring the recipes' runtime into the start-up code.
 */
export const avatar = style({
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
});
/** 28 px (`s`), 32 px (`m`) or 40 px (`l`). */
export const avatarSize = styleVariants({
  s: { width: '28px', height: '28px', fontSize: font.size.xs },
  m: { width: '32px', height: '32px', fontSize: font.size.xs },
  l: { width: '40px', height: '40px', fontSize: font.size.m },
});
export type AvatarSize = keyof typeof avatarSize;

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
