import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';

export const header = style({ display: 'grid', gap: space.xs, marginBottom: space.xl });
export const eyebrow = style({ fontSize: font.size.s, color: vars.color.textMuted });
export const title = style({ fontSize: font.size.xxl, fontWeight: font.weight.bold, letterSpacing: '-0.01em' });
export const card = style({
  padding: space.xl,
  borderRadius: radius.l,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.s,
});
export const later = style([card, { display: 'flex', gap: space.l, alignItems: 'flex-start', color: vars.color.textMuted }]);
export const grid = style({ display: 'grid', gap: space.l, gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', marginBottom: space.l });
export const label = style({ fontSize: font.size.xs, textTransform: 'uppercase', letterSpacing: '0.06em', color: vars.color.textMuted });
export const value = style({ fontSize: font.size.l, fontWeight: font.weight.semibold, marginTop: space.xs, overflowWrap: 'anywhere' });
export const loading = style({
  height: '3px',
  borderRadius: radius.round,
  background: `linear-gradient(90deg, transparent, ${vars.accent.base}, transparent)`,
  backgroundSize: '50% 100%',
  backgroundRepeat: 'no-repeat',
});
