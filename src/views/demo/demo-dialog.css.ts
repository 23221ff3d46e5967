/**
 * The demo apps' dialogs (issue 14: the notes' editor and labels, the scrumboard's card and labels): the shell's look
 * (see kit/conflict-dialog.css.ts). notes.css.ts and scrumboard.css.ts re-export these classes.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../theme/contract.css';

const focus = { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' };

export const backdrop = style({ position: 'fixed', inset: 0, zIndex: 900, background: vars.color.overlay });
export const positioner = style({ position: 'fixed', inset: 0, zIndex: 901, display: 'grid', placeItems: 'center', padding: space.s });
export const dialog = style({
  width: '100%',
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: 'calc(100vh - 16px)',
  overflowY: 'auto',
  display: 'grid',
  gap: space.l,
  padding: space.l,
  borderRadius: radius.l,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.l,
  outline: 'none',
  '@media': { [media.sm]: { width: '36rem', padding: space.xl } },
});
export const dialogHeader = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: space.s });
export const dialogTitle = style({ margin: 0, fontSize: font.size.xl, fontWeight: font.weight.semibold, overflowWrap: 'anywhere' });
export const field = style({ display: 'grid', gap: space.xs });
export const label = style({ fontWeight: font.weight.semibold, fontSize: font.size.s });
export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: space.xs, minWidth: 0 });
export const checks = style({ display: 'flex', flexWrap: 'wrap', gap: space.s });
export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  padding: `${space.xs} ${space.s}`,
  borderRadius: radius.round,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { background: vars.accent.soft, borderColor: vars.accent.base } },
});
export const dialogActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: space.s });
globalStyle(`${dialogActions} > *`, { flex: '0 0 auto' });

/** A label's row in the labels manager: its name, Rename, Delete (the new label's row: name, Add). */
export const labelRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto auto', gap: space.s, alignItems: 'center' });
export const plainList = style({ display: 'grid', gap: space.s, listStyle: 'none', margin: 0, padding: 0 });
export const labelInput = style({
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
export const emptyNote = style({ color: vars.color.textMuted, fontSize: font.size.s, overflowWrap: 'anywhere' });
