import { style } from '@vanilla-extract/css';
import { font, space, vars } from '../theme/contract.css';

/** The section's load error: a heading, its explanation and the action, spaced like a form's text. */
export const failure = style({ display: 'grid', gap: space.s, justifyItems: 'start' });
export const failureTitle = style({ fontSize: font.size.l, fontWeight: font.weight.semibold, color: vars.color.text, overflowWrap: 'anywhere' });
