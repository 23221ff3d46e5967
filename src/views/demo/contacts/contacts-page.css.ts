import { globalStyle, style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../../theme/contract.css';

/** List and detail side by side from the md breakpoint; below it one of them, by the address. */
export const layout = style({
  display: 'grid',
  gap: space.l,
  minWidth: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(18rem, 24rem) minmax(0, 1fr)', alignItems: 'start' } },
});
export const pane = style({
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.l,
  boxShadow: vars.shadow.s,
});
export const listPane = style([pane, { display: 'grid', gap: space.m, padding: space.l, alignContent: 'start' }]);
export const detailPane = style([pane, { padding: space.xl, '@media': { 'screen and (max-width: 599px)': { padding: space.l } } }]);
/** At phone and tablet width the pane not shown by the address is hidden. */
export const hiddenBelowMd = style({ '@media': { [media.belowMd]: { display: 'none' } } });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: space.s, alignItems: 'center' });
export const search = style({ flex: '1 1 12rem', minWidth: 0 });
export const status = style({ fontSize: font.size.s, color: vars.color.textMuted });
export const groups = style({ display: 'grid', gap: space.m, maxHeight: '70vh', overflowY: 'auto', '@media': { [media.belowMd]: { maxHeight: 'none' } } });
export const initial = style({
  fontSize: font.size.xs,
  fontWeight: font.weight.semibold,
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
  padding: `0 ${space.s}`,
  margin: `0 0 ${space.xs}`,
});
export const rows = style({ display: 'grid', gap: space.xxs, listStyle: 'none', margin: 0, padding: 0 });
export const row = style({
  display: 'flex',
  gap: space.m,
  alignItems: 'center',
  padding: space.s,
  borderRadius: radius.m,
  color: vars.color.text,
  textDecoration: 'none',
  minWidth: 0,
  selectors: {
    '&:hover': { background: vars.accent.soft },
    '&[aria-current="page"]': { background: vars.accent.soft, boxShadow: `inset 3px 0 0 ${vars.accent.base}` },
  },
});
export const rowText = style({ display: 'grid', minWidth: 0 });
export const rowName = style({ fontWeight: font.weight.medium, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const rowSub = style({ fontSize: font.size.s, color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const detailHead = style({ display: 'flex', flexWrap: 'wrap', gap: space.l, alignItems: 'center', marginBottom: space.xl });
export const bigAvatar = style({ width: '96px', height: '96px', flexShrink: 0 });
globalStyle(`${bigAvatar} > span`, { width: '96px', height: '96px', fontSize: font.size.xl });
export const headText = style({ display: 'grid', gap: space.xxs, flex: '1 1 12rem', minWidth: 0 });
export const name = style({ fontSize: font.size.xl, fontWeight: font.weight.bold, margin: 0, overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.s });
export const facts = style({ display: 'grid', gap: space.l, margin: 0 });
export const fact = style({ display: 'grid', gap: space.xs, minWidth: 0 });
export const factLabel = style({ fontSize: font.size.xs, textTransform: 'uppercase', letterSpacing: '0.06em', color: vars.color.textMuted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere', display: 'grid', gap: space.xs });
export const tagList = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, listStyle: 'none', padding: 0, margin: 0 });
export const back = style({ display: 'inline-flex', marginBottom: space.l, color: vars.accent.base, '@media': { [media.md]: { display: 'none' } } });
export const empty = style({ color: vars.color.textMuted, textAlign: 'center', padding: `${space.xxl} ${space.l}` });
export const alert = style({ display: 'grid', gap: space.m, justifyItems: 'start', color: vars.color.text });
export const problem = style({ color: vars.color.danger, fontSize: font.size.s });

export const form = style({ display: 'grid', gap: space.l });
export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: space.s, minWidth: 0 });
export const legend = style({ fontSize: font.size.s, fontWeight: font.weight.semibold, marginBottom: space.xs, padding: 0 });
export const twoCols = style({ display: 'grid', gap: space.l, '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } } });
export const line = style({ display: 'flex', flexWrap: 'wrap', gap: space.s, alignItems: 'center' });
export const grow = style({ flex: '1 1 8rem', minWidth: 0 });
export const narrow = style({ flex: '0 1 7.5rem', minWidth: 0 });
export const checks = style({ display: 'flex', flexWrap: 'wrap', gap: space.s });
export const check = style({
  display: 'inline-flex',
  gap: space.xs,
  alignItems: 'center',
  padding: `${space.xs} ${space.m}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.round,
  cursor: 'pointer',
});
export const hidden = style({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });

export const tags = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: space.m });
export const tagsSummary = style({ cursor: 'pointer', fontWeight: font.weight.medium, padding: `${space.xs} 0` });
export const tagRows = style({ display: 'grid', gap: space.s, listStyle: 'none', padding: 0, margin: `${space.s} 0 0` });
export const tagForm = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, alignItems: 'center' });
export const tagInput = style({ flex: '1 1 8rem', minWidth: 0 });
/** The picture's file input: visually hidden, its label (after it) shows the keyboard focus. */
export const fileInput = style([hidden, {}]);
globalStyle(`${fileInput}:focus-visible + label`, { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' });
