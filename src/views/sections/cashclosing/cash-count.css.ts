import { style, styleVariants } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../../theme/contract.css';

const pill = style({ fontWeight: font.weight.semibold, whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center', gap: space.xs });

/** The difference: a tone and a sign word, never the colour alone. */
export const diff = styleVariants({
  pending: [pill, { color: vars.color.textMuted, fontWeight: font.weight.regular }],
  balanced: [pill, { color: vars.color.text }],
  short: [pill, { color: vars.color.danger }],
  over: [pill, { color: vars.color.text, textDecoration: `underline ${vars.color.warning} 2px`, textUnderlineOffset: '3px' }],
});

export const layout = style({ display: 'grid', gap: space.l, '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } } });

export const card = style({
  padding: space.l,
  borderRadius: radius.l,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
  '@media': { [media.sm]: { padding: space.xl } },
});

export const heading = style({ fontSize: font.size.l, fontWeight: font.weight.semibold, marginBottom: space.m });
export const hint = style({ color: vars.color.textMuted, fontSize: font.size.s, marginBottom: space.m });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
export const groupRow = style({ fontSize: font.size.xs, textTransform: 'uppercase', letterSpacing: '0.06em', color: vars.color.textMuted, textAlign: 'start', padding: `${space.m} 0 ${space.xs}` });
export const th = style({ textAlign: 'start', fontWeight: font.weight.medium, padding: `${space.xs} ${space.s} ${space.xs} 0`, whiteSpace: 'nowrap' });
export const td = style({ padding: `${space.xs} 0`, verticalAlign: 'middle' });
export const tdEnd = style([td, { textAlign: 'end', whiteSpace: 'nowrap', paddingInlineStart: space.s }]);
export const colHead = style({ fontSize: font.size.xs, color: vars.color.textMuted, fontWeight: font.weight.medium, padding: `0 0 ${space.xs}` });
export const colHeadEnd = style([colHead, { textAlign: 'end' }]);

export const input = style({
  width: '100%',
  maxWidth: '7rem',
  minHeight: '2.25rem',
  padding: `${space.xs} ${space.s}`,
  borderRadius: radius.s,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.accent.base}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const cellError = style({ display: 'block', color: vars.color.danger, fontSize: font.size.xs, marginTop: space.xxs });

export const figures = style({ display: 'grid', gap: space.s, margin: 0 });
export const figureRow = style({ display: 'flex', justifyContent: 'space-between', gap: space.m, flexWrap: 'wrap', padding: `${space.xs} 0`, borderBottom: `1px solid ${vars.color.border}` });
export const figureLabel = style({ color: vars.color.textMuted });
export const figureValue = style({ fontWeight: font.weight.semibold, fontVariantNumeric: 'tabular-nums', margin: 0 });
export const total = style({ fontSize: font.size.xl });

export const noteField = style({ display: 'grid', gap: space.xs, marginTop: space.l });
export const textarea = style([input, { maxWidth: 'none', minHeight: '4.5rem', textAlign: 'start', resize: 'vertical' }]);
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.s, marginTop: space.l, alignItems: 'center' });
export const status = style({ color: vars.color.textMuted, fontSize: font.size.s });
export const counts = style({ display: 'grid', gap: space.xs, gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', margin: 0 });
export const stack = style({ display: 'grid', gap: space.l, marginTop: space.l });
