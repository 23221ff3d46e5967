import { keyframes, style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';

/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The kit's input and select look: a sunken 40 px field with the theme's focus ring. */
export const control = style({
  height: '40px',
  minWidth: 0,
  padding: `0 ${space.m}`,
  borderRadius: radius.s,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  fontSize: font.size.m,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '1px' },
    '&:hover:not(:disabled)': { borderColor: vars.color.textMuted },
  },
});

/** A small bordered button for tool rows (columns, export, pagination). */
export const toolButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.xs,
  minHeight: '40px',
  minWidth: '40px',
  padding: `0 ${space.m}`,
  borderRadius: radius.s,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: font.weight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.accent.soft },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

/** A tool button with only an icon (its name comes from aria-label). */
export const iconToolButton = style([toolButton, { padding: 0, width: '40px' }]);

const spinKeyframes = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  width: '16px',
  height: '16px',
  flexShrink: 0,
  borderRadius: radius.round,
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.accent.base,
  animation: `${spinKeyframes} 700ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2s' } },
});
