import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';

/** Label, control, hint and message stacked; never wider than its column (320 px phones included). */
export const field = style({ display: 'grid', gap: space.xs, minWidth: 0, alignContent: 'start' });

export const label = style({ fontSize: font.size.s, fontWeight: font.weight.medium, color: vars.color.text });
/** The visible required mark (screen readers hear "required" from the control itself). */
export const requiredMark = style({ color: vars.color.danger, marginInlineStart: space.xxs });

/** The look every kit control shares (the fields' inputs and the list's tool controls). */
export const controlBase = {
  width: '100%',
  minWidth: 0,
  minHeight: '40px',
  padding: `0 ${space.m}`,
  borderRadius: radius.s,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  fontSize: font.size.m,
} as const;

/** Text, number, money and date inputs, and the native select. */
export const control = style({
  ...controlBase,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '1px' },
    '&:hover:not(:disabled):not([readonly])': { borderColor: vars.color.textMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[readonly]': { opacity: 0.75 },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const textarea = style([control, { minHeight: '96px', padding: space.m, resize: 'vertical', lineHeight: 1.5 }]);

export const numeric = style([control, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);

/** A control with something fixed at its start (the currency symbol) or end (a button). */
export const group = style({
  ...controlBase,
  display: 'flex',
  alignItems: 'center',
  gap: space.s,
  padding: `0 ${space.xs} 0 ${space.m}`,
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '1px' },
    '&:has([aria-invalid="true"])': { borderColor: vars.color.danger },
  },
});
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  height: '38px',
  border: 0,
  padding: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
});
export const groupNumeric = style([groupInput, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);
export const adornment = style({ flexShrink: 0, color: vars.color.textMuted, fontSize: font.size.s, fontWeight: font.weight.medium });

/** A square icon button inside a control (open the calendar, clear). */
export const inlineButton = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  border: 0,
  borderRadius: radius.s,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.accent.soft, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '0' },
  },
});

export const hint = style({ fontSize: font.size.s, color: vars.color.textMuted });
export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.xs,
  fontSize: font.size.s,
  color: vars.color.danger,
  selectors: { '&[hidden]': { display: 'none' } },
});
export const errorIcon = style({ flexShrink: 0, marginTop: '1px' });

/** The long date under a date field. */
export const display = style({ fontSize: font.size.s, color: vars.color.textMuted });

/** A floating panel (calendar, options list). */
export const popup = style({
  zIndex: 950,
  minWidth: 'min(18rem, calc(100vw - 16px))',
  maxWidth: 'calc(100vw - 16px)',
  padding: space.s,
  borderRadius: radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.m,
  outline: 'none',
});
