/**
 * The demo charts' look: every colour is a theme token (the accent, the status colours, the muted text), so the six
 * themes and the dark scheme colour them. Series take the palette in order; a legend always names them in text.
 */
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../../theme/contract.css';

const palette = [vars.accent.base, vars.color.warning, vars.color.success, vars.color.danger, vars.color.textMuted] as const;
/** The n-th series' colour as stroke and fill (`currentColor` in the SVG). */
export const series = styleVariants(Object.fromEntries(palette.map((c, i) => [i, { color: c }])) as Record<string, { color: string }>);
export const seriesCount = palette.length;

export const figure = style({ display: 'grid', gap: space.s, minWidth: 0, margin: 0 });
export const caption = style({ fontSize: font.size.s, fontWeight: font.weight.semibold, color: vars.color.textMuted, margin: 0 });
/** A wide chart keeps a readable size on a phone and scrolls sideways inside its card. */
export const scroller = style({
  minWidth: 0,
  overflowX: 'auto',
  borderRadius: radius.s,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' } },
});
export const plot = style({ display: 'block', width: '100%', height: 'auto', '@media': { [media.belowSm]: { minWidth: '30rem' } } });
export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });
export const axisText = style({ fill: vars.color.textMuted, fontSize: '12px', fontFamily: font.family, fontVariantNumeric: 'tabular-nums' });
export const line = style({ fill: 'none', stroke: 'currentColor', strokeWidth: 2.5, strokeLinejoin: 'round', strokeLinecap: 'round' });
export const area = style({ fill: 'currentColor', fillOpacity: 0.14, stroke: 'none' });
export const column = style({ fill: 'currentColor', fillOpacity: 0.75 });
export const dot = style({ fill: vars.color.surface, stroke: 'currentColor', strokeWidth: 2 });

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: `${space.xs} ${space.l}`, listStyle: 'none', margin: 0, padding: 0, fontSize: font.size.s });
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs, minWidth: 0 });
export const swatch = style({ width: '10px', height: '10px', borderRadius: radius.round, background: 'currentColor', flex: 'none' });
export const legendText = style({ color: vars.color.text });
export const legendValue = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const numbers = style({ fontSize: font.size.s });
globalStyle(`${numbers} summary`, { cursor: 'pointer', color: vars.accent.base, borderRadius: radius.s, width: 'fit-content' });
globalStyle(`${numbers} summary:focus-visible`, { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' });
export const numbersScroll = style({ overflowX: 'auto', maxWidth: '100%' });
export const numbersTable = style({ width: '100%', borderCollapse: 'collapse', marginTop: space.s, fontVariantNumeric: 'tabular-nums' });
globalStyle(`${numbersTable} th, ${numbersTable} td`, { padding: `${space.xxs} ${space.xs}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'end', whiteSpace: 'nowrap' });
globalStyle(`${numbersTable} th:first-child`, { textAlign: 'start' });

export const donut = style({ display: 'grid', gap: space.l, alignItems: 'center', gridTemplateColumns: 'minmax(0, 9rem) minmax(0, 1fr)', '@media': { [media.belowSm]: { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'center' } } });
export const donutPicture = style({ position: 'relative', width: '100%', maxWidth: '9rem', aspectRatio: '1' });
export const donutSvg = style({ display: 'block', width: '100%', height: '100%', transform: 'rotate(0deg)' });
export const donutTrack = style({ fill: 'none', stroke: vars.color.surfaceSunken });
export const donutSegment = style({ fill: 'none', stroke: 'currentColor' });
export const donutCentre = style({ position: 'absolute', inset: 0, display: 'grid', placeContent: 'center', textAlign: 'center', fontSize: font.size.xs, color: vars.color.textMuted, padding: space.l });
export const donutTotal = style({ fontSize: font.size.l, fontWeight: font.weight.bold, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });
export const donutLegend = style({ display: 'grid', gap: space.xs, listStyle: 'none', margin: 0, padding: 0, fontSize: font.size.s, width: '100%' });
export const donutRow = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto auto', alignItems: 'center', gap: space.s });

export const bars = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.s });
export const barRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 8rem) minmax(0, 1fr) auto', gap: space.s, alignItems: 'center', fontSize: font.size.s });
export const barLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const barTrack = style({ display: 'block', width: '100%', height: '10px' });
export const track = style({ fill: vars.color.surfaceSunken });
export const barFill = style({ fill: 'currentColor' });
export const barValue = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'end', minWidth: '3rem' });

export const spark = style({ display: 'block', width: '100%', height: '40px' });
export const meter = style({ display: 'grid', gap: space.xs, fontSize: font.size.s });
export const meterHead = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: space.s });
export const meterTrack = style({ height: '8px', borderRadius: radius.round, background: vars.color.surfaceSunken, overflow: 'hidden' });
export const meterFill = style({ height: '100%', borderRadius: radius.round, background: 'currentColor' });
export const meterNote = style({ color: vars.color.textMuted });
export const status = style({ color: vars.color.textMuted, fontSize: font.size.s, margin: 0 });
