import { style } from '@vanilla-extract/css';
import { space } from '../theme/contract.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: space.s,
  minWidth: 0,
  marginBottom: space.m,
});

/** Pushes the section's actions and the column chooser to the end of the row. */
export const end = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.s, marginInlineStart: 'auto' });
