import { globalStyle, style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../../theme/contract.css';

const focus = { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' } as const;

export const hero = style({
  display: 'grid',
  gap: space.m,
  padding: space.xl,
  marginBottom: space.xl,
  borderRadius: radius.l,
  background: vars.accent.soft,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.md]: { padding: space.xxxl, justifyItems: 'center', textAlign: 'center' } },
});
export const lead = style({ color: vars.color.textMuted, maxWidth: '60ch' });
export const search = style({ display: 'grid', gap: space.xs, width: '100%', maxWidth: '36rem', textAlign: 'start' });
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
export const section = style({ display: 'grid', gap: space.m, alignContent: 'start', marginBottom: space.xxl, minWidth: 0 });
export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: space.s });
export const h2 = style({ fontSize: font.size.xl, fontWeight: font.weight.semibold });
export const muted = style({ color: vars.color.textMuted, fontSize: font.size.s });
export const link = style({
  color: vars.color.text,
  fontWeight: font.weight.semibold,
  textDecoration: 'underline',
  textDecorationColor: vars.accent.base,
  textUnderlineOffset: '3px',
  selectors: { '&:hover': { textDecorationThickness: '2px' }, '&:focus-visible': focus },
});

export const cards = style({ display: 'grid', gap: space.l, gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))', marginBottom: space.xxl });
export const card = style({
  display: 'grid',
  gap: space.s,
  alignContent: 'start',
  padding: space.xl,
  borderRadius: radius.l,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.s,
  color: vars.color.text,
  textDecoration: 'none',
  minWidth: 0,
  selectors: { '&:hover': { borderColor: vars.accent.base }, '&:focus-visible': focus },
});
export const cardTitle = style({ fontSize: font.size.l, fontWeight: font.weight.semibold });
export const cardIcon = style({ color: vars.accent.base });

export const guideList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  borderRadius: radius.l,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
});
export const guideItem = style({ selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } } });
export const guideLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.m,
  padding: `${space.m} ${space.l}`,
  color: vars.color.text,
  textDecoration: 'none',
  minWidth: 0,
  selectors: { '&:hover': { background: vars.accent.soft }, '&:focus-visible': { ...focus, outlineOffset: '-2px' } },
});
export const guideText = style({ display: 'grid', gap: space.xxs, minWidth: 0, flex: 1 });
export const guideTitle = style({ fontWeight: font.weight.semibold, overflowWrap: 'anywhere' });
export const guideSubtitle = style({ color: vars.color.textMuted, fontSize: font.size.s, overflowWrap: 'anywhere' });
export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });
export const categoryGrid = style({ display: 'grid', gap: space.xl, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))' });

export const accordion = style({
  display: 'grid',
  borderRadius: radius.l,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
});
export const accordionItem = style({ selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } } });
export const accordionHeading = style({ margin: 0, fontSize: font.size.m });
export const accordionTrigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.m,
  width: '100%',
  minHeight: '3rem',
  padding: `${space.m} ${space.l}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: font.weight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.accent.soft }, '&:focus-visible': { ...focus, outlineOffset: '-2px' } },
});
export const accordionIndicator = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: 'transform 150ms ease',
  selectors: { '&[data-state="open"]': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const accordionContent = style({
  padding: `0 ${space.l} ${space.l}`,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  selectors: { '&[data-state="closed"]': { display: 'none' } },
});

export const breadcrumbs = style({ marginBottom: space.m, fontSize: font.size.s, minWidth: 0 });
export const crumbs = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, listStyle: 'none', margin: 0, padding: 0, color: vars.color.textMuted });
export const crumb = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs, minWidth: 0, overflowWrap: 'anywhere' });
export const crumbLink = style({
  color: vars.color.textMuted,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: { '&:hover': { color: vars.color.text }, '&:focus-visible': focus },
});
export const crumbCurrent = style({ color: vars.color.text });

export const article = style({
  padding: space.xl,
  borderRadius: radius.l,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  marginBottom: space.xl,
  minWidth: 0,
  lineHeight: 1.65,
  '@media': { [media.md]: { padding: space.xxxl } },
});
globalStyle(`${article} h2`, { fontSize: font.size.xl, fontWeight: font.weight.semibold, margin: `0 0 ${space.m}` });
globalStyle(`${article} blockquote`, {
  margin: `0 0 ${space.m}`,
  padding: `${space.s} ${space.l}`,
  borderInlineStart: `3px solid ${vars.accent.base}`,
  color: vars.color.textMuted,
});

export const feedback = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.m,
  padding: space.l,
  borderRadius: radius.l,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  marginBottom: space.xl,
});
export const feedbackQuestion = style({ fontSize: font.size.l, fontWeight: font.weight.semibold, margin: 0 });
export const feedbackActions = style({ display: 'flex', flexWrap: 'wrap', gap: space.s });
export const pager = style({ display: 'grid', gap: space.m, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))' });
export const pagerLink = style([card, { padding: space.l }]);
export const pagerNext = style({ textAlign: 'end', '@media': { [media.belowSm]: { textAlign: 'start' } } });
export const state = style({ display: 'grid', gap: space.m, justifyItems: 'start', padding: space.xl, borderRadius: radius.l, border: `1px solid ${vars.color.border}`, background: vars.color.surface });
export const results = style({ display: 'grid', gap: space.l, marginBottom: space.xxl });
