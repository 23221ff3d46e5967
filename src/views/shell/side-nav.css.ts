import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';

export const nav = style({ padding: `${space.s} ${space.m} ${space.xl}` });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xxs });
export const groupTitle = style({
  padding: `${space.l} ${space.m} ${space.xs}`,
  fontSize: font.size.xs,
  fontWeight: font.weight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.accent.hover,
});
export const groupSubtitle = style({ padding: `0 ${space.m} ${space.s}`, fontSize: font.size.xs, color: vars.color.navTextMuted });
export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.m,
  minHeight: '44px',
  padding: `0 ${space.m}`,
  borderRadius: radius.s,
  color: vars.color.navText,
  textDecoration: 'none',
  fontWeight: font.weight.medium,
  selectors: {
    '&:hover': { background: 'rgba(255, 255, 255, 0.06)' },
    '&[aria-current="page"]': { background: vars.accent.navActive, color: '#fff' },
    '&[aria-disabled="true"]': { opacity: 0.5, pointerEvents: 'none' },
  },
});
export const icon = style({ flexShrink: 0, color: vars.color.navTextMuted, selectors: { [`${link}[aria-current="page"] &`]: { color: '#fff' } } });
export const nested = style({ paddingInlineStart: space.l });
export const badge = style({
  marginInlineStart: 'auto',
  padding: `0 ${space.s}`,
  borderRadius: radius.round,
  background: vars.accent.base,
  color: vars.color.textOnAccent,
  fontSize: font.size.xs,
  fontWeight: font.weight.semibold,
});
export const divider = style({ height: '1px', margin: `${space.s} ${space.m}`, background: 'rgba(255, 255, 255, 0.08)', border: 0 });
