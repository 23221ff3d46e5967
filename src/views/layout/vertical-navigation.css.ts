import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';

export const panel = style({
  background: vars.color.navBackground,
  color: vars.color.navText,
  display: 'flex',
  flexDirection: 'column',
  width: '280px',
  maxWidth: '86vw',
  height: '100vh',
  position: 'fixed',
  top: 0,
  insetInlineStart: 0,
  zIndex: 40,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  transition: 'transform 400ms cubic-bezier(0.25, 0.8, 0.25, 1), width 400ms ease',
  selectors: {
    '&[data-position="right"]': { insetInlineStart: 'auto', insetInlineEnd: 0 },
    '&[data-mode="over"]': { transform: 'translateX(-100%)' },
    '&[data-mode="over"][data-position="right"]': { transform: 'translateX(100%)' },
    '&[data-mode="over"][data-opened="true"]': { transform: 'none', boxShadow: vars.shadow.l },
    '&[data-mode="side"]': { position: 'sticky' },
    // On the right in side mode: after the page column in the row.
    '&[data-mode="side"][data-position="right"]': { order: 1 },
    '&[data-mode="side"][data-opened="false"]': { display: 'none' },
    '&[data-appearance="compact"]': { width: '112px' },
    '&[data-appearance="dense"], &[data-appearance="thin"]': { width: '80px' },
    '&[data-appearance="futuristic"]': {
      background: `linear-gradient(180deg, transparent 0%, ${vars.accent.soft} 100%), ${vars.color.navBackground}`,
      borderInlineEnd: `1px solid ${vars.accent.soft}`,
    },
    '&[data-animations="false"]': { transition: 'none' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 35,
  background: vars.color.overlay,
  border: 0,
  padding: 0,
  animation: 'fadeIn 300ms ease',
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const brand = style({ display: 'flex', alignItems: 'center', gap: space.m, padding: `${space.xl} ${space.xl} ${space.l}`, minHeight: '72px' });
export const brandCentered = style({ justifyContent: 'center', padding: `${space.l} ${space.s}` });
export const brandLogo = style({ width: '36px', height: '36px', borderRadius: radius.s, background: '#fff', objectFit: 'contain', padding: '3px', flexShrink: 0 });
export const brandName = style({ fontWeight: font.weight.semibold, fontSize: font.size.l, lineHeight: 1.2 });
export const brandSub = style({ fontSize: font.size.xs, color: vars.color.navTextMuted });

export const user = style({ display: 'flex', alignItems: 'center', gap: space.m, margin: `0 ${space.m} ${space.m}`, padding: space.m, borderRadius: radius.m, background: vars.color.navHover });
export const userBottom = style({ marginTop: 'auto', marginBottom: space.l });
export const userName = style({ fontWeight: font.weight.semibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const userMeta = style({ fontSize: font.size.xs, color: vars.color.navTextMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const nav = style({ padding: `${space.s} ${space.m} ${space.xl}` });
export const navNarrow = style({ padding: `${space.s} ${space.s} ${space.xl}` });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xxs });
export const groupTitle = style({ padding: `${space.l} ${space.m} ${space.xs}`, fontSize: font.size.xs, fontWeight: font.weight.semibold, letterSpacing: '0.06em', textTransform: 'uppercase', color: vars.accent.base });
export const groupSubtitle = style({ padding: `0 ${space.m} ${space.s}`, fontSize: font.size.xs, color: vars.color.navTextMuted });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.m,
  width: '100%',
  minHeight: '44px',
  padding: `0 ${space.m}`,
  borderRadius: radius.s,
  border: 0,
  background: 'transparent',
  color: vars.color.navText,
  textDecoration: 'none',
  fontWeight: font.weight.medium,
  fontSize: font.size.m,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.navHover },
    '&[aria-current="page"]': { background: vars.accent.navActive, color: vars.color.navText, fontWeight: font.weight.semibold },
    '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'default', pointerEvents: 'none' },
  },
});
/** Icon tiles of the narrow appearances (compact: icon over a short title; dense and thin: icon only). */
export const tile = style([
  item,
  { flexDirection: 'column', justifyContent: 'center', gap: space.xs, minHeight: '64px', padding: space.s, fontSize: font.size.xs, textAlign: 'center' },
]);
export const tileIconOnly = style({ minHeight: '52px' });
export const icon = style({ flexShrink: 0, color: vars.color.navTextMuted, selectors: { [`${item}[aria-current="page"] &, ${tile}[aria-current="page"] &`]: { color: vars.color.navText } } });
export const text = style({ display: 'grid', minWidth: 0, flex: 1 });
export const subtitle = style({ fontSize: font.size.xs, color: vars.color.navTextMuted, fontWeight: font.weight.regular });
export const chevron = style({ marginInlineStart: 'auto', transition: 'transform 150ms ease', selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } } });
export const nested = style({ paddingInlineStart: space.l });
export const badge = style({ marginInlineStart: 'auto', padding: `0 ${space.s}`, borderRadius: radius.round, background: vars.accent.strong, color: vars.color.textOnAccent, fontSize: font.size.xs, fontWeight: font.weight.semibold });
export const divider = style({ height: '1px', margin: `${space.s} ${space.m}`, background: vars.color.navDivider, border: 0 });
export const spacer = style({ height: space.xl });

export const aside = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  zIndex: 39,
  width: '240px',
  padding: `${space.xl} ${space.m}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.l,
  overflowY: 'auto',
  // The aside opens beside the navigation, whatever its width.
  insetInlineStart: '280px',
  selectors: {
    '&[data-appearance="compact"]': { insetInlineStart: '112px' },
    '&[data-appearance="dense"], &[data-appearance="thin"]': { insetInlineStart: '80px' },
    '&[data-position="right"]': { insetInlineStart: 'auto', insetInlineEnd: '280px' },
    '&[data-position="right"][data-appearance="compact"]': { insetInlineEnd: '112px' },
    '&[data-position="right"][data-appearance="dense"], &[data-position="right"][data-appearance="thin"]': { insetInlineEnd: '80px' },
  },
});
export const asideTitle = style({ padding: `0 ${space.m} ${space.m}`, fontSize: font.size.l, fontWeight: font.weight.semibold });
export const asideItem = style([item, { color: vars.color.text, selectors: { '&:hover': { background: vars.accent.soft }, '&[aria-current="page"]': { background: vars.accent.soft, color: vars.accent.base } } }]);

