import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../../theme/contract.css';

export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.m });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.s, marginBottom: space.l });
export const notice = style({
  padding: space.m,
  borderRadius: radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  marginBottom: space.l,
  overflowWrap: 'anywhere',
});
export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.s });
export const entry = style({
  display: 'grid',
  gap: space.xs,
  paddingLeft: space.m,
  borderLeft: `2px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
export const entryMeta = style({ color: vars.color.textMuted, fontSize: font.size.s });
export const sectionTitle = style({ fontSize: font.size.l, fontWeight: font.weight.semibold, margin: `${space.l} 0 ${space.s}` });

/** The shell's archived banner (the tenant is read-only): under the top bar, like the offline banner. */
export const archivedBanner = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.s,
  padding: `${space.s} ${space.xl}`,
  background: vars.color.surfaceSunken,
  borderBottom: `2px solid ${vars.color.warning}`,
  color: vars.color.text,
  fontWeight: font.weight.medium,
  overflowWrap: 'anywhere',
  '@media': { 'screen and (max-width: 599px)': { padding: `${space.s} ${space.m}` } },
});
export const archivedIcon = style({ color: vars.color.warning, flexShrink: 0 });
