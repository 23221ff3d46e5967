import { style } from '@vanilla-extract/css';
export { panel as content, panelHeader as header, panelHeaderButton as headerButton, panelTitle as title } from '../theme/recipes/panel.css';
import { font, radius, space, vars } from '../theme/contract.css';

/** The trigger's class is shared with its static stand-in in the start-up (top-bar/panel-triggers.css.ts). */
export { shortcutsTrigger as trigger } from '../top-bar/panel-triggers.css';
/**
 * The panel's scrolling body. A cut-off list of tiles shows that it scrolls (issue 13 "Finish"): a shadow at an
 * edge with more beyond it, gone at the end. CSS only: two covers in the panel's colour scroll with the content
 * (`local`) and hide the two shadows fixed to the edges (`scroll`) exactly when the list reaches that edge.
 */
const edgeShadow = `color-mix(in srgb, ${vars.color.text} 22%, transparent)`;
export const body = style({
  overflowY: 'auto',
  padding: space.s,
  backgroundColor: vars.color.surfaceRaised,
  backgroundImage: [
    `linear-gradient(${vars.color.surfaceRaised} 50%, transparent)`,
    `linear-gradient(transparent, ${vars.color.surfaceRaised} 50%)`,
    `linear-gradient(${edgeShadow}, transparent)`,
    `linear-gradient(transparent, ${edgeShadow})`,
  ].join(', '),
  backgroundPosition: 'center top, center bottom, center top, center bottom',
  backgroundSize: '100% 40px, 100% 40px, 100% 12px, 100% 12px',
  backgroundRepeat: 'no-repeat',
  backgroundAttachment: 'local, local, scroll, scroll',
});
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.xs,
  width: '100%',
  minHeight: '112px',
  padding: space.m,
  borderRadius: radius.s,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.accent.soft } },
});
export const tileIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: radius.round,
  background: vars.accent.soft,
  color: vars.accent.base,
});
// A long word (a 60-character label without spaces) breaks anywhere and long texts stop after two lines: the grid
// never grows out of the panel, and the tile's title gives the full text.
const clamped = { overflowWrap: 'anywhere', display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflow: 'hidden', maxWidth: '100%' } as const;
export const tileLabel = style({ fontWeight: font.weight.medium, ...clamped });
export const tileDescription = style({ fontSize: font.size.s, color: vars.color.textMuted, ...clamped });
export const empty = style({ display: 'grid', justifyItems: 'center', gap: space.s, padding: `${space.xxl} ${space.l}`, textAlign: 'center' });
export const emptyIcon = style({ color: vars.color.textMuted });
export const emptyTitle = style({ margin: 0, fontSize: font.size.l, fontWeight: font.weight.semibold });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const form = style({ display: 'grid', gap: space.m, padding: space.s });
export const field = style({ display: 'grid', gap: space.xs });
export const label = style({ fontSize: font.size.s, fontWeight: font.weight.medium });
export const control = style({
  minHeight: '40px',
  padding: `0 ${space.m}`,
  borderRadius: radius.s,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: space.m, border: 0, margin: 0, padding: 0 });
export const choice = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });
export const fieldError = style({ fontSize: font.size.s, color: vars.color.danger });
export const alert = style({ margin: 0, padding: space.m, borderRadius: radius.s, background: vars.color.dangerSoft, color: vars.color.danger });
export const actions = style({ display: 'flex', alignItems: 'center', gap: space.s });
export const grow = style({ flex: 1 });
export const fieldset = style([field, { border: 0, margin: 0, padding: 0, minWidth: 0 }]);
export const iconRow = style({ display: 'flex', alignItems: 'center', gap: space.s });
export const iconPreview = style({
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  flexShrink: 0,
  borderRadius: radius.round,
  background: vars.accent.soft,
  color: vars.accent.base,
});
