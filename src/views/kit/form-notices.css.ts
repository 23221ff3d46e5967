import { style, styleVariants } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';

const base = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.m,
  padding: `${space.m} ${space.l}`,
  borderRadius: radius.m,
  border: '1px solid',
  fontSize: font.size.m,
  color: vars.color.text,
});
export const notice = styleVariants({
  info: [base, { background: vars.accent.soft, borderColor: vars.accent.base }],
  warning: [base, { background: vars.color.surfaceSunken, borderColor: vars.color.warning }],
  error: [base, { background: vars.color.dangerSoft, borderColor: vars.color.danger }],
});
export const icon = style({ flexShrink: 0 });
export const iconTone = styleVariants({
  info: { color: vars.accent.base },
  warning: { color: vars.color.warning },
  error: { color: vars.color.danger },
});
export const text = style({ flex: '1 1 14rem', minWidth: 0, margin: 0, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.s });
