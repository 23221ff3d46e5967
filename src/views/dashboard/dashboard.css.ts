import { globalStyle, style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';

export const widgets = style({
  display: 'grid',
  gap: space.l,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  marginBottom: space.l,
});
export const widget = style({
  display: 'grid',
  gap: space.m,
  alignContent: 'start',
  minWidth: 0,
  padding: space.l,
  borderRadius: radius.l,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.s,
});
// The Refresh button names its widget: on a narrow card it goes below the title rather than squeezing both.
export const widgetHead = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: space.s });
export const refresh = style({ whiteSpace: 'nowrap' });
export const widgetTitle = style({ margin: 0, fontSize: font.size.l, fontWeight: font.weight.semibold });
export const figures = style({ display: 'grid', gap: space.s, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))', margin: 0, padding: 0, listStyle: 'none' });
export const figure = style({
  // A size container: the value's font follows the tile's width (figureValue), so a long amount fits on one line.
  containerType: 'inline-size',
  display: 'grid',
  gap: space.xxs,
  padding: space.s,
  borderRadius: radius.m,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  textDecoration: 'none',
  minWidth: 0,
});
export const figureLink = style([
  figure,
  {
    selectors: {
      '&:hover': { background: vars.accent.soft },
      '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' },
    },
  },
]);
// An amount is the widget's headline: its tile takes the whole row, so a long amount keeps its size on one line.
export const figureWide = style({ gridColumn: '1 / -1' });
export const figureLabel = style({ fontSize: font.size.xs, color: vars.color.textMuted });
// The value keeps one line: its font shrinks with the tile (12% of its width: 11 bold tabular characters and
// separators fit) from the xl size down to s; only a figure longer than that may still break, anywhere.
export const figureValue = style({
  fontSize: font.size.xl,
  fontWeight: font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.2,
  overflowWrap: 'anywhere',
  '@supports': { '(font-size: 1cqi)': { fontSize: `clamp(${font.size.s}, 12cqi, ${font.size.xl})` } },
});

export const chart = style({ display: 'grid', gap: space.s, minWidth: 0, margin: 0 });
export const chartTitle = style({ fontSize: font.size.s, fontWeight: font.weight.semibold, color: vars.color.textMuted, margin: 0 });
export const bars = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs });
export const barRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 9rem) minmax(0, 1fr) auto', gap: space.s, alignItems: 'center', fontSize: font.size.s });
export const barLabel = style({
  color: vars.accent.base,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  borderRadius: radius.s,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' } },
});
export const barTrack = style({ display: 'block', width: '100%', height: '10px' });
export const barValue = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'end', minWidth: '2.5rem' });
/** SVG fills from the theme (the accent on a sunken track): light and dark alike. */
export const track = style({ fill: vars.color.surfaceSunken });
export const fill = style({ fill: vars.accent.base });
export const columns = style({ display: 'block', width: '100%', height: '120px' });
export const numbers = style({ fontSize: font.size.s });
globalStyle(`${numbers} summary`, { cursor: 'pointer', color: vars.accent.base, borderRadius: radius.s });
globalStyle(`${numbers} summary:focus-visible`, { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' });
export const numbersTable = style({ width: '100%', borderCollapse: 'collapse', marginTop: space.s, fontVariantNumeric: 'tabular-nums' });
globalStyle(`${numbersTable} th, ${numbersTable} td`, { padding: `${space.xxs} ${space.xs}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'start' });
globalStyle(`${numbersTable} td:last-child, ${numbersTable} th:last-child`, { textAlign: 'end' });
globalStyle(`${numbersTable} a`, { color: vars.accent.base });
export const status = style({ color: vars.color.textMuted, fontSize: font.size.s, margin: 0 });
export const actions = style({ display: 'flex', gap: space.s, alignItems: 'center', flexWrap: 'wrap' });
export const skeleton = style({ height: '64px', borderRadius: radius.m, background: vars.color.surfaceSunken });
