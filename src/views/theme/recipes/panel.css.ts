import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../contract.css';
import { iconButton } from './icon-button.css';

/** The floating panel of the top bar (shortcuts, messages, notifications): one frame, one header. */
export const panel = style({
  width: 'min(24rem, calc(100vw - 16px))',
  maxHeight: 'min(32rem, calc(100vh - 88px))',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: radius.m,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.l,
  zIndex: 50,
  outline: 'none',
  overflow: 'hidden',
  // A panel kept mounted while closed (the inbox's, drawn ahead so that it opens at once) is hidden by its attribute:
  // `display: flex` above would otherwise win over the browser's own [hidden] rule.
  selectors: { '&[hidden]': { display: 'none' } },
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '56px',
  padding: `0 ${space.s} 0 ${space.l}`,
  background: vars.accent.strong,
  color: vars.color.textOnAccent,
});

export const panelTitle = style({ flex: 1, margin: 0, fontSize: font.size.l, fontWeight: font.weight.semibold });

/** A round button on the coloured header. */
export const panelHeaderButton = style([
  iconButton,
  {
    width: '36px',
    height: '36px',
    selectors: {
      '&:hover': { background: 'rgba(255, 255, 255, 0.16)' },
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'default', background: 'transparent' },
    },
  },
]);
