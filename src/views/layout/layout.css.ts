import { globalStyle, style } from '@vanilla-extract/css';
import { iconButton as sharedIconButton } from '../theme/recipes/icon-button.css';
import type { ThemeId } from '../../config/appearance';
import { font, media, radius, space, vars } from '../theme/contract.css';
import { menuItem as sharedMenuItem } from '../theme/recipes/menu.css';

// ---- frames -------------------------------------------------------------------------------------
export const frame = style({ minHeight: '100vh', display: 'flex', background: vars.color.canvas });
export const frameVertical = style([frame, { flexDirection: 'row' }]);
export const frameHorizontal = style([frame, { flexDirection: 'column' }]);
export const column = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, minHeight: '100vh' });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: space.s,
  minHeight: '64px',
  padding: `0 ${space.l}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.s,
  '@media': { [media.md]: { padding: `0 ${space.xl}` }, [media.belowSm]: { padding: `0 ${space.s}` } },
});
export const headerBand = style({ background: 'transparent', borderBottom: 0, boxShadow: 'none', color: '#fff' });
export const band = style({
  background: `linear-gradient(135deg, ${vars.accent.strong}, ${vars.accent.strongHover})`,
  paddingBottom: '96px',
});
export const navRow = style({
  display: 'none',
  padding: `0 ${space.xl}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.md]: { display: 'block' } },
});
export const centeredInner = style({ width: '100%', maxWidth: '1280px', marginInline: 'auto' });
export const brandRow = style({ display: 'flex', alignItems: 'center', gap: space.m, minWidth: 0 });
export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.s,
  width: '100%',
  minWidth: 0,
  '@media': { 'screen and (max-width: 599px)': { gap: space.xxs } },
});
export const brandLogo = style({ width: '32px', height: '32px', borderRadius: radius.s, background: '#fff', objectFit: 'contain', padding: '3px', flexShrink: 0 });
export const brandName = style({ fontWeight: font.weight.semibold, fontSize: font.size.l, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const spacer = style({ flex: 1 });
export const onlyBelowMd = style({ '@media': { [media.md]: { display: 'none' } } });
export const onlyFromMd = style({ '@media': { [media.belowMd]: { display: 'none' } } });
export const onlyFromSm = style({ '@media': { [media.belowSm]: { display: 'none' } } });
/** The company's name in the top bar: below 400 px the bar has no room for it (the menu's header names it). */
export const brandNameBar = style({ '@media': { 'screen and (max-width: 399px)': { display: 'none' } } });

export const content = style({ flex: 1, padding: space.l, '@media': { [media.md]: { padding: space.xxl } } });
export const contentCard = style({
  margin: `-80px ${space.l} ${space.l}`,
  padding: space.l,
  borderRadius: radius.l,
  background: vars.color.surface,
  boxShadow: vars.shadow.l,
  minHeight: '60vh',
  '@media': { [media.md]: { margin: `-80px auto ${space.xxl}`, padding: space.xxl, width: 'calc(100% - 64px)', maxWidth: '1280px' } },
});
export const emptyMain = style({ minHeight: '100vh', background: vars.color.canvas, padding: space.xl });

// The footer sits at the bottom of the viewport on a short page and below the content on a long one, in every
// layout (issue 13 point 8: in Material the card does not grow, and the footer floated mid-screen).
export const footer = style({
  marginTop: 'auto',
  display: 'flex',
  alignItems: 'center',
  minHeight: '56px',
  padding: `0 ${space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: font.size.s,
});

export const offlineBanner = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.s,
  padding: `${space.s} ${space.xl}`,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: font.weight.medium,
});

export const iconButton = sharedIconButton;
/** An icon drawn mirrored (the dense toggle's chevron points back while the navigation is expanded). */
export const flipX = style({ display: 'inline-grid', transform: 'scaleX(-1)' });

// ---- horizontal navigation ---------------------------------------------------------------------
export const hnav = style({ minWidth: 0 });
/** The top bar's slot of the horizontal navigation: it may shrink, so that its groups wrap instead of pushing the bar wider than the window. */
export const hnavSlot = style({ minWidth: 0, flex: '0 1 auto' });
export const hnavList = style({ display: 'flex', flexWrap: 'wrap', gap: space.xxs, listStyle: 'none', margin: 0, padding: `${space.xs} 0` });
export const hnavItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.s,
  minHeight: '40px',
  padding: `0 ${space.m}`,
  borderRadius: radius.s,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontWeight: font.weight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { background: vars.accent.soft },
    '&[aria-current="page"], &[data-active]': { color: vars.accent.base, background: vars.accent.soft },
  },
});
export { menuContent } from '../theme/recipes/menu.css';
/** A menu entry of the horizontal navigation: the shared one, marked when its page is current. */
export const menuItem = style([sharedMenuItem, { selectors: { '&[data-active]': { color: vars.accent.base } } }]);

// ---- settings drawer ---------------------------------------------------------------------------
export const drawerBackdrop = style({ position: 'fixed', inset: 0, zIndex: 60, background: vars.color.overlay });
export const drawerPositioner = style({ position: 'fixed', inset: 0, zIndex: 61, display: 'flex', justifyContent: 'flex-end' });
export const drawer = style({
  width: 'min(100vw, 22rem)',
  height: '100%',
  overflowY: 'auto',
  padding: space.xl,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.l,
  display: 'grid',
  alignContent: 'start',
  gap: space.xl,
  outline: 'none',
});
export const drawerHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });
export const drawerTitle = style({ margin: 0, fontSize: font.size.xl, fontWeight: font.weight.semibold });
export const drawerFooter = style({ display: 'flex', justifyContent: 'flex-end', paddingTop: space.s, borderTop: `1px solid ${vars.color.border}` });
export const drawerWarning = style({ padding: space.m, borderRadius: radius.m, background: vars.color.dangerSoft, color: vars.color.danger });
export const linkButton = style({ border: 0, background: 'none', padding: 0, color: 'inherit', textDecoration: 'underline', cursor: 'pointer', font: 'inherit' });
export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: space.m });
export const legend = style({ padding: 0, marginBottom: space.m, fontSize: font.size.xs, fontWeight: font.weight.semibold, letterSpacing: '0.06em', textTransform: 'uppercase', color: vars.color.textMuted });
/** Radio inputs stay in the accessibility tree and take focus; their label is the visible control. */
export const choiceInput = style({ position: 'absolute', opacity: 0, width: '1px', height: '1px', margin: 0 });
const choice = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: space.s,
  borderRadius: radius.m,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.accent.base, boxShadow: `0 0 0 1px ${vars.accent.base}` },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' },
  },
});
export const swatches = style({ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: space.s });
export const swatch = style([choice, { padding: `${space.s} ${space.m}`, fontWeight: font.weight.medium }]);
const swatchColors: Record<ThemeId, string> = {
  'theme-default': '#4f46e5',
  'theme-brand': '#2563eb',
  'theme-teal': '#0f766e',
  'theme-rose': '#e11d48',
  'theme-purple': '#9333ea',
  'theme-amber': '#b45309',
};
export const swatchDot = style({
  width: '18px',
  height: '18px',
  borderRadius: radius.round,
  selectors: Object.fromEntries(Object.entries(swatchColors).map(([id, color]) => [`&[data-theme-swatch="${id}"]`, { background: color }])),
});
export const segmented = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: space.s });
export const segment = style([choice, { justifyContent: 'center', minHeight: '40px', fontWeight: font.weight.medium }]);
export const layoutGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: space.s });
export const layoutChoice = style([choice, { flexDirection: 'column', padding: space.s, fontSize: font.size.xs, textAlign: 'center' }]);
/** The layout thumbnails (an inline SVG each, drawn from the layout's spec in the settings panel). */
export const layoutThumb = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 2', borderRadius: radius.s, overflow: 'hidden' });
export const thumbCanvas = style({ fill: vars.color.canvas, stroke: vars.color.border, strokeWidth: 0.5 });
export const thumbSurface = style({ fill: vars.color.surfaceRaised, stroke: vars.color.border, strokeWidth: 0.4 });
export const thumbCard = style({ fill: vars.color.surface, stroke: vars.color.border, strokeWidth: 0.4 });
export const thumbLine = style({ fill: vars.color.textMuted, fillOpacity: 0.45 });
export const thumbAccent = style({ fill: vars.accent.base });
export const thumbAccentFill = style({ fill: vars.accent.strong });
export const thumbNavStrong = style({ fill: vars.accent.strong });
export const thumbOnStrong = style({ fill: '#ffffff', fillOpacity: 0.55 });
export const thumbOnStrongActive = style({ fill: '#ffffff' });
/** The docked quick chat at the right edge. */
export const thumbChat = style({ fill: vars.accent.base, fillOpacity: 0.45 });

// On the material layout's coloured band, the navigation reads in white.
globalStyle(`${headerBand} ${hnavItem}`, { color: '#fff' });
globalStyle(`${headerBand} ${hnavItem}:hover, ${headerBand} ${hnavItem}[data-state="open"], ${headerBand} ${hnavItem}[aria-current="page"], ${headerBand} ${hnavItem}[data-active]`, {
  color: '#fff',
  background: 'rgba(255, 255, 255, 0.16)',
});
globalStyle(`${headerBand} ${iconButton}:hover`, { background: 'rgba(255, 255, 255, 0.16)' });

// Header tools keep their size; only the company name gives way, and below sm only the logo stays.
globalStyle(`${headerInner} > *`, { flexShrink: 0 });
globalStyle(`${headerInner} > ${brandRow}, ${headerInner} > ${brandName}`, { flexShrink: 1, minWidth: '32px' });
// The horizontal navigation's groups wrap onto a second line rather than push the bar wider than the window.
globalStyle(`${headerInner} > ${hnavSlot}`, { flexShrink: 1, minWidth: 0 });
globalStyle(`${headerInner} ${brandName}`, { '@media': { 'screen and (max-width: 599px)': { display: 'none' } } });
