import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../../theme/contract.css';

const focus = { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' } as const;

export const hero = style({
  display: 'grid',
  gap: space.s,
  padding: space.xl,
  marginBottom: space.xl,
  borderRadius: radius.l,
  background: vars.accent.soft,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.md]: { padding: space.xxxl } },
});
export const lead = style({ color: vars.color.textMuted, maxWidth: '60ch' });
export const muted = style({ color: vars.color.textMuted, fontSize: font.size.s });

export const toolbar = style({ display: 'grid', gap: space.l, marginBottom: space.l, minWidth: 0 });
export const toolbarRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: space.l, justifyContent: 'space-between' });
export const search = style({ display: 'grid', gap: space.xs, flex: '1 1 16rem', maxWidth: '28rem', minWidth: 0 });
export const label = style({ fontWeight: font.weight.semibold });
export const control = style({
  minHeight: '2.75rem',
  padding: `${space.s} ${space.m}`,
  borderRadius: radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  width: '100%',
  selectors: { '&:focus-visible': focus },
});
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: space.s, listStyle: 'none', margin: 0, padding: 0 });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  padding: `0 ${space.l}`,
  borderRadius: radius.round,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.accent.base },
    '&[aria-pressed="true"]': { background: vars.accent.strong, borderColor: 'transparent', color: vars.color.textOnAccent },
    '&:focus-visible': focus,
  },
});

export const switchRoot = style({ display: 'inline-flex', alignItems: 'center', gap: space.m, minHeight: '40px', cursor: 'pointer' });
export const switchControl = style({
  position: 'relative',
  flexShrink: 0,
  width: '44px',
  height: '24px',
  borderRadius: radius.round,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  selectors: {
    '&[data-state="checked"]': { background: vars.accent.strong, borderColor: 'transparent' },
    '&[data-focus-visible]': focus,
  },
});
export const switchThumb = style({
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

export const grid = style({
  display: 'grid',
  gap: space.l,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.m,
  padding: space.xl,
  borderRadius: radius.l,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.s,
  minWidth: 0,
  height: '100%',
});
export const cardTop = style({ display: 'flex', flexWrap: 'wrap', gap: space.s, alignItems: 'center' });
export const cardTitle = style({ fontSize: font.size.l, fontWeight: font.weight.semibold, overflowWrap: 'anywhere', margin: 0 });
export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline', textDecorationColor: vars.accent.base }, '&:focus-visible': focus },
});
export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: `${space.xs} ${space.l}`, color: vars.color.textMuted, fontSize: font.size.s, margin: 0 });
export const fact = style({ display: 'flex', gap: space.xs });
globalStyle(`${fact} dd`, { margin: 0, color: vars.color.text });
export const cardFoot = style({ marginTop: 'auto', display: 'grid', gap: space.s });
export const bar = style({
  position: 'relative',
  height: '6px',
  borderRadius: radius.round,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});
/** The share of the bar filled (a percentage), set per bar. */
export const fillShare = createVar();
export const barFill = style({ position: 'absolute', insetBlock: 0, insetInlineStart: 0, width: fillShare, background: vars.accent.strong, borderRadius: radius.round });
export const progressRow = style({ display: 'flex', justifyContent: 'space-between', gap: space.s, fontSize: font.size.s, color: vars.color.textMuted });

export const state = style({ display: 'grid', gap: space.m, justifyItems: 'start', padding: space.xl, borderRadius: radius.l, border: `1px solid ${vars.color.border}`, background: vars.color.surface });

export const breadcrumbs = style({ marginBottom: space.m, fontSize: font.size.s });
export const crumbs = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, listStyle: 'none', margin: 0, padding: 0, color: vars.color.textMuted });
export const crumb = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs, minWidth: 0, overflowWrap: 'anywhere' });
export const crumbLink = style({ color: vars.color.textMuted, textDecoration: 'underline', textUnderlineOffset: '2px', selectors: { '&:hover': { color: vars.color.text }, '&:focus-visible': focus } });
export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });

export const course = style({
  display: 'grid',
  gap: space.xl,
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) 18rem' } },
});
export const stepCard = style({
  display: 'grid',
  gap: space.l,
  padding: space.xl,
  borderRadius: radius.l,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
  '@media': { [media.md]: { padding: space.xxxl } },
});
export const stepHead = style({ display: 'grid', gap: space.xs });
export const stepTitle = style({ fontSize: font.size.xl, fontWeight: font.weight.semibold, margin: 0 });
export const content = style({ lineHeight: 1.65 });
globalStyle(`${content} h2`, { fontSize: font.size.l, fontWeight: font.weight.semibold, margin: `0 0 ${space.s}` });
export const stepNav = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: space.m, paddingTop: space.l, borderTop: `1px solid ${vars.color.border}` });
export const aside = style({
  display: 'grid',
  gap: space.m,
  padding: space.l,
  borderRadius: radius.l,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
  '@media': { [media.md]: { position: 'sticky', top: space.l } },
});
export const asideTitle = style({ fontSize: font.size.m, fontWeight: font.weight.semibold, margin: 0 });
export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xxs });
export const stepLink = style({
  display: 'grid',
  gridTemplateColumns: '1.75rem minmax(0, 1fr)',
  alignItems: 'center',
  gap: space.s,
  padding: `${space.s} ${space.s}`,
  borderRadius: radius.m,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.accent.soft },
    '&[aria-current="step"]': { background: vars.accent.soft, fontWeight: font.weight.semibold },
    '&:focus-visible': focus,
  },
});
export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: radius.round,
  border: `1px solid ${vars.color.border}`,
  fontSize: font.size.xs,
  selectors: { [`${stepLink}[aria-current="step"] &`]: { background: vars.accent.strong, color: vars.color.textOnAccent, borderColor: 'transparent' } },
});
export const stepName = style({ overflowWrap: 'anywhere' });
export const note = style({ color: vars.color.textMuted, fontSize: font.size.xs, margin: 0 });
