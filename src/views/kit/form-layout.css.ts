import { globalStyle, style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../theme/contract.css';

export const form = style({ display: 'grid', gap: space.l, minWidth: 0 });

export const layout = style({ display: 'grid', gap: space.l, minWidth: 0 });

export const section = style({
  minWidth: 0,
  margin: 0,
  padding: space.l,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.m,
  background: vars.color.surface,
  '@media': { [media.sm]: { padding: space.xl } },
});
export const legend = style({ padding: `0 ${space.xs}`, fontSize: font.size.l, fontWeight: font.weight.semibold });
export const description = style({ margin: `0 0 ${space.m}`, color: vars.color.textMuted, fontSize: font.size.s });

/** One column on phones, two from the sm breakpoint (600 px) up. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.l,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
/** A field across both columns (an address, notes). */
export const fullWidth = style({ '@media': { [media.sm]: { gridColumn: '1 / -1' } } });

export const actions = style({ display: 'flex', flexWrap: 'wrap-reverse', justifyContent: 'flex-end', gap: space.s });
// Buttons fill the row on phones (big targets), and keep their width from sm up.
globalStyle(`${actions} > button`, { flex: '1 1 auto', '@media': { [media.sm]: { flex: '0 0 auto' } } });
export const requiredNote = style({ marginInlineEnd: 'auto', alignSelf: 'center', fontSize: font.size.s, color: vars.color.textMuted });
