import { style, styleVariants } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../theme/contract.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.m,
});
export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.s, minWidth: 0 });
export const title = style({
  margin: 0,
  fontSize: font.size.xl,
  fontWeight: font.weight.semibold,
  overflowWrap: 'anywhere',
  '@media': { [media.sm]: { fontSize: font.size.xxl } },
});
const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${space.xxs} ${space.s}`,
  borderRadius: radius.round,
  fontSize: font.size.xs,
  fontWeight: font.weight.semibold,
  border: '1px solid',
});
export const badge = styleVariants({
  neutral: [badgeBase, { color: vars.color.textMuted, borderColor: vars.color.border }],
  info: [badgeBase, { color: vars.accent.base, borderColor: vars.accent.base, background: vars.accent.soft }],
  success: [badgeBase, { color: vars.color.success, borderColor: vars.color.success }],
  warning: [badgeBase, { color: vars.color.warning, borderColor: vars.color.warning }],
  danger: [badgeBase, { color: vars.color.danger, borderColor: vars.color.danger, background: vars.color.dangerSoft }],
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.s });

export const page = style({ display: 'grid', gap: space.l, minWidth: 0 });
export const state = style({ display: 'grid', justifyItems: 'start', gap: space.m, padding: space.xl, color: vars.color.textMuted });
