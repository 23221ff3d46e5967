import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';
import { menuContent } from '../theme/recipes/menu.css';

/** The app's floating menu frame (recipes/menu), a little wider and scrolling when the list is long. */
export const content = style([
  menuContent,
  { minWidth: '14rem', maxHeight: 'min(24rem, calc(100vh - 120px))', overflowY: 'auto', padding: space.s, color: vars.color.text },
]);

export const fieldset = style({ margin: 0, padding: 0, border: 0, display: 'grid', gap: space.xxs });

export const legend = style({
  padding: `${space.xs} ${space.s}`,
  fontSize: font.size.xs,
  fontWeight: font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.m,
  minHeight: '40px',
  padding: `0 ${space.s}`,
  borderRadius: radius.s,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.accent.soft }, '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const checkbox = style({ width: '18px', height: '18px', margin: 0, accentColor: vars.accent.strong });
