import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../../theme/contract.css';

export const search = style({ display: 'grid', gap: space.xs, maxWidth: '28rem', marginBottom: space.l });
export const label = style({ fontWeight: font.weight.semibold });
export const control = style({
  minHeight: '2.75rem',
  padding: `${space.s} ${space.m}`,
  borderRadius: radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  width: '100%',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' } },
});
export const count = style({ color: vars.color.textMuted, fontSize: font.size.s, marginBottom: space.m });
export const note = style({ color: vars.color.textMuted, maxWidth: '60ch' });
export const grid = style({
  display: 'grid',
  gap: space.s,
  gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const item = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: space.s,
  padding: space.m,
  borderRadius: radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});
export const glyph = style({ width: '24px', height: '24px', color: vars.color.text });
export const glyphMini = style({ width: '20px', height: '20px', color: vars.color.text });
export const name = style({ fontSize: font.size.xs, color: vars.color.textMuted, textAlign: 'center', overflowWrap: 'anywhere', fontFamily: 'ui-monospace, monospace' });
export const failure = style({ display: 'grid', gap: space.m, justifyItems: 'start' });
