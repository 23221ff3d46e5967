import { style, styleVariants } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../../theme/contract.css';

export const lead = style({ margin: 0, color: vars.color.textMuted });
export const crumbs = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.xs, listStyle: 'none', margin: 0, padding: 0, fontSize: font.size.s, minWidth: 0 });
export const crumb = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs, minWidth: 0, overflowWrap: 'anywhere' });
export const crumbLink = style({ color: vars.accent.base, textDecoration: 'underline', textUnderlineOffset: '2px' });
export const crumbSep = style({ color: vars.color.textMuted });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space.m, margin: `${space.l} 0` });
export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: font.size.s });
export const toggle = style({ display: 'inline-flex', border: `1px solid ${vars.color.border}`, borderRadius: radius.round, overflow: 'hidden' });
export const toggleButton = style({
  minHeight: '36px', padding: `0 ${space.m}`, border: 'none', background: 'transparent', color: vars.color.text, font: 'inherit', fontSize: font.size.s, cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.accent.strong, color: vars.color.textOnAccent }, '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '-2px' } },
});

export const layout = style({ display: 'grid', gap: space.l, minWidth: 0, '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } } });
export const section = style({ minWidth: 0 });
export const heading = style({ margin: `0 0 ${space.s}`, fontSize: font.size.m, fontWeight: font.weight.semibold, color: vars.color.textMuted });

export const items = styleVariants({
  grid: { display: 'grid', gap: space.m, gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))', listStyle: 'none', margin: 0, padding: 0 },
  list: { display: 'grid', gap: space.xs, listStyle: 'none', margin: 0, padding: 0 },
});
export const item = style({ position: 'relative', minWidth: 0 });
const open = {
  width: '100%', border: `1px solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.text, font: 'inherit', cursor: 'pointer', textAlign: 'start' as const,
  borderRadius: radius.m, minWidth: 0,
  selectors: {
    '&:hover': { background: vars.accent.soft },
    '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' },
    '&[aria-current="true"]': { borderColor: vars.accent.strong, boxShadow: `inset 0 0 0 1px ${vars.accent.strong}` },
  },
};
export const openButton = styleVariants({
  grid: { ...open, display: 'grid', justifyItems: 'center', gap: space.s, padding: `${space.l} ${space.s} ${space.m}`, textAlign: 'center' },
  list: { ...open, display: 'flex', alignItems: 'center', gap: space.m, padding: `${space.s} ${space.m}`, paddingInlineEnd: '3rem' },
});
export const name = style({ fontWeight: font.weight.medium, overflowWrap: 'anywhere', minWidth: 0 });
export const meta = style({ color: vars.color.textMuted, fontSize: font.size.xs });
export const listText = style({ display: 'grid', gap: space.xxs, minWidth: 0 });
export const info = style({
  position: 'absolute', top: space.xs, insetInlineEnd: space.xs, width: '32px', height: '32px', display: 'grid', placeItems: 'center',
  border: 'none', borderRadius: radius.round, background: 'transparent', color: vars.color.textMuted, cursor: 'pointer',
  selectors: { '&:hover': { background: vars.accent.soft, color: vars.color.text }, '&:focus-visible': { outline: `2px solid ${vars.accent.focus}` } },
});
export const infoList = style({ top: '50%', transform: 'translateY(-50%)' });

export const drawer = style({
  display: 'grid', gap: space.m, alignContent: 'start', padding: space.l, background: vars.color.surface, border: `1px solid ${vars.color.border}`,
  borderRadius: radius.l, minWidth: 0, overflowWrap: 'anywhere',
  '@media': {
    [media.md]: { width: '20rem', position: 'sticky', top: space.l, alignSelf: 'start' },
    [media.belowMd]: { position: 'fixed', inset: 0, zIndex: 40, borderRadius: 0, overflowY: 'auto', boxShadow: vars.shadow.l },
  },
});
export const drawerHead = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: space.s });
export const drawerTitle = style({ margin: 0, fontSize: font.size.l, fontWeight: font.weight.semibold, minWidth: 0, overflowWrap: 'anywhere', outline: 'none' });
export const preview = style({ display: 'grid', placeItems: 'center', padding: space.l, borderRadius: radius.m, background: vars.color.surfaceSunken });
export const details = style({ display: 'grid', gap: space.s, margin: 0 });
export const detailRow = style({ display: 'grid', gap: space.xxs });
export const term = style({ fontSize: font.size.xs, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.05em' });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const drawerActions = style({ display: 'flex', flexWrap: 'wrap', gap: space.s });
export const state = style({ display: 'grid', gap: space.m, justifyItems: 'start', padding: space.xl, borderRadius: radius.l, border: `1px solid ${vars.color.border}`, background: vars.color.surface });
export const hint = style({ margin: `${space.s} 0 0`, color: vars.color.textMuted, fontSize: font.size.xs });
