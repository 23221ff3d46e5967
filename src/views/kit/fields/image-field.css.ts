import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../../theme/contract.css';

/** The preview beside the controls; the whole box is the drop target. Wraps under itself on a phone. */
export const dropZone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.l,
  minWidth: 0,
  padding: space.m,
  borderRadius: radius.m,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  selectors: {
    '&[data-dragging]': { borderColor: vars.accent.focus, background: vars.accent.soft },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const preview = style({
  display: 'grid',
  placeItems: 'center',
  width: '96px',
  height: '96px',
  flexShrink: 0,
  borderRadius: radius.s,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const image = style({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });

export const empty = style({ color: vars.color.textMuted, fontSize: font.size.xs, textAlign: 'center', padding: space.xs });

export const controls = style({ display: 'grid', gap: space.s, minWidth: 0, flex: '1 1 160px' });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: space.s });

/** The visible face of the file input: the input itself is visually hidden but keeps the focus and the keyboard. */
export const pick = style({
  position: 'relative',
  selectors: {
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const dropHint = style({ color: vars.color.textMuted, fontSize: font.size.s, margin: 0 });
