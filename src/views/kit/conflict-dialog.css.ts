import { globalStyle, style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../theme/contract.css';

export const backdrop = style({ position: 'fixed', inset: 0, zIndex: 900, background: vars.color.overlay });
export const positioner = style({ position: 'fixed', inset: 0, zIndex: 901, display: 'grid', placeItems: 'center', padding: space.s });
export const content = style({
  width: '100%',
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: 'calc(100vh - 16px)',
  overflowY: 'auto',
  display: 'grid',
  gap: space.m,
  padding: space.l,
  borderRadius: radius.l,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.l,
  outline: 'none',
  '@media': { [media.sm]: { width: '36rem', padding: space.xl } },
});
export const title = style({ margin: 0, fontSize: font.size.xl, fontWeight: font.weight.semibold });
export const description = style({ margin: 0, color: vars.color.textMuted });
export const list = style({ display: 'grid', gap: space.s, margin: 0, padding: 0, listStyle: 'none' });
export const change = style({
  display: 'grid',
  gap: space.xxs,
  padding: space.m,
  borderRadius: radius.s,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});
export const field = style({ fontWeight: font.weight.semibold });
export const side = style({ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(5.5rem, auto) minmax(0, 1fr)', gap: space.s, overflowWrap: 'anywhere' });
export const sideName = style({ color: vars.color.textMuted, fontSize: font.size.s });
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: space.s });
globalStyle(`${actions} > button`, { flex: '1 1 auto', '@media': { [media.sm]: { flex: '0 0 auto' } } });
