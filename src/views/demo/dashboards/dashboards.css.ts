/** The demo dashboards' cards, switches, figures, tables and feed; theme tokens only, reflowing to one column on a phone. */
import { globalStyle, style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../../theme/contract.css';

export const lead = style({ color: vars.color.textMuted, maxWidth: '60ch', margin: 0 });
export const grid = style({ display: 'grid', gap: space.l, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))', marginBottom: space.l });
export const gridSmall = style({ display: 'grid', gap: space.l, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))', marginBottom: space.l });
export const card = style({
  display: 'grid',
  gap: space.m,
  alignContent: 'start',
  minWidth: 0,
  padding: space.l,
  borderRadius: radius.l,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.s,
  '@media': { [media.sm]: { padding: space.xl } },
});
export const wide = style({ gridColumn: '1 / -1' });
export const cardHead = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: space.s });
export const cardTitle = style({ margin: 0, fontSize: font.size.l, fontWeight: font.weight.semibold });
export const split = style({ display: 'grid', gap: space.l, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } } });

export const switches = style({ display: 'inline-flex', flexWrap: 'wrap', gap: space.xxs, padding: space.xxs, borderRadius: radius.round, background: vars.color.surfaceSunken });
export const switchButton = style({
  minHeight: '2.25rem',
  padding: `${space.xs} ${space.m}`,
  border: '1px solid transparent',
  borderRadius: radius.round,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: font.size.s,
  fontWeight: font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border, boxShadow: vars.shadow.s },
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' },
  },
});

export const tabs = style({ display: 'flex', gap: space.xs, borderBottom: `1px solid ${vars.color.border}`, marginBottom: space.l, overflowX: 'auto' });
export const tab = style({
  minHeight: '2.75rem',
  padding: `${space.s} ${space.l}`,
  border: 'none',
  borderBottom: '2px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: font.weight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-selected="true"]': { color: vars.accent.base, borderBottomColor: vars.accent.base },
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '-2px' },
  },
});

export const figures = style({ display: 'grid', alignContent: 'start', gap: space.s, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 6.5rem), 1fr))', margin: 0, padding: 0, listStyle: 'none' });
export const figure = style({ display: 'grid', gap: space.xxs, padding: space.m, borderRadius: radius.m, background: vars.color.surfaceSunken, minWidth: 0 });
export const figureLabel = style({ fontSize: font.size.xs, color: vars.color.textMuted });
export const figureValue = style({ fontSize: font.size.xl, fontWeight: font.weight.bold, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
export const bigValue = style({ fontSize: font.size.display, fontWeight: font.weight.bold, fontVariantNumeric: 'tabular-nums', lineHeight: 1.1, overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.textMuted, fontSize: font.size.s, margin: 0 });
export const up = style({ color: vars.color.success, fontWeight: font.weight.semibold });
export const down = style({ color: vars.color.danger, fontWeight: font.weight.semibold });

export const schedule = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });
export const scheduleItem = style({ display: 'grid', gap: space.xxs, padding: `${space.s} 0`, borderBottom: `1px solid ${vars.color.border}`, selectors: { '&:last-child': { borderBottom: 'none' } } });
export const scheduleTitle = style({ fontWeight: font.weight.medium });

export const details = style({ display: 'grid', alignContent: 'start', gap: space.xs, margin: 0 });
export const detailRow = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: space.s, fontSize: font.size.s });
globalStyle(`${detailRow} dt`, { color: vars.color.textMuted });
globalStyle(`${detailRow} dd`, { margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: font.weight.medium });

/** A table that becomes one stacked card per row on a phone (each cell says its column). */
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: font.size.s, fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th, ${table} td`, { padding: `${space.s} ${space.s}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'start', verticalAlign: 'middle' });
globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontWeight: font.weight.semibold, fontSize: font.size.xs, textTransform: 'uppercase', letterSpacing: '0.04em' });
globalStyle(`${table} .num`, { textAlign: 'end' });
globalStyle(`${table} thead`, { '@media': { [media.belowSm]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } } });
globalStyle(`${table}, ${table} tbody, ${table} tr, ${table} td, ${table} th[scope="row"]`, { '@media': { [media.belowSm]: { display: 'block' } } });
globalStyle(`${table} tr`, { '@media': { [media.belowSm]: { padding: `${space.s} 0`, borderBottom: `1px solid ${vars.color.border}` } } });
globalStyle(`${table} td, ${table} th[scope="row"]`, { '@media': { [media.belowSm]: { border: 'none', padding: `${space.xxs} 0`, textAlign: 'start' } } });
globalStyle(`${table} td.num`, { '@media': { [media.belowSm]: { textAlign: 'start' } } });
globalStyle(`${table} td[data-label]::before`, { '@media': { [media.belowSm]: { content: 'attr(data-label) ": "', color: vars.color.textMuted } } });
export const amountIn = style({ color: vars.color.success, fontWeight: font.weight.semibold });
export const amountOut = style({ color: vars.color.text, fontWeight: font.weight.semibold });
export const mono = style({ fontFamily: font.mono, fontSize: font.size.xs });

export const team = style({ display: 'grid', gap: space.l, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))', listStyle: 'none', margin: 0, padding: 0 });
export const member = style([card, { justifyItems: 'center', textAlign: 'center' }]);
export const memberName = style({ margin: 0, fontSize: font.size.l, fontWeight: font.weight.semibold });
export const memberLinks = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: space.s });
export const link = style({
  color: vars.accent.base,
  borderRadius: radius.s,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' } },
});

export const coins = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });
export const coin = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(4rem, 9rem) auto',
  alignItems: 'center',
  gap: space.m,
  padding: `${space.s} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
  '@media': { [media.belowSm]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});
/** On a phone a coin's sparkline goes under its name and price, across the row. */
export const coinSpark = style({ minWidth: 0, '@media': { [media.belowSm]: { gridColumn: '1 / -1', order: 3 } } });
export const wallet = style([coin, { gridTemplateColumns: 'minmax(0, 1fr) auto' }]);
export const coinName = style({ display: 'grid', minWidth: 0, overflowWrap: 'anywhere' });
export const coinValue = style({ display: 'grid', justifyItems: 'end', fontVariantNumeric: 'tabular-nums', fontSize: font.size.s });

export const feed = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });
export const activity = style({
  display: 'grid',
  gridTemplateColumns: '2.5rem minmax(0, 1fr)',
  gap: space.m,
  padding: `${space.m} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});
export const activityIcon = style({ display: 'grid', placeItems: 'center', width: '2.5rem', height: '2.5rem', borderRadius: radius.round, background: vars.accent.soft, color: vars.accent.base });
export const activityBody = style({ display: 'grid', gap: space.xxs, minWidth: 0 });
export const activityExtra = style({ padding: space.s, borderRadius: radius.m, background: vars.color.surfaceSunken, fontSize: font.size.s });
export const activityMeta = style({ display: 'flex', flexWrap: 'wrap', gap: `${space.xxs} ${space.m}`, fontSize: font.size.s, color: vars.color.textMuted, alignItems: 'center' });
export const external = style([link, { display: 'inline-flex', alignItems: 'center', gap: space.xxs }]);

export const failure = style([card, { justifyItems: 'start' }]);
export const skeleton = style({ height: '12rem', borderRadius: radius.l, background: vars.color.surfaceSunken });
