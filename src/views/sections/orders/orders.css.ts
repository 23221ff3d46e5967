import { globalStyle, style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../../theme/contract.css';

export const stack = style({ display: 'grid', gap: space.l, minWidth: 0 });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: space.l, alignItems: 'center' });

export const card = style({
  display: 'grid',
  gap: space.m,
  minWidth: 0,
  padding: space.l,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.m,
  background: vars.color.surface,
  '@media': { [media.sm]: { padding: space.xl } },
});
export const heading = style({ fontSize: font.size.l, fontWeight: font.weight.semibold, margin: 0 });

/** The lines as a table from md up; below, each line is a block with its labels (no sideways scrolling at 320 px). */
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums', fontSize: font.size.m });
export const th = style({ textAlign: 'start', fontSize: font.size.s, fontWeight: font.weight.medium, color: vars.color.textMuted, padding: `${space.s} ${space.s}`, borderBottom: `1px solid ${vars.color.border}` });
export const num = style({ textAlign: 'end' });
export const td = style({ padding: `${space.s} ${space.s}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top', overflowWrap: 'anywhere' });
export const sku = style({ display: 'block', fontSize: font.size.s, color: vars.color.textMuted });
export const short = style({ color: vars.color.danger, fontWeight: font.weight.semibold });

globalStyle(`${table} thead`, { '@media': { [media.belowMd]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' } } });
globalStyle(`${table} tr`, { '@media': { [media.belowMd]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', padding: `${space.s} 0`, borderBottom: `1px solid ${vars.color.border}` } } });
globalStyle(`${table} td`, { '@media': { [media.belowMd]: { display: 'contents' } } });
globalStyle(`${table} td::before`, { '@media': { [media.belowMd]: { content: 'attr(data-label)', textAlign: 'start', color: vars.color.textMuted, fontSize: font.size.s, padding: `${space.xxs} 0` } } });
globalStyle(`${table} td > *`, { '@media': { [media.belowMd]: { textAlign: 'end', padding: `${space.xxs} 0` } } });
globalStyle(`${table} td[data-main]`, { '@media': { [media.belowMd]: { display: 'block', gridColumn: '1 / -1', textAlign: 'start', fontWeight: font.weight.semibold } } });
globalStyle(`${table} td[data-main] > *`, { '@media': { [media.belowMd]: { textAlign: 'start' } } });
globalStyle(`${table} td[data-main]::before`, { '@media': { [media.belowMd]: { content: 'none' } } });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  columnGap: space.xl,
  rowGap: space.xs,
  margin: 0,
  justifySelf: 'end',
  fontVariantNumeric: 'tabular-nums',
});
export const totalsTerm = style({ color: vars.color.textMuted });
export const totalsValue = style({ margin: 0, textAlign: 'end' });
export const grand = style({ fontWeight: font.weight.bold, fontSize: font.size.l, paddingTop: space.xs, borderTop: `1px solid ${vars.color.border}` });

export const shortList = style({ margin: `${space.xs} 0 0`, paddingInlineStart: space.xl });
