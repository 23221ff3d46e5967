import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A thin bar fixed at the top of the viewport, above every drawer and dialog. */
export const track = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: 1000,
  height: '3px',
  overflow: 'hidden',
  background: vars.accent.soft,
  pointerEvents: 'none',
});

const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: '100%',
  background: vars.accent.base,
  transformOrigin: 'left center',
});

/** Indeterminate: a quarter-width segment sweeping across; still (a full soft bar) with reduced motion. */
export const indeterminate = style([
  fill,
  {
    width: '25%',
    '@media': {
      '(prefers-reduced-motion: no-preference)': { animation: 'indeterminate 1.1s ease-in-out infinite' },
      '(prefers-reduced-motion: reduce)': { width: '100%', opacity: 0.6 },
    },
  },
]);

/** Determinate: the fill scaled to the progress (0 to 100, one class per whole percent). */
export const determinate = style([
  fill,
  { '@media': { '(prefers-reduced-motion: no-preference)': { transition: 'transform 200ms ease-out' } } },
]);

export const progress = styleVariants(
  Object.fromEntries(Array.from({ length: 101 }, (_, p) => [p, { transform: `scaleX(${p / 100})` }])) as Record<number, { transform: string }>,
);
