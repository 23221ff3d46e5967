import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';
import { popup } from './field.css';

/** The popup: the states above the listbox. */
export const frame = style([popup, { display: 'grid', gap: space.xxs }]);
/**
 * A popup as wide as its field (positioning `sameWidth`): its positioner has the field's width, so the popup takes
 * that width even below the popup's usual 18rem (a field at a phone's width ends inside the window).
 */
export const sameWidth = style({ selectors: { [`${frame}&`]: { minWidth: 'min(18rem, 100%)' } } });
/** The listbox (options only); empty while the first answer is awaited. */
export const content = style({ maxHeight: 'min(20rem, 60vh)', overflowY: 'auto', display: 'grid', gap: space.xxs, outline: 'none', selectors: { '&:empty': { display: 'none' } } });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.s,
  minHeight: '40px',
  padding: `${space.xs} ${space.s}`,
  borderRadius: radius.s,
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted]': { background: vars.accent.soft },
    '&[data-state="checked"]': { fontWeight: font.weight.semibold },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
export const itemText = style({ display: 'grid', minWidth: 0, overflowWrap: 'anywhere' });
export const sublabel = style({ fontSize: font.size.s, color: vars.color.textMuted });
export const indicator = style({ flexShrink: 0, color: vars.accent.base });

export const state = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.s,
  padding: space.s,
  fontSize: font.size.s,
  color: vars.color.textMuted,
});

export const retry = style({
  border: 0,
  padding: 0,
  background: 'transparent',
  color: vars.accent.base,
  font: 'inherit',
  fontWeight: font.weight.semibold,
  textDecoration: 'underline',
  cursor: 'pointer',
});
