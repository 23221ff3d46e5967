import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';

export const panel = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 });

export const bulk = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.s,
  marginBottom: space.m,
  padding: `${space.s} ${space.m}`,
  borderRadius: radius.m,
  background: vars.accent.soft,
  color: vars.color.text,
});

export const bulkCount = style({ fontWeight: font.weight.semibold, marginInlineEnd: 'auto' });
