import { style, styleVariants } from '@vanilla-extract/css';
import type { DialogColor } from '../../machines/dialog.machine';
import { font, media, radius, space, vars } from '../theme/contract.css';

/**
 * An exit animation of its own name: Ark (zag's presence) then waits for its end before unmounting. With only the
 * enter animation, a dialog closed while it was still fading in could leave its backdrop mounted over the page.
 */
const fadeInOut = {
  animation: 'fadeIn 150ms ease-out',
  selectors: { '&[data-state="closed"]': { animation: 'fadeOut 100ms ease-in forwards' } },
} as const;

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  background: vars.color.overlay,
  '@media': { '(prefers-reduced-motion: no-preference)': fadeInOut },
});
export const positioner = style({
  position: 'fixed',
  inset: 0,
  zIndex: 901,
  display: 'grid',
  placeItems: 'center',
  padding: space.l,
});
/** SPEC §9: 32rem wide on wide screens, the viewport's width less a margin on small ones. */
export const content = style({
  width: '100%',
  maxWidth: 'calc(100vw - 32px)',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: space.l,
  rowGap: space.s,
  padding: space.xl,
  borderRadius: radius.l,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.l,
  outline: 'none',
  '@media': {
    [media.sm]: { width: '32rem' },
    '(prefers-reduced-motion: no-preference)': fadeInOut,
  },
});
export const iconWrap = style({
  gridRow: 'span 2',
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: radius.round,
});
const tone = (color: string, background: string) => ({ color, background });
/** The eight icon colours (SPEC §3); `basic` is the neutral one. */
export const iconColor = styleVariants<Record<DialogColor, { color: string; background: string }>>({
  primary: tone(vars.accent.base, vars.accent.soft),
  accent: tone(vars.accent.hover, vars.accent.soft),
  warn: tone(vars.color.danger, vars.color.dangerSoft),
  basic: tone(vars.color.text, vars.color.surfaceSunken),
  info: tone('#38bdf8', 'rgba(56, 189, 248, 0.14)'),
  success: tone(vars.color.success, 'rgba(52, 211, 153, 0.14)'),
  warning: tone(vars.color.warning, 'rgba(251, 191, 36, 0.14)'),
  error: tone(vars.color.danger, vars.color.dangerSoft),
});
export const noIcon = style({ gridColumn: '1 / -1' });
export const title = style({ margin: 0, fontSize: font.size.xl, fontWeight: font.weight.semibold, alignSelf: 'center' });
export const message = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5 });
export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: space.s,
  marginTop: space.l,
});
const fill = (background: string, color: string) => ({
  background,
  color,
  borderColor: 'transparent',
  selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.1)' } },
});
/** The confirm button's colour (same eight names). Text contrast: white on the strong tones, dark on the light ones. */
export const confirmColor = styleVariants<Record<DialogColor, object>>({
  primary: fill(vars.accent.strong, vars.color.textOnAccent),
  accent: fill(vars.accent.strongHover, vars.color.textOnAccent),
  warn: fill('#b91c1c', '#ffffff'),
  basic: { background: 'transparent', color: vars.color.text, borderColor: vars.color.border },
  info: fill('#0369a1', '#ffffff'),
  success: fill('#047857', '#ffffff'),
  warning: fill('#b45309', '#ffffff'),
  error: fill('#b91c1c', '#ffffff'),
});
