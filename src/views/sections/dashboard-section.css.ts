import { style } from '@vanilla-extract/css';
import { font, space, vars } from '../theme/contract.css';

/** The heading of the dashboard's "nothing to do yet" note: the note's text is muted, its heading is not. */
export const noAccessTitle = style({ fontSize: font.size.l, fontWeight: font.weight.semibold, color: vars.color.text });
/** The note's icon keeps its size at phone widths (a flex item would shrink it to a dot). */
export const noAccessIcon = style({ flexShrink: 0 });
export const noAccessBody = style({ display: 'grid', gap: space.s });
