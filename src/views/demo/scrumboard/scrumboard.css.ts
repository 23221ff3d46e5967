import { style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../../theme/contract.css';

// Dialogs (card, labels): the demo apps' dialog look.
export { backdrop, check, checks, dialog, dialogActions, dialogHeader, dialogTitle, field, fieldset, label, labelRow, plainList, positioner } from '../demo-dialog.css';

const focus = { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' };

export const boards = style({ display: 'grid', gap: space.l, gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', listStyle: 'none', margin: 0, padding: 0 });
export const boardCard = style({
  display: 'grid',
  gap: space.s,
  height: '100%',
  padding: space.xl,
  borderRadius: radius.l,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.s,
  color: vars.color.text,
  textDecoration: 'none',
  minWidth: 0,
  selectors: { '&:hover': { borderColor: vars.accent.base }, '&:focus-visible': focus },
});
export const boardTitle = style({ fontSize: font.size.l, fontWeight: font.weight.semibold, overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.textMuted, fontSize: font.size.s, overflowWrap: 'anywhere' });
export const members = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.s, marginBottom: space.m });
export const hint = style({ color: vars.color.textMuted, fontSize: font.size.s, margin: `0 0 ${space.m}` });
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

/** The lists side by side, scrolling sideways inside the board (never the page); stacked below sm. */
export const lists = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.m,
  overflowX: 'auto',
  paddingBottom: space.m,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.belowSm]: { flexDirection: 'column', alignItems: 'stretch', overflowX: 'visible' } },
});
export const list = style({
  flex: '0 0 18rem',
  display: 'grid',
  gap: space.s,
  alignContent: 'start',
  padding: space.m,
  borderRadius: radius.l,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
  selectors: {
    '&[data-drop="before"]': { boxShadow: `inset 3px 0 0 ${vars.accent.base}` },
    '&[data-drop="after"]': { boxShadow: `inset -3px 0 0 ${vars.accent.base}` },
  },
  '@media': { [media.belowSm]: { flex: '0 0 auto' } },
});
export const listHeader = style({ display: 'flex', alignItems: 'center', gap: space.xs, minWidth: 0 });
export const listTitle = style({
  flex: '1 1 auto',
  minWidth: 0,
  textAlign: 'start',
  padding: `${space.xs} ${space.s}`,
  border: 0,
  borderRadius: radius.s,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: font.weight.semibold,
  cursor: 'grab',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { background: vars.accent.soft }, '&:focus-visible': focus },
});
export const count = style({ color: vars.color.textMuted, fontSize: font.size.s, flexShrink: 0 });
export const cards = style({
  display: 'grid',
  gap: space.s,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  minHeight: '2.5rem',
  borderRadius: radius.m,
  selectors: { '&[data-drop="end"]': { outline: `2px dashed ${vars.accent.base}`, outlineOffset: '2px' } },
});
export const card = style({
  display: 'grid',
  gap: space.s,
  padding: space.m,
  borderRadius: radius.m,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.s,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'grab',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { borderColor: vars.accent.base },
    '&:focus-visible': focus,
    '&[data-drop="before"]': { boxShadow: `0 -3px 0 ${vars.accent.base}` },
    '&[data-drop="after"]': { boxShadow: `0 3px 0 ${vars.accent.base}` },
  },
});
export const cardMeta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.xs });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${space.s}`,
  minHeight: '1.5rem',
  borderRadius: radius.round,
  fontSize: font.size.xs,
  background: vars.accent.soft,
  color: vars.color.text,
  border: `1px solid ${vars.accent.base}`,
});

export const form = style({ display: 'grid', gap: space.s });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.s, alignItems: 'center' });
export const input = style({
  minHeight: '2.5rem',
  width: '100%',
  padding: `${space.s} ${space.m}`,
  borderRadius: radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': focus },
});
export const textarea = style([input, { minHeight: '7rem', resize: 'vertical' }]);
export const addList = style([list, { background: 'transparent', borderStyle: 'dashed' }]);
export const addButton = style({
  justifySelf: 'stretch',
  textAlign: 'start',
  padding: `${space.s} ${space.m}`,
  borderRadius: radius.m,
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.accent.soft, color: vars.color.text }, '&:focus-visible': focus },
});

export const renameForm = style([form, { flex: '1 1 auto' }]);
export const cardLink = style({
  color: vars.color.text,
  fontWeight: font.weight.medium,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focus },
});
export const select = style([input, { width: 'auto', minWidth: '5rem', maxWidth: '100%' }]);
