import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const lead = style({ color: vars.color.textMuted, maxWidth: '60ch' });
