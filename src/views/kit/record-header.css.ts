import { style } from '@vanilla-extract/css';
import { font, media, space, vars } from '../theme/contract.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.m,
});
export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.s, minWidth: 0 });
export const title = style({
  margin: 0,
  fontSize: font.size.xl,
  fontWeight: font.weight.semibold,
  overflowWrap: 'anywhere',
  '@media': { [media.sm]: { fontSize: font.size.xxl } },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.s });

export const page = style({ display: 'grid', gap: space.l, minWidth: 0 });
export const state = style({ display: 'grid', justifyItems: 'start', gap: space.m, padding: space.xl, color: vars.color.textMuted });
