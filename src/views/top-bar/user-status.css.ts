/** The status choices of the user menu (rendered by `shell/top-bar.tsx`). */
import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';

export const statusGroup = style({ display: 'grid', paddingBottom: space.xs });
export const groupLabel = style({
  padding: `${space.s} ${space.m} ${space.xs}`,
  fontSize: font.size.xs,
  fontWeight: font.weight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});
/** The same colours as the avatar's dot. */
export const statusSwatch = style({
  width: '10px',
  height: '10px',
  borderRadius: radius.round,
  flexShrink: 0,
  selectors: {
    '&[data-status="online"]': { background: '#22c55e' },
    '&[data-status="away"]': { background: '#f59e0b' },
    '&[data-status="busy"]': { background: '#ef4444' },
    '&[data-status="not-visible"]': { background: '#94a3b8' },
  },
});
export const separator = style({ height: '1px', margin: `${space.xs} 0`, border: 0, background: vars.color.border });
