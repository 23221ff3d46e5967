import { style } from '@vanilla-extract/css';
import { iconButton as sharedIconButton } from '../theme/recipes/icon-button.css';
import { font, radius, space, vars } from '../theme/contract.css';

export const trigger = style([
  sharedIconButton,
  {
    selectors: { '&:hover, &[data-state="open"]': { background: vars.accent.soft } },
  },
]);
export const content = style({
  width: 'min(24rem, calc(100vw - 16px))',
  maxHeight: 'min(32rem, calc(100vh - 80px))',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: radius.m,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.l,
  zIndex: 50,
  outline: 'none',
  overflow: 'hidden',
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '56px',
  padding: `0 ${space.s} 0 ${space.l}`,
  background: vars.accent.strong,
  color: vars.color.textOnAccent,
});
export const title = style({ flex: 1, margin: 0, fontSize: font.size.l, fontWeight: font.weight.semibold });
export const headerButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  borderRadius: radius.round,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.16)' } },
});
export const body = style({ overflowY: 'auto', padding: space.s });
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.xs,
  width: '100%',
  minHeight: '112px',
  padding: space.m,
  borderRadius: radius.s,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.accent.soft } },
});
export const tileIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: radius.round,
  background: vars.accent.soft,
  color: vars.accent.base,
});
export const tileLabel = style({ fontWeight: font.weight.medium });
export const tileDescription = style({ fontSize: font.size.s, color: vars.color.textMuted });
export const empty = style({ display: 'grid', justifyItems: 'center', gap: space.s, padding: `${space.xxl} ${space.l}`, textAlign: 'center' });
export const emptyIcon = style({ color: vars.color.textMuted });
export const emptyTitle = style({ margin: 0, fontSize: font.size.l, fontWeight: font.weight.semibold });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const form = style({ display: 'grid', gap: space.m, padding: space.s });
export const field = style({ display: 'grid', gap: space.xs });
export const label = style({ fontSize: font.size.s, fontWeight: font.weight.medium });
export const control = style({
  minHeight: '40px',
  padding: `0 ${space.m}`,
  borderRadius: radius.s,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: space.m, border: 0, margin: 0, padding: 0 });
export const choice = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });
export const fieldError = style({ fontSize: font.size.s, color: vars.color.danger });
export const alert = style({ margin: 0, padding: space.m, borderRadius: radius.s, background: vars.color.dangerSoft, color: vars.color.danger });
export const actions = style({ display: 'flex', alignItems: 'center', gap: space.s });
export const grow = style({ flex: 1 });
export const fieldset = style([field, { border: 0, margin: 0, padding: 0, minWidth: 0 }]);
export const iconRow = style({ display: 'flex', alignItems: 'center', gap: space.s });
export const iconPreview = style({
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  flexShrink: 0,
  borderRadius: radius.round,
  background: vars.accent.soft,
  color: vars.accent.base,
});
