import { style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../../theme/contract.css';

export { backdrop, check, checks, dialog, dialogActions, dialogHeader, dialogTitle, field, fieldset, label, labelRow, plainList, positioner } from '../demo-dialog.css';

const focus = { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' };

/** Filters beside the notes from md up; above them (wrapping) on smaller screens. */
export const layout = style({ display: 'grid', gap: space.l, minWidth: 0, '@media': { [media.md]: { gridTemplateColumns: '14rem minmax(0, 1fr)', alignItems: 'start' } } });
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, listStyle: 'none', margin: 0, padding: 0, '@media': { [media.md]: { flexDirection: 'column' } } });
export const filter = style({
  display: 'block',
  padding: `${space.s} ${space.m}`,
  borderRadius: radius.m,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { background: vars.accent.soft }, '&[aria-current="page"]': { background: vars.accent.soft, fontWeight: font.weight.semibold }, '&:focus-visible': focus },
});
export const filterButton = style([filter, { border: 0, background: 'transparent', font: 'inherit', cursor: 'pointer', textAlign: 'start', color: vars.color.textMuted }]);
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: space.s, alignItems: 'center', marginBottom: space.l });
export const search = style({ flex: '1 1 14rem', minWidth: 0, maxWidth: '28rem' });
export const input = style({
  minHeight: '2.5rem',
  width: '100%',
  padding: `${space.s} ${space.m}`,
  borderRadius: radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': focus, '&:disabled': { opacity: 0.7 } },
});
export const textarea = style([input, { minHeight: '8rem', resize: 'vertical' }]);
export const muted = style({ color: vars.color.textMuted, fontSize: font.size.s, overflowWrap: 'anywhere' });
export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.s,
  padding: `${space.s} ${space.m}`,
  marginBottom: space.m,
  borderRadius: radius.m,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
});

/** Masonry: columns of cards, each card kept whole. */
export const grid = style({ columnWidth: '16rem', columnGap: space.m, listStyle: 'none', margin: 0, padding: 0 });
export const card = style({
  breakInside: 'avoid',
  display: 'grid',
  gap: space.s,
  marginBottom: space.m,
  padding: space.m,
  borderRadius: radius.l,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.s,
  minWidth: 0,
});
export const open = style({
  display: 'grid',
  gap: space.xs,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  borderRadius: radius.s,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': focus },
});
export const title = style({ fontWeight: font.weight.semibold, fontSize: font.size.l });
export const content = style({ whiteSpace: 'pre-wrap', color: vars.color.text });
export const image = style({ width: '100%', height: 'auto', borderRadius: radius.m, display: 'block' });
export const tasks = style({ display: 'grid', gap: space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const task = style({ display: 'flex', alignItems: 'center', gap: space.s, minWidth: 0, overflowWrap: 'anywhere' });
export const done = style({ textDecoration: 'line-through', color: vars.color.textMuted });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${space.s}`,
  minHeight: '1.5rem',
  borderRadius: radius.round,
  fontSize: font.size.xs,
  background: vars.accent.soft,
  border: `1px solid ${vars.accent.base}`,
  color: vars.color.text,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, justifyContent: 'flex-end' });

export const row = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: space.s, alignItems: 'center' });
export const form = style({ display: 'grid', gap: space.m });
