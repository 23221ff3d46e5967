import { style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../theme/contract.css';

/**
 * Under the top bar's end, below the language menu the user just used (and off the page's heading), above the page
 * but below dialogs; full width less a margin on phones.
 */
export const region = style({
  position: 'fixed',
  insetInline: space.s,
  top: '72px',
  zIndex: 860,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  '@media': { [media.sm]: { insetInlineEnd: space.l, justifyContent: 'flex-end' } },
});
export const notice = style({
  pointerEvents: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.s,
  width: '100%',
  maxWidth: '34rem',
  padding: `${space.s} ${space.s} ${space.s} ${space.m}`,
  borderRadius: radius.m,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  boxShadow: vars.shadow.l,
  '@media': { [media.sm]: { width: 'auto' } },
});
export const icon = style({ flex: 'none', color: vars.color.danger });
export const text = style({ flex: '1 1 12rem', minWidth: 0, margin: 0, fontSize: font.size.m, overflowWrap: 'anywhere' });
export const title = style({ display: 'block', fontWeight: font.weight.semibold });
export const actions = style({ display: 'flex', alignItems: 'center', gap: space.xs, marginInlineStart: 'auto' });
export const retry = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${space.m}`,
  border: 0,
  borderRadius: radius.s,
  background: 'transparent',
  color: vars.accent.base,
  fontWeight: font.weight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.accent.soft }, '&:focus-visible': { outline: `2px solid ${vars.accent.base}`, outlineOffset: '1px' } },
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
  selectors: {
    '&:hover': { background: vars.accent.soft, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.accent.base}`, outlineOffset: '1px' },
  },
});
