import { style } from '@vanilla-extract/css';
import { font, space, vars } from '../theme/contract.css';

/** The heading of the dashboard's "nothing to do yet" note: the note's text is muted, its heading is not. */
export const noAccessTitle = style({ fontSize: font.size.l, fontWeight: font.weight.semibold, color: vars.color.text, marginBottom: space.xs });
