import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';

export const card = style({
  padding: space.xl,
  borderRadius: radius.l,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.s,
  minWidth: 0,
});

export const heading = style({ fontSize: font.size.l, fontWeight: font.weight.semibold, margin: `0 0 ${space.m}` });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 0 });

export const entry = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '16px minmax(0, 1fr)',
  gap: space.m,
  paddingBottom: space.l,
  selectors: {
    // The line joining the dots; none below the oldest entry.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      left: '7px',
      top: '18px',
      bottom: 0,
      width: '2px',
      background: vars.color.border,
    },
  },
});

export const dot = style({
  width: '16px',
  height: '16px',
  marginTop: '2px',
  borderRadius: radius.round,
  background: vars.color.surface,
  border: `3px solid ${vars.accent.base}`,
  boxSizing: 'border-box',
});

export const what = style({ margin: 0, fontWeight: font.weight.semibold, overflowWrap: 'anywhere', display: 'flex', flexWrap: 'wrap', gap: space.s, alignItems: 'center' });

export const meta = style({ margin: `${space.xxs} 0 0`, color: vars.color.textMuted, fontSize: font.size.s, overflowWrap: 'anywhere' });

export const changes = style({ margin: `${space.xs} 0 0`, padding: 0, listStyle: 'none', fontSize: font.size.s, color: vars.color.textMuted });

export const change = style({ overflowWrap: 'anywhere' });

export const arrow = style({ color: vars.color.textMuted, fontWeight: font.weight.regular });

export const status = style({ padding: `${space.s} 0`, color: vars.color.textMuted });
