import { globalStyle, style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';

/**
 * Server HTML stays inside its box: `unicode-bidi: isolate` ends a stray U+202E (or any embedding) at the
 * container, so it cannot reorder the surrounding UI, and `overflow-wrap: anywhere` breaks a 500-character token
 * instead of widening the layout (B4).
 */
export const safeHtml = style({
  unicodeBidi: 'isolate',
  overflowWrap: 'anywhere',
  wordBreak: 'normal',
  minWidth: 0,
  maxWidth: '100%',
});

// Links keep the text's own colour (its contrast holds on every surface and tint) and show as links by an accent
// underline, thicker on hover.
globalStyle(`${safeHtml} a`, {
  color: 'inherit',
  textDecoration: 'underline',
  textDecorationColor: vars.accent.base,
  textDecorationThickness: '1px',
  textUnderlineOffset: '2px',
});
globalStyle(`${safeHtml} a:hover`, { textDecorationThickness: '2px' });
globalStyle(`${safeHtml} a:focus-visible`, { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px', borderRadius: radius.s });
globalStyle(`${safeHtml} p`, { margin: `0 0 ${space.s}` });
globalStyle(`${safeHtml} :is(p, ul, ol, blockquote, pre):last-child`, { marginBottom: 0 });
globalStyle(`${safeHtml} :is(ul, ol)`, { margin: `0 0 ${space.s}`, paddingInlineStart: space.xl });
globalStyle(`${safeHtml} blockquote`, {
  margin: `0 0 ${space.s}`,
  paddingInlineStart: space.m,
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(`${safeHtml} :is(code, pre)`, { fontFamily: font.mono, fontSize: '0.92em' });
globalStyle(`${safeHtml} code`, { padding: `0 ${space.xxs}`, borderRadius: radius.s, background: vars.color.surfaceSunken });
globalStyle(`${safeHtml} pre`, {
  margin: `0 0 ${space.s}`,
  padding: space.s,
  borderRadius: radius.s,
  background: vars.color.surfaceSunken,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
globalStyle(`${safeHtml} pre code`, { padding: 0, background: 'none' });
globalStyle(`${safeHtml} mark`, { background: vars.accent.soft, color: 'inherit', borderRadius: radius.s });
