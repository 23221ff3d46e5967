import { style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../theme/contract.css';

/** Bottom of the screen, above everything but dialogs; full width less a margin on phones. */
export const region = style({
  position: 'fixed',
  insetInline: space.s,
  bottom: space.l,
  zIndex: 850,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});
export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.m,
  width: '100%',
  maxWidth: '32rem',
  padding: `${space.s} ${space.s} ${space.s} ${space.l}`,
  borderRadius: radius.m,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.l,
  '@media': { [media.sm]: { width: 'auto' } },
});
export const message = style({ flex: '1 1 10rem', margin: 0, fontSize: font.size.m, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', alignItems: 'center', gap: space.xs });
export const undo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '40px',
  padding: `0 ${space.m}`,
  border: 0,
  borderRadius: radius.s,
  background: 'transparent',
  color: vars.accent.base,
  fontWeight: font.weight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.accent.soft } },
});
export const close = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  border: 0,
  borderRadius: radius.s,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.accent.soft, color: vars.color.text } },
});
