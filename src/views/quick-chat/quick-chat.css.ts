import { keyframes, style } from '@vanilla-extract/css';
import { iconButton as sharedIconButton } from '../theme/recipes/icon-button.css';
import { unreadBar, unreadRow } from '../theme/recipes/unread.css';
import { font, media, radius, space, vars } from '../theme/contract.css';

/** SPEC §9: quick chat animation delay 0.4 s (kept short, and off with reduced motion). */
const slide = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const slideIn = { '(prefers-reduced-motion: no-preference)': { animation: `${slide} 400ms cubic-bezier(0.25, 0.8, 0.25, 1)` } };

export const toggle = style({
  position: 'fixed',
  insetInlineEnd: 0,
  top: '50%',
  zIndex: 40,
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  border: `1px solid ${vars.color.border}`,
  borderInlineEnd: 0,
  borderStartStartRadius: radius.m,
  borderEndStartRadius: radius.m,
  background: vars.accent.strong,
  color: vars.color.textOnAccent,
  boxShadow: vars.shadow.m,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.accent.strongHover },
    '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' },
  },
});

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 62,
  background: vars.color.overlay,
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: 'fadeIn 300ms ease-out' } },
});
export const positioner = style({ position: 'fixed', inset: 0, zIndex: 63, display: 'flex', justifyContent: 'flex-end', pointerEvents: 'none' });
export const drawer = style({
  pointerEvents: 'auto',
  width: 'min(100vw, 44rem)',
  height: '100%',
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.l,
  outline: 'none',
  '@media': slideIn,
});

/** Clicking the header closes the drawer (SPEC §4); its close button does the same for the keyboard. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.m,
  minHeight: '64px',
  padding: `0 ${space.l}`,
  background: vars.accent.strong,
  color: vars.color.textOnAccent,
  cursor: 'pointer',
});
export const title = style({ margin: 0, flex: 1, fontSize: font.size.l, fontWeight: font.weight.semibold });
export const headerButton = style([
  sharedIconButton,
  {
    selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.16)' }, '&:focus-visible': { outline: '2px solid #fff' } },
  },
]);

export const body = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr)',
  minHeight: 0,
  '@media': { [media.sm]: { gridTemplateColumns: '14rem minmax(0, 1fr)' } },
});

// ---- chat list ----------------------------------------------------------------------------------
export const listPane = style({
  minHeight: 0,
  overflowY: 'auto',
  borderInlineEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});
export const list = style({ margin: 0, padding: `${space.s} 0`, listStyle: 'none' });
export const chatButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.m,
  width: '100%',
  minHeight: '56px',
  padding: `${space.s} ${space.m}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  position: 'relative',
  selectors: {
    '&:hover': { background: vars.accent.soft },
    // Unread chats look like unread messages (tint and start bar). The open chat is the solid accent fill of a selected
    // item, so the two are told apart at a glance in every theme and scheme (issue 13 point 12: a tint with a bar
    // looked more selected than the open chat's slightly stronger tint).
    '&[data-read="false"]': unreadRow,
    '&[data-read="false"]::before': unreadBar,
    // The scheme's accent tone (700 on light, 400 on dark) with the canvas colour as text reads in both schemes.
    '&[aria-current="true"]': { background: vars.accent.base, color: vars.color.canvas },
    '&[aria-current="true"]:hover': { background: vars.accent.hover },
    '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '-2px' },
  },
});
export const avatarWrap = style({ position: 'relative', flexShrink: 0 });
export const badge = style({
  position: 'absolute',
  top: '-4px',
  insetInlineEnd: '-6px',
  minWidth: '20px',
  height: '20px',
  padding: '0 5px',
  display: 'grid',
  placeItems: 'center',
  borderRadius: radius.round,
  background: vars.accent.strong,
  color: vars.color.textOnAccent,
  fontSize: font.size.xs,
  fontWeight: font.weight.bold,
  // A ring in the list's colour keeps the count apart from the picture it overlaps.
  boxShadow: `0 0 0 2px ${vars.color.surfaceSunken}`,
});
export const chatName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: font.weight.medium,
  '@media': { [media.belowMd]: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' } },
});
/** An unread chat's name is bold too. */
export const chatNameUnread = style({ fontWeight: font.weight.bold });

// ---- conversation -------------------------------------------------------------------------------
export const conversation = style({ display: 'grid', gridTemplateRows: 'auto minmax(0, 1fr) auto', minHeight: 0 });
export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: space.m,
  padding: space.xl,
  color: vars.color.textMuted,
  textAlign: 'center',
});
export const errorText = style({ margin: 0, color: vars.color.danger, fontWeight: font.weight.medium });
export const conversationHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.m,
  padding: `${space.m} ${space.l}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const conversationTitle = style({ margin: 0, fontSize: font.size.l, fontWeight: font.weight.semibold });
export const lines = style({
  margin: 0,
  padding: space.l,
  listStyle: 'none',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
});
export const showEarlier = style({ alignSelf: 'center', marginBottom: space.s });
export const day = style({
  alignSelf: 'center',
  margin: `${space.m} 0`,
  padding: `${space.xxs} ${space.m}`,
  borderRadius: radius.round,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: font.size.xs,
});
const bubbleBase = {
  maxWidth: '80%',
  padding: `${space.s} ${space.m}`,
  borderRadius: radius.l,
  fontSize: font.size.m,
  lineHeight: 1.45,
} as const;
export const mine = style({ ...bubbleBase, alignSelf: 'flex-end', background: vars.accent.strong, color: vars.color.textOnAccent });
export const theirs = style({ ...bubbleBase, alignSelf: 'flex-start', background: vars.color.surfaceRaised, color: vars.color.text, border: `1px solid ${vars.color.border}` });
export const runEnd = style({ marginBottom: space.s });
export const time = style({ display: 'block', marginTop: space.xxs, fontSize: font.size.xs, opacity: 0.8, textAlign: 'end' });

export const composer = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: space.s,
  padding: space.m,
  borderTop: `1px solid ${vars.color.border}`,
});
export const composerError = style({ gridColumn: '1 / -1', margin: 0, color: vars.color.danger, fontSize: font.size.s });
export const textarea = style({
  width: '100%',
  minHeight: '44px',
  maxHeight: '10rem',
  resize: 'vertical',
  padding: `${space.s} ${space.m}`,
  borderRadius: radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '1px' } },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
