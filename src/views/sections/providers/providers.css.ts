import { style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../../theme/contract.css';

export const accounts = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.m, gridColumn: '1 / -1' });

export const account = style({
  display: 'grid',
  gap: space.m,
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 1fr)',
  padding: space.m,
  borderRadius: radius.m,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const accountActions = style({ display: 'flex', gap: space.m, alignItems: 'center', justifyContent: 'space-between', gridColumn: '1 / -1' });

export const primary = style({ display: 'inline-flex', gap: space.s, alignItems: 'center', fontWeight: font.weight.medium, cursor: 'pointer' });

export const listError = style({ color: vars.color.danger, fontSize: font.size.s, gridColumn: '1 / -1', margin: 0 });

export const number = style({ fontFamily: font.mono, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
