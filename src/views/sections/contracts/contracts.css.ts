import { style } from '@vanilla-extract/css';
import { space } from '../../theme/contract.css';

export const stack = style({ display: 'grid', gap: space.l, marginTop: space.l });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: space.l, alignItems: 'center' });
