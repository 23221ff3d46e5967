import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../contract.css';

/** The floating panel of every dropdown menu (Ark Menu content). */
export const menuContent = style({
  minWidth: '13rem',
  padding: space.xs,
  borderRadius: radius.m,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.l,
  zIndex: 50,
  outline: 'none',
});

/** A menu entry; `data-highlighted` is set by Ark for the pointer and the keyboard. */
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.m,
  minHeight: '40px',
  padding: `0 ${space.m}`,
  borderRadius: radius.s,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[data-highlighted]': { background: vars.accent.soft } },
});
