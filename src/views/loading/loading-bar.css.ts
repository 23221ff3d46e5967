import { globalStyle, style } from '@vanilla-extract/css';
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

// One rule per whole percent, chosen by the fill's data-step (0 to 100): in the stylesheet, not 101 class names in the
// start-up's JavaScript (issue 12 point 5).
for (let step = 0; step <= 100; step += 1) globalStyle(`${determinate}[data-step="${step}"]`, { transform: `scaleX(${step / 100})` });
