import { style } from '@vanilla-extract/css';
import { font, space, vars } from '../theme/contract.css';

export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.s, minWidth: 0 });

export const field = style({ display: 'grid', gap: space.xxs, minWidth: 0, maxWidth: '100%' });

export const label = style({ fontSize: font.size.xs, fontWeight: font.weight.medium, color: vars.color.textMuted });

export const range = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style([label, { padding: 0, marginBottom: space.xxs, float: 'left', width: '100%' }]);

export const rangeInputs = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, clear: 'both' });
