import { keyframes, style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';

export const state = style({
  display: 'grid',
  justifyItems: 'center',
  gap: space.s,
  padding: `${space.xxxl} ${space.l}`,
  textAlign: 'center',
  borderRadius: radius.m,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  marginBottom: space.xs,
  borderRadius: radius.round,
  background: vars.accent.soft,
  color: vars.accent.base,
});

export const errorIcon = style([icon, { background: vars.color.dangerSoft, color: vars.color.danger }]);

export const title = style({ fontSize: font.size.l, fontWeight: font.weight.semibold });
export const body = style({ maxWidth: '36rem', color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: space.s, marginTop: space.s });

const shimmer = keyframes({ '0%': { backgroundPosition: '100% 0' }, '100%': { backgroundPosition: '-100% 0' } });

export const skeletonCell = style({
  height: '48px',
  padding: `${space.s} ${space.m}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const skeletonBar = style({
  height: '12px',
  width: '70%',
  borderRadius: radius.round,
  background: `linear-gradient(90deg, ${vars.color.surfaceSunken} 25%, ${vars.accent.soft} 50%, ${vars.color.surfaceSunken} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: { 'tr:nth-child(3n+2) &': { width: '50%' }, 'tr:nth-child(3n) &': { width: '85%' } },
});
