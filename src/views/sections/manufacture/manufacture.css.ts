import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../../theme/contract.css';

export const stack = style({ display: 'grid', gap: space.l, marginTop: space.l });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: space.l, alignItems: 'center' });
export const card = style({ padding: space.l, borderRadius: radius.l, background: vars.color.surface, border: `1px solid ${vars.color.border}`, minWidth: 0 });
export const heading = style({ fontSize: font.size.l, fontWeight: font.weight.semibold, marginBottom: space.s });
export const hint = style({ color: vars.color.textMuted, fontSize: font.size.s, marginBottom: space.m });
/** On a phone the table scrolls sideways inside its box (focusable, so the keyboard can scroll it too). */
export const tableBox = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: font.size.m });
export const cell = style({ padding: `${space.s} ${space.m}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'start' });
export const number = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }]);
export const sku = style({ display: 'block', fontSize: font.size.s, color: vars.color.textMuted });
