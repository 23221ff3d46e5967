import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space.s, marginBottom: space.s });

export const viewTrigger = style({
  flex: 1,
  minHeight: '32px',
  border: 0,
  borderRadius: radius.s,
  background: 'transparent',
  color: vars.color.text,
  fontWeight: font.weight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.accent.soft },
    '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '0' },
  },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

export const weekDay = style({ padding: `${space.xs} 0`, fontSize: font.size.xs, fontWeight: font.weight.medium, color: vars.color.textMuted });

const cellBase = {
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  minHeight: '36px',
  borderRadius: radius.s,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.accent.soft },
    '&[data-focus]': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '-2px' },
    '&[data-today]': { fontWeight: font.weight.bold, color: vars.accent.base },
    '&[data-selected]': { background: vars.accent.strong, color: vars.color.textOnAccent },
    '&[data-outside-range]': { color: vars.color.textMuted, opacity: 0.6 },
    '&[data-disabled], &[data-unavailable]': { opacity: 0.35, cursor: 'not-allowed', textDecoration: 'line-through' },
  },
} as const;

export const cell = style(cellBase);
export const wideCell = style([cellBase, { minHeight: '40px', textTransform: 'capitalize' }]);

/** The calendar's own width: its table fills it (a table of width 100% would otherwise stretch the popup to the page). */
export const popup = style({ width: 'min(20rem, calc(100vw - 16px))' });
