import { style, globalStyle } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../../theme/contract.css';

/** The documentation pages: one readable column, a table of contents beside it on wide screens, above it on a phone. */
export const layout = style({
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr) 15rem' } },
});
export const article = style({ minWidth: 0, maxWidth: '48rem', display: 'grid', gap: space.l, lineHeight: 1.6, overflowWrap: 'anywhere' });
export const lead = style({ fontSize: font.size.l, color: vars.color.textMuted, maxWidth: '48rem' });
export const section = style({ display: 'grid', gap: space.m, scrollMarginTop: '5rem' });
export const h2 = style({ fontSize: font.size.xl, fontWeight: font.weight.bold, letterSpacing: '-0.01em' });
export const h3 = style({ fontSize: font.size.l, fontWeight: font.weight.semibold });
export const list = style({ display: 'grid', gap: space.s, paddingInlineStart: space.l, listStyle: 'disc' });
export const cards = style({ listStyle: 'none', paddingInlineStart: 0, display: 'grid', gap: space.m, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))' });
export const card = style({
  display: 'grid',
  gap: space.xs,
  alignContent: 'start',
  padding: space.l,
  borderRadius: radius.m,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const cardTitle = style({ fontWeight: font.weight.semibold });
export const muted = style({ color: vars.color.textMuted, fontSize: font.size.s });
export const link = style({ color: vars.accent.base, textDecoration: 'underline', textUnderlineOffset: '0.15em', fontWeight: font.weight.semibold });
export const code = style({
  fontFamily: font.mono,
  fontSize: '0.9em',
  padding: '0 0.3em',
  borderRadius: radius.s,
  background: vars.color.surfaceSunken,
  overflowWrap: 'anywhere',
});
export const kbd = style([code, { border: `1px solid ${vars.color.border}`, whiteSpace: 'nowrap' }]);

export const toc = style({
  padding: space.l,
  borderRadius: radius.m,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (min-width: 960px)': { position: 'sticky', top: '5rem', order: 2 } },
});
export const tocTitle = style({ fontSize: font.size.s, fontWeight: font.weight.semibold, textTransform: 'uppercase', letterSpacing: '0.06em', color: vars.color.textMuted, marginBottom: space.s });
export const tocList = style({ display: 'grid', gap: space.xs });
globalStyle(`${tocList} a`, { color: vars.color.text, textDecoration: 'underline', textUnderlineOffset: '0.15em' });

export const release = style([section, { paddingBlockEnd: space.l, borderBottom: `1px solid ${vars.color.border}` }]);
export const releaseHead = style({ display: 'flex', flexWrap: 'wrap', gap: space.s, alignItems: 'baseline' });
export const date = style({ color: vars.color.textMuted, fontSize: font.size.s });
export const entries = style({ display: 'grid', gap: space.m, paddingInlineStart: space.l, listStyle: 'disc' });
export const entryTitle = style({ fontWeight: font.weight.semibold });
