import { style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../../theme/contract.css';


export const components = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.m, gridColumn: '1 / -1' });

export const component = style({
  display: 'grid',
  gap: space.m,
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 1fr)',
  padding: space.m,
  borderRadius: radius.m,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.sm]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(7rem, 1fr) auto' } },
});

export const stockTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: font.size.m });
export const stockCell = style({ padding: `${space.s} ${space.m}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'start' });
export const stockNumber = style([stockCell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);
export const stockBox = style({ overflowX: 'auto', gridColumn: '1 / -1' });
