import { style } from '@vanilla-extract/css';
import { radius, vars } from '../contract.css';

/** The round 40 px icon button of the top bar and the panels. */
export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  flexShrink: 0,
  borderRadius: radius.round,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.accent.soft } },
});
