import { style } from '@vanilla-extract/css';
import { font, space, vars } from '../theme/contract.css';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.m,
  paddingBlock: space.m,
  color: vars.color.textMuted,
  fontSize: font.size.s,
});

export const range = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.text });

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.s });

export const size = style({ display: 'flex', alignItems: 'center', gap: space.s, whiteSpace: 'nowrap' });

export const pages = style({ display: 'flex', alignItems: 'center', gap: space.xs });

export const pageOf = style({ paddingInline: space.s, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
