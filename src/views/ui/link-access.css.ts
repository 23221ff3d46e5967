import { style } from '@vanilla-extract/css';
import { font, space, vars } from '../theme/contract.css';

/** The reason under a link the user may not follow: readable text (not dimmed), with a lock. */
export const reason = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: space.xs,
  fontSize: font.size.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
export const reasonIcon = style({ flexShrink: 0, marginTop: '1px' });

/** A tile or row that is not a link: no pointer, a dashed outline says "not here". */
export const unavailable = style({
  cursor: 'default',
  outline: `1px dashed ${vars.color.border}`,
  outlineOffset: '-1px',
});
