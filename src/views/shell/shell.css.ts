import { style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../theme/contract.css';

/** SPEC §9: the default navigation width. */
export const navWidth = '280px';

export const layout = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: `${navWidth} 1fr` } },
});

export const sidebar = style({
  background: vars.color.navBackground,
  color: vars.color.navText,
  display: 'flex',
  flexDirection: 'column',
  width: navWidth,
  maxWidth: '86vw',
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: 40,
  transform: 'translateX(-100%)',
  transition: 'transform 300ms ease',
  overflowY: 'auto',
  selectors: { '&[data-open="true"]': { transform: 'none', boxShadow: vars.shadow.l } },
  '@media': {
    [media.md]: { position: 'sticky', top: 0, height: '100vh', transform: 'none', maxWidth: 'none' },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 30,
  background: vars.color.overlay,
  border: 0,
  padding: 0,
  '@media': { [media.md]: { display: 'none' } },
});

export const brand = style({ display: 'flex', alignItems: 'center', gap: space.m, padding: `${space.xl} ${space.xl} ${space.l}` });
export const brandLogo = style({ width: '36px', height: '36px', borderRadius: radius.s, background: '#fff', objectFit: 'contain', padding: '3px' });
export const brandName = style({ fontWeight: font.weight.semibold, fontSize: font.size.l, lineHeight: 1.2 });
export const brandSub = style({ fontSize: font.size.xs, color: vars.color.navTextMuted });

export const main = style({ display: 'flex', flexDirection: 'column', minWidth: 0, minHeight: '100vh' });

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: space.s,
  height: '64px',
  padding: `0 ${space.l}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.s,
  '@media': { [media.md]: { padding: `0 ${space.xl}` } },
});

export const menuButton = style({ '@media': { [media.md]: { display: 'none' } } });
export const spacer = style({ flex: 1 });

export const content = style({ flex: 1, padding: space.l, '@media': { [media.md]: { padding: space.xxl } } });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  height: '56px',
  padding: `0 ${space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: font.size.s,
});

export const offlineBanner = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.s,
  padding: `${space.s} ${space.xl}`,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: font.weight.medium,
});
