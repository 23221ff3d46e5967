import { style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../../theme/contract.css';

export const headerRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: space.m });
export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '60ch' });

/** A picture with a drawn placeholder under it: a missing file shows the placeholder, never a broken image. */
export const picture = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: radius.s,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
export const pictureImg = style({ position: 'absolute', inset: 0, backgroundSize: 'cover', backgroundPosition: 'center' });
export const nameCell = style({ display: 'grid', gap: space.xxs, minWidth: '12rem' });
export const muted = style({ color: vars.color.textMuted, fontSize: font.size.s });
export const low = style({ color: vars.color.danger, fontWeight: font.weight.semibold });
export const notice = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.m, padding: space.m, borderRadius: radius.m,
  border: `1px solid ${vars.color.border}`, background: vars.color.surface, marginBottom: space.l, overflowWrap: 'anywhere',
});
export const noticeDanger = style([notice, { borderColor: vars.color.danger, background: vars.color.dangerSoft }]);
export const noticeText = style({ flex: '1 1 14rem', margin: 0 });

export const editor = style({ display: 'grid', gap: space.l, minWidth: 0, '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' } } });
export const column = style({ display: 'grid', gap: space.l, alignContent: 'start', minWidth: 0 });
export const card = style({ display: 'grid', gap: space.m, padding: space.l, borderRadius: radius.l, background: vars.color.surface, border: `1px solid ${vars.color.border}`, minWidth: 0 });
export const cardTitle = style({ margin: 0, fontSize: font.size.l, fontWeight: font.weight.semibold });
export const fields = style({ display: 'grid', gap: space.m, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))' });
export const wide = style({ gridColumn: '1 / -1' });
export const check = style({ display: 'flex', alignItems: 'center', gap: space.s, fontWeight: font.weight.medium });
export const checkbox = style({ width: '1.125rem', height: '1.125rem', accentColor: vars.accent.strong });

export const images = style({ display: 'grid', gap: space.s, gridTemplateColumns: 'repeat(auto-fill, minmax(5.5rem, 1fr))' });
export const imageButton = style({
  display: 'grid', gap: space.xs, justifyItems: 'center', padding: space.xs, borderRadius: radius.m, border: `2px solid transparent`,
  background: 'transparent', color: vars.color.text, cursor: 'pointer', font: 'inherit', fontSize: font.size.xs,
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.accent.strong }, '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' } },
});

export const tagList = style({ display: 'grid', gap: space.xs, listStyle: 'none', margin: 0, padding: 0, maxHeight: '22rem', overflowY: 'auto' });
export const tagRow = style({ display: 'flex', alignItems: 'center', gap: space.xs, minWidth: 0 });
export const tagCheck = style([check, { flex: '1 1 auto', minWidth: 0, fontWeight: font.weight.regular, overflowWrap: 'anywhere' }]);
export const smallButton = style({
  minHeight: '32px', padding: `0 ${space.s}`, borderRadius: radius.s, border: `1px solid ${vars.color.border}`, background: 'transparent',
  color: vars.color.text, cursor: 'pointer', font: 'inherit', fontSize: font.size.s, flexShrink: 0,
  selectors: { '&:hover:not(:disabled)': { background: vars.accent.soft }, '&:disabled': { opacity: 0.55, cursor: 'not-allowed' } },
});
export const inlineForm = style({ display: 'flex', gap: space.xs, alignItems: 'flex-end', flexWrap: 'wrap' });
export const grow = style({ flex: '1 1 8rem', minWidth: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.s, justifyContent: 'flex-end', alignItems: 'center' });
export const spacer = style({ marginInlineEnd: 'auto' });
export const status = style({ color: vars.color.textMuted, fontSize: font.size.s });
