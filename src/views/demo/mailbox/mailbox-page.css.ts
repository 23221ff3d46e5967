import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, font, media, radius, space, vars } from '../../theme/contract.css';

/** Wide enough for the folders, the list and the reader side by side (beside the app's own menu). */
const wide = `screen and (min-width: ${breakpoints.xl}px)`;

export const headerRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: space.m });
export const tools = style({ display: 'flex', flexWrap: 'wrap', gap: space.s });
export const drawerButton = style({ '@media': { [media.md]: { display: 'none' } } });

/** Sidebar | list | reader; the reader replaces the list below the large width or with the full layout. */
export const layout = style({
  display: 'grid',
  gap: space.l,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: '14rem minmax(0, 1fr)' } },
});
export const layoutThree = style({ '@media': { [wide]: { gridTemplateColumns: '13rem minmax(18rem, 24rem) minmax(0, 1fr)' } } });
export const hideBelowLg = style({ '@media': { [`screen and (max-width: ${breakpoints.xl - 1}px)`]: { display: 'none' } } });

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.l,
  boxShadow: vars.shadow.s,
  minWidth: 0,
});
export const sidebar = style([panel, { padding: space.m, display: 'none', '@media': { [media.md]: { display: 'block' } } }]);
export const sidebarOpen = style({ display: 'block' });
export const navGroup = style({ display: 'grid', gap: space.xxs, margin: 0, padding: 0, listStyle: 'none', marginBottom: space.m });
export const navHeading = style({
  fontSize: font.size.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
  margin: `${space.s} ${space.s} ${space.xs}`,
});
export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.s,
  padding: `${space.s} ${space.s}`,
  minHeight: '40px',
  borderRadius: radius.m,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.accent.soft },
    '&[aria-current="page"]': { background: vars.accent.soft, color: vars.accent.base, fontWeight: font.weight.semibold },
    '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '1px' },
  },
});
export const navTitle = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const navCount = style({
  minWidth: '1.75rem',
  padding: `0 ${space.xs}`,
  borderRadius: radius.round,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: font.size.xs,
  fontWeight: font.weight.semibold,
  textAlign: 'center',
  lineHeight: '1.5rem',
});
export const navIcon = style({ width: '20px', height: '20px', flexShrink: 0 });

/** Label colours: a dot beside the title (the title carries the meaning). */
export const dot = style({ width: '10px', height: '10px', borderRadius: radius.round, flexShrink: 0, display: 'inline-block' });
export const dotColor = styleVariants({
  blue: { background: '#3b82f6' },
  indigo: { background: '#6366f1' },
  purple: { background: '#a855f7' },
  pink: { background: '#ec4899' },
  red: { background: '#ef4444' },
  orange: { background: '#f97316' },
  amber: { background: '#f59e0b' },
  green: { background: '#22c55e' },
  teal: { background: '#14b8a6' },
  gray: { background: '#9ca3af' },
});

export const listPanel = style([panel, { overflow: 'hidden' }]);
export const listHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.s,
  padding: `${space.m} ${space.l}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const listTitle = style({ margin: 0, fontSize: font.size.l, fontWeight: font.weight.semibold });
export const range = style({ color: vars.color.textMuted, fontSize: font.size.s });
export const list = style({ margin: 0, padding: 0, listStyle: 'none', transition: 'opacity 150ms ease' });
export const dimmed = style({ opacity: 0.45, pointerEvents: 'none' });
export const busyBar = style({ height: '3px', overflow: 'hidden', position: 'relative' });
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: space.s,
  alignItems: 'start',
  padding: `${space.m} ${space.m}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});
export const itemCurrent = style({ background: vars.accent.soft });
export const itemLink = style({
  display: 'grid',
  gap: space.xxs,
  minWidth: 0,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: radius.s,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' } },
});
export const itemTop = style({ display: 'flex', gap: space.s, alignItems: 'baseline', minWidth: 0 });
export const from = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const date = style({ color: vars.color.textMuted, fontSize: font.size.xs, whiteSpace: 'nowrap' });
export const subject = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: font.size.s });
export const unread = style({ fontWeight: font.weight.bold });
export const unreadMark = style({ width: '8px', height: '8px', borderRadius: radius.round, background: vars.accent.base, display: 'inline-block', flexShrink: 0 });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  padding: `0 ${space.s}`,
  borderRadius: radius.round,
  border: `1px solid ${vars.color.border}`,
  fontSize: font.size.xs,
  lineHeight: '1.5rem',
  color: vars.color.text,
});
export const toggle = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  border: 'none',
  borderRadius: radius.round,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.accent.soft },
    '&[aria-pressed="true"]': { color: vars.accent.base },
    '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '1px' },
  },
});
export const toggleIcon = style({ width: '20px', height: '20px' });
export const pager = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: space.s, padding: `${space.m} ${space.l}`, borderTop: `1px solid ${vars.color.border}` });
export const skeleton = style({ display: 'grid', gap: space.s, padding: space.l });
export const skeletonLine = style({ height: '0.9rem', borderRadius: radius.s, background: vars.color.surfaceSunken });

