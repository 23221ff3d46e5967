import { createVar, style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';

/** The scroll box's height limit (a section may set it; the default leaves room for the page header and toolbar). */
export const maxHeight = createVar();
export const spacerHeight = createVar();
export const columnWidth = createVar();

/**
 * The table scrolls inside its own box, both ways: on a phone (320-600 px) the columns keep their width and the
 * box scrolls sideways while the page itself never does (the admin-template choice; stacked cards would drop the
 * table semantics that screen readers navigate by).
 */
export const scroller = style({
  position: 'relative',
  maxWidth: '100%',
  maxHeight: maxHeight,
  overflow: 'auto',
  overscrollBehavior: 'contain',
  borderRadius: radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  vars: { [maxHeight]: 'max(20rem, calc(100dvh - 18rem))' },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: font.size.m,
  color: vars.color.text,
});

export const caption = style({ captionSide: 'top', textAlign: 'start' });

export const headCell = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  height: '44px',
  padding: `0 ${space.m}`,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  fontSize: font.size.s,
  fontWeight: font.weight.semibold,
  color: vars.color.textMuted,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  width: columnWidth,
  selectors: {
    '&[data-align="end"]': { textAlign: 'end' },
    '&[data-align="center"]': { textAlign: 'center' },
  },
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  margin: `0 calc(-1 * ${space.s})`,
  padding: `${space.xs} ${space.s}`,
  border: 0,
  borderRadius: radius.s,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 'inherit',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.accent.soft, color: vars.color.text },
    '&[data-sort]': { color: vars.color.text },
  },
});

export const sortIcon = style({
  flexShrink: 0,
  opacity: 0.45,
  selectors: { [`${sortButton}[data-sort] &`]: { opacity: 1, color: vars.accent.base } },
});

/** The small number beside a secondary sort key. */
export const sortRank = style({ fontSize: font.size.xs, color: vars.accent.base, fontVariantNumeric: 'tabular-nums' });

export const row = style({
  outline: 'none',
  transition: 'opacity 150ms ease',
  selectors: {
    // Refreshing: the previous rows stay, dimmed after a short delay (fast answers do not flicker).
    [`${table}[data-busy] &`]: { opacity: 0.6, transitionDelay: '200ms' },
    '&:hover': { background: vars.accent.soft },
    '&[data-selected]': { background: vars.accent.soft },
    '&[data-clickable]': { cursor: 'pointer' },
    // The focused row: an inset ring (an outline on a table row is clipped by the cells in some browsers).
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.accent.focus}` },
  },
});

export const cell = style({
  height: '48px',
  padding: `${space.s} ${space.m}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    '&[data-align="center"]': { textAlign: 'center' },
  },
});

export const checkCell = style([cell, { width: '48px', paddingInlineEnd: 0 }]);
export const checkHeadCell = style([headCell, { width: '48px', paddingInlineEnd: 0 }]);

export const checkbox = style({
  display: 'block',
  width: '18px',
  height: '18px',
  margin: 0,
  accentColor: vars.accent.strong,
  cursor: 'pointer',
});

export const spacer = style({ height: spacerHeight, padding: 0, border: 0 });
