import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../theme/contract.css';

export const splash = style({ minHeight: '100vh', display: 'grid', placeItems: 'center', background: vars.color.canvas });
export const inner = style({ display: 'grid', gap: space.xl, justifyItems: 'center' });
export const mark = style({
  width: '56px',
  height: '56px',
  borderRadius: radius.m,
  background: `linear-gradient(135deg, ${vars.accent.base}, ${vars.accent.hover})`,
  boxShadow: vars.shadow.m,
});
export const bar = style({ width: '160px', height: '4px', borderRadius: radius.round, background: vars.accent.soft, overflow: 'hidden' });
export const barFill = style({
  width: '40px',
  height: '100%',
  background: vars.accent.base,
  borderRadius: radius.round,
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: 'indeterminate 1.1s ease-in-out infinite' } },
});
