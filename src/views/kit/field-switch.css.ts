import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: space.m, minHeight: '40px', cursor: 'pointer' });

export const control = style({
  position: 'relative',
  flexShrink: 0,
  width: '44px',
  height: '24px',
  borderRadius: radius.round,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  transition: 'background-color 150ms ease',
  selectors: {
    '&[data-state="checked"]': { background: vars.accent.strong, borderColor: 'transparent' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-readonly]': { opacity: 0.75, cursor: 'default' },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '18px',
  height: '18px',
  borderRadius: radius.round,
  background: vars.color.text,
  transition: 'transform 150ms ease',
  selectors: { '&[data-state="checked"]': { transform: 'translateX(20px)', background: vars.color.textOnAccent } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const label = style({ fontSize: font.size.m, color: vars.color.text });
