import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';

export const progress = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.s, minWidth: 0 });

export const bar = style({
  width: '10rem',
  maxWidth: '40vw',
  height: '8px',
  appearance: 'none',
  border: 0,
  borderRadius: radius.round,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  color: vars.accent.strong,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.surfaceSunken },
    '&::-webkit-progress-value': { background: vars.accent.strong, borderRadius: radius.round },
    '&::-moz-progress-bar': { background: vars.accent.strong },
  },
});

export const count = style({ fontSize: font.size.s, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const error = style({ fontSize: font.size.s, color: vars.color.danger });
