import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';

export const content = style({
  minWidth: '14rem',
  maxHeight: 'min(24rem, calc(100vh - 120px))',
  overflowY: 'auto',
  padding: space.s,
  borderRadius: radius.m,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.l,
  zIndex: 50,
  outline: 'none',
});

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
