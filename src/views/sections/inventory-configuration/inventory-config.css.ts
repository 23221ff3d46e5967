import { style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../../theme/contract.css';
import { card } from '../section-page.css';

export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, marginBottom: space.l, borderBottom: `1px solid ${vars.color.border}` });
export const tab = style({
  padding: `${space.s} ${space.m}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: font.weight.semibold,
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.accent.base },
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '1px' },
  },
});
export const settings = style({ display: 'grid', gap: space.l, '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } } });
export const panel = style([card, { display: 'grid', gap: space.l, minWidth: 0, padding: space.l }]);
export const panelTitle = style({ margin: 0, fontSize: font.size.xl, fontWeight: font.weight.semibold });
export const fieldset = style({ display: 'grid', gap: space.s, margin: 0, padding: 0, border: 0, minWidth: 0 });
export const legend = style({ fontWeight: font.weight.semibold, marginBottom: space.s, padding: 0 });
export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: space.m,
  alignItems: 'start',
  padding: space.m,
  borderRadius: radius.m,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.accent.base, background: vars.accent.soft } },
});
export const choiceText = style({ display: 'grid', gap: space.xxs });
export const choiceLabel = style({ fontWeight: font.weight.semibold });
export const choiceHint = style({ color: vars.color.textMuted, fontSize: font.size.s });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.s });
export const notice = style({ margin: 0, padding: space.m, borderRadius: radius.m, background: vars.color.dangerSoft, color: vars.color.text });
export const saved = style({ margin: 0, minHeight: '1.25rem', color: vars.color.textMuted, fontSize: font.size.s });
export const history = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.m });
export const historyItem = style({ display: 'grid', gap: space.xxs, paddingBottom: space.m, borderBottom: `1px solid ${vars.color.border}`, overflowWrap: 'anywhere' });
export const historyWhen = style({ color: vars.color.textMuted, fontSize: font.size.s });
export const changes = style({ margin: 0, paddingInlineStart: space.l });
export const loading = style({ height: '3px', borderRadius: radius.round, background: vars.accent.base, opacity: 0.5 });
