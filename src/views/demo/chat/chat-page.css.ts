import { style } from '@vanilla-extract/css';
import { breakpoints, font, media, radius, space, vars } from '../../theme/contract.css';

const wide = `screen and (min-width: ${breakpoints.xl}px)`;
const belowMd = media.belowMd;

/** List | conversation (| info on a wide screen); on a phone the list and the conversation are two pages. */
export const layout = style({
  display: 'grid',
  gap: space.l,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'stretch',
  '@media': { [media.md]: { gridTemplateColumns: '18rem minmax(0, 1fr)', height: 'calc(100vh - 15rem)', minHeight: '32rem' } },
});
export const layoutInfo = style({ '@media': { [wide]: { gridTemplateColumns: '18rem minmax(0, 1fr) 18rem' } } });
export const hideOnPhone = style({ '@media': { [belowMd]: { display: 'none' } } });
/** The info panel takes the conversation's place below the wide screen. */
export const hideBelowWide = style({ '@media': { [`screen and (max-width: ${breakpoints.xl - 1}px)`]: { display: 'none' } } });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.l,
  boxShadow: vars.shadow.s,
  overflow: 'hidden',
});
export const search = style({ display: 'grid', gap: space.xs, padding: space.m, borderBottom: `1px solid ${vars.color.border}` });
export const searchLabel = style({ fontWeight: font.weight.semibold, fontSize: font.size.s });
export const control = style({
  minHeight: '2.5rem',
  padding: `${space.xs} ${space.m}`,
  borderRadius: radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  width: '100%',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '1px' } },
});
export const chats = style({ margin: 0, padding: space.xs, listStyle: 'none', overflowY: 'auto', flex: 1 });
export const chatLink = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: space.m,
  alignItems: 'center',
  padding: space.s,
  borderRadius: radius.m,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.accent.soft },
    '&[aria-current="page"]': { background: vars.accent.soft },
    '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '-2px' },
  },
});
export const chatText = style({ display: 'grid', minWidth: 0, gap: space.xxs });
export const chatName = style({ fontWeight: font.weight.semibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const chatLast = style({ color: vars.color.textMuted, fontSize: font.size.s, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const chatMeta = style({ display: 'grid', justifyItems: 'end', gap: space.xxs });
export const when = style({ color: vars.color.textMuted, fontSize: font.size.xs, whiteSpace: 'nowrap' });
export const unread = style({
  minWidth: '1.5rem',
  padding: `0 ${space.xs}`,
  borderRadius: radius.round,
  background: vars.accent.strong,
  color: vars.color.textOnAccent,
  fontSize: font.size.xs,
  fontWeight: font.weight.semibold,
  textAlign: 'center',
  lineHeight: '1.5rem',
});
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.s,
  padding: `${space.s} ${space.m}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const headName = style({ flex: 1, minWidth: '8rem', margin: 0, fontSize: font.size.l, fontWeight: font.weight.semibold, overflowWrap: 'anywhere' });
export const backLink = style({ '@media': { [media.md]: { display: 'none' } } });
export const thread = style({ flex: 1, minHeight: '16rem' });
export const state = style({ display: 'grid', gap: space.m, justifyItems: 'center', alignContent: 'center', padding: space.xl, textAlign: 'center', flex: 1 });
export const muted = style({ color: vars.color.textMuted, fontSize: font.size.s });
export const infoBody = style({ display: 'grid', gap: space.l, padding: space.l, overflowY: 'auto', justifyItems: 'start' });
export const infoName = style({ margin: 0, fontSize: font.size.l, fontWeight: font.weight.semibold });
export const details = style({ display: 'grid', gap: space.s, margin: 0, width: '100%' });
export const term = style({ color: vars.color.textMuted, fontSize: font.size.xs, textTransform: 'uppercase', letterSpacing: '0.06em' });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const error = style({ margin: 0, padding: `${space.s} ${space.m}`, color: vars.color.danger, fontSize: font.size.s });
export const mutedMark = style({ width: '18px', height: '18px', color: vars.color.textMuted });
/** A pressed toggle (Mute, Contact info) reads as on. */
export const toggleOn = style({
  selectors: { '&[aria-pressed="true"], &[aria-expanded="true"]': { background: vars.accent.soft, borderColor: vars.accent.base, color: vars.accent.base } },
});
