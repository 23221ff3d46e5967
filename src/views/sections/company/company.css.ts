import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../../theme/contract.css';

export const locked = style({ display: 'grid', gap: space.xs, padding: space.m, borderRadius: radius.m, background: vars.color.surfaceSunken, overflowWrap: 'anywhere' });
export const lockedLabel = style({ fontSize: font.size.s, fontWeight: font.weight.medium });
export const lockedValue = style({ fontSize: font.size.l, fontWeight: font.weight.semibold });
export const lockedReason = style({ fontSize: font.size.s, color: vars.color.textMuted });
export const numbering = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.m,
  padding: space.m,
  margin: 0,
  display: 'grid',
  gap: space.s,
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  minWidth: 0,
});
export const legend = style({ fontWeight: font.weight.semibold, padding: `0 ${space.xs}` });
export const saved = style({ color: vars.color.textMuted, marginBottom: space.m });
export const notice = style({ padding: space.m, borderRadius: radius.m, border: `1px solid ${vars.color.border}`, background: vars.color.surfaceSunken, marginBottom: space.l });
