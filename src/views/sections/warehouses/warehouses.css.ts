import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../../theme/contract.css';

/** The warehouse's pages (Details, Stock, Movements) as links: the current one marked with aria-current. */
export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  marginBottom: space.l,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const tab = style({
  padding: `${space.s} ${space.m}`,
  borderRadius: `${radius.m} ${radius.m} 0 0`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: font.weight.semibold,
  borderBottom: '2px solid transparent',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.accent.base },
    '&:hover': { color: vars.color.text },
  },
});
export const eyebrow = style({ fontSize: font.size.s, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const number = style({ fontVariantNumeric: 'tabular-nums' });
export const positive = style([number, { color: vars.color.text }]);
export const negative = style([number, { color: vars.color.text, fontWeight: font.weight.semibold }]);
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.s, margin: `${space.m} 0` });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.s,
  padding: `${space.xs} ${space.s}`,
  borderRadius: radius.round,
  border: `1px solid ${vars.color.border}`,
  fontSize: font.size.s,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});
export const hint = style({ color: vars.color.textMuted, fontSize: font.size.s, margin: `${space.s} 0` });
export const summary = style({ marginBottom: space.l });
/** A cell that wraps (the table's cells do not): long product names and notes take two lines, not the width. */
export const wrapCell = style({ display: 'block', whiteSpace: 'normal', minWidth: '11rem', maxWidth: '18rem', overflowWrap: 'break-word' });
export const sub = style({ display: 'block', color: vars.color.textMuted, fontSize: font.size.s });
export const noteCell = style({ display: 'block', whiteSpace: 'normal', minWidth: '10rem', maxWidth: '16rem', overflowWrap: 'break-word' });
