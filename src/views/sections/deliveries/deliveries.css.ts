import { style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../../theme/contract.css';

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.m, gridColumn: '1 / -1' });

export const line = style({
  display: 'grid',
  gap: space.m,
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 1fr)',
  padding: space.m,
  borderRadius: radius.m,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.sm]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(7rem, 1fr) auto' } },
});

export const product = style({ display: 'grid', gap: space.xs, alignSelf: 'center', minWidth: 0, overflowWrap: 'anywhere' });
export const sku = style({ fontSize: font.size.s, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const bar = style({ display: 'flex', flexWrap: 'wrap', gap: space.m, alignItems: 'center', marginBottom: space.l });

export const card = style({
  display: 'grid',
  gap: space.m,
  padding: space.l,
  borderRadius: radius.l,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  marginBottom: space.l,
});
export const heading = style({ fontSize: font.size.l, fontWeight: font.weight.semibold });
export const field = style({ display: 'grid', gap: space.xs, maxWidth: '28rem' });
export const control = style({
  minHeight: '2.75rem',
  padding: `${space.s} ${space.m}`,
  borderRadius: radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  width: '100%',
});
export const error = style({ color: vars.color.danger, fontSize: font.size.s });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.m, alignItems: 'center' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: font.size.m });
export const cell = style({ padding: `${space.s} ${space.m}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'start', overflowWrap: 'anywhere' });
export const number = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }]);
export const tableBox = style({ overflowX: 'auto' });

export const orders = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.s });
export const order = style({
  display: 'grid',
  gap: space.xs,
  padding: space.m,
  borderRadius: radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});
export const muted = style({ color: vars.color.textMuted, fontSize: font.size.s });
export const search = style({ display: 'flex', flexWrap: 'wrap', gap: space.s, alignItems: 'end', marginBottom: space.l });
export const form = style({ display: 'grid', gap: space.m });
