import { globalStyle, style } from '@vanilla-extract/css';
import { font, media, space, vars } from '../theme/contract.css';

/** A document's lines, read-only: a table from md up; below, each line is a block with its labels (no sideways scrolling at 320 px). */
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums', fontSize: font.size.m });
export const th = style({ textAlign: 'start', fontSize: font.size.s, fontWeight: font.weight.medium, color: vars.color.textMuted, padding: `${space.s} ${space.s}`, borderBottom: `1px solid ${vars.color.border}` });
/** Figures keep to one line where the table is a table (a price never breaks between its digits). */
export const num = style({ textAlign: 'end', '@media': { [media.lg]: { whiteSpace: 'nowrap' } } });
export const td = style({ padding: `${space.s} ${space.s}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top', overflowWrap: 'anywhere' });
export const sku = style({ display: 'block', fontSize: font.size.s, color: vars.color.textMuted });
/** A figure that needs attention (a quantity past what is available): weight and colour. */
export const alert = style({ color: vars.color.danger, fontWeight: font.weight.semibold });

globalStyle(`${table} thead`, { '@media': { [media.belowMd]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' } } });
globalStyle(`${table} tr`, { '@media': { [media.belowMd]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', padding: `${space.s} 0`, borderBottom: `1px solid ${vars.color.border}` } } });
globalStyle(`${table} td`, { '@media': { [media.belowMd]: { display: 'contents' } } });
globalStyle(`${table} td::before`, { '@media': { [media.belowMd]: { content: 'attr(data-label)', textAlign: 'start', color: vars.color.textMuted, fontSize: font.size.s, padding: `${space.xxs} 0` } } });
globalStyle(`${table} td > *`, { '@media': { [media.belowMd]: { textAlign: 'end', padding: `${space.xxs} 0` } } });
globalStyle(`${table} td[data-main]`, { '@media': { [media.belowMd]: { display: 'block', gridColumn: '1 / -1', textAlign: 'start', fontWeight: font.weight.semibold } } });
globalStyle(`${table} td[data-main] > *`, { '@media': { [media.belowMd]: { textAlign: 'start' } } });
globalStyle(`${table} td[data-main]::before`, { '@media': { [media.belowMd]: { content: 'none' } } });
