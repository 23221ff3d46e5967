import { style } from '@vanilla-extract/css';
import { iconButton as sharedIconButton } from '../theme/recipes/icon-button.css';
import { vars } from '../theme/contract.css';

export const toggle = style([
  sharedIconButton,
  {
    selectors: {
    '&:hover, &[aria-pressed="true"]': { background: vars.accent.soft },
    '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
  },
]);
