import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';

export const grid = style({
  display: 'grid',
  gap: space.l,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  display: 'block',
  padding: space.xl,
  borderRadius: radius.l,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.s,
  color: vars.color.text,
  fontWeight: font.weight.semibold,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { borderColor: vars.accent.base },
    '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' },
  },
});
