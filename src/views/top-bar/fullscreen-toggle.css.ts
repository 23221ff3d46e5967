import { style } from '@vanilla-extract/css';
import { radius, vars } from '../theme/contract.css';

export const toggle = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  borderRadius: radius.round,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-pressed="true"]': { background: vars.accent.soft },
    '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});
