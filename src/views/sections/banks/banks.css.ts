import { style } from '@vanilla-extract/css';
import { font, space, vars } from '../../theme/contract.css';

export const tabs = style({ display: 'flex', gap: space.s, borderBottom: `1px solid ${vars.color.border}`, marginBottom: space.l, overflowX: 'auto' });

export const tab = style({
  padding: `${space.s} ${space.m}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: font.weight.semibold,
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.accent.base },
    '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' },
  },
});

export const number = style({ fontFamily: font.mono, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
