import { keyframes, style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';
import { controlBase } from './field.css';

/** Read by screen readers, not shown: the app's one global rule (theme/global). */
export const visuallyHidden = 'visually-hidden';

/** The kit's input and select look (the fields' own, sized by its content in a tool row): a sunken 40 px field. */
export const control = style({
  ...controlBase,
  width: 'auto',
  height: '40px',
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
