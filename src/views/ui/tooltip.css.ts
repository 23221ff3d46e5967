import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../theme/contract.css';

/** The tooltip of icon-only controls: the control's accessible name, in the scheme's inverse colours. */
export const tooltip = style({
  position: 'fixed',
  zIndex: 1000,
  width: 'max-content',
  maxWidth: 'min(16rem, calc(100vw - 16px))',
  padding: `${space.xs} ${space.s}`,
  borderRadius: radius.s,
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.m,
  fontFamily: font.family,
  fontSize: font.size.s,
  fontWeight: font.weight.medium,
  lineHeight: 1.3,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  pointerEvents: 'none',
});
