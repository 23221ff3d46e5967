import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../../theme/contract.css';

export const stack = style({ display: 'grid', gap: space.l, marginTop: space.l, minWidth: 0 });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: space.l, alignItems: 'center' });
export const card = style({ padding: space.l, borderRadius: radius.l, background: vars.color.surface, border: `1px solid ${vars.color.border}`, minWidth: 0 });
export const heading = style({ fontSize: font.size.l, fontWeight: font.weight.semibold, marginBottom: space.s });
export const hint = style({ color: vars.color.textMuted, fontSize: font.size.s, marginBottom: space.m });
/** On a phone a wide table scrolls sideways inside its box (focusable, so the keyboard can scroll it too). */
export const tableBox = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: font.size.m });
export const cell = style({ padding: `${space.s} ${space.m}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'start', verticalAlign: 'top' });
export const number = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }]);
/** The product column keeps a readable width: on a phone the table scrolls sideways instead of wrapping names letter by letter. */
export const productCell = style([cell, { minWidth: '11rem' }]);
export const sku = style({ display: 'block', fontSize: font.size.s, color: vars.color.textMuted });
/** The cheapest offer: marked by weight and a word, not by colour alone. */
export const cheapest = style({ fontWeight: font.weight.semibold, background: vars.accent.soft });
export const best = style({ display: 'block', fontSize: font.size.s, color: vars.color.text });
export const lineRow = style({
  display: 'grid',
  gap: space.m,
  gridTemplateColumns: 'minmax(12rem, 3fr) minmax(6rem, 1fr) minmax(8rem, 2fr) auto',
  alignItems: 'end',
  paddingBlock: space.s,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (max-width: 700px)': { gridTemplateColumns: '1fr' } },
});
export const lineActions = style({ display: 'flex', gap: space.s, marginTop: space.m, flexWrap: 'wrap' });
export const dialogFields = style({ display: 'grid', gap: space.m, marginBlock: space.m });
export const dialogRow = style({
  display: 'grid',
  gap: space.s,
  gridTemplateColumns: 'minmax(8rem, 2fr) repeat(3, minmax(5rem, 1fr))',
  alignItems: 'end',
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: '1fr 1fr' } },
});
export const dialogLabel = style({ display: 'grid', gap: space.xs, fontSize: font.size.s, minWidth: 0 });
export const input = style({
  width: '100%',
  minWidth: 0,
  padding: `${space.s} ${space.m}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.m,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});
export const error = style({ color: vars.color.danger, fontSize: font.size.s });
export const checkList = style({ display: 'grid', gap: space.xs, maxHeight: '40vh', overflowY: 'auto', padding: space.s, border: `1px solid ${vars.color.border}`, borderRadius: radius.m });
export const check = style({ display: 'flex', gap: space.s, alignItems: 'center' });
export const offers = style({
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${space.m}`,
  display: 'grid',
  gap: space.s,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
});
export const offer = style({ display: 'grid', gap: space.xs, justifyItems: 'start', padding: space.m, borderRadius: radius.m, border: `1px solid ${vars.color.border}`, minWidth: 0 });
