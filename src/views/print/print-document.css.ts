import { globalStyle, style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../theme/contract.css';

const ink = '#1f2328';
const muted = '#57606a';
const rule = '#d0d7de';

/** The page around the sheet on screen: the toolbar above it; in print only the sheet remains. */
export const page = style({
  minHeight: '100vh',
  background: vars.color.canvas,
  padding: `${space.l} ${space.s} ${space.xxl}`,
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: space.l,
  '@media': {
    [media.sm]: { padding: `${space.xl} ${space.l} ${space.xxxl}` },
    print: { display: 'block', padding: 0, minHeight: 0, background: '#ffffff' },
  },
});

export const toolbar = style({
  width: '100%',
  maxWidth: '210mm',
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.s,
  alignItems: 'center',
  justifyContent: 'space-between',
  '@media': { print: { display: 'none' } },
});
export const toolbarActions = style({ display: 'flex', flexWrap: 'wrap', gap: space.s, alignItems: 'center' });
export const paperNote = style({ color: vars.color.textMuted, fontSize: font.size.s });
export const backLink = style({
  color: vars.accent.base,
  fontWeight: font.weight.medium,
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '40px',
  borderRadius: radius.s,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' } },
});

/** The sheet: white paper and dark ink in either theme (it is what prints), its width the paper's on screen. */
export const sheet = style({
  width: '100%',
  maxWidth: '210mm',
  minWidth: 0,
  boxSizing: 'border-box',
  background: '#ffffff',
  color: ink,
  padding: `${space.l} ${space.m}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.s,
  boxShadow: vars.shadow.m,
  fontSize: font.size.s,
  lineHeight: 1.45,
  display: 'grid',
  gap: space.l,
  overflowWrap: 'anywhere',
  selectors: { '&[data-paper="Letter"]': { maxWidth: '215.9mm' } },
  '@media': {
    [media.sm]: { padding: '14mm 12mm' },
    print: { maxWidth: 'none', padding: 0, border: 'none', borderRadius: 0, boxShadow: 'none', fontSize: '9.5pt', display: 'block' },
  },
});

/** Blocks that keep together on paper (a party, the totals); in print they are spaced as the grid spaces them on screen. */
export const block = style({
  breakInside: 'avoid',
  '@media': { print: { marginBottom: '5mm' } },
});

export const head = style([
  block,
  { display: 'flex', flexWrap: 'wrap', gap: space.m, justifyContent: 'space-between', alignItems: 'flex-start' },
]);
export const company = style({ display: 'grid', gap: space.xxs, minWidth: 0 });
export const companyName = style({ fontWeight: 700, fontSize: '1.1em' });
export const dim = style({ color: muted });
export const logo = style({ maxWidth: '140px', maxHeight: '64px', objectFit: 'contain', marginBottom: space.xs });
export const title = style({ display: 'grid', justifyItems: 'end', textAlign: 'end', gap: space.xxs, marginInlineStart: 'auto' });
export const docType = style({ margin: 0, fontWeight: 700, fontSize: '1.35em', textTransform: 'uppercase', letterSpacing: '0.04em' });
export const docNumber = style({ fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

export const html = style([block, { minWidth: 0 }]);
globalStyle(`${html} p, ${html} ul, ${html} ol`, { margin: `0 0 ${space.xs}` });
globalStyle(`${html} h1, ${html} h2, ${html} h3`, { margin: `0 0 ${space.xs}`, lineHeight: 1.25 });
globalStyle(`${html} h1`, { fontSize: '1.3em' });
globalStyle(`${html} h2`, { fontSize: '1.15em' });
globalStyle(`${html} h3`, { fontSize: '1em' });
globalStyle(`${html} a`, { color: ink });

export const parties = style([
  block,
  { display: 'grid', gap: space.m, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))' },
]);
export const party = style({ display: 'grid', gap: space.xxs, alignContent: 'start', borderTop: `2px solid ${rule}`, paddingTop: space.xs });
export const partyRole = style({ margin: 0, fontSize: '0.8em', fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.05em', color: muted });
export const partyName = style({ fontWeight: 600 });

export const facts = style([
  block,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 140px), 1fr))',
    gap: `${space.s} ${space.m}`,
    margin: 0,
  },
]);
export const fact = style({ display: 'grid', gap: '1px', minWidth: 0 });
globalStyle(`${fact} dt`, { fontSize: '0.8em', color: muted });
globalStyle(`${fact} dd`, { margin: 0, fontWeight: 500 });

/** The lines: the header repeats on every printed page and a row never splits across two. */
export const linesWrap = style({ minWidth: 0, overflowX: 'auto', '@media': { print: { overflow: 'visible' } } });
export const lines = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${lines} thead`, { display: 'table-header-group' });
globalStyle(`${lines} tr`, { breakInside: 'avoid' });
globalStyle(`${lines} th`, {
  textAlign: 'start',
  fontSize: '0.8em',
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: muted,
  borderBottom: `1.5px solid ${ink}`,
  padding: `${space.xs} ${space.xs}`,
});
// break-word (not the sheet's anywhere) keeps words whole in a cell: a narrow screen scrolls the table instead.
globalStyle(`${lines} th, ${lines} td`, { overflowWrap: 'break-word' });
globalStyle(`${lines} td`, { padding: `${space.xs} ${space.xs}`, borderBottom: `1px solid ${rule}`, verticalAlign: 'top' });
export const num = style({ textAlign: 'end', whiteSpace: 'nowrap' });
/** A SKU or code stays on one line. */
export const code = style({ whiteSpace: 'nowrap' });
globalStyle(`${lines} th${num}`, { textAlign: 'end' });
export const caption = style({ captionSide: 'top', textAlign: 'start', fontWeight: 600, paddingBottom: space.xs });

export const totals = style([
  block,
  {
    display: 'grid',
    gridTemplateColumns: 'auto auto',
    justifyContent: 'end',
    gap: `${space.xxs} ${space.xl}`,
    margin: 0,
    fontVariantNumeric: 'tabular-nums',
  },
]);
export const totalRow = style({ display: 'contents' });
globalStyle(`${totals} dd`, { margin: 0, textAlign: 'end' });
export const grand = style({ fontWeight: 700, fontSize: '1.1em', borderTop: `1.5px solid ${ink}`, paddingTop: space.xxs });

export const notes = style([block, { whiteSpace: 'pre-line' }]);
export const notesTitle = style({ margin: `0 0 ${space.xxs}`, fontSize: '0.8em', fontWeight: 600, textTransform: 'uppercase', color: muted });
export const footer = style([html, { borderTop: `1px solid ${rule}`, paddingTop: space.s, color: muted, fontSize: '0.9em' }]);
