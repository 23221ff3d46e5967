import { style } from '@vanilla-extract/css';
import { space } from '../../theme/contract.css';

export const stack = style({ display: 'grid', gap: space.l, minWidth: 0 });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: space.l, alignItems: 'center' });
export const shortList = style({ margin: `${space.xs} 0 0`, paddingInlineStart: space.xl });