export const reader = style([panel, { padding: space.l, display: 'grid', gap: space.l, '@media': { [media.sm]: { padding: space.xl } } }]);
export const readerTools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.s });
export const readerTitle = style({ margin: 0, fontSize: font.size.xl, fontWeight: font.weight.semibold, overflowWrap: 'anywhere' });
export const people = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `${space.xxs} ${space.s}`, margin: 0, fontSize: font.size.s });
export const peopleTerm = style({ color: vars.color.textMuted });
export const peopleValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const sender = style({ display: 'flex', gap: space.m, alignItems: 'center', minWidth: 0 });
export const senderName = style({ fontWeight: font.weight.semibold, overflowWrap: 'anywhere' });
export const content = style({ lineHeight: 1.6, overflowWrap: 'anywhere' });
globalStyle(`${content} p`, { margin: `0 0 ${space.m}` });
export const attachments = style({ display: 'grid', gap: space.s, margin: 0, padding: 0, listStyle: 'none', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' });
export const attachment = style({
  display: 'grid',
  gap: space.xxs,
  padding: space.m,
  borderRadius: radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  minWidth: 0,
  fontSize: font.size.s,
});
export const attachmentName = style({ fontWeight: font.weight.semibold, overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.textMuted, fontSize: font.size.s });
export const sectionTitle = style({ margin: 0, fontSize: font.size.m, fontWeight: font.weight.semibold });
export const field = style({ display: 'grid', gap: space.xs, minWidth: 0 });
export const fieldLabel = style({ fontWeight: font.weight.semibold, fontSize: font.size.s });
export const control = style({
  minHeight: '2.5rem',
  padding: `${space.xs} ${space.m}`,
  borderRadius: radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  maxWidth: '100%',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' } },
});
export const labelToggle = style([
  chip,
  {
    cursor: 'pointer',
    background: 'transparent',
    minHeight: '2rem',
    font: 'inherit',
    fontSize: font.size.s,
    selectors: {
      '&[aria-pressed="true"]': { background: vars.accent.soft, borderColor: vars.accent.base },
      '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '1px' },
    },
  },
]);
export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.s,
  padding: `${space.s} ${space.l}`,
  marginBottom: space.l,
  borderRadius: radius.m,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  border: `1px solid ${vars.color.danger}`,
});
export const state = style([panel, { padding: space.xl, display: 'grid', gap: space.m, justifyItems: 'start' }]);
export const labelRows = style({ display: 'grid', gap: space.s, margin: 0, padding: 0, listStyle: 'none' });
export const labelRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.s, padding: `${space.xs} 0`, borderBottom: `1px solid ${vars.color.border}` });
export const labelRowTitle = style({ flex: 1, minWidth: '6rem', overflowWrap: 'anywhere' });
export const form = style({ display: 'grid', gap: space.m, padding: space.m, borderRadius: radius.m, background: vars.color.surfaceSunken });
export const error = style({ color: vars.color.danger, fontSize: font.size.s, margin: 0 });
export const radios = style({ display: 'grid', gap: space.s, border: 'none', margin: 0, padding: 0 });
export const radio = style({ display: 'flex', alignItems: 'flex-start', gap: space.s });
export const itemControls = style({ display: 'flex', alignItems: 'center', gap: space.xxs });
export const check = style({ width: '18px', height: '18px', margin: space.s, accentColor: vars.accent.strong, cursor: 'pointer' });
export const bulk = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.s,
  padding: `${space.xs} ${space.m}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});
export const bulkAll = style({ display: 'flex', alignItems: 'center', gap: space.xxs, marginRight: 'auto', fontSize: font.size.s, cursor: 'pointer' });
export const bulkMove = style({ display: 'flex', alignItems: 'center', gap: space.s, flexWrap: 'wrap' });
