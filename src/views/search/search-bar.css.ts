import { style } from '@vanilla-extract/css';
import { iconButton as sharedIconButton } from '../theme/recipes/icon-button.css';
import { font, media, radius, space, vars } from '../theme/contract.css';

export const root = style({ display: 'flex', alignItems: 'center', minWidth: 0 });
export const iconButton = sharedIconButton;
/** Bar mode, opened: covers the whole header row. */
export const barOpen = style({
  position: 'absolute',
  inset: 0,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  gap: space.m,
  padding: `0 ${space.l}`,
  background: vars.color.surface,
  color: vars.color.text,
  '@media': { [media.md]: { padding: `0 ${space.xl}` } },
});
/** Basic mode: an inline field. */
export const basic = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: space.s,
  minWidth: 0,
  padding: `0 ${space.m}`,
  borderRadius: radius.round,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});
export const searchIcon = style({ flexShrink: 0, color: vars.color.textMuted });
export const input = style({
  flex: 1,
  minWidth: 0,
  height: '40px',
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: font.size.l,
  // The field has no border of its own: the focus ring is its only sign of focus (WCAG 2.4.7), drawn inside it.
  borderRadius: radius.s,
  paddingInline: space.s,
  selectors: { '&:focus-visible': { outlineOffset: '-2px' }, '&::placeholder': { color: vars.color.textMuted } },
});
export const panel = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  insetInline: space.l,
  zIndex: 31,
  maxHeight: '24rem',
  overflowY: 'auto',
  padding: space.xs,
  borderRadius: radius.m,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.l,
  '@media': { [media.md]: { insetInline: space.xl } },
});
export const basicPanel = style({ insetInline: 0, minWidth: '20rem' });
export const groupLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.s,
  padding: `${space.s} ${space.m} ${space.xs}`,
  fontSize: font.size.xs,
  fontWeight: font.weight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.m,
  minHeight: '40px',
  padding: `${space.xs} ${space.m}`,
  borderRadius: radius.s,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"], &:hover': { background: vars.accent.soft } },
});
export const optionText = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const optionMeta = style({ fontSize: font.size.s, color: vars.color.textMuted });
export const message = style({ margin: 0, padding: space.l, textAlign: 'center', color: vars.color.textMuted });
export const groupIcon = style({ flexShrink: 0 });
/** The matched part of a result: bold and underlined, readable on the highlighted row in every theme. */
export const match = style({
  background: 'transparent',
  color: 'inherit',
  fontWeight: font.weight.semibold,
  textDecoration: 'underline',
  textDecorationThickness: '2px',
  textUnderlineOffset: '2px',
});
export const recordText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });
export const details = style({
  fontSize: font.size.s,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  minWidth: 0,
});
export const inactive = style({
  flexShrink: 0,
  fontSize: font.size.xs,
  padding: `${space.xxs} ${space.s}`,
  borderRadius: radius.round,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});
export const seeAll = style({ color: vars.accent.base, fontSize: font.size.s, minHeight: '36px' });
export const seeAllIcon = style({ flexShrink: 0 });
