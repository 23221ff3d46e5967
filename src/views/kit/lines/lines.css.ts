import { globalStyle, style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../../theme/contract.css';

export const editor = style({
  display: 'grid',
  gap: space.m,
  minWidth: 0,
  padding: space.l,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.m,
  background: vars.color.surface,
  '@media': { [media.sm]: { padding: space.xl } },
});

export const heading = style({ fontSize: font.size.l, fontWeight: font.weight.semibold, margin: 0 });

/** Product, quantity, price, discount, tax, total, actions: one row per line from lg up (the menu beside it leaves ~900 px); a card per line below. */
const columns = 'minmax(9rem, 2.4fr) minmax(4.5rem, 0.7fr) minmax(8rem, 1.1fr) minmax(5rem, 0.6fr) minmax(5rem, 0.6fr) minmax(6.5rem, 0.9fr) 8.5rem';

export const head = style({
  display: 'none',
  '@media': {
    [media.lg]: {
      display: 'grid',
      gridTemplateColumns: columns,
      gap: space.s,
      padding: `0 ${space.s}`,
      fontSize: font.size.s,
      fontWeight: font.weight.medium,
      color: vars.color.textMuted,
    },
  },
});
export const headNumeric = style({ textAlign: 'end' });

export const rows = style({ display: 'grid', gap: space.s, margin: 0, padding: 0, listStyle: 'none', minWidth: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: space.s,
  padding: space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.m,
  background: vars.color.surfaceRaised,
  minWidth: 0,
  '@media': {
    [media.lg]: { gridTemplateColumns: columns, alignItems: 'start', padding: space.s, borderRadius: radius.s },
  },
});

/** The cell labels read "Quantity, line 2"; from lg up the column headings show instead. */
globalStyle(`${row} label`, {
  '@media': {
    [media.lg]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
});

export const productCell = style({ gridColumn: '1 / -1', minWidth: 0, '@media': { [media.lg]: { gridColumn: 'auto' } } });
export const cell = style({ minWidth: 0 });

export const stock = style({ fontSize: font.size.s, color: vars.color.textMuted, margin: 0 });
export const stockShort = style({ color: vars.color.danger, fontWeight: font.weight.medium });

export const lineTotal = style({
  display: 'grid',
  alignContent: 'start',
  gap: space.xs,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  minWidth: 0,
  '@media': { [media.lg]: { paddingTop: space.s } },
});
export const lineTotalLabel = style({ fontSize: font.size.s, color: vars.color.textMuted, '@media': { [media.lg]: { display: 'none' } } });
export const lineTotalValue = style({ fontWeight: font.weight.semibold, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', gap: space.xs, justifyContent: 'flex-end', alignItems: 'start', gridColumn: '1 / -1', '@media': { [media.lg]: { gridColumn: 'auto' } } });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: radius.s,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.accent.soft },
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '1px' },
  },
});
export const dangerButton = style([iconButton, { color: vars.color.danger }]);

export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: space.l, justifyContent: 'space-between', alignItems: 'start' });

export const addButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '40px',
  padding: `0 ${space.l}`,
  borderRadius: radius.s,
  border: `1px dashed ${vars.accent.base}`,
  background: 'transparent',
  color: vars.accent.base,
  fontWeight: font.weight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.accent.soft },
    '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '1px' },
  },
});

export const hint = style({ fontSize: font.size.s, color: vars.color.textMuted, margin: 0 });

export const empty = style({ padding: space.l, border: `1px dashed ${vars.color.border}`, borderRadius: radius.m, color: vars.color.textMuted, margin: 0 });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  columnGap: space.xl,
  rowGap: space.xs,
  margin: 0,
  marginInlineStart: 'auto',
  fontVariantNumeric: 'tabular-nums',
  minWidth: 'min(100%, 16rem)',
});
export const totalsTerm = style({ color: vars.color.textMuted, fontSize: font.size.m });
export const totalsValue = style({ margin: 0, textAlign: 'end', fontSize: font.size.m });
export const grandTerm = style([totalsTerm, { color: vars.color.text, fontWeight: font.weight.semibold, fontSize: font.size.l, paddingTop: space.xs, borderTop: `1px solid ${vars.color.border}` }]);
export const grandValue = style([totalsValue, { fontWeight: font.weight.bold, fontSize: font.size.l, paddingTop: space.xs, borderTop: `1px solid ${vars.color.border}` }]);

export const stockState = style({ display: 'flex', alignItems: 'center', gap: space.s, fontSize: font.size.s, color: vars.color.textMuted });
export const retry = style({ background: 'none', border: 'none', padding: 0, color: vars.accent.base, textDecoration: 'underline', cursor: 'pointer', font: 'inherit' });

export const optionMeta = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${space.s}`, fontSize: font.size.s, color: vars.color.textMuted });

// The picker's input shrinks with its cell, so the Show products button stays inside it.
globalStyle(`${productCell} [data-part="root"], ${productCell} [data-part="control"]`, { minWidth: 0, maxWidth: '100%' });
globalStyle(`${productCell} input`, { width: '100%', minWidth: 0 });
