import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../theme/contract.css';

export const field = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: space.s,
  flex: '1 1 16rem',
  minWidth: 'min(100%, 12rem)',
  maxWidth: '28rem',
  height: '40px',
  padding: `0 ${space.xs} 0 ${space.m}`,
  borderRadius: radius.round,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '1px' } },
});

export const icon = style({ flexShrink: 0, color: vars.color.textMuted });

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  border: 0,
  padding: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    // Our own clear button replaces the browser's.
    '&::-webkit-search-cancel-button': { WebkitAppearance: 'none', appearance: 'none' },
  },
});

export const clear = style({
  display: 'grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  flexShrink: 0,
  border: 0,
  borderRadius: radius.round,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.accent.soft, color: vars.color.text }, '&[hidden]': { display: 'none' } },
});
