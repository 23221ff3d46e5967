import { style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../theme/contract.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.s,
  minHeight: '40px',
  padding: `0 ${space.s}`,
  '@media': { [media.belowSm]: { padding: `0 ${space.xxs}` } },
  borderRadius: radius.round,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:hover, &[data-state="open"]': { background: vars.accent.soft } },
});
/** Shown from 600 px: below, the control is in the user menu. */
export const fromSm = style({ '@media': { [media.belowSm]: { display: 'none' } } });
/** Only at phone widths (the user menu's static trigger where the layout shows the user in the navigation: the menu folds the bar's controls there). */
export const belowSmOnly = style({ '@media': { [media.sm]: { display: 'none' } } });
export const flag = style({ width: '22px', height: '16px', borderRadius: '3px', objectFit: 'cover', boxShadow: vars.shadow.s });
/** Holds the avatar and, over its corner, the status dot. */
export const avatar = style({ position: 'relative', display: 'grid' });
export const statusDot = style({
  position: 'absolute',
  insetInlineEnd: '-1px',
  bottom: '-1px',
  width: '10px',
  height: '10px',
  borderRadius: radius.round,
  border: `2px solid ${vars.color.surface}`,
  selectors: {
    '&[data-status="online"]': { background: '#22c55e' },
    '&[data-status="away"]': { background: '#f59e0b' },
    '&[data-status="busy"]': { background: '#ef4444' },
    '&[data-status="not-visible"]': { background: '#94a3b8' },
  },
});
export { menuContent as content } from '../theme/recipes/menu.css';
export { menuItem as item } from '../theme/recipes/menu.css';
export const itemCheck = style({ marginInlineStart: 'auto', color: vars.accent.base });
export const userHeader = style({ padding: `${space.s} ${space.m}`, borderBottom: `1px solid ${vars.color.border}`, marginBottom: space.xs });
export const userName = style({ fontWeight: font.weight.semibold });
export const userMeta = style({ fontSize: font.size.xs, color: vars.color.textMuted });
export const companyName = style({ fontWeight: font.weight.semibold, fontSize: font.size.l, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
