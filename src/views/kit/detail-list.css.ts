import { style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../theme/contract.css';

export const grid = style({
  display: 'grid',
  gap: space.l,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  padding: space.xl,
  borderRadius: radius.l,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.s,
  minWidth: 0,
});

export const heading = style({ fontSize: font.size.l, fontWeight: font.weight.semibold, margin: `0 0 ${space.m}` });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${space.s} ${space.l}`,
  margin: 0,
  '@media': { [media.sm]: { gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)' } },
});

export const term = style({ color: vars.color.textMuted, fontSize: font.size.s });

export const value = style({ margin: 0, overflowWrap: 'anywhere', minWidth: 0 });

export const empty = style({ color: vars.color.textMuted });

export const row = style({ display: 'contents' });
