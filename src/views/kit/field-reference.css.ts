import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';

export const content = style({ maxHeight: 'min(20rem, 60vh)', overflowY: 'auto', display: 'grid', gap: space.xxs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.s,
  minHeight: '40px',
  padding: `${space.xs} ${space.s}`,
  borderRadius: radius.s,
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted]': { background: vars.accent.soft },
    '&[data-state="checked"]': { fontWeight: font.weight.semibold },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
export const itemText = style({ display: 'grid', minWidth: 0, overflowWrap: 'anywhere' });
export const sublabel = style({ fontSize: font.size.s, color: vars.color.textMuted });
export const indicator = style({ flexShrink: 0, color: vars.accent.base });

export const state = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.s,
  padding: space.s,
  fontSize: font.size.s,
  color: vars.color.textMuted,
});

export const retry = style({
  border: 0,
  padding: 0,
  background: 'transparent',
  color: vars.accent.base,
  font: 'inherit',
  fontWeight: font.weight.semibold,
  textDecoration: 'underline',
  cursor: 'pointer',
});
