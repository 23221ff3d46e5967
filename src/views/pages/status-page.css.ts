import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: space.xl,
  background: `radial-gradient(1200px 600px at 10% -10%, ${vars.accent.soft}, transparent), ${vars.color.canvas}`,
});

export const card = style({
  width: '100%',
  maxWidth: '28rem',
  padding: `${space.xxl} ${space.xl}`,
  borderRadius: radius.l,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.l,
  textAlign: 'center',
  display: 'grid',
  gap: space.l,
  justifyItems: 'center',
});

export const badge = style({
  width: '56px',
  height: '56px',
  borderRadius: radius.round,
  display: 'grid',
  placeItems: 'center',
  background: vars.accent.soft,
  color: vars.accent.base,
});

export const badgeDanger = style([badge, { background: vars.color.dangerSoft, color: vars.color.danger }]);

export const code = style({ fontSize: font.size.display, fontWeight: font.weight.bold, letterSpacing: '-0.02em', lineHeight: 1 });
export const title = style({ fontSize: font.size.xl, fontWeight: font.weight.semibold });
export const text = style({ color: vars.color.textMuted, maxWidth: '24rem' });
/** The links to the user's own tenants on another tenant's refused page: a line of its own above the buttons. */
export const tenants = style({ flexBasis: '100%', margin: 0, textAlign: 'center' });
export const actions = style({ display: 'flex', gap: space.m, flexWrap: 'wrap', justifyContent: 'center', marginTop: space.s });

export const spinner = style({
  width: '40px',
  height: '40px',
  borderRadius: radius.round,
  border: `3px solid ${vars.accent.soft}`,
  borderTopColor: vars.accent.base,
  animationName: 'none',
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: 'spin 800ms linear infinite' } },
});
