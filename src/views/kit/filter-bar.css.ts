import { globalStyle, style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../theme/contract.css';

/** Below sm (phones) the filters fold behind a toggle; from sm on they are always shown and the toggle is gone. */
export const root = style({ display: 'contents' });

export const toggle = style({ '@media': { [media.sm]: { display: 'none' } } });

export const count = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '20px',
  height: '20px',
  padding: `0 ${space.xs}`,
  borderRadius: radius.round,
  background: vars.accent.strong,
  color: vars.color.textOnAccent,
  fontSize: font.size.xs,
  fontWeight: font.weight.semibold,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: space.s,
  minWidth: 0,
  width: '100%',
  selectors: { '&[data-folded]': { display: 'none' } },
  '@media': { [media.sm]: { width: 'auto', selectors: { '&[data-folded]': { display: 'flex' } } } },
});

export const field = style({ display: 'grid', gap: space.xxs, minWidth: 0, maxWidth: '100%' });

export const label = style({ fontSize: font.size.xs, fontWeight: font.weight.medium, color: vars.color.textMuted });

export const range = style({ display: 'grid', gap: space.xxs, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style([label, { padding: 0, marginBottom: space.xxs }]);

export const rangeInputs = style({ display: 'flex', alignItems: 'center', gap: space.xs, minWidth: 0 });

export const dateField = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', flex: '1 1 8.5rem', minWidth: 0 });
// The day picker's input takes the side's width, however narrow (two sides and the dash fit in 288 px at a phone's width).
globalStyle(`${dateField} input`, { width: '100%' });

export const dash = style({ color: vars.color.textMuted });
