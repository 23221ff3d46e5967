/** The top bar's messages and notifications panels and the fullscreen toggle. */
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';
import { inboxTrigger } from './panel-triggers.css';
import { unreadBar, unreadRow } from '../theme/recipes/unread.css';
export { panel, panelHeader as header, panelHeaderButton as headerButton, panelTitle as title } from '../theme/recipes/panel.css';

/** The trigger's class is shared with its static stand-in in the start-up (panel-triggers.css.ts). */
export const iconButton = inboxTrigger;

export const badge = style({
  position: 'absolute',
  top: '2px',
  insetInlineEnd: '2px',
  minWidth: '18px',
  height: '18px',
  padding: `0 ${space.xs}`,
  borderRadius: radius.round,
  background: vars.accent.strong,
  color: vars.color.textOnAccent,
  fontSize: font.size.xs,
  fontWeight: font.weight.semibold,
  lineHeight: '18px',
  textAlign: 'center',
  pointerEvents: 'none',
});

export const positioner = style({ zIndex: 50 });





export const body = style({ overflowY: 'auto', flex: 1 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** Unread items are tinted with a bar at the start (theme/recipes/unread); hovering shades a read item only. */
export const item = style({
  position: 'relative',
  display: 'flex',
  gap: space.m,
  padding: `${space.m} ${space.l}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&:last-child': { borderBottom: 0 },
    '&[data-read="true"]:hover': { background: vars.color.surfaceSunken },
    '&[data-read="false"]': unreadRow,
    '&[data-read="false"]::before': unreadBar,
  },
});

export const media = style({
  flexShrink: 0,
  width: '40px',
  height: '40px',
  display: 'grid',
  placeItems: 'center',
  borderRadius: radius.round,
  background: vars.color.surfaceSunken,
  color: vars.accent.base,
  overflow: 'hidden',
});

export const main = style({ flex: 1, minWidth: 0, display: 'grid', gap: space.xxs, fontSize: font.size.m });

/** Covers the whole item; the action buttons and links inside the description sit above it. */
export const stretchedLink = style({
  position: 'absolute',
  inset: 0,
  zIndex: 0,
  borderRadius: 0,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '-2px' },
  },
});

export const itemTitle = style({ fontWeight: font.weight.semibold });

export const description = style({ color: vars.color.textMuted });

export const time = style({ fontSize: font.size.xs, color: vars.color.textMuted });

/** "Show more" under a long description: a text button above the item's stretched link. */
export const showMore = style({
  position: 'relative',
  zIndex: 1,
  display: 'block',
  width: 'fit-content',
  marginBlock: space.xxs,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontSize: font.size.s,
  textDecoration: 'underline',
  textDecorationColor: vars.accent.base,
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' } },
});

export const actions = style({ position: 'relative', zIndex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: space.xxs });

export const actionButton = style([iconButton, { width: '28px', height: '28px', color: vars.color.textMuted }]);

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.4 } });
export const unreadDot = style({
  width: '10px',
  height: '10px',
  borderRadius: radius.round,
  border: `2px solid ${vars.accent.base}`,
  transition: 'background 120ms, opacity 120ms',
  selectors: {
    '&[data-read="false"]': { background: vars.accent.base },
    // Feedback while the toggle is saved: the dot shows its new state, softly pulsing.
    '&[data-pending]': { animation: `${pulse} 900ms ease-in-out infinite` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&[data-pending]': { animation: 'none', opacity: 0.6 } } } },
});

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: space.s,
  padding: `${space.xxxl} ${space.xl}`,
  textAlign: 'center',
});

export const emptyIcon = style({
  width: '56px',
  height: '56px',
  display: 'grid',
  placeItems: 'center',
  borderRadius: radius.round,
  background: vars.accent.soft,
  color: vars.accent.base,
});

export const emptyTitle = style({ margin: 0, fontSize: font.size.l, fontWeight: font.weight.semibold });

export const emptyText = style({ margin: 0, color: vars.color.textMuted, fontSize: font.size.m });

export const retry = style({
  marginTop: space.s,
  minHeight: '36px',
  padding: `0 ${space.l}`,
  borderRadius: radius.s,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.accent.soft } },
});

export const errorBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.s,
  padding: `${space.s} ${space.l}`,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: font.size.s,
});

globalStyle(`${description} a`, { position: 'relative', zIndex: 1 });

export const errorText = style({ flex: 1 });
