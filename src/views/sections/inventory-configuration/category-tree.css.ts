import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../../theme/contract.css';
import { card } from '../section-page.css';

/** The row's depth (0 at the top level), set per row. */
export const level = createVar();

export const panel = style([card, { display: 'grid', gap: space.l, minWidth: 0, padding: space.l }]);
export const head = style({ display: 'grid', gap: space.xs });
export const title = style({ margin: 0, fontSize: font.size.xl, fontWeight: font.weight.semibold });
export const help = style({ margin: 0, color: vars.color.textMuted, fontSize: font.size.s });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: space.s });
export const tree = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xxs });
export const row = style({
  vars: { [level]: '0' },
  display: 'grid',
  gridTemplateColumns: '1.5rem minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: space.s,
  minHeight: '40px',
  paddingInlineStart: `calc(${space.s} + ${level} * 1.5rem)`,
  paddingInlineEnd: space.s,
  borderRadius: radius.s,
  border: '2px solid transparent',
  cursor: 'grab',
  userSelect: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-selected="true"]': { background: vars.accent.soft, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '1px' },
    '&[data-dragging]': { opacity: 0.5 },
    '&[aria-busy="true"]': { opacity: 0.7 },
    '&[data-drop="inside"]': { borderColor: vars.accent.base },
    '&[data-drop="before"]': { borderTopColor: vars.accent.base },
    '&[data-drop="after"]': { borderBottomColor: vars.accent.base },
  },
});
export const twisty = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: 'transform 120ms ease',
  selectors: { '&[data-open="true"]': { transform: 'rotate(90deg)' } },
});
export const name = style({ overflowWrap: 'anywhere', fontWeight: font.weight.semibold });
export const count = style({ color: vars.color.textMuted, fontSize: font.size.s, whiteSpace: 'nowrap' });
export const editor = style({ display: 'grid', gap: space.s, padding: space.m, borderRadius: radius.m, background: vars.color.surfaceSunken });
export const editorLabel = style({ fontWeight: font.weight.semibold });
export const input = style({
  minHeight: '40px',
  padding: `0 ${space.m}`,
  borderRadius: radius.s,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  minWidth: 0,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '1px' }, '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const error = style({ margin: 0, color: vars.color.danger, fontSize: font.size.s });
export const editorActions = style({ display: 'flex', flexWrap: 'wrap', gap: space.s });
export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.s,
  padding: space.m,
  borderRadius: radius.m,
  background: vars.color.dangerSoft,
  color: vars.color.text,
});
globalStyle(`${notice} p`, { margin: 0 });
export const loading = style({ height: '3px', borderRadius: radius.round, background: vars.accent.base, opacity: 0.5 });
