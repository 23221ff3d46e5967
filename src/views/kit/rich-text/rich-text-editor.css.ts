import { globalStyle, style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../../theme/contract.css';
import { controlBase } from '../field.css';

export const frame = style({
  ...controlBase,
  padding: 0,
  display: 'grid',
  minWidth: 0,
  overflow: 'hidden',
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

/** Wraps on a phone: the buttons never push the page wider. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xxs,
  padding: space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** A group of tools, laid out as if its buttons were the toolbar's own. */
export const group = style({ display: 'contents' });

export const separator = style({ width: '1px', alignSelf: 'stretch', margin: `${space.xxs} ${space.xs}`, background: vars.color.border });

export const tool = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '36px',
  height: '36px',
  padding: `0 ${space.s}`,
  border: '1px solid transparent',
  borderRadius: radius.s,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: font.size.s,
  fontWeight: font.weight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.accent.soft },
    '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '-2px' },
    '&[aria-pressed="true"]': { background: vars.accent.soft, borderColor: vars.accent.focus },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const content = style({
  minHeight: '120px',
  maxHeight: '360px',
  overflowY: 'auto',
  padding: space.m,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.surfaceSunken,
  overflowWrap: 'anywhere',
  // What ProseMirror's own stylesheet would set (not injected: the CSP allows no inline <style>).
  whiteSpace: 'pre-wrap',
  fontVariantLigatures: 'none',
  outline: 'none',
});
globalStyle(`${content} p, ${content} ul, ${content} ol, ${content} h1, ${content} h2, ${content} h3`, { margin: `0 0 ${space.s}` });
globalStyle(`${content} ul, ${content} ol`, { paddingInlineStart: space.xl });
globalStyle(`${content} h1`, { fontSize: font.size.xl });
globalStyle(`${content} h2`, { fontSize: font.size.l });
globalStyle(`${content} h3`, { fontSize: font.size.m });
globalStyle(`${content} a`, { color: vars.color.text, textDecoration: 'underline' });

export const linkForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: space.s,
  padding: space.s,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const linkLabel = style({ display: 'grid', gap: space.xxs, flex: '1 1 180px', minWidth: 0, fontSize: font.size.s });
export const linkInput = style({ ...controlBase, minHeight: '36px' });
export const linkError = style({ flexBasis: '100%', margin: 0, color: vars.color.danger, fontSize: font.size.s });
