import { globalStyle, style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../../theme/contract.css';

export const layout = style({
  display: 'grid',
  gap: space.l,
  minWidth: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1.3fr) minmax(20rem, 1fr)', alignItems: 'start' } },
});
const pane = style({ minWidth: 0, background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: radius.l, boxShadow: vars.shadow.s });
export const listPane = style([pane, { display: 'grid', gap: space.m, padding: space.l, alignContent: 'start' }]);
// Beside a long list the detail stays in view (below the top bar).
export const detailPane = style([pane, { padding: space.xl, '@media': { 'screen and (max-width: 599px)': { padding: space.l }, [media.md]: { position: 'sticky', top: '80px', maxHeight: 'calc(100vh - 96px)', overflowY: 'auto' } } }]);
export const hiddenBelowMd = style({ '@media': { [media.belowMd]: { display: 'none' } } });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: space.s, alignItems: 'center' });
export const counts = style({ flex: '1 1 12rem', color: vars.color.textMuted, fontSize: font.size.s });
export const status = style({ fontSize: font.size.s, color: vars.color.textMuted, minHeight: '1.2em' });
export const hint = style({ fontSize: font.size.xs, color: vars.color.textMuted });
export const rows = style({ display: 'grid', gap: space.xxs, listStyle: 'none', margin: 0, padding: 0 });
export const row = style({
  display: 'flex',
  gap: space.s,
  alignItems: 'center',
  padding: `${space.xs} ${space.s}`,
  borderRadius: radius.m,
  minWidth: 0,
  borderTop: '2px solid transparent',
  borderBottom: '2px solid transparent',
  selectors: {
    '&:hover, &:focus-within': { background: vars.accent.soft },
    '&[data-drop="before"]': { borderTopColor: vars.accent.base },
    '&[data-drop="after"]': { borderBottomColor: vars.accent.base },
    '&[data-current="true"]': { background: vars.accent.soft, boxShadow: `inset 3px 0 0 ${vars.accent.base}` },
  },
});
export const sectionRow = style([row, { marginTop: space.m, fontWeight: font.weight.semibold, textTransform: 'uppercase', letterSpacing: '0.04em', fontSize: font.size.s }]);
export const handle = style({
  cursor: 'grab',
  color: vars.color.textMuted,
  padding: space.xs,
  border: 0,
  background: 'transparent',
  display: 'inline-flex',
  touchAction: 'none',
  '@media': { [media.belowMd]: { display: 'none' } },
});
export const link = style({ flex: '1 1 auto', minWidth: 0, color: vars.color.text, textDecoration: 'none', display: 'grid', gap: space.xxs });
export const done = style({ textDecoration: 'line-through', color: vars.color.textMuted });
export const title = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, fontSize: font.size.xs, color: vars.color.textMuted, fontWeight: font.weight.regular, textTransform: 'none', letterSpacing: 0 });
export const moves = style({ display: 'inline-flex', gap: space.xxs, flexShrink: 0 });
export const move = style({
  width: '32px',
  height: '32px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: radius.round,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.4, cursor: 'not-allowed' }, '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
});
export const checkbox = style({ width: '18px', height: '18px', flexShrink: 0, accentColor: vars.accent.strong });
export const high = style({ color: vars.color.danger, fontWeight: font.weight.semibold });
export const back = style({ display: 'inline-flex', marginBottom: space.l, color: vars.accent.base, '@media': { [media.md]: { display: 'none' } } });
export const empty = style({ color: vars.color.textMuted, textAlign: 'center', padding: `${space.xxl} ${space.l}` });
export const alert = style({ display: 'grid', gap: space.m, justifyItems: 'start' });
export const problem = style({ color: vars.color.danger, fontSize: font.size.s });
export const form = style({ display: 'grid', gap: space.l });
export const heading = style({ fontSize: font.size.xl, fontWeight: font.weight.bold, margin: 0, overflowWrap: 'anywhere' });
export const twoCols = style({ display: 'grid', gap: space.l, '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } } });
export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: space.s, minWidth: 0 });
export const legend = style({ fontSize: font.size.s, fontWeight: font.weight.semibold, marginBottom: space.xs, padding: 0 });
export const checks = style({ display: 'flex', flexWrap: 'wrap', gap: space.s });
export const check = style({ display: 'inline-flex', gap: space.xs, alignItems: 'center', padding: `${space.xs} ${space.m}`, border: `1px solid ${vars.color.border}`, borderRadius: radius.round, cursor: 'pointer' });
export const subRow = style({ display: 'flex', gap: space.s, alignItems: 'center', minWidth: 0 });
export const grow = style({ flex: '1 1 8rem', minWidth: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.s });
export const hidden = style({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
globalStyle(`${row} a:focus-visible`, { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px', borderRadius: radius.s });
export const flip = style({ transform: 'rotate(180deg)' });
